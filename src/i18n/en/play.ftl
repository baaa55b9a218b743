# The game screen: the title line, the board's side lines and legend, what is under the board, the history,
# the status line's prompts, messages and questions, the questions inside a move, the game-over box, the
# players panel and who plays each side.

## The title line and the board.

play-title = { $game } · { $dims } · ply { $ply }
play-watching-move = watching { $side }'s move
play-game-over = game over
play-to-move = { $side } to move
play-reserve = reserve { $n }
play-bank = bank { $n }
play-stones = stones { $n }
play-kuu-standing = kuu standing
play-kuu-destroyed = kuu destroyed
play-hand = hand { $n }
play-seat-computer = (computer level { $level })
play-seat-free = (free)
play-seat-named = ({ $name })
play-seat-you = (you)
play-seat-person = (person)
play-legend-kete = {"["}n] cursor  (n) last move  K kuu  |n| kichwa  t hizi zetu
play-legend-kimasai-relay = {"["}n] cursor  (n) last move
play-legend-kimasai-step = {"["}n] cursor  (n) last move  o stone
play-legend-kingulu = {"["}n] cursor  (n) last move  n* reserved (kuweka mtoto)

## Under the board.

play-last-move = last move { $move }
play-no-move-yet = no move yet
play-legal-moves = legal moves: { $moves }
play-sowing-so-far = { $hole }: the sowing so far  lap { $lap }  hand { $hand }
play-playing = playing
play-paused = paused
play-lap-and-hand = {"  "}lap { $lap }  hand { $hand }
play-watching = watching { $move }  event { $event }/{ $events }{ $laps }  { $state } { $speed }/s
play-before-first-seed = move { $move }: before the first seed is lifted
play-room = room { $code }
play-watching-room = watching room { $code }
play-room-closed = { $room } closed: { $why }
play-room-seats = { $room } · { $south } · { $north }
play-room-watchers = {" "}· { $n } watch
play-room-away = {" "}(away)
play-your-move = your move
play-name-to-move = { $name } to move
play-within = { $whose } within { $left }

## The history panel.

play-moves = {" "}Moves (Tab){" "}
play-moves-focused = {" "}Moves (Tab) ◆
play-start = start

## The status line.

play-typing-move = move: { $text }▏
play-typing-comment = comment: { $text }▏
play-typing-message = message: { $text }▏
play-why-not = { $hole }: { $why }
play-saved-title = { $title } · i notes
play-esc-cancel = Esc cancel

## Questions waiting for y or n.

play-later-moves = { $n ->
    [one] the later move
   *[other] the { $n } later moves
}
play-cut = cut { $moves }
play-cut-resigned = cut { $moves } and { $side }'s resignation
play-cut-out-of-time = cut { $moves } and { $side }'s loss on time
play-cut-draw = cut { $moves } and the draw agreed
play-cut-abort = cut { $moves } and the abort
play-ask-cut = play { $move } here: y { $cut }, v a variation?
play-ask-delete = delete this move and every move after it, variations too? y/n
play-ask-resign-here = resign here and { $cut }? y/n
play-ask-resign = resign this game? y/n
play-ask-abort = abort this game, with no result? y/n
play-ask-leave = leave this game for the start screen? y/n
play-ask-quit = quit bao? y/n
play-ask-takeback = the other player asks to take back their last move: agree? y/n
play-ask-rematch = the other player asks for a rematch, sides swapped: agree? y/n
play-ask-draw = the other player offers a draw: agree? y/n
play-room-other = the other player
play-room-ask-takeback = { $name } asks to take back their last move: agree? y/n
play-room-ask-rematch = { $name } asks for a rematch, sides swapped: agree? y/n
play-room-ask-draw = { $name } offers a draw: agree? y/n
play-room-ask-close = leave and close the room? Your save keeps the game. y/n
play-room-ask-leave = leave the room? y/n
play-room-ask-quit-host = quit and close the room for both players? y/n
play-room-ask-quit = quit and leave the room? y/n

## Questions inside a move (kete).

play-which-way = { $hole }: which way does the hand go?
play-safari = { $hole }: the sowing reached your kuu. Safari (lift it, play on)?
play-toward-left = < toward your left
play-toward-right = > toward your right
play-safari-yes = yes, play on
play-safari-no = no, stop in the kuu

## The game-over box.

play-over-title = {" "}Game over{" "}
play-over-ask-rematch = ask for a rematch, sides swapped
play-over-leave-room = leave the room
play-over-look = look at the board
play-over-new-game = new game
play-over-rematch = rematch, sides swapped
play-over-start-screen = start screen

## The players panel, and who plays.

