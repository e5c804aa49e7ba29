//! Benchmarks: perft from the start and from a middle-game position, and validating the real
//! corpus against merely reading it (the ratio is the cost of the replay itself).
//! Tumicarona perft is measured against Togyzkumalak perft in the same run.
//! The C baseline for perft(9) is timed by `benches/perft-vs-c.sh`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use orda::app::validate::validate_text;
use orda::formats::record;
use orda::rules::GameKind;
use orda::rules::togyz::{Position, perft};
use std::hint::black_box;

fn bench_perft(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    let start = Position::start();
    g.throughput(Throughput::Elements(3_003_052));
    g.bench_function("start d7", |b| b.iter(|| perft(black_box(&start), 7)));
    let middle: Position = "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
        .parse()
        .expect("position");
    let n = perft(&middle, 7);
    g.throughput(Throughput::Elements(n));
    g.bench_function("middlegame d7", |b| b.iter(|| perft(black_box(&middle), 7)));
    g.finish();
}

fn bench_validate(c: &mut Criterion) {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/playok-2024-2025.pgn"
    ))
    .expect("corpus");
    let mut g = c.benchmark_group("corpus 2398 games");
    g.sample_size(20);
    g.throughput(Throughput::Elements(2398));
    g.bench_function("read only (baseline)", |b| {
        b.iter(|| record::read(black_box(&text)).len())
    });
    g.bench_function("read and validate", |b| {
        b.iter(|| validate_text(GameKind::Togyzkumalak, black_box(&text)).len())
    });
    g.finish();
}

/// Tumicarona perft(5) from the start, against Togyzkumalak perft(7) in the same run as the
/// baseline (3,003,052 vs 431,852 leaves: compare leaves per second).
fn bench_tumicarona(c: &mut Criterion) {
    let mut g = c.benchmark_group("tumicarona");
    g.sample_size(10);
    let togyz = Position::start();
    g.throughput(Throughput::Elements(3_003_052));
    g.bench_function("togyzkumalak start d7 (baseline)", |b| {
        b.iter(|| perft(black_box(&togyz), 7))
    });
    let start = orda::rules::tumicarona::Position::start();
    g.throughput(Throughput::Elements(431_852));
    g.bench_function("tumicarona start d5", |b| {
        b.iter(|| orda::rules::tumicarona::perft(black_box(&start), 5))
    });
    g.finish();
}

criterion_group!(benches, bench_perft, bench_validate, bench_tumicarona);
criterion_main!(benches);
