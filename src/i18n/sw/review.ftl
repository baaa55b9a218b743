# Mapitio: tathmini, alama, hukumu kamili (pia safu ya hukumu ya `bao review`), skrini ya mapitio na
# ujumbe wake. Nusu-hatua (ply) ni hatua ya upande mmoja: kwa Kiswahili ni "hatua".

## Tathmini na hukumu.

review-plies = hatua { $n }
review-eval-win = ushindi: { $plies }
review-eval-loss = kushindwa: { $plies }
review-verdict-wins-by-force = { $played } inashinda kwa lazima ndani ya { $plies }
review-verdict-wins-slower = { $played } inashinda, ndani ya { $plies }; { $best } inashinda ndani ya { $best_plies }
review-verdict-threw-away-and-loses = { $played } imepoteza ushindi wa lazima wa { $win } na inashindwa ndani ya { $loses }; { $best } inashinda
review-verdict-threw-away = { $played } imepoteza ushindi wa lazima wa { $win }; { $best } inashinda
review-verdict-holds-out-longest = umeshindwa kwa hatua yoyote: { $played } inadumu zaidi, { $plies }
review-verdict-loses-sooner = umeshindwa kwa hatua yoyote: { $played } inashindwa ndani ya { $plies }; { $best } inadumu { $best_plies }
review-verdict-loses-by-force = { $played } inashindwa kwa lazima ndani ya { $plies }; { $best } inastahimili

## Alama, kama skrini ya mapitio inavyozitaja.

review-mark-best = bora
review-mark-only-move = hatua pekee
review-mark-good = nzuri
review-mark-inaccuracy = dosari
review-mark-mistake = kosa
review-mark-blunder = kosa kubwa
review-mark-missed-win = ushindi uliopotea
review-legend = X kosa kubwa  W ushindi uliopotea  ? kosa  i dosari  ! hatua pekee

## Skrini ya mapitio.

review-title = { $game } · mapitio · kina { $depth } · hatua { $done }/{ $total }
review-at-start = mwanzo
review-after-move = baada ya hatua { $n }
review-running = inapitia · zimebaki { $left }
review-running-no-estimate = inapitia…
review-stopped = imesimama: Space inaendelea
review-complete = mapitio yamekamilika
review-minutes = dak { $minutes } sek { $seconds }
review-seconds = sek { $seconds }
review-side = { $side } · hasara { $loss }
review-no-mistakes = hakuna makosa
review-start-position = nafasi ya kuanzia: → hupitia hatua
review-not-yet = hatua { $n } bado haijapitiwa
review-move = { $move }{ $symbol } { $mark } · bora { $before } · iliyochezwa { $after } · hasara { $lost }
review-best-line = bora { $best }: { $line }
review-instead = badala ya { $played }: { $move } (hatua { $at } kati ya { $moves }), tukio { $event }/{ $events }
review-the-line = njia: { $line }

## Vitufe vya mapitio vinasema nini.

review-puzzles-not-kept = mafumbo yaliyopatikana katika mapitio haya hayajahifadhiwa: { $why }
review-puzzles-kept = mapitio yamekamilika: { $count ->
    [one] fumbo 1
   *[other] mafumbo { $count }
} kutoka mchezo huu katika Jifunze, "kutoka michezo yako" (L)
review-kept-variation = imehifadhiwa kama njia mbadala kando ya hatua { $n }: { $moves } (historia inaionyesha)
review-line-not-kept = njia haijahifadhiwa: { $why }
review-no-move = bado hakuna hatua ya kupitia
review-main-line-only = mapitio ni ya njia kuu: p katika historia inaifanya njia hii kuwa kuu
review-started = inapitia mchezo: Space inasimamisha, Esc inafunga (yaliyopatikana yanabaki)
review-choose-a-move = nafasi ya kuanzia: chagua hatua kwa ← →
review-was-best = { $move } ilikuwa hatua bora
review-line-end = mwisho wa njia bora zaidi
review-line-start = mwanzo wa njia bora zaidi
review-no-mistake-yet = bado hakuna kosa lililopatikana hapo: mapitio yanaendelea
review-no-mistake = hakuna kosa la upande wowote hapo
review-better-line = njia bora zaidi: → ← tukio, ] [ mzunguko, n p hatua zake, Esc kurudi
review-line-does-not-replay = njia bora zaidi haichezeki tena
review-paused = mapitio yamesimama: yaliyopatikana yamehifadhiwa; Space inaendelea
review-goes-on = mapitio yanaendelea
review-is-complete = mapitio yamekamilika
