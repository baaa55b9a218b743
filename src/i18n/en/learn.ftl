# learn: the Learn screen, its list and an open lesson, the lessons themselves and how a lesson judges a move.
# dynamic: learn-lesson-

## The list

learn-title-long = Learn · { $game } · { $done }/{ $lessons } lessons done · { $solved }/{ $puzzles } puzzles solved
learn-title-short = Learn · { $game } · lessons { $done }/{ $lessons } · puzzles { $solved }/{ $puzzles }
learn-title-shortest = { $game } · lessons { $done }/{ $lessons } · puzzles { $solved }/{ $puzzles }
learn-another-game = ← → another game
learn-heading-lessons = Lessons
learn-heading-puzzles = Puzzles
learn-heading-own = Puzzles from your games
learn-own-none = none yet: review a game (V on the board) to find some
learn-origin = { $game }, move { $number }
learn-origin-unnamed = a game, move { $number }
learn-more = { $count } more

## An open lesson or puzzle

learn-open-title = { $kind ->
    [lesson] Lesson
    [puzzle] Puzzle
   *[own] Your puzzle
} { $number }/{ $count } · { $game } · { $title }
learn-done-mark = done

## The status line

learn-opened = lessons: Enter opens one; ← → another game
learn-no-lesson = no lesson here
learn-play-it = play it on the board: Enter, or : to type it
learn-all-seen = every lesson and puzzle of { $game } seen: ← → another game
learn-no-undo = nothing to take back: a lesson's move is judged, not kept
learn-not-yet = not yet: what went wrong is under the lesson; try again
learn-done = done: { $played }
learn-done-watch = ✓ { $what } · watch it (space pauses), Enter: the next one
learn-done-unsaved = { $what }, but not saved: { $why }
learn-dropped = { $more ->
    [0] dropped { $note }
   *[other] dropped { $note } (and { $more } more)
}
learn-own-dropped = the puzzle from your games at { $position }: { $why }

## The files in the data folder

learn-progress-unreadable = lesson progress { $path }: { $error }
learn-progress-damaged = lesson progress { $path }: { $error }; it is left as it is and progress is not saved
learn-own-unreadable = puzzles from your games { $path }: { $error }
learn-own-damaged = puzzles from your games { $path }: { $error }; it is left as it is and new ones are not saved

## A lesson's judgement of a move: `A7< sowed 1 lap with no relay, captured nothing and ended in the kuu A5,
## which ends a takata, so it did not relay: look for ...`

learn-wrong = { $played } { $did }, so { $missed }: { $hint }
learn-not-a-move-here = { $played } is not a move here
learn-took-nothing = captured nothing
learn-took = captured { $pieces }
learn-did-step = stepped from { $from } to { $to } and { $took }
learn-did-sow = sowed { $laps ->
    [one] { $laps } lap
   *[other] { $laps } laps
} with { $relays ->
    [0] no relay
    [one] { $relays } relay
   *[other] { $relays } relays
}, { $took }
learn-did-and-ended = { $did } and { $ended }
learn-over-won = { $did }; the game is over and you won
learn-over-lost = { $did }; the game is over and you lost ({ $winner } wins: { $reason })
learn-over-drew = { $did }; the game is over and you drew
learn-ended-empty = ended in { $hole }, which was empty
learn-ended-held = ended in { $hole }, which held { $pieces }
learn-ended-kuu-stops = ended in the kuu { $hole }, which ends a takata
learn-ended-kuu-choice = stopped in the kuu { $hole }
learn-ended-reserved-stops = ended in the hizi zetu hole { $hole }
learn-ended-reserved-banks = ended in the reserved hole { $hole }
learn-ended-kuweka-mtoto = reserved { $hole } (kuweka mtoto)
learn-ended-game-won = emptied the opponent's front row

learn-missed-legal = it is not a move
learn-missed-one-lap = it did not stop after one lap
learn-missed-relays = { $times ->
    [one] it did not relay
   *[other] it did not relay { $times } times
}
learn-missed-captures = { $times ->
    [one] it did not capture
   *[other] it did not capture { $times } times
}
learn-missed-capture-into = it did not capture { $from } and sow the { $variant ->
    [kimasai-relay] cows
    [kimasai-step] stones
   *[other] seeds
} from { $enter }
learn-missed-safari = it did not play on from the kuu (safari)
learn-missed-tax = it did not take the tax of two from the kuu
learn-missed-takasia = it made no hizi zetu reservation
learn-missed-phase-two = phase 2 did not begin with the game going on
learn-missed-file = it did not capture a whole file
learn-missed-kuweka-mtoto = it reserved no hole
learn-missed-banks-own = no seed went through your reserved hole to your bank
learn-missed-wins = it did not win

## The lessons: each one's title, the idea it teaches, what it asks and where to look after a miss (a lesson on
## what the rules allow has no hint: a wrong move there is refused by the rules).

