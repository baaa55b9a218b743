# learn: skrini ya Jifunze, orodha yake na somo lililofunguliwa, masomo yenyewe na jinsi somo linavyopima hatua.

## Orodha

learn-title-long = Jifunze · { $game } · masomo { $done }/{ $lessons } · mafumbo { $solved }/{ $puzzles } yametatuliwa
learn-title-short = Jifunze · { $game } · masomo { $done }/{ $lessons } · mafumbo { $solved }/{ $puzzles }
learn-title-shortest = { $game } · masomo { $done }/{ $lessons } · mafumbo { $solved }/{ $puzzles }
learn-another-game = ← → mchezo mwingine
learn-heading-lessons = Masomo
learn-heading-puzzles = Mafumbo
learn-heading-own = Mafumbo kutoka michezo yako
learn-own-none = bado hakuna: pitia mchezo (V kwenye ubao) ili kupata baadhi
learn-origin = { $game }, hatua { $number }
learn-origin-unnamed = mchezo, hatua { $number }
learn-more = { $count } zaidi

## Somo au fumbo lililofunguliwa

learn-open-title = { $kind ->
    [lesson] Somo
    [puzzle] Fumbo
   *[own] Fumbo lako
} { $number }/{ $count } · { $game } · { $title }
learn-done-mark = limekamilika

## Mstari wa hali

learn-opened = masomo: Enter hufungua moja; ← → mchezo mwingine
learn-no-lesson = hakuna somo hapa
learn-play-it = icheze kwenye ubao: Enter, au : kuiandika
learn-all-seen = umeona kila somo na fumbo la { $game }: ← → mchezo mwingine
learn-no-undo = hakuna cha kurudisha: hatua ya somo hupimwa, haihifadhiwi
learn-not-yet = bado: kilichokosewa kiko chini ya somo; jaribu tena
learn-done = umefaulu: { $played }
learn-done-watch = ✓ { $what } · itazame (Space husimamisha), Enter: linalofuata
learn-done-unsaved = { $what }, lakini haikuhifadhiwa: { $why }
learn-dropped = { $more ->
    [0] limeondolewa: { $note }
   *[other] limeondolewa: { $note } (na { $more } zaidi)
}
learn-own-dropped = fumbo kutoka michezo yako kwenye { $position }: { $why }

## Mafaili ya folda ya data

learn-progress-unreadable = maendeleo ya masomo { $path }: { $error }
learn-progress-damaged = maendeleo ya masomo { $path }: { $error }; faili linaachwa kama lilivyo na maendeleo hayahifadhiwi
learn-own-unreadable = mafumbo kutoka michezo yako { $path }: { $error }
learn-own-damaged = mafumbo kutoka michezo yako { $path }: { $error }; faili linaachwa kama lilivyo na mapya hayahifadhiwi

## Somo linavyopima hatua

learn-wrong = { $played } { $did }, kwa hiyo { $missed }: { $hint }
learn-not-a-move-here = { $played } si hatua hapa
learn-took-nothing = haikula kitu
learn-took = ilikula { $pieces }
learn-did-step = ilisogea kutoka { $from } hadi { $to } na { $took }
learn-did-sow = ilipanda { $laps ->
    [one] mzunguko { $laps }
   *[other] mizunguko { $laps }
} { $relays ->
    [0] bila kupokezana
   *[other] ikipokezana mara { $relays }
}, { $took }
learn-did-and-ended = { $did } na { $ended }
learn-over-won = { $did }; mchezo umekwisha na umeshinda
learn-over-lost = { $did }; mchezo umekwisha na umeshindwa ({ $winner } ameshinda: { $reason })
learn-over-drew = { $did }; mchezo umekwisha kwa sare
learn-ended-empty = kuishia katika { $hole }, lililokuwa tupu
learn-ended-held = kuishia katika { $hole }, lililokuwa na { $pieces }
learn-ended-kuu-stops = kuishia katika kuu { $hole }, ambayo humaliza takata
learn-ended-kuu-choice = kusimama katika kuu { $hole }
learn-ended-reserved-stops = kuishia katika shimo la hizi zetu { $hole }
learn-ended-reserved-banks = kuishia katika shimo lililohifadhiwa { $hole }
learn-ended-kuweka-mtoto = kuhifadhi { $hole } (kuweka mtoto)
learn-ended-game-won = kumaliza safu ya mbele ya mpinzani

