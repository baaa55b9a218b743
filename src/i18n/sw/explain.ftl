# Sentensi za kufuatilia hatua (moja kwa kila tukio) na kumbukumbu ya mizunguko, pia za `bao trace --text`;
# majina ya awamu; jinsi mchezo ulivyokwisha.
# Sentensi hutumia jina la kitendo (kuinua, kupanda) badala ya kitenzi chenye kiambishi, ili zikubaliane na
# mbegu, ng'ombe au mawe bila kujali idadi.

## Tukio moja, sentensi moja.

explain-reserve-cow = awamu 1: ng'ombe wa akiba anaongezwa kwenye { $hole }
explain-reserve-seed = nemo: mbegu ya akiba inaingia { $hole }
explain-tax = mzunguko { $lap }: kodi ya kuu: { $hole } ndilo shimo pekee la mbele lenye mbegu na lilikuwa na 7 au zaidi, kwa hiyo zinainuliwa { $count } tu; kuu inabaki
explain-lift = mzunguko { $lap }: kuinua { $count } kutoka { $hole }
explain-sow-last = { $piece ->
    [cow] ng'ombe wa mwisho
    [stone] jiwe la mwisho
   *[seed] mbegu ya mwisho
} kwenye { $hole }
explain-sow = { $piece ->
    [cow] ng'ombe mmoja
    [stone] jiwe moja
   *[seed] mbegu moja
} kwenye { $hole }, { $count } mkononi
explain-bank = mbegu moja kwenye { $hole } lililohifadhiwa inaenda ghala la { $side }, { $count } mkononi
explain-lap-end = mzunguko { $lap } unaishia { $hole }, { $held }{ $rule }
explain-held-empty = lililokuwa tupu
explain-held = lililokuwa na { $count }
explain-relay = mzunguko { $lap }: kupokezana, kuinua { $count } kutoka { $hole }
explain-safari = safari: kuu inainuliwa, upandaji unaendelea
explain-no-safari = hakuna safari: hatua inaishia kwenye kuu
explain-reserve-hole = kuweka mtoto: { $hole } ni la { $side } milele; { $rest }
explain-penultimate-moved = mbegu ya pili kutoka mwisho ya mzunguko inahama kutoka { $from } kuingia humo
explain-penultimate-singleton = mzunguko ulikuwa mbegu moja, kwa hiyo hakuna mbegu ya pili kutoka mwisho inayohama
explain-penultimate-banked = mbegu ya pili kutoka mwisho ilianguka kwenye { $from } lililohifadhiwa na inabaki kwenye ghala lake
explain-takasia = hizi zetu: baada ya takata hii { $hole } ndilo shimo pekee la { $blocked } lililo hatarini, kwa hiyo linahifadhiwa: { $blocked } hawezi kuanzia hapo hatua ijayo, na mzunguko wake ukiishia hapo unasimama; kisha { $reserving } lazima alile akiweza
explain-step = jiwe la { $from } linasogea kwenye { $to } lililo tupu
explain-stage-mtaji = mbegu ya mwisho ya akiba iko ubaoni: awamu ya mtaji inaanza, sasa kila hatua inainua shimo zima
explain-stage-phase-2 = akiba zote mbili zimekwisha: awamu 2 inaanza, kula kuanzia sasa
explain-game-over = mchezo umekwisha: { $result } : { $reason }

## Mwisho wa mzunguko ulisababisha nini, baada ya "mzunguko 2 unaishia A6, lililokuwa na mbegu 3".

explain-rule-empty = : hatua inaisha
explain-rule-nothing-facing = , katika safu ya { $me } mwenyewe, likikabili { $facing } { $reserved ->
    [yes] lililohifadhiwa
   *[no] lililo tupu
}: hakuna kinacholiwa, hatua inaisha
explain-rule-empty-captures = , katika safu ya { $me } mwenyewe, likikabili { $facing } lisilo tupu: kula, pamoja na mbegu inayokula
explain-rule-captures = , likikabili { $facing } lisilo tupu: kula
explain-rule-relay = : kupokezana{ $why }
explain-why-takata = {" "}(hakuna kula: hatua ni takata, mzunguko wake wa kwanza haukula)
explain-why-facing-empty = {" "}(hakuna kula: { $hole } linalolikabili ni tupu)
explain-why-phase-1 = {" "}(hakuna kula: awamu 1 haina kula)
explain-why-later-lap = {" "}(shimo lake mwenyewe, linaruhusiwa baada ya mzunguko wa kwanza)
explain-why-first-lap-from-kuu = {" "}(shimo la hizi zetu halisimamishi mzunguko wa kwanza wa hatua inayoanzia kuu)
explain-rule-kuu-stops = , kuu hai ya { $me }: takata inaishia hapo
explain-rule-kuu-choice = , kuu hai ya { $me }: simama hapa, au endelea kwa safari
explain-rule-kuu-safari = , kuu hai ya { $me }: katika mtaji safari ni lazima
explain-rule-reserved-stops = , shimo lililohifadhiwa na hizi zetu: hatua inaisha
explain-rule-reserved-banks = , shimo lililohifadhiwa: mbegu ya mwisho inaenda ghala la { $owner } na hatua inaisha
explain-rule-kuweka-mtoto = , katika safu ya { $them }: mbegu ya mwisho inafanya 4, kuweka mtoto
explain-rule-game-won = : { $row ->
    [inner] safu ya ndani
    [row] safu
   *[front] safu ya mbele
} ya { $them } ni tupu, kwa hiyo ushindi umepatikana na hakuna kinachopandwa tena

