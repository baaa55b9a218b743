//! The game screen in Swahili at 80x24 (issue #30), as a player with `LANG=sw_TZ.UTF-8` sees it: the board
//! after a move and the game-over box, every text from the catalogs and every line within 80 columns. (The
//! step-through with its lap log and the review screen have theirs beside their other tests.)

use super::{app, play_of, press, render};
use crate::i18n::{Language, scoped};
use crate::rules::{Setup, Variant};
use crate::tui::play::Mode;
use crate::tui::seats::Player;
use crate::tui::{App, Theme};

#[test]
fn the_kingulu_board_after_a_move_in_swahili() {
    scoped(Language::Swahili, || {
        let mut app = app(Variant::Kingulu);
        press(&mut app, ":A3\n");
        let screen = render(&app, 80, 24);
        for words in ["zamu ya Kaskazini", "hatua iliyopita 1. S A3", "hatua halali: a1 a3 a4 a6", "imechezwa A3"] {
            assert!(screen.contains(words), "{words}: {screen}");
        }
        insta::assert_snapshot!("kingulu_after_a_move_swahili", screen);
    });
}

#[test]
fn the_game_over_box_in_swahili() {
    scoped(Language::Swahili, || {
        // A resignation against the computer, the winner named.
        let mut app = app(Variant::Kingulu);
        if let crate::tui::app::Screen::Play(play) = &mut app.screen {
            play.seats.north = Player::Computer { level: crate::engine::Level::MIN };
        }
        press(&mut app, "Xy");
        assert_eq!(play_of(&app).mode, Mode::GameOver);
        let screen = render(&app, 80, 24);
        assert!(screen.contains("mshindi ni kompyuta kiwango 1 (Kaskazini)"), "{screen}");
        insta::assert_snapshot!("game_over_resigned_swahili", screen);
        // The end by the rules, with kingulu's score.
        let from: Setup = "kingulu S 0,0,0,0,0,0/0,0,0,0,0,0 c=24,24".parse().unwrap();
        let app = App::playing(Theme::monochrome(), Variant::Kingulu, Some(from)).unwrap();
        let screen = render(&app, 80, 24);
        assert!(screen.contains("Kusini hana hatua halali, alama 24-24"), "{screen}");
        insta::assert_snapshot!("game_over_kingulu_draw_swahili", screen);
    });
}