learn-missed-legal = si hatua
learn-missed-one-lap = haikusimama baada ya mzunguko mmoja
learn-missed-relays = { $times ->
    [one] haikupokezana
   *[other] haikupokezana mara { $times }
}
learn-missed-captures = { $times ->
    [one] haikula
   *[other] haikula mara { $times }
}
learn-missed-capture-into = haikula { $from } na kupanda { $variant ->
    [kimasai-relay] ng'ombe
    [kimasai-step] mawe
   *[other] mbegu
} kutoka { $enter }
learn-missed-safari = haikuendelea kutoka kuu (safari)
learn-missed-tax = haikuchukua kodi ya mbegu 2 kutoka kuu
learn-missed-takasia = haikuhifadhi shimo kwa hizi zetu
learn-missed-phase-two = awamu ya 2 haikuanza huku mchezo ukiendelea
learn-missed-file = haikula safu wima nzima
learn-missed-kuweka-mtoto = haikuhifadhi shimo lolote
learn-missed-banks-own = hakuna mbegu iliyopita shimo lako lililohifadhiwa hadi ghala lako
learn-missed-wins = haikushinda

## Masomo: kichwa cha kila moja, wazo linalofundishwa, kinachoombwa na mahali pa kuangalia baada ya kukosa.

learn-lesson-kete-relay-title = Kupokezana
learn-lesson-kete-relay-text = Mzunguko unaoishia kwenye shimo lenye mbegu huendelea: mbegu zake hupandwa tena (kupokezana). Mzunguko unaoishia kwenye shimo tupu humaliza hatua, kama ule unaoishia kwenye kuu yako (shimo la mraba) katika takata (hatua isiyokula kitu).
learn-lesson-kete-relay-ask = cheza hatua inayopokezana
learn-lesson-kete-relay-hint = tafuta mzunguko unaoishia kwenye shimo lenye mbegu ambalo si kuu yako

learn-lesson-kete-kichwa-title = Kula na kichwa
learn-lesson-kete-kichwa-text = Mbegu ya akiba inayoangukia shimo la mbele lenye mbegu, linalotazamana na shimo lenye mbegu, hulila. Mbegu zilizoliwa hupandwa kutoka kichwa (A1 au A8): baada ya kula katika shimo la kati (A3 hadi A6) unachagua kipi, kwa mwelekeo wa hatua (> kutoka A1, < kutoka A8).
learn-lesson-kete-kichwa-ask = kula kuu ya Kaskazini a5 na upande mbegu zake kutoka kichwa cha kushoto A1
learn-lesson-kete-kichwa-hint = A4 linatazamana na a5; mwelekeo > hupanda mbegu zilizoliwa kutoka A1

learn-lesson-kete-safari-title = Kuu na safari
learn-lesson-kete-safari-text = Hatua inayokula katika awamu ya nemo (awamu ya kwanza, mbegu moja ya akiba ikiingizwa kila hatua) ikimaliza mzunguko katika kuu yako (A5), unachagua: usimame hapo, au uinue kuu na uendelee (safari). Safari huiacha kuu: haifanyi kazi tena.
learn-lesson-kete-safari-ask = kula, kisha endelea kutoka kuu yako (safari)
learn-lesson-kete-safari-hint = hatua ikifika kuu, jibu kwamba unaendelea

