# The step-through's sentences (one a trace event) and its lap log, also printed by `bao trace --text`; the
# stages' names; how a game ended.
# A value `piece` is the game's piece as a key: seed, cow or stone. `row` is the row that faces the opponent as
# each game's document names it: inner, row or front. `reserved`, `side` (of a kichwa) and `way` are keys too.

## One event, one sentence.

explain-reserve-cow = phase 1: a reserve cow is added to { $hole }
explain-reserve-seed = nemo: the reserve seed goes into { $hole }
explain-tax = lap { $lap }: kuu tax: { $hole } is the only occupied front hole and held 7 or more, so only { $count } are lifted; the kuu stands
explain-lift = lap { $lap }: { $count } lifted from { $hole }
explain-sow-last = the last { $piece ->
    [cow] cow
    [stone] stone
   *[seed] seed
} into { $hole }
explain-sow = a { $piece ->
    [cow] cow
    [stone] stone
   *[seed] seed
} into { $hole }, { $count } left in hand
explain-bank = a seed into reserved { $hole } goes to { $side }'s bank, { $count } left in hand
explain-lap-end = lap { $lap } ends in { $hole }, which { $held }{ $rule }
explain-held-empty = was empty
explain-held = held { $count }
explain-relay = lap { $lap }: relay, { $count } lifted from { $hole }
explain-safari = safari: the kuu is lifted, sowing goes on
explain-no-safari = no safari: the move stops in the kuu
explain-reserve-hole = kuweka mtoto: { $hole } is { $side }'s for good; { $rest }
explain-penultimate-moved = the lap's penultimate seed moves from { $from } into it
explain-penultimate-singleton = the lap was one seed, so no penultimate seed moves
explain-penultimate-banked = the penultimate seed fell into reserved { $from } and stays in its bank
explain-takasia = hizi zetu: after this takata { $hole } is the one hole of { $blocked }'s under threat, so it is reserved: { $blocked } may not start from it next move and a lap of his ending there stops; then { $reserving } must capture it if he can
explain-step = the stone in { $from } steps into empty { $to }
explain-stage-mtaji = the last reserve seed is on the board: the mtaji stage begins, moves now lift a whole hole
explain-stage-phase-2 = both reserves are empty: phase 2 begins, captures from now on
explain-game-over = game over: { $result } : { $reason }

## What a lap's end caused, after "lap 2 ends in A6, which held 3 seeds".

explain-rule-empty = : the move ends
explain-rule-nothing-facing = , in { $me }'s own row facing { $reserved ->
    [yes] reserved
   *[no] empty
} { $facing }: nothing is captured, the move ends
explain-rule-empty-captures = , in { $me }'s own row facing occupied { $facing }: capture, with the capturing seed
explain-rule-captures = , facing occupied { $facing }: capture
explain-rule-relay = : relay{ $why }
explain-why-takata = {" "}(no capture: the move is a takata, its first lap did not capture)
explain-why-facing-empty = {" "}(no capture: { $hole } facing it is empty)
explain-why-phase-1 = {" "}(no capture: phase 1 has none)
explain-why-later-lap = {" "}(an own hole, allowed after the first lap)
explain-why-first-lap-from-kuu = {" "}(the hizi zetu hole stops no first lap of a move from the kuu)
explain-rule-kuu-stops = , { $me }'s standing kuu: a takata ends there
explain-rule-kuu-choice = , { $me }'s standing kuu: stop here, or play on with safari
explain-rule-kuu-safari = , { $me }'s standing kuu: in mtaji safari is mandatory
explain-rule-reserved-stops = , the hole reserved by hizi zetu: the move ends
explain-rule-reserved-banks = , a reserved hole: the last seed goes to { $owner }'s bank and the move ends
explain-rule-kuweka-mtoto = , in { $them }'s row: the last seed makes 4, kuweka mtoto
explain-rule-game-won = : { $them }'s { $row ->
    [inner] inner row
    [row] row
   *[front] front row
} is empty, so the game is won and nothing more is sown

## Captures, and captured seeds entering the board.

