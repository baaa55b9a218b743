# Vyumba: skrini ya vyumba, kufungua na kujiunga na chumba, na anachosema mchezo wa chumba (hatua, maombi,
# chumba kufungwa), na paneli ya jumbe.

## Skrini ya vyumba.

rooms-title = vyumba · mchezo mmoja, terminali mbili (na watazamaji)
rooms-label-game = Mchezo:
rooms-label-side = Upande:
rooms-label-clock = Saa:
rooms-label-room = Chumba:
rooms-label-rating = Ukadiriaji:
rooms-side-south = Kusini (huanza)
rooms-side-north = Kaskazini
rooms-side-random = kwa bahati
rooms-clock-none = hakuna
rooms-clock = { $clock } (dakika+sekunde kwa hatua)
rooms-public-served = wa umma: unaorodheshwa kwa kila mchezaji
rooms-public = wa umma: bao rooms huuorodhesha
rooms-private = binafsi: hujiunga kwa msimbo wake tu
rooms-rated = wa ukadiriaji: matokeo yanahesabiwa
rooms-casual = wa kawaida: hauna ukadiriaji
rooms-not-rated = hauna ukadiriaji: seva tu huweka ukadiriaji
rooms-menu-open = [ Fungua chumba ]
rooms-menu-join = [ Jiunge na chumba kwa msimbo wake ]
rooms-menu-watch = [ Tazama chumba kwa msimbo wake ]
rooms-public-unread = Vyumba vya umma: haviwezi kusomwa (g hutazama tena)
rooms-public-none = Vyumba vya umma kwenye mashine hii: hakuna (g hutazama tena)
rooms-public-heading = Vyumba vya umma kwenye mashine hii (Enter hujiunga, w hutazama):
rooms-public-line = hatua { $moves }  watazamaji { $watchers }
rooms-screen-opened = chumba: mchezo mmoja, terminali mbili; watazamaji hutazama kwa msimbo
rooms-typing-code = msimbo wa chumba { $what ->
    [watch] cha kutazama
   *[join] cha kujiunga
}: { $code }▏
rooms-code-too-long = msimbo wa chumba ni jina la mchezo na makundi mawili ya herufi nne
rooms-never-rated = seva tu huweka ukadiriaji: chumba cha mashine hii hakina ukadiriaji
rooms-public-unreadable = vyumba vya umma haviwezi kusomwa: sababu iko kwenye skrini
rooms-public-count = vyumba vya umma { $count }
rooms-bad-code = `{ $text }` si msimbo wa chumba ({ $why }); msimbo huonekana hivi: kingulu-k7fq-3mzd
rooms-code-shape = una mchezo na makundi mawili ya herufi nne
rooms-code-game = hauanzi na jina la mchezo
rooms-code-groups = kila kundi lina herufi nne
rooms-code-letters = herufi zake ni tarakimu na a hadi z bila i, l, o na u
rooms-joining = inajiunga…
rooms-random-side = upande wa bahati: { $error }

## Kufungua, kuandaa na kujiunga na chumba.

rooms-room-why = chumba { $code }: { $why }
rooms-ended-save-alone = { $ended }; mchezo uliohifadhiwa umefunguliwa peke yake
rooms-host-busy = { $name } umefunguliwa na bao nyingine: ufunge huko, kisha uuandae
rooms-host-over = { $name } umekwisha: andaa mchezo mpya, au unaoendelea
rooms-no-code = msimbo wa chumba: { $error }
rooms-no-seat-folder = hakuna folda ya data ya kutunza kiti cha chumba
rooms-seat-not-kept = kiti cha chumba { $code } hakikuweza kutunzwa katika { $folder }
rooms-opened-served = chumba { $code } kiko wazi kwenye seva: mchezaji mwingine hufungua vyumba (r) na kujiunga kwa msimbo huu; mchezo hubaki ukiondoka
rooms-open-served = chumba kiko wazi: mchezaji mwingine hufungua vyumba (r) na kujiunga kwa { $code }
rooms-open = chumba kiko wazi: mchezaji mwingine huandika  bao join { $code }
rooms-joined = umejiunga na chumba { $code }: unacheza { $side ->
    [south] Kusini
   *[north] Kaskazini
}
rooms-watching = unatazama { $code }: Tab hupitia, w huonyesha hatua ya mwisho
rooms-no-welcome = mwandaaji hakutuma makaribisho na mchezo
rooms-game-does-not-replay = mchezo wa mwandaaji hauchezeki tena: { $error }

## Mchezo wa chumba.

