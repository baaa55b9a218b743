# Michezo iliyohifadhiwa, paneli za maelezo na za kunakili, makosa ya hifadhi kwenye skrini, mipangilio,
# kihariri cha hali ya ubao, maswali ya mchezo uliofunguliwa kwingine na wa mchezo usiohifadhiwa, na
# terminali ndogo mno.

## Michezo iliyohifadhiwa.

screens-saves-title = Michezo iliyohifadhiwa · { $own } · { $folder } · ya ndani { $builtin }
screens-saves-saved = tarehe ({ $zone })
screens-saves-name = jina
screens-saves-game = mchezo
screens-saves-moves = hatua
screens-saves-result = matokeo
screens-saves-against = dhidi ya
screens-saves-none = bado hakuna michezo iliyohifadhiwa: kila mchezo unaochezwa huhifadhiwa hapa
screens-saves-built-in = wa ndani
screens-saves-damaged = umeharibika: { $reason }
screens-saves-at = hatua { $ply } kati ya { $plies }
screens-saves-built-in-file = wa ndani (saves/{ $file }.json), hufunguliwa kama nakala
screens-saves-begun = tangu { $date }
screens-saves-cannot-open = faili hili haliwezi kufunguliwa; linaachwa kama lilivyo:
screens-saves-a-person = mtu
screens-saves-computer = kompyuta { $level }
screens-saves-computers = kompyuta pekee
screens-saves-players = Kusini: { $south } · Kaskazini: { $north }
screens-saves-looked-at = ulitazamwa kwenye hatua { $ply } kati ya { $plies }, hufunguka hapo
screens-saves-new-name = jina jipya la { $name }: { $text }▏
screens-saves-ask-delete = ufute mchezo uliohifadhiwa { $name }? y/n
screens-saves-none-yet = bado hakuna michezo iliyohifadhiwa katika { $folder }; hali za ubao za ndani zimeorodheshwa
screens-saves-name-paste = jina la mchezo uliohifadhiwa lina herufi { $most } au chache, kwenye mstari mmoja
screens-saves-name-full = jina la mchezo uliohifadhiwa lina herufi { $most } au chache
screens-saves-none-selected = hakuna mchezo uliohifadhiwa uliochaguliwa
screens-saves-builtin-kept = umo ndani ya programu: hauwezi kubadilishwa jina wala kufutwa; Enter hufungua nakala
screens-saves-builtin-host = wa ndani: h huandaa michezo yako; r kwenye skrini ya mwanzo hufungua chumba
screens-saves-damaged-refused = faili hili haliwezi kufunguliwa, linaachwa kama lilivyo (d hulifuta): { $error }
screens-saves-renamed = { $old } sasa ni { $new }
screens-saves-deleted = { $name } umefutwa

## Kufungua mchezo uliohifadhiwa.

screens-no-store-to-open = hakuna hifadhi ya kufungua michezo
screens-no-store-to-host = hakuna hifadhi ya kuandaa michezo
screens-builtin-copy = { $title } · wa ndani: nakala
screens-builtin-damaged = saves/{ $file }.json: { $error }
screens-no-builtin = hakuna mchezo wa ndani `{ $file }`
screens-continuing = unaendelea na { $name }
screens-saved-game = mchezo uliohifadhiwa
screens-opened-at = kwenye hatua { $ply }
screens-opened-notes = i huonyesha maelezo tena

## Maelezo ya mchezo uliohifadhiwa.

screens-notes-title = Mchezo uliohifadhiwa
screens-notes-no-title = (hakuna jina)
screens-notes-no-notes = (hakuna maelezo)
screens-notes-keys = Esc hufunga  i huonyesha haya tena

## Mchezo uliofunguliwa na bao nyingine, na mchezo usioweza kuhifadhiwa.