play-players-title = {" "}Players (P){" "}
play-players-who = Who plays each side:
play-players-side = side
play-players-change = change
play-players-apply = apply
play-players-cancel = cancel
play-player-person = person
play-player-you = you
play-player-computer = computer: level { $level }, { $name }
play-player-remote = remote: { $name }
play-computer-level = computer level { $level }
play-matchup = South: { $south } · North: { $north }
play-seat-name = { $side } (level { $level }, { $name })
play-level-1 = beginner
play-level-2 = novice
play-level-3 = casual
play-level-4 = club
play-level-5 = expert
play-level-6 = master
play-players-unchanged = players not changed
play-players-changed = players changed · { $changes }
play-player-change = { $side }: { $player }

## What the keys of the game screen say.

play-move-cancelled = move cancelled
play-paste-too-long = a move has at most { $most } characters (a12<+); the paste had { $length }
play-typed-too-long = a move has at most { $most } characters (a12<+): Enter plays it
play-no-later-move = no later move
play-no-earlier-move = no earlier move
play-replay-stopped = replay stopped; this move plays on
play-replaying-move = replaying the game move after move: space pauses, g stops
play-replay-finished = replay finished: the last move of the game
play-replaying = replaying the game move after move: space pauses, n p move on and back, g stops
play-no-move-to-replay = no move to replay yet
play-room-keys-over = in a room: r asks for a rematch, s leaves the room
play-too-deep = variations nest at most 32 deep: play this one in the line it came from
play-read-only = read-only: this save is open in another bao (Esc leaves; open it again to copy it)
play-busy = { $thinking } (u takes back your move)
play-game-is-over = the game is over
play-no-move-from = no move from { $hole }: { $why }
play-no-pit = no pit starts a move here
play-say-served = m sends a message to the other player in a room (r on the start screen opens or joins one)
play-say = m sends a message to the other player in a room (bao host, bao join)
play-auto-watch-on = watching new moves seed by seed: on
play-auto-watch-off = watching new moves seed by seed: off
play-already-over = the game is already over
play-resign-on-main-line = a variation is a line tried: resign on the main line (Tab, then p makes this one main)
play-not-in-room = not in a room game: u asks the other player to take back your last move
play-spectators-cannot = watching: spectators cannot play or ask (m sends a message to the room)
play-message-too-long = a message has at most { $most } characters: Enter sends it
play-over-how = the game is over: { $how }
play-played = played { $move }
play-no-move-to-watch = no move to watch yet
play-watch-keys = space plays; ← → step one event, [ ] one lap
play-took-back-resignation = took back { $side }'s resignation
play-took-back = took back { $moves }
play-played-again = played again { $moves }
play-nothing-to-undo = nothing to undo
play-nothing-to-redo = nothing to redo

## The computer and hints.

play-thinking = { $seat } is thinking…
play-looking-for-hint = looking for a hint…
play-computer-waits = { $side } (computer, level { $level }) plays at the end of the game: U goes there
play-hint-studied = hint: { $move }, score { $score }, depth { $depth } (the study's)
play-hint = hint: { $move }, score { $score }, depth { $depth }
play-no-hint = no hint: the game is over
play-computer-played = { $seat } played { $move }
play-computer-no-move = { $seat } found no move

## The history's lines and comments, saving, mirroring.

play-room-one-line = a room's game is one line, the room's: variations and comments are for your own games
play-read-only-lines = read-only: this save is open in another bao
play-main-line-has-no-move = the main line has no move { $ply }
play-already-main = this move is on the main line already
play-now-main = this line is now the main line; the old one is a variation beside it
play-start-stays = the start stays: go to a move to delete it and what follows
play-deleted = deleted the move and every move after it
play-comment-too-long = a comment has at most { $most } characters: Enter keeps it
play-comment-unchanged = comment unchanged
play-comment-removed = no comment here now
play-comment-kept = comment kept (Tab shows the history, marked ✎)
play-could-not-save = could not save the game: { $reason }
play-cannot-mirror = others cannot watch this game: { $why }

## The study view.

play-study-title = {" "}Study: every move, best first{" "}
play-study-header-move = move
play-study-header-evaluation = evaluation
play-study-header-depth = depth
play-study-header-then = then
play-study-searching-first = searching the first depth…
play-study-window = {"  "}moves { $first }-{ $last } of { $count } · ↑↓ for the others
play-study-searching = searching…
play-study-nothing = no move to study
play-study-depth-searching = depth { $depth } · searching…
play-study-solved = depth { $depth } · solved
play-study-done = depth { $depth } · done
play-study-over = the game is over: there is no move to study
play-study-opened = study: every legal move, best first · ↑↓ choose · Enter plays · Esc closes
play-study-no-move-yet = no move yet: the first depth is still being searched
play-study-computer-side = the computer plays this side: its move is not yours to choose
play-study-closed = study closed

## The copy panel (y): the position and the game record, sent to the terminal's clipboard.

play-copy-title = {" "}Copy{" "}
play-copy-position = position
play-copy-record = game record
play-copy-forfeit = (a game record cannot write that { $how })
play-copy-sent = sent to the terminal clipboard (OSC 52) where it allows; Esc closes
