# Ukumbi wa bao serve: orodha zake, mwaliko unaoandikwa na unaoulizwa, ukurasa wa mchezaji, kumbukumbu,
# jedwali la viongozi, mashindano, na anachosema ukumbi kwenye mstari wa hali. Kile ambacho seva yenyewe
# hutuma (makataa yake, anachofanya mchezaji) huonyeshwa kama kilivyokuja.

## Skrini ya ukumbi.

lobby-title = ukumbi · wewe ni { $name }
lobby-online = { $count } mtandaoni
lobby-your-move-in = zamu yako katika michezo { $count }
lobby-connecting = inaunganisha na ukumbi wa seva…
lobby-closed = haijaunganishwa: { $why }. r hufungua skrini ya vyumba (chumba kwa msimbo wake), Esc hurudi.
lobby-absent = seva hii haina ukumbi: r hufungua skrini ya vyumba
lobby-challenges = Mialiko (Enter hukubali, x huondoa yako)
lobby-challenges-none = hakuna: p huweka mmoja
lobby-your-games = Michezo yako (Enter hurudi ndani)
lobby-your-games-none = hakuna usiokwisha
lobby-online-heading = Mtandaoni (Enter: ukurasa wake, c humwalika)
lobby-online-none = hakuna mtu
lobby-to-watch = Michezo ya kutazama (Enter hutazama)
lobby-to-watch-none = hakuna unaoendelea
lobby-tournaments = Mashindano (Enter hufungua, t huunda)
lobby-tournaments-none = hakuna: t huunda moja
lobby-and-more = na { $count } zaidi
lobby-plays = { $name } anacheza { $side ->
    [south] Kusini
   *[north] Kaskazini
}
lobby-either-side = upande wowote
lobby-yours = wako
lobby-to-you = kwako
lobby-to = kwa { $name }
lobby-casual = wa kawaida
lobby-your-move = zamu yako
lobby-their-move = zamu yake
lobby-moves = hatua { $count }
lobby-game-due = { $game } dhidi ya { $against } · { $turn }, { $left } zimebaki · { $moves }
lobby-game = { $game } dhidi ya { $against } · { $turn } · { $moves } · { $control }
lobby-you = (wewe)
lobby-watch-line = hatua { $moves }  watazamaji { $watchers }
lobby-left-under-a-minute = chini ya dakika
lobby-left-minutes = dak { $minutes }
lobby-left-hours = saa { $hours } dak { $minutes }
lobby-left-days = siku { $days } saa { $hours }
lobby-days-a-move = siku { $days } kwa hatua
lobby-no-time-limit = bila kikomo cha muda
lobby-control-none = hakuna

## Mwaliko unaoandikwa.

lobby-form-challenge = Mwalike { $name }
lobby-form-anyone = Mwaliko kwa yeyote
lobby-label-game = Mchezo:
lobby-label-side = Upande:
lobby-label-time = Muda:
lobby-label-rated = Ukadiriaji:
lobby-form-south = unacheza Kusini (huanza)
lobby-form-north = unacheza Kaskazini
lobby-form-either = upande wowote, kwa bahati
lobby-form-clock = { $clock } (dakika + sekunde kwa hatua)
lobby-form-rated = ndiyo: matokeo yanahesabiwa
lobby-form-casual = hapana: mchezo wa kawaida
lobby-form-send = [ Tuma mwaliko ]
lobby-form-post = [ Weka mwaliko ]

## Mwaliko kwa mchezaji huyu.

lobby-challenged = { $from } anakualika kucheza { $rated ->
    [no] mchezo wa kawaida wa{" "}
   *[yes] {""}
}{ $game } { $control }{ $side ->
    [south] , unacheza Kusini
    [north] , unacheza Kaskazini
   *[either] {""}
}: ukubali? y/n
lobby-asked-title = Mwaliko
lobby-asked-explanation = y: mchezo hufunguka mara moja; mchezo ulio kwenye skrini huhifadhiwa kwanza. n: anaambiwa hapana.
lobby-asked-more = Mialiko { $count } zaidi baada ya huu.
lobby-asked-keys = y kubali   n kataa

## Ukurasa wa mchezaji, kumbukumbu, jedwali la viongozi.

