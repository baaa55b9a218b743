# cli: `bao --help` na msaada wa kila amri, ukurasa wa mwongozo, na kile mstari wa amri unachomwambia mtu.

## Hoja zinazoshirikiwa na amri nyingi

cli-arg-ascii = Chora masanduku na alama kwa ASCII tupu; hupita mipangilio
cli-arg-code = Msimbo wa chumba, kama skrini ya mwenyeji inavyouonyesha (kingulu-k7fq-3mzd)
cli-arg-color = Rangi: auto (kama NO_COLOR, CLICOLOR_FORCE, FORCE_COLOR, CLICOLOR na TERM zinavyosema, kwa mpangilio huo), always au never
cli-arg-from = Anza kutoka nafasi hii (kwa mwandiko) badala ya nafasi ya mwanzo ya mchezo
cli-arg-lines = Cheza kama mazungumzo, mstari mmoja kwa wakati, kwa kisoma-skrini, kionyesho cha breli au hati: bila kusogeza kishale, bila kuchora upya, bila rangi; amri na hatua husomwa kutoka standard input, mstari kwa mstari
cli-arg-name = Jina lako chumbani [chaguo-msingi: jina lako la kuingia]
cli-arg-save = Jina la mchezo uliohifadhiwa (tazama `bao saves`) au njia ya faili lake
cli-arg-theme = Mandhari ya rangi kwa mara hii (tazama `bao themes`); hupita mipangilio
cli-arg-words = Mchezo (kete, kimasai-relay, kimasai-step au kingulu; unaweza kuachwa ukitumia --from), kisha hatua za kucheza, k.m. `kingulu A3 a1`

## Amri

cli-bao-about = Cheza na ujifunze Bao la Kete, Bao la Kimasai na Bao Kingulu kwenye terminali
cli-bao-long-about =
    Cheza na ujifunze Bao la Kete, Bao la Kimasai na Bao Kingulu kwenye terminali.

    Bila amri, hufungua skrini ya mwanzo: chagua mchezo na wachezaji. Kila amri hapa chini inayopokea mchezo hupokea mojawapo ya kete, kimasai-relay, kimasai-step au kingulu.

cli-bao-moves-about = Onyesha hatua halali baada ya hatua zilizotolewa, moja kwa kila mstari
cli-bao-moves-after-help =
    Mifano:
      bao moves kingulu
      bao moves kete A6< a6>
      bao moves --from "kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9"

cli-bao-apply-about = Onyesha nafasi baada ya hatua zilizotolewa
cli-bao-apply-after-help =
    Mfano:
      bao apply kingulu A3 a1

cli-bao-status-about = Onyesha kama mchezo unaendelea baada ya hatua zilizotolewa, au nani ameshinda na kwa nini
cli-bao-status-after-help =
    Mfano:
      bao status kingulu A5 a5 A3

cli-bao-perft-about = Hesabu mfululizo wa hatua wenye hatua DEPTH kamili
cli-bao-perft-after-help =
    Mifano:
      bao perft kingulu 4
      bao perft 3 --from "kingulu S 4,4,4,4,4,4/4,4,4,4,4,4"
cli-bao-perft-arg-variant = Mchezo: kete, kimasai-relay, kimasai-step au kingulu (unaweza kuachwa ukitumia --from)
cli-bao-perft-arg-depth = Kina kwa hatua (1000 zaidi)

cli-bao-trace-about = Onyesha matukio ya hatua moja kama mistari ya JSON
cli-bao-trace-after-help =
    Mfano:
      bao trace --from "kingulu S 1,3,4,0,2,3/2,0,5,1,3,0 c=12,12 m=21" --move A5
cli-bao-trace-arg-mv = Hatua ambayo matukio yake yataonyeshwa, ikichezwa baada ya hatua zilizotolewa
cli-bao-trace-arg-text = Onyesha kila tukio kama sentensi ambayo mwonekano wa hatua kwa hatua unaonyesha, moja kwa mstari, badala ya JSON