screens-busy-title = Umefunguliwa na bao nyingine
screens-busy-explanation = Programu moja tu huandika mchezo uliohifadhiwa. Utazame hapa bila kucheza, au endelea kwenye nakala yako mwenyewe.
screens-busy-keys = w utazame   c endelea kwenye nakala   Esc ghairi
screens-busy-note = `{ $name }` umefunguliwa na bao nyingine
screens-busy-note-process = `{ $name }` umefunguliwa na bao nyingine (mchakato { $process })
screens-busy-unlockable = `{ $name }` hauwezi kufungwa ({ $error })
screens-busy-watching = kusoma tu: unatazama mchezo uliofunguliwa na bao nyingine; hakuna kinachochezwa wala kuhifadhiwa hapa
screens-busy-copy = unaendelea kwenye nakala, iliyohifadhiwa kwa jina jipya
screens-busy-not-opened = haujafunguliwa
screens-unsaved-title = Mchezo haujahifadhiwa
screens-unsaved = Uondoke hata hivyo? Rekodi yake huandikwa kwenye terminali bao ikimaliza, kwa ajili ya bao import.
screens-unsaved-served = Uondoke hata hivyo? Rekodi yake huandikwa kwenye terminali bao ikimaliza: inakili ili uitunze.
screens-unsaved-keys = y ondoka na uandike rekodi   n baki kwenye mchezo
screens-unsaved-stay = mchezo unabaki wazi; utahifadhiwa mara kuandika kutakapowezekana tena

## Makosa ya hifadhi, kama skrini inavyoyaonyesha.

screens-store-io = { $path }: { $error }
screens-store-format = { $path }: { $error }
screens-store-not-found = hakuna mchezo uliohifadhiwa `{ $name }` katika { $folder }{ $served ->
    [yes] {""}
   *[no] {" "}(tazama `bao saves`)
}
screens-store-no-folder = hakuna folda ya data ya kuhifadhi: weka { $variable }
screens-store-guarded = { $guard } imewekwa: folda ya data ya mfumo inakataliwa; weka { $variable }
screens-store-locked = { $path }: umefunguliwa na bao nyingine; unaweza kusomwa, si kuandikwa
screens-store-locked-by = { $path }: umefunguliwa na bao nyingine (mchakato { $process }); unaweza kusomwa, si kuandikwa
screens-store-changed = { $path }: { $how ->
    [removed] umeondolewa
   *[changed] umebadilishwa
} na programu nyingine tangu hii iusome; haukuandikwa juu yake
screens-store-taken = { $path }: mchezo uliohifadhiwa una jina hilo tayari
screens-store-name-too-long = jina la mchezo uliohifadhiwa lina herufi { $most } au chache; hili lina { $length }
screens-store-bad-name = `{ $name }` haliwezi kuwa jina la mchezo: tumia herufi, tarakimu, nafasi, `-`, `_` au `.`, bila kuanza na `.`
screens-format-shape = si faili la mchezo wa bao ({ $detail })
screens-format-newer = limeandikwa na bao mpya zaidi (muundo { $format }); bao hii husoma miundo { $first } hadi { $last }
screens-format-field = { $field }: { $message }
screens-format-move = hatua { $index } ({ $text }) haichezeki tena: { $message }

## Mipangilio.

