use super::*;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn the_same_key_means_what_its_screen_says() {
    assert_eq!(map_key(&key(KeyCode::Char('q')), KeyScreen::Board), Some(Action::Quit));
    assert_eq!(map_key(&key(KeyCode::Char('q')), KeyScreen::Prompt), Some(Action::Type('q')));
    assert_eq!(map_key(&key(KeyCode::Char(' ')), KeyScreen::Board), Some(Action::Choose));
    assert_eq!(map_key(&key(KeyCode::Char(' ')), KeyScreen::Step), Some(Action::PlayPause));
    assert_eq!(map_key(&key(KeyCode::Char('>')), KeyScreen::Choice), Some(Action::Pick(1)));
    assert_eq!(map_key(&key(KeyCode::Char('x')), KeyScreen::Board), Some(Action::Unbound));
}

#[test]
fn control_keys() {
    let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
    assert_eq!(map_key(&ctrl('r'), KeyScreen::Board), Some(Action::Redo));
    assert_eq!(map_key(&ctrl('c'), KeyScreen::Prompt), Some(Action::Quit));
    let shifted = KeyEvent::new(KeyCode::Char('U'), KeyModifiers::SHIFT);
    assert_eq!(map_key(&shifted, KeyScreen::Board), Some(Action::Redo));
}

#[test]
fn every_screen_can_be_left() {
    for screen in [
        KeyScreen::Start,
        KeyScreen::Board,
        KeyScreen::Choice,
        KeyScreen::Prompt,
        KeyScreen::Step,
        KeyScreen::History,
        KeyScreen::Help,
        KeyScreen::Confirm,
        KeyScreen::Branch,
        KeyScreen::Comment,
        KeyScreen::GameOver,
        KeyScreen::Saves,
        KeyScreen::SaveName,
        KeyScreen::RoomCode,
        KeyScreen::PlayerName,
        KeyScreen::Editor,
        KeyScreen::Settings,
        KeyScreen::Study,
        KeyScreen::Seats,
        KeyScreen::Busy,
        KeyScreen::Learn,
        KeyScreen::Lesson,
        KeyScreen::LessonDone,
        KeyScreen::Rules,
    ] {
        let leaves =
            table(screen).iter().any(|b| matches!(b.action, Action::Quit | Action::Back | Action::No | Action::Choose));
        assert!(leaves, "{screen:?}");
    }
}

#[test]
fn the_rules_screen_scrolls_jumps_and_closes() {
    let back_tab = KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT);
    for (event, action) in [
        (key(KeyCode::Down), Action::Down),
        (key(KeyCode::Char('k')), Action::Up),
        (key(KeyCode::PageDown), Action::Right),
        (key(KeyCode::PageUp), Action::Left),
        (key(KeyCode::Tab), Action::LapForward),
        (back_tab, Action::LapBack),
        (key(KeyCode::Char(']')), Action::LapForward),
        (key(KeyCode::Home), Action::First),
        (key(KeyCode::End), Action::Last),
        (key(KeyCode::Esc), Action::Back),
        (key(KeyCode::Char('R')), Action::Back),
        (key(KeyCode::Char('q')), Action::Back),
        (key(KeyCode::Char('?')), Action::Help),
    ] {
        assert_eq!(map_key(&event, KeyScreen::Rules), Some(action), "{event:?}");
    }
}