learn-lesson-kete-tax-title = Kodi ya kuu
learn-lesson-kete-tax-text = Kuu yako (A5) ikiwa ndilo shimo lako pekee la mbele lenye mbegu, na ina mbegu 7 au zaidi, mbegu ya akiba huingia ndani yake na mbegu 2 tu hutolewa na kupandwa (kodi): kuu inaendelea kufanya kazi.
learn-lesson-kete-tax-ask = cheza kutoka kuu A5 na ulipe kodi
learn-lesson-kete-tax-hint = mbegu ya akiba huingia A5, kisha mbegu 2 hupandwa

learn-lesson-kete-hizi-zetu-title = Hizi zetu
learn-lesson-kete-hizi-zetu-text = Katika awamu ya mtaji (ya pili, akiba zikiisha), baada ya takata yako, ikiwa mpinzani hawezi kula na unatishia shimo moja tu la mbele lake, shimo hilo linahifadhiwa (hizi zetu): hawezi kuanzia hapo, na mzunguko wake unaoishia hapo husimama.
learn-lesson-kete-hizi-zetu-ask = cheza takata inayohifadhi shimo la Kaskazini (hizi zetu)
learn-lesson-kete-hizi-zetu-hint = cheza ili shimo moja tu la Kaskazini litishiwe

learn-lesson-kete-bao-hamna-title = Bao hamna
learn-lesson-kete-bao-hamna-text = Unashinda safu ya mbele ya mpinzani ikiwa tupu: kula kunakoimaliza humaliza mchezo papo hapo (bao hamna). Hatua ya mtaji huanza kutoka shimo lenye mbegu 2 hadi 15, katika safu yoyote.
learn-lesson-kete-bao-hamna-ask = shinda: kula kila mbegu ya safu ya mbele ya Kaskazini kwa hatua moja
learn-lesson-kete-bao-hamna-hint = tafuta hatua ambayo kula kwake kunafuatana kwenye safu ya mbele ya Kaskazini

learn-lesson-kimasai-relay-reserve-title = Ng'ombe kutoka akiba
learn-lesson-kimasai-relay-reserve-text = Katika awamu ya 1 kila hatua huleta ng'ombe mmoja kutoka akiba yako kwenye shimo lako, kisha huinua ng'ombe wote wa shimo hilo na kuwapanda kwa mwendo wa saa (A1 hadi A8, kisha B8 hadi B1). Mzunguko unaoishia kwenye shimo tupu humaliza hatua.
learn-lesson-kimasai-relay-reserve-ask = leta ng'ombe ili hatua iishe baada ya mzunguko mmoja
learn-lesson-kimasai-relay-reserve-hint = hesabu ng'ombe wa mwisho anaangukia wapi: lazima liwe shimo tupu

learn-lesson-kimasai-relay-relay-title = Kupanda kwa kupokezana
learn-lesson-kimasai-relay-relay-text = Mzunguko unaoishia kwenye shimo lenye ng'ombe hupokezana: ng'ombe wote wa shimo hilo huinuliwa na kupandwa tena. Hatua moja inaweza kupokezana mara nyingi.
learn-lesson-kimasai-relay-relay-ask = cheza hatua inayopokezana mara 2
learn-lesson-kimasai-relay-relay-hint = anza pale ambapo kila mzunguko wa ng'ombe 2 unaishia kwenye shimo lenye ng'ombe linalofuata

learn-lesson-kimasai-relay-phase-title = Awamu ya 2 yaanza
learn-lesson-kimasai-relay-phase-text = Ng'ombe wa mwisho wa akiba akiingia, awamu ya 2 huanza na kula kunaanza. Hatua inayoacha safu yako ya ndani (A) tupu hushindwa, katika awamu yoyote.
learn-lesson-kimasai-relay-phase-ask = leta ng'ombe wako wa mwisho bila kuacha safu yako ya ndani tupu
learn-lesson-kimasai-relay-phase-hint = baki na ng'ombe katika safu ya ndani