cli-bao-analyze-about = Chunguza nafasi baada ya hatua zilizotolewa: hatua bora, alama, njia bora, kina, nodi (--all: kila hatua halali na alama yake, bora kwanza)
cli-bao-analyze-after-help =
    Mifano:
      bao analyze kingulu --depth 8
      bao analyze kete A6< --all --time 500
cli-bao-analyze-arg-depth = Tafuta hadi kina hiki, kwa hatua
cli-bao-analyze-arg-time = Tafuta kwa milisekunde hizi [chaguo-msingi: 2000]
cli-bao-analyze-arg-nodes = Chunguza nafasi hizi nyingi (ukimaliza kina kinachoendelea ikiwa tu ni cha kwanza)
cli-bao-analyze-arg-all = Pima kila hatua halali: mstari mmoja kwa hatua, bora kwanza (hatua, alama, kina, njia bora)
cli-bao-analyze-arg-progress = Ripoti kila kina kilichokamilika kwenye standard error kinapoisha (kina, alama, nodi, njia bora)
cli-bao-analyze-arg-hash = Ukubwa wa jedwali la utafutaji kwa MiB, 1 hadi 4096, ukishushwa hadi nguvu ya 2 [chaguo-msingi: 8]

cli-bao-bench-about = Pima michezo ya nasibu: michezo/s, zamu/s, hatua/mchezo
cli-bao-bench-after-help =
    Mifano:
      bao bench
      bao bench kete --seconds 1
cli-bao-bench-arg-variant = Mchezo wa kupima; kila mchezo ukiachwa
cli-bao-bench-arg-seconds = Sekunde za kupima kila mchezo

cli-bao-play-about = Fungua mchezo: skrini ya mwanzo, mchezo mpya, nafasi au mchezo uliohifadhiwa
cli-bao-play-after-help =
    Mifano:
      bao play                             skrini ya mwanzo
      bao play kete                        mchezo mpya wa kete, na wachezaji waliochaguliwa mwisho
      bao play kete --north 4              wewe (Kusini) dhidi ya kompyuta kiwango 4
      bao play --from "kingulu S 0,0,5,5,0,1/6,6,2,7,0,0 c=10,6 m=9"
      bao play --load kingulu-long-lap     nafasi ya kujifunzia iliyojengwa ndani, kama nakala
      bao play --load "first lesson"       mchezo wako uliohifadhiwa, kwa jina

    Michezo huhifadhiwa inavyochezwa katika $BAO_DATA_DIR/saves; mipangilio na mandhari yako ziko katika
    $BAO_CONFIG_DIR (kwa chaguo-msingi folda za mfumo za bao-tui: bao doctor inasema zipi). Rangi hufuata
    --color, kisha NO_COLOR, CLICOLOR_FORCE au FORCE_COLOR, CLICOLOR na TERM (bao --help).
cli-bao-play-arg-variant = Mchezo wa kucheza (unaweza kuachwa ukitumia --from au --load)
cli-bao-play-arg-from = Anza kutoka nafasi hii (kwa mwandiko)
cli-bao-play-arg-load = Fungua mchezo uliohifadhiwa kwa jina au njia, au nafasi ya kujifunzia au mchezo wa mfano uliojengwa ndani kwa kichwa au jina la faili (tazama `bao saves --builtin`; hufunguliwa kama nakala)
cli-bao-play-arg-south = Nani anacheza Kusini (anaanza): `person` (mtu), au kiwango cha kompyuta, 1 hadi 6 au jina lake (beginner, novice, casual, club, expert, master) [chaguo-msingi: mtu ikiwa --north imetolewa, vinginevyo wachezaji waliochaguliwa mwisho]
cli-bao-play-arg-north = Nani anacheza Kaskazini, kama --south [chaguo-msingi: mtu ikiwa --south imetolewa, vinginevyo wachezaji waliochaguliwa mwisho]

cli-bao-learn-about = Fungua masomo na mafumbo ya mchezo: mazoezi mafupi, kila moja likiomba aina moja ya hatua, kisha "shinda ndani ya N" na "kula zaidi", kisha mafumbo yaliyotokana na michezo yako iliyopitiwa (maendeleo huwekwa katika learn.json kwenye folda ya data: bao doctor inasema wapi)
cli-bao-learn-after-help =
    Mifano:
      bao learn
      bao learn kingulu
