//! Criterion benchmarks of the interface: one full frame of each board at 120x40 (the board after a move,
//! history panel and status bar included), a frame of the step-through view, and the time from nothing to the
//! first frame of a game (opening the session and drawing it), all into an in-memory buffer.

use std::hint::black_box;

use bao::internal::tui::{Action, App, Theme};
use bao::rules::Variant;
use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

const VARIANTS: [Variant; 3] = [Variant::Kingulu, Variant::KimasaiRelay, Variant::KimasaiStep];

fn frame(app: &App, area: Rect, buf: &mut Buffer) {
    buf.reset();
    bao::internal::tui::view::render(app, area, buf);
}

fn bench(c: &mut Criterion) {
    let area = Rect::new(0, 0, 120, 40);
    let mut buf = Buffer::empty(area);
    for variant in VARIANTS {
        let mut app = App::playing(Theme::default(), variant, None).expect("the game is implemented");
        app.update(Action::Choose);
        c.bench_function(&format!("frame/{variant}/120x40"), |b| b.iter(|| frame(black_box(&app), area, &mut buf)));
        app.update(Action::Watch);
        app.update(Action::Right);
        app.update(Action::Right);
        c.bench_function(&format!("frame/{variant}/step-through/120x40"), |b| {
            b.iter(|| frame(black_box(&app), area, &mut buf));
        });
        c.bench_function(&format!("first-frame/{variant}/80x24"), |b| {
            let small = Rect::new(0, 0, 80, 24);
            let mut buf = Buffer::empty(small);
            b.iter(|| {
                let app = App::playing(Theme::default(), black_box(variant), None).expect("the game is implemented");
                bao::internal::tui::view::render(&app, small, &mut buf);
            });
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