## Kula, na mbegu zilizoliwa zinapoingia ubaoni.

explain-capture-placement = kula kwa nemo: { $by } lina mbegu na linakabili { $from } lisilo tupu, kwa hiyo { $taken } { $n ->
    [one] inachukuliwa
   *[other] zinachukuliwa
} kutoka { $from }
explain-capture-to-bank = { $by } linakula { $taken } kutoka { $from }: pamoja na mbegu inayokula kutoka { $with }, { $total } kwenda ghala la { $side }
explain-capture-facing = jiwe linaloingia { $by } linakabili jiwe la { $side } katika { $from }: linaliwa na kuondolewa
explain-capture-same-file = { $from }, jiwe la nyuma la safu wima ile ile, linaondolewa pia: safu wima nzima inasafishwa
explain-capture = { $by } linakula { $taken } kutoka { $from } kuingia mkononi mwa { $side }
explain-the-captured = { $piece ->
    [cow] { $n ->
        [one] ng'ombe aliyeliwa
       *[other] ng'ombe { $n } walioliwa
    }
    [stone] { $n ->
        [one] jiwe lililoliwa
       *[other] mawe { $n } yaliyoliwa
    }
   *[seed] { $n ->
        [one] mbegu iliyoliwa
       *[other] mbegu { $n } zilizoliwa
    }
}
explain-enter-chosen = mzunguko { $lap }: kupanda { $captured } kutoka kichwa cha { $side ->
    [left] kushoto
   *[right] kulia
} { $hole }, { $direction }, kama hatua ilivyochagua (kula katika shimo la kati)
explain-enter-kimbi = mzunguko { $lap }: kupanda { $captured } kutoka kichwa cha { $side ->
    [left] kushoto
   *[right] kulia
} { $hole }, { $direction }: kula kulikuwa katika kimbi cha { $side ->
    [left] kushoto
   *[right] kulia
}
explain-enter-keeps-direction = mzunguko { $lap }: kupanda { $captured } kutoka kichwa { $hole }, bila kubadili mwelekeo { $direction } (kula katika shimo la kati)
explain-enter-capturing-hole = mzunguko { $lap }: kupanda { $captured } kuanzia { $hole }, ya kwanza ikiingia shimo lililokula lenyewe
explain-clockwise = mwendo wa saa
explain-anticlockwise = kinyume cha saa

## Kuu imevunjwa.

explain-kuu-captured = kuu ya { $side } imevunjwa: mbegu zake zimeliwa
explain-kuu-lifted = kuu ya { $side } imevunjwa: mbegu zake zote zimeinuliwa
explain-kuu-six-seeds = kuu ya { $side } imevunjwa: ilikuwa na 6, kwa hiyo pamoja na mbegu ya akiba zote 7 zinapandwa (sheria ya Lamu ya mbegu sita)
explain-kuu-safari = kuu ya { $side } imevunjwa: safari imeinua mbegu zake zote

## Kumbukumbu ya mizunguko: mstari mmoja kwa mzunguko, `mzunguko 1  A3 mbegu 4 → a1 na 4: kupokezana`.

explain-log-lift = mzunguko { $lap }  { $hole } { $count }
explain-log-tax = mzunguko { $lap }  kodi { $hole } { $count }
explain-log-relay = mzunguko { $lap }  pokezana { $hole } { $count }
explain-log-enter = mzunguko { $lap }  { $piece ->
    [cow] walioliwa
   *[seed] zilizoliwa
} { $n } { $hole } { $way ->
    [cw] saa
   *[acw] k.saa
}
explain-log-placement = kuweka  { $by } linakula { $from }
explain-log-step = kusogea  { $from } hadi { $to }
explain-log-lap-end = {" "}→ { $hole } { $was ->
    [0] tupu
   *[other] na { $was }
}: { $caused }
explain-log-captures = , kula { $from }
explain-log-same-file = {" "}na { $from }
explain-log-penultimate = , 1 kutoka { $from }
explain-caused-ends = hatua inaisha
explain-caused-captures = kula { $facing }
explain-caused-relay = kupokezana
explain-caused-kuu-stops = kuu, takata inaisha
explain-caused-kuu-choice = kuu, simama au safari
explain-caused-kuu-safari = kuu, safari
explain-caused-reserved-stops = shimo la hizi zetu, inaisha
explain-caused-reserved-banks = limehifadhiwa, ghalani, inaisha
explain-caused-kuweka-mtoto = kuweka mtoto
explain-caused-game-won = ushindi

## Awamu, kama mstari wa kichwa unavyozitaja.

explain-stage-nemo = awamu ya nemo
explain-stage-mtaji-name = awamu ya mtaji
explain-stage-phase-1-name = awamu 1
explain-stage-phase-2-name = awamu 2: kula