learn-lesson-kete-relay-title = Relay
learn-lesson-kete-relay-text = A lap ending in an occupied hole goes on: its seeds are sown on (a relay). A lap ending in an empty hole ends the move, as does one ending in your kuu (the square hole) in a takata (a move that captures nothing).
learn-lesson-kete-relay-ask = make a move that relays
learn-lesson-kete-relay-hint = look for a lap that ends in an occupied hole that is not your kuu

learn-lesson-kete-kichwa-title = Capture and kichwa
learn-lesson-kete-kichwa-text = A seed from the reserve that lands in an occupied front hole facing an occupied hole captures it. The captured seeds are sown from a kichwa (A1 or A8): after a capture in a central hole (A3 to A6) you choose which, by the direction of the move (> from A1, < from A8).
learn-lesson-kete-kichwa-ask = capture North's kuu a5 and sow its seeds from the left kichwa A1
learn-lesson-kete-kichwa-hint = A4 faces a5; the direction > sows the captured seeds from A1

learn-lesson-kete-safari-title = Kuu and safari
learn-lesson-kete-safari-text = When a capturing move in the nemo stage (the first stage, while a reserve seed is brought in each move) ends a lap in your own kuu (A5), you choose: stop there, or lift the kuu and play on (safari). A safari gives up the kuu: it stops working.
learn-lesson-kete-safari-ask = capture, and play on from your kuu (safari)
learn-lesson-kete-safari-hint = when the move reaches the kuu, answer that you play on

learn-lesson-kete-tax-title = The kuu's tax
learn-lesson-kete-tax-text = When your kuu (A5) is your only occupied front hole and holds 7 or more seeds, the reserve seed goes into it and only 2 seeds are taken out and sown (the tax): the kuu keeps working.
learn-lesson-kete-tax-ask = play from the kuu A5 and pay the tax
learn-lesson-kete-tax-hint = the reserve seed goes into A5, then 2 seeds are sown

learn-lesson-kete-hizi-zetu-title = Hizi zetu
learn-lesson-kete-hizi-zetu-text = In the mtaji stage (the second, once the reserves are empty), after your takata, if the opponent cannot capture and you threaten exactly one of their front holes, that hole is reserved (hizi zetu): they may not start from it, and a lap of theirs that ends there stops.
learn-lesson-kete-hizi-zetu-ask = make a takata that reserves a hole of North's (hizi zetu)
learn-lesson-kete-hizi-zetu-hint = move so that exactly one hole of North's is under threat

learn-lesson-kete-bao-hamna-title = Bao hamna
learn-lesson-kete-bao-hamna-text = You win when the opponent's front row is empty: the capture that empties it ends the game at once (bao hamna). A mtaji move starts from a hole with 2 to 15 seeds, either row.
learn-lesson-kete-bao-hamna-ask = win: capture every seed of North's front row in one move
learn-lesson-kete-bao-hamna-hint = look for a move whose captures chain along North's front row

learn-lesson-kimasai-relay-reserve-title = A cow from the reserve
learn-lesson-kimasai-relay-reserve-text = In phase 1 every move brings one cow from your reserve into a hole of yours, then lifts all its cows and sows them clockwise (A1 to A8, then B8 to B1). A lap that ends in an empty hole ends the move.
learn-lesson-kimasai-relay-reserve-ask = bring in a cow so that the move ends after one lap
learn-lesson-kimasai-relay-reserve-hint = count where the last cow falls: it must be an empty hole

learn-lesson-kimasai-relay-relay-title = Relay sowing
learn-lesson-kimasai-relay-relay-text = A lap that ends in an occupied hole relays: all the cows of that hole are lifted and sown on. One move can relay many times.
learn-lesson-kimasai-relay-relay-ask = make a move that relays twice
learn-lesson-kimasai-relay-relay-hint = start where each lap of two cows ends on the next occupied hole

learn-lesson-kimasai-relay-phase-title = Phase 2 begins
learn-lesson-kimasai-relay-phase-text = When the last reserve cow is in, phase 2 begins and captures start. A move that leaves your own inner row (A) empty loses, in either phase.
learn-lesson-kimasai-relay-phase-ask = bring in your last cow without emptying your inner row
learn-lesson-kimasai-relay-phase-hint = keep a cow in the inner row

learn-lesson-kimasai-relay-raid-title = A raid
learn-lesson-kimasai-relay-raid-text = In phase 2 a lap that ends in an occupied hole of your inner row, facing occupied cows, steals them. The stolen cows are sown on, the first into the hole that captured.
learn-lesson-kimasai-relay-raid-ask = raid North's cows
learn-lesson-kimasai-relay-raid-hint = end a lap in A5, which faces a4

learn-lesson-kimasai-relay-chain-title = A chain of raids
learn-lesson-kimasai-relay-chain-text = The lap that sows stolen cows is a lap like any other: if it ends in an occupied inner hole facing cows, it steals again.
learn-lesson-kimasai-relay-chain-ask = raid twice in one move
learn-lesson-kimasai-relay-chain-hint = the three cows from a4 are sown from A5 to A7, which faces a2

