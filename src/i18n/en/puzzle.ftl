# puzzle: the puzzles' tasks, how each is judged, the judge's words on a move, and the status line while one is
# played; why a puzzle's data or proof fails (a puzzle from your games that no longer proves is dropped with it).

puzzle-prompt-win = { $side } to move and win in { $moves }
puzzle-prompt-capture = { $side } to move: capture the most { $variant ->
    [kimasai-relay] cows
    [kimasai-step] stones
   *[other] seeds
} ({ $seeds })
puzzle-title-win = Win in { $moves }
puzzle-title-capture = Capture the most
puzzle-explain-win-in-one = { $side } can end the game with a win in one move. Find it.
puzzle-explain-win = { $side } can force a win within { $moves } moves, whatever { $other } answers. Each of your moves is judged by an exact search, so any winning move counts; { $other } answers with the best defence. A forced reply of { $other } ending the game wins too.
puzzle-explain-capture = Several moves capture; one takes clearly more { $variant ->
    [kimasai-relay] cows
    [kimasai-step] stones
   *[other] seeds
} than any other ({ $seeds }). Find the move that captures the most.

## The judge

puzzle-game-over = { $played } cannot be played: the game is over ({ $outcome })
puzzle-not-legal = { $played } is not a legal move here
puzzle-draws = { $played } ends the game in a draw
puzzle-loses-at-once = { $played } loses at once: { $other } wins
puzzle-lets-draw = { $played } lets { $other } draw: { $reply } ends the game in a draw
puzzle-loses = { $played } loses: { $other } answers { $reply } and wins
puzzle-lets-escape = { $played } lets { $other } escape with { $reply }: the win takes longer than { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
puzzle-does-not-win = { $played } does not win in { $moves }
puzzle-too-few = { $played } captures { $got ->
    [0] nothing
   *[other] { $pieces }
}: the best move captures { $most }

## The status line

puzzle-not-yet = not yet: what went wrong is under the puzzle; try again
puzzle-right = right: { $played } · your move
puzzle-right-answered = right: { $played }; { $side } answers { $reply } · your move
puzzle-answer-failed = the answer could not be played: { $why }
puzzle-solved = solved: { $played }
puzzle-solved-answered = solved: { $played }, and { $side }'s best answer { $reply } ends the game

## A puzzle that does not hold

puzzle-bad-position = position: { $why }
puzzle-data-fields = expected 4 fields separated by ` | `, found { $found }
puzzle-data-goal = unknown goal `{ $goal }`: write `win N` or `capture N`
puzzle-data-solution = solution: { $why }
puzzle-data-no-move = the solution has no move
puzzle-proof-not-exactly = { $side } does not win in exactly { $moves }
puzzle-proof-capture = the most a move captures is { $most }, not { $seeds }
puzzle-proof-illegal = move { $number } ({ $played }) is not legal
puzzle-proof-misses = move { $number } ({ $played }) misses the goal
puzzle-proof-short = the stored line does not reach the goal
puzzle-own-not-a-win = `{ $goal }` is not a win in 1 to { $most }
