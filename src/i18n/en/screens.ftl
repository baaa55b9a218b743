# The saved games, the notes and copy panels, the store's errors on screen, the settings, the position editor,
# the busy and unsaved questions, and a terminal too small.
# dynamic: screens-theme-
# dynamic: screens-shipped-

## The saved games.

screens-saves-title = Saved games · { $own } · { $folder } · { $builtin } built in
screens-saves-saved = saved ({ $zone })
screens-saves-name = name
screens-saves-game = game
screens-saves-moves = moves
screens-saves-result = result
screens-saves-against = against
screens-saves-none = no saved games yet: every game played is saved here as it goes
screens-saves-built-in = built in
screens-saves-damaged = damaged: { $reason }
screens-saves-at = at move { $ply } of { $plies }
screens-saves-built-in-file = built in (saves/{ $file }.json), opens as a copy
screens-saves-begun = begun { $date }
screens-saves-cannot-open = this file cannot be opened; it is left as it is:
screens-saves-a-person = a person
screens-saves-computer = computer { $level }
screens-saves-computers = computers
screens-saves-players = South: { $south } · North: { $north }
screens-saves-looked-at = looked at move { $ply } of { $plies }, where it opens
screens-saves-new-name = new name for { $name }: { $text }▏
screens-saves-ask-delete = delete the saved game { $name }? y/n
screens-saves-none-yet = no saved games yet in { $folder }; the built-in study positions are listed
screens-saves-name-paste = a saved game's name has at most { $most } characters, on one line
screens-saves-name-full = a saved game's name has at most { $most } characters
screens-saves-none-selected = no saved game selected
screens-saves-builtin-kept = built into the program: it cannot be renamed or deleted; Enter opens a copy
screens-saves-builtin-host = built in: h hosts your own saves; r on the start screen opens a room
screens-saves-damaged-refused = this file cannot be opened, and is left as it is (d deletes it): { $error }
screens-saves-renamed = renamed { $old } to { $new }
screens-saves-deleted = deleted { $name }

## Opening a saved game.

screens-no-store-to-open = no store to open saved games from
screens-no-store-to-host = no store to host saved games from
screens-builtin-copy = { $title } · built in: a copy
screens-builtin-damaged = saves/{ $file }.json: { $error }
screens-no-builtin = no built-in save `{ $file }`
screens-continuing = continuing { $name }
screens-saved-game = saved game
screens-opened-at = at move { $ply }
screens-opened-notes = i shows the notes again

## A saved game's notes.

screens-notes-title = Saved game
screens-notes-no-title = (no title)
screens-notes-no-notes = (no notes)
screens-notes-keys = Esc closes  i shows this again

## A save another bao has open, and a game that could not be saved.

screens-busy-title = Open in another bao
screens-busy-explanation = Only one program writes a save. Watch it here without playing, or continue in a copy of your own.
screens-busy-keys = w watch it   c continue in a copy   Esc cancel
screens-busy-note = `{ $name }` is open in another bao
screens-busy-note-process = `{ $name }` is open in another bao (process { $process })
screens-busy-unlockable = `{ $name }` cannot be locked ({ $error })
screens-busy-watching = read-only: watching a save open in another bao; nothing is played or saved here
screens-busy-copy = continuing in a copy, saved under a new name
screens-busy-not-opened = not opened
screens-unsaved-title = The game is not saved
screens-unsaved = Quit anyway? Its record is printed on the terminal when bao ends, for bao import.
screens-unsaved-served = Quit anyway? Its record is printed on the terminal when bao ends: copy it to keep it.
screens-unsaved-keys = y quit and print the record   n stay in the game
screens-unsaved-stay = the game stays open; it is saved as soon as writing works again

## The store's errors, as the screen shows them.