cli-bao-learn-arg-variant = Mchezo ambao masomo yake yatafunguliwa (kete ukiachwa)

cli-bao-host-about = Fungua chumba cha mchezo na mchezaji kwenye terminali nyingine, na ucheze humo (huonyesha msimbo wa chumba)
cli-bao-host-arg-variant = Mchezo (kete, kimasai-relay, kimasai-step, kingulu); unaweza kuachwa ukitumia --load
cli-bao-host-arg-side = Upande wa mwenyeji [chaguo-msingi: south, au ukitumia --load upande aliocheza mtu wa mchezo uliohifadhiwa]
cli-bao-host-arg-clock = Saa kwa kila upande: dakika, pamoja na sekunde zinazoongezwa baada ya kila hatua (5+3)
cli-bao-host-arg-load = Andaa mchezo uliohifadhiwa (kwa jina au njia), ukiendelea kutoka hatua yake ya mwisho
cli-bao-host-arg-public = Orodhesha chumba katika `bao rooms` ili kila mtu wa mashine hii akione (chumba cha faragha huingiwa kwa msimbo wake tu)

cli-bao-join-about = Chukua kiti kilicho wazi cha chumba (au kiti chako tena, baada ya muunganisho kukatika)

cli-bao-watch-about = Fuatilia mchezo wa chumba bila kiti

cli-bao-rooms-about = Orodhesha vyumba vya umma vya mashine hii: msimbo, mchezo, wachezaji, hatua, watazamaji
cli-bao-rooms-arg-socket = Badala yake onyesha njia ya soketi ya chumba CODE katika folda ya vyumba (ili kuipeleka kwa ssh -L)

cli-bao-saves-about = Orodhesha michezo iliyohifadhiwa, mmoja kwa mstari (ukitumia --builtin, nafasi za kujifunzia na michezo ya mfano iliyojengwa ndani)
cli-bao-saves-after-help =
    Michezo iliyohifadhiwa iko katika $BAO_DATA_DIR/saves, au folda ya data ya mfumo ya bao-tui (~/.local/share/bao-tui/saves kwenye Linux); bao doctor inasema ipi.

    Mifano:
      bao saves
      bao saves --builtin
cli-bao-saves-arg-builtin = Badala yake orodhesha nafasi za kujifunzia na michezo ya mfano iliyojengwa ndani ya programu: jina la faili, mchezo, hatua, jinsi njia inavyoishia, kichwa (`bao play --load` hufungua mmoja kwa kichwa au jina la faili, kama nakala)

cli-bao-export-about = Onyesha mchezo uliohifadhiwa (kwa jina au njia) kama rekodi ya mchezo
cli-bao-export-after-help =
    Mfano:
      bao export "first lesson" > lesson.txt

cli-bao-review-about = Pitia mchezo uliohifadhiwa (kwa jina au njia): mstari mmoja kwa hatua (namba, upande, hatua, alama ya tathmini, alama bora, alama ya hatua iliyochezwa, hasara, hatua bora, njia bora, hukumu kamili), kisha muhtasari kwa kila upande; mchezo uliohifadhiwa hupewa mapitio
cli-bao-review-after-help =
    Tathmini: best, only-move, good, inaccuracy, mistake, blunder, missed-win (docs/review.md). Mchezo uliohifadhiwa huweka mapitio yake, hatua kwa hatua, kwa hiyo mapitio yaliyosimamishwa huendelea pale yalipokuwa.

    Mifano:
      bao review kingulu-complete-game
      bao review kete-complete-game --depth 7

    NAME_OR_PATH ni mchezo wako uliohifadhiwa (tazama `bao saves`), njia ya faili la mchezo, au kichwa au jina la faili la mchezo wa mfano uliojengwa ndani (tazama `bao saves --builtin`), unaopitiwa kama nakala.
cli-bao-review-arg-depth = Chunguza kila nafasi hadi kina hiki, kwa hatua [chaguo-msingi: kingulu 25, kimasai-step 13, kete 11, kimasai-relay 9; mapitio yaliyomo kwenye mchezo uliohifadhiwa huendelea kwa kina chake]

