//! [`App::update`]: every change of the interface's state, one [`Action`] at a time. Moves go to the rules
//! through the session; nothing here decides what a move does.

use crate::rules::{Hole, Setup, Variant};

use crate::settings::LEVELS;

use super::app::{App, Confirm, Mode, Overlay, Play, PlayerKind, START_LINES, Screen, Seats, StartMenu};
use super::choice::{self, Pick};
use super::keys::Action;
use super::playback::Playback;

impl App {
    /// Applies one action.
    pub fn update(&mut self, action: Action) {
        if let Action::Tick(millis) = action {
            if let Screen::Play(play) = &mut self.screen {
                if let Mode::Step(playback) = &mut play.mode {
                    playback.tick(millis);
                }
            }
            return;
        }
        if action == Action::Quit {
            self.stop_thinking();
            self.quit = true;
            return;
        }
        if let Some(overlay) = self.overlay {
            self.update_overlay(overlay, action);
            return;
        }
        if self.settings_menu.is_some() && action != Action::Help {
            return self.update_settings(action);
        }
        match action {
            Action::Help => {
                self.overlay = Some(Overlay::Help(self.key_screen()));
                return;
            }
            Action::Rules => {
                self.overlay = Some(Overlay::Rules(0));
                return;
            }
            Action::Copy => return self.copy(),
            Action::Notes => return self.show_notes(),
            Action::Settings => return self.open_settings(),
            _ => {}
        }
        if action == Action::Unbound {
            return self.refuse("that key does nothing here: ? lists the keys of this screen");
        }
        self.message = None;
        match &mut self.screen {
            Screen::Start(_) => self.update_start(action),
            Screen::Play(_) => self.update_play(action),
            Screen::Saves(_) => self.update_saves(action),
            Screen::Editor(_) => self.update_editor(action),
        }
        if let Screen::Play(play) = &mut self.screen {
            play.keep_study();
            play.schedule_computer();
        }
        self.autosave();
    }

    fn update_overlay(&mut self, overlay: Overlay, action: Action) {
        match (overlay, action) {
            (_, Action::Back) => self.overlay = None,
            (Overlay::Rules(scroll), Action::Down) => self.overlay = Some(Overlay::Rules(scroll.saturating_add(1))),
            (Overlay::Rules(scroll), Action::Up) => self.overlay = Some(Overlay::Rules(scroll.saturating_sub(1))),
            _ => {}
        }
    }

    fn update_start(&mut self, action: Action) {
        let levels = self.settings.levels;
        let Screen::Start(menu) = &mut self.screen else { return };
        let step = |value: usize, by: isize, modulo: usize| (value as isize + by).rem_euclid(modulo as isize) as usize;
        let by = match action {
            Action::Left => -1,
            Action::Right => 1,
            _ => 0,
        };
        match action {
            Action::Up => menu.line = step(menu.line, -1, START_LINES),
            Action::Down => menu.line = step(menu.line, 1, START_LINES),
            Action::Left | Action::Right => match menu.line {
                0 => menu.game = step(menu.game, by, Variant::ALL.len()),
                1 | 2 => {
                    let player = &mut menu.seats.players[menu.line - 1];
                    *player = next_player(*player, by, levels[menu.line - 1]);
                }
                3 => menu.seats = menu.seats.swapped(),
                _ => {}
            },
            Action::Choose if menu.line < START_LINES - 1 => menu.line = START_LINES - 1,
            Action::Choose => {
                let (variant, seats) = (menu.variant(), menu.seats);
                self.start_game(variant, None, seats);
            }
            Action::Continue => self.continue_game(),
            Action::Saves => self.open_saves(),
            Action::Edit => self.open_editor(),
            _ => {}
        }
    }

    /// Opens a new game, or says why it cannot.
    pub(super) fn start_game(&mut self, variant: Variant, from: Option<Setup>, seats: Seats) {
        let start = from.unwrap_or_else(|| Setup::start(variant));
        match Play::new(start, seats) {
            Ok(play) => {
                self.screen = Screen::Play(Box::new(play));
                self.say(format!("{}: south moves first; ? shows the keys", variant.title()));
            }
            Err(error) => self.refuse(error),
        }
    }

