//! The game screen's state and what its keys do: a line of play ([`AnyLine`], the rules' own, with its moves
//! typed), who plays each side, what the screen is doing ([`Mode`]), the board cursor, the computer's thinking
//! and the study view. [`Play::update`] takes one action; moves go to the rules through the line, each key's
//! move resolved once, and nothing here decides what a move does.

mod computer;
pub mod hosted;
mod keys;
mod lines;
pub mod mirror;
mod review;
pub mod room;
mod seats_panel;
mod slot;
mod study;

#[cfg(test)]
pub(in crate::tui) use computer::Purpose;
pub use computer::{Answer, Thinker};
pub use review::ReviewPanel;
pub use room::InRoom;
pub use seats_panel::SeatsPanel;
pub use slot::SaveSlot;
pub use study::Study;

use crate::engine::Scored;
use crate::rules::{AnyLine, AnyMove, Event, Hole, NodeId, Setup, Variant, Variations};
use crate::store::{Forfeit, Standing, write_record};

use super::choice::{Asking, Question};
use super::go::Go;
use super::keys::{Action, KeyScreen, TextField};
use super::playback::Playback;
use super::seats::Seats;
use super::shared::Shared;

/// The longest move the prompt takes: the longest move of any game (`a12<+`) with room for annotations (`!?`).
pub const MAX_TYPED_MOVE: usize = 8;

/// A question waiting for yes or no.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Play this move from a past position where other moves were played: cut them (yes) or keep them and
    /// make the move a variation beside them.
    Cut(AnyMove),
    /// Delete this move of the history and every move after it, its variations too.
    DeleteLine(NodeId),
    /// Give up the game (at a past position, cutting the later moves).
    Resign,
    /// End a room's game with no result, before each side has moved in it.
    Abort,
    /// Leave the game for the start screen.
    Leave,
    /// Quit the program while a room's game goes on with this terminal in a seat (`q`): it would end the game
    /// for both players, so it asks first, as leaving does.
    Quit,
    /// The other player in a room asks for this.
    Agree(crate::room::protocol::Request),
}

impl Confirm {
    /// The question in words, with `later` moves after the board shown and `forfeit` how a side lost at their
    /// end, which a cut takes away too.
    #[must_use]
    pub fn question(&self, later: usize, forfeit: Option<Forfeit>) -> String {
        let moves = crate::t!("play-later-moves", n = later);
        let side = |side| crate::explain::side_word(side);
        let cut = match forfeit {
            Some(Forfeit::Resigned(s)) if later > 0 => crate::t!("play-cut-resigned", moves = moves, side = side(s)),
            Some(Forfeit::OutOfTime(s)) if later > 0 => {
                crate::t!("play-cut-out-of-time", moves = moves, side = side(s))
            }
            Some(Forfeit::DrawAgreed) if later > 0 => crate::t!("play-cut-draw", moves = moves),
            Some(Forfeit::Aborted) if later > 0 => crate::t!("play-cut-abort", moves = moves),
            _ => crate::t!("play-cut", moves = moves),
        };
        match self {
            Confirm::Cut(mv) => crate::t!("play-ask-cut", move = mv.to_string(), cut = cut),
            Confirm::DeleteLine(_) => crate::t!("play-ask-delete"),
            Confirm::Resign if later > 0 => crate::t!("play-ask-resign-here", cut = cut),
            Confirm::Resign => crate::t!("play-ask-resign"),
            Confirm::Abort => crate::t!("play-ask-abort"),
            Confirm::Leave => crate::t!("play-ask-leave"),
            Confirm::Quit => crate::t!("play-ask-quit"),
            Confirm::Agree(crate::room::protocol::Request::Takeback) => crate::t!("play-ask-takeback"),
            Confirm::Agree(crate::room::protocol::Request::Rematch) => crate::t!("play-ask-rematch"),
            Confirm::Agree(crate::room::protocol::Request::Draw) => crate::t!("play-ask-draw"),
        }
    }
}

