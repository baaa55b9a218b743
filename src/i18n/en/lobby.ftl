# The lobby of bao serve: its lists, a challenge being written and one asked, a player's page, the archive,
# a leaderboard, tournaments, and what the lobby says in the status bar. What the server itself sends (its
# refusals, what a player is doing) is shown as it comes.

## The lobby's screen.

lobby-title = lobby · you are { $name }
lobby-online = { $count } online
lobby-your-move-in = your move in { $count ->
    [one] { $count } game
   *[other] { $count } games
}
lobby-connecting = connecting to the server's lobby…
lobby-closed = not connected: { $why }. r opens the rooms screen (a room by its code), Esc goes back.
lobby-absent = this server runs no lobby: r opens the rooms screen
lobby-challenges = Challenges (Enter accepts, x withdraws yours)
lobby-challenges-none = none: p posts one
lobby-your-games = Your games (Enter goes back in)
lobby-your-games-none = none unfinished
lobby-online-heading = Online (Enter: their page, c challenges)
lobby-online-none = nobody
lobby-to-watch = Games to watch (Enter watches)
lobby-to-watch-none = none in progress
lobby-tournaments = Tournaments (Enter opens, t creates)
lobby-tournaments-none = none: t creates one
lobby-and-more = and { $count } more
lobby-plays = { $name } plays { $side ->
    [south] south
   *[north] north
}
lobby-either-side = either side
lobby-yours = yours
lobby-to-you = to you
lobby-to = to { $name }
lobby-casual = casual
lobby-your-move = your move
lobby-their-move = their move
lobby-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
lobby-game-due = { $game } against { $against } · { $turn }, { $left } left · { $moves }
lobby-game = { $game } against { $against } · { $turn } · { $moves } · { $control }
lobby-you = (you)
lobby-watch-line = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}  { $watchers } watch
lobby-left-under-a-minute = under a minute
lobby-left-minutes = { $minutes }m
lobby-left-hours = { $hours }h { $minutes }m
lobby-left-days = { $days }d { $hours }h
lobby-days-a-move = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
lobby-no-time-limit = no time limit
lobby-control-none = none

## A challenge being written.

lobby-form-challenge = Challenge { $name }
lobby-form-anyone = A challenge for anyone
lobby-label-game = Game:
lobby-label-side = Side:
lobby-label-time = Time:
lobby-label-rated = Rated:
lobby-form-south = you play south (moves first)
lobby-form-north = you play north
lobby-form-either = either side, drawn
lobby-form-clock = { $clock } (minutes + seconds a move)
lobby-form-rated = yes: the result counts for ratings
lobby-form-casual = no: a casual game
lobby-form-send = [ Send the challenge ]
lobby-form-post = [ Post the challenge ]

## A challenge to this player.

lobby-challenged = { $from } challenges you to { $rated ->
    [no] a casual game of{" "}
   *[yes] {""}
}{ $game } { $control }{ $side ->
    [south] , you play South
    [north] , you play North
   *[either] {""}
}: accept? y/n
lobby-asked-title = A challenge
lobby-asked-explanation = y: the game opens at once; a game on the screen is saved first. n: they are told no.
lobby-asked-more = { $count ->
    [one] { $count } challenge more after this one.
   *[other] { $count } challenges more after this one.
}
lobby-asked-keys = y accept   n decline

## A player's page, the archive, a leaderboard.

lobby-panel-title = lobby · { $title }
lobby-page-title = { $name }'s page
lobby-archive-title = the archive
lobby-leaderboard-title = leaderboard · { $game }  ← →
lobby-asking = asking the server…
lobby-doing-lobby = in the lobby
lobby-doing-playing = playing { $game } against { $against }
lobby-doing-watching = watching { $game }
lobby-doing-computer = playing { $game } against the computer (level { $level })
lobby-doing-elsewhere = elsewhere in bao
lobby-not-online = not online
lobby-online-doing = online: { $doing }
lobby-record = you { $wins } – { $losses } – { $draws } { $name }  (wins – losses – draws)
lobby-ratings = Ratings
lobby-no-rated-game = no rated game yet
lobby-rated-games = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
lobby-recent = Recent games (Enter opens one)
lobby-none-finished = none finished
lobby-draw = draw
lobby-won = won
lobby-lost = lost
lobby-private = private
lobby-versus = vs { $name }
lobby-every-game = every game
lobby-everyone = everyone (/ searches)
lobby-archive-search = player: { $player }   game: { $game }  ← →
lobby-column-finished = finished
lobby-column-game = game
lobby-column-players = players
lobby-column-winner = winner
lobby-column-moves = mv
lobby-no-finished-game = no finished game
lobby-more = n: more
lobby-column-rank = rank
lobby-column-player = player
lobby-column-rating = rating
lobby-column-deviation = deviation
lobby-column-games = games
lobby-nobody-yet = nobody yet: { $least } rated games and a rating no longer provisional
lobby-no-game-to-open = no finished game to open
lobby-that-is-you = that is you: challenge another player
lobby-no-more-games = no more games: that is the whole search
lobby-not-yours-private = p marks a game of your own private: this one is others'
lobby-no-game-chosen = no finished game chosen
lobby-computer = computer { $level }
lobby-archive-name = { $players }, { $game } (archive { $code })
lobby-from-archive = { $players } from the archive: U plays the next move, w steps through it
lobby-game-error = game { $code }: { $error }

## Tournaments.

