//! The key tables: every screen's bindings, in the order its help overlay lists them. Bindings two screens
//! share are written once, as constants.

use ratatui::crossterm::event::KeyCode;

use super::{Action, Binding, Key, KeyScreen};

const fn bind(keys: &'static [Key], shown: &'static str, help: &'static str, action: Action) -> Binding {
    Binding { keys, shown, help, action, hint: "", keys_hint: "" }
}

use Key::{Char, Code, Ctrl};

#[cfg(feature = "serve")]
mod lobby;
mod review;

const QUIT: Binding = bind(&[Char('q')], "q", "quit", Action::Quit);
const QUIT_HINTED: Binding = QUIT.hint("quit");
const HELP: Binding = bind(&[Char('?')], "?", "this help", Action::Help).hint("keys");

const SETTINGS_KEY: Binding =
    bind(&[Char('s')], "s", "settings: theme, playback, drawing, keys", Action::Settings).hint("settings");

const SETTINGS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a line", Action::Up).hint("line"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "change the value (the theme shows at once)", Action::Left)
        .hint("change"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(
        &[Code(KeyCode::Enter)],
        "Enter",
        "save; on a key line, bind the next key; on your name, type it",
        Action::Choose,
    )
    .hint("save/bind key"),
    bind(
        &[Code(KeyCode::Backspace), Char('d')],
        "Backspace / d",
        "forget your keys for the line's action",
        Action::Erase,
    )
    .hint_as("d", "forget keys"),
    bind(&[Code(KeyCode::Esc)], "Esc", "close without saving", Action::Back).hint("cancel"),
    HELP,
    QUIT,
];

const START: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a line", Action::Up).hint("line"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "change the choice on the line", Action::Left).hint("change"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", "start the game", Action::Choose).hint("start"),
    bind(&[Char('c')], "c", "continue the last unfinished game", Action::Continue).hint("continue"),
    // `o` and `e` are not hinted, so `L learn` fits the line at 80 columns: the start screen lists both among its
    // entries.
    bind(&[Char('o')], "o", "saved games: open, rename, delete", Action::Saves),
    bind(&[Char('e')], "e", "edit a position of the selected game", Action::Edit),
    bind(&[Char('r')], "r", "rooms: play someone in another terminal (bao serve: the lobby)", Action::Rooms),
    bind(&[Char('L')], "L", "learn: lessons and puzzles of the selected game", Action::Learn).hint("learn"),
    bind(&[Char('R')], "R", "the complete rules of the selected game", Action::Rules),
    SETTINGS_KEY,
    HELP,
    QUIT,
];

// Bindings the board shares with the board in a room and a spectator's: one meaning, written once.
const PITS: Binding =
    bind(&[Code(KeyCode::Left), Char('h')], "←→↑↓ hjkl , .", "pits that start a move; , . all pits", Action::Left)
        .hint_as("←→↑↓", "pit");
const PIT_RIGHT: Binding = bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right);
const PIT_UP: Binding = bind(&[Code(KeyCode::Up), Char('k')], "", "", Action::Up);
const PIT_DOWN: Binding = bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down);
const EVERY_PIT_BACK: Binding = bind(&[Char(',')], "", "", Action::EveryPit(false));
const EVERY_PIT_ON: Binding = bind(&[Char('.')], "", "", Action::EveryPit(true));
const PLAY: Binding =
    bind(&[Code(KeyCode::Enter), Char(' ')], "Enter / Space", "play from the pit under the cursor", Action::Choose)
        .hint("play");
const TYPE_MOVE: Binding = bind(&[Char(':')], ":", "type a move in notation (:A3, :A6<)", Action::Prompt).hint("type");
const HINT: Binding = bind(&[Char('H')], "H", "hint: the computer's best move here", Action::Hint);
const STUDY_KEY: Binding = bind(&[Char('A')], "A", "study: every move scored, best first", Action::Study);
const REVIEW_KEY: Binding = bind(&[Char('V')], "V", "review the game: its mistakes, the graph", Action::Review);
const WATCH: Binding =
    bind(&[Char('w')], "w / W", "watch the last move / replay the game", Action::Watch).hint_as("w", "watch");
