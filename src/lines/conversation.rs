//! The line mode's side of the conversation: each typed line turned into the interface's own actions (a move
//! through the typed-move prompt, undo, redo, hint, study, the answers to its questions, a new game or a save
//! opened through [`App::go`]) or into a reading of its state (`board`, `moves`, `why`, `trace`, `rules`,
//! `help`); each message of the inbox (the computer's move, a room's) handed to [`App::update`]; and after
//! either, what changed said by [`narrate`]. The line mode keeps no game of its own: the [`App`] is the one the
//! full screen runs, and nothing here decides a rule.

use crate::rules::{BySide, Hole, MoveError, Setup, Toward};
use crate::tui::Action;
use crate::tui::app::{App, Msg, Screen};
use crate::tui::go::Go;
use crate::tui::play::{Mode, Play};

use super::command::{Argument, Command, Word, parse};
use super::narrate::{Context, narrate};
use super::read;
use super::snapshot::{Asked, Shown, Snapshot};
use super::speak::Said;

/// The line mode's own state beside the interface's.
#[derive(Default)]
pub struct Conversation {
    /// Each move is told lap by lap (`laps on`).
    pub laps: bool,
    /// The saves `load` listed last, so `load 2` opens the second.
    saves: Vec<String>,
    /// The state as it was last told, for the prompt.
    told: Option<Snapshot>,
}

impl Conversation {
    /// The first words: what the line mode is and the screen the program opens on (the computer starts
    /// thinking if it moves first).
    pub fn begin(&mut self, app: &mut App) -> Vec<Said> {
        app.begin();
        let mut said = vec![Said::own(crate::t!("lines-hello", help = Word::Help.local()))];
        said.extend(self.after(app, &Snapshot::nothing(), Context { opened: true, laps: self.laps }));
        said
    }

    /// What a typed line does, and what it changed.
    pub fn hear(&mut self, app: &mut App, line: &str) -> Vec<Said> {
        let command = match parse(line) {
            Ok(Some(command)) => command,
            Ok(None) => return Vec::new(),
            Err(why) => return vec![Said::own(why).refusal()],
        };
        let before = Snapshot::of(app);
        let mut context = Context { opened: false, laps: self.laps };
        let mut said = self.act(app, command, &before, &mut context);
        context.laps = self.laps;
        said.extend(self.after(app, &before, context));
        said
    }

    /// What a message of the inbox (the computer's move, a hint, the study, a room) changed.
    pub fn receive(&mut self, app: &mut App, msg: Msg) -> Vec<Said> {
        let before = Snapshot::of(app);
        app.update(msg);
        self.after(app, &before, Context { opened: false, laps: self.laps })
    }

    /// The end of the input: the program quits as `quit` does, answering yes to what quitting asks (the game is
    /// saved as always; one that could not be saved is printed as a record).
    pub fn end(app: &mut App) -> Vec<Said> {
        let mut said = farewell(app);
        for _ in 0..3 {
            if app.quit {
                break;
            }
            let asks = app.quitting || app.play().is_some_and(|play| matches!(play.mode, Mode::Confirm(_)));
            app.update(if asks { Action::Yes } else { Action::Quit });
        }
        said.extend(app.shared.message.take().filter(|message| message.error).map(|m| Said::relayed(m.text)));
        said
    }

    /// The prompt for the next line: whose turn it is, or that a question waits.
    #[must_use]
    pub fn prompt(&self) -> String {
        let Some(told) = &self.told else { return "bao".into() };
        if told.asked.is_some() {
            return crate::t!("lines-prompt-answer");
        }
        match &told.shown {
            Shown::Game(game) if game.standing == crate::store::Standing::Ongoing => {
                crate::i18n::side_name(game.line.side_to_move())
            }
            Shown::Learn(learn) if learn.open.is_some() => crate::t!("lines-prompt-lesson"),
            Shown::Learn(_) => crate::t!("lines-prompt-learn"),
            _ => "bao".into(),
        }
    }

    /// After a change: the step-through and the prompt left (the line mode watches no move seed by seed and
    /// types its moves whole), what changed told, the status line's message spoken once, and a study whose
    /// search has ended closed once its ranking is told.
    fn after(&mut self, app: &mut App, before: &Snapshot, context: Context) -> Vec<Said> {
        settle(app);
        let after = Snapshot::of(app);
        let said = narrate(before, &after, context);
        app.shared.message = None;
        if let Screen::Play(play) = &mut app.screen
            && play.study.as_ref().is_some_and(|study| study.done)
        {
            play.close_study();
        }
        self.told = Some(after);
        said
    }