lobby-tournament-open = open · { $players } · { $start }
lobby-tournament-starts = starts { $date }
lobby-tournament-starts-full = starts when full
lobby-tournament-date-format = %d %b %H:%M UTC
lobby-tournament-running = running · { $players } · { $over }/{ $games } games over
lobby-tournament-first = {" "}· { $name } first
lobby-tournament-finished = finished · { $players }{ $first }
lobby-tournament-cancelled = cancelled · { $players }
lobby-tournament-line = { $game } { $control } · { $state } · by { $creator }
lobby-tournament-in = you're in
lobby-tournament-form-title = A tournament: a round robin
lobby-tournament-label-game = Game:
lobby-tournament-label-time = Time:
lobby-tournament-label-players = Players:
lobby-tournament-label-start = Start:
lobby-tournament-at-most = at most { $size }
lobby-tournament-start = { $when ->
    [minutes] in 10 minutes
    [hour] in 1 hour
    [day] in 1 day
    [week] in 1 week
   *[full] when full
}
lobby-tournament-create = [ Create the tournament ]
lobby-tournament-forfeit = forfeit
lobby-tournament-playing = playing
lobby-tournament-to-play = to play
lobby-tournament-gone-title = A tournament
lobby-tournament-gone = no longer listed: Esc goes back
lobby-tournament-title = Tournament { $id } · { $game } { $control }
lobby-tournament-by = by { $creator } · { $state }
lobby-tournament-standings = Standings
lobby-tournament-points = points
lobby-tournament-rounds = Rounds (South first)
lobby-tournament-started = it has started: its players are set
lobby-tournament-yours = you created it: x cancels it
lobby-tournament-not-yours = only { $creator } who created it cancels it, before its start

## What the lobby says in the status bar.

lobby-own-challenge = your own challenge: someone else accepts it (x withdraws it)
lobby-challenge-for = that challenge is for { $name }
lobby-withdraw-which = x withdraws a challenge of your own: choose one in Challenges
lobby-challenge-yourself = that is you: challenge another player, or p posts a challenge for anyone
lobby-challenge-which = c challenges a player: choose one in Online
lobby-watch-which = w watches a game: choose one in Games to watch
lobby-not-connected = not connected to the lobby: { $why }
lobby-not-answered = the lobby has not answered yet: try again in a moment
lobby-none = this server has no lobby
lobby-not-reading = the lobby is not reading what is sent: try again later
lobby-says = the lobby: { $what }
lobby-your-move-waiting = your move in { $count ->
    [one] { $count } game
   *[other] { $count } games
}: r opens the lobby, where they are listed
lobby-moved = { $against } moved in { $game } { $code }: your move (r opens the lobby)
lobby-declined = { $name } declined your challenge
lobby-withdrawn-by = { $name }'s challenge was withdrawn
lobby-made-private = game { $code } is private: only its two players see it
lobby-made-public = game { $code } is in the archive for everyone
lobby-accepted = accepted { $name }'s challenge: the game opens…
lobby-you-declined = declined { $name }'s challenge
lobby-no-seat-folder = room { $code }: no data folder to keep the seat in
lobby-seat-not-kept = the seat of room { $code } could not be kept
lobby-match = a game against { $against }: you play { $side ->
    [south] south
   *[north] north
}, going into the room…
lobby-going-to-watch = going in to watch…
lobby-going-back = going back into the game…
lobby-opened = Enter accepts, goes in, opens a page, watches · p posts · a archive
lobby-opened-your-move = your move in { $count ->
    [one] { $count } game
   *[other] { $count } games
}: they are under Your games
lobby-posted = posted: the challenge is listed for anyone
lobby-sent = sent: they are asked wherever they are
lobby-withdrawn = withdrawn
lobby-tournament-created = created: the tournament is listed, for others to join (Enter opens it)
lobby-tournament-joined = joined: its games open when it starts
lobby-tournament-left = left the tournament
lobby-tournament-cancelled-now = cancelled the tournament

## The server's refusals, worded in the language the session said in its hello.

lobby-refused-asking = { $count } questions of the archive are waiting for their answers: ask again after them
lobby-refused-your-challenges = you have { $count } challenges waiting: withdraw one before another
lobby-refused-challenges-full = the lobby holds { $count } challenges, its most: try later
lobby-refused-yourself = a challenge to yourself: post it for anyone instead
lobby-refused-not-on = { $name } is not on the server now
lobby-refused-already-challenged = { $name } already has a challenge from you
lobby-refused-not-yours = that challenge is someone else's
lobby-refused-no-challenge = no challenge number { $id } is waiting
lobby-refused-own-challenge = that challenge is your own: someone else accepts it
lobby-refused-for-another = that challenge is for another player
lobby-refused-decline-open = only a challenge sent to you can be declined; an open one is left for others
lobby-refused-gone = challenge { $id } is no longer waiting: it was accepted or withdrawn
lobby-refused-level = level { $level }: the computer's levels are 1 to 6
lobby-refused-tournament-closed = tournament { $id } has started or is over: no more players
lobby-refused-tournament-in = you are already in tournament { $id }
lobby-refused-tournament-full = tournament { $id } is full
lobby-refused-tournament-started = tournament { $id } has started: its games are played to their end
lobby-refused-tournament-creator = you created this tournament: cancel it rather than leave
lobby-refused-tournament-not-in = you are not in it
lobby-refused-tournament-cancel = only { $creator } who created it may cancel it
lobby-refused-tournament-started-cancel = it has started: its games are played to their end
lobby-refused-tournament-untimed = a tournament's games need a time limit: a clock or days a move
lobby-refused-tournament-size = { $size } players: a tournament has { $least } to { $most }
lobby-refused-tournament-start = a tournament starts from a minute to a week from now, or when full
lobby-refused-tournament-yours = you have { $count } tournaments not over: one at a time more
lobby-refused-tournaments-full = the server holds { $count } tournaments, its most: try later
lobby-refused-no-tournament = no tournament { $id }
lobby-refused-code = `{ $code }` is not a game's code: 1 to { $most } bytes, no control characters