const REPLAY: Binding = bind(&[Char('W')], "", "", Action::ReplayGame);
const AUTO_WATCH: Binding = bind(&[Char('a')], "a", "watch new moves automatically: on/off", Action::AutoWatch);
const COMMENT_KEY: Binding = bind(&[Char('c')], "c", "comment the move on the board", Action::Comment);
const BROWSE: Binding = bind(&[Code(KeyCode::Tab)], "Tab", "browse the history", Action::History).hint("moves");
const FLIP: Binding = bind(&[Char('f')], "f", "flip the board", Action::Flip);
const NAMES: Binding = bind(&[Char('N')], "N", "pit names on the edges: on/off", Action::Names);
const RULES: Binding = bind(&[Char('R')], "R", "rules of this game", Action::Rules);
const COPY: Binding = bind(&[Char('y')], "y", "position and game record, to copy", Action::Copy);
const RESIGN: Binding = bind(&[Char('X')], "X", "resign", Action::Resign);
const LEAVE_ROOM: Binding = bind(&[Code(KeyCode::Esc)], "Esc", "leave the room (asks first)", Action::Back);
const MESSAGE: Binding = bind(&[Char('m')], "m", "a message to the room", Action::Say).hint("message");
const MESSAGES: Binding = bind(&[Char('M')], "M", "the room's messages, to scroll", Action::Messages);
const DRAW: Binding = bind(&[Char('D')], "D", "offer the other player a draw", Action::Draw);
const RESIGN_OR_ABORT: Binding = bind(&[Char('X')], "X", "resign; before both moved: abort", Action::Resign);

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
    bind(&[Char('u')], "u", "undo (vs the computer: back to your turn)", Action::Undo).hint("undo"),
    bind(&[Char('U'), Ctrl('r')], "U / Ctrl-r", "redo", Action::Redo),
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
    bind(&[Char('e')], "e", "edit this position (study)", Action::Edit),
    COPY,
    bind(&[Char('i')], "i", "the saved game's title and notes", Action::Notes),
    RESIGN,
    bind(&[Char('P')], "P", "players: person or computer, its level", Action::Players),
    SETTINGS_KEY.hint(""),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the start screen (asks first)", Action::Back),
    HELP,
    QUIT_HINTED,
];

const STUDY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a move (the board shows its pit)", Action::Up)
        .hint("choose a move"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", "the best move, the worst", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter), Char(' ')], "Enter / Space", "play the chosen move", Action::Choose).hint("play it"),
    bind(&[Char('u')], "u", "close the study and undo", Action::Undo).hint("undo"),
    bind(&[Char('f')], "f", "flip the board", Action::Flip).hint("flip"),
    bind(&[Char('A'), Code(KeyCode::Esc)], "A / Esc", "close the study (stops the search)", Action::Back)
        .hint_as("A/Esc", "close"),
    HELP,
    QUIT_HINTED,
];

const SEATS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a side", Action::Up).hint("side"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "person, or the computer, level down/up", Action::Left)
        .hint("person / computer level"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", "apply (interrupts a side that changed)", Action::Choose).hint("apply"),
    bind(&[Code(KeyCode::Esc), Char('P')], "Esc / P", "cancel", Action::Back).hint("cancel"),
    HELP,
    QUIT_HINTED,
];

const CHOICE: &[Binding] = &[
    bind(&[Char('1'), Char('<'), Char('L'), Char('y')], "1 / < / y", "the first option", Action::Pick(0))
        .hint_as("1/2", "choose"),
    bind(&[Char('2'), Char('>'), Char('R'), Char('n')], "2 / > / n", "the second option", Action::Pick(1)),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel the move", Action::Back).hint("cancel"),
    HELP,
];