/// What the game screen is doing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Waiting for a move.
    Board,
    /// Asking a question inside a move; for the safari question, the sowing shown up to the kuu.
    Choice(Question, Option<Playback>),
    /// Typing a move.
    Prompt(TextField),
    /// Watching a move seed by seed.
    Step(Playback),
    /// Browsing the history.
    History,
    /// Waiting for yes or no.
    Confirm(Confirm),
    /// Showing the result.
    GameOver,
    /// Changing who plays each side (the players panel).
    Seats(SeatsPanel),
    /// Typing a message to the room.
    Say(TextField),
    /// The room's messages panel, scrolled this many messages up from the newest.
    Messages(usize),
    /// Writing the comment on a node of the history (the start, or a move).
    Comment(TextField, NodeId),
}

impl Mode {
    /// The prompt opened, empty.
    #[must_use]
    pub fn prompt() -> Mode {
        Mode::Prompt(TextField::new(MAX_TYPED_MOVE))
    }

    /// A message to the room begun, empty.
    #[must_use]
    pub fn say() -> Mode {
        Mode::Say(TextField::new(crate::room::protocol::MAX_MESSAGE_CHARS))
    }
}

/// A game in progress.
pub struct Play {
    /// The line of play: the moves, typed, and the cursor of the board shown.
    pub line: AnyLine,
    /// The variations and comments: the tree of every line tried, the current one `line`.
    pub variations: Variations,
    /// The players.
    pub seats: Seats,
    /// What the screen is doing.
    pub mode: Mode,
    /// The pit under the keyboard cursor.
    pub cursor: Option<Hole>,
    /// Whether the board is seen from North's seat.
    pub flipped: bool,
    /// How a side lost without the rules ending the game (it resigned, or its time ran out in a room), if one
    /// did. The forfeit stands at the end of the line of play (after the last move of the history), as a result
    /// by the rules does: it shows when the board is there, and a move played at an earlier position cuts it
    /// with the later moves. See [`Play::forfeit_shown`].
    pub forfeit: Option<Forfeit>,
    /// Whether the game-over panel was put away to look at the board.
    pub over_dismissed: bool,
    /// Where the game is saved as it is played.
    pub slot: SaveSlot,
    /// The computer's move or a hint being worked out on another thread.
    pub thinking: Option<Thinker>,
    /// The study view, when open: every legal move ranked on another thread.
    pub study: Option<Study>,
    /// The review screen, when open: the game's moves reviewed on another thread.
    pub review: Option<Box<ReviewPanel>>,
    /// The best move the study view found, with the position it studied (history cursor and length): what
    /// the hint key says there, when it is proven or deeper than the hint's own search.
    pub studied: Option<((usize, usize), Scored<AnyMove>)>,
    /// Why the last write of the game failed, until one succeeds: quitting then asks first.
    pub unsaved: Option<String>,
    /// Watching a save another program has open, or a room as a spectator: nothing is played or saved here.
    pub read_only: bool,
    /// Why a read-only game takes no move, if not because another program has its save open (a game of the
    /// server's archive, opened to replay and study).
    pub read_only_why: Option<&'static str>,
    /// The room this game is played in, if it is.
    pub room: Option<Box<InRoom>>,
    /// Whether the legal moves are shown, in the list and by the cursor.
    pub legal: Legal,
    /// The mirror of this game against the computer that others watch, under `bao serve` when the player lets
    /// them ([`Play::keep_mirror`]).
    pub mirror: Option<mirror::Mirroring>,
}

/// Whether a game screen shows which moves are legal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Legal {
    /// Listed under the board, and the cursor goes only to the pits that start one.
    Shown,
    /// Which moves are legal is the question (a lesson on what the rules allow): they are not listed, and
    /// every pit of the side to move that holds seeds can be picked, the rules refusing the others with their
    /// reason. Otherwise the list and the cursor would give the answer away.
    Hidden,
}

impl Play {
    /// A game from `start`, which the rules check.
    pub fn new(start: &Setup, seats: Seats) -> Result<Play, String> {
        let line = AnyLine::new(start).map_err(|error| format!("position: {error}"))?;
        Ok(Play::on(line, seats))
    }

