# Rooms: the rooms screen, opening and joining a room, and what a room's game says (moves, requests, the
# room closing), and the messages panel.

## The rooms screen.

rooms-title = rooms · one game, two terminals (and spectators)
rooms-label-game = Game:
rooms-label-side = Side:
rooms-label-clock = Clock:
rooms-label-room = Room:
rooms-label-rating = Rating:
rooms-side-south = south (moves first)
rooms-side-north = north
rooms-side-random = at random
rooms-clock-none = none
rooms-clock = { $clock } (minutes+seconds a move)
rooms-public-served = public: listed for every player
rooms-public = public: bao rooms lists it
rooms-private = private: joined only with its code
rooms-rated = rated: the result counts for ratings
rooms-casual = casual: not rated
rooms-not-rated = not rated: only a server keeps ratings
rooms-menu-open = [ Open the room ]
rooms-menu-join = [ Join a room with its code ]
rooms-menu-watch = [ Watch a room with its code ]
rooms-public-unread = Public rooms: cannot be read (g looks again)
rooms-public-none = Public rooms on this machine: none (g looks again)
rooms-public-heading = Public rooms on this machine (Enter joins, w watches):
rooms-public-line = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}  { $watchers } watch
rooms-screen-opened = a room: one game, two terminals; spectators watch with the code
rooms-typing-code = code of the room to { $what ->
    [watch] watch
   *[join] join
}: { $code }▏
rooms-code-too-long = a room code is a game's name and two groups of four letters
rooms-never-rated = only a server keeps ratings: a room of this machine is never rated
rooms-public-unreadable = the public rooms cannot be read: the reason is on the screen
rooms-public-count = { $count ->
    [one] { $count } public room
   *[other] { $count } public rooms
}
rooms-bad-code = `{ $text }` is not a room code ({ $why }); a code looks like kingulu-k7fq-3mzd
rooms-code-shape = it has the game and two groups of four letters
rooms-code-game = it does not start with a game's name
rooms-code-groups = each group has four letters
rooms-code-letters = its letters are digits and a to z without i, l, o and u
rooms-joining = joining…
rooms-random-side = a random side: { $error }

## Opening, hosting and joining a room.

rooms-room-why = room { $code }: { $why }
rooms-ended-save-alone = { $ended }; the save is open on its own
rooms-host-busy = { $name } is open in another bao: close it there, then host it
rooms-host-over = { $name } is over: host a new game, or one that goes on
rooms-no-code = a room code: { $error }
rooms-no-seat-folder = no data folder to keep the room's seat in
rooms-seat-not-kept = the seat of room { $code } could not be kept in { $folder }
rooms-opened-served = room { $code } open on the server: the other player opens rooms (r) and joins with this code; the game stays when you leave
rooms-open-served = room open: the other player opens rooms (r) and joins with { $code }
rooms-open = room open: the other player types  bao join { $code }
rooms-joined = joined room { $code }: you play { $side ->
    [south] south
   *[north] north
}
rooms-watching = watching room { $code }: Tab browses, w steps through the last move
rooms-no-welcome = the host sent no welcome and game
rooms-game-does-not-replay = the host's game does not replay: { $error }

## A room's game.