explain-capture-placement = nemo capture: { $by } holds seeds and faces occupied { $from }, so { $taken } { $n ->
    [one] is
   *[other] are
} taken from { $from }
explain-capture-to-bank = { $by } captures { $taken } from { $from }: with the capturing seed out of { $with }, { $total } to { $side }'s bank
explain-capture-facing = the stone entering { $by } faces { $side }'s stone in { $from }: it is captured and removed
explain-capture-same-file = { $from }, the back stone of the same file, is removed too: the whole file is cleared
explain-capture = { $by } captures { $taken } from { $from } into { $side }'s hand
# With its verb in English (is, are); Swahili's verbal noun (kupanda) needs none.
explain-the-captured = { $n ->
    [one] the captured { $piece ->
        [cow] cow
        [stone] stone
       *[seed] seed
    } is
   *[other] the { $n } captured { $piece ->
        [cow] cows
        [stone] stones
       *[seed] seeds
    } are
}
explain-enter-chosen = lap { $lap }: { $captured } sown from the { $side ->
    [left] left
   *[right] right
} kichwa { $hole }, { $direction }, as the move chose (a capture in a central hole)
explain-enter-kimbi = lap { $lap }: { $captured } sown from the { $side ->
    [left] left
   *[right] right
} kichwa { $hole }, { $direction }: the capture was in the { $side ->
    [left] left
   *[right] right
} kimbi
explain-enter-keeps-direction = lap { $lap }: { $captured } sown from the kichwa { $hole }, keeping the direction { $direction } (a capture in a central hole)
explain-enter-capturing-hole = lap { $lap }: { $captured } sown on from { $hole }, the first into the capturing hole itself
explain-clockwise = clockwise
explain-anticlockwise = anticlockwise

## A kuu destroyed.

explain-kuu-captured = { $side }'s kuu is destroyed: its seeds were captured
explain-kuu-lifted = { $side }'s kuu is destroyed: all its seeds were lifted
explain-kuu-six-seeds = { $side }'s kuu is destroyed: it held 6, so with the reserve seed all 7 are sown (the Lamu six-seed rule)
explain-kuu-safari = { $side }'s kuu is destroyed: safari lifted all its seeds

## The lap log: a line a lap, `lap 1  A3 4 seeds → a1 had 4: relay`.

explain-log-lift = lap { $lap }  { $hole } { $count }
explain-log-tax = lap { $lap }  tax { $hole } { $count }
explain-log-relay = lap { $lap }  relay { $hole } { $count }
# `piece` is for the languages whose word for "captured" agrees with it; English's does not.
explain-log-enter = lap { $lap }  { $n } captured { $hole } { $way ->
    [cw] cw
   *[acw] acw
}{ $piece ->
    [cow] {""}
   *[seed] {""}
}
explain-log-placement = placement  { $by } captures { $from }
explain-log-step = step  { $from } to { $to }
explain-log-lap-end = {" "}→ { $hole } { $was ->
    [0] empty
   *[other] had { $was }
}: { $caused }
explain-log-captures = , captures { $from }
explain-log-same-file = {" "}and { $from }
explain-log-penultimate = , 1 from { $from }
explain-caused-ends = the move ends
explain-caused-captures = captures { $facing }
explain-caused-relay = relay
explain-caused-kuu-stops = kuu, the takata ends
explain-caused-kuu-choice = kuu, stop or safari
explain-caused-kuu-safari = kuu, safari
explain-caused-reserved-stops = hizi zetu hole, ends
explain-caused-reserved-banks = reserved, banked, ends
explain-caused-kuweka-mtoto = kuweka mtoto
explain-caused-game-won = the game is won

## The stages, as the title line names them.

explain-stage-nemo = nemo stage
explain-stage-mtaji-name = mtaji stage
explain-stage-phase-1-name = phase 1
explain-stage-phase-2-name = phase 2: captures

## How a game ended: the result, then why (`south wins`, `north has no legal move, score 26-22`). `side` is a
## side as `explain-end-side` or `explain-end-named` word it, `whose` as `explain-end-whose` or
## `explain-end-named-whose` do.