    /// Carries out a command; returns what a reading says (an action's changes are told after it).
    fn act(&mut self, app: &mut App, command: Command, before: &Snapshot, context: &mut Context) -> Vec<Said> {
        let game = before.game();
        let refuse = |text: String| vec![Said::own(text).refusal()];
        match command {
            Command::Move(text) if before.asked.is_some() => refuse(crate::t!("lines-answer-first", mv = text)),
            Command::Move(text) => play_move(app, &text),
            Command::Number(number) => answer(app, number, before),
            Command::Toward(toward) => match &before.asked {
                Some(Asked::Choice { safari: false, .. }) => {
                    app.update(Action::Pick(u8::from(toward == Toward::Right)));
                    Vec::new()
                }
                _ => refuse(crate::t!("lines-no-question")),
            },
            Command::Word(word, argument) => {
                let readings = [Word::Board, Word::Position, Word::Moves, Word::Why, Word::Trace];
                match (game, readings.contains(&word)) {
                    (None, true) => refuse(crate::t!("lines-no-game")),
                    (Some(game), true) => match (word, argument) {
                        (Word::Board, _) => read::board(game),
                        (Word::Position, _) => vec![read::position(game)],
                        (Word::Moves, _) => vec![read::moves(game)],
                        (Word::Why, Argument::Text(pit)) => vec![read::why(game, &pit)],
                        (Word::Why, _) => refuse(crate::t!("lines-why-how")),
                        _ => read::trace(game),
                    },
                    (_, false) => self.word(app, word, &argument, before, context),
                }
            }
        }
    }

    /// A command in words that acts.
    fn word(
        &mut self,
        app: &mut App,
        word: Word,
        argument: &Argument,
        before: &Snapshot,
        context: &mut Context,
    ) -> Vec<Said> {
        let text = match argument {
            Argument::Text(text) => Some(text.as_str()),
            _ => None,
        };
        let lesson = matches!(&before.shown, Shown::Learn(learn) if learn.open.is_some());
        let over = app.play().is_some_and(|play| play.mode == Mode::GameOver);
        match word {
            Word::Help => read::help(),
            Word::Rules => super::rules::rules(app.variant_shown(), text),
            Word::Laps => self.switch_laps(argument),
            Word::Save => vec![saved(app)],
            Word::Load => self.load(app, text, context),
            Word::Say => say(app, text),
            Word::Quit => quit(app),
            Word::Board | Word::Position | Word::Moves | Word::Why | Word::Trace => Vec::new(),
            Word::Play | Word::Learn | Word::Continue => open(app, word, argument, lesson, context),
            Word::New if !over && !lesson => open(app, word, argument, lesson, context),
            _ => {
                if let Some(why) = refusal(app, word, before) {
                    return vec![Said::own(why).refusal()];
                }
                if matches!(word, Word::New | Word::Rematch) {
                    context.opened = !app.play().is_some_and(Play::in_room);
                }
                app.update(action(word, before.asked.as_ref()));
                Vec::new()
            }
        }
    }

    /// `laps on`, `laps off`.
    fn switch_laps(&mut self, argument: &Argument) -> Vec<Said> {
        match *argument {
            Argument::Switch(on) => {
                self.laps = on;
                vec![Said::own(if on { crate::t!("lines-laps-on") } else { crate::t!("lines-laps-off") })]
            }
            _ => vec![Said::own(crate::t!("lines-laps-how")).refusal()],
        }
    }

    /// `load`: the saved games, numbered; `load NAME` (or its number) opens one.
    fn load(&mut self, app: &mut App, which: Option<&str>, context: &mut Context) -> Vec<Said> {
        let Some(store) = app.shared.saving.store.clone() else {
            return vec![Said::own(crate::t!("lines-no-store")).refusal()];
        };
        if let Some(which) = which {
            let name = match which.parse::<usize>() {
                Ok(number) if (1..=self.saves.len()).contains(&number) => self.saves[number - 1].clone(),
                _ => which.to_string(),
            };
            context.opened = true;
            app.go(Go::Open(name));
            return Vec::new();
        }
        let entries = match store.list() {
            Ok(entries) => entries,
            Err(error) => return vec![Said::relayed(error.to_string()).refusal()],
        };
        self.saves = entries.iter().map(|entry| entry.name.clone()).collect();
        if entries.is_empty() {
            return vec![Said::own(crate::t!("lines-saves-none"))];
        }
        let mut said = vec![Said::own(crate::t!("lines-saves", count = entries.len()))];
        for (index, entry) in entries.iter().enumerate() {
            let name = crate::printable::printable(&entry.name).into_owned();
            let number = index + 1;
            said.push(match &entry.game {
                Ok(game) => {
                    let (title, count) = (crate::i18n::game_title(game.line.variant()), game.line.len());
                    Said::own(crate::t!("lines-saves-entry", number = number, name = name, game = title, count = count))
                }
                Err(error) => {
                    let why = error.to_string();
                    Said::relayed(crate::t!("lines-saves-broken", number = number, name = name, why = why))
                }
            });
        }
        said.push(Said::own(crate::t!("lines-saves-how")));
        said
    }
}