learn-lesson-kimasai-relay-win-title = The winning raid
learn-lesson-kimasai-relay-win-text = You win when North's inner row (a) is empty: a raid that takes its last cows ends the game at once.
learn-lesson-kimasai-relay-win-ask = win: raid North's last inner cows
learn-lesson-kimasai-relay-win-hint = a4 holds all of North's inner cows; A5 faces it

learn-lesson-kimasai-step-step-title = A step
learn-lesson-kimasai-step-step-text = Each hole holds one stone at most. A move steps one stone into the next hole anticlockwise (A3 to A2, A1 to B1, B12 to A12), and only into an empty hole.
learn-lesson-kimasai-step-step-ask = step a stone

learn-lesson-kimasai-step-capture-title = A capture
learn-lesson-kimasai-step-capture-text = A stone that steps into a hole of your front row (A) facing an enemy stone captures it: the stone is removed from the game. A step in the back row (B) never captures.
learn-lesson-kimasai-step-capture-ask = capture a stone
learn-lesson-kimasai-step-capture-hint = step into the front hole that faces a9

learn-lesson-kimasai-step-file-title = A whole file
learn-lesson-kimasai-step-file-text = When you capture a front stone, the back stone of the same file (behind it) goes too: the whole file is cleared, two stones at once.
learn-lesson-kimasai-step-file-ask = capture a whole file, front and back
learn-lesson-kimasai-step-file-hint = a9 has b9 behind it; a6 stands alone

learn-lesson-kimasai-step-corner-title = The corner entry
learn-lesson-kimasai-step-corner-text = A stone comes back into the front row at the corner: B12 steps to A12, and A12 faces a1, so this step can capture.
learn-lesson-kimasai-step-corner-ask = capture by entering the front row at the corner
learn-lesson-kimasai-step-corner-hint = the stone in B12 steps into A12

learn-lesson-kimasai-step-back-row-title = The safe back row
learn-lesson-kimasai-step-back-row-text = An enemy back stone is safe while the front hole of its file is empty: stepping in front of it captures nothing.
learn-lesson-kimasai-step-back-row-ask = capture a stone
learn-lesson-kimasai-step-back-row-hint = b9 is behind an empty a9; look for a front stone of North's

learn-lesson-kimasai-step-win-title = The last stones
learn-lesson-kimasai-step-win-text = You win when North has no stones left.
learn-lesson-kimasai-step-win-ask = win: capture North's last stones
learn-lesson-kimasai-step-win-hint = North's two stones are one file

learn-lesson-kingulu-relay-title = Sow and relay
learn-lesson-kingulu-relay-text = Seeds are sown anticlockwise round the whole board: along your row A1 to A6, then North's a1 to a6. A lap that ends in an occupied hole of North's row relays: its seeds are lifted and sown on.
learn-lesson-kingulu-relay-ask = make a move that relays
learn-lesson-kingulu-relay-hint = end the first lap in a1, which holds a seed

learn-lesson-kingulu-first-lap-title = The first-lap rule
learn-lesson-kingulu-first-lap-text = The first lap of a move may not end in an occupied hole of your own row: such a move is not allowed. Later laps may.
learn-lesson-kingulu-first-lap-ask = find the move the first-lap rule allows

learn-lesson-kingulu-capture-title = A capture
learn-lesson-kingulu-capture-text = A lap that ends in an empty hole of your own row captures the seeds of the facing hole, with the capturing seed: all go to your bank, and the move ends.
learn-lesson-kingulu-capture-ask = capture North's seeds
learn-lesson-kingulu-capture-hint = end in an empty hole of yours facing seeds: A5 faces a2

learn-lesson-kingulu-kuweka-mtoto-title = Kuweka mtoto
learn-lesson-kingulu-kuweka-mtoto-text = A lap whose last seed makes 4 in a hole of North's that held 3 reserves it for you for good (kuweka mtoto); the lap's second-to-last seed is moved into it too, and the move ends.
learn-lesson-kingulu-kuweka-mtoto-ask = reserve a hole of North's
learn-lesson-kingulu-kuweka-mtoto-hint = a1 holds 3

learn-lesson-kingulu-reserved-title = Sowing through a reserved hole
learn-lesson-kingulu-reserved-text = Every seed that falls into a reserved hole goes at once to its owner's bank, whoever sows it. You reserved a2 (marked *): sow through it.
learn-lesson-kingulu-reserved-ask = send a seed through your reserved hole a2 to your bank
learn-lesson-kingulu-reserved-hint = a lap from A6 passes a1 and a2

learn-lesson-kingulu-finish-title = Finish and score
learn-lesson-kingulu-finish-text = The game ends when the player to move has no move. Each then scores the bank, the seeds in their own unreserved holes and those in the holes they reserved; the higher score wins.
learn-lesson-kingulu-finish-ask = end the game and win on score
learn-lesson-kingulu-finish-hint = take North's last seeds