learn-lesson-kimasai-relay-raid-title = Uvamizi
learn-lesson-kimasai-relay-raid-text = Katika awamu ya 2 mzunguko unaoishia kwenye shimo lenye ng'ombe la safu yako ya ndani, linalotazamana na ng'ombe, huwaiba. Ng'ombe walioibwa hupandwa tena, wa kwanza kwenye shimo lililokula.
learn-lesson-kimasai-relay-raid-ask = vamia ng'ombe wa Kaskazini
learn-lesson-kimasai-relay-raid-hint = maliza mzunguko katika A5, linalotazamana na a4

learn-lesson-kimasai-relay-chain-title = Mfululizo wa uvamizi
learn-lesson-kimasai-relay-chain-text = Mzunguko unaopanda ng'ombe walioibwa ni mzunguko kama mingine: ukiishia kwenye shimo la ndani lenye ng'ombe linalotazamana na ng'ombe, huiba tena.
learn-lesson-kimasai-relay-chain-ask = vamia mara 2 kwa hatua moja
learn-lesson-kimasai-relay-chain-hint = ng'ombe 3 kutoka a4 hupandwa kutoka A5 hadi A7, linalotazamana na a2

learn-lesson-kimasai-relay-win-title = Uvamizi wa ushindi
learn-lesson-kimasai-relay-win-text = Unashinda safu ya ndani ya Kaskazini (a) ikiwa tupu: uvamizi unaochukua ng'ombe wake wa mwisho humaliza mchezo papo hapo.
learn-lesson-kimasai-relay-win-ask = shinda: vamia ng'ombe wa mwisho wa safu ya ndani ya Kaskazini
learn-lesson-kimasai-relay-win-hint = a4 lina ng'ombe wote wa ndani wa Kaskazini; A5 linatazamana nalo

learn-lesson-kimasai-step-step-title = Kusogeza jiwe
learn-lesson-kimasai-step-step-text = Kila shimo lina jiwe moja au hakuna. Hatua husogeza jiwe moja hadi shimo linalofuata kinyume cha saa (A3 hadi A2, A1 hadi B1, B12 hadi A12), na kwenye shimo tupu tu.
learn-lesson-kimasai-step-step-ask = sogeza jiwe

learn-lesson-kimasai-step-capture-title = Kula
learn-lesson-kimasai-step-capture-text = Jiwe linalosogea hadi shimo la safu yako ya mbele (A) linalotazamana na jiwe la adui hulila: jiwe hilo huondolewa mchezoni. Kusogea katika safu ya nyuma (B) hakuli kamwe.
learn-lesson-kimasai-step-capture-ask = kula jiwe
learn-lesson-kimasai-step-capture-hint = sogea hadi shimo la mbele linalotazamana na a9

learn-lesson-kimasai-step-file-title = Safu wima nzima
learn-lesson-kimasai-step-file-text = Ukila jiwe la mbele, jiwe la nyuma la safu wima hiyo hiyo (nyuma yake) huondoka pia: safu wima nzima husafishwa, mawe 2 kwa mara moja.
learn-lesson-kimasai-step-file-ask = kula safu wima nzima, mbele na nyuma
learn-lesson-kimasai-step-file-hint = a9 lina b9 nyuma yake; a6 liko peke yake

learn-lesson-kimasai-step-corner-title = Kuingia pembeni
learn-lesson-kimasai-step-corner-text = Jiwe hurudi safu ya mbele kupitia pembeni: B12 husogea hadi A12, na A12 linatazamana na a1, kwa hiyo kusogea huku kunaweza kula.
learn-lesson-kimasai-step-corner-ask = kula kwa kuingia safu ya mbele kupitia pembeni
learn-lesson-kimasai-step-corner-hint = jiwe lililo B12 husogea hadi A12

learn-lesson-kimasai-step-back-row-title = Safu ya nyuma iliyo salama
learn-lesson-kimasai-step-back-row-text = Jiwe la nyuma la adui liko salama wakati shimo la mbele la safu wima yake liko tupu: kusogea mbele yake hakuli kitu.
learn-lesson-kimasai-step-back-row-ask = kula jiwe
learn-lesson-kimasai-step-back-row-hint = b9 liko nyuma ya a9 lililo tupu; tafuta jiwe la mbele la Kaskazini