lobby-panel-title = ukumbi · { $title }
lobby-page-title = ukurasa wa { $name }
lobby-archive-title = kumbukumbu
lobby-leaderboard-title = jedwali la viongozi · { $game }  ← →
lobby-asking = inauliza seva…
lobby-doing-lobby = yuko ukumbini
lobby-doing-playing = anacheza { $game } dhidi ya { $against }
lobby-doing-watching = anatazama { $game }
lobby-doing-computer = anacheza { $game } dhidi ya kompyuta (kiwango { $level })
lobby-doing-elsewhere = yuko kwingine ndani ya bao
lobby-not-online = hayupo mtandaoni
lobby-online-doing = mtandaoni: { $doing }
lobby-record = wewe { $wins } – { $losses } – { $draws } { $name }  (ushindi – kushindwa – sare)
lobby-ratings = Ukadiriaji
lobby-no-rated-game = bado hakuna mchezo wa ukadiriaji
lobby-rated-games = michezo ya ukadiriaji { $count }
lobby-recent = Michezo ya karibuni (Enter hufungua mmoja)
lobby-none-finished = hakuna uliokwisha
lobby-draw = sare
lobby-won = alishinda
lobby-lost = alishindwa
lobby-private = faragha
lobby-versus = na { $name }
lobby-every-game = kila mchezo
lobby-everyone = wote (/ hutafuta)
lobby-archive-search = mchezaji: { $player }   mchezo: { $game }  ← →
lobby-column-finished = ulikwisha
lobby-column-game = mchezo
lobby-column-players = wachezaji
lobby-column-winner = mshindi
lobby-column-moves = hat
lobby-no-finished-game = hakuna mchezo uliokwisha
lobby-more = n: zaidi
lobby-column-rank = nafasi
lobby-column-player = mchezaji
lobby-column-rating = alama
lobby-column-deviation = mkengeuko
lobby-column-games = michezo
lobby-nobody-yet = bado hakuna: michezo { $least } ya ukadiriaji na alama isiyo ya muda tena
lobby-no-game-to-open = hakuna mchezo uliokwisha wa kufungua
lobby-that-is-you = huyo ni wewe: mwalike mchezaji mwingine
lobby-no-more-games = hakuna michezo zaidi: huo ndio utafutaji wote
lobby-not-yours-private = p hufanya mchezo wako mwenyewe wa faragha: huu ni wa wengine
lobby-no-game-chosen = hakuna mchezo uliokwisha uliochaguliwa
lobby-computer = kompyuta { $level }
lobby-archive-name = { $players }, { $game } (kumbukumbu { $code })
lobby-from-archive = { $players } kutoka kumbukumbu: U hucheza hatua inayofuata, w huionyesha
lobby-game-error = mchezo { $code }: { $error }

## Mashindano.

lobby-tournament-open = wazi · { $players } · { $start }
lobby-tournament-starts = huanza { $date }
lobby-tournament-starts-full = huanza yakijaa
lobby-tournament-date-format = %d/%m %H:%M UTC
lobby-tournament-running = yanaendelea · { $players } · michezo { $over }/{ $games } imekwisha
lobby-tournament-first = {" "}· { $name } wa kwanza
lobby-tournament-finished = yamekwisha · { $players }{ $first }
lobby-tournament-cancelled = yameghairiwa · { $players }
lobby-tournament-line = { $game } { $control } · { $state } · ya { $creator }
lobby-tournament-in = umo
lobby-tournament-form-title = Mashindano: kila mmoja dhidi ya wote
lobby-tournament-label-game = Mchezo:
lobby-tournament-label-time = Muda:
lobby-tournament-label-players = Wachezaji:
lobby-tournament-label-start = Kuanza:
lobby-tournament-at-most = wasiozidi { $size }
lobby-tournament-start = { $when ->
    [minutes] baada ya dakika 10
    [hour] baada ya saa 1
    [day] baada ya siku 1
    [week] baada ya wiki 1
   *[full] yakijaa
}
lobby-tournament-create = [ Unda mashindano ]
lobby-tournament-forfeit = kwa kushindwa kufika
lobby-tournament-playing = unachezwa
lobby-tournament-to-play = bado
lobby-tournament-gone-title = Mashindano
lobby-tournament-gone = hayaorodheshwi tena: Esc hurudi
lobby-tournament-title = Mashindano { $id } · { $game } { $control }
lobby-tournament-by = ya { $creator } · { $state }
lobby-tournament-standings = Msimamo
lobby-tournament-points = pointi
lobby-tournament-rounds = Mizunguko (Kusini kwanza)
lobby-tournament-started = yameanza: wachezaji wake wamekamilika
lobby-tournament-yours = uliyaunda: x huyaghairi
lobby-tournament-not-yours = ni { $creator } tu, aliyeyaunda, anayeweza kuyaghairi, kabla hayajaanza

## Anachosema ukumbi kwenye mstari wa hali.