rooms-closed-esc = chumba kimefungwa ({ $why }); Esc huondoka
rooms-no-answer = chumba hakijibu: mwandaaji amekwama au ameondoka
rooms-spectators-cannot = unatazama: watazamaji hawawezi kucheza wala kuomba
rooms-game-over = mchezo umekwisha
rooms-their-turn = zamu ya { $name }: unasubiri hatua yake
rooms-board-elsewhere = ubao unaonyesha hatua { $ply } kati ya { $plies }: Tab kisha End hurudi kwenye mchezo
rooms-move-sent = hatua yako inaelekea chumbani
rooms-asked = { $what ->
    [takeback] umeomba kurudisha hatua yako ya mwisho
    [rematch] umeomba marudiano, pande zimebadilishana
   *[draw] umependekeza sare
}; unasubiri jibu
rooms-resigned = umejitoa
rooms-aborted = umesitisha
rooms-you-said-no = umekataa
rooms-closed-saved-served = chumba kimefungwa, mchezo umehifadhiwa kama { $name }: h kwenye michezo iliyohifadhiwa (o) huuandaa tena
rooms-closed-saved = chumba kimefungwa, mchezo umehifadhiwa: bao host --load { $name } huuendeleza
rooms-closed = chumba kimefungwa: { $why }
rooms-link-room-closed = chumba kimefungwa
rooms-link-host-gone = bao ya mwenyeji haipo tena
rooms-link-too-long = mwenyeji ametuma mstari mrefu mno
rooms-link-garbled = mwenyeji ametuma kitu ambacho hakuna chumba cha bao hutuma ({ $error })
rooms-link-failed = muunganisho kwa mwenyeji umeshindwa: { $error }
rooms-someone-asks = { $name } anaomba { $what ->
    [takeback] kurudisha hatua
    [rematch] marudiano
   *[draw] sare
}
rooms-said-no = { $name } amekataa { $what ->
    [takeback] kurudisha hatua
    [rematch] marudiano
   *[draw] sare
}
rooms-is-here = { $name } yupo
rooms-left = { $name } ametoka chumbani
rooms-refused = chumba kimekataa: { $reason }
rooms-you-aborted = umesitisha mchezo: hakuna matokeo
rooms-someone-aborted = { $name } amesitisha mchezo: hakuna matokeo
rooms-bad-game = mwandaaji ametuma mchezo usiochezeka tena
rooms-draw-agreed = sare kwa makubaliano: { $south } na { $north } wamekubaliana sare
rooms-takeback-agreed = mchezo umerudi nyuma: kurudisha hatua kumekubaliwa
rooms-rematch-side = marudiano: unacheza { $side ->
    [south] Kusini
   *[north] Kaskazini
}
rooms-rematch = marudiano
rooms-bad-move = mwandaaji ametuma hatua { $mv }, ambayo sheria zinaikataa hapa
rooms-you-played = umecheza { $mv }
rooms-played = { $name } amecheza { $mv }
rooms-left-room = { $why }; umetoka chumbani

## Paneli ya jumbe.

rooms-spectator-sender = { $name } (anatazama)
rooms-messages-title = Jumbe (M)
rooms-messages-none = Bado hakuna jumbe: m huandika ujumbe kwa chumba.
rooms-messages-spectators-shown = watazamaji: zinaonyeshwa (v huficha)
rooms-messages-spectators-hidden = watazamaji: { $hidden } zimefichwa (v huonyesha)
rooms-messages-newer = mpya zaidi { $newer } chini (End)
rooms-spectators-shown = jumbe za watazamaji: zinaonyeshwa
rooms-spectators-hidden = jumbe za watazamaji: zimefichwa
rooms-spectators-all = unatazama: unaona kila ujumbe tayari

## Makataa ya mwenyeji, kwa lugha ambayo mwenzake alisema katika salamu yake.

rooms-refused-spectator = watazamaji hutazama na kuzungumza tu: hawawezi kucheza, kuomba, kujisalimisha wala kusitisha
rooms-refused-already-over = mchezo tayari umekwisha
rooms-refused-message = ujumbe ni mstari mmoja wa herufi 1 hadi { $most }
rooms-refused-abort = pande zote zimecheza: mchezo hauwezi kusitishwa tena (jisalimishe, au omba sare)
rooms-refused-over = mchezo umekwisha
rooms-refused-turn = ni zamu ya { $side }, si yako
rooms-refused-behind = mchezo uko kwenye hatua { $at }, si { $yours }: ubao wako ulikuwa nyuma
rooms-refused-nobody = bado hakuna aliyeketi upande mwingine
rooms-refused-over-takeback = mchezo umekwisha: hakuna kurudisha hatua
rooms-refused-no-takeback = huna hatua ya kurudisha
rooms-refused-no-takeback-left = hakuna hatua ya kurudisha
rooms-refused-rematch = mchezo wa marudiano ni wa baada ya mchezo kwisha
rooms-refused-over-draw = mchezo umekwisha: hakuna sare ya kukubaliana
rooms-refused-not-asked = hakuna kitu kama hicho ulichoombwa

## Sababu mwenyeji humwachia mwenzake, au hufunga chumba: kwa lugha ambayo mwenzake alisema katika salamu yake
## (salamu iliyokataliwa, kwa lugha inayoisema; muunganisho usiosema lugha, kwa Kiingereza).

rooms-bye-hello-first = salimu kwanza: ujumbe wa kwanza ni salamu
rooms-bye-version = chumba hiki huzungumza itifaki ya vyumba vya bao { $version }, si toleo { $theirs }
rooms-bye-wrong-code = msimbo wa chumba si sahihi
rooms-bye-name = jina: { $error }
rooms-bye-full = chumba kimejaa: kinachukua watazamaji { $most }
rooms-bye-no-seat = hakuna kiti cha mgeni
rooms-bye-no-secret = mwenyeji hakuweza kutengeneza siri: { $error }
rooms-bye-seat-taken = kiti kimechukuliwa na { $name }; ni bao yao wenyewe tu inayoweza kukichukua tena (kutazama chumba { $code } hufuata mchezo)
rooms-bye-again = umejiunga na chumba hiki tena kutoka terminali nyingine
rooms-bye-host-closed = mwenyeji amefunga chumba
rooms-bye-failed = chumba kimefungwa: { $why }
rooms-bye-deserted = mchezaji ameuacha mchezo: hauonyeshwi tena
