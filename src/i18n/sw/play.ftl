# Skrini ya mchezo: mstari wa kichwa, mistari ya pande za ubao na ufunguo wa alama, yaliyo chini ya ubao,
# historia, maswali na ujumbe wa mstari wa hali, maswali ndani ya hatua, kisanduku cha mchezo kwisha, paneli
# ya wachezaji na nani anacheza kila upande.

## Mstari wa kichwa na ubao.

play-title = { $game } · { $dims } · hatua { $ply }
play-watching-move = unatazama hatua ya { $side }
play-game-over = mchezo umekwisha
play-to-move = zamu ya { $side }
play-reserve = akiba { $n }
play-bank = ghala { $n }
play-stones = mawe { $n }
play-kuu-standing = kuu ipo
play-kuu-destroyed = kuu imevunjwa
play-hand = mkononi { $n }
play-seat-computer = (kompyuta kiwango { $level })
play-seat-free = (wazi)
play-seat-named = ({ $name })
play-seat-you = (wewe)
play-seat-person = (mtu)
play-legend-kete = {"["}n] kishale  (n) hatua iliyopita  K kuu  |n| kichwa  t hizi zetu
play-legend-kimasai-relay = {"["}n] kishale  (n) hatua iliyopita
play-legend-kimasai-step = {"["}n] kishale  (n) hatua iliyopita  o jiwe
play-legend-kingulu = {"["}n] kishale  (n) hatua iliyopita  n* limehifadhiwa (kuweka mtoto)

## Chini ya ubao.

play-last-move = hatua iliyopita { $move }
play-no-move-yet = bado hakuna hatua
play-legal-moves = hatua halali: { $moves }
play-sowing-so-far = { $hole }: upandaji hadi sasa  mzunguko { $lap }  mkononi { $hand }
play-playing = inacheza
play-paused = imesimama
play-lap-and-hand = {"  "}mzunguko { $lap }  mkononi { $hand }
play-watching = { $move }  tukio { $event }/{ $events }{ $laps }  { $state } { $speed }/s
play-before-first-seed = hatua { $move }: kabla mbegu ya kwanza haijainuliwa
play-room = chumba { $code }
play-watching-room = unatazama chumba { $code }
play-room-closed = { $room } kimefungwa: { $why }
play-room-seats = { $room } · { $south } · { $north }
play-room-watchers = {" "}· watazamaji { $n }
play-room-away = {" "}(hayupo)
play-your-move = zamu yako
play-name-to-move = zamu ya { $name }
play-within = { $whose } ndani ya { $left }

## Paneli ya historia.

play-moves = {" "}Hatua (Tab){" "}
play-moves-focused = {" "}Hatua (Tab) ◆
play-start = mwanzo

## Mstari wa hali.

play-typing-move = hatua: { $text }▏
play-typing-comment = maoni: { $text }▏
play-typing-message = ujumbe: { $text }▏
play-why-not = { $hole }: { $why }
play-saved-title = { $title } · i maelezo
play-esc-cancel = Esc ghairi

## Maswali yanayosubiri y au n.

play-later-moves = { $n ->
    [one] hatua 1 inayofuata
   *[other] hatua { $n } zinazofuata
}
play-cut = kata { $moves }
play-cut-resigned = kata { $moves } na kujitoa kwa { $side }
play-cut-out-of-time = kata { $moves } na kushindwa kwa muda kwa { $side }
play-cut-draw = kata { $moves } na sare iliyokubaliwa
play-cut-abort = kata { $moves } na usitishaji
play-ask-cut = cheza { $move } hapa: y { $cut }, v njia mbadala?
play-ask-delete = futa hatua hii na kila hatua baada yake, pamoja na njia mbadala? y/n
play-ask-resign-here = ujitoe hapa na { $cut }? y/n
play-ask-resign = ujitoe katika mchezo huu? y/n
play-ask-abort = usitishe mchezo huu, bila matokeo? y/n
play-ask-leave = uache mchezo huu urudi skrini ya kuanzia? y/n
play-ask-quit = uondoke kwenye bao? y/n
play-ask-takeback = mchezaji mwingine anaomba kurudisha hatua yake ya mwisho: unakubali? y/n
play-ask-rematch = mchezaji mwingine anaomba mchezo tena, pande zikibadilishana: unakubali? y/n
play-ask-draw = mchezaji mwingine anapendekeza sare: unakubali? y/n
play-room-other = mchezaji mwingine
play-room-ask-takeback = { $name } anaomba kurudisha hatua yake ya mwisho: unakubali? y/n
play-room-ask-rematch = { $name } anaomba mchezo tena, pande zikibadilishana: unakubali? y/n
play-room-ask-draw = { $name } anapendekeza sare: unakubali? y/n
play-room-ask-close = uondoke na kufunga chumba? Mchezo unabaki katika hifadhi yako. y/n
play-room-ask-leave = uondoke chumbani? y/n
play-room-ask-quit-host = uondoke na kufunga chumba kwa wachezaji wote? y/n
play-room-ask-quit = uondoke na kuacha chumba? y/n