learn-lesson-kimasai-step-win-title = Mawe ya mwisho
learn-lesson-kimasai-step-win-text = Unashinda Kaskazini akibaki bila mawe.
learn-lesson-kimasai-step-win-ask = shinda: kula mawe ya mwisho ya Kaskazini
learn-lesson-kimasai-step-win-hint = mawe 2 ya Kaskazini yako katika safu wima moja

learn-lesson-kingulu-relay-title = Panda na upokezane
learn-lesson-kingulu-relay-text = Mbegu hupandwa kinyume cha saa kuzunguka ubao mzima: kwenye safu yako A1 hadi A6, kisha ya Kaskazini a1 hadi a6. Mzunguko unaoishia kwenye shimo lenye mbegu la safu ya Kaskazini hupokezana: mbegu zake huinuliwa na kupandwa tena.
learn-lesson-kingulu-relay-ask = cheza hatua inayopokezana
learn-lesson-kingulu-relay-hint = maliza mzunguko wa kwanza katika a1, lenye mbegu 1

learn-lesson-kingulu-first-lap-title = Sheria ya mzunguko wa kwanza
learn-lesson-kingulu-first-lap-text = Mzunguko wa kwanza wa hatua hauruhusiwi kuishia kwenye shimo lenye mbegu la safu yako: hatua kama hiyo hairuhusiwi. Mizunguko inayofuata inaruhusiwa.
learn-lesson-kingulu-first-lap-ask = tafuta hatua ambayo sheria ya mzunguko wa kwanza inaruhusu

learn-lesson-kingulu-capture-title = Kula
learn-lesson-kingulu-capture-text = Mzunguko unaoishia kwenye shimo tupu la safu yako hula mbegu za shimo linalotazamana nalo, pamoja na mbegu iliyokula: zote huenda kwenye ghala lako, na hatua inaisha.
learn-lesson-kingulu-capture-ask = kula mbegu za Kaskazini
learn-lesson-kingulu-capture-hint = ishia kwenye shimo lako tupu linalotazamana na mbegu: A5 linatazamana na a2

learn-lesson-kingulu-kuweka-mtoto-title = Kuweka mtoto
learn-lesson-kingulu-kuweka-mtoto-text = Mzunguko ambao mbegu yake ya mwisho inafanya 4 katika shimo la Kaskazini lililokuwa na 3 hulihifadhi kuwa lako milele (kuweka mtoto); mbegu ya pili kutoka mwisho ya mzunguko huhamishiwa humo pia, na hatua inaisha.
learn-lesson-kingulu-kuweka-mtoto-ask = hifadhi shimo la Kaskazini
learn-lesson-kingulu-kuweka-mtoto-hint = a1 lina mbegu 3

learn-lesson-kingulu-reserved-title = Kupanda kupitia shimo lililohifadhiwa
learn-lesson-kingulu-reserved-text = Kila mbegu inayoangukia shimo lililohifadhiwa huenda papo hapo kwenye ghala la mwenye shimo, yeyote anayeipanda. Ulihifadhi a2 (lina alama *): panda kupitia humo.
learn-lesson-kingulu-reserved-ask = peleka mbegu kupitia shimo lako lililohifadhiwa a2 hadi ghala lako
learn-lesson-kingulu-reserved-hint = mzunguko kutoka A6 hupita a1 na a2

learn-lesson-kingulu-finish-title = Mwisho na alama
learn-lesson-kingulu-finish-text = Mchezo huisha mchezaji mwenye zamu akikosa hatua. Kisha kila mmoja hupata alama za ghala lake, za mbegu katika mashimo yake yasiyohifadhiwa na za mashimo aliyohifadhi; mwenye alama nyingi hushinda.
learn-lesson-kingulu-finish-ask = maliza mchezo na ushinde kwa alama
learn-lesson-kingulu-finish-hint = chukua mbegu za mwisho za Kaskazini
