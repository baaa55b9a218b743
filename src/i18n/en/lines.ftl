# lines: the line mode (bao --lines), a conversation one line at a time for a screen reader, a braille display
# or a script. Every line must fit 80 columns once its values are in (the program wraps longer ones at spaces).

## The commands' words: the English ones are understood in every language, the current language's too.
lines-word-board = board
lines-word-position = position
lines-word-moves = moves
lines-word-why = why
lines-word-trace = trace
lines-word-undo = undo
lines-word-redo = redo
lines-word-hint = hint
lines-word-study = study
lines-word-rules = rules
lines-word-learn = learn
lines-word-save = save
lines-word-load = load
lines-word-help = help
lines-word-quit = quit
lines-word-yes = yes
lines-word-no = no
lines-word-laps = laps
lines-word-on = on
lines-word-off = off
lines-word-new = new
lines-word-rematch = rematch
lines-word-play = play
lines-word-resign = resign
lines-word-next = next
lines-word-back = back
lines-word-draw = draw
lines-word-say = say
lines-word-variation = variation
lines-word-watch = watch
lines-word-copy = copy
lines-word-continue = continue
lines-word-person = person

## help
lines-help-head = Type a move in the notation (A3, a6<) or one of these:
lines-help-line = { $words }: { $what }
lines-help-board = the position, row by row, each pit with its count
lines-help-position = the position in the notation, to copy
lines-help-moves = the legal moves
lines-help-why = why A4 starts no move (why A4)
lines-help-trace = the last move, lap by lap
lines-help-laps = laps on: tell every move lap by lap; laps off: only the moves
lines-help-undo = take back the last move
lines-help-redo = play again a move taken back
lines-help-hint = the computer's best move here
lines-help-study = every legal move ranked by the computer (10 seconds)
lines-help-rules = the rules' sections; rules 2 or rules 3.2 reads one
lines-help-play = a new game: play kingulu, or play kingulu person 2 (South, North)
lines-help-new = a new game from the same start, the same players
lines-help-rematch = at the game's end: the same game, sides swapped
lines-help-resign = give up the game
lines-help-draw = in a room: offer a draw
lines-help-say = in a room: a message to the others (say good game)
lines-help-learn = the lessons and puzzles (learn kete); a number opens one
lines-help-next = after a lesson or puzzle is done: the next one
lines-help-back = leave: the lesson for the list, the game for the start
lines-help-save = where the game is saved (it is saved as it is played)
lines-help-load = your saved games; load 2 or load NAME opens one
lines-help-continue = at the start: the last unfinished game
lines-help-watch = a save open in another bao: watch it without playing
lines-help-copy = a save open in another bao: go on in a copy
lines-help-variation = a move where other moves were played: keep both
lines-help-yes = answer a question yes
lines-help-no = answer a question no
lines-help-help = this list
lines-help-quit = leave bao (the game stays saved)
lines-help-answers = Kete asks the direction and the safari when a move needs them: 1, 2, < or >.

## The conversation
lines-hello = Bao, line by line. Type { $help } for the commands.
lines-unknown = Not understood: { $word }. Type { $help } for the commands.
lines-unknown-game = No game { $game }: kete, kimasai-relay, kimasai-step or kingulu.
lines-play-how = Play which game? play kingulu, or play kingulu person 2 (South, then North).
lines-laps-how = laps on tells every move lap by lap; laps off tells only the moves.
lines-laps-on = Every move will be told lap by lap.
lines-laps-off = Only the moves will be told.
lines-no-game = No game on the board: play kingulu starts one.
lines-no-question = Nothing is asked now.
lines-number-how = A number answers a question or opens a lesson of the list.
lines-answer-first = Answer the question first; then play { $mv }.
lines-not-in-lesson = Not in a lesson: play the move it asks for, or back for the list.
lines-next-how = next opens the next lesson once this one is done.
lines-rematch-when = A rematch is asked for at the game's end.
lines-room-only = Only in a room (bao host, bao join).
lines-say-how = Say what? say good game
lines-over-already = The game is over: new, rematch, undo or quit.
lines-elsewhere = This screen is the full screen's only: back leaves it.
lines-bye = Goodbye.
lines-saved-as = The game is saved as { $name }.
lines-study-running = The study is still searching: its ranking comes soon.

