# puzzle: kazi za mafumbo, jinsi kila moja linavyopimwa, maneno ya mwamuzi kuhusu hatua, na mstari wa hali
# fumbo likichezwa; kwa nini data au uthibitisho wa fumbo hauko sawa.

puzzle-prompt-win = Zamu ya { $side }: shinda ndani ya hatua { $moves }
puzzle-prompt-capture = Zamu ya { $side }: kula { $variant ->
    [kimasai-relay] ng'ombe wengi zaidi
    [kimasai-step] mawe mengi zaidi
   *[other] mbegu nyingi zaidi
} ({ $seeds })
puzzle-title-win = Shinda ndani ya hatua { $moves }
puzzle-title-capture = Kula zaidi
puzzle-explain-win-in-one = { $side } anaweza kumaliza mchezo kwa ushindi katika hatua moja. Itafute.
puzzle-explain-win = { $side } anaweza kulazimisha ushindi ndani ya hatua { $moves }, vyovyote { $other } atakavyojibu. Kila hatua yako hupimwa kwa utafutaji kamili, kwa hiyo hatua yoyote inayoshinda inakubaliwa; { $other } hujibu kwa ulinzi bora. Jibu la lazima la { $other } linalomaliza mchezo pia ni ushindi.
puzzle-explain-capture = Hatua kadhaa zinakula; moja inachukua { $variant ->
    [kimasai-relay] ng'ombe wengi
    [kimasai-step] mawe mengi
   *[other] mbegu nyingi
} kuliko nyingine zote, kwa tofauti iliyo wazi ({ $seeds }). Tafuta hatua inayokula zaidi.

## Mwamuzi

puzzle-game-over = { $played } haiwezi kuchezwa: mchezo umekwisha ({ $outcome })
puzzle-not-legal = { $played } si hatua halali hapa
puzzle-draws = { $played } inamaliza mchezo kwa sare
puzzle-loses-at-once = { $played } inashindwa papo hapo: { $other } ameshinda
puzzle-lets-draw = { $played } inamruhusu { $other } kupata sare: { $reply } inamaliza mchezo kwa sare
puzzle-loses = { $played } inashindwa: { $other } anajibu { $reply } na kushinda
puzzle-lets-escape = { $played } inamruhusu { $other } kuponyoka kwa { $reply }: ushindi unachukua zaidi ya hatua { $moves }
puzzle-does-not-win = { $played } haishindi ndani ya hatua { $moves }
puzzle-too-few = { $got ->
    [0] { $played } haili kitu
   *[other] { $played } inakula { $pieces }
}: hatua bora inakula { $most }

## Mstari wa hali

puzzle-not-yet = bado: kilichokosewa kiko chini ya fumbo; jaribu tena
puzzle-right = sawa: { $played } · zamu yako
puzzle-right-answered = sawa: { $played }; { $side } anajibu { $reply } · zamu yako
puzzle-answer-failed = jibu halikuweza kuchezwa: { $why }
puzzle-solved = umetatua: { $played }
puzzle-solved-answered = umetatua: { $played }, na jibu bora la { $side } { $reply } linamaliza mchezo

## Fumbo lisilo sahihi

puzzle-bad-position = nafasi: { $why }
puzzle-data-fields = sehemu 4 zilizotenganishwa na ` | ` zilitarajiwa, zimepatikana { $found }
puzzle-data-goal = lengo `{ $goal }` halijulikani: andika `win N` au `capture N`
puzzle-data-solution = suluhisho: { $why }
puzzle-data-no-move = suluhisho halina hatua
puzzle-proof-not-exactly = { $side } hashindi ndani ya hatua { $moves } kamili
puzzle-proof-capture = hatua inayokula zaidi inakula { $most }, si { $seeds }
puzzle-proof-illegal = hatua { $number } ({ $played }) si halali
puzzle-proof-misses = hatua { $number } ({ $played }) inakosa lengo
puzzle-proof-short = njia iliyohifadhiwa haifiki lengo
puzzle-own-not-a-win = `{ $goal }` si ushindi ndani ya hatua 1 hadi { $most }
