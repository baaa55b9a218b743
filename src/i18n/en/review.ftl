# The review: evaluations, the marks, the exact verdicts (also `bao review`'s verdict column), the review
# screen and its messages.

## Evaluations and verdicts. `plies` and the like are `review-plies`.

review-plies = { $n ->
    [one] { $n } ply
   *[other] { $n } plies
}
review-eval-win = win in { $plies }
review-eval-loss = loss in { $plies }
review-verdict-wins-by-force = { $played } wins by force in { $plies }
review-verdict-wins-slower = { $played } wins, in { $plies }; { $best } wins in { $best_plies }
review-verdict-threw-away-and-loses = { $played } threw away a forced win in { $win } and loses in { $loses }; { $best } wins
review-verdict-threw-away = { $played } threw away a forced win in { $win }; { $best } wins
review-verdict-holds-out-longest = lost whatever is played: { $played } holds out longest, { $plies }
review-verdict-loses-sooner = lost whatever is played: { $played } loses in { $plies }; { $best } holds out { $best_plies }
review-verdict-loses-by-force = { $played } loses by force in { $plies }; { $best } holds

## The marks, as the review screen names them.

review-mark-best = best
review-mark-only-move = only-move
review-mark-good = good
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-mark-missed-win = missed-win
review-legend = X blunder  W missed win  ? mistake  i inaccuracy  ! only move

## The review screen.

review-title = { $game } · review · depth { $depth } · { $done }/{ $total } moves
review-at-start = start
review-after-move = after move { $n }
review-running = reviewing · about { $left } left
review-running-no-estimate = reviewing…
review-stopped = stopped: Space goes on
review-complete = review complete
review-minutes = { $minutes } min { $seconds } s
review-seconds = { $seconds } s
review-side = { $side } · loss { $loss }
review-no-mistakes = no mistakes
review-start-position = the start position: → walks the moves
review-not-yet = move { $n } is not reviewed yet
review-move = { $move }{ $symbol } { $mark } · best { $before } · played { $after } · lost { $lost }
review-best-line = best { $best }: { $line }
review-instead = instead of { $played }: { $move } (move { $at } of { $moves }), event { $event }/{ $events }
review-the-line = the line: { $line }

## What the review's keys say.

review-puzzles-not-kept = the puzzles this review found are not kept: { $why }
review-puzzles-kept = review complete: { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
} from this game in Learn, "from your games" (L)
review-kept-variation = kept as a variation beside move { $n }: { $moves } (the history lists it)
review-line-not-kept = the line is not kept: { $why }
review-no-move = no move to review yet
review-main-line-only = a review is of the main line: p in the history makes this line the main one
review-started = reviewing the game: Space stops, Esc closes (what is found is kept)
review-choose-a-move = the start position: choose a move with ← →
review-was-best = { $move } was the best move
review-line-end = the end of the better line
review-line-start = the start of the better line
review-no-mistake-yet = no mistake found there yet: the review goes on
review-no-mistake = no mistake of either side there
review-better-line = the better line: → ← one event, ] [ one lap, n p its moves, Esc back
review-line-does-not-replay = the better line does not replay
review-paused = review stopped: what it found is kept; Space goes on
review-goes-on = the review goes on
review-is-complete = the review is complete