screens-store-io = { $path }: { $error }
screens-store-format = { $path }: { $error }
screens-store-not-found = no saved game `{ $name }` in { $folder }{ $served ->
    [yes] {""}
   *[no] {" "}(see `bao saves`)
}
screens-store-no-folder = no data folder for saves: set { $variable }
screens-store-guarded = { $guard } is set: refusing the system's data folder; set { $variable }
screens-store-locked = { $path }: open in another bao; it can be read, not written
screens-store-locked-by = { $path }: open in another bao (process { $process }); it can be read, not written
screens-store-changed = { $path }: { $how ->
    [removed] removed
   *[changed] changed
} by another program since this one read it; not overwritten
screens-store-taken = { $path }: a saved game has that name
screens-store-name-too-long = a saved game's name has at most { $most } characters; this one has { $length }
screens-store-bad-name = `{ $name }` cannot name a saved game: use letters, digits, spaces, `-`, `_` or `.`, not starting with `.`
screens-format-shape = not a bao save file ({ $detail })
screens-format-newer = written by a newer bao (save format { $format }); this bao reads formats { $first } to { $last }
screens-format-field = { $field }: { $message }
screens-format-move = move { $index } ({ $text }) does not replay: { $message }

## The settings.

screens-settings-title = Settings
screens-settings-theme = Theme
screens-settings-auto-watch = Watch new moves
screens-settings-speed = Playback speed
screens-settings-speed-value = { $speed } seeds/s
screens-settings-ascii = ASCII drawing
screens-settings-ascii-flag = --ascii is on
screens-settings-ascii-locale = locale: ASCII
screens-settings-names = Pit names
screens-settings-south-level = South's level
screens-settings-north-level = North's level
screens-settings-table = Search table
screens-settings-palette = Colours
screens-settings-bell = Bell at your turn
screens-settings-watchable = Others may watch
screens-settings-name = Your name
screens-settings-language = Language
screens-settings-on = on
screens-settings-off = off
screens-settings-watchable-what = games vs computer
screens-settings-served-only = bao serve only
screens-settings-ssh-login = (SSH login)
screens-settings-login-name = (login name)
screens-settings-locale = { $language } (locale)
screens-settings-keys-title = Keys on the board (* yours)
screens-settings-press-key = press a key…
screens-settings-no-key = (no key)
screens-settings-save = [ Save ]  Esc cancels
screens-settings-preview = Preview
screens-settings-preview-you = you
screens-settings-preview-friend = a friend
screens-settings-terminal = terminal: { $depth }
screens-depth-truecolour = truecolour
screens-depth-256 = 256 colours
screens-depth-16 = 16 colours
screens-depth-none = no colour
screens-palette-auto = as the terminal says
screens-theme-shipped = shipped
screens-theme-default = amber cursor, green moves, cyan sowing: mid tones that read on dark and light backgrounds
screens-theme-classic-wood = ochre and walnut, like a carved board; the sowing in hot orange
screens-theme-colour-blind-safe = the Okabe-Ito palette: orange, sky blue, blue and reddish purple, never red against green
screens-theme-high-contrast = saturated highlight blocks with black or white text in them, for low vision and washed-out screens
screens-theme-monochrome = no colours at all: reverse video, bold and underline carry every highlight
screens-settings-name-paste = a name has at most { $most } characters, on one line
screens-settings-name-full = a name has at most { $most } characters
screens-settings-name-kept = name not changed
screens-settings-name-login = your name: the login name, { $login }, once the settings are saved
screens-settings-name-set = your name: { $name }, once the settings are saved (Enter on [ Save ])
screens-settings-name-bytes = a name has at most 32 bytes
screens-settings-name-served = your name is your SSH login, { $login }: not changed here
screens-settings-name-type = type your name (rooms and the game's panels show it); empty: the login name
screens-settings-key-kept = key not changed
screens-settings-key-unbindable = { $key } cannot be bound
screens-settings-key-bound = { $key } now does { $action } on the board
screens-settings-key-press = press the key to bind (Esc: keep the keys as they are)
screens-settings-kept = settings not changed
screens-settings-watchable-on = others may watch your games against the computer (the lobby's games to watch), once the settings are saved
screens-settings-watchable-off = your games against the computer are yours alone, once the settings are saved
screens-settings-watchable-served-only = only under bao serve: others there watch your games against the computer from the lobby
screens-settings-not-saved = settings not saved: { $error }
screens-settings-no-folder = settings used but not saved: the system gives no configuration folder
screens-settings-saved = settings saved to { $path }
screens-settings-unreadable = settings { $path }: { $error }
screens-settings-unknown = settings { $path }: unknown setting { $keys } ignored (the settings are { $known }); saving settings drops it
screens-settings-damaged = settings { $path }: { $error }; using the defaults until you save settings
screens-settings-not-object = the settings must be a JSON object {"{"}...{"}"}, not { $kind ->
    [null] null
    [bool] true or false
    [number] a number
    [string] a string
    [array] an array [...]
   *[object] an object
}

## The position editor.

screens-editor-title = Edit position · { $game } · valid
screens-editor-title-invalid = Edit position · { $game } · not valid
screens-editor-can-play = can be played: { $summary }
screens-editor-cannot = cannot be played: { $error }
screens-editor-playable = { $side ->
    [south] south
   *[north] north
} to move, { $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
}
screens-editor-over = game over here: { $outcome }
screens-editor-legend = {"["}n] cursor
screens-editor-legend-kete = {"["}n] cursor  k kuu  t hizi zetu
screens-editor-legend-kingulu = {"["}n] cursor  * reserve a pit (kuweka mtoto)
screens-editor-values = Values (Tab)
screens-editor-pit = pit { $hole }
screens-editor-reserve = reserve { $side }
screens-editor-bank = bank { $side }
screens-editor-ply = next ply
screens-editor-to-move = { $side } to move
screens-editor-kuu = kuu S { $south ->
    [on] on
   *[off] off
} N { $north ->
    [on] on
   *[off] off
}
screens-editor-takasia = hizi zetu { $hole }
screens-editor-none = none
screens-editor-on-board = on board
screens-editor-opened = digits or + - set the pit, Tab the other values, Enter plays, A studies, ? keys
screens-editor-from = from the edited position: { $matchup }
screens-editor-emptied = board emptied
screens-editor-no-such-mark = { $key } does not apply to { $game } positions
screens-editor-cannot-play = this position cannot be played: { $error }
screens-editor-cannot-study = this position cannot be studied: { $error }

