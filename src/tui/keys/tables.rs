//! The key tables: every screen's bindings, in the order its help overlay lists them. Bindings two screens
//! share are written once, as constants.

use ratatui::crossterm::event::KeyCode;

use super::{Action, Binding, Key, KeyScreen, NO_WORDS, Words};
use crate::t;

const fn bind(keys: &'static [Key], shown: &'static str, help: Words, action: Action) -> Binding {
    Binding { keys, shown, help, action, hint: None, keys_hint: "" }
}

use Key::{Char, Code, Ctrl};

#[cfg(feature = "serve")]
mod lobby;
mod review;
mod room;

const QUIT: Binding = bind(&[Char('q')], "q", || t!("keys-quit"), Action::Quit);
const QUIT_HINTED: Binding = QUIT.hint(|| t!("keys-bar-quit"));
const HELP: Binding = bind(&[Char('?')], "?", || t!("keys-this-help"), Action::Help).hint(|| t!("keys-bar-keys"));

const SETTINGS_KEY: Binding =
    bind(&[Char('s')], "s", || t!("keys-settings-theme-playback-drawing-keys"), Action::Settings)
        .hint(|| t!("keys-bar-settings"));

const SETTINGS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-line"), Action::Up)
        .hint(|| t!("keys-bar-line")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-change-value-theme-shows-at"), Action::Left)
        .hint(|| t!("keys-bar-change")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-save-key-line-bind-next"), Action::Choose)
        .hint(|| t!("keys-bar-save-bind-key")),
    bind(
        &[Code(KeyCode::Backspace), Char('d')],
        "Backspace / d",
        || t!("keys-forget-your-keys-line-action"),
        Action::Erase,
    )
    .hint_as("d", || t!("keys-bar-forget-keys")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-close-without-saving"), Action::Back).hint(|| t!("keys-bar-cancel")),
    HELP,
    QUIT,
];

const START: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-line"), Action::Up)
        .hint(|| t!("keys-bar-line")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-change-choice-line"), Action::Left)
        .hint(|| t!("keys-bar-change")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-start-game"), Action::Choose).hint(|| t!("keys-bar-start")),
    bind(&[Char('c')], "c", || t!("keys-continue-last-unfinished-game"), Action::Continue)
        .hint(|| t!("keys-bar-continue")),
    // `o` and `e` are not hinted, so `L learn` fits the line at 80 columns: the start screen lists both among its
    // entries.
    bind(&[Char('o')], "o", || t!("keys-saved-games-open-rename-delete"), Action::Saves),
    bind(&[Char('e')], "e", || t!("keys-edit-position-selected-game"), Action::Edit),
    bind(&[Char('r')], "r", || t!("keys-rooms-play-someone-another-terminal"), Action::Rooms),
    bind(&[Char('L')], "L", || t!("keys-learn-lessons-puzzles-selected-game"), Action::Learn)
        .hint(|| t!("keys-bar-learn")),
    bind(&[Char('R')], "R", || t!("keys-complete-rules-selected-game"), Action::Rules),
    SETTINGS_KEY,
    HELP,
    QUIT,
];

// Bindings the board shares with the board in a room and a spectator's: one meaning, written once.
const PITS: Binding =
    bind(&[Code(KeyCode::Left), Char('h')], "←→↑↓ hjkl , .", || t!("keys-pits-that-start-move-all"), Action::Left)
        .hint_as("←→↑↓", || t!("keys-bar-pit"));
const PIT_RIGHT: Binding = bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right);
const PIT_UP: Binding = bind(&[Code(KeyCode::Up), Char('k')], "", NO_WORDS, Action::Up);
const PIT_DOWN: Binding = bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down);
const EVERY_PIT_BACK: Binding = bind(&[Char(',')], "", NO_WORDS, Action::EveryPit(false));
const EVERY_PIT_ON: Binding = bind(&[Char('.')], "", NO_WORDS, Action::EveryPit(true));
const PLAY: Binding =
    bind(&[Code(KeyCode::Enter), Char(' ')], "Enter / Space", || t!("keys-play-from-pit-under-cursor"), Action::Choose)
        .hint(|| t!("keys-bar-play"));
const TYPE_MOVE: Binding =
    bind(&[Char(':')], ":", || t!("keys-type-move-notation-a3-a6"), Action::Prompt).hint(|| t!("keys-bar-type"));
const HINT: Binding = bind(&[Char('H')], "H", || t!("keys-hint-computer-best-move-here"), Action::Hint);
const STUDY_KEY: Binding = bind(&[Char('A')], "A", || t!("keys-study-every-move-scored-best"), Action::Study);
const REVIEW_KEY: Binding = bind(&[Char('V')], "V", || t!("keys-review-game-mistakes-graph"), Action::Review);
const WATCH: Binding = bind(&[Char('w')], "w / W", || t!("keys-watch-last-move-replay-game"), Action::Watch)
    .hint_as("w", || t!("keys-bar-watch"));
const REPLAY: Binding = bind(&[Char('W')], "", NO_WORDS, Action::ReplayGame);
const AUTO_WATCH: Binding = bind(&[Char('a')], "a", || t!("keys-watch-new-moves-automatically-off"), Action::AutoWatch);
const COMMENT_KEY: Binding = bind(&[Char('c')], "c", || t!("keys-comment-move-board"), Action::Comment);
const BROWSE: Binding =
    bind(&[Code(KeyCode::Tab)], "Tab", || t!("keys-browse-history"), Action::History).hint(|| t!("keys-bar-moves"));
const FLIP: Binding = bind(&[Char('f')], "f", || t!("keys-flip-board"), Action::Flip);
const NAMES: Binding = bind(&[Char('N')], "N", || t!("keys-pit-names-edges-off"), Action::Names);
const RULES: Binding = bind(&[Char('R')], "R", || t!("keys-rules-this-game"), Action::Rules);
const COPY: Binding = bind(&[Char('y')], "y", || t!("keys-position-game-record-copy"), Action::Copy);
const RESIGN: Binding = bind(&[Char('X')], "X", || t!("keys-resign"), Action::Resign);

const BOARD: &[Binding] = &[
    // `,` and `.` visit the pits that start no move too, so the status line can say why not (issue 14).
    PITS,
    PIT_RIGHT,
    PIT_UP,
    PIT_DOWN,
    EVERY_PIT_BACK,
    EVERY_PIT_ON,
    PLAY,
    TYPE_MOVE,
    bind(&[Char('u')], "u", || t!("keys-undo-vs-computer-back-your"), Action::Undo).hint(|| t!("keys-bar-undo")),
    bind(&[Char('U'), Ctrl('r')], "U / Ctrl-r", || t!("keys-redo"), Action::Redo),
    HINT,
    STUDY_KEY,
    REVIEW_KEY,
    WATCH,
    REPLAY,
    AUTO_WATCH,
    BROWSE,
    COMMENT_KEY,
    FLIP,
    // Not `n`, which starts a new game on the game-over panel: one key, one meaning.
    NAMES,
    RULES,
    bind(&[Char('e')], "e", || t!("keys-edit-this-position-study"), Action::Edit),
    COPY,
    bind(&[Char('i')], "i", || t!("keys-saved-game-title-notes"), Action::Notes),
    RESIGN,
    bind(&[Char('P')], "P", || t!("keys-players-person-computer-level"), Action::Players),
    SETTINGS_KEY.unhinted(),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-start-screen-asks-first"), Action::Back),
    HELP,
    QUIT_HINTED,
];

const STUDY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-move-board-shows-pit"), Action::Up)
        .hint(|| t!("keys-bar-choose-move")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-best-move-worst"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter), Char(' ')], "Enter / Space", || t!("keys-play-chosen-move"), Action::Choose)
        .hint(|| t!("keys-bar-play-it")),
    bind(&[Char('u')], "u", || t!("keys-close-study-undo"), Action::Undo).hint(|| t!("keys-bar-undo")),
    bind(&[Char('f')], "f", || t!("keys-flip-board"), Action::Flip).hint(|| t!("keys-bar-flip")),
    bind(&[Char('A'), Code(KeyCode::Esc)], "A / Esc", || t!("keys-close-study-stops-search"), Action::Back)
        .hint_as("A/Esc", || t!("keys-bar-close")),
    HELP,
    QUIT_HINTED,
];

const SEATS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-side"), Action::Up)
        .hint(|| t!("keys-bar-side")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-person-computer-level-down-up"), Action::Left)
        .hint(|| t!("keys-bar-person-computer-level")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-apply-interrupts-side-that-changed"), Action::Choose)
        .hint(|| t!("keys-bar-apply")),
    bind(&[Code(KeyCode::Esc), Char('P')], "Esc / P", || t!("keys-cancel"), Action::Back)
        .hint(|| t!("keys-bar-cancel")),
    HELP,
    QUIT_HINTED,
];

const CHOICE: &[Binding] = &[
    bind(&[Char('1'), Char('<'), Char('L'), Char('y')], "1 / < / y", || t!("keys-first-option"), Action::Pick(0))
        .hint_as("1/2", || t!("keys-bar-choose")),
    bind(&[Char('2'), Char('>'), Char('R'), Char('n')], "2 / > / n", || t!("keys-second-option"), Action::Pick(1)),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel-move"), Action::Back).hint(|| t!("keys-bar-cancel")),
    HELP,
];

const PROMPT: &[Binding] = &[
    // Typing: printable characters are typed (see `map_key`), named only in the line of key hints.
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-move-a3-a6-a3r")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-play-move-typed"), Action::Choose).hint(|| t!("keys-bar-play")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

// The keys of a move watched seed by seed, in the step-through and in a done lesson's.
const PLAY_PAUSE: Binding =
    bind(&[Char(' ')], "Space", || t!("keys-play-pause"), Action::PlayPause).hint(|| t!("keys-bar-play-pause"));
const EVENT_ON: Binding =
    bind(&[Code(KeyCode::Right), Char('l')], "→ / l", || t!("keys-one-event-forward"), Action::Right)
        .hint_as("←→", || t!("keys-bar-event"));
const EVENT_BACK: Binding =
    bind(&[Code(KeyCode::Left), Char('h')], "← / h", || t!("keys-one-event-back"), Action::Left);
const LAP_ON: Binding = bind(&[Char(']')], "]", || t!("keys-next-lap-start-end-capture"), Action::LapForward)
    .hint_as("[ ]", || t!("keys-bar-lap"));
const LAP_BACK: Binding = bind(&[Char('[')], "[", || t!("keys-back-last-lap-start-end"), Action::LapBack);
const FIRST_EVENT: Binding = bind(&[Code(KeyCode::Home)], "Home", || t!("keys-before-first-event"), Action::First);
const LAST_EVENT: Binding = bind(&[Code(KeyCode::End)], "End", || t!("keys-after-last-event"), Action::Last);
const FASTER: Binding = bind(&[Char('+'), Char('=')], "+", || t!("keys-faster"), Action::Faster);
const SLOWER: Binding = bind(&[Char('-')], "-", || t!("keys-slower"), Action::Slower);

const STEP: &[Binding] = &[
    PLAY_PAUSE,
    EVENT_ON,
    EVENT_BACK,
    LAP_ON,
    LAP_BACK,
    bind(&[Char('n')], "n / p", || t!("keys-watch-next-previous-move"), Action::NextMove),
    bind(&[Char('p')], "", NO_WORDS, Action::PreviousMove),
    bind(&[Char('g')], "g", || t!("keys-replay-game-from-here-again"), Action::ReplayGame),
    FIRST_EVENT.hint_as("Home End", NO_WORDS),
    LAST_EVENT,
    FASTER.hint_as("+ -", || t!("keys-bar-speed")),
    SLOWER,
    bind(&[Code(KeyCode::Esc), Code(KeyCode::Enter)], "Esc / Enter", || t!("keys-back-board"), Action::Back)
        .hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];

/// A lesson or puzzle done, its move shown seed by seed: the step-through's keys, Enter on to the next one, Esc
/// back to the list.
const LESSON_DONE: &[Binding] = &[
    PLAY_PAUSE,
    EVENT_ON,
    EVENT_BACK,
    LAP_ON,
    LAP_BACK,
    // Home, End and the speed unhinted: the bar has room for Enter and Esc at 80 columns.
    FIRST_EVENT,
    LAST_EVENT,
    FASTER,
    SLOWER,
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-next-lesson-puzzle"), Action::Choose)
        .hint(|| t!("keys-bar-next")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-list-lessons"), Action::Back).hint(|| t!("keys-bar-lessons")),
    HELP,
    QUIT,
];

const HISTORY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ / k", || t!("keys-move-above-variations-too-board"), Action::Up)
        .hint_as("↑↓", || t!("keys-bar-move")),
    bind(&[Code(KeyCode::Down), Char('j')], "↓ / j", || t!("keys-move-below"), Action::Down),
    bind(&[Code(KeyCode::Home)], "Home", || t!("keys-start-position"), Action::First).hint_as("Home End", NO_WORDS),
    bind(&[Code(KeyCode::End)], "End", || t!("keys-last-move-line"), Action::Last),
    bind(&[Char('w')], "w", || t!("keys-watch-selected-move-seed-seed"), Action::Watch).hint(|| t!("keys-bar-watch")),
    bind(
        &[Code(KeyCode::Esc), Code(KeyCode::Enter), Code(KeyCode::Tab)],
        "Esc / Enter / Tab",
        || t!("keys-back-board-here"),
        Action::Back,
    )
    .hint_as("Esc/Enter", || t!("keys-bar-back-here")),
    COMMENT_KEY,
    bind(&[Char('p')], "p", || t!("keys-make-selected-move-line-main"), Action::Promote).hint(|| t!("keys-bar-main")),
    bind(
        &[Char('d'), Code(KeyCode::Delete)],
        "d / Delete",
        || t!("keys-delete-selected-move-what-follows"),
        Action::Delete,
    )
    .hint(|| t!("keys-bar-delete")),
    HELP,
    QUIT,
];

const HELP_KEYS: &[Binding] = &[
    bind(
        &[Code(KeyCode::Esc), Char('?'), Char('R'), Code(KeyCode::Enter)],
        "Esc / ?",
        || t!("keys-close"),
        Action::Back,
    )
    .hint(|| t!("keys-bar-close")),
    bind(&[Code(KeyCode::Down), Char('j')], "↓ / j", || t!("keys-scroll-down"), Action::Down)
        .hint_as("↑↓", || t!("keys-bar-scroll")),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ / k", || t!("keys-scroll-up"), Action::Up),
    QUIT,
];

const CONFIRM: &[Binding] = &[
    bind(&[Char('y'), Code(KeyCode::Enter)], "y / Enter", || t!("keys-yes"), Action::Yes).hint(|| t!("keys-bar-yes")),
    bind(&[Char('n'), Code(KeyCode::Esc)], "n / Esc", || t!("keys-no"), Action::No).hint(|| t!("keys-bar-no")),
];

const GAME_OVER: &[Binding] = &[
    bind(&[Char('n')], "n", || t!("keys-new-game-same-seats"), Action::NewGame).hint(|| t!("keys-bar-new-game")),
    bind(&[Char('r')], "r", || t!("keys-rematch-sides-swapped"), Action::Rematch).hint(|| t!("keys-bar-rematch")),
    bind(&[Char('s')], "s", || t!("keys-back-start-screen"), Action::StartScreen).hint(|| t!("keys-bar-start-screen")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-look-at-board-history"), Action::Back).hint(|| t!("keys-bar-board")),
    bind(&[Char('w')], "w", || t!("keys-watch-last-move"), Action::Watch).hint(|| t!("keys-bar-watch")),
    REVIEW_KEY,
    bind(&[Char('u')], "u", || t!("keys-take-back-resignation-last-move"), Action::Undo).hint(|| t!("keys-bar-undo")),
    bind(&[Char('y')], "y", || t!("keys-position-game-record-copy"), Action::Copy),
    HELP.unhinted(),
    QUIT_HINTED,
];

const BUSY: &[Binding] = &[
    bind(&[Char('w')], "w", || t!("keys-watch-here-read-only-moves"), Action::Watch).hint(|| t!("keys-bar-watch-it")),
    bind(&[Char('c')], "c", || t!("keys-continue-copy-saved-under-new"), Action::Continue)
        .hint(|| t!("keys-bar-continue-copy")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-do-not-open"), Action::Back).hint(|| t!("keys-bar-cancel")),
    QUIT,
];

const SAVES: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-saved-game"), Action::Up)
        .hint(|| t!("keys-bar-choose")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-first-last"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-open-at-move-was-saved"), Action::Choose)
        .hint(|| t!("keys-bar-open")),
    bind(&[Char('r')], "r", || t!("keys-rename-it"), Action::Rename).hint(|| t!("keys-bar-rename")),
    bind(&[Char('d'), Code(KeyCode::Delete)], "d / Delete", || t!("keys-delete-asks-first"), Action::Delete)
        .hint(|| t!("keys-bar-delete")),
    bind(&[Char('h')], "h", || t!("keys-host-again-as-room-played"), Action::Host).hint(|| t!("keys-bar-host")),
    bind(&[Char('V')], "V", || t!("keys-review-mistakes-graph"), Action::Review),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-start-screen"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT_HINTED,
];

/// A move played where others were played.
const BRANCH: &[Binding] = &[
    bind(&[Char('y'), Code(KeyCode::Enter)], "y / Enter", || t!("keys-cut-later-moves"), Action::Yes)
        .hint(|| t!("keys-bar-cut")),
    bind(&[Char('v')], "v", || t!("keys-keep-them-move-starts-variation"), Action::Variation)
        .hint(|| t!("keys-bar-variation")),
    bind(&[Char('n'), Code(KeyCode::Esc)], "n / Esc", || t!("keys-play-nothing"), Action::No)
        .hint(|| t!("keys-bar-cancel")),
];

const COMMENT: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-comment")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-keep-empty-no-comment"), Action::Choose)
        .hint(|| t!("keys-bar-keep")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

const SAVE_NAME: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-new-name")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-rename"), Action::Choose).hint(|| t!("keys-bar-rename")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

const PLAYER_NAME: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-your-name")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-keep-enter-setting-line-saves"), Action::Choose)
        .hint(|| t!("keys-bar-keep")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase-empty-login-name"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

const ROOM_CODE: &[Binding] = &[
    bind(&[], "", NO_WORDS, Action::Type('a')).hint(|| t!("keys-bar-type-room-code")),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-go-into-room"), Action::Choose).hint(|| t!("keys-bar-go")),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase"), Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-cancel"), Action::Back).hint(|| t!("keys-bar-cancel")),
];