    /// A game on `line` (perhaps with moves already, the cursor anywhere).
    #[must_use]
    pub fn on(line: AnyLine, seats: Seats) -> Play {
        let mut play = Play {
            variations: Variations::of_line(&line),
            line,
            seats,
            mode: Mode::Board,
            cursor: None,
            flipped: false,
            forfeit: None,
            over_dismissed: false,
            slot: SaveSlot::default(),
            thinking: None,
            study: None,
            review: None,
            studied: None,
            unsaved: None,
            read_only: false,
            read_only_why: None,
            room: None,
            legal: Legal::Shown,
            mirror: None,
        };
        play.settle();
        play
    }

    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.line.variant()
    }

    /// The key table in force.
    #[must_use]
    pub fn key_screen(&self) -> KeyScreen {
        if let Some(review) = &self.review {
            return if review.better.is_some() { KeyScreen::ReviewLine } else { KeyScreen::Review };
        }
        match self.mode {
            Mode::Board if self.study.is_some() => KeyScreen::Study,
            Mode::Board if self.in_room() && self.room_seat().is_none() => KeyScreen::Watching,
            Mode::Board if self.in_room() => KeyScreen::Room,
            Mode::Board => KeyScreen::Board,
            Mode::GameOver if self.in_room() => KeyScreen::RoomOver,
            Mode::Choice(..) => KeyScreen::Choice,
            Mode::Prompt(_) => KeyScreen::Prompt,
            Mode::Step(_) => KeyScreen::Step,
            Mode::History => KeyScreen::History,
            Mode::Confirm(Confirm::Cut(_)) if !self.in_room() => KeyScreen::Branch,
            Mode::Confirm(_) => KeyScreen::Confirm,
            Mode::Comment(..) => KeyScreen::Comment,
            Mode::GameOver => KeyScreen::GameOver,
            Mode::Seats(_) => KeyScreen::Seats,
            Mode::Say(_) => KeyScreen::Say,
            Mode::Messages(_) => KeyScreen::Messages,
        }
    }

    /// How a side lost, if the board shows the end of the line where the forfeit stands: the main line's end (a
    /// variation is a line tried beside the game, which did not end there).
    #[must_use]
    pub fn forfeit_shown(&self) -> Option<Forfeit> {
        self.forfeit.filter(|_| !self.line.has_future() && self.variations.on_main_line())
    }

    /// How the game stands on the board shown: going on, over by the rules, or forfeited.
    #[must_use]
    pub fn standing(&self) -> Standing {
        Standing::at_end(self.line.status(), self.forfeit_shown())
    }

    /// The game's result on the board shown, if it is over there (by the rules or by resignation).
    #[must_use]
    pub fn result(&self) -> Option<String> {
        let standing = self.standing();
        (!standing.is_ongoing()).then(|| standing.to_string())
    }

    /// The legal moves on the board: none once the game is over there, by the rules or by resignation.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        if self.forfeit_shown().is_some() { Vec::new() } else { self.line.legal_moves().to_vec() }
    }

    /// The pits of the side to move that start a legal move, each once, in notation order (with
    /// [`Legal::Hidden`], every one of its pits that holds seeds while it has a move).
    #[must_use]
    pub fn playable(&self) -> Vec<Hole> {
        let legal = self.legal_moves();
        if self.legal == Legal::Hidden && !legal.is_empty() {
            let (setup, layout) = (self.line.setup(), self.variant().layout());
            return layout
                .notation_order(setup.side)
                .filter(|&i| setup.count_at(i) > 0)
                .map(|i| layout.hole(i))
                .collect();
        }
        let mut holes: Vec<Hole> = Vec::new();
        for mv in legal {
            if !holes.contains(&mv.hole()) {
                holes.push(mv.hole());
            }
        }
        holes
    }

    /// The last move played before the board shown, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<AnyMove> {
        self.line.cursor().checked_sub(1).and_then(|index| self.line.move_at(index))
    }

    /// The history cursor and length: which position of the game the board shows.
    #[must_use]
    pub fn at(&self) -> (usize, usize) {
        (self.line.cursor(), self.line.len())
    }

    /// The position string and the game record up to the board shown, to copy.
    #[must_use]
    pub fn export(&self) -> (String, String) {
        let moves: Vec<String> = self.line.moves().take(self.line.cursor()).map(|mv| mv.to_string()).collect();
        (self.line.setup().to_string(), write_record(&self.line.start(), &moves))
    }

    /// Asks `question`. The safari question is asked where it arises: the board shows the move's sowing up
    /// to the moment it reaches the kuu (the events before the choice are the same whichever way it goes).
    pub fn ask(&mut self, question: Question) {
        let preview = (question.asking == Asking::Safari)
            .then(|| question.options.last().and_then(|(_, moves)| moves.first().copied()))
            .flatten()
            .and_then(|mv| {
                let events = self.line.preview(mv)?;
                let choice = events.iter().position(|e| matches!(e, Event::Choice { .. }))?;
                let mut playback = Playback::new(self.line.cursor(), mv, self.line.setup(), events, 0, false);
                playback.seek(choice);
                Some(playback)
            });
        self.mode = Mode::Choice(question, preview);
    }

    /// Back to the board after a move or a view: the cursor on a playable pit, the result shown if the game
    /// ended.
    pub fn settle(&mut self) {
        // A line changed by a lesson or a room without the tree: the tree follows it.
        self.variations.follow_line(&self.line);
        let playable = self.playable();
        if self.cursor.is_none_or(|hole| !playable.contains(&hole)) {
            self.cursor = playable.first().copied();
        }
        self.mode = if let Some(question) = self.room_question() {
            Mode::Confirm(question)
        } else if self.result().is_some() && !self.over_dismissed {
            Mode::GameOver
        } else {
            Mode::Board
        };
    }

    /// Applies one action of the game screen; returns what the rest of the interface must do, if anything.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        if self.review.is_some() {
            self.on_review(action, shared);
            return None;
        }
        match self.mode.clone() {
            Mode::Board if self.study.is_some() => return self.on_study(action, shared),
            Mode::Board => return self.on_board(action, shared),
            Mode::Choice(question, _) => self.on_choice(&question, action, shared),
            Mode::Prompt(text) => self.on_prompt(text, action, shared),
            Mode::Step(playback) => self.on_step(playback, action, shared),
            Mode::History => self.on_history(action, shared),
            Mode::Confirm(question) => return self.on_confirm(&question, action, shared),
            Mode::Seats(panel) => self.on_seats(panel, action, shared),
            Mode::Say(text) => self.on_say(text, action, shared),
            Mode::Messages(scroll) => self.on_messages(scroll, action, shared),
            Mode::Comment(field, node) => self.on_comment(field, node, action, shared),
            Mode::GameOver => return self.on_game_over(action, shared),
        }
        None
    }

    /// What runs after every action and background result: the study view closes if the board moved on, and
    /// the computer thinks if it is its turn (or stops if it no longer is), its answer posted through `post`.
    pub fn after_update(&mut self, post: &super::inbox::Post) {
        // A line changed by a room or a lesson without the tree: the tree follows it.
        self.variations.follow_line(&self.line);
        self.keep_study();
        self.schedule_computer(post);
    }

    /// Stops any thinking (the computer's, a hint's, the study view's) and waits for its thread to end.
    pub fn stop_thinking(&mut self) {
        if let Some(thinker) = self.thinking.take() {
            thinker.stop_and_join();
        }
        self.close_study();
        self.close_review();
    }
}

/// Where a pit is drawn: (row from the top, column from the left), as the board is seen now.
#[must_use]
pub fn place(variant: Variant, flipped: bool, hole: Hole) -> (usize, usize) {
    let layout = variant.layout();
    let row = layout.picture_rows().iter().position(|&r| r == hole.row()).unwrap_or(0);
    let column = layout.column(hole);
    if flipped { (layout.rows() - 1 - row, layout.width() - 1 - column) } else { (row, column) }
}