## Prompts, written before each line typed, followed by "> ".
lines-prompt-answer = answer
lines-prompt-learn = learn
lines-prompt-lesson = lesson

## The start
lines-start = Choose a game:
lines-start-game = { $name }: { $title }, { $summary }
lines-start-continue = continue: your last unfinished game, { $name }
lines-start-how = Type play and a game (play kingulu), learn and a game, load, or help.

## A game
lines-game = { $game }: { $south } against { $north }.
lines-game-people = { $game }: two players at this keyboard.
lines-room = In room { $code }.
lines-room-waiting = In room { $code }: the other player joins with its code.
lines-game-moves = { $count ->
    [one] 1 move played.
   *[other] { $count } moves played.
}
lines-player-you = { $side } (you)
lines-player-computer = { $side } (computer, level { $level })
lines-player-named = { $side } ({ $name })
lines-played = { $side } played { $mv }.
lines-played-again = { $side } played again { $mv }.
lines-took-back = { $count ->
    [one] Took back { $moves }.
   *[other] Took back { $moves }.
}
lines-turn = { $side } to move.
lines-turn-yours = { $side } to move: your turn.

## The game's end
lines-over-win = Game over: { $side } wins.
lines-over-draw = Game over: a draw.
lines-over-resigned = Game over: { $winner } wins, { $side } resigned.
lines-over-time = Game over: { $winner } wins, { $side } ran out of time.
lines-over-agreed = Game over: drawn by agreement.
lines-over-aborted = Game over: aborted, no result.
lines-reason-no-move = { $side } has no legal move.
lines-reason-inner-empty = { $side }'s inner row is empty.
lines-reason-bao-hamna = Bao hamna: { $side }'s front row is empty.
lines-reason-no-stones = { $side } has no stones left.
lines-reason-repetition = The position repeated.
lines-score = Score: South { $south }, North { $north }.
lines-over-next = Type new for another game, rematch to swap sides, undo, or quit.
lines-over-room = Type rematch to ask for another game, back to leave, or quit.

## board
lines-board-head = { $game }, move { $number }: { $side } to move.
lines-board-head-over = { $game }, after move { $number }: the game is over.
lines-board-row = { $row }: { $pits }.
lines-pit = { $pit } { $count }
lines-pit-marked = { $pit } { $count } ({ $mark })
lines-row-only = { $side }'s row
lines-row-front = { $side }'s front row
lines-row-back = { $side }'s back row
lines-row-inner = { $side }'s inner row
lines-row-outer = { $side }'s outer row
lines-mark-kuu = kuu
lines-mark-reserved = reserved, kuweka mtoto
lines-mark-takasia = takasia, hizi zetu
lines-mark-too-many = more than the rules allow
lines-board-reserves = In reserve: South { $south }, North { $north }.
lines-board-banks = Banks: South { $south }, North { $north }.
lines-board-kuu-gone = { $side }'s kuu is destroyed.
lines-stage-nemo = The nemo stage.
lines-stage-mtaji = The mtaji stage.
lines-stage-phase-one = Phase 1: reserve cows, no captures yet.
lines-stage-phase-two = Phase 2: captures.
lines-board-last = Last move: { $mv } by { $side }.
lines-position = Position: { $position }