rooms-closed-esc = the room is closed ({ $why }); Esc leaves
rooms-no-answer = the room does not answer: its host is stuck or gone
rooms-spectators-cannot = watching: spectators cannot play or ask
rooms-game-over = the game is over
rooms-their-turn = { $name }'s turn: waiting for their move
rooms-board-elsewhere = the board shows move { $ply } of { $plies }: Tab then End goes back to the game
rooms-move-sent = your move is on its way to the room
rooms-asked = { $what ->
    [takeback] asked to take back your last move
    [rematch] asked for a rematch, sides swapped
   *[draw] offered a draw
}; waiting for the answer
rooms-resigned = resigned
rooms-aborted = aborted
rooms-you-said-no = you said no
rooms-closed-saved-served = room closed, game saved as { $name }: h on the saved games (o) hosts it again
rooms-closed-saved = room closed, game saved: bao host --load { $name } plays on
rooms-closed = room closed: { $why }
rooms-link-room-closed = the room is closed
rooms-link-host-gone = the host's bao is gone
rooms-link-too-long = the host sent a line too long
rooms-link-garbled = the host sent what no bao room sends ({ $error })
rooms-link-failed = the connection to the host failed: { $error }
rooms-someone-asks = { $name } asks for a { $what ->
    [takeback] takeback
    [rematch] rematch
   *[draw] draw
}
rooms-said-no = { $name } said no to the { $what ->
    [takeback] takeback
    [rematch] rematch
   *[draw] draw
}
rooms-is-here = { $name } is here
rooms-left = { $name } left the room
rooms-refused = the room refused: { $reason }
rooms-you-aborted = you aborted the game: no result
rooms-someone-aborted = { $name } aborted the game: no result
rooms-bad-game = the host sent a game that does not replay
rooms-draw-agreed = drawn by agreement: { $south } and { $north } agreed a draw
rooms-takeback-agreed = the game went back: a takeback was agreed
rooms-rematch-side = rematch: you play { $side ->
    [south] south
   *[north] north
}
rooms-rematch = rematch
rooms-bad-move = the host sent move { $mv }, which the rules refuse here
rooms-you-played = you played { $mv }
rooms-played = { $name } played { $mv }
rooms-left-room = { $why }; left the room

## The messages panel.

rooms-spectator-sender = { $name } (watching)
rooms-messages-title = Messages (M)
rooms-messages-none = No messages yet: m writes one to the room.
rooms-messages-spectators-shown = spectators: shown (v hides)
rooms-messages-spectators-hidden = spectators: { $hidden } hidden (v shows)
rooms-messages-newer = { $newer } newer below (End)
rooms-spectators-shown = spectators' messages: shown
rooms-spectators-hidden = spectators' messages: hidden
rooms-spectators-all = watching: you see every message already

## The host's refusals, worded in the language the peer said in its hello.

rooms-refused-spectator = spectators only watch and talk: they cannot move, ask, resign or abort
rooms-refused-already-over = the game is already over
rooms-refused-message = a message is one line of 1 to { $most } characters
rooms-refused-abort = both sides have moved: the game can no longer be aborted (resign, or ask for a draw)
rooms-refused-over = the game is over
rooms-refused-turn = it is { $side }'s turn, not yours
rooms-refused-behind = the game is at move { $at }, not { $yours }: your board was behind
rooms-refused-nobody = nobody sits on the other side yet
rooms-refused-over-takeback = the game is over: no takebacks
rooms-refused-no-takeback = you have no move to take back
rooms-refused-no-takeback-left = no move to take back
rooms-refused-rematch = a rematch is for when the game is over
rooms-refused-over-draw = the game is over: no draw to agree
rooms-refused-not-asked = nothing of that was asked of you

## Why the host lets a peer go, or closes the room: worded in the language the peer said in its hello (a hello
## refused, in the language it says; a connection that has said none, in English).

rooms-bye-hello-first = say hello first: the first message is a hello
rooms-bye-version = this room speaks bao room protocol { $version }, not version { $theirs }
rooms-bye-wrong-code = wrong room code
rooms-bye-name = name: { $error }
rooms-bye-full = the room is full: it takes { $most } spectators
rooms-bye-no-seat = no seat for a guest
rooms-bye-no-secret = the host could not make a secret: { $error }
rooms-bye-seat-taken = the seat is taken by { $name }; only their own bao can take it again (watching room { $code } follows the game)
rooms-bye-again = you joined this room again from another terminal
rooms-bye-host-closed = the host closed the room
rooms-bye-failed = the room is closed: { $why }
rooms-bye-deserted = the player left the game: it is no longer shown