const PROMPT: &[Binding] = &[
    // Typing: printable characters are typed (see `map_key`), named only in the line of key hints.
    bind(&[], "", "", Action::Type('a')).hint_as("type a move (A3, A6<, a3R+)", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "play the move typed", Action::Choose).hint("play"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

// The keys of a move watched seed by seed, in the step-through and in a done lesson's.
const PLAY_PAUSE: Binding = bind(&[Char(' ')], "Space", "play / pause", Action::PlayPause).hint("play/pause");
const EVENT_ON: Binding =
    bind(&[Code(KeyCode::Right), Char('l')], "→ / l", "one event forward", Action::Right).hint_as("←→", "event");
const EVENT_BACK: Binding = bind(&[Code(KeyCode::Left), Char('h')], "← / h", "one event back", Action::Left);
const LAP_ON: Binding =
    bind(&[Char(']')], "]", "on to the next lap start, end or capture", Action::LapForward).hint_as("[ ]", "lap");
const LAP_BACK: Binding = bind(&[Char('[')], "[", "back to the last lap start, end or capture", Action::LapBack);
const FIRST_EVENT: Binding = bind(&[Code(KeyCode::Home)], "Home", "before the first event", Action::First);
const LAST_EVENT: Binding = bind(&[Code(KeyCode::End)], "End", "after the last event", Action::Last);
const FASTER: Binding = bind(&[Char('+'), Char('=')], "+", "faster", Action::Faster);
const SLOWER: Binding = bind(&[Char('-')], "-", "slower", Action::Slower);

const STEP: &[Binding] = &[
    PLAY_PAUSE,
    EVENT_ON,
    EVENT_BACK,
    LAP_ON,
    LAP_BACK,
    bind(&[Char('n')], "n / p", "watch the next / previous move", Action::NextMove),
    bind(&[Char('p')], "", "", Action::PreviousMove),
    bind(&[Char('g')], "g", "replay the game on from here (again: stop)", Action::ReplayGame),
    FIRST_EVENT.hint_as("Home End", ""),
    LAST_EVENT,
    FASTER.hint_as("+ -", "speed"),
    SLOWER,
    bind(&[Code(KeyCode::Esc), Code(KeyCode::Enter)], "Esc / Enter", "back to the board", Action::Back).hint("back"),
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
    bind(&[Code(KeyCode::Enter)], "Enter", "the next lesson or puzzle", Action::Choose).hint("next"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the list of lessons", Action::Back).hint("lessons"),
    HELP,
    QUIT,
];

const HISTORY: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ / k", "the move above, variations too (the board follows)", Action::Up)
        .hint_as("↑↓", "move"),
    bind(&[Code(KeyCode::Down), Char('j')], "↓ / j", "the move below", Action::Down),
    bind(&[Code(KeyCode::Home)], "Home", "the start position", Action::First).hint_as("Home End", ""),
    bind(&[Code(KeyCode::End)], "End", "the last move of the line", Action::Last),
    bind(&[Char('w')], "w", "watch the selected move seed by seed", Action::Watch).hint("watch"),
    bind(
        &[Code(KeyCode::Esc), Code(KeyCode::Enter), Code(KeyCode::Tab)],
        "Esc / Enter / Tab",
        "back to the board here",
        Action::Back,
    )
    .hint_as("Esc/Enter", "back here"),
    COMMENT_KEY,
    bind(&[Char('p')], "p", "make the selected move's line the main line", Action::Promote).hint("main"),
    bind(
        &[Char('d'), Code(KeyCode::Delete)],
        "d / Delete",
        "delete the selected move and what follows (asks)",
        Action::Delete,
    )
    .hint("delete"),
    HELP,
    QUIT,
];

const HELP_KEYS: &[Binding] = &[
    bind(&[Code(KeyCode::Esc), Char('?'), Char('R'), Code(KeyCode::Enter)], "Esc / ?", "close", Action::Back)
        .hint("close"),
    bind(&[Code(KeyCode::Down), Char('j')], "↓ / j", "scroll down", Action::Down).hint_as("↑↓", "scroll"),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ / k", "scroll up", Action::Up),
    QUIT,
];

const CONFIRM: &[Binding] = &[
    bind(&[Char('y'), Code(KeyCode::Enter)], "y / Enter", "yes", Action::Yes).hint("yes"),
    bind(&[Char('n'), Code(KeyCode::Esc)], "n / Esc", "no", Action::No).hint("no"),
];

const GAME_OVER: &[Binding] = &[
    bind(&[Char('n')], "n", "new game, same seats", Action::NewGame).hint("new game"),
    bind(&[Char('r')], "r", "rematch with sides swapped", Action::Rematch).hint("rematch"),
    bind(&[Char('s')], "s", "back to the start screen", Action::StartScreen).hint("start screen"),
    bind(&[Code(KeyCode::Esc)], "Esc", "look at the board and history", Action::Back).hint("board"),
    bind(&[Char('w')], "w", "watch the last move", Action::Watch).hint("watch"),
    REVIEW_KEY,
    bind(&[Char('u')], "u", "take back the resignation, or the last move", Action::Undo).hint("undo"),
    bind(&[Char('y')], "y", "position and game record, to copy", Action::Copy),
    HELP.hint(""),
    QUIT_HINTED,
];

/// The board in a room: moves are proposed to the room's host, `u` asks the other player for a takeback, and
/// what changes the game at one keyboard only (redo, the players panel, the editor) is not here.
const ROOM: &[Binding] = &[
    PITS,
    EVERY_PIT_BACK,
    EVERY_PIT_ON,
    PIT_RIGHT,
    PIT_UP,
    PIT_DOWN,
    PLAY,
    TYPE_MOVE,
    MESSAGE,
    MESSAGES,
    bind(&[Char('u')], "u", "ask the other player to take back your last move", Action::Undo).hint("takeback"),
    DRAW,
    HINT,
    STUDY_KEY,
    WATCH,
    REPLAY,
    AUTO_WATCH,
    BROWSE,
    FLIP,
    NAMES,
    RULES,
    COPY,
    RESIGN_OR_ABORT,
    SETTINGS_KEY.hint(""),
    LEAVE_ROOM,
    HELP,
    QUIT_HINTED,
];

/// The room's messages panel.
const MESSAGES_PANEL: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "older, newer messages", Action::Up).hint_as("↑↓", "scroll"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Home), Code(KeyCode::PageUp)], "Home End", "the oldest, the newest", Action::First),
    bind(&[Code(KeyCode::End), Code(KeyCode::PageDown)], "", "", Action::Last),
    bind(&[Char('m')], "m", "a message to the room", Action::Say).hint("message"),
    bind(&[Char('v')], "v", "a player: show or hide spectators' messages", Action::Spectators).hint("spectators"),
    bind(&[Code(KeyCode::Esc), Char('M')], "Esc / M", "close", Action::Back).hint("close"),
    HELP,
    QUIT,
];