## moves, why, trace
lines-moves = { $count ->
    [one] 1 legal move: { $moves }.
   *[other] { $count } legal moves: { $moves }.
}
lines-moves-none = No legal move: the game is over.
lines-moves-hidden = Which moves are legal is this lesson's question: try one.
lines-why-how = Why which pit? why A4
lines-why-no-pit = This board has no pit { $pit }.
lines-why-not = No move from { $pit }: { $why }.
lines-why-starts = { $pit } starts a move: { $moves }.
lines-trace-none = No move played yet.
lines-trace-head = Move { $number }, { $mv } by { $side }:

## The study
lines-study-started = Studying every legal move, for at most 10 seconds.
lines-study-nothing = No move to study.
lines-study-head = { $count ->
    [one] The study ranks 1 move:
   *[other] The study ranks { $count } moves, best first:
}
lines-study-move = { $rank }. { $mv }: { $score }, depth { $depth }, line { $line }
lines-study-more = { $count ->
    [one] and 1 more.
   *[other] and { $count } more.
}
lines-score-win = { $count ->
    [one] win in 1 ply
   *[other] win in { $count } plies
}
lines-score-loss = { $count ->
    [one] loss in 1 ply
   *[other] loss in { $count } plies
}

## Questions
lines-option = { $number }: { $option }
lines-option-none = { $count ->
    [one] Answer 1.
   *[other] Answer a number from 1 to { $count }.
}
lines-answer-way = Answer 1 or 2 (or < or >).
lines-answer-safari = Answer yes or no (or 1 or 2).
lines-answer-yes-no = Answer yes or no.
lines-answer-cut = Answer yes to cut them, variation to keep both, or no.
lines-quitting = The game could not be saved: { $why }. Quit anyway? Its record is printed. Answer yes or no.
lines-busy = Answer watch to watch it, copy to go on in a copy, or back.

## Learn
lines-learn = Lessons and puzzles of { $game }, { $done } of { $count } done:
lines-learn-lesson = { $number }. { $title }
lines-learn-lesson-done = { $number }. { $title } (done)
lines-learn-puzzle = { $number }. Puzzle: { $title }
lines-learn-puzzle-done = { $number }. Puzzle: { $title } (done)
lines-learn-how = Type a number to open one, learn and a game for another game, or back.
lines-learn-none = { $count ->
    [one] The list has 1 line.
   *[other] The list has lines 1 to { $count }.
}
lines-lesson-head = Lesson { $number }: { $title }.
lines-puzzle-head = Puzzle { $number }: { $title }.
lines-lesson-how = Type the move; board reads the position again, back leaves.
lines-lesson-wrong = Not yet: { $why } Try again.
lines-lesson-done = Done: { $mv }. Type next for the next one, trace to see it, or back.

## Saves
lines-save = The game is saved as it is played: { $name }, in { $folder }.
lines-save-not-yet = The game is saved at its first move.
lines-save-read-only = This game is read-only: nothing is played or saved here.
lines-no-store = No folder to keep saved games in.
lines-saves = { $count ->
    [one] 1 saved game:
   *[other] { $count } saved games, the newest first:
}
lines-saves-entry = { $number }. { $name }: { $game }, { $count ->
    [one] 1 move
   *[other] { $count } moves
}
lines-saves-broken = { $number }. { $name }: cannot be read ({ $why })
lines-saves-none = No saved game yet.
lines-saves-how = Type load and a number or a name to open one.

## Rules
lines-rules-head = The rules of { $game }, section by section:
lines-rules-title = { $number }. { $title }
lines-rules-title-covers = { $number }. { $title } ({ $covers })
lines-rules-how = Type rules and a number (rules 2) or a section of the rules (rules 3.2).
lines-rules-none = No section { $which }: rules 1 to rules { $count }, or a section such as rules 3.2.
lines-rules-example = Example: from { $before }, { $mv }: { $caption } After: { $after }

## The settings screen's line, and what it says as it changes.
lines-setting = Line mode
lines-setting-on = from the next start, bao talks one line at a time (bao --lines)
lines-setting-off = from the next start, the full screen