cli-bao-import-about = Tengeneza mchezo uliohifadhiwa kutoka rekodi ya mchezo, ukikagua kila hatua
cli-bao-import-after-help =
    Mchezo huhifadhiwa katika $BAO_DATA_DIR/saves, au folda ya data ya mfumo (bao doctor inasema ipi).

    Mfano:
      bao import lesson.txt --name "first lesson"
cli-bao-import-arg-file = Rekodi ya mchezo: mstari wa kwanza `position: POS` usio wa lazima, kisha hatua (namba za hatua zinaruhusiwa)
cli-bao-import-arg-variant = Mchezo, ikiwa rekodi haina mstari wa `position:`
cli-bao-import-arg-name = Jina la kuuhifadhi (chaguo-msingi: jina la faili, pamoja na `-2`, `-3`, ... ikiwa mchezo uliohifadhiwa unalo)
cli-bao-import-arg-force = Badilisha mchezo uliohifadhiwa ambao tayari una jina lililotolewa kwa --name

cli-bao-themes-about = Orodhesha mandhari ya rangi (jina, yametoka wapi, maelezo)
cli-bao-themes-after-help =
    Mandhari yako mwenyewe huwekwa katika $BAO_CONFIG_DIR/themes/, au folda ya mipangilio ya mfumo ya bao-tui (~/.config/bao-tui/themes/ kwenye Linux); tazama themes/README.md.

    Mfano:
      bao themes --theme classic-wood
cli-bao-themes-arg-theme = Sema kwenye standard error kama mandhari haya yanaweza kutumika

cli-bao-doctor-about = Onyesha kile programu ilichogundua na itakachotumia: terminali, rangi na kwa nini, folda, mipangilio, mandhari
cli-bao-doctor-after-help =
    Husoma BAO_DATA_DIR, BAO_CONFIG_DIR, BAO_ROOMS_DIR, TERM, COLORTERM, NO_COLOR, CLICOLOR, CLICOLOR_FORCE na FORCE_COLOR, kama mchezo ungefanya.

    Mifano:
      bao doctor
      bao --color never doctor

cli-bao-puzzle-about = Orodhesha au kagua mafumbo ("shinda ndani ya N", "kula zaidi") ya kila mchezo
cli-bao-puzzle-after-help =
    Mifano:
      bao puzzle list kingulu
      bao puzzle check kingulu

cli-bao-puzzle-list-about = Orodhesha mafumbo yaliyomo kwenye programu: jina, kazi, nafasi, njia kuu iliyothibitishwa (zimetenganishwa kwa tab)
cli-bao-puzzle-list-arg-variant = Mafumbo ya mchezo huu tu

cli-bao-puzzle-check-about = Thibitisha tena kila fumbo lililomo kwa utafutaji kamili, na upime njia yake iliyohifadhiwa na kila hatua ya kwanza (ukionyesha upimaji uliochukua muda mrefu zaidi); hali ya kutoka 1 ikiwa moja litashindwa
cli-bao-puzzle-check-arg-variant = Mafumbo ya mchezo huu tu

cli-bao-man-about = Onyesha ukurasa wa mwongozo (roff, kwa `man -l -`), uliotengenezwa kutoka maelezo yale yale ya --help
cli-bao-man-after-help =
    Mifano:
      bao man | man -l -
      bao man > ~/.local/share/man/man1/bao.1

cli-bao-completions-about = Onyesha ukamilishaji wa shell kwa SHELL (bash, zsh, fish, elvish, powershell)
cli-bao-completions-after-help =
    Mfano:
      bao completions bash > ~/.local/share/bash-completion/completions/bao
cli-bao-completions-arg-shell = Shell