    fn update_play(&mut self, action: Action) {
        let Screen::Play(play) = &mut self.screen else { return };
        let mode = play.mode.clone();
        match mode {
            Mode::Board if play.study.is_some() => self.on_study(action),
            Mode::Board => self.on_board(action),
            Mode::Choice(question, _) => match action {
                Action::Pick(n) => match question.answer(usize::from(n)) {
                    Some(Pick::Play(mv)) => self.try_play(&mv.to_string()),
                    Some(Pick::Ask(next)) => play.ask(next),
                    Some(Pick::None) | None => {}
                },
                Action::Back => {
                    play.mode = Mode::Board;
                    self.say("move cancelled");
                }
                _ => {}
            },
            Mode::Prompt(mut text) => match action {
                Action::Type(c) => {
                    text.push(c);
                    play.mode = Mode::Prompt(text);
                }
                Action::Erase => {
                    text.pop();
                    play.mode = Mode::Prompt(text);
                }
                Action::Choose if text.trim().is_empty() => play.mode = Mode::Board,
                Action::Choose => {
                    play.mode = Mode::Board;
                    self.try_play(text.trim());
                }
                Action::Back => play.mode = Mode::Board,
                _ => {}
            },
            Mode::Step(mut playback) => {
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
                        self.settings.speed = playback.speed();
                    }
                    Action::Back => return play.settle(),
                    _ => {}
                }
                play.mode = Mode::Step(playback);
            }
            Mode::History => {
                let cursor = play.session.cursor();
                match action {
                    Action::Up => _ = play.session.go_to(cursor.saturating_sub(1)),
                    Action::Down => _ = play.session.go_to(cursor + 1),
                    Action::First => _ = play.session.go_to(0),
                    Action::Last => _ = play.session.go_to(usize::MAX),
                    Action::Watch => self.watch(false),
                    Action::Back => {
                        play.over_dismissed = false;
                        play.settle();
                    }
                    _ => {}
                }
            }
            Mode::Confirm(question) => self.on_confirm(&question, action),
            Mode::Seats(panel) => self.on_seats(panel, action),
            Mode::GameOver => match action {
                Action::NewGame | Action::Rematch => {
                    let seats = if action == Action::Rematch { play.seats.swapped() } else { play.seats };
                    let start = play.start;
                    self.start_game(start.variant, Some(start), seats);
                }
                Action::StartScreen => self.open_start_screen(),
                Action::Back => {
                    play.over_dismissed = true;
                    play.mode = Mode::Board;
                }
                Action::Watch => self.watch(false),
                Action::Undo => self.undo_or_redo(true),
                _ => {}
            },
        }
    }

    pub(super) fn open_start_screen(&mut self) {
        let variant = match &self.screen {
            Screen::Play(play) => play.session.variant(),
            Screen::Start(menu) => menu.variant(),
            Screen::Editor(editor) => editor.setup.variant,
            Screen::Saves(_) => Variant::ALL[0],
        };
        self.autosave();
        self.saving.refresh();
        let game = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        self.screen = Screen::Start(StartMenu { game, ..Default::default() });
    }

    fn on_confirm(&mut self, question: &Confirm, action: Action) {
        let Screen::Play(play) = &mut self.screen else { return };
        match (question, action) {
            (Confirm::Cut(text), Action::Yes) => {
                let text = text.clone();
                self.play_now(&text);
            }
            (Confirm::Resign, Action::Yes) => {
                // The person resigns, even while the computer is to move.
                let mut side = play.session.side_to_move();
                if play.computer_to_move().is_some() && play.has_person() {
                    side = side.opponent();
                }
                // A resignation ends the line of play: at a past position the later moves go (the question
                // said so).
                play.session.cut();
                play.resigned = Some(side);
                play.over_dismissed = false;
                play.settle();
            }
            (Confirm::Leave, Action::Yes) => self.open_start_screen(),
            (_, Action::No | Action::Back) => play.settle(),
            _ => {}
        }
    }

    fn on_board(&mut self, action: Action) {
        let Screen::Play(play) = &mut self.screen else { return };
        match action {
            Action::Left | Action::Right | Action::Up | Action::Down => move_cursor(play, action),
            Action::Study => self.open_study(),
            Action::Pit(_) | Action::Choose | Action::Prompt | Action::Hint if play.thinking.is_some() => {
                let label = play.thinking_label().unwrap_or_default();
                self.refuse(format!("{label} (u takes back your move)"));
            }
            Action::Hint if play.result().is_some() => self.refuse("the game is over"),
            Action::Hint => play.start_hint(),
            Action::Pit(hole) if play.playable().contains(&hole) => {
                play.cursor = Some(hole);
                self.on_board(Action::Choose);
            }
            Action::Pit(hole) => self.refuse(format!("no legal move starts from {hole}")),
            Action::Choose => match play.cursor {
                None => self.refuse("no pit starts a move here"),
                Some(hole) => match choice::pick(&play.session.legal_moves(), hole) {
                    Pick::Play(mv) => self.try_play(&mv.to_string()),
                    Pick::Ask(question) => play.ask(question),
                    Pick::None => self.refuse(format!("no legal move starts from {hole}")),
                },
            },
            Action::Prompt => play.mode = Mode::Prompt(String::new()),
            Action::Undo | Action::Redo => self.undo_or_redo(action == Action::Undo),
            Action::Watch => self.watch(false),
            Action::AutoWatch => {
                self.settings.auto_watch = !self.settings.auto_watch;
                let state = if self.settings.auto_watch { "on" } else { "off" };
                self.say(format!("watching new moves seed by seed: {state}"));
            }
            Action::History => play.mode = Mode::History,
            Action::Flip => play.flipped = !play.flipped,
            Action::Edit => self.open_editor(),
            Action::Names => self.settings.names = !self.settings.names,
            Action::Players => self.open_seats(),
            Action::Resign if play.result().is_some() => self.refuse("the game is already over"),
            Action::Resign => play.mode = Mode::Confirm(Confirm::Resign),
            Action::Back => play.mode = Mode::Confirm(Confirm::Leave),
            _ => {}
        }
    }

    /// Plays a typed or chosen move, asking first if it would cut later moves.
    pub(super) fn try_play(&mut self, text: &str) {
        let Screen::Play(play) = &mut self.screen else { return };
        play.mode = Mode::Board;
        if play.resignation().is_some() {
            return self.refuse("the game is over: a player resigned");
        }
        if play.session.has_future() {
            // Check the move before asking whether to cut the later ones.
            match play.session.check(text) {
                Ok(canonical) => play.mode = Mode::Confirm(Confirm::Cut(canonical)),
                Err(error) => self.refuse(error.to_string()),
            }
            return;
        }
        self.play_now(text);
    }

    /// Plays a move at the cursor; returns whether it was legal.
    pub(super) fn play_now(&mut self, text: &str) -> bool {
        let Screen::Play(play) = &mut self.screen else { return false };
        match play.session.play_text(text) {
            Ok(played) => {
                // The move ends a new line: a resignation at the end of the old one was cut with its moves.
                play.resigned = None;
                play.over_dismissed = false;
                play.settle();
                self.say(format!("played {played}"));
                if self.settings.auto_watch {
                    self.watch(true);
                }
                true
            }
            Err(error) => {
                play.settle();
                self.refuse(error.to_string());
                false
            }
        }
    }

    /// Opens the step-through view of the move that led to the board shown.
    fn watch(&mut self, playing: bool) {
        let Screen::Play(play) = &mut self.screen else { return };
        let Some(index) = play.session.cursor().checked_sub(1) else {
            return self.refuse("no move to watch yet");
        };
        let Some((before, events)) = play.session.trace_move(index) else { return };
        let text = play.session.history()[index].clone();
        play.mode = Mode::Step(Playback::new(index, text, before, events, self.settings.speed, playing));
        if !playing {
            self.say("space plays; ← → step one event, [ ] one lap");
        }
    }
}

