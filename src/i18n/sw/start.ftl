# Skrini ya kuanzia.

start-title = bao · cheza na ujifunze bao za Afrika Mashariki
start-game = Mchezo  (← → kuchagua)
start-swap = Badilisha pande (Kusini huanza)  ← →
start-begin = [ Anza { $game } ]
start-player-hint = (← → kompyuta, kiwango { $level })