cli-bao-serve-about = Toa programu kupitia SSH: kila muunganisho hupata skrini ya mwanzo, michezo yake iliyohifadhiwa na vyumba vya seva hii
cli-bao-serve-arg-listen = Anwani na mlango wa kusikiliza (mlango 0: mlango wowote ulio wazi, huandikwa kwenye kumbukumbu)
cli-bao-serve-arg-host-key = Ufunguo binafsi wa seva (muundo wa OpenSSH, ruhusa 0600) [chaguo-msingi: hutengenezwa mara ya kwanza katika folda ya data]
cli-bao-serve-arg-authorized-keys = Pokea tu funguo za umma za faili hili la OpenSSH `authorized_keys`
cli-bao-serve-arg-open = Pokea ufunguo wowote wa umma (jina bado hufungwa na ufunguo wa kwanza uliolitumia)
cli-bao-serve-arg-max-sessions = Vipindi kwa wakati mmoja
cli-bao-serve-arg-max-sessions-per-address = Vipindi kwa wakati mmoja kutoka anwani moja (wachezaji nyuma ya ruta moja hushiriki anwani yake)
cli-bao-serve-arg-max-sessions-per-key = Vipindi kwa wakati mmoja vya ufunguo mmoja wa umma, majina yoyote unayotumia
cli-bao-serve-arg-connections-per-minute = Miunganisho mipya kutoka anwani moja kwa dakika
cli-bao-serve-arg-auth-timeout = Sekunde kutoka kuunganisha hadi mwisho wa uthibitishaji
cli-bao-serve-arg-idle-timeout = Sekunde bila ingizo kabla kipindi hakijafungwa
cli-bao-serve-arg-input-per-second = Baiti za ingizo kwa sekunde kutoka kwa mchezaji mmoja (za sekunde nzima zinaweza kuja mara moja, kama kubandika)
cli-bao-serve-arg-games = Onyesha michezo ambayo seva inaweka, mmoja kwa mstari, zimetenganishwa kwa tab: msimbo, mchezo, wachezaji, hatua zilizochezwa, zamu ya nani (au ulivyoisha), muda wa saa; kisha toka
cli-bao-serve-arg-export = Andika mchezo CODE wa seva (kama --games inavyouorodhesha) kama mchezo uliohifadhiwa wa kawaida, kwenye standard output au --to; kisha toka
cli-bao-serve-arg-leaderboard = Onyesha jedwali la viongozi la VARIANT, mchezaji mmoja kwa mstari, zimetenganishwa kwa tab: nafasi, jina, ukadiriaji, mkengeuko, michezo iliyokadiriwa (wachezaji ambao ukadiriaji wao si wa muda, wenye michezo 5 iliyokadiriwa au zaidi); kisha toka
cli-bao-serve-arg-stats = Onyesha kile seva inachoweka, takwimu moja kwa mstari, zimetenganishwa kwa tab (jina, thamani): wachezaji, michezo inayoendelea, michezo iliyowekwa, iliyokwisha na iliyokadiriwa, hatua zilizohifadhiwa, ukubwa wa hifadhidata kwa baiti; kisha toka
cli-bao-serve-arg-to = Pamoja na --export: faili la kuandikia mchezo (halibadilishwi kamwe, isipokuwa kwa --force)
cli-bao-serve-arg-force = Pamoja na --export --to: badilisha faili ikiwa lipo

## Maneno ya thamani zinazowezekana

cli-value-color-auto = Kama mazingira yanavyosema
cli-value-color-always = Rangi, vyovyote NO_COLOR au TERM zinavyosema
cli-value-color-never = Bila rangi: alama na sifa za maandishi tu
cli-value-side-south = Kusini, anayeanza katika mchezo mpya
cli-value-side-north = Kaskazini
cli-value-side-random = Yeyote, kwa nasibu

## Mwisho wa `bao --help`, na sehemu za ukurasa wa mwongozo

