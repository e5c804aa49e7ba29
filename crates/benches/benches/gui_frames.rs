//! Frame cost of the window for a large event: 500 players, 11 rounds, every view drawn and
//! scrolled through egui_kittest (no display, no GPU: layout and painting commands only). The
//! baseline, measured in the same run, is the start view of an empty database; the figures are
//! ratios to it, since these machines are shared and noisy. Run: `cargo bench --bench gui_frames`.

use std::time::Instant;

use egui_kittest::Harness;
use orda::app::generate::{Options, generate_swiss, to_trf};
use orda::formats::trf;
use orda::store::Store;
use orda::ui::{Command, OrdaApp, View};

fn harness(app: OrdaApp) -> Harness<'static, OrdaApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut OrdaApp| app.show(ui), app)
}

/// Mean seconds per frame over `frames` frames, each scrolling the view one step.
fn per_frame(h: &mut Harness<'_, OrdaApp>, frames: u32) -> f64 {
    h.step();
    let t0 = Instant::now();
    for i in 0..frames {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, if i % 40 < 20 { -60.0 } else { 60.0 }),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::NONE,
            source: egui::MouseWheelSource::Wheel,
        });
        h.step();
    }
    t0.elapsed().as_secs_f64() / f64::from(frames)
}

fn main() {
    let frames = 200;
    let mut empty = harness(OrdaApp::with_store(Store::memory().expect("db")));
    empty.hover_at(egui::pos2(400.0, 400.0));
    let base = per_frame(&mut empty, frames);

    let s = generate_swiss(&Options {
        players: 500,
        rounds: 11,
        seed: 1,
        ..Options::default()
    })
    .expect("generated");
    let text = trf::write(&to_trf(&s, "bench 500 x 11"));
    let mut store = Store::memory().expect("db");
    let op = orda::app::ImportTrf {
        file: "bench.trf".into(),
        text,
        points_from_results: false,
    };
    let (id, _) = orda::app::run(&mut store, op).expect("the generated tournament imports");
    let mut app = OrdaApp::with_store(store);
    app.apply(Command::SelectTournament(id));
    let mut h = harness(app);
    h.hover_at(egui::pos2(400.0, 400.0));
    println!(
        "baseline (start view, empty database): {:.3} ms/frame",
        base * 1e3
    );
    for v in [View::Players, View::Rounds, View::Standings] {
        h.state_mut().apply(Command::Show(v));
        let t = per_frame(&mut h, frames);
        println!(
            "{v:?}, 500 players x 11 rounds: {:.3} ms/frame ({:.1}x baseline)",
            t * 1e3,
            t / base
        );
    }
    // The crosstable: the standings view's second tab.
    h.state_mut().standings.show_crosstable();
    let t = per_frame(&mut h, frames);
    println!(
        "Crosstable, 500 players x 11 rounds: {:.3} ms/frame ({:.1}x baseline)",
        t * 1e3,
        t / base
    );
}