screens-settings-title = Mipangilio
screens-settings-theme = Mandhari
screens-settings-auto-watch = Tazama hatua mpya
screens-settings-speed = Kasi ya uchezaji
screens-settings-speed-value = mbegu { $speed }/s
screens-settings-ascii = Mchoro wa ASCII
screens-settings-ascii-flag = --ascii imewashwa
screens-settings-ascii-locale = lokali: ASCII
screens-settings-names = Majina ya mashimo
screens-settings-south-level = Kiwango Kusini
screens-settings-north-level = Kiwango Kaskazini
screens-settings-table = Kumbukumbu
screens-settings-palette = Rangi
screens-settings-bell = Kengele zamu yako
screens-settings-watchable = Wengine watazame
screens-settings-name = Jina lako
screens-settings-language = Lugha
screens-settings-on = ndiyo
screens-settings-off = hapana
screens-settings-watchable-what = dhidi ya kompyuta
screens-settings-served-only = bao serve tu
screens-settings-ssh-login = (jina la SSH)
screens-settings-login-name = (jina la kuingia)
screens-settings-locale = { $language } (lokali)
screens-settings-keys-title = Vitufe kwenye ubao (* vyako)
screens-settings-press-key = bonyeza kitufe…
screens-settings-no-key = (hakuna kitufe)
screens-settings-save = [ Hifadhi ]  Esc huacha
screens-settings-preview = Onyesho
screens-settings-preview-you = wewe
screens-settings-preview-friend = rafiki
screens-settings-terminal = terminali: { $depth }
screens-depth-truecolour = rangi kamili
screens-depth-256 = rangi 256
screens-depth-16 = rangi 16
screens-depth-none = bila rangi
screens-palette-auto = kama terminali isemavyo
screens-theme-shipped = ya programu
screens-theme-default = kishale cha kahawia-njano, hatua za kijani, upandaji wa samawati: rangi za kati zinazosomeka kwenye mandharinyuma meusi na meupe
screens-theme-classic-wood = rangi ya udongo na mkoko, kama ubao uliochongwa; upandaji kwa rangi ya chungwa kali
screens-theme-colour-blind-safe = rangi za Okabe-Ito: chungwa, samawati ya anga, buluu na zambarau, kamwe nyekundu dhidi ya kijani
screens-theme-high-contrast = vizuizi vya rangi kali vyenye maandishi meusi au meupe, kwa wasioona vizuri na skrini zilizofifia
screens-theme-monochrome = bila rangi kabisa: rangi zilizogeuzwa, herufi nzito na mstari chini hubeba kila alama
screens-settings-name-paste = jina lina herufi { $most } au chache, kwenye mstari mmoja
screens-settings-name-full = jina lina herufi { $most } au chache
screens-settings-name-kept = jina halijabadilishwa
screens-settings-name-login = jina lako: jina la kuingia, { $login }, mipangilio ikishahifadhiwa
screens-settings-name-set = jina lako: { $name }, mipangilio ikishahifadhiwa (Enter kwenye [ Hifadhi ])
screens-settings-name-bytes = jina lina baiti 32 au chache
screens-settings-name-served = jina lako ni jina lako la SSH, { $login }: halibadilishwi hapa
screens-settings-name-type = andika jina lako (vyumba na paneli za mchezo hulionyesha); tupu: jina la kuingia
screens-settings-key-kept = kitufe hakijabadilishwa
screens-settings-key-unbindable = { $key } hakiwezi kupewa kitendo
screens-settings-key-bound = { $key } sasa hufanya { $action } kwenye ubao
screens-settings-key-press = bonyeza kitufe cha kuweka (Esc: vitufe vibaki kama vilivyo)
screens-settings-kept = mipangilio haijabadilishwa
screens-settings-watchable-on = wengine wanaweza kutazama michezo yako dhidi ya kompyuta (michezo ya kutazama ya ukumbi), mipangilio ikishahifadhiwa
screens-settings-watchable-off = michezo yako dhidi ya kompyuta ni yako peke yako, mipangilio ikishahifadhiwa
screens-settings-watchable-served-only = chini ya bao serve tu: wengine huko hutazama michezo yako dhidi ya kompyuta kutoka ukumbini
screens-settings-not-saved = mipangilio haijahifadhiwa: { $error }
screens-settings-no-folder = mipangilio inatumika lakini haijahifadhiwa: mfumo hautoi folda ya usanidi
screens-settings-saved = mipangilio imehifadhiwa katika { $path }
screens-settings-unreadable = mipangilio { $path }: { $error }
screens-settings-unknown = mipangilio { $path }: mpangilio usiojulikana { $keys } umepuuzwa (mipangilio ni { $known }); kuhifadhi mipangilio huuondoa
screens-settings-damaged = mipangilio { $path }: { $error }; chaguo-msingi zinatumika hadi uhifadhi mipangilio
screens-settings-not-object = mipangilio lazima iwe kitu cha JSON {"{"}...{"}"}, si { $kind ->
    [null] null
    [bool] true au false
    [number] namba
    [string] neno
    [array] orodha [...]
   *[object] kitu
}