cli-help-examples = Mifano
cli-help-environment = Mazingira
cli-help-see-long = Tazama --help kwa vigezo vya mazingira na folda; bao doctor kwa kile mashine hii ilicho nacho.
cli-help-doctor = bao doctor huonyesha kile programu ilichokipata na inachotumia.
cli-example-start = skrini ya mwanzo: chagua mchezo na wachezaji
cli-example-play = moja kwa moja kwenye mchezo wa kingulu
cli-example-load = nafasi ya kujifunzia iliyojengwa ndani, kwa kichwa chake
cli-example-builtin = nafasi za kujifunzia na michezo ya mfano iliyojengwa ndani
cli-example-moves = hatua halali baada ya A3 a1
cli-example-doctor = kile programu ilichogundua: terminali, rangi, folda
cli-env-data-dir = folda ya data; michezo iliyohifadhiwa iko katika folda yake ya saves (chaguo-msingi: folda ya data ya mfumo ya bao-tui, ~/.local/share/bao-tui kwenye Linux)
cli-env-config-dir = folda ya mipangilio: settings.json na themes/ zako (chaguo-msingi: folda ya mipangilio ya mfumo, ~/.config/bao-tui kwenye Linux)
cli-env-rooms-dir = folda ya vyumba vya michezo vinavyoshirikiwa
cli-env-no-color = ikiwekwa na si tupu: bila rangi (--color always bado huweka rangi)
cli-env-clicolor-force = ikiwekwa, si tupu na si 0: rangi hata pale TERM haitaji rangi yoyote
cli-env-force-color = kama CLICOLOR_FORCE
cli-env-clicolor = 0: bila rangi
cli-env-colorterm = truecolor au 24bit: rangi za biti 24; vinginevyo rangi 256, au 16 pale TERM inaposema hivyo
cli-env-term = aina ya terminali: dumb haina rangi, xterm na linux rangi 16
cli-man-name = JINA
cli-man-synopsis = MUHTASARI
cli-man-description = MAELEZO
cli-man-options = CHAGUO
cli-man-commands = AMRI
cli-man-environment = MAZINGIRA
cli-man-examples = MIFANO
cli-man-version = TOLEO

## Maneno ya clap yenyewe, katika lugha isiyo Kiingereza

cli-clap-usage = Matumizi
cli-clap-commands = Amri
cli-clap-arguments = Hoja
cli-clap-options = Chaguo
cli-clap-options-placeholder = CHAGUO
cli-clap-command-placeholder = AMRI
cli-clap-help = Onyesha msaada
cli-clap-help-short = Onyesha msaada (zaidi kwa '--help')
cli-clap-help-long = Onyesha msaada (muhtasari kwa '-h')
cli-clap-version = Onyesha toleo
cli-clap-help-command = Onyesha ujumbe huu au msaada wa amri zilizotajwa
cli-clap-help-command-arg = Onyesha msaada wa amri zilizotajwa
cli-clap-default = chaguo-msingi
cli-clap-possible-values = thamani zinazowezekana
cli-clap-possible-values-heading = Thamani zinazowezekana

## Makosa na jumbe (baada ya `bao: `)

cli-error-from = --from: { $error }
cli-error-variant-mismatch = mchezo { $variant } haulingani na nafasi iliyotolewa kwa --from, ambayo ni ya { $position }
cli-error-unknown-variant = mchezo `{ $word }` haujulikani: toa mojawapo ya kete, kimasai-relay, kimasai-step, kingulu, au nafasi kwa --from
cli-error-no-variant = hakuna mchezo uliotolewa: toa mojawapo ya kete, kimasai-relay, kimasai-step, kingulu, au nafasi kwa --from
cli-error-load-alone = --load hufungua mchezo uliohifadhiwa kama ulivyokuwa: usitoe mchezo, --from, --south wala --north pamoja nayo
cli-error-signal = imesimamishwa na ishara { $signal }; mchezo umehifadhiwa
cli-error-terminal = terminali: { $error }
cli-error-no-terminal = mchezo unahitaji terminali, na { $missing ->
    [input] standard input si terminali
    [output] standard output si terminali
   *[both] standard input na output si terminali
} (kupitia SSH, iombe: ssh -t HOST bao ...)
cli-error-test-guard = { $guard } imewekwa lakini { $variable } haijawekwa: folda za mtumiaji mwenyewe hazitumiki
cli-error-test-guard-rooms = { $guard } imewekwa lakini { $variable } haijawekwa: folda ya vyumba ya mashine haitumiki
cli-error-session-needs = kipindi cha bao serve kinahitaji { $variable }, ambayo seva huiweka
cli-error-confine = kipindi hiki hakiwezi kuzuiwa: { $error }
cli-error-output = matokeo: { $error }
cli-error-stdout = stdout: { $error }
cli-error-standard-output = standard output: { $error }
cli-error-man = ukurasa wa mwongozo: { $error }
cli-error-depth = --depth: { $depth } si kina kati ya hatua 1 na { $most }
cli-error-time = --time: toa idadi chanya ya milisekunde
cli-error-nodes = --nodes: toa idadi chanya ya nafasi
cli-error-hash = --hash: { $error }
cli-error-nothing-to-analyze = mchezo umekwisha ({ $outcome }); hakuna cha kuchunguza
cli-error-seconds = --seconds: `{ $seconds }` si idadi chanya ya sekunde
cli-error-move = hatua { $number } ({ $played }): { $error }
    hatua halali: { $legal }
