# rules
# The rules screen (R): its header and status line, and the words around its worked examples. The rules'
# texts themselves are not messages: src/tui/rules_text/*.txt, and in Swahili src/tui/rules_text/sw/*.txt.

rules-header = { $game } rules · { $section }/{ $total } { $title }
rules-status = lines { $first }-{ $last } of { $total } · the rules of docs/rules/{ $game }.md

rules-example = Example: { $caption }
rules-before = before: { $side } to move
rules-after = after { $move }: { $side } to move
rules-after-won = after { $move }: { $side } wins
rules-after-draw = after { $move }: Draw

# What each side has off an example's board, in short lines (two boards stand side by side in 80 columns).
rules-reserve = reserve S { $south } N { $north }
rules-kuu = kuu S { $south ->
        [yes] stands
       *[no] gone
    } N { $north ->
        [yes] stands
       *[no] gone
    }
rules-stones = stones S { $south } N { $north }
rules-bank = bank S { $south } N { $north }

# An example the rules refuse: a mistake in a rules text, which a test keeps from shipping.
rules-cannot-show = cannot be shown: { $error }
rules-not-played = not played
rules-not-legal = { $move }: not a legal move
