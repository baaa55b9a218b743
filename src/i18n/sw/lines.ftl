# lines: hali ya mstari kwa mstari (bao --lines), mazungumzo ya mstari mmoja kwa wakati kwa kisoma-skrini,
# onyesho la breli au hati. Kila mstari utoshee safu 80 pamoja na thamani zake.

## Maneno ya amri: ya Kiingereza yanaeleweka katika kila lugha, na haya pia.
lines-word-board = ubao
lines-word-position = nafasi
lines-word-moves = hatua
lines-word-why = kwa nini
lines-word-trace = fuatilia
lines-word-undo = rudisha
lines-word-redo = rudia
lines-word-hint = dokezo
lines-word-study = chunguza
lines-word-rules = sheria
lines-word-learn = jifunze
lines-word-save = hifadhi
lines-word-load = fungua
lines-word-help = msaada
lines-word-quit = ondoka
lines-word-yes = ndiyo
lines-word-no = hapana
lines-word-laps = mizunguko
lines-word-on = washa
lines-word-off = zima
lines-word-new = mpya
lines-word-rematch = marudiano
lines-word-play = cheza
lines-word-resign = jitoa
lines-word-next = ijayo
lines-word-back = rudi
lines-word-draw = sare
lines-word-say = sema
lines-word-variation = mbadala
lines-word-watch = tazama
lines-word-copy = nakala
lines-word-continue = endelea
lines-word-person = mtu

## msaada
lines-help-head = Andika hatua (A3, a6<) au mojawapo ya amri hizi:
lines-help-line = { $words }: { $what }
lines-help-board = nafasi ya ubao, safu kwa safu, kila shimo na idadi yake
lines-help-position = nafasi kama maandishi ya mchezo, ya kunakili
lines-help-moves = hatua halali
lines-help-why = kwa nini shimo halianzishi hatua (kwa nini A4)
lines-help-trace = hatua ya mwisho, mzunguko kwa mzunguko
lines-help-laps = washa: kila hatua mzunguko kwa mzunguko; zima: hatua tu
lines-help-undo = rudisha hatua ya mwisho
lines-help-redo = cheza tena hatua iliyorudishwa
lines-help-hint = hatua bora ya kompyuta hapa
lines-help-study = kompyuta inapanga hatua zote halali (sekunde 10)
lines-help-rules = sehemu za sheria; sheria 2 au sheria 3.2 husoma moja
lines-help-play = mchezo mpya: cheza kingulu, au cheza kingulu mtu 2 (Kusini, Kaskazini)
lines-help-new = mchezo mpya kutoka mwanzo uleule, wachezaji walewale
lines-help-rematch = mwisho wa mchezo: mchezo uleule, pande zimebadilishana
lines-help-resign = kujitoa kwenye mchezo
lines-help-draw = chumbani: pendekeza sare
lines-help-say = chumbani: ujumbe kwa wengine (sema mchezo mzuri)
lines-help-learn = masomo na mafumbo (jifunze kete); namba hufungua moja
lines-help-next = somo au fumbo likikamilika: linalofuata
lines-help-back = rudi nyuma: kutoka somo hadi orodha, kutoka mchezo hadi mwanzo
lines-help-save = mchezo umehifadhiwa wapi (huhifadhiwa unapochezwa)
lines-help-load = michezo yako iliyohifadhiwa; fungua 2 au fungua JINA hufungua mmoja
lines-help-continue = mwanzoni: mchezo wako wa mwisho ambao haujaisha
lines-help-watch = mchezo ulio wazi kwenye bao nyingine: utazame bila kucheza
lines-help-copy = mchezo ulio wazi kwenye bao nyingine: endelea kwenye nakala
lines-help-variation = hatua mahali hatua nyingine zilichezwa: weka zote mbili
lines-help-yes = jibu swali ndiyo
lines-help-no = jibu swali hapana
lines-help-help = orodha hii
lines-help-quit = ondoka kwenye bao (mchezo unabaki umehifadhiwa)
lines-help-answers = Kete huuliza upande na safari hatua inapozihitaji: 1, 2, < au >.

