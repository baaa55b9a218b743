# The start screen.

start-title = bao · play and study East African mancala
start-game = Game  (← → to choose)
start-swap = Swap sides (South moves first)  ← →
start-begin = [ Start { $game } ]
start-player-hint = (← → the computer, level { $level })