## A terminal too small for the screen.

screens-small-title = terminal too small
screens-small-needs = bao needs { $size }, this is { $now }
screens-small-enlarge = enlarge the window, or q to quit

## The saves built into the program: each one's title and notes, by its file's name in saves/ (the English is
## the file's own, a test checks).

screens-shipped-kete-bao-hamna-title = Kete: bao hamna in mid-move
screens-shipped-kete-bao-hamna-notes = South to move (E10). B4< starts a chain of captures that empties North's whole front row: South wins at once, in the middle of the move; the last captured seeds are laid out and nothing more happens. Four other captures are legal: find why B4< is the one.
screens-shipped-kete-complete-game-title = Kete: a complete game between two computers
screens-shipped-kete-complete-game-notes = Level 3 against level 3 (55 plies): nemo captures sown from the kichwa, the kuu, and a bao hamna finish: South empties North's front row in the middle of a move.
screens-shipped-kete-hizi-zetu-title = Kete: hizi zetu, the Lamu reservation
screens-shipped-kete-hizi-zetu-notes = Mtaji, South to move (E9). After the takata A3>, only North's a3 is threatened and North cannot capture: a3 is reserved (t=a3). North may not start from it, a lap of North's ending there stops, and on South's next move South must take it first.
screens-shipped-kete-six-seed-kuu-title = Kete: the Lamu six-seed rule
screens-shipped-kete-six-seed-kuu-notes = South's only occupied front hole is the kuu with exactly 6 seeds (E5). With 7 or more only 2 would be taxed; with 6 the reserve seed is added and all 7 are sown, destroying the kuu. Compare A5< and A5>.
screens-shipped-kete-stop-or-safari-title = Kete: stop in the kuu, or safari?
screens-shipped-kete-stop-or-safari-notes = Nemo stage, South to move (rules/kete.md E3). A2 must capture a7 and sow it from the left kichwa; the lap ends in South's own kuu. Stop (A2>) keeps the kuu standing; safari (A2>+) lifts its 8 seeds, destroys the kuu for good and plays on. The interface asks at the moment the sowing reaches the kuu.
screens-shipped-kimasai-relay-chain-title = Kimasai relay: chains of raids
screens-shipped-kimasai-relay-chain-notes = Phase 2, South to move (rules/kimasai-relay.md position P). A6 raids a1, relays through the outer row and raids a5 then a4 (9 cows); B4 raids a8 with a single cow that relays from the capturing hole, then a4 and a5 (8 cows). Step through both.
screens-shipped-kimasai-relay-complete-game-title = Kimasai relay: a complete game between two computers
screens-shipped-kimasai-relay-complete-game-notes = Level 3 against level 3 (62 plies): the reserve phase, the last cow brought in, then the raids of phase 2 until South's inner row is empty. Step through the long relays.
screens-shipped-kimasai-relay-phase-change-title = Kimasai relay: the last reserve cow
screens-shipped-kimasai-relay-phase-change-notes = Ply 49 (E9): South brings in the last reserve cow. This move is still phase 1, so a landing facing cows relays instead of raiding; from North's reply on, raids begin.
screens-shipped-kimasai-relay-winning-raid-title = Kimasai relay: emptying the inner row
screens-shipped-kimasai-relay-winning-raid-notes = South to move (E8). A2 lands in the occupied A3 facing a6: the raid takes North's last inner cows and the game ends at once; the captured cows are laid out and no further lap is made.
screens-shipped-kimasai-step-complete-game-title = Kimasai (four rows): a complete game between two computers
screens-shipped-kimasai-step-complete-game-notes = Level 3 against level 3 (278 plies): single stones stepping round, file captures, and the slow endgame until South has no stones left.
screens-shipped-kimasai-step-endgame-title = Kimasai (four rows): the last stone
screens-shipped-kimasai-step-endgame-notes = South to move (E8): A6 steps into A5 and captures North's last stone: South wins. B3 is legal too, but then North's a8 takes A6.
screens-shipped-kimasai-step-file-captures-title = Kimasai (four rows): which capture?
screens-shipped-kimasai-step-file-captures-notes = South to move, 12 stones each (rules/kimasai-step.md position M). A11 takes a whole file (a3 and b3), A7 only a7, A4 nothing because a10 is empty and b10 is safe behind it; A1 wraps into the back row. Seven legal moves: find the best.
screens-shipped-kimasai-step-opening-title = Kimasai (four rows): North's first reply
screens-shipped-kimasai-step-opening-notes = North to move after South's forced A2 (E1, E2). a2 recaptures a whole file at once; b11 moves in the back row and lets South capture a11 next (E9).
screens-shipped-kingulu-complete-game-title = Kingulu: a complete game between two computers
screens-shipped-kingulu-complete-game-notes = Level 4 against level 4, move by move to the end (38 plies). South runs out of legal moves and the game is scored: north wins 29-19. Watch the kuweka mtoto reservations and how first-lap bans squeeze the last moves.
screens-shipped-kingulu-kuweka-mtoto-title = Kingulu: kuweka mtoto after a relay
screens-shipped-kingulu-kuweka-mtoto-notes = South to move (rules/kingulu.md E3). A5 relays from a2 and its last seed makes 4 in a5, which held 3: South reserves a5 for good, and the lap's penultimate seed moves in with it (5 seeds). Every seed North later sows into a5 goes to South's bank. Step through A5 to watch it.
screens-shipped-kingulu-long-lap-title = Kingulu: the 12-seed lap that comes round
screens-shipped-kingulu-long-lap-notes = South to move (E7). A3 holds 12: the lap goes all the way round and its last seed falls into A3 itself, now empty, capturing a4 with the capturing seed (7). The origin is not skipped; if it were, this strong move would be illegal. Compare A5 and A6.
screens-shipped-kingulu-never-ending-title = Kingulu: a move that never ends
screens-shipped-kingulu-never-ending-notes = South to move (E10). A5 would relay forever (a 72-lap cycle), so it is not a legal move; A4's first lap ends in an occupied own hole. Only A2 remains. The rules find the cycle exactly, never by a lap cap.

## What is wrong with a save's JSON: the JSON reader's own words in English.

screens-format-json = { $fault ->
   *[other] { $what }
}{ $line ->
    [0] {""}
   *[other] {" "}at line { $line } column { $column }
}
screens-format-bad-version = `format` is { $version }, not a save format version (a whole number from 1)
screens-format-no-version = no `format` version number
screens-format-not-object = a save is a JSON object {"{"}...{"}"}