## Jinsi mchezo ulivyokwisha: matokeo, kisha kwa nini. Kiswahili hakihitaji kimilikishi chake (`ya` iko
## ndani ya sentensi), kwa hiyo `whose` ni jina la upande tu.

explain-end-side = { $side ->
    [north] Kaskazini
   *[south] Kusini
}
explain-end-whose = { $side ->
    [north] Kaskazini
   *[south] Kusini
}
explain-end-named = { $name } ({ $side })
explain-end-named-whose = { $name } ({ $whose })
explain-end-wins = mshindi ni { $side }
explain-end-draw = sare
explain-end-drawn-by-agreement = sare kwa makubaliano
explain-end-aborted = umesitishwa
explain-end-no-legal-move = { $side } hana hatua halali
explain-end-inner-row-empty = safu ya ndani ya { $whose } ni tupu
explain-end-bao-hamna = bao hamna, safu ya mbele ya { $whose } ni tupu
explain-end-no-stones = { $side } hana mawe tena
explain-end-repetition = nafasi imejirudia
explain-end-score = { $reason }, alama { $south }-{ $north }
explain-end-resigned = { $side } amejitoa
explain-end-out-of-time = muda wa { $side } umekwisha
explain-end-agreed = { $south } na { $north } wamekubaliana sare
explain-end-no-result = hakuna matokeo, ulikwisha kabla kila upande haujacheza
explain-short-unfinished = haujakamilika
explain-short-timed-out = muda wa { $side } umekwisha
explain-short-draw-agreed = sare ya makubaliano

## Kwa nini hakuna hatua inayoanzia shimo, na kwa nini hatua iliyoandikwa imekataliwa.

explain-illegal-no-such-hole = ubao hauna shimo { $hole }
explain-illegal-opponents-hole = { $hole } ni shimo la { $owner }
explain-illegal-opponents-row = { $hole } liko katika safu ya { $owner }; { $mover } hupanda kutoka safu { $row }
explain-illegal-own-reserved = { $hole } ni shimo lililohifadhiwa na { $side }; mbegu zake hubaki humo hadi mchezo uishe
explain-illegal-reserved-by = { $hole } limehifadhiwa na { $side }
explain-illegal-empty = { $hole } ni tupu
explain-illegal-first-lap = mzunguko wake wa kwanza unaishia { $end }, shimo lisilo tupu la safu ya { $side } mwenyewe
explain-illegal-endless = upandaji wake hauishi kamwe
explain-illegal-game-over = mchezo umekwisha
explain-illegal-over = mchezo umekwisha ({ $outcome })
explain-illegal-no-stone = { $hole } halina jiwe
explain-illegal-step-blocked = jiwe la { $hole } linasogea kwenye { $next }, ambalo si tupu
explain-illegal-kichwa-own-side = mbegu zilizoliwa kwenye { $hole } hupandwa kutoka kichwa cha upande wake
explain-illegal-not-the-capture = kula ni lazima, na { $hole } likipandwa hivyo halileti kula kunakotakiwa
explain-illegal-empties-front-row = kupanda { $hole } hivyo kungeacha tupu safu ya mbele ya { $side }
explain-illegal-nemo-front-row = katika nemo mbegu ya akiba huingia safu ya mbele
explain-illegal-nemo-empty = { $hole } ni tupu; mbegu ya akiba huingia shimo la mbele lisilo tupu
explain-illegal-capture-mandatory = kula kunawezekana, na kula ni lazima
explain-illegal-kuu-takes-reserve-last = kuu ya { $side } hupokea mbegu ya akiba tu ikiwa ndilo shimo pekee la mbele lisilo tupu
explain-illegal-kuu-destroyed = kuu ya { $side } imevunjwa: mbegu ya akiba huingia shimo lenye 2 au zaidi
explain-illegal-too-few = { $hole } lina { $seeds } tu; hatua huanza kutoka shimo lenye mbegu 2 au zaidi
explain-illegal-hizi-zetu = { $hole } limehifadhiwa na hizi zetu
explain-illegal-must-capture-reserved = hizi zetu: { $side } lazima ale { $reserved } lililohifadhiwa kwanza
explain-illegal-takata-from-kuu = kuu ya { $side } ipo, na takata lazima ianzie hapo
explain-illegal-back-row = safu ya nyuma huanzisha hatua tu wakati safu ya mbele ina mbegu moja moja tu
explain-move-not-a-move = `{ $text }` si hatua: andika shimo kama A3, kisha kwa kete `<` au `>` (au L, R) na labda `+`
explain-move-no-such-hole = { $text }: ubao wa { $variant } hauna shimo { $hole }
explain-move-no-direction = { $text }: hatua za { $variant } hazina mwelekeo; andika { $hole }
explain-move-no-choice = { $text }: chaguo la kusimama au safari halitokei katika hatua hii
explain-move-ambiguous = { $text } ina maana zaidi ya moja: andika { $options }
explain-or = au
explain-move-game-over = { $text }: mchezo umekwisha ({ $outcome })
explain-move-illegal = { $text } si halali: { $reason }
