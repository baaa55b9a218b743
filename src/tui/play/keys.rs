//! What the game screen's keys do, mode by mode: the board (a pit, the prompt, undo and redo, the panels), a
//! question inside a move, the prompt, the step-through view, the history, a yes/no question and the game-over
//! panel. A move is resolved once, where its key is read, and played through [`Play::play_now`].

use crate::rules::{Ahead, AnyLine, AnyMove, Branch, Hole};
use crate::store::Forfeit;

use super::super::choice::{self, Pick, Question};
use super::super::go::Go;
use super::super::keys::{Action, Edit, TextField};
use super::super::playback::Playback;
use super::super::seats::swapped;
use super::super::shared::Shared;
use super::{Confirm, MAX_TYPED_MOVE, Mode, Play, SeatsPanel, place};

impl Play {
    pub(super) fn on_choice(&mut self, question: &Question, action: Action, shared: &mut Shared) {
        match action {
            Action::Pick(n) => match question.answer(usize::from(n)) {
                Some(Pick::Play(mv)) => self.try_play(mv, shared),
                Some(Pick::Ask(next)) => self.ask(next),
                Some(Pick::None) | None => {}
            },
            Action::Back => {
                self.mode = Mode::Board;
                shared.say(crate::t!("play-move-cancelled"));
            }
            _ => {}
        }
    }

    /// Pasted text typed into the prompt, if it is open; returns whether it was.
    pub fn paste(&mut self, pasted: &str, shared: &mut Shared) -> bool {
        let Mode::Prompt(field) = &mut self.mode else { return false };
        if !field.paste(pasted) {
            let length = pasted.trim().chars().count();
            shared.refuse(crate::t!("play-paste-too-long", most = MAX_TYPED_MOVE, length = length));
        }
        true
    }

    pub(super) fn on_prompt(&mut self, mut field: TextField, action: Action, shared: &mut Shared) {
        match (field.edit(action), action) {
            (Edit::Full, _) => {
                shared.refuse(crate::t!("play-typed-too-long", most = MAX_TYPED_MOVE));
                self.mode = Mode::Prompt(field);
            }
            (Edit::Changed, _) => self.mode = Mode::Prompt(field),
            (Edit::Other, Action::Choose) if field.text().trim().is_empty() => self.mode = Mode::Board,
            // The typed move is read once, here; from now on it is the rules' own move.
            (Edit::Other, Action::Choose) => match self.line.resolve(field.text().trim()) {
                Ok(mv) => self.try_play(mv, shared),
                Err(error) => {
                    self.settle();
                    shared.refuse(crate::explain::move_error(&error));
                }
            },
            (Edit::Other, Action::Back) => self.mode = Mode::Board,
            (Edit::Other, _) => {}
        }
    }

