//! The game screen's state and what its keys do: a line of play ([`AnyLine`], the rules' own, with its moves
//! typed), who plays each side, what the screen is doing ([`Mode`]), the board cursor, the computer's thinking
//! and the study view. [`Play::update`] takes one action; moves go to the rules through the line, each key's
//! move resolved once, and nothing here decides what a move does.

mod computer;
mod seats_panel;
mod slot;
mod study;

pub use computer::{Answer, Purpose, Thinker};
pub use seats_panel::SeatsPanel;
pub use slot::SaveSlot;
pub use study::{STUDY_TIME, Study};

use crate::engine::Scored;
use crate::rules::{AnyLine, AnyMove, Event, Hole, Setup, Side, Status, Variant};
use crate::store::{Standing, write_record};

use super::choice::{self, Asking, Pick, Question};
use super::go::Go;
use super::keys::{Action, KeyScreen};
use super::playback::Playback;
use super::seats::{Seats, swapped};
use super::shared::Shared;

/// The longest move the prompt takes: the longest move of any game (`a12<+`) with room for annotations (`!?`).
pub const MAX_TYPED_MOVE: usize = 8;

/// A question waiting for yes or no.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Confirm {
    /// Play this move from a past position, cutting the later moves.
    Cut(AnyMove),
    /// Give up the game (at a past position, cutting the later moves).
    Resign,
    /// Leave the game for the start screen.
    Leave,
}