const ROOMS: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a line", Action::Up).hint("line"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "change the choice on the line", Action::Left).hint("change"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Enter)], "Enter", "open the room, type a code, or join the room", Action::Choose)
        .hint("choose"),
    bind(&[Char('w')], "w", "watch the public room chosen", Action::Watch).hint("watch"),
    bind(&[Char('g')], "g", "read the public rooms again", Action::Refresh).hint("refresh"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the start screen", Action::Back).hint("back"),
    HELP,
    QUIT_HINTED,
];

/// A spectator's board: looking, never playing.
const WATCHING: &[Binding] = &[
    MESSAGE,
    MESSAGES,
    WATCH,
    REPLAY,
    AUTO_WATCH.hint("auto-watch"),
    BROWSE,
    STUDY_KEY.hint("study"),
    FLIP.hint("flip"),
    NAMES,
    RULES,
    COPY,
    SETTINGS_KEY.hint(""),
    LEAVE_ROOM,
    HELP,
    QUIT_HINTED,
];

const ROOM_OVER: &[Binding] = &[
    bind(&[Char('r')], "r", "ask for a rematch, sides swapped", Action::Rematch).hint("rematch"),
    MESSAGE,
    MESSAGES,
    bind(&[Char('s')], "s", "leave the room (back to the lobby under bao serve)", Action::StartScreen).hint("leave"),
    bind(&[Code(KeyCode::Esc)], "Esc", "look at the board and history", Action::Back).hint("board"),
    bind(&[Char('w')], "w", "watch the last move", Action::Watch).hint("watch"),
    COPY,
    HELP.hint(""),
    QUIT_HINTED,
];