/// A number: an option of the question asked, a line of the Learn list.
fn answer(app: &mut App, number: usize, before: &Snapshot) -> Vec<Said> {
    if let Some(Asked::Choice { options, .. }) = &before.asked {
        if let Some(index) = number.checked_sub(1).filter(|&index| index < options.len()) {
            app.update(Action::Pick(u8::try_from(index).expect("a question has a few options")));
            return Vec::new();
        }
        return vec![Said::own(crate::t!("lines-option-none", count = options.len())).refusal()];
    }
    if let Screen::Learn(learn) = &mut app.screen
        && learn.attempt.is_none()
    {
        let count = learn.entries().len();
        let Some(index) = number.checked_sub(1).filter(|&index| index < count) else {
            return vec![Said::own(crate::t!("lines-learn-none", count = count)).refusal()];
        };
        learn.selected = index;
        app.update(Action::Choose);
        return Vec::new();
    }
    vec![Said::own(crate::t!("lines-number-how")).refusal()]
}

/// A game or the lessons opened: `play GAME [SOUTH NORTH]`, `learn [GAME]` (in a lesson: back to the list),
/// `continue`, and `new` during a game (a new game from the same start, the same players).
fn open(app: &mut App, word: Word, argument: &Argument, lesson: bool, context: &mut Context) -> Vec<Said> {
    match (word, argument) {
        (Word::Play, &Argument::Game(variant, players)) => {
            let seats = players.map_or(app.shared.settings.players, |(south, north)| BySide::new(south, north));
            app.go(Go::NewGame { start: Setup::start(variant), seats, study: false });
        }
        (Word::Play, _) => return vec![Said::own(crate::t!("lines-play-how")).refusal()],
        (Word::Learn, _) if lesson && !matches!(argument, Argument::Game(..)) => {
            app.update(Action::Back);
            return Vec::new();
        }
        (Word::Learn, argument) => {
            let variant = match *argument {
                Argument::Game(variant, _) => variant,
                _ => app.variant_shown(),
            };
            app.open_learn(variant);
        }
        (Word::New, _) => {
            let Some(play) = app.play() else { return vec![Said::own(crate::t!("lines-no-game")).refusal()] };
            let (start, seats) = (play.line.start(), play.seats);
            app.go(Go::NewGame { start, seats, study: false });
        }
        _ => app.go(Go::Continue),
    }
    context.opened = true;
    Vec::new()
}

/// `quit`: the program quits as its quit key does (it may ask first: a room's game going on, a game that
/// could not be saved); the last words say where the game is saved.
fn quit(app: &mut App) -> Vec<Said> {
    let said = farewell(app);
    app.update(Action::Quit);
    if app.quit { said } else { Vec::new() }
}

/// Why a command that acts is refused here, if it is: a lesson asks for its move, nothing is asked, a rematch
/// before the game's end, a study already searching, a room's command outside a room, `next` before the lesson
/// is done.
fn refusal(app: &App, word: Word, before: &Snapshot) -> Option<String> {
    let lesson = match &before.shown {
        Shown::Learn(learn) => learn.open.as_ref().map(|open| open.done),
        _ => None,
    };
    let asked = before.asked.as_ref();
    let play = app.play();
    let over = play.is_some_and(|play| play.mode == Mode::GameOver);
    match word {
        Word::Hint | Word::Study | Word::New | Word::Rematch | Word::Resign | Word::Draw if lesson.is_some() => {
            Some(crate::t!("lines-not-in-lesson"))
        }
        Word::Yes | Word::No if asked.is_none() => Some(crate::t!("lines-no-question")),
        Word::Variation if !matches!(asked, Some(Asked::Confirm { cut: true, .. })) => {
            Some(crate::t!("lines-no-question"))
        }
        Word::Watch | Word::Copy if !matches!(asked, Some(Asked::Busy(_))) => Some(crate::t!("lines-no-question")),
        Word::Rematch if !over => Some(crate::t!("lines-rematch-when")),
        Word::Study if play.is_some_and(|play| play.study.is_some()) => Some(crate::t!("lines-study-running")),
        Word::Draw if !play.is_some_and(Play::in_room) => Some(crate::t!("lines-room-only")),
        Word::Next if lesson != Some(true) => Some(crate::t!("lines-next-how")),
        _ => None,
    }
}

