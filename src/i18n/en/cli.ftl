# cli: `bao --help` and every command's help, the manual page, and what the command line says to a person.
# A command's words are named by its path (cli-bao-play-about); an argument's by the command and its name
# (cli-bao-play-arg-north), or, shared by many commands with the same words, by its name alone (cli-arg-theme).
# dynamic: cli-bao-
# dynamic: cli-arg-

## Arguments many commands share

cli-arg-ascii = Draw boxes and marks in plain ASCII; overrides the settings
cli-arg-code = The room's code, as its host's screen shows it (kingulu-k7fq-3mzd)
cli-arg-color = Colour: auto (as NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR, CLICOLOR and TERM say, in that order), always or never
cli-arg-from = Start from this position (notation) instead of the variant's start position
cli-arg-lines = Play as a conversation, one line at a time, for a screen reader, a braille display or a script: no cursor addressing, no redraw, no colour; commands and moves are read from standard input, line by line
cli-arg-name = Your name in the room [default: your login name]
cli-arg-save = The save's name (see `bao saves`) or a save file's path
cli-arg-theme = The colour theme for this run (see `bao themes`); overrides the settings
cli-arg-words = The variant (kete, kimasai-relay, kimasai-step or kingulu; may be left out with --from), then the moves to play, e.g. `kingulu A3 a1`

## The commands

cli-bao-about = Play and study Bao la Kete, Bao la Kimasai and Bao Kingulu in the terminal
cli-bao-long-about =
    Play and study Bao la Kete, Bao la Kimasai and Bao Kingulu in the terminal.

    With no command, opens the start screen: choose a game and the players. Every command below that takes a variant takes one of kete, kimasai-relay, kimasai-step or kingulu.

cli-bao-moves-about = Print the legal moves after the given moves, one per line
cli-bao-moves-after-help =
    Examples:
      bao moves kingulu
      bao moves kete A6< a6>
      bao moves --from "kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9"

cli-bao-apply-about = Print the position after the given moves
cli-bao-apply-after-help =
    Example:
      bao apply kingulu A3 a1

cli-bao-status-about = Print whether the game goes on after the given moves, or who won and why
cli-bao-status-after-help =
    Example:
      bao status kingulu A5 a5 A3

cli-bao-perft-about = Count the move sequences of exactly DEPTH plies
cli-bao-perft-after-help =
    Examples:
      bao perft kingulu 4
      bao perft 3 --from "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4"
cli-bao-perft-arg-variant = The variant: kete, kimasai-relay, kimasai-step or kingulu (may be left out with --from)
cli-bao-perft-arg-depth = The depth in plies (at most 1000)

cli-bao-trace-about = Print the events of one move as JSON lines
cli-bao-trace-after-help =
    Example:
      bao trace --from "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21" --move A5
cli-bao-trace-arg-mv = The move whose events to print, played after the given moves
cli-bao-trace-arg-text = Print each event as the sentence the step-through view shows, one per line, instead of JSON

cli-bao-analyze-about = Search the position after the given moves: best move, score, principal variation, depth, nodes (--all: every legal move with its score, best first)
cli-bao-analyze-after-help =
    Examples:
      bao analyze kingulu --depth 8
      bao analyze kete A6< --all --time 500
cli-bao-analyze-arg-depth = Search to this depth, in plies
cli-bao-analyze-arg-time = Search for this many milliseconds [default: 2000]
cli-bao-analyze-arg-nodes = Search this many positions (finishing the depth under way only if the first)
cli-bao-analyze-arg-all = Score every legal move: one line a move, best first (move, score, depth, principal variation)
cli-bao-analyze-arg-progress = Report each completed depth on standard error as it finishes (depth, score, nodes, principal variation)
cli-bao-analyze-arg-hash = The search table's size in MiB, 1 to 4096, rounded down to a power of two [default: 8]