const BUSY: &[Binding] = &[
    bind(&[Char('w')], "w", "watch it here, read-only (moves are not played or saved)", Action::Watch).hint("watch it"),
    bind(&[Char('c')], "c", "continue in a copy, saved under a new name", Action::Continue).hint("continue in a copy"),
    bind(&[Code(KeyCode::Esc)], "Esc", "do not open it", Action::Back).hint("cancel"),
    QUIT,
];

const SAVES: &[Binding] = &[
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a saved game", Action::Up).hint("choose"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Home)], "Home End", "the first, the last", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", "open it at the move it was saved", Action::Choose).hint("open"),
    bind(&[Char('r')], "r", "rename it", Action::Rename).hint("rename"),
    bind(&[Char('d'), Code(KeyCode::Delete)], "d / Delete", "delete it (asks first)", Action::Delete).hint("delete"),
    bind(&[Char('h')], "h", "host it again as a room, played on from its last move", Action::Host).hint("host"),
    bind(&[Char('V')], "V", "review it: its mistakes, the graph", Action::Review),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the start screen", Action::Back).hint("back"),
    HELP,
    QUIT_HINTED,
];

const SAY: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type a message", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "send it", Action::Choose).hint("send"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

/// A move played where others were played.
const BRANCH: &[Binding] = &[
    bind(&[Char('y'), Code(KeyCode::Enter)], "y / Enter", "cut the later moves", Action::Yes).hint("cut"),
    bind(&[Char('v')], "v", "keep them: the move starts a variation beside them", Action::Variation).hint("variation"),
    bind(&[Char('n'), Code(KeyCode::Esc)], "n / Esc", "play nothing", Action::No).hint("cancel"),
];

const COMMENT: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type a comment", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "keep it (empty: no comment)", Action::Choose).hint("keep"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

const SAVE_NAME: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type the new name", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "rename", Action::Choose).hint("rename"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