## Maswali ndani ya hatua (kete).

play-which-way = { $hole }: mkono uelekee upande gani?
play-safari = { $hole }: upandaji umefika kuu yako. Safari (iinue, endelea)?
play-toward-left = < kuelekea kushoto kwako
play-toward-right = > kuelekea kulia kwako
play-safari-yes = ndiyo, endelea
play-safari-no = hapana, simama kwenye kuu

## Kisanduku cha mchezo umekwisha.

play-over-title = {" "}Mchezo umekwisha{" "}
play-over-ask-rematch = omba mchezo tena, pande zikibadilishana
play-over-leave-room = ondoka chumbani
play-over-look = tazama ubao
play-over-new-game = mchezo mpya
play-over-rematch = mchezo tena, pande zikibadilishana
play-over-start-screen = skrini ya kuanzia

## Paneli ya wachezaji, na nani anacheza.

play-players-title = {" "}Wachezaji (P){" "}
play-players-who = Nani anacheza kila upande:
play-players-side = upande
play-players-change = badilisha
play-players-apply = tumia
play-players-cancel = ghairi
play-player-person = mtu
play-player-you = wewe
play-player-computer = kompyuta: kiwango { $level }, { $name }
play-player-remote = wa mbali: { $name }
play-computer-level = kompyuta kiwango { $level }
play-matchup = Kusini: { $south } · Kaskazini: { $north }
play-seat-name = { $side } (kiwango { $level }, { $name })
play-level-1 = mgeni
play-level-2 = mwanafunzi
play-level-3 = wa kawaida
play-level-4 = klabu
play-level-5 = stadi
play-level-6 = bingwa
play-players-unchanged = wachezaji hawajabadilishwa
play-players-changed = wachezaji wamebadilishwa · { $changes }
play-player-change = { $side }: { $player }

## Vitufe vya skrini ya mchezo vinasema nini.

play-move-cancelled = hatua imeghairiwa
play-paste-too-long = hatua haizidi herufi { $most } (a12<+); ulichobandika kina { $length }
play-typed-too-long = hatua haizidi herufi { $most } (a12<+): Enter inaicheza
play-no-later-move = hakuna hatua inayofuata
play-no-earlier-move = hakuna hatua iliyotangulia
play-replay-stopped = marudio yamesimama; hatua hii inaendelea
play-replaying-move = inarudia mchezo hatua kwa hatua: space inasimamisha, g inamaliza
play-replay-finished = marudio yamekwisha: hatua ya mwisho ya mchezo
play-replaying = inarudia mchezo: space inasimamisha, n p mbele na nyuma, g inamaliza
play-no-move-to-replay = bado hakuna hatua ya kurudia
play-room-keys-over = chumbani: r inaomba mchezo tena, s inaondoka chumbani
play-too-deep = njia mbadala huingia ndani hadi ngazi 32 tu: icheze katika njia ilikotoka
play-read-only = kusoma tu: iko wazi katika bao nyingine (Esc ondoka; fungua tena kunakili)
play-busy = { $thinking } (u inarudisha hatua yako)
play-game-is-over = mchezo umekwisha
play-no-move-from = hakuna hatua kutoka { $hole }: { $why }
play-no-pit = hakuna shimo linaloanzisha hatua hapa
play-say-served = m inatuma ujumbe chumbani (r kwenye skrini ya kuanzia kufungua au kujiunga)
play-say = m inatuma ujumbe kwa mchezaji mwingine chumbani (bao host, bao join)
play-auto-watch-on = kutazama hatua mpya mbegu kwa mbegu: imewashwa
play-auto-watch-off = kutazama hatua mpya mbegu kwa mbegu: imezimwa
play-already-over = mchezo umeshakwisha
play-resign-on-main-line = njia mbadala ni jaribio: jitoe katika njia kuu (Tab, kisha p inaifanya kuu)
play-not-in-room = haiwezekani chumbani: u inamwomba mwenzako kurudisha hatua yako ya mwisho
play-spectators-cannot = unatazama: watazamaji hawachezi wala kuomba (m inatuma ujumbe chumbani)
play-message-too-long = ujumbe hauzidi herufi { $most }: Enter inautuma
play-over-how = mchezo umekwisha: { $how }
play-played = imechezwa { $move }
play-no-move-to-watch = bado hakuna hatua ya kutazama
play-watch-keys = space inacheza; ← → tukio moja, [ ] mzunguko mmoja
play-took-back-resignation = kujitoa kwa { $side } kumerudishwa
play-took-back = imerudishwa { $moves }
play-played-again = imechezwa tena { $moves }
play-nothing-to-undo = hakuna cha kurudisha
play-nothing-to-redo = hakuna cha kurudia