/// The interface's action for a command in words; `asked`, the question waiting (the safari's yes and no are
/// its options).
fn action(word: Word, asked: Option<&Asked>) -> Action {
    match word {
        Word::Yes | Word::No if matches!(asked, Some(Asked::Choice { safari: true, .. })) => {
            Action::Pick(u8::from(word == Word::No))
        }
        Word::New => Action::NewGame,
        Word::Rematch => Action::Rematch,
        Word::Undo => Action::Undo,
        Word::Redo => Action::Redo,
        Word::Hint => Action::Hint,
        Word::Study => Action::Study,
        Word::Yes => Action::Yes,
        Word::No => Action::No,
        Word::Resign => Action::Resign,
        Word::Next => Action::Choose,
        Word::Draw => Action::Draw,
        Word::Variation => Action::Variation,
        Word::Watch => Action::Watch,
        Word::Copy => Action::Continue,
        _ => Action::Back,
    }
}

/// The words on leaving: where the game is saved.
fn farewell(app: &App) -> Vec<Said> {
    let name = app.play().filter(|play| !play.read_only).and_then(|play| play.slot.name.clone());
    let mut said = vec![Said::own(crate::t!("lines-bye"))];
    if let Some(name) = name {
        said.push(Said::own(crate::t!("lines-saved-as", name = crate::printable::printable(&name).into_owned())));
    }
    said
}

/// Where the game is saved: it is saved as it is played.
fn saved(app: &App) -> Said {
    let Some(play) = app.play() else { return Said::own(crate::t!("lines-no-game")).refusal() };
    if play.read_only {
        return Said::own(crate::t!("lines-save-read-only")).refusal();
    }
    let folder = app.shared.saving.store.as_ref().map(|store| crate::served::shown_folder(store.folder()));
    match (&play.slot.name, folder) {
        (Some(name), Some(folder)) => {
            let (name, folder) = (crate::printable::printable(name), crate::printable::printable(&folder));
            Said::own(crate::t!("lines-save", name = name.into_owned(), folder = folder.into_owned()))
        }
        _ => Said::own(crate::t!("lines-save-not-yet")),
    }
}

/// A message to the room: typed into the room's message field, as its keys would.
fn say(app: &mut App, text: Option<&str>) -> Vec<Said> {
    if !app.play().is_some_and(Play::in_room) {
        return vec![Said::own(crate::t!("lines-room-only")).refusal()];
    }
    let Some(text) = text else { return vec![Said::own(crate::t!("lines-say-how")).refusal()] };
    app.update(Action::Say);
    for c in text.chars() {
        app.update(Action::Type(c));
    }
    app.update(Action::Choose);
    Vec::new()
}

/// The board of the game or lesson shown.
fn board_of(app: &mut App) -> Option<&mut Play> {
    match &mut app.screen {
        Screen::Play(play) => Some(play),
        Screen::Learn(learn) => learn.attempt.as_mut().map(|attempt| &mut attempt.play),
        _ => None,
    }
}

/// A typed move: through the typed-move prompt, as `:` and Enter play it; a bare pit where the move needs a
/// choice (kete's direction, the safari) is chosen as a click on the pit would, so the interface asks.
fn play_move(app: &mut App, text: &str) -> Vec<Said> {
    let Some(play) = board_of(app) else { return vec![Said::own(crate::t!("lines-no-game")).refusal()] };
    if play.study.is_some() {
        play.close_study();
    }
    if let Screen::Learn(learn) = &mut app.screen
        && let Some(attempt) = &mut learn.attempt
    {
        // Said again if the same miss is made again.
        attempt.wrong = None;
    }
    let Some(play) = board_of(app) else { return Vec::new() };
    if play.mode == Mode::GameOver {
        return vec![Said::own(crate::t!("lines-over-already")).refusal()];
    }
    // A bare pit of a game whose moves have a direction leaves the choices to the interface's questions.
    let bare = text.parse::<Hole>().ok();
    let choices =
        play.line.variant().has_directions() || matches!(play.line.resolve(text), Err(MoveError::Ambiguous { .. }));
    if let (true, Some(hole)) = (choices, bare) {
        app.update(Action::Pit(hole));
        return Vec::new();
    }
    app.update(Action::Prompt);
    for c in text.chars() {
        app.update(Action::Type(c));
    }
    app.update(Action::Choose);
    Vec::new()
}

/// Leaves what the line mode does not show: the step-through of a move (but a lesson's done, which waits for
/// `next`), and the prompt, the history or a panel a refusal may have left open.
fn settle(app: &mut App) {
    let lesson_done = matches!(&app.screen, Screen::Learn(learn) if learn.attempt.as_ref().is_some_and(|a| a.done));
    let Some(play) = board_of(app) else { return };
    let leave = match &play.mode {
        Mode::Step(_) => !lesson_done,
        Mode::Prompt(_) | Mode::History | Mode::Say(_) | Mode::Comment(..) | Mode::Messages(_) | Mode::Seats(_) => true,
        _ => false,
    };
    if leave {
        app.update(Action::Back);
    }
}