const EDITOR: &[Binding] = &[
    bind(&[Code(KeyCode::Left)], "← → ↑ ↓", || t!("keys-move-over-pits"), Action::Left).hint(|| t!("keys-bar-pit")),
    bind(&[Code(KeyCode::Right)], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Up)], "", NO_WORDS, Action::Up),
    bind(&[Code(KeyCode::Down)], "", NO_WORDS, Action::Down),
    bind(&[], "0-9", || t!("keys-type-value-pit-tab-field"), Action::Type('0'))
        .hint_as("0-9 +-", || t!("keys-bar-value")),
    bind(&[Char('+'), Char('=')], "+ / -", || t!("keys-one-more-one-less"), Action::Faster),
    bind(&[Char('-')], "", NO_WORDS, Action::Slower),
    bind(&[Code(KeyCode::Backspace)], "Backspace", || t!("keys-erase-value-last-digit"), Action::Erase),
    bind(&[Code(KeyCode::Tab)], "Tab", || t!("keys-next-value-pit-reserves-banks"), Action::History)
        .hint(|| t!("keys-bar-field")),
    bind(&[Char('s')], "s", || t!("keys-side-move"), Action::Type('s')).hint(|| t!("keys-bar-side")),
    bind(&[Char('k')], "k", || t!("keys-kete-kuu-cursor-side-off"), Action::Type('k')),
    bind(&[Char('t')], "t", || t!("keys-kete-hizi-zetu-pit-off"), Action::Type('t')),
    bind(&[Char('*')], "*", || t!("keys-kingulu-kuweka-mtoto-mark-off"), Action::Type('*')),
    bind(&[Char('x')], "x", || t!("keys-empty-every-pit"), Action::Type('x')),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-play-from-this-position-if"), Action::Choose)
        .hint(|| t!("keys-bar-play")),
    bind(&[Char('A')], "A", || t!("keys-play-from-study-open-every"), Action::Study).hint(|| t!("keys-bar-study")),
    bind(&[Char('y')], "y", || t!("keys-position-string-copy"), Action::Copy),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-game-start-screen"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT,
];

