# Skrini ya kuanzia.

start-title = bao · cheza na ujifunze bao za Afrika Mashariki
start-game = Mchezo  (← → kuchagua)
start-swap = Badilisha pande (Kusini huanza)  ← →
start-begin = [ Anza { $game } ]
start-player-hint = (← → kompyuta, kiwango { $level })

## Mistari ya skrini ya kuanzia kuhusu michezo iliyohifadhiwa, vyumba na masomo, chini ya menyu.

start-keys-narrow = c endelea   o iliyohifadhiwa ({ $count })   e hariri   r { $served ->
    [yes] ukumbi
   *[no] vyumba
}   L jifunze
start-continue = endelea { $name } · { $game } · hatua { $ply }
start-no-continue = endelea: hakuna mchezo uliohifadhiwa ambao haujaisha
start-saved-games = michezo iliyohifadhiwa ({ $count })
start-edit = hariri hali ya ubao, kuichunguza
start-lobby = ukumbi: mialiko, michezo yako, walio mtandaoni, michezo ya kutazama
start-rooms = vyumba: cheza na mtu wa terminali nyingine, au tazama
start-learn = jifunze: masomo na mafumbo ya mchezo uliochaguliwa

## Maneno ya kwanza ya mchezo mpya.

start-opening = { $matchup } · ? huonyesha vitufe
start-nothing-to-continue = hakuna mchezo uliohifadhiwa wa kuendelea