## Kihariri cha hali ya ubao.

screens-editor-title = Hariri hali ya ubao · { $game } · halali
screens-editor-title-invalid = Hariri hali ya ubao · { $game } · si halali
screens-editor-can-play = inaweza kuchezwa: { $summary }
screens-editor-cannot = haiwezi kuchezwa: { $error }
screens-editor-playable = zamu ya { $side ->
    [south] Kusini
   *[north] Kaskazini
}, hatua halali { $moves }
screens-editor-over = mchezo umekwisha hapa: { $outcome }
screens-editor-legend = {"["}n] kishale
screens-editor-legend-kete = {"["}n] kishale  k kuu  t hizi zetu
screens-editor-legend-kingulu = {"["}n] kishale  * hifadhi shimo (kuweka mtoto)
screens-editor-values = Thamani (Tab)
screens-editor-pit = shimo { $hole }
screens-editor-reserve = akiba { $side }
screens-editor-bank = ghala { $side }
screens-editor-ply = zamu ijayo
screens-editor-to-move = zamu ya { $side }
screens-editor-kuu = kuu S { $south ->
    [on] ipo
   *[off] haipo
} N { $north ->
    [on] ipo
   *[off] haipo
}
screens-editor-takasia = hizi zetu { $hole }
screens-editor-none = hakuna
screens-editor-on-board = ubaoni
screens-editor-opened = tarakimu au + - huweka shimo, Tab thamani nyingine, Enter hucheza, A huchunguza, ? vitufe
screens-editor-from = kutoka hali iliyohaririwa: { $matchup }
screens-editor-emptied = ubao umeachwa mtupu
screens-editor-no-such-mark = { $key } haihusu hali za { $game }
screens-editor-cannot-play = hali hii haiwezi kuchezwa: { $error }
screens-editor-cannot-study = hali hii haiwezi kuchunguzwa: { $error }

## Terminali ndogo mno kwa skrini.

screens-small-title = terminali ni ndogo mno
screens-small-needs = bao inahitaji { $size }, hii ni { $now }
screens-small-enlarge = panua dirisha, au q kuondoka

## Michezo iliyohifadhiwa ndani ya programu: jina na maelezo ya kila mmoja, kwa jina la faili lake katika saves/.