## Kompyuta na madokezo.

play-thinking = { $seat } inafikiri…
play-looking-for-hint = inatafuta dokezo…
play-computer-waits = { $side } (kompyuta, kiwango { $level }) inacheza mwishoni mwa mchezo: U inakupeleka huko
play-hint-studied = dokezo: { $move }, alama { $score }, kina { $depth } (cha uchunguzi)
play-hint = dokezo: { $move }, alama { $score }, kina { $depth }
play-no-hint = hakuna dokezo: mchezo umekwisha
play-computer-played = { $seat } imecheza { $move }
play-computer-no-move = { $seat } haikupata hatua

## Njia na maoni ya historia, kuhifadhi, kuakisi.

play-room-one-line = mchezo wa chumbani ni njia moja: njia mbadala na maoni ni ya michezo yako
play-read-only-lines = kusoma tu: hifadhi hii iko wazi katika bao nyingine
play-main-line-has-no-move = njia kuu haina hatua { $ply }
play-already-main = hatua hii tayari iko katika njia kuu
play-now-main = njia hii sasa ni njia kuu; ya zamani ni njia mbadala kando yake
play-start-stays = mwanzo unabaki: nenda kwenye hatua ili kuifuta pamoja na zinazofuata
play-deleted = hatua imefutwa pamoja na kila hatua baada yake
play-comment-too-long = maoni hayazidi herufi { $most }: Enter inayahifadhi
play-comment-unchanged = maoni hayajabadilika
play-comment-removed = hakuna maoni hapa sasa
play-comment-kept = maoni yamehifadhiwa (Tab inaonyesha historia, alama ✎)
play-could-not-save = mchezo haukuhifadhiwa: { $reason }
play-cannot-mirror = wengine hawawezi kutazama mchezo huu: { $why }

## Uchunguzi.

play-study-title = {" "}Uchunguzi: kila hatua, bora kwanza{" "}
play-study-header-move = hatua
play-study-header-evaluation = tathmini
play-study-header-depth = kina
play-study-header-then = kisha
play-study-searching-first = inatafuta kina cha kwanza…
play-study-window = {"  "}hatua { $first }-{ $last } kati ya { $count } · ↑↓ kwa nyingine
play-study-searching = inatafuta…
play-study-nothing = hakuna hatua ya kuchunguza
play-study-depth-searching = kina { $depth } · inatafuta…
play-study-solved = kina { $depth } · imetatuliwa
play-study-done = kina { $depth } · imekamilika
play-study-over = mchezo umekwisha: hakuna hatua ya kuchunguza
play-study-opened = uchunguzi: kila hatua, bora kwanza · ↑↓ chagua · Enter cheza · Esc funga
play-study-no-move-yet = bado hakuna hatua: kina cha kwanza bado kinatafutwa
play-study-computer-side = kompyuta inacheza upande huu: hatua yake si yako kuchagua
play-study-closed = uchunguzi umefungwa

## Paneli ya kunakili (y): nafasi na rekodi ya mchezo, zimetumwa kwenye ubao wa kunakili wa terminal.

play-copy-title = {" "}Nakili{" "}
play-copy-position = nafasi
play-copy-record = rekodi ya mchezo
play-copy-forfeit = (rekodi ya mchezo haiwezi kuandika kwamba { $how })
play-copy-sent = imetumwa kwa ubao wa kunakili wa terminal (OSC 52) ikiruhusu; Esc inafunga