const LEARN: &[Binding] = &[
    bind(&[Char('R')], "R", || t!("keys-complete-rules-this-game"), Action::Rules),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", || t!("keys-choose-lesson"), Action::Up)
        .hint(|| t!("keys-bar-lesson")),
    bind(&[Code(KeyCode::Down), Char('j')], "", NO_WORDS, Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", || t!("keys-another-game-lessons"), Action::Left)
        .hint(|| t!("keys-bar-game")),
    bind(&[Code(KeyCode::Right), Char('l')], "", NO_WORDS, Action::Right),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-first-last"), Action::First),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", || t!("keys-open-lesson"), Action::Choose).hint(|| t!("keys-bar-open")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-start-screen"), Action::Back).hint(|| t!("keys-bar-back")),
    HELP,
    QUIT_HINTED,
];

/// A lesson's board: the board's keys for playing a move, and nothing that keeps one (a lesson's move is judged).
const LESSON: &[Binding] = &[
    PITS,
    PIT_RIGHT,
    PIT_UP,
    PIT_DOWN,
    EVERY_PIT_BACK,
    EVERY_PIT_ON,
    PLAY,
    TYPE_MOVE,
    FLIP,
    NAMES,
    RULES.hint(|| t!("keys-bar-rules")),
    bind(&[Code(KeyCode::Esc)], "Esc", || t!("keys-back-list-lessons"), Action::Back).hint(|| t!("keys-bar-lessons")),
    HELP,
    QUIT_HINTED,
];

/// The rules screen: scrolled by line, page and section; the keys that scroll elsewhere (`[ ]` the step-through's
/// laps, ← → a page) keep their actions' names.
const RULES_SCREEN: &[Binding] = &[
    bind(&[Code(KeyCode::Down), Char('j')], "↑ ↓ / k j", || t!("keys-scroll-line"), Action::Down)
        .hint_as("↑↓", || t!("keys-bar-scroll")),
    bind(&[Code(KeyCode::Up), Char('k')], "", NO_WORDS, Action::Up),
    bind(
        &[Code(KeyCode::PageDown), Char(' '), Code(KeyCode::Right)],
        "PgDn PgUp / Space",
        || t!("keys-page-down-up"),
        Action::Right,
    )
    .hint_as("PgDn PgUp", || t!("keys-bar-page")),
    bind(&[Code(KeyCode::PageUp), Code(KeyCode::Left)], "", NO_WORDS, Action::Left),
    bind(&[Code(KeyCode::Tab), Char(']')], "Tab / ]", || t!("keys-next-section"), Action::LapForward)
        .hint_as("Tab", || t!("keys-bar-section")),
    bind(
        &[Code(KeyCode::BackTab), Char('[')],
        "Shift-Tab / [",
        || t!("keys-this-section-start-one-before"),
        Action::LapBack,
    ),
    bind(&[Code(KeyCode::Home)], "Home End", || t!("keys-first-line-last"), Action::First)
        .hint_as("Home End", NO_WORDS),
    bind(&[Code(KeyCode::End)], "", NO_WORDS, Action::Last),
    // `q` too: the rules are read over a game, and leaving them is what a reader pressing q wants.
    bind(&[Code(KeyCode::Esc), Char('q'), Char('R')], "Esc / q / R", || t!("keys-close-rules"), Action::Back)
        .hint_as("Esc", || t!("keys-bar-close")),
    HELP,
];

/// The key table of a screen, in the order its help overlay lists it.
#[must_use]
pub fn table(screen: KeyScreen) -> &'static [Binding] {
    match screen {
        KeyScreen::Start => START,
        KeyScreen::Board => BOARD,
        KeyScreen::Choice => CHOICE,
        KeyScreen::Prompt => PROMPT,
        KeyScreen::Step => STEP,
        KeyScreen::History => HISTORY,
        KeyScreen::Help => HELP_KEYS,
        KeyScreen::Confirm => CONFIRM,
        KeyScreen::GameOver => GAME_OVER,
        KeyScreen::Saves => SAVES,
        KeyScreen::SaveName => SAVE_NAME,
        KeyScreen::RoomCode => ROOM_CODE,
        KeyScreen::PlayerName => PLAYER_NAME,
        KeyScreen::Say => room::SAY,
        KeyScreen::Branch => BRANCH,
        KeyScreen::Comment => COMMENT,
        KeyScreen::Room => room::ROOM,
        KeyScreen::RoomOver => room::ROOM_OVER,
        KeyScreen::Watching => room::WATCHING,
        KeyScreen::Messages => room::MESSAGES_PANEL,
        KeyScreen::Rooms => room::ROOMS,
        KeyScreen::Editor => EDITOR,
        KeyScreen::Settings => SETTINGS,
        KeyScreen::Study => STUDY,
        KeyScreen::Review => review::REVIEW,
        KeyScreen::ReviewLine => review::REVIEW_LINE,
        KeyScreen::Seats => SEATS,
        KeyScreen::Busy => BUSY,
        KeyScreen::Learn => LEARN,
        KeyScreen::Lesson => LESSON,
        KeyScreen::LessonDone => LESSON_DONE,
        KeyScreen::Rules => RULES_SCREEN,
        #[cfg(feature = "serve")]
        KeyScreen::Lobby => lobby::LOBBY,
        #[cfg(feature = "serve")]
        KeyScreen::LobbyForm => lobby::LOBBY_FORM,
        #[cfg(feature = "serve")]
        KeyScreen::Tournament => lobby::TOURNAMENT,
        #[cfg(feature = "serve")]
        KeyScreen::LobbyPage => lobby::LOBBY_PAGE,
        #[cfg(feature = "serve")]
        KeyScreen::LobbyArchive => lobby::LOBBY_ARCHIVE,
        #[cfg(feature = "serve")]
        KeyScreen::LobbySearch => lobby::LOBBY_SEARCH,
        #[cfg(feature = "serve")]
        KeyScreen::LobbyBoard => lobby::LOBBY_BOARD,
    }
}
