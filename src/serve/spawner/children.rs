//! The helper's children as plain state: which process each of the server's ids is, which have been hung up,
//! and when each of those is to be killed if it has not left. The helper's loop ([`super::helper`]) signals,
//! waits and answers; this only decides, so it is tested without a process.
//!
//! A process number is only ever signalled while it is here, and it leaves only when the helper has waited for
//! it: until then the kernel keeps the number, so a number reused by another process is never hit.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use rustix::process::Pid;

/// How long a program that was hung up has to leave before it is killed (SIGKILL).
pub const EXIT_WAIT: Duration = Duration::from_secs(5);

/// One child.
#[derive(Clone, Copy, Debug)]
struct Child {
    pid: Pid,
    hung_up: bool,
}

/// The children not yet waited for, by the server's id and by process, and the kills due.
#[derive(Debug, Default)]
pub struct Children {
    by_id: HashMap<u64, Child>,
    by_pid: HashMap<Pid, u64>,
    /// When each hung-up child is to be killed, the earliest first: every hang-up adds [`EXIT_WAIT`] to the
    /// time it came, so they come in order. An entry whose child has left, or whose id is another process's
    /// now, is passed over.
    kills: VecDeque<(Instant, u64, Pid)>,
}

impl Children {
    /// Whether `id` is a child not yet waited for.
    #[must_use]
    pub fn knows(&self, id: u64) -> bool {
        self.by_id.contains_key(&id)
    }

    /// A child has been started for `id` (which [`Children::knows`] not).
    pub fn started(&mut self, id: u64, pid: Pid) {
        self.by_id.insert(id, Child { pid, hung_up: false });
        self.by_pid.insert(pid, id);
    }

    /// The server asks that `id` be hung up at `now`: its process to send SIGHUP to, the first time (its kill
    /// is then due [`EXIT_WAIT`] later); nothing if it is not a child (it has been waited for) or was hung up
    /// already (the kill stays when it was).
    pub fn hang_up(&mut self, id: u64, now: Instant) -> Option<Pid> {
        let child = self.by_id.get_mut(&id).filter(|child| !child.hung_up)?;
        child.hung_up = true;
        self.kills.push_back((now + EXIT_WAIT, id, child.pid));
        Some(child.pid)
    }

    /// `pid` has been waited for: the id it was, if it was a child.
    pub fn reaped(&mut self, pid: Pid) -> Option<u64> {
        let id = self.by_pid.remove(&pid)?;
        self.by_id.remove(&id);
        Some(id)
    }

    /// When the next kill is due, if one is: the helper's loop sleeps until then at most, and without one for
    /// as long as nothing happens.
    pub fn due(&mut self) -> Option<Instant> {
        while let Some(&(at, id, pid)) = self.kills.front() {
            if self.is(id, pid) {
                return Some(at);
            }
            self.kills.pop_front();
        }
        None
    }

    /// The processes to kill at `now`: the children hung up [`EXIT_WAIT`] ago or more that are still here.
    /// Each is killed once; it stays until it has been waited for.
    pub fn overdue(&mut self, now: Instant) -> Vec<Pid> {
        let mut found = Vec::new();
        while let Some(&(at, id, pid)) = self.kills.front() {
            if at > now {
                break;
            }
            self.kills.pop_front();
            if self.is(id, pid) {
                found.push(pid);
            }
        }
        found
    }

    fn is(&self, id: u64, pid: Pid) -> bool {
        self.by_id.get(&id).is_some_and(|child| child.pid == pid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pid(n: i32) -> Pid {
        Pid::from_raw(n).unwrap()
    }

    #[test]
    fn a_child_hung_up_is_killed_once_when_its_time_is_up_unless_it_left() {
        let now = Instant::now();
        let mut children = Children::default();
        children.started(1, pid(101));
        children.started(2, pid(102));
        assert!(children.knows(1) && !children.knows(3));
        assert_eq!(children.due(), None, "nothing due: the loop sleeps until something happens");
        assert_eq!(children.hang_up(1, now), Some(pid(101)));
        // A second hang-up signals nothing more and does not move the kill.
        assert_eq!(children.hang_up(1, now + Duration::from_secs(3)), None);
        assert_eq!(children.hang_up(2, now + Duration::from_secs(1)), Some(pid(102)));
        assert_eq!(children.hang_up(9, now), None, "not a child");
        assert_eq!(children.due(), Some(now + EXIT_WAIT));
        assert_eq!(children.overdue(now + Duration::from_secs(4)), []);
        assert_eq!(children.overdue(now + EXIT_WAIT), [pid(101)]);
        assert_eq!(children.overdue(now + EXIT_WAIT), [], "killed once");
        // The second left before its time: never killed, nothing due.
        assert_eq!(children.reaped(pid(102)), Some(2));
        assert_eq!(children.due(), None);
        assert_eq!(children.overdue(now + Duration::from_secs(60)), []);
        // The first stays until waited for.
        assert!(children.knows(1));
        assert_eq!(children.reaped(pid(101)), Some(1));
        assert_eq!(children.reaped(pid(101)), None);
        assert!(!children.knows(1));
    }

    #[test]
    fn a_kill_due_for_a_process_that_left_never_reaches_the_one_after_it() {
        let now = Instant::now();
        let mut children = Children::default();
        children.started(1, pid(101));
        children.hang_up(1, now);
        children.reaped(pid(101));
        // Its id started again (the server never does so; still, the old kill must not hit the new process).
        children.started(1, pid(202));
        assert_eq!(children.due(), None);
        assert_eq!(children.overdue(now + EXIT_WAIT), []);
        assert_eq!(children.hang_up(1, now), Some(pid(202)), "the new one can be hung up");
    }
}