const PLAYER_NAME: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type your name", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "keep it (Enter on a setting's line saves the settings)", Action::Choose)
        .hint("keep"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase (empty: the login name)", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

const ROOM_CODE: &[Binding] = &[
    bind(&[], "", "", Action::Type('a')).hint_as("type the room's code", ""),
    bind(&[Code(KeyCode::Enter)], "Enter", "go into the room", Action::Choose).hint("go in"),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase", Action::Erase),
    bind(&[Code(KeyCode::Esc)], "Esc", "cancel", Action::Back).hint("cancel"),
];

const EDITOR: &[Binding] = &[
    bind(&[Code(KeyCode::Left)], "← → ↑ ↓", "move over the pits", Action::Left).hint("pit"),
    bind(&[Code(KeyCode::Right)], "", "", Action::Right),
    bind(&[Code(KeyCode::Up)], "", "", Action::Up),
    bind(&[Code(KeyCode::Down)], "", "", Action::Down),
    bind(&[], "0-9", "type the value (the pit, or Tab's field)", Action::Type('0')).hint_as("0-9 +-", "value"),
    bind(&[Char('+'), Char('=')], "+ / -", "one more, one less", Action::Faster),
    bind(&[Char('-')], "", "", Action::Slower),
    bind(&[Code(KeyCode::Backspace)], "Backspace", "erase the value's last digit", Action::Erase),
    bind(&[Code(KeyCode::Tab)], "Tab", "next value: pit, reserves/banks, ply", Action::History).hint("field"),
    bind(&[Char('s')], "s", "side to move", Action::Type('s')).hint("side"),
    bind(&[Char('k')], "k", "kete: kuu of the cursor's side on/off", Action::Type('k')),
    bind(&[Char('t')], "t", "kete: hizi zetu on the pit / off", Action::Type('t')),
    bind(&[Char('*')], "*", "kingulu: kuweka mtoto mark on/off", Action::Type('*')),
    bind(&[Char('x')], "x", "empty every pit", Action::Type('x')),
    bind(&[Code(KeyCode::Enter)], "Enter", "play from this position (if valid)", Action::Choose).hint("play"),
    bind(&[Char('A')], "A", "play from it with the study open (every move scored)", Action::Study).hint("study"),
    bind(&[Char('y')], "y", "the position string, to copy", Action::Copy),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the game or start screen", Action::Back).hint("back"),
    HELP,
    QUIT,
];

const LEARN: &[Binding] = &[
    bind(&[Char('R')], "R", "the complete rules of this game", Action::Rules),
    bind(&[Code(KeyCode::Up), Char('k')], "↑ ↓ / k j", "choose a lesson", Action::Up).hint("lesson"),
    bind(&[Code(KeyCode::Down), Char('j')], "", "", Action::Down),
    bind(&[Code(KeyCode::Left), Char('h')], "← → / h l", "another game's lessons", Action::Left).hint("game"),
    bind(&[Code(KeyCode::Right), Char('l')], "", "", Action::Right),
    bind(&[Code(KeyCode::Home)], "Home End", "the first, the last", Action::First),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    bind(&[Code(KeyCode::Enter)], "Enter", "open the lesson", Action::Choose).hint("open"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the start screen", Action::Back).hint("back"),
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
    RULES.hint("rules"),
    bind(&[Code(KeyCode::Esc)], "Esc", "back to the list of lessons", Action::Back).hint("lessons"),
    HELP,
    QUIT_HINTED,
];

/// The rules screen: scrolled by line, page and section; the keys that scroll elsewhere (`[ ]` the step-through's
/// laps, ← → a page) keep their actions' names.
const RULES_SCREEN: &[Binding] = &[
    bind(&[Code(KeyCode::Down), Char('j')], "↑ ↓ / k j", "scroll a line", Action::Down).hint_as("↑↓", "scroll"),
    bind(&[Code(KeyCode::Up), Char('k')], "", "", Action::Up),
    bind(
        &[Code(KeyCode::PageDown), Char(' '), Code(KeyCode::Right)],
        "PgDn PgUp / Space",
        "a page down, up",
        Action::Right,
    )
    .hint_as("PgDn PgUp", "page"),
    bind(&[Code(KeyCode::PageUp), Code(KeyCode::Left)], "", "", Action::Left),
    bind(&[Code(KeyCode::Tab), Char(']')], "Tab / ]", "the next section", Action::LapForward).hint_as("Tab", "section"),
    bind(
        &[Code(KeyCode::BackTab), Char('[')],
        "Shift-Tab / [",
        "this section's start, or the one before",
        Action::LapBack,
    ),
    bind(&[Code(KeyCode::Home)], "Home End", "the first line, the last", Action::First).hint_as("Home End", ""),
    bind(&[Code(KeyCode::End)], "", "", Action::Last),
    // `q` too: the rules are read over a game, and leaving them is what a reader pressing q wants.
    bind(&[Code(KeyCode::Esc), Char('q'), Char('R')], "Esc / q / R", "close the rules", Action::Back)
        .hint_as("Esc", "close"),
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
        KeyScreen::Say => SAY,
        KeyScreen::Branch => BRANCH,
        KeyScreen::Comment => COMMENT,
        KeyScreen::Room => ROOM,
        KeyScreen::RoomOver => ROOM_OVER,
        KeyScreen::Watching => WATCHING,
        KeyScreen::Messages => MESSAGES_PANEL,
        KeyScreen::Rooms => ROOMS,
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