explain-end-side = { $side ->
    [north] north
   *[south] south
}
explain-end-whose = { $side ->
    [north] north's
   *[south] south's
}
explain-end-named = { $name } ({ $side })
explain-end-named-whose = { $name } ({ $whose })
explain-end-wins = { $side } wins
explain-end-draw = draw
explain-end-drawn-by-agreement = drawn by agreement
explain-end-aborted = aborted
explain-end-no-legal-move = { $side } has no legal move
explain-end-inner-row-empty = { $whose } inner row is empty
explain-end-bao-hamna = bao hamna, { $whose } front row is empty
explain-end-no-stones = { $side } has no stones left
explain-end-repetition = the position repeated
explain-end-score = { $reason }, score { $south }-{ $north }
explain-end-resigned = { $side } resigned
explain-end-out-of-time = { $side } ran out of time
explain-end-agreed = { $south } and { $north } agreed a draw
explain-end-no-result = no result, ended before each side had moved
explain-short-unfinished = unfinished
explain-short-timed-out = { $side } timed out
explain-short-draw-agreed = draw agreed

## Why no move starts from a hole, and why a typed move is refused (the rules' own words in English). A side
## is `explain-end-side`'s.

explain-illegal-no-such-hole = the board has no hole { $hole }
explain-illegal-opponents-hole = { $hole } is { $owner }'s hole
explain-illegal-opponents-row = { $hole } is in { $owner }'s row; { $mover } sows from row { $row }
explain-illegal-own-reserved = { $hole } is { $side }'s reserved hole; its seeds stay there until the game ends
explain-illegal-reserved-by = { $hole } is reserved by { $side }
explain-illegal-empty = { $hole } is empty
explain-illegal-first-lap = its first lap ends in { $end }, an occupied hole of { $side }'s own row
explain-illegal-endless = its sowing never ends
explain-illegal-game-over = the game is over
explain-illegal-over = the game is over ({ $outcome })
explain-illegal-no-stone = { $hole } holds no stone
explain-illegal-step-blocked = the stone in { $hole } steps into { $next }, which is not empty
explain-illegal-kichwa-own-side = captured seeds at { $hole } are sown from the kichwa on its own side
explain-illegal-not-the-capture = capturing is mandatory, and { $hole } sown that way does not make the capture required
explain-illegal-empties-front-row = sowing { $hole } that way would empty { $side }'s front row
explain-illegal-nemo-front-row = in nemo the reserve seed goes into the front row
explain-illegal-nemo-empty = { $hole } is empty; the reserve seed goes into an occupied front hole
explain-illegal-capture-mandatory = a capture is available, and capturing is mandatory
explain-illegal-kuu-takes-reserve-last = { $side }'s kuu takes the reserve seed only when it is the only occupied front hole
explain-illegal-kuu-destroyed = { $side }'s kuu is destroyed: the reserve seed goes into a hole of 2 or more
explain-illegal-too-few = { $hole } holds only { $seeds }; a move starts from a hole of 2 seeds or more
explain-illegal-hizi-zetu = { $hole } is reserved by hizi zetu
explain-illegal-must-capture-reserved = hizi zetu: { $side } must capture the reserved { $reserved } first
explain-illegal-takata-from-kuu = { $side }'s kuu exists, and a takata must start from it
explain-illegal-back-row = the back row may start a move only when the front row holds nothing but singletons
explain-move-not-a-move = `{ $text }` is not a move: expected a hole such as A3, then for kete `<` or `>` (or L, R) and perhaps `+`
explain-move-no-such-hole = { $text }: the { $variant } board has no hole { $hole }
explain-move-no-direction = { $text }: { $variant } moves take no direction; write { $hole }
explain-move-no-choice = { $text }: the stop-or-safari choice does not arise in this move
explain-move-ambiguous = { $text } is ambiguous: write { $options }
explain-or = or
explain-move-game-over = { $text }: the game is over ({ $outcome })
explain-move-illegal = { $text } is not legal: { $reason }