## Mazungumzo
lines-hello = Bao, mstari kwa mstari. Andika { $help } kuona amri.
lines-unknown = Sielewi: { $word }. Andika { $help } kuona amri.
lines-unknown-game = Hakuna mchezo { $game }: kete, kimasai-relay, kimasai-step au kingulu.
lines-play-how = Mchezo gani? cheza kingulu, au cheza kingulu mtu 2 (Kusini, kisha Kaskazini).
lines-laps-how = mizunguko washa: kila hatua mzunguko kwa mzunguko; mizunguko zima: hatua tu.
lines-laps-on = Kila hatua itasimuliwa mzunguko kwa mzunguko.
lines-laps-off = Hatua tu ndizo zitasimuliwa.
lines-no-game = Hakuna mchezo ubaoni: cheza kingulu huanzisha mmoja.
lines-no-question = Hakuna swali sasa.
lines-number-how = Namba hujibu swali au hufungua somo la orodha.
lines-answer-first = Jibu swali kwanza; kisha cheza { $mv }.
lines-not-in-lesson = Si katika somo: cheza hatua inayoombwa, au rudi kwa orodha.
lines-next-how = ijayo hufungua somo linalofuata baada ya hili kukamilika.
lines-rematch-when = Marudiano huombwa mwisho wa mchezo.
lines-room-only = Chumbani tu (bao host, bao join).
lines-say-how = Useme nini? sema mchezo mzuri
lines-over-already = Mchezo umekwisha: mpya, marudiano, rudisha au ondoka.
lines-elsewhere = Skrini hii ni ya skrini nzima tu: rudi huiacha.
lines-bye = Kwaheri.
lines-saved-as = Mchezo umehifadhiwa kama { $name }.
lines-study-running = Uchunguzi bado unaendelea: matokeo yake yanakuja punde.

## Vidokezo vya kuandika, kabla ya kila mstari, vikifuatwa na "> ".
lines-prompt-answer = jibu
lines-prompt-learn = jifunze
lines-prompt-lesson = somo

## Mwanzo
lines-start = Chagua mchezo:
lines-start-game = { $name }: { $title }, { $summary }
lines-start-continue = endelea: mchezo wako wa mwisho ambao haujaisha, { $name }
lines-start-how = Andika cheza na mchezo (cheza kingulu), jifunze na mchezo, fungua, au msaada.

## Mchezo
lines-game = { $game }: { $south } dhidi ya { $north }.
lines-game-people = { $game }: wachezaji wawili kwenye kibodi hii.
lines-room = Katika chumba { $code }.
lines-room-waiting = Katika chumba { $code }: mchezaji mwingine hujiunga kwa msimbo wake.
lines-game-moves = { $count ->
    [one] Hatua 1 imechezwa.
   *[other] Hatua { $count } zimechezwa.
}
lines-player-you = { $side } (wewe)
lines-player-computer = { $side } (kompyuta, kiwango { $level })
lines-player-named = { $side } ({ $name })
lines-played = { $side } amecheza { $mv }.
lines-played-again = { $side } amecheza tena { $mv }.
lines-took-back = { $count ->
    [one] Hatua { $moves } imerudishwa.
   *[other] Hatua { $moves } zimerudishwa.
}
lines-turn = Zamu ya { $side }.
lines-turn-yours = Zamu yako ({ $side }).

