# The start screen.

start-title = bao · play and study East African mancala
start-game = Game  (← → to choose)
start-swap = Swap sides (South moves first)  ← →
start-begin = [ Start { $game } ]
start-player-hint = (← → the computer, level { $level })

## The start screen's lines about saved games, rooms and lessons, below the menu.

start-keys-narrow = c continue   o saved games ({ $count })   e edit   r { $served ->
    [yes] lobby
   *[no] rooms
}   L learn
start-continue = continue { $name } · { $game } · move { $ply }
start-no-continue = continue: no unfinished saved game
start-saved-games = saved games ({ $count })
start-edit = edit a position to study
start-lobby = lobby: challenges, your games, who is online, games to watch
start-rooms = rooms: play someone in another terminal, or watch
start-learn = learn: lessons and puzzles of the selected game

## The first words of a new game.

start-opening = { $matchup } · ? shows the keys
start-nothing-to-continue = no unfinished saved game to continue