cli-error-no-legal = hakuna
cli-error-move-over = hatua { $number } ({ $played }): mchezo umekwisha ({ $outcome })
cli-error-perft-depth = kina: `{ $word }` si idadi ya hatua
cli-error-perft-extra = perft hupokea mchezo na kina; `{ $word }` haikutarajiwa
cli-error-puzzles-failed = mafumbo { $failed } yameshindwa uthibitisho wao
cli-error-not-builtin = { $error }; wala si kichwa cha nafasi ya kujifunzia au mchezo wa mfano uliojengwa ndani (tazama `bao saves --builtin`)
cli-error-record-variant = { $file }: rekodi ni ya mchezo wa { $record }, si { $variant }
cli-error-record-no-position = { $file }: rekodi haina mstari wa `position:`; toa --variant
cli-error-record-position = { $file }: nafasi: { $error }
cli-error-name-taken = { $error }; toa --name nyingine, au --force kuubadilisha
cli-error-name = --name: { $error }
cli-error-clock = --clock: { $error }
cli-error-no-data-folder = hakuna folda ya data ya kufungua michezo iliyohifadhiwa
cli-error-host-what = toa mchezo wa kuandaa (kete, kimasai-relay, kimasai-step, kingulu) au --load NAME
cli-error-host-load-alone = --load huandaa mchezo uliohifadhiwa kama ulivyokuwa: usitoe mchezo pamoja nayo
cli-error-no-game-kept = seva hii haina mchezo `{ $code }` (bao serve --games huiorodhesha)
cli-error-file-exists = { $path } lipo: toa faili jingine, au --force kulibadilisha
cli-error-missing-serve = bao hii ilijengwa bila kipengele cha serve, ambacho bao serve (seva ya SSH) inakihitaji; isakinishe kwa: { $install } (kutoka nakala ya msimbo chanzo: cargo install --path . --locked --features serve)
cli-error-serve-unix = bao serve (seva ya SSH) huendeshwa kwenye Unix tu
cli-export-forfeit = rekodi inaacha kwamba { $what }: rekodi za michezo hazina njia ya kuliandika
cli-review-not-kept = mapitio hayahifadhiwi kwenye mchezo: { $error }
cli-review-not-kept-after = { $error }: mapitio hayahifadhiwi kwenye mchezo
cli-review-puzzles-not-kept = mafumbo hayahifadhiwi: { $why }
cli-review-new-puzzles = { $count ->
    [one] fumbo { $count } jipya
   *[other] mafumbo { $count } mapya
} kutoka mchezo huu katika Jifunze ("kutoka michezo yako")
cli-rooms-none = hakuna vyumba vya umma vilivyo wazi katika { $folder } (bao host --public hufungua kimoja)
cli-rooms-line = { $code }  { $variant }  { $players }  hatua { $moves }  watazamaji { $watching }
cli-themes-shipped = ya ndani
cli-themes-broken = yameharibika: { $error }

## bao doctor: jambo moja kwa mstari, jina lake kisha thamani yake