## Mwisho wa mchezo
lines-over-win = Mchezo umekwisha: { $side } ameshinda.
lines-over-draw = Mchezo umekwisha: sare.
lines-over-resigned = Mchezo umekwisha: { $winner } ameshinda, { $side } amejitoa.
lines-over-time = Mchezo umekwisha: { $winner } ameshinda, muda wa { $side } umekwisha.
lines-over-agreed = Mchezo umekwisha: sare kwa makubaliano.
lines-over-aborted = Mchezo umekwisha: umesitishwa, bila matokeo.
lines-reason-no-move = { $side } hana hatua halali.
lines-reason-inner-empty = Safu ya ndani ya { $side } haina kitu.
lines-reason-bao-hamna = Bao hamna: safu ya mbele ya { $side } haina kitu.
lines-reason-no-stones = { $side } hana mawe yaliyobaki.
lines-reason-repetition = Nafasi imejirudia.
lines-score = Alama: Kusini { $south }, Kaskazini { $north }.
lines-over-next = Andika mpya kwa mchezo mwingine, marudiano kubadili pande, rudisha, au ondoka.
lines-over-room = Andika marudiano kuomba mchezo mwingine, rudi kuondoka chumbani, au ondoka.

## ubao
lines-board-head = { $game }, hatua { $number }: zamu ya { $side }.
lines-board-head-over = { $game }, baada ya hatua { $number }: mchezo umekwisha.
lines-board-row = { $row }: { $pits }.
lines-pit = { $pit } { $count }
lines-pit-marked = { $pit } { $count } ({ $mark })
lines-row-only = Safu ya { $side }
lines-row-front = Safu ya mbele ya { $side }
lines-row-back = Safu ya nyuma ya { $side }
lines-row-inner = Safu ya ndani ya { $side }
lines-row-outer = Safu ya nje ya { $side }
lines-mark-kuu = kuu
lines-mark-reserved = limetengwa, kuweka mtoto
lines-mark-takasia = takasia, hizi zetu
lines-mark-too-many = zaidi ya sheria zinavyoruhusu
lines-board-reserves = Akiba: Kusini { $south }, Kaskazini { $north }.
lines-board-banks = Ghala: Kusini { $south }, Kaskazini { $north }.
lines-board-kuu-gone = Kuu ya { $side } imeharibiwa.
lines-stage-nemo = Kipindi cha nemo.
lines-stage-mtaji = Kipindi cha mtaji.
lines-stage-phase-one = Awamu ya 1: ng'ombe wa akiba, bado hakuna kula.
lines-stage-phase-two = Awamu ya 2: kula kunaruhusiwa.
lines-board-last = Hatua ya mwisho: { $mv }, na { $side }.
lines-position = Nafasi: { $position }

## hatua, kwa nini, fuatilia
lines-moves = { $count ->
    [one] Hatua halali 1: { $moves }.
   *[other] Hatua halali { $count }: { $moves }.
}
lines-moves-none = Hakuna hatua halali: mchezo umekwisha.
lines-moves-hidden = Swali la somo hili ni hatua zipi ni halali: jaribu moja.
lines-why-how = Kwa nini shimo lipi? kwa nini A4
lines-why-no-pit = Ubao huu hauna shimo { $pit }.
lines-why-not = Hakuna hatua kutoka { $pit }: { $why }.
lines-why-starts = { $pit } huanzisha hatua: { $moves }.
lines-trace-none = Bado hakuna hatua iliyochezwa.
lines-trace-head = Hatua { $number }, { $mv }, na { $side }:

## Uchunguzi
lines-study-started = Ninachunguza kila hatua halali, kwa hadi sekunde 10.
lines-study-nothing = Hakuna hatua ya kuchunguza.
lines-study-head = { $count ->
    [one] Uchunguzi unapanga hatua 1:
   *[other] Uchunguzi unapanga hatua { $count }, bora kwanza:
}
lines-study-move = { $rank }. { $mv }: { $score }, kina { $depth }, mfuatano { $line }
lines-study-more = { $count ->
    [one] na hatua 1 zaidi.
   *[other] na hatua { $count } zaidi.
}
lines-score-win = { $count ->
    [one] ushindi ndani ya hatua 1
   *[other] ushindi ndani ya hatua { $count }
}
lines-score-loss = { $count ->
    [one] kushindwa ndani ya hatua 1
   *[other] kushindwa ndani ya hatua { $count }
}