lobby-own-challenge = mwaliko wako mwenyewe: mtu mwingine huukubali (x huuondoa)
lobby-challenge-for = mwaliko huo ni kwa { $name }
lobby-withdraw-which = x huondoa mwaliko wako mwenyewe: chagua mmoja katika Mialiko
lobby-challenge-yourself = huyo ni wewe: mwalike mchezaji mwingine, au p huweka mwaliko kwa yeyote
lobby-challenge-which = c humwalika mchezaji: chagua mmoja katika Mtandaoni
lobby-watch-which = w hutazama mchezo: chagua mmoja katika Michezo ya kutazama
lobby-not-connected = haijaunganishwa na ukumbi: { $why }
lobby-not-answered = ukumbi haujajibu bado: jaribu tena baada ya muda mfupi
lobby-none = seva hii haina ukumbi
lobby-not-reading = ukumbi hausomi kinachotumwa: jaribu tena baadaye
lobby-says = ukumbi: { $what }
lobby-your-move-waiting = zamu yako katika michezo { $count }: r hufungua ukumbi, ambapo imeorodheshwa
lobby-moved = { $against } amecheza katika { $game } { $code }: zamu yako (r hufungua ukumbi)
lobby-declined = { $name } amekataa mwaliko wako
lobby-withdrawn-by = mwaliko wa { $name } umeondolewa
lobby-made-private = mchezo { $code } ni wa faragha: wachezaji wake wawili tu ndio wanaouona
lobby-made-public = mchezo { $code } uko kwenye kumbukumbu kwa wote
lobby-accepted = umekubali mwaliko wa { $name }: mchezo unafunguka…
lobby-you-declined = umekataa mwaliko wa { $name }
lobby-no-seat-folder = chumba { $code }: hakuna folda ya data ya kutunza kiti
lobby-seat-not-kept = kiti cha chumba { $code } hakikuweza kutunzwa
lobby-match = mchezo dhidi ya { $against }: unacheza { $side ->
    [south] Kusini
   *[north] Kaskazini
}, unaingia chumbani…
lobby-going-to-watch = unaingia kutazama…
lobby-going-back = unarudi kwenye mchezo…
lobby-opened = Enter hukubali, huingia, hufungua ukurasa, hutazama · p huweka · a kumbukumbu
lobby-opened-your-move = zamu yako katika michezo { $count }: iko chini ya Michezo yako
lobby-posted = umewekwa: mwaliko umeorodheshwa kwa yeyote
lobby-sent = umetumwa: anaulizwa popote alipo
lobby-withdrawn = umeondolewa
lobby-tournament-created = yameundwa: mashindano yameorodheshwa, wengine wajiunge (Enter huyafungua)
lobby-tournament-joined = umejiunga: michezo yake hufunguka yakianza
lobby-tournament-left = umetoka kwenye mashindano
lobby-tournament-cancelled-now = umeghairi mashindano

## Makataa ya seva, kwa lugha ambayo kipindi kilisema katika salamu yake.

lobby-refused-asking = maswali { $count } ya kumbukumbu yanasubiri majibu yake: uliza tena baada yake
lobby-refused-your-challenges = una changamoto { $count } zinazosubiri: ondoa moja kabla ya nyingine
lobby-refused-challenges-full = ukumbi una changamoto { $count }, idadi yake ya juu: jaribu baadaye
lobby-refused-yourself = changamoto kwako mwenyewe: iweke kwa yeyote badala yake
lobby-refused-not-on = { $name } hayupo kwenye seva sasa
lobby-refused-already-challenged = { $name } tayari ana changamoto kutoka kwako
lobby-refused-not-yours = changamoto hiyo ni ya mtu mwingine
lobby-refused-no-challenge = hakuna changamoto namba { $id } inayosubiri
lobby-refused-own-challenge = changamoto hiyo ni yako: mtu mwingine ndiye huikubali
lobby-refused-for-another = changamoto hiyo ni ya mchezaji mwingine
lobby-refused-decline-open = changamoto uliyotumiwa tu ndiyo inaweza kukataliwa; iliyo wazi huachiwa wengine
lobby-refused-gone = changamoto { $id } haisubiri tena: imekubaliwa au imeondolewa
lobby-refused-level = kiwango { $level }: viwango vya kompyuta ni 1 hadi 6
lobby-refused-tournament-closed = mashindano { $id } yameanza au yamekwisha: hakuna wachezaji zaidi
lobby-refused-tournament-in = tayari umo kwenye mashindano { $id }
lobby-refused-tournament-full = mashindano { $id } yamejaa
lobby-refused-tournament-started = mashindano { $id } yameanza: michezo yake inachezwa hadi mwisho
lobby-refused-tournament-creator = uliyaanzisha mashindano haya: yafute badala ya kuondoka
lobby-refused-tournament-not-in = haumo ndani yake
lobby-refused-tournament-cancel = { $creator } aliyeyaanzisha pekee ndiye anaweza kuyafuta
lobby-refused-tournament-started-cancel = yameanza: michezo yake inachezwa hadi mwisho
lobby-refused-tournament-untimed = michezo ya mashindano inahitaji kikomo cha muda: saa au siku kwa hatua
lobby-refused-tournament-size = wachezaji { $size }: mashindano yana { $least } hadi { $most }
lobby-refused-tournament-start = mashindano huanza kati ya dakika moja na wiki moja kuanzia sasa, au yanapojaa
lobby-refused-tournament-yours = una mashindano { $count } ambayo hayajaisha: moja kwa wakati zaidi
lobby-refused-tournaments-full = seva ina mashindano { $count }, idadi yake ya juu: jaribu baadaye
lobby-refused-no-tournament = hakuna mashindano { $id }
lobby-refused-code = `{ $code }` si msimbo wa mchezo: baiti 1 hadi { $most }, bila herufi za udhibiti
