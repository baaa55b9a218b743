//! What the interface's background threads hand it, and how: the computer's answers, the study view's
//! rankings and what comes from a room are [`News`], posted through a [`Post`] into the interface's one inbox
//! (the channel the event loop blocks on, beside the terminal's events and the signals). Each request is
//! given a [`Ticket`] when it is made, and its news carries it: news whose ticket no request on the screen
//! holds any more (an answer about a position left by an undo, a room left for another) is dropped.
//!
//! A leaf module: the screens post through it without knowing the inbox's message type, which the
//! [`App`](super::App) that owns the channel wraps them in.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::engine::Ranking;
use crate::engine::jobs::Hint;
use crate::room::FromRoom;
use crate::rules::AnyMove;

/// Which request a piece of news answers: unique among the tickets of one [`Post`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ticket(u64);

/// What a thinker found: the computer's move or a hint, `None` inside when there was none (the game is over,
/// or the search was stopped first).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Answer {
    /// The computer's move.
    Move(Option<AnyMove>),
    /// A hint.
    Hint(Option<Hint>),
}

/// What a background thread hands the interface.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum News {
    /// The computer's move or a hint.
    Answer(Ticket, Answer),
    /// The study view's search: a completed depth's ranking, or (`None`, `true`) its end.
    Study(Ticket, Option<Ranking<AnyMove>>, bool),
    /// The review screen's review: a move reviewed, or (`None`) its end.
    Review(Ticket, Option<Box<crate::engine::review::PlyReview>>),
    /// The puzzles a review that ran to its end found, searched on its thread (before its end is posted).
    ReviewPuzzles(Ticket, Vec<crate::puzzle::own::Found>),
    /// What came from a room.
    Room(Ticket, FromRoom),
    /// What came from the lobby of `bao serve`.
    #[cfg(feature = "serve")]
    Lobby(crate::lobby::link::FromLobby),
    /// Why the mirror of a game against the computer, for others to watch, could not open (`bao serve`).
    #[cfg(feature = "serve")]
    Mirror(Ticket, String),
}

/// The way into the interface's inbox, for any thread; cheap to clone. News posted after the interface has
/// gone is dropped.
#[derive(Clone)]
pub struct Post {
    deliver: Arc<dyn Fn(News) + Send + Sync>,
    tickets: Arc<AtomicU64>,
}

impl Post {
    /// Posting through `deliver` (the inbox's sender, wrapping the news in its own message).
    #[must_use]
    pub fn new(deliver: impl Fn(News) + Send + Sync + 'static) -> Post {
        Post { deliver: Arc::new(deliver), tickets: Arc::new(AtomicU64::new(0)) }
    }

    /// Posting nowhere: news is dropped (state built without an interface around it).
    #[must_use]
    pub fn nowhere() -> Post {
        Post::new(|_| {})
    }

    /// Hands `news` to the interface.
    pub fn send(&self, news: News) {
        (self.deliver)(news);
    }

    /// A ticket for a new request, never given before by this post (or its clones).
    #[must_use]
    pub fn ticket(&self) -> Ticket {
        Ticket(self.tickets.fetch_add(1, Ordering::Relaxed))
    }
}

impl std::fmt::Debug for Post {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Post(..)")
    }
}

/// A job's last word: news posted when this is dropped, whether the job ran to its end, was stopped,
/// panicked, or never got a thread (the job, and this with it, is then dropped unrun). So the interface always
/// hears that a request ended, and never waits for a thread that is gone.
pub struct LastWord {
    post: Post,
    news: Option<News>,
}

impl LastWord {
    /// `news` as the last word, unless [`LastWord::replace`] gives another.
    #[must_use]
    pub fn new(post: Post, news: News) -> LastWord {
        LastWord { post, news: Some(news) }
    }

    /// Says `news` instead, when dropped.
    pub fn replace(&mut self, news: News) {
        self.news = Some(news);
    }
}

impl Drop for LastWord {
    fn drop(&mut self) {
        if let Some(news) = self.news.take() {
            self.post.send(news);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    #[test]
    fn tickets_are_never_given_twice_and_the_last_word_is_said_once() {
        let (send, receive) = channel();
        let post = Post::new(move |news| _ = send.send(news));
        let (a, b) = (post.ticket(), post.clone().ticket());
        assert_ne!(a, b, "clones share the count");
        let mut last = LastWord::new(post.clone(), News::Answer(a, Answer::Move(None)));
        last.replace(News::Answer(a, Answer::Hint(None)));
        drop(last);
        // A job dropped unrun still says its last word.
        let job = {
            let last = LastWord::new(post, News::Study(b, None, true));
            move || drop(last)
        };
        drop(job);
        let said: Vec<News> = receive.try_iter().collect();
        assert_eq!(said, [News::Answer(a, Answer::Hint(None)), News::Study(b, None, true)]);
    }
}