/// The player a start-screen line changes to with ← (`by` = -1) or →: a person becomes the computer at the
/// settings' level for that player (`default`, "the level each player gets when made a computer"); the
/// computer's level then goes down or up, and past level 1 or 6 it is a person again. So either arrow reaches
/// the default level first, and every level stays within reach.
#[must_use]
pub fn next_player(now: PlayerKind, by: isize, default: u8) -> PlayerKind {
    match now {
        PlayerKind::Person => PlayerKind::Computer(default.clamp(*LEVELS.start(), *LEVELS.end())),
        PlayerKind::Computer(level) => match u8::try_from(isize::from(level) + by.signum()) {
            Ok(next) if LEVELS.contains(&next) => PlayerKind::Computer(next),
            _ => PlayerKind::Person,
        },
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

/// Moves the board cursor to the nearest playable pit in the direction asked.
fn move_cursor(play: &mut Play, action: Action) {
    let variant = play.session.variant();
    let mut holes: Vec<(usize, usize, Hole)> = play
        .playable()
        .into_iter()
        .map(|h| (place(variant, play.flipped, h), h))
        .map(|((r, c), h)| (r, c, h))
        .collect();
    holes.sort_unstable_by_key(|&(r, c, _)| (r, c));
    let Some(now) = play.cursor.and_then(|h| holes.iter().position(|&(_, _, x)| x == h)) else {
        play.cursor = holes.first().map(|&(_, _, h)| h);
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
        play.cursor = Some(hole);
    }
}
