//! The round robin's pairings for every size, its standings against a worked example, and its life.

use std::collections::BTreeSet;

use super::*;

fn name(text: &str) -> PlayerName {
    PlayerName::lenient(text)
}

fn names(count: usize) -> Vec<PlayerName> {
    ["ada", "bob", "cy", "dee", "eve", "fay", "gus", "hal"][..count].iter().map(|n| name(n)).collect()
}

/// Every size: each pair meets exactly once, nobody plays twice in a round, each player's Souths and Norths
/// differ by at most one (by none with an odd count), an odd count rests each player exactly once, and the
/// rounds are `n - 1` (even) or `n` (odd).
#[test]
fn every_size_pairs_every_two_once_with_sides_balanced() {
    for n in usize::from(MIN_SIZE)..=usize::from(MAX_SIZE) {
        let games = pairings(n);
        assert_eq!(games.len(), n * (n - 1) / 2, "{n} players");
        let pairs: BTreeSet<(u8, u8)> = games.iter().map(|g| (g.south.min(g.north), g.south.max(g.north))).collect();
        assert_eq!(pairs.len(), games.len(), "{n} players: a pair met twice");
        assert!(games.iter().all(|g| g.south != g.north && usize::from(g.south.max(g.north)) < n));
        let rounds: BTreeSet<u8> = games.iter().map(|g| g.round).collect();
        let expected_rounds = if n % 2 == 0 { n - 1 } else { n };
        assert_eq!(rounds, (1..=u8::try_from(expected_rounds).unwrap()).collect(), "{n} players");
        let mut rests = vec![0; n];
        for &round in &rounds {
            let playing: Vec<u8> = games.iter().filter(|g| g.round == round).flat_map(|g| [g.south, g.north]).collect();
            let distinct: BTreeSet<u8> = playing.iter().copied().collect();
            assert_eq!(distinct.len(), playing.len(), "{n} players, round {round}: someone plays twice");
            assert_eq!(playing.len(), n - n % 2, "{n} players, round {round}");
            for (player, rest) in rests.iter_mut().enumerate() {
                if !distinct.contains(&u8::try_from(player).unwrap()) {
                    *rest += 1;
                }
            }
        }
        assert!(rests.iter().all(|&r| r == n % 2), "{n} players: rests {rests:?}");
        for player in 0..n {
            let p = u8::try_from(player).unwrap();
            let south = games.iter().filter(|g| g.south == p).count();
            let north = games.iter().filter(|g| g.north == p).count();
            assert_eq!(south + north, n - 1);
            assert!(south.abs_diff(north) <= 1, "{n} players: player {player} {south} South, {north} North");
            if n % 2 == 1 {
                assert_eq!(south, north, "{n} players: player {player}");
            }
        }
    }
}

fn game(south: u8, north: u8, result: Score) -> Paired {
    Paired { round: 1, south, north, code: None, result: Some(result) }
}

/// A worked example, four players: ada beats bob and cy, draws dee (2½); bob beats cy and dee (2); cy beats
/// dee (1); dee draws ada (½). Sonneborn-Berger: ada 2 + 1 + ½·½ = 3.25; bob 1 + ½ = 1.5; cy ½ = 0.5; dee
/// ½·2½ = 1.25.
#[test]
fn standings_by_points_then_sonneborn_berger() {
    let games = [
        game(0, 1, Score::South),
        game(2, 0, Score::North),
        game(0, 3, Score::Draw),
        game(1, 2, Score::South),
        game(3, 1, Score::North),
        game(2, 3, Score::South),
    ];
    let table = standings(&names(4), &games);
    let shown: Vec<(&str, String, String, u32)> =
        table.iter().map(|s| (s.name.as_str(), points(s.halves), quarters(s.sb_quarters), s.played)).collect();
    assert_eq!(
        shown,
        [
            ("ada", "2½".to_string(), "3.25".to_string(), 3),
            ("bob", "2".to_string(), "1.5".to_string(), 3),
            ("cy", "1".to_string(), "0.5".to_string(), 3),
            ("dee", "½".to_string(), "1.25".to_string(), 3),
        ]
    );
}