screens-shipped-kete-bao-hamna-title = Kete: bao hamna katikati ya hatua
screens-shipped-kete-bao-hamna-notes = Zamu ya Kusini (E10). B4< huanzisha mfululizo wa kula unaomaliza safu yote ya mbele ya Kaskazini: Kusini anashinda papo hapo, katikati ya hatua; mbegu za mwisho zilizoliwa zinawekwa nje na hakuna kinachofuata. Kula kwingine kunne ni halali: tafuta kwa nini ni B4<.
screens-shipped-kete-complete-game-title = Kete: mchezo kamili kati ya kompyuta mbili
screens-shipped-kete-complete-game-notes = Kiwango 3 dhidi ya kiwango 3 (nusu-hatua 55): kula kwa nemo kunakopandwa kutoka kichwa, kuu, na mwisho wa bao hamna: Kusini anamaliza safu ya mbele ya Kaskazini katikati ya hatua.
screens-shipped-kete-hizi-zetu-title = Kete: hizi zetu, uhifadhi wa Lamu
screens-shipped-kete-hizi-zetu-notes = Mtaji, zamu ya Kusini (E9). Baada ya takata A3>, ni a3 ya Kaskazini pekee iliyo hatarini na Kaskazini hawezi kula: a3 imehifadhiwa (t=a3). Kaskazini hawezi kuanzia hapo, mzunguko wa Kaskazini unaoishia hapo husimama, na katika hatua inayofuata ya Kusini, Kusini lazima aichukue kwanza.
screens-shipped-kete-six-seed-kuu-title = Kete: sheria ya Lamu ya mbegu sita
screens-shipped-kete-six-seed-kuu-notes = Shimo pekee lenye mbegu katika safu ya mbele ya Kusini ni kuu yenye mbegu 6 kamili (E5). Zikiwa 7 au zaidi, 2 tu zingetozwa; zikiwa 6, mbegu ya akiba huongezwa na zote 7 hupandwa, na kuu inaharibika. Linganisha A5< na A5>.
screens-shipped-kete-stop-or-safari-title = Kete: simama kwenye kuu, au safari?
screens-shipped-kete-stop-or-safari-notes = Awamu ya nemo, zamu ya Kusini (rules/kete.md E3). A2 lazima ile a7 na kuzipanda kutoka kichwa cha kushoto; mzunguko unaishia kwenye kuu ya Kusini mwenyewe. Kusimama (A2>) huiacha kuu imesimama; safari (A2>+) huinua mbegu zake 8, huiharibu kuu milele na kuendelea kucheza. Programu huuliza wakati upandaji unapofika kwenye kuu.
screens-shipped-kimasai-relay-chain-title = Kimasai kupokezana: mfululizo wa uvamizi
screens-shipped-kimasai-relay-chain-notes = Awamu ya 2, zamu ya Kusini (rules/kimasai-relay.md hali P). A6 huvamia a1, hupokezana kupitia safu ya nje na kuvamia a5 kisha a4 (ng'ombe 9); B4 huvamia a8 kwa ng'ombe mmoja anayepokezana kutoka shimo linalokula, kisha a4 na a5 (ng'ombe 8). Zipitie zote mbili hatua kwa hatua.
screens-shipped-kimasai-relay-complete-game-title = Kimasai kupokezana: mchezo kamili kati ya kompyuta mbili
screens-shipped-kimasai-relay-complete-game-notes = Kiwango 3 dhidi ya kiwango 3 (nusu-hatua 62): awamu ya akiba, ng'ombe wa mwisho akiingizwa, kisha uvamizi wa awamu ya 2 hadi safu ya ndani ya Kusini iwe tupu. Pitia upokezanaji mrefu hatua kwa hatua.
screens-shipped-kimasai-relay-phase-change-title = Kimasai kupokezana: ng'ombe wa mwisho wa akiba
screens-shipped-kimasai-relay-phase-change-notes = Nusu-hatua 49 (E9): Kusini anaingiza ng'ombe wa mwisho wa akiba. Hatua hii bado ni awamu ya 1, kwa hiyo kutua mkabala na ng'ombe hupokezana badala ya kuvamia; kuanzia jibu la Kaskazini, uvamizi unaanza.
screens-shipped-kimasai-relay-winning-raid-title = Kimasai kupokezana: kumaliza safu ya ndani
screens-shipped-kimasai-relay-winning-raid-notes = Zamu ya Kusini (E8). A2 hutua katika A3 yenye ng'ombe mkabala na a6: uvamizi unachukua ng'ombe wa mwisho wa safu ya ndani ya Kaskazini na mchezo unaisha papo hapo; ng'ombe waliochukuliwa wanawekwa nje na hakuna mzunguko mwingine.
screens-shipped-kimasai-step-complete-game-title = Kimasai (safu nne): mchezo kamili kati ya kompyuta mbili
screens-shipped-kimasai-step-complete-game-notes = Kiwango 3 dhidi ya kiwango 3 (nusu-hatua 278): jiwe moja moja likisogea kuzunguka, kula safu nzima, na mwisho wa polepole hadi Kusini asibaki na jiwe.
screens-shipped-kimasai-step-endgame-title = Kimasai (safu nne): jiwe la mwisho
screens-shipped-kimasai-step-endgame-notes = Zamu ya Kusini (E8): A6 husogea hadi A5 na kula jiwe la mwisho la Kaskazini: Kusini anashinda. B3 pia ni halali, lakini kisha a8 ya Kaskazini inachukua A6.
screens-shipped-kimasai-step-file-captures-title = Kimasai (safu nne): kula kupi?
screens-shipped-kimasai-step-file-captures-notes = Zamu ya Kusini, mawe 12 kila upande (rules/kimasai-step.md hali M). A11 huchukua safu nzima (a3 na b3), A7 a7 pekee, A4 hakuna kitu kwa sababu a10 ni tupu na b10 iko salama nyuma yake; A1 huzunguka hadi safu ya nyuma. Hatua halali saba: tafuta iliyo bora.
screens-shipped-kimasai-step-opening-title = Kimasai (safu nne): jibu la kwanza la Kaskazini
screens-shipped-kimasai-step-opening-notes = Zamu ya Kaskazini baada ya A2 ya lazima ya Kusini (E1, E2). a2 hula tena safu nzima mara moja; b11 husogea katika safu ya nyuma na kumruhusu Kusini ale a11 baadaye (E9).
screens-shipped-kingulu-complete-game-title = Kingulu: mchezo kamili kati ya kompyuta mbili
screens-shipped-kingulu-complete-game-notes = Kiwango 4 dhidi ya kiwango 4, hatua kwa hatua hadi mwisho (nusu-hatua 38). Kusini anaishiwa na hatua halali na mchezo unahesabiwa: Kaskazini anashinda 29-19. Tazama uhifadhi wa kuweka mtoto na jinsi makatazo ya mzunguko wa kwanza yanavyobana hatua za mwisho.
screens-shipped-kingulu-kuweka-mtoto-title = Kingulu: kuweka mtoto baada ya kupokezana
screens-shipped-kingulu-kuweka-mtoto-notes = Zamu ya Kusini (rules/kingulu.md E3). A5 hupokezana kutoka a2 na mbegu yake ya mwisho hufanya 4 katika a5, iliyokuwa na 3: Kusini anahifadhi a5 milele, na mbegu ya kabla ya mwisho ya mzunguko inahamia humo pamoja nayo (mbegu 5). Kila mbegu ambayo Kaskazini atapanda baadaye katika a5 huenda kwenye ghala ya Kusini. Pitia A5 hatua kwa hatua kuiona.
screens-shipped-kingulu-long-lap-title = Kingulu: mzunguko wa mbegu 12 unaorudi
screens-shipped-kingulu-long-lap-notes = Zamu ya Kusini (E7). A3 ina mbegu 12: mzunguko unazunguka ubao wote na mbegu yake ya mwisho inaangukia A3 yenyewe, sasa tupu, na kula a4 pamoja na mbegu inayokula (7). Shimo la kuanzia halirukwi; lingerukwa, hatua hii yenye nguvu isingekuwa halali. Linganisha A5 na A6.
screens-shipped-kingulu-never-ending-title = Kingulu: hatua isiyoisha kamwe
screens-shipped-kingulu-never-ending-notes = Zamu ya Kusini (E10). A5 ingepokezana milele (mzunguko unaojirudia wa mizunguko 72), kwa hiyo si hatua halali; mzunguko wa kwanza wa A4 unaishia kwenye shimo lake lenye mbegu. Inabaki A2 tu. Sheria huupata mzunguko huo kwa usahihi, kamwe si kwa kikomo cha mizunguko.

## Kasoro katika JSON ya mchezo uliohifadhiwa.

screens-format-json = { $fault ->
    [eof] faili linaisha kabla ya wakati
    [syntax] maandishi si JSON sahihi
    [io] faili halikusomeka
   *[data] JSON haina umbo la mchezo uliohifadhiwa: { $what }
}{ $line ->
    [0] {""}
   *[other] , mstari { $line } safu { $column }
}
screens-format-bad-version = `format` ni { $version }, si namba ya muundo (namba kamili kuanzia 1)
screens-format-no-version = hakuna namba ya muundo `format`
screens-format-not-object = mchezo uliohifadhiwa ni kitu cha JSON {"{"}...{"}"}
