//! *Hizi zetu* (kete.md §3.7), the Lamu name of takasia: after a mtaji takata, one threatened hole of the
//! opponent may be reserved. The reservation (`t=`) blocks its owner for one move (he may not start from it,
//! and a lap of his ending there stops his move, [`sow_laps`](Kete::sow_laps)); on the reserving player's next
//! move it obliges him to capture it first if he can ([`starts`](Kete::starts)); then it is cleared
//! ([`finish`](Kete::finish), DECISION Q8).

use super::{KUU, Kete, WIDTH};

impl Kete {
    /// The hole that hizi zetu reserves in this position, just after the previous player's mtaji takata
    /// (the player to move is the one who would be blocked), if all four conditions of §3.7 hold:
    /// 1. the player to move has no capturing move;
    /// 2. the previous player's mtaji capturing moves, were he to move again, threaten exactly one hole;
    /// 3. that hole is not the blocked player's existing kuu, nor the only occupied hole of his front row,
    ///    nor the only hole of his front row holding more than one seed;
    /// 4. with the hole reserved the blocked player still has a legal move (DECISION Q21). A reservation never
    ///    takes a move away from a player who has a start (a takata that never ends ends a lap in every hole,
    ///    so it stops in the reserved one), so this refuses exactly a player with no start at all, who has lost
    ///    (test `q21_condition_4_makes_no_reservation_against_a_player_without_a_start`).
    ///
    /// A singleton may be reserved (DECISION Q5). Condition 1 is judged by the blocked player's own stage
    /// (DECISION: in play both players are in mtaji whenever the mover is, as South's reserve runs out first;
    /// only a study position can leave the blocked player in nemo, and then his nemo captures count).
    pub(super) fn hizi_zetu(&mut self, memory: &mut super::CycleMemory) -> Option<super::Hole> {
        let blocked = self.side;
        if self.has_capture(blocked) {
            return None;
        }
        let threats = self.threats(blocked.opponent());
        if threats.count_ones() != 1 {
            return None;
        }
        let place = threats.trailing_zeros() as usize;
        let front = self.rings[blocked];
        let occupied = (0..WIDTH).filter(|&p| front.get(p) > 0).count();
        let several = (0..WIDTH).filter(|&p| front.get(p) > 1).count();
        if (place == KUU && self.kuu[blocked]) || occupied == 1 || (front.get(place) > 1 && several == 1) {
            return None;
        }
        let hole = Self::hole(blocked, place);
        let old = self.takasia.replace(hole);
        let playable = self.any_legal_move(memory);
        self.takasia = old;
        playable.then_some(hole)
    }
}