cli-doctor-version = toleo
cli-doctor-features = vipengele
cli-doctor-terminal-size = ukubwa wa terminali
cli-doctor-stdin = stdin
cli-doctor-stdout = stdout
cli-doctor-colours = rangi
cli-doctor-drawing = uchoraji
cli-doctor-data-folder = folda ya data
cli-doctor-saves = michezo iliyohifadhiwa
cli-doctor-built-in = iliyojengwa ndani
cli-doctor-config-folder = folda ya mipangilio
cli-doctor-rooms-folder = folda ya vyumba
cli-doctor-settings = mipangilio
cli-doctor-theme = mandhari
cli-doctor-bell = kengele
cli-doctor-unknown-size = haijulikani ({ $error })
cli-doctor-a-terminal = ni terminali
cli-doctor-not-a-terminal = si terminali
cli-doctor-needs-terminal = mchezo unahitaji zote mbili ziwe terminali (kupitia SSH: ssh -t host bao)
cli-doctor-not-set = haijawekwa
cli-doctor-depth = { $depth ->
    [truecolour] rangi kamili (truecolour)
    [ansi256] rangi 256
    [ansi16] rangi 16
   *[monochrome] bila rangi
}
cli-doctor-colours-line = { $depth } ({ $why })
cli-doctor-colours-palette = { $depth } (paleti ya mipangilio; terminali: { $terminal }, { $why })
cli-doctor-more-colours = zaidi kwenye terminali hii? (PuTTY huonyesha 256 na kusema xterm) weka Rangi kwenye skrini ya mipangilio
cli-doctor-ascii-asked = ASCII (--ascii; locale: { $why })
cli-doctor-ascii-locale = ASCII ({ $why }: Unicode ya ubao isingeonekana)
cli-doctor-ascii-settings = ASCII (mipangilio; locale: { $why })
cli-doctor-unicode = Unicode ({ $why })
cli-doctor-saves-line = { $folder } (michezo { $count } iliyohifadhiwa)
cli-doctor-none = hakuna: { $error }
cli-doctor-built-in-line = nafasi za kujifunzia na michezo ya mfano { $count }
cli-doctor-no-config = hakuna: weka { $variable }
cli-doctor-folder-from = { $folder } (kutoka { $variable }), { $state }
cli-doctor-folder-system = { $folder } (ya mfumo), { $state }
cli-doctor-not-there = bado haipo (hutengenezwa inapohitajika mara ya kwanza)
cli-doctor-not-a-folder = si folda
cli-doctor-writable = inaandikika
cli-doctor-not-writable = haiandikiki: { $error }
cli-doctor-rooms-default = { $folder } (chaguo-msingi; { $variable } haijawekwa)
cli-doctor-settings-none = hakuna (hakuna folda ya mipangilio): chaguo-msingi
cli-doctor-settings-missing = { $path } (halipo: chaguo-msingi)
cli-doctor-theme-line = { $name } ({ $source }, kutoka { $from ->
    [option] --theme
   *[settings] mipangilio
})
cli-doctor-on = imewashwa
cli-doctor-off = imezimwa
cli-doctor-features-none = hakuna (bao serve, seva ya SSH, inahitaji kipengele cha serve: { $install })
cli-doctor-features-unix = hakuna (bao serve, seva ya SSH, huendeshwa kwenye Unix tu)

## Mstari wa amri ambao clap inaukataa, katika lugha isiyo Kiingereza

cli-refusal = hitilafu
cli-refusal-more = Kwa maelezo zaidi, jaribu '--help'.
cli-refusal-unknown-argument = hoja '{ $arg }' haikutarajiwa
cli-refusal-unknown-command = amri '{ $command }' haijulikani
cli-refusal-no-value = '{ $arg }' inahitaji thamani lakini hakuna iliyotolewa
cli-refusal-invalid-value = thamani '{ $value }' si sahihi kwa '{ $arg }'
cli-refusal-too-many = thamani '{ $value }' ya '{ $arg }' haikutarajiwa; hakuna nyingine iliyotarajiwa
cli-refusal-twice = hoja '{ $arg }' haiwezi kutumika zaidi ya mara moja
cli-refusal-conflict = hoja '{ $arg }' haiwezi kutumika pamoja na '{ $other }'
cli-refusal-missing = hoja hizi za lazima hazikutolewa:
cli-refusal-missing-command = '{ $command }' inahitaji amri ndogo lakini hakuna iliyotolewa [amri: { $commands }]
cli-refusal-similar = kidokezo: ipo inayofanana: '{ $similar }'
cli-error-unknown-game = mchezo `{ $word }` haujulikani (inatarajiwa kete, kimasai-relay, kimasai-step au kingulu)