cli-bao-bench-about = Measure random playouts: playouts/s, turns/s, plies/game
cli-bao-bench-after-help =
    Examples:
      bao bench
      bao bench kete --seconds 1
cli-bao-bench-arg-variant = The variant to measure; every variant if left out
cli-bao-bench-arg-seconds = Seconds to measure each variant

cli-bao-play-about = Open the interactive game: the start screen, a new game, a position or a saved game
cli-bao-play-after-help =
    Examples:
      bao play                             the start screen
      bao play kete                        a new game of kete, with the last players chosen
      bao play kete --north 4              you (South) against the computer at level 4
      bao play --from "kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9"
      bao play --load kingulu-long-lap     a built-in study position, as a copy
      bao play --load "first lesson"       a save of your own, by name

    Games are saved as they are played in $BAO_DATA_DIR/saves; the settings and your themes are in
    $BAO_CONFIG_DIR (by default the system's folders for bao-tui: bao doctor says which). Colour follows
    --color, then NO_COLOR, CLICOLOR_FORCE or FORCE_COLOR, CLICOLOR and TERM (bao --help).
cli-bao-play-arg-variant = The variant to play (may be left out with --from or --load)
cli-bao-play-arg-from = Start from this position (notation)
cli-bao-play-arg-load = Open a saved game by name or path, or a built-in study position or example game by title or file name (see `bao saves --builtin`; opened as a copy)
cli-bao-play-arg-south = Who plays South (moves first): `person`, or the computer's level, 1 to 6 or its name (beginner, novice, casual, club, expert, master) [default: a person if --north is given, else the last players chosen]
cli-bao-play-arg-north = Who plays North, as --south [default: a person if --south is given, else the last players chosen]

cli-bao-learn-about = Open the lessons and puzzles of a game: short exercises that each ask for one kind of move, then "win in N" and "capture the most", then the puzzles your reviewed games made (progress is kept in learn.json in the data folder: bao doctor says where)
cli-bao-learn-after-help =
    Examples:
      bao learn
      bao learn kingulu
cli-bao-learn-arg-variant = The game whose lessons to open (kete if left out)

cli-bao-host-about = Open a room for a game with a player in another terminal, and play in it (shows the room's code)
cli-bao-host-arg-variant = The game (kete, kimasai-relay, kimasai-step, kingulu); may be left out with --load
cli-bao-host-arg-side = The host's side [default: south, or with --load the side the save's person played]
cli-bao-host-arg-clock = A clock for each side: minutes, plus seconds added after each move (5+3)
cli-bao-host-arg-load = Host a saved game (by name or path), played on from its last move
cli-bao-host-arg-public = List the room in `bao rooms` for anyone on this machine to see (a private room is joined only with its code)

cli-bao-join-about = Take the free seat of a room (or your own seat again, after a dropped connection)

cli-bao-watch-about = Follow a room's game without a seat

cli-bao-rooms-about = List the public rooms of this machine: code, game, players, moves, spectators
cli-bao-rooms-arg-socket = Print the path of room CODE's socket in the rooms folder instead (for forwarding it with ssh -L)

cli-bao-saves-about = List the saved games, one per line (with --builtin, the study positions and example games built in)
cli-bao-saves-after-help =
    The saves are in $BAO_DATA_DIR/saves, or the system's data folder for bao-tui (~/.local/share/bao-tui/saves on Linux); bao doctor says which.

    Examples:
      bao saves
      bao saves --builtin
cli-bao-saves-arg-builtin = List the study positions and example games built into the program instead: file name, game, moves, how the line ends, title (`bao play --load` opens one by title or file name, as a copy)

cli-bao-export-about = Print a saved game (by name or path) as a game record
cli-bao-export-after-help =
    Example:
      bao export "first lesson" > lesson.txt

cli-bao-review-about = Review a saved game (by name or path): one line a move (number, side, move, mark, best score, played score, loss, best move, best line, exact verdict), then a summary a side; a save is given the review
cli-bao-review-after-help =
    Marks: best, only-move, good, inaccuracy, mistake, blunder, missed-win (docs/review.md). A save of the store keeps its review, move by move, so a review stopped goes on where it was.

    Examples:
      bao review kingulu-complete-game
      bao review kete-complete-game --depth 7

    NAME_OR_PATH is a save of yours (see `bao saves`), a save file's path, or the title or file name of an example game built in (see `bao saves --builtin`), reviewed as a copy.
cli-bao-review-arg-depth = Search each position to this depth, in plies [default: kingulu 25, kimasai-step 13, kete 11, kimasai-relay 9; a review kept in the save goes on at its own depth]

cli-bao-import-about = Make a saved game of a game record, checking every move
cli-bao-import-after-help =
    The save goes to $BAO_DATA_DIR/saves, or the system's data folder (bao doctor says which).

    Example:
      bao import lesson.txt --name "first lesson"
cli-bao-import-arg-file = The game record: an optional first line `position: POS`, then moves (move numbers allowed)
cli-bao-import-arg-variant = The game, when the record has no `position:` line
cli-bao-import-arg-name = The name to save it under (default: the file's name, with `-2`, `-3`, ... if a save has it)
cli-bao-import-arg-force = Replace the saved game that already has the name given with --name

cli-bao-themes-about = List the colour themes (name, where from, description)
cli-bao-themes-after-help =
    Your own themes go in $BAO_CONFIG_DIR/themes/, or the system's configuration folder for bao-tui (~/.config/bao-tui/themes/ on Linux); see themes/README.md.

    Example:
      bao themes --theme classic-wood
cli-bao-themes-arg-theme = Say on standard error whether this theme can be used

cli-bao-doctor-about = Print what the program detected and will use: terminal, colours and why, folders, settings, theme
cli-bao-doctor-after-help =
    It reads BAO_DATA_DIR, BAO_CONFIG_DIR, BAO_ROOMS_DIR, TERM, COLORTERM, NO_COLOR, CLICOLOR, CLICOLOR_FORCE and FORCE_COLOR, as a game would.

    Examples:
      bao doctor
      bao --color never doctor

cli-bao-puzzle-about = List or check the puzzles ("win in N", "capture the most") of each game
cli-bao-puzzle-after-help =
    Examples:
      bao puzzle list kingulu
      bao puzzle check kingulu

cli-bao-puzzle-list-about = List the shipped puzzles: name, task, position, proved main line (tab-separated)
cli-bao-puzzle-list-arg-variant = Only this game's puzzles

cli-bao-puzzle-check-about = Prove every shipped puzzle again with the exact search, and judge its stored line and every first move (printing the slowest judge call); exit status 1 if one fails
cli-bao-puzzle-check-arg-variant = Only this game's puzzles

cli-bao-man-about = Print the manual page (roff, for `man -l -`), made from the same definitions as --help
cli-bao-man-after-help =
    Examples:
      bao man | man -l -
      bao man > ~/.local/share/man/man1/bao.1

cli-bao-completions-about = Print shell completions for SHELL (bash, zsh, fish, elvish, powershell)
cli-bao-completions-after-help =
    Example:
      bao completions bash > ~/.local/share/bash-completion/completions/bao
cli-bao-completions-arg-shell = The shell

cli-bao-serve-about = Serve the program over SSH: each connection gets the start screen, its own saves and this server's rooms
cli-bao-serve-arg-listen = The address and port to listen on (port 0: any free port, logged)
cli-bao-serve-arg-host-key = The server's private key (OpenSSH format, mode 0600) [default: made on first run in the data folder]
cli-bao-serve-arg-authorized-keys = Admit only the public keys of this OpenSSH `authorized_keys` file
cli-bao-serve-arg-open = Admit any public key (a name is still bound to the first key that used it)
cli-bao-serve-arg-max-sessions = Sessions at once
cli-bao-serve-arg-max-sessions-per-address = Sessions at once from one address (players behind one router share its address)
cli-bao-serve-arg-max-sessions-per-key = Sessions at once of one public key, whatever names it uses
cli-bao-serve-arg-connections-per-minute = New connections from one address per minute
cli-bao-serve-arg-auth-timeout = Seconds from connecting to the end of authentication
cli-bao-serve-arg-idle-timeout = Seconds without input before a session is closed
cli-bao-serve-arg-input-per-second = Input bytes per second from one player (a second's worth may come at once, as a paste)
cli-bao-serve-arg-games = Print the games the server keeps, one a line, tab-separated: code, game, players, moves played, whose turn (or how it ended), time control; then exit
cli-bao-serve-arg-export = Write the server's game CODE (as --games lists it) as an ordinary save, to standard output or --to; then exit
cli-bao-serve-arg-leaderboard = Print the leaderboard of VARIANT, one player a line, tab-separated: rank, name, rating, deviation, rated games (players whose rating is not provisional, with at least 5 rated games); then exit
cli-bao-serve-arg-stats = Print what the server keeps, one figure a line, tab-separated (name, value): players, games in progress, games kept, finished and rated, moves stored, the database's size in bytes; then exit
cli-bao-serve-arg-to = With --export: the file to write the save to (never replaced, unless --force)
cli-bao-serve-arg-force = With --export --to: replace the file if it exists

## The possible values' words

cli-value-color-auto = As the environment says
cli-value-color-always = Colour, whatever NO_COLOR or TERM say
cli-value-color-never = No colour: symbols and attributes only
cli-value-side-south = South, who moves first in a new game
cli-value-side-north = North
cli-value-side-random = Either, at random

## The end of `bao --help`, and the manual page's sections

cli-help-examples = Examples
cli-help-environment = Environment
cli-help-see-long = See --help for the environment variables and folders; bao doctor for what this machine has.
cli-help-doctor = bao doctor prints what the program found and uses.
cli-example-start = the start screen: choose a game and the players
cli-example-play = straight into a game of kingulu
cli-example-load = a built-in study position, by its title
cli-example-builtin = the built-in study positions and example games
cli-example-moves = the legal moves after A3 a1
cli-example-doctor = what the program detected: terminal, colours, folders
cli-env-data-dir = the data folder; saves are in its saves folder (default: the system's data folder for bao-tui, ~/.local/share/bao-tui on Linux)
cli-env-config-dir = the configuration folder: settings.json and your themes/ (default: the system's configuration folder, ~/.config/bao-tui on Linux)
cli-env-rooms-dir = the folder of shared game rooms
cli-env-no-color = set and not empty: no colour (--color always still colours)
cli-env-clicolor-force = set, not empty and not 0: colour even where TERM names none
cli-env-force-color = as CLICOLOR_FORCE
cli-env-clicolor = 0: no colour
cli-env-colorterm = truecolor or 24bit: 24-bit colour; otherwise the 256 colours, or 16 where TERM says so
cli-env-term = the terminal's kind: dumb has no colour, xterm and linux 16 colours
cli-man-name = NAME
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-options = OPTIONS
cli-man-commands = COMMANDS
cli-man-environment = ENVIRONMENT
cli-man-examples = EXAMPLES
cli-man-version = VERSION

## clap's own words, set in a language other than English (in English they are clap's)

cli-clap-usage = Usage
cli-clap-commands = Commands
cli-clap-arguments = Arguments
cli-clap-options = Options
cli-clap-options-placeholder = OPTIONS
cli-clap-command-placeholder = COMMAND
cli-clap-help = Print help
cli-clap-help-short = Print help (see more with '--help')
cli-clap-help-long = Print help (see a summary with '-h')
cli-clap-version = Print version
cli-clap-help-command = Print this message or the help of the given subcommand(s)
cli-clap-help-command-arg = Print help for the subcommand(s)
cli-clap-default = default
cli-clap-possible-values = possible values
cli-clap-possible-values-heading = Possible values

## Errors and messages (after `bao: `)

cli-error-from = --from: { $error }
cli-error-variant-mismatch = variant { $variant } does not match the position given with --from, which is { $position }
cli-error-unknown-variant = unknown variant `{ $word }`: give one of kete, kimasai-relay, kimasai-step, kingulu, or a position with --from
cli-error-no-variant = no variant given: give one of kete, kimasai-relay, kimasai-step, kingulu, or a position with --from
cli-error-load-alone = --load opens a saved game as it was: give no variant, --from, --south or --north with it
cli-error-signal = stopped by signal { $signal }; the game was saved
cli-error-terminal = terminal: { $error }
cli-error-no-terminal = the game needs a terminal, and { $missing ->
    [input] standard input is
    [output] standard output is
   *[both] standard input and output are
} not one (over SSH, ask for one: ssh -t HOST bao ...)
cli-error-test-guard = { $guard } is set but { $variable } is not: refusing to use the user's own folders
cli-error-test-guard-rooms = { $guard } is set but { $variable } is not: refusing the machine's rooms folder
cli-error-session-needs = a session of bao serve needs { $variable }, which the server sets
cli-error-confine = cannot confine this session: { $error }
cli-error-output = output: { $error }
cli-error-stdout = stdout: { $error }
cli-error-standard-output = standard output: { $error }
cli-error-man = man page: { $error }
cli-error-depth = --depth: { $depth } is not a depth from 1 to { $most } plies
cli-error-time = --time: give a positive number of milliseconds
cli-error-nodes = --nodes: give a positive number of positions
cli-error-hash = --hash: { $error }
cli-error-nothing-to-analyze = the game is over ({ $outcome }); there is nothing to analyze
cli-error-seconds = --seconds: `{ $seconds }` is not a positive number of seconds
cli-error-move = move { $number } ({ $played }): { $error }
    legal moves: { $legal }
cli-error-move-over = move { $number } ({ $played }): the game is over ({ $outcome })
cli-error-perft-depth = depth: `{ $word }` is not a number of plies
cli-error-perft-extra = perft takes a variant and a depth; unexpected `{ $word }`
cli-error-puzzles-failed = { $failed } puzzles failed their proof
cli-error-not-builtin = { $error }; nor is it the title of a built-in study position or example game (see `bao saves --builtin`)
cli-error-record-variant = { $file }: the record is a { $record } game, not { $variant }
cli-error-record-no-position = { $file }: the record has no `position:` line; give --variant
cli-error-record-position = { $file }: position: { $error }
cli-error-name-taken = { $error }; give another --name, or --force to replace it
cli-error-name = --name: { $error }
cli-error-clock = --clock: { $error }
cli-error-no-data-folder = no data folder to load saves from
cli-error-host-what = give the game to host (kete, kimasai-relay, kimasai-step, kingulu) or --load NAME
cli-error-host-load-alone = --load hosts the saved game as it was: give no variant with it
cli-error-no-game-kept = this server keeps no game `{ $code }` (bao serve --games lists them)
cli-error-file-exists = { $path } exists: give another file, or --force to replace it
cli-error-missing-serve = this bao was built without the serve feature, which bao serve (the SSH server) needs; install it with: { $install } (from a checkout of the source: cargo install --path . --locked --features serve)
cli-error-serve-unix = bao serve (the SSH server) runs on Unix only
cli-export-forfeit = the record leaves out that { $what }: game records have no way to write it
cli-review-not-kept = the review is not kept in the save: { $error }
cli-review-not-kept-after = { $error }: the review is not kept in the save
cli-review-puzzles-not-kept = the puzzles are not kept: { $why }
cli-review-new-puzzles = { $count ->
    [one] { $count } new puzzle
   *[other] { $count } new puzzles
} from this game in Learn ("from your games")
cli-rooms-none = no public rooms open in { $folder } (bao host --public opens one)
cli-rooms-line = { $code }  { $variant }  { $players }  { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}  { $watching } watching
cli-themes-shipped = shipped
cli-themes-broken = broken: { $error }

## bao doctor: one fact a line, its name then its value

cli-doctor-version = version
cli-doctor-features = features
cli-doctor-terminal-size = terminal size
cli-doctor-stdin = stdin
cli-doctor-stdout = stdout
cli-doctor-colours = colours
cli-doctor-drawing = drawing
cli-doctor-data-folder = data folder
cli-doctor-saves = saves
cli-doctor-built-in = built in
cli-doctor-config-folder = config folder
cli-doctor-rooms-folder = rooms folder
cli-doctor-settings = settings
cli-doctor-theme = theme
cli-doctor-bell = bell
cli-doctor-unknown-size = unknown ({ $error })
cli-doctor-a-terminal = a terminal
cli-doctor-not-a-terminal = not a terminal
cli-doctor-needs-terminal = the game needs both to be a terminal (over SSH: ssh -t host bao)
cli-doctor-not-set = not set
cli-doctor-depth = { $depth ->
    [truecolour] truecolour
    [ansi256] 256 colours
    [ansi16] 16 colours
   *[monochrome] no colour
}
cli-doctor-colours-line = { $depth } ({ $why })
cli-doctor-colours-palette = { $depth } (the settings' palette; the terminal: { $terminal }, { $why })
cli-doctor-more-colours = more on this terminal? (PuTTY shows 256 and says xterm) set Colours on the settings screen
cli-doctor-ascii-asked = ASCII (--ascii; the locale: { $why })
cli-doctor-ascii-locale = ASCII ({ $why }: the board's Unicode would not show)
cli-doctor-ascii-settings = ASCII (the settings; the locale: { $why })
cli-doctor-unicode = Unicode ({ $why })
cli-doctor-saves-line = { $folder } ({ $count ->
    [one] { $count } saved game
   *[other] { $count } saved games
})
cli-doctor-none = none: { $error }
cli-doctor-built-in-line = { $count } study positions and example games
cli-doctor-no-config = none: set { $variable }
cli-doctor-folder-from = { $folder } (from { $variable }), { $state }
cli-doctor-folder-system = { $folder } (the system's), { $state }
cli-doctor-not-there = not there yet (made when first needed)
cli-doctor-not-a-folder = not a folder
cli-doctor-writable = writable
cli-doctor-not-writable = not writable: { $error }
cli-doctor-rooms-default = { $folder } (the default; { $variable } is not set)
cli-doctor-settings-none = none (no configuration folder): the defaults
cli-doctor-settings-missing = { $path } (not there: the defaults)
cli-doctor-theme-line = { $name } ({ $source }, from { $from ->
    [option] --theme
   *[settings] the settings
})
cli-doctor-on = on
cli-doctor-off = off
cli-doctor-features-none = none (bao serve, the SSH server, needs the serve feature: { $install })
cli-doctor-features-unix = none (bao serve, the SSH server, runs on Unix only)
cli-error-no-legal = none

## A command line clap refuses, in a language other than English (in English the words are clap's)

cli-refusal = error
cli-refusal-more = For more information, try '--help'.
cli-refusal-unknown-argument = unexpected argument '{ $arg }' found
cli-refusal-unknown-command = unrecognized subcommand '{ $command }'
cli-refusal-no-value = a value is required for '{ $arg }' but none was supplied
cli-refusal-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-refusal-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-refusal-twice = the argument '{ $arg }' cannot be used multiple times
cli-refusal-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-refusal-missing = the following required arguments were not provided:
cli-refusal-missing-command = '{ $command }' requires a subcommand but one was not provided [subcommands: { $commands }]
cli-refusal-similar = tip: a similar one exists: '{ $similar }'
cli-error-unknown-game = unknown variant `{ $word }` (expected kete, kimasai-relay, kimasai-step or kingulu)