/// Equal points: the higher Sonneborn-Berger first; equal in both: by name.
#[test]
fn ties_go_to_sonneborn_berger_then_name() {
    // A cycle: each 1 point, each SB 1 (the one beaten has 1): by name.
    let cycle = [game(0, 1, Score::South), game(1, 2, Score::South), game(2, 0, Score::South)];
    let table = standings(&names(3), &cycle);
    let order: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(order, ["ada", "bob", "cy"]);
    // ada: beats cy, draws bob, loses to dee (1½); bob: draws ada, beats dee, loses to cy (1½); cy beats bob
    // and dee (2, SB 1½ + 1); dee beats ada (1, SB 1½). SB ada: cy's 2 + ½·1½ = 2.75; bob: dee's 1 + ½·1½ =
    // 1.75: ada before bob.
    let games = [
        game(0, 1, Score::Draw),
        game(0, 2, Score::South),
        game(1, 3, Score::South),
        game(2, 3, Score::South),
        game(0, 3, Score::North),
        game(1, 2, Score::North),
    ];
    let table = standings(&names(4), &games);
    let shown: Vec<(&str, u32, u32)> = table.iter().map(|s| (s.name.as_str(), s.halves, s.sb_quarters)).collect();
    assert_eq!(shown, [("cy", 4, 10), ("ada", 3, 11), ("bob", 3, 7), ("dee", 2, 6)]);
}

/// A view's games naming players it lacks are left out, not a panic.
#[test]
fn standings_ignore_games_of_unknown_players() {
    let table = standings(&names(3), &[game(0, 7, Score::South), game(1, 1, Score::South)]);
    assert!(table.iter().all(|s| s.halves == 0 && s.played == 0));
}

fn three() -> Tournament {
    let mut t = Tournament::new(1, name("ada"), Variant::Kete, "5+3".parse().unwrap(), 3, None);
    t.join(name("bob")).unwrap();
    t
}

/// Joining and leaving before the start; the creator cancels, not leaves; full starts it.
#[test]
fn join_leave_cancel_and_start_when_full() {
    let mut t = three();
    assert!(t.join(name("bob")).is_err(), "twice");
    assert!(t.leave(name("ada")).is_err(), "the creator cancels");
    t.leave(name("bob")).unwrap();
    assert!(t.leave(name("bob")).is_err());
    t.join(name("bob")).unwrap();
    let now = Timestamp::from_second(1_800_000_000).unwrap();
    assert!(!t.due(now));
    t.join(name("cy")).unwrap();
    assert!(t.join(name("dee")).is_err(), "full");
    assert!(t.due(now));
    t.start();
    assert_eq!(t.state, TournamentState::Running);
    assert_eq!(t.games.len(), 3);
    assert!(t.join(name("dee")).is_err() && t.leave(name("bob")).is_err() && t.cancel(name("ada")).is_err());
}

/// A start time that comes with too few players cancels it; with enough, it starts with those there.
#[test]
fn a_start_time_starts_those_there_or_cancels() {
    let now = Timestamp::from_second(1_800_000_000).unwrap();
    let later = Timestamp::from_second(1_800_000_600).unwrap();
    let mut t = Tournament::new(2, name("ada"), Variant::Kete, "3d".parse().unwrap(), 8, Some(later));
    t.join(name("bob")).unwrap();
    assert!(!t.due(now));
    assert!(t.due(later));
    t.start();
    assert_eq!(t.state, TournamentState::Cancelled);
    let mut t = Tournament::new(3, name("ada"), Variant::Kete, "3d".parse().unwrap(), 8, Some(later));
    t.join(name("bob")).unwrap();
    t.join(name("cy")).unwrap();
    t.join(name("dee")).unwrap();
    t.start();
    assert_eq!((t.state, t.games.len()), (TournamentState::Running, 6));
    assert!(t.cancel(name("bob")).is_err(), "only its creator cancels");
}

/// Results come by the stored game's code; an abort is a double forfeit (no points, not played again); the
/// last result finishes it; a code not its own, or a result twice, changes nothing.
#[test]
fn results_by_code_an_abort_a_double_forfeit() {
    let mut t = three();
    t.join(name("cy")).unwrap();
    t.start();
    for (at, code) in ["AAA", "BBB", "CCC"].iter().enumerate() {
        t.opened(at, (*code).to_string());
    }
    assert!(!t.ended("ZZZ", None));
    assert!(t.ended("AAA", Some(GameResult::Win(Side::South))));
    assert!(!t.ended("AAA", Some(GameResult::Win(Side::North))), "once");
    assert!(t.ended("BBB", None));
    assert_eq!(t.games[1].result, Some(Score::Forfeit));
    assert_eq!(t.state, TournamentState::Running);
    assert!(t.ended("CCC", Some(GameResult::Draw)));
    assert_eq!(t.state, TournamentState::Finished);
    let table = standings(&t.players, &t.games);
    assert_eq!(table.iter().map(|s| s.halves).sum::<u32>(), 2 + 2, "a win and a draw; the forfeit none");
    assert!(table.iter().all(|s| s.played == 2));
}