    pub(super) fn on_step(&mut self, mut playback: Playback, action: Action, shared: &mut Shared) {
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
            Action::NextMove | Action::PreviousMove => {
                let next = if action == Action::NextMove { playback.index + 1 } else { playback.index.wrapping_sub(1) };
                if !self.watch_move(next, playback.playing, playback.replaying, shared) {
                    shared.refuse(if action == Action::NextMove {
                        crate::t!("play-no-later-move")
                    } else {
                        crate::t!("play-no-earlier-move")
                    });
                }
                return;
            }
            Action::ReplayGame if playback.replaying => {
                playback.replaying = false;
                shared.say(crate::t!("play-replay-stopped"));
            }
            Action::ReplayGame => {
                playback.replaying = true;
                if !playback.playing {
                    playback.toggle();
                }
                shared.say(crate::t!("play-replaying-move"));
            }
            Action::Back => return self.settle(),
            _ => {}
        }
        self.mode = Mode::Step(playback);
    }

    /// The replay goes on: after the move just played to its end, the next move of the line, if any.
    pub fn replay_next(&mut self, shared: &mut Shared) {
        let Mode::Step(playback) = &self.mode else { return };
        if !(playback.replaying && playback.at_end()) {
            return;
        }
        if !self.watch_move(playback.index + 1, true, true, shared) {
            if let Mode::Step(playback) = &mut self.mode {
                playback.replaying = false;
            }
            shared.say(crate::t!("play-replay-finished"));
        }
    }

    /// Opens the step-through view of move `index` of the line, the board's cursor at the position after it (so
    /// the history shows which move is watched); returns whether the line has that move.
    fn watch_move(&mut self, index: usize, playing: bool, replaying: bool, shared: &Shared) -> bool {
        let (Some((before, events)), Some(mv)) = (self.line.trace_move(index), self.line.move_at(index)) else {
            return false;
        };
        self.line.go_to(index + 1);
        let mut playback = Playback::new(index, mv, before, events, shared.settings.speed, playing);
        playback.replaying = replaying;
        self.mode = Mode::Step(playback);
        true
    }

    pub(super) fn on_history(&mut self, action: Action, shared: &mut Shared) {
        match action {
            Action::Up | Action::Down | Action::First | Action::Last => self.walk_history(action),
            Action::Promote => self.promote(shared),
            Action::Delete => self.ask_delete(shared),
            Action::Comment => self.open_comment(shared),
            Action::Watch => self.watch(false, shared),
            Action::ReplayGame => {
                if self.watch_move(0, true, true, shared) {
                    shared.say(crate::t!("play-replaying"));
                } else {
                    shared.refuse(crate::t!("play-no-move-to-replay"));
                }
            }
            Action::Back => {
                self.over_dismissed = false;
                self.settle();
            }
            _ => {}
        }
    }

    pub(super) fn on_game_over(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        match action {
            Action::Rematch if self.in_room() => self.ask_room(crate::room::protocol::Request::Rematch, shared),
            Action::NewGame | Action::Undo if self.in_room() => {
                shared.refuse(crate::t!("play-room-keys-over"));
            }
            Action::Say if self.in_room() => self.mode = Mode::say(),
            Action::Messages if self.in_room() => self.mode = Mode::Messages(0),
            Action::NewGame | Action::Rematch => {
                let seats = if action == Action::Rematch { swapped(self.seats) } else { self.seats };
                return Some(Go::NewGame { start: self.line.start(), seats, study: false });
            }
            Action::StartScreen if self.in_room() => return Some(Go::LeaveRoom),
            Action::StartScreen => return Some(Go::StartScreen),
            Action::Back => {
                self.over_dismissed = true;
                self.mode = Mode::Board;
            }
            Action::Review => self.open_review(shared),
            Action::Watch => self.watch(false, shared),
            Action::ReplayGame => {
                if self.watch_move(0, true, true, shared) {
                    shared.say(crate::t!("play-replaying"));
                } else {
                    shared.refuse(crate::t!("play-no-move-to-replay"));
                }
            }
            Action::Undo => self.undo_or_redo(true, shared),
            _ => {}
        }
        None
    }

    pub(super) fn on_confirm(&mut self, question: &Confirm, action: Action, shared: &mut Shared) -> Option<Go> {
        match (question, action) {
            (&Confirm::Agree(what), Action::Yes | Action::No | Action::Back) => {
                self.answer_room(what, action == Action::Yes, shared);
            }
            (Confirm::Resign, Action::Yes) if self.in_room() => self.resign_room(shared),
            (Confirm::Abort, Action::Yes) => self.abort_room(shared),
            (&Confirm::Cut(mv), Action::Yes) => _ = self.play_as(mv, Branch::Cut, shared),
            (Confirm::Cut(_), Action::Variation) if self.variations.too_deep(&self.line) => {
                self.settle();
                shared.refuse(crate::t!("play-too-deep"));
            }
            (&Confirm::Cut(mv), Action::Variation) => _ = self.play_as(mv, Branch::Variation, shared),
            (&Confirm::DeleteLine(node), Action::Yes) => self.delete_line(node, shared),
            (Confirm::Resign, Action::Yes) => {
                // The person resigns, even while the computer is to move.
                let mut side = self.line.side_to_move();
                if self.computer_to_move().is_some() && self.has_person() {
                    side = side.opponent();
                }
                // A resignation ends the line of play: at a past position the later moves go (the question
                // said so), and every variation going on from there.
                self.variations.truncate(&mut self.line);
                self.forfeit = Some(Forfeit::Resigned(side));
                self.over_dismissed = false;
                self.settle();
            }
            (Confirm::Leave, Action::Yes) if self.in_room() => return Some(Go::LeaveRoom),
            (Confirm::Leave, Action::Yes) => return Some(Go::StartScreen),
            (_, Action::No | Action::Back) => self.settle(),
            _ => {}
        }
        None
    }

    pub(super) fn on_board(&mut self, action: Action, shared: &mut Shared) -> Option<Go> {
        let plays = matches!(
            action,
            Action::Pit(_) | Action::Choose | Action::Prompt | Action::Resign | Action::Players | Action::Hint
        );
        if self.in_room() && self.on_room_board(action, shared) {
            return None;
        }
        if self.read_only && plays {
            shared.refuse(self.read_only_why.map_or_else(|| crate::t!("play-read-only"), ToString::to_string));
            return None;
        }
        match action {
            Action::Left | Action::Right | Action::Up | Action::Down => self.move_cursor(action),
            Action::EveryPit(forward) => self.move_over_every_pit(forward),
            Action::Study => self.open_study(shared),
            Action::Review => self.open_review(shared),
            Action::Pit(_) | Action::Choose | Action::Prompt | Action::Hint if self.thinking.is_some() => {
                let label = self.thinking_label().unwrap_or_default();
                shared.refuse(crate::t!("play-busy", thinking = label));
            }
            Action::Hint if self.result().is_some() => shared.refuse(crate::t!("play-game-is-over")),
            Action::Hint => self.start_hint(shared),
            Action::Pit(hole) if self.playable().contains(&hole) => {
                self.cursor = Some(hole);
                return self.on_board(Action::Choose, shared);
            }
            // Why not, in the rules' words (issue 14).
            Action::Pit(hole) => shared.refuse(self.no_move_from(hole)),
            Action::Choose => match self.cursor {
                None => shared.refuse(crate::t!("play-no-pit")),
                Some(hole) => match choice::pick(&self.legal_moves(), hole) {
                    Pick::Play(mv) => self.try_play(mv, shared),
                    Pick::Ask(question) => self.ask(question),
                    Pick::None => shared.refuse(self.no_move_from(hole)),
                },
            },
            Action::Prompt => self.mode = Mode::prompt(),
            Action::Say if shared.environment.served => {
                shared.refuse(crate::t!("play-say-served"));
            }
            Action::Say => shared.refuse(crate::t!("play-say")),
            Action::Undo | Action::Redo => self.undo_or_redo(action == Action::Undo, shared),
            Action::Watch => self.watch(false, shared),
            Action::ReplayGame => {
                if self.watch_move(0, true, true, shared) {
                    shared.say(crate::t!("play-replaying"));
                } else {
                    shared.refuse(crate::t!("play-no-move-to-replay"));
                }
            }
            Action::AutoWatch => {
                shared.settings.auto_watch = !shared.settings.auto_watch;
                shared.say(if shared.settings.auto_watch {
                    crate::t!("play-auto-watch-on")
                } else {
                    crate::t!("play-auto-watch-off")
                });
            }
            Action::History => self.mode = Mode::History,
            Action::Flip => self.flipped = !self.flipped,
            Action::Edit => return Some(Go::Editor),
            Action::Names => shared.settings.names = !shared.settings.names,
            Action::Players => self.mode = Mode::Seats(SeatsPanel::open(self)),
            Action::Resign if self.result().is_some() => shared.refuse(crate::t!("play-already-over")),
            Action::Resign if !self.variations.on_main_line() => {
                shared.refuse(crate::t!("play-resign-on-main-line"));
            }
            Action::Comment => self.open_comment(shared),
            Action::Resign => self.mode = Mode::Confirm(Confirm::Resign),
            Action::Back => self.mode = Mode::Confirm(Confirm::Leave),
            _ => {}
        }
        None
    }

    /// The board's keys that work otherwise in a room; returns whether `action` was one of them (handled).
    fn on_room_board(&mut self, action: Action, shared: &mut Shared) -> bool {
        match action {
            Action::Undo => self.ask_room(crate::room::protocol::Request::Takeback, shared),
            Action::Redo | Action::Players | Action::Edit => {
                shared.refuse(crate::t!("play-not-in-room"));
            }
            Action::Resign | Action::Draw if self.room_seat().is_none() => {
                shared.refuse(crate::t!("play-spectators-cannot"));
            }
            Action::Say => self.mode = Mode::say(),
            Action::Messages => self.mode = Mode::Messages(0),
            Action::Draw if self.result().is_some() => shared.refuse(crate::t!("play-already-over")),
            Action::Draw => self.ask_room(crate::room::protocol::Request::Draw, shared),
            // Abort, with no result, while a side has not moved in the room's game; resign after.
            Action::Resign if self.abort_allowed() => self.mode = Mode::Confirm(Confirm::Abort),
            Action::Pit(_) | Action::Choose | Action::Prompt => match self.cannot_play() {
                Some(why) => shared.refuse(why),
                None => return false,
            },
            _ => return false,
        }
        true
    }

    /// A message being typed to the room.
    pub(super) fn on_say(&mut self, mut field: TextField, action: Action, shared: &mut Shared) {
        match (field.edit(action), action) {
            (Edit::Full, _) => {
                let most = field.max();
                shared.refuse(crate::t!("play-message-too-long", most = most));
                self.mode = Mode::Say(field);
            }
            (Edit::Changed, _) => self.mode = Mode::Say(field),
            (Edit::Other, Action::Choose) => self.say_room(field.text(), shared),
            (Edit::Other, Action::Back) => self.settle(),
            (Edit::Other, _) => {}
        }
    }

    /// Plays a chosen move, asking first if it would cut later moves; in a room, proposes it to the room.
    pub fn try_play(&mut self, mv: AnyMove, shared: &mut Shared) {
        if self.in_room() {
            return self.propose(mv, shared);
        }
        self.mode = Mode::Board;
        if let Some(forfeit) = self.forfeit_shown() {
            let how = crate::explain::short(crate::store::Standing::Forfeit(forfeit));
            return shared.refuse(crate::t!("play-over-how", how = how));
        }
        // A move played here already is followed (a redo, or into its variation); another asks.
        if self.line.has_future() && self.variations.ahead(&self.line, mv) == Ahead::Branch {
            self.mode = Mode::Confirm(Confirm::Cut(mv));
            return;
        }
        self.play_now(mv, shared);
    }

    /// Plays a move at the cursor (where other moves were played, cutting them); returns whether it was legal.
    pub fn play_now(&mut self, mv: AnyMove, shared: &mut Shared) -> bool {
        self.play_as(mv, Branch::Cut, shared)
    }

    /// Plays a move at the cursor, kept in the tree as `branch` says where other moves were played; returns
    /// whether it was legal.
    pub fn play_as(&mut self, mv: AnyMove, branch: Branch, shared: &mut Shared) -> bool {
        match self.variations.play(&mut self.line, mv, branch) {
            Ok(played) => {
                // A resignation at the end of the main line goes when the main line's later moves are cut.
                if played.main_cut {
                    self.forfeit = None;
                }
                self.over_dismissed = false;
                self.settle();
                shared.say(crate::t!("play-played", move = mv.to_string()));
                if shared.settings.auto_watch {
                    self.watch(true, shared);
                }
                true
            }
            Err(error) => {
                self.settle();
                shared.refuse(crate::explain::move_error(&error));
                false
            }
        }
    }

    /// Opens the step-through view of the move that led to the board shown.
    pub(super) fn watch(&mut self, playing: bool, shared: &mut Shared) {
        let Some(index) = self.line.cursor().checked_sub(1) else {
            return shared.refuse(crate::t!("play-no-move-to-watch"));
        };
        let (Some((before, events)), Some(mv)) = (self.line.trace_move(index), self.line.move_at(index)) else {
            return;
        };
        self.mode = Mode::Step(Playback::new(index, mv, before, events, shared.settings.speed, playing));
        if !playing {
            shared.say(crate::t!("play-watch-keys"));
        }
    }

    /// Takes back the last move, or plays again the move taken back. Against the computer both go on to a
    /// position where the person is to move: undo takes back the computer's reply and the person's move (or
    /// only the person's move while the computer is thinking), and redo plays again the person's move and the
    /// computer's recorded reply. When redo runs out of recorded moves with the computer to move, the computer
    /// thinks (see [`Play::schedule_computer`], called after every action). Undo just after a resignation
    /// takes back the resignation alone; redo never brings one back (`X` resigns again).
    pub fn undo_or_redo(&mut self, undo: bool, shared: &mut Shared) {
        if let Some(Forfeit::Resigned(side)) = self.forfeit_shown().filter(|_| undo) {
            // The resignation was the last thing done: undo takes it back alone, and the game goes on.
            self.forfeit = None;
            self.over_dismissed = false;
            self.settle();
            return shared.say(crate::t!("play-took-back-resignation", side = crate::explain::side_word(side)));
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
            (true, true) => shared.say(crate::t!("play-took-back", moves = written(after, before))),
            (true, false) => shared.say(crate::t!("play-played-again", moves = written(before, after))),
            (false, true) => shared.refuse(crate::t!("play-nothing-to-undo")),
            (false, false) => shared.refuse(crate::t!("play-nothing-to-redo")),
        }
    }

    /// Why no move starts from `hole`, in the rules' words (issue 14).
    fn no_move_from(&self, hole: Hole) -> String {
        crate::t!("play-no-move-from", hole = hole.to_string(), why = crate::explain::illegal(self.line.why_not(hole)))
    }

    /// Moves the board cursor to the nearest playable pit in the direction asked.
    pub(super) fn move_cursor(&mut self, action: Action) {
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

    /// Moves the cursor to the next (or previous) pit of the side to move in the order drawn, those that start
    /// no move included: the status line then says why none does (issue 14).
    fn move_over_every_pit(&mut self, forward: bool) {
        let variant = self.variant();
        let layout = variant.layout();
        let side = self.line.setup().side;
        let mut holes: Vec<Hole> = layout.notation_order(side).map(|index| layout.hole(index)).collect();
        holes.sort_unstable_by_key(|&hole| super::place(variant, self.flipped, hole));
        let next = match self.cursor.and_then(|hole| holes.iter().position(|&h| h == hole)) {
            Some(now) if forward => (now + 1) % holes.len(),
            Some(now) => (now + holes.len() - 1) % holes.len(),
            None => 0,
        };
        self.cursor = holes.get(next).copied();
    }
}
