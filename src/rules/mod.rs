//! The rules of the four games: pure data and functions, no I/O, no threads, no terminal.
//!
//! A position string parses into a [`Setup`] (plain data), which becomes a playable position only through its
//! game's [`Game::from_setup`]. Each game is its own type in its own file; what they share lives once here:
//! the board geometry ([`Layout`]), lap sowing ([`ring`]), the exact detection of moves that never end
//! ([`cycle`], with the caller's [`CycleMemory`] of the long ones), the event trace ([`Event`], [`Observer`], [`Replay`]), the tree of a game's variations ([`Tree`]) and the counting of move sequences
//! ([`perft()`]). Code that learns the game at run time dispatches with [`with_game!`](crate::with_game).

#![allow(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "counts, hole numbers and circuit places are small by construction (at most 64 seeds, 48 holes), \
              checked by the one validating constructor, not at every use"
)]

mod any;
pub mod cycle;
mod event;
mod game;
mod hole;
mod illegal;
mod kete;
mod kimasai_relay;
mod kimasai_step;
mod kingulu;
mod layout;
mod line;
mod notation;
mod perft;
mod resolve;
pub mod ring;
mod setup;
mod side;
#[cfg(test)]
mod test_support;
mod tree;
mod variant;
mod variations;

pub use any::{AnyLine, AnyLineError, AnyMove, InAnyLine};
pub use cycle::CycleMemory;
pub use event::{
    CaptureRule, CaptureTo, ChoiceKind, Entry, Event, KuuLoss, LapRule, NoCapture, Observer, Penultimate, Replay,
    Silent, Stage, replay,
};
pub use game::{
    Game, GameResult, MAX_MOVES, MoveList, Outcome, PlayError, Reason, Status, Successors, draw_by_rejection,
    draw_from_set, next_ply, trace,
};
pub use hole::{Direction, Hole, ParseHoleError, Row, Toward};
pub use illegal::Illegal;
pub use kete::{Kete, KeteMove};
pub use kimasai_relay::KimasaiRelay;
pub use kimasai_step::KimasaiStep;
pub use kingulu::Kingulu;
pub use layout::Layout;
pub use line::{Line, LineError, repeats};
pub use notation::{MoveText, ParseMoveError};
pub use perft::{MAX_PERFT_DEPTH, PerftDepthError, perft};
pub use resolve::{MoveError, resolve_move};
pub use setup::{MAX_HOLES, PositionError, Setup};
pub use side::{BySide, Side};
pub use tree::{CommentError, MAX_COMMENT_CHARS, MAX_NESTING, MAX_NODES, NodeId, Tree, check_comment};
pub use variant::{Key, UnknownVariant, Variant};
pub use variations::{Ahead, Branch, Played, TreeError, TreeFault, Variations};

/// Runs `$body` with `$game` bound to the game type of `$variant` (a [`Variant`]).
///
/// ```
/// use bao::rules::{Game, Variant};
///
/// fn start_string(variant: Variant) -> String {
///     bao::with_game!(variant, G => G::start().to_setup().to_string())
/// }
/// assert_eq!(start_string(Variant::Kingulu), "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4 c=0,0 m=1");
/// ```
#[macro_export]
macro_rules! with_game {
    ($variant:expr, $game:ident => $body:expr) => {
        match $variant {
            $crate::rules::Variant::Kingulu => {
                type $game = $crate::rules::Kingulu;
                $body
            }
            $crate::rules::Variant::KimasaiRelay => {
                type $game = $crate::rules::KimasaiRelay;
                $body
            }
            $crate::rules::Variant::KimasaiStep => {
                type $game = $crate::rules::KimasaiStep;
                $body
            }
            $crate::rules::Variant::Kete => {
                type $game = $crate::rules::Kete;
                $body
            }
        }
    };
}