impl Confirm {
    /// The question in words, with `later` moves after the board shown and `resigned` the side that resigned
    /// at their end, which a cut takes away too.
    #[must_use]
    pub fn question(&self, later: usize, resigned: Option<Side>) -> String {
        let cut = match resigned {
            Some(side) if later > 0 => format!("cut the {later} later move(s) and {side}'s resignation"),
            _ => format!("cut the {later} later move(s)"),
        };
        match self {
            Confirm::Cut(mv) => format!("play {mv} here and {cut}? y/n"),
            Confirm::Resign if later > 0 => format!("resign here and {cut}? y/n"),
            Confirm::Resign => "resign this game? y/n".into(),
            Confirm::Leave => "leave this game for the start screen? y/n".into(),
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
    Prompt(String),
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
}

/// A game in progress.
pub struct Play {
    /// The line of play: the moves, typed, and the cursor of the board shown.
    pub line: AnyLine,
    /// The players.
    pub seats: Seats,
    /// What the screen is doing.
    pub mode: Mode,
    /// The pit under the keyboard cursor.
    pub cursor: Option<Hole>,
    /// Whether the board is seen from North's seat.
    pub flipped: bool,
    /// The side that resigned, if one did. The resignation stands at the end of the line of play (after the
    /// last move of the history), as a result by the rules does: it shows when the board is there, and a move
    /// played at an earlier position cuts it with the later moves. See [`Play::resignation`].
    pub resigned: Option<Side>,
    /// Whether the game-over panel was put away to look at the board.
    pub over_dismissed: bool,
    /// Where the game is saved as it is played.
    pub slot: SaveSlot,
    /// The computer's move or a hint being worked out on another thread.
    pub thinking: Option<Thinker>,
    /// The study view, when open: every legal move ranked on another thread.
    pub study: Option<Study>,
    /// The best move the study view found, with the position it studied (history cursor and length): what
    /// the hint key says there, when it is proven or deeper than the hint's own search.
    pub studied: Option<((usize, usize), Scored<AnyMove>)>,
    /// Why the last write of the game failed, until one succeeds: quitting then asks first.
    pub unsaved: Option<String>,
    /// Watching a save another program has open: nothing is played or saved here.
    pub read_only: bool,
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
            line,
            seats,
            mode: Mode::Board,
            cursor: None,
            flipped: false,
            resigned: None,
            over_dismissed: false,
            slot: SaveSlot::default(),
            thinking: None,
            study: None,
            studied: None,
            unsaved: None,
            read_only: false,
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
        match self.mode {
            Mode::Board if self.study.is_some() => KeyScreen::Study,
            Mode::Board => KeyScreen::Board,
            Mode::Choice(..) => KeyScreen::Choice,
            Mode::Prompt(_) => KeyScreen::Prompt,
            Mode::Step(_) => KeyScreen::Step,
            Mode::History => KeyScreen::History,
            Mode::Confirm(_) => KeyScreen::Confirm,
            Mode::GameOver => KeyScreen::GameOver,
            Mode::Seats(_) => KeyScreen::Seats,
        }
    }

    /// The side that resigned, if the board shows the end of the line where the resignation stands.
    #[must_use]
    pub fn resignation(&self) -> Option<Side> {
        self.resigned.filter(|_| !self.line.has_future())
    }

    /// How the game stands on the board shown: going on, over by the rules, or resigned.
    #[must_use]
    pub fn standing(&self) -> Standing {
        match (self.line.status(), self.resignation()) {
            (Status::Over(outcome), _) => Standing::Over(outcome),
            (Status::Ongoing, Some(side)) => Standing::Resigned(side),
            (Status::Ongoing, None) => Standing::Ongoing,
        }
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
        if self.resignation().is_some() { Vec::new() } else { self.line.legal_moves().to_vec() }
    }

    /// The pits of the side to move that start a legal move, each once, in notation order.
    #[must_use]
    pub fn playable(&self) -> Vec<Hole> {
        let mut holes: Vec<Hole> = Vec::new();
        for mv in self.legal_moves() {
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
        let playable = self.playable();
        if self.cursor.is_none_or(|hole| !playable.contains(&hole)) {
            self.cursor = playable.first().copied();
        }
        self.mode = if self.result().is_some() && !self.over_dismissed { Mode::GameOver } else { Mode::Board };
    }

    /// Applies one action of the game screen; returns what the rest of the interface must do, if anything.
    pub fn update(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        match self.mode.clone() {
            Mode::Board if self.study.is_some() => return self.on_study(action, shared),
            Mode::Board => return self.on_board(action, shared),
            Mode::Choice(question, _) => self.on_choice(&question, action, shared),
            Mode::Prompt(text) => self.on_prompt(text, action, shared),
            Mode::Step(playback) => self.on_step(playback, action, shared),
            Mode::History => self.on_history(action, shared),
            Mode::Confirm(question) => return self.on_confirm(&question, action, shared),
            Mode::Seats(panel) => self.on_seats(panel, action, shared),
            Mode::GameOver => return self.on_game_over(action, shared),
        }
        None
    }

    fn on_choice(&mut self, question: &Question, action: Action, shared: &mut Shared) {
        match action {
            Action::Pick(n) => match question.answer(usize::from(n)) {
                Some(Pick::Play(mv)) => self.try_play(mv, shared),
                Some(Pick::Ask(next)) => self.ask(next),
                Some(Pick::None) | None => {}
            },
            Action::Back => {
                self.mode = Mode::Board;
                shared.say("move cancelled");
            }
            _ => {}
        }
    }

    /// Pasted text typed into the prompt, if it is open; returns whether it was.
    pub fn paste(&mut self, pasted: &str, shared: &mut Shared) -> bool {
        let Mode::Prompt(text) = &mut self.mode else { return false };
        let pasted = pasted.trim();
        if text.chars().count() + pasted.chars().count() > MAX_TYPED_MOVE || pasted.chars().any(char::is_control) {
            let length = pasted.chars().count();
            shared.refuse(format!("a move has at most {MAX_TYPED_MOVE} characters (a12<+); the paste had {length}"));
        } else {
            text.push_str(pasted);
        }
        true
    }

    fn on_prompt(&mut self, mut text: String, action: Action, shared: &mut Shared) {
        match action {
            Action::Type(_) if text.chars().count() >= MAX_TYPED_MOVE => {
                shared.refuse(format!("a move has at most {MAX_TYPED_MOVE} characters (a12<+): Enter plays it"));
            }
            Action::Type(c) => {
                text.push(c);
                self.mode = Mode::Prompt(text);
            }
            Action::Erase => {
                text.pop();
                self.mode = Mode::Prompt(text);
            }
            Action::Choose if text.trim().is_empty() => self.mode = Mode::Board,
            // The typed move is read once, here; from now on it is the rules' own move.
            Action::Choose => match self.line.resolve(text.trim()) {
                Ok(mv) => self.try_play(mv, shared),
                Err(error) => {
                    self.settle();
                    shared.refuse(error.to_string());
                }
            },
            Action::Back => self.mode = Mode::Board,
            _ => {}
        }
    }

    fn on_step(&mut self, mut playback: Playback, action: Action, shared: &mut Shared) {
        match action {
            Action::PlayPause => playback.toggle(),
            Action::Right => playback.forward(),
            Action::Left => playback.back(),
            Action::LapForward => playback.lap_forward(),
            Action::LapBack => playback.lap_back(),
            Action::First => playback.seek(0),
            Action::Last => playback.seek(usize::MAX),
            Action::Faster | Action::Slower => {
                playback.change_speed(action == Action::Faster);
                shared.settings.speed = playback.speed();
            }
            Action::Back => return self.settle(),
            _ => {}
        }
        self.mode = Mode::Step(playback);
    }

    fn on_history(&mut self, action: Action, shared: &mut Shared) {
        let cursor = self.line.cursor();
        match action {
            Action::Up => _ = self.line.go_to(cursor.saturating_sub(1)),
            Action::Down => _ = self.line.go_to(cursor + 1),
            Action::First => _ = self.line.go_to(0),
            Action::Last => _ = self.line.go_to(usize::MAX),
            Action::Watch => self.watch(false, shared),
            Action::Back => {
                self.over_dismissed = false;
                self.settle();
            }
            _ => {}
        }
    }

    fn on_game_over(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        match action {
            Action::NewGame | Action::Rematch => {
                let seats = if action == Action::Rematch { swapped(self.seats) } else { self.seats };
                return Some(Go::NewGame { start: self.line.start(), seats, study: false });
            }
            Action::StartScreen => return Some(Go::StartScreen),
            Action::Back => {
                self.over_dismissed = true;
                self.mode = Mode::Board;
            }
            Action::Watch => self.watch(false, shared),
            Action::Undo => self.undo_or_redo(true, shared),
            _ => {}
        }
        None
    }

    fn on_confirm(&mut self, question: &Confirm, action: Action, shared: &mut Shared) -> Option<Go> {
        match (question, action) {
            (&Confirm::Cut(mv), Action::Yes) => _ = self.play_now(mv, shared),
            (Confirm::Resign, Action::Yes) => {
                // The person resigns, even while the computer is to move.
                let mut side = self.line.side_to_move();
                if self.computer_to_move().is_some() && self.has_person() {
                    side = side.opponent();
                }
                // A resignation ends the line of play: at a past position the later moves go (the question
                // said so).
                self.line.truncate();
                self.resigned = Some(side);
                self.over_dismissed = false;
                self.settle();
            }
            (Confirm::Leave, Action::Yes) => return Some(Go::StartScreen),
            (_, Action::No | Action::Back) => self.settle(),
            _ => {}
        }
        None
    }

    fn on_board(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        let plays = matches!(
            action,
            Action::Pit(_) | Action::Choose | Action::Prompt | Action::Resign | Action::Players | Action::Hint
        );
        if self.read_only && plays {
            shared.refuse("read-only: this save is open in another bao (Esc leaves; open it again to copy it)");
            return None;
        }
        match action {
            Action::Left | Action::Right | Action::Up | Action::Down => self.move_cursor(action),
            Action::Study => self.open_study(shared),
            Action::Pit(_) | Action::Choose | Action::Prompt | Action::Hint if self.thinking.is_some() => {
                let label = self.thinking_label().unwrap_or_default();
                shared.refuse(format!("{label} (u takes back your move)"));
            }
            Action::Hint if self.result().is_some() => shared.refuse("the game is over"),
            Action::Hint => self.start_hint(shared),
            Action::Pit(hole) if self.playable().contains(&hole) => {
                self.cursor = Some(hole);
                return self.on_board(Action::Choose, shared);
            }
            Action::Pit(hole) => shared.refuse(format!("no legal move starts from {hole}")),
            Action::Choose => match self.cursor {
                None => shared.refuse("no pit starts a move here"),
                Some(hole) => match choice::pick(&self.legal_moves(), hole) {
                    Pick::Play(mv) => self.try_play(mv, shared),
                    Pick::Ask(question) => self.ask(question),
                    Pick::None => shared.refuse(format!("no legal move starts from {hole}")),
                },
            },
            Action::Prompt => self.mode = Mode::Prompt(String::new()),
            Action::Undo | Action::Redo => self.undo_or_redo(action == Action::Undo, shared),
            Action::Watch => self.watch(false, shared),
            Action::AutoWatch => {
                shared.settings.auto_watch = !shared.settings.auto_watch;
                let state = if shared.settings.auto_watch { "on" } else { "off" };
                shared.say(format!("watching new moves seed by seed: {state}"));
            }
            Action::History => self.mode = Mode::History,
            Action::Flip => self.flipped = !self.flipped,
            Action::Edit => return Some(Go::Editor),
            Action::Names => shared.settings.names = !shared.settings.names,
            Action::Players => self.mode = Mode::Seats(SeatsPanel::open(self)),
            Action::Resign if self.result().is_some() => shared.refuse("the game is already over"),
            Action::Resign => self.mode = Mode::Confirm(Confirm::Resign),
            Action::Back => self.mode = Mode::Confirm(Confirm::Leave),
            _ => {}
        }
        None
    }

    /// Plays a chosen move, asking first if it would cut later moves.
    pub fn try_play(&mut self, mv: AnyMove, shared: &mut Shared) {
        self.mode = Mode::Board;
        if self.resignation().is_some() {
            return shared.refuse("the game is over: a player resigned");
        }
        if self.line.has_future() {
            self.mode = Mode::Confirm(Confirm::Cut(mv));
            return;
        }
        self.play_now(mv, shared);
    }

    /// Plays a move at the cursor; returns whether it was legal.
    pub fn play_now(&mut self, mv: AnyMove, shared: &mut Shared) -> bool {
        match self.line.play(mv) {
            Ok(()) => {
                // The move ends a new line: a resignation at the end of the old one was cut with its moves.
                self.resigned = None;
                self.over_dismissed = false;
                self.settle();
                shared.say(format!("played {mv}"));
                if shared.settings.auto_watch {
                    self.watch(true, shared);
                }
                true
            }
            Err(error) => {
                self.settle();
                shared.refuse(error.to_string());
                false
            }
        }
    }

    /// Opens the step-through view of the move that led to the board shown.
    fn watch(&mut self, playing: bool, shared: &mut Shared) {
        let Some(index) = self.line.cursor().checked_sub(1) else {
            return shared.refuse("no move to watch yet");
        };
        let (Some((before, events)), Some(mv)) = (self.line.trace_move(index), self.line.move_at(index)) else {
            return;
        };
        self.mode = Mode::Step(Playback::new(index, mv, before, events, shared.settings.speed, playing));
        if !playing {
            shared.say("space plays; ← → step one event, [ ] one lap");
        }
    }

    /// Takes back the last move, or plays again the move taken back. Against the computer both go on to a
    /// position where the person is to move: undo takes back the computer's reply and the person's move (or
    /// only the person's move while the computer is thinking), and redo plays again the person's move and the
    /// computer's recorded reply. When redo runs out of recorded moves with the computer to move, the computer
    /// thinks (see [`Play::schedule_computer`], called after every action). Undo just after a resignation
    /// takes back the resignation alone; redo never brings one back (`X` resigns again).
    pub fn undo_or_redo(&mut self, undo: bool, shared: &mut Shared) {
        if let Some(side) = self.resignation().filter(|_| undo) {
            // The resignation was the last thing done: undo takes it back alone, and the game goes on.
            self.resigned = None;
            self.over_dismissed = false;
            self.settle();
            return shared.say(format!("took back {side}'s resignation"));
        }
        let before = self.line.cursor();
        let step = |line: &mut AnyLine| if undo { line.undo() } else { line.redo() };
        let moved = step(&mut self.line);
        // Against the computer, on to a position where a person is to move, as far as the history goes.
        while moved && self.has_person() && self.computer_to_move().is_some() && step(&mut self.line) {}
        let after = self.line.cursor();
        self.over_dismissed = false;
        if moved && undo {
            // Back on the pit the move taken back started from.
            self.cursor = self.line.move_at(after).map(AnyMove::hole);
        }
        self.settle();
        let written = |from: usize, to: usize| -> String {
            (from..to).filter_map(|i| self.line.move_at(i)).map(|mv| mv.to_string()).collect::<Vec<_>>().join(" ")
        };
        match (moved, undo) {
            (true, true) => shared.say(format!("took back {}", written(after, before))),
            (true, false) => shared.say(format!("played again {}", written(before, after))),
            (false, true) => shared.refuse("nothing to undo"),
            (false, false) => shared.refuse("nothing to redo"),
        }
    }

    /// Moves the board cursor to the nearest playable pit in the direction asked.
    fn move_cursor(&mut self, action: Action) {
        let variant = self.variant();
        let mut holes: Vec<(usize, usize, Hole)> = self
            .playable()
            .into_iter()
            .map(|h| (place(variant, self.flipped, h), h))
            .map(|((r, c), h)| (r, c, h))
            .collect();
        holes.sort_unstable_by_key(|&(r, c, _)| (r, c));
        let Some(now) = self.cursor.and_then(|h| holes.iter().position(|&(_, _, x)| x == h)) else {
            self.cursor = holes.first().map(|&(_, _, h)| h);
            return;
        };
        let (row, column, _) = holes[now];
        let next = match action {
            Action::Left => Some(holes[(now + holes.len() - 1) % holes.len()]),
            Action::Right => Some(holes[(now + 1) % holes.len()]),
            _ => {
                let up = action == Action::Up;
                let rows = holes.iter().map(|&(r, _, _)| r).filter(|&r| if up { r < row } else { r > row });
                let target = if up { rows.max() } else { rows.min() };
                target.and_then(|target| {
                    holes.iter().filter(|&&(r, _, _)| r == target).min_by_key(|&&(_, c, _)| c.abs_diff(column)).copied()
                })
            }
        };
        if let Some((_, _, hole)) = next {
            self.cursor = Some(hole);
        }
    }

    /// What runs after every action and background result: the study view closes if the board moved on, and
    /// the computer thinks if it is its turn (or stops if it no longer is).
    pub fn after_update(&mut self) {
        self.keep_study();
        self.schedule_computer();
    }

    /// Stops any thinking (the computer's, a hint's, the study view's) and waits for its thread to end.
    pub fn stop_thinking(&mut self) {
        if let Some(thinker) = self.thinking.take() {
            thinker.stop_and_join();
        }
        self.close_study();
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