## Maswali
lines-option = { $number }: { $option }
lines-option-none = { $count ->
    [one] Jibu 1.
   *[other] Jibu namba kutoka 1 hadi { $count }.
}
lines-answer-way = Jibu 1 au 2 (au < au >).
lines-answer-safari = Jibu ndiyo au hapana (au 1 au 2).
lines-answer-yes-no = Jibu ndiyo au hapana.
lines-answer-cut = Jibu ndiyo kuzikata, mbadala kuweka zote mbili, au hapana.
lines-quitting = Mchezo haukuweza kuhifadhiwa: { $why }. Uondoke hata hivyo? Rekodi yake itaandikwa. Jibu ndiyo au hapana.
lines-busy = Jibu tazama kuutazama, nakala kuendelea kwenye nakala, au rudi.

## Jifunze
lines-learn = Masomo na mafumbo ya { $game }, { $done } kati ya { $count } tayari:
lines-learn-lesson = { $number }. { $title }
lines-learn-lesson-done = { $number }. { $title } (tayari)
lines-learn-puzzle = { $number }. Fumbo: { $title }
lines-learn-puzzle-done = { $number }. Fumbo: { $title } (tayari)
lines-learn-how = Andika namba kufungua moja, jifunze na mchezo kwa mchezo mwingine, au rudi.
lines-learn-none = { $count ->
    [one] Orodha ina mstari 1.
   *[other] Orodha ina mistari 1 hadi { $count }.
}
lines-lesson-head = Somo { $number }: { $title }.
lines-puzzle-head = Fumbo { $number }: { $title }.
lines-lesson-how = Andika hatua; ubao husoma nafasi tena, rudi huondoka.
lines-lesson-wrong = Bado: { $why } Jaribu tena.
lines-lesson-done = Tayari: { $mv }. Andika ijayo kwa linalofuata, fuatilia kuiona, au rudi.

## Michezo iliyohifadhiwa
lines-save = Mchezo huhifadhiwa unapochezwa: { $name }, katika { $folder }.
lines-save-not-yet = Mchezo utahifadhiwa kwenye hatua yake ya kwanza.
lines-save-read-only = Mchezo huu ni wa kusoma tu: hakuna kinachochezwa wala kuhifadhiwa hapa.
lines-no-store = Hakuna folda ya kuhifadhi michezo.
lines-saves = { $count ->
    [one] Mchezo 1 uliohifadhiwa:
   *[other] Michezo { $count } iliyohifadhiwa, mipya kwanza:
}
lines-saves-entry = { $number }. { $name }: { $game }, { $count ->
    [one] hatua 1
   *[other] hatua { $count }
}
lines-saves-broken = { $number }. { $name }: hauwezi kusomwa ({ $why })
lines-saves-none = Bado hakuna mchezo uliohifadhiwa.
lines-saves-how = Andika fungua na namba au jina kuufungua.

## Sheria
lines-rules-head = Sheria za { $game }, sehemu kwa sehemu:
lines-rules-title = { $number }. { $title }
lines-rules-title-covers = { $number }. { $title } ({ $covers })
lines-rules-how = Andika sheria na namba (sheria 2) au sehemu ya sheria (sheria 3.2).
lines-rules-none = Hakuna sehemu { $which }: sheria 1 hadi sheria { $count }, au sehemu kama sheria 3.2.
lines-rules-example = Mfano: kutoka { $before }, { $mv }: { $caption } Baadaye: { $after }

## Mstari wa skrini ya mipangilio, na inachosema inapobadilika.
lines-setting = Mstari kwa mstari
lines-setting-on = kuanzia mwanzo ujao, bao huzungumza mstari mmoja kwa wakati (bao --lines)
lines-setting-off = kuanzia mwanzo ujao, skrini nzima
