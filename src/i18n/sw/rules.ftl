# rules
# Skrini ya sheria (R): kichwa chake, mstari wa hali, na maneno ya mifano yake. Maandishi ya sheria yenyewe
# si ujumbe wa katalogi: yako katika src/tui/rules_text/sw/*.txt.

rules-header = Sheria za { $game } · { $section }/{ $total } { $title }
rules-status = mistari { $first }-{ $last } kati ya { $total } · sheria za docs/rules/{ $game }.md

rules-example = Mfano: { $caption }
rules-before = kabla: zamu ya { $side }
rules-after = baada ya { $move }: zamu ya { $side }
rules-after-won = baada ya { $move }: { $side } ameshinda
rules-after-draw = baada ya { $move }: sare

# Kila upande una nini nje ya ubao wa mfano, kwa mistari mifupi (bao mbili husimama kando kwa kando).
rules-reserve = akiba S { $south } N { $north }
rules-kuu = kuu S { $south ->
        [yes] imesimama
       *[no] imevunjwa
    } N { $north ->
        [yes] imesimama
       *[no] imevunjwa
    }
rules-stones = mawe S { $south } N { $north }
rules-bank = ghala S { $south } N { $north }

# Mfano ambao sheria zinaukataa: kosa katika maandishi ya sheria, ambalo jaribio huzuia lisitoke.
rules-cannot-show = hauwezi kuonyeshwa: { $error }
rules-not-played = haujachezwa
rules-not-legal = { $move }: si hatua halali
