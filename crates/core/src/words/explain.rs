//! Why this pairing, in words (`orda explain`): each board's players and colours, the
//! alternatives a player would expect and the criterion that ruled each out, the bye, boards
//! made by hand, a round-robin board's Berger line.

use crate::app::explain::{ByHand, How, RoundWhy};
use crate::pairing::criteria::Value;
use crate::pairing::explain::{
    Alternative, BoardWhy, ByeWhy, Expected, Facts, Float, Strength, Verdict,
};
use crate::pairing::swiss::{Colour, ColourRule};
use crate::t;
use crate::tournament::No;

/// Points in tenths as a reader writes them: `2½`, `3`, `0.3`.
pub fn tenths(t: u32) -> String {
    match (t / 10, t % 10) {
        (w, 0) => w.to_string(),
        (0, 5) => "½".into(),
        (w, 5) => format!("{w}½"),
        (w, r) => format!("{w}.{r}"),
    }
}

/// A criterion's number and name: `C12 (colour preferences)`.
pub fn criterion(c: u8) -> String {
    let name = match c {
        1 => t!("criterion-1"),
        2 => t!("criterion-2"),
        3 => t!("criterion-3"),
        4 => t!("criterion-4"),
        5 => t!("criterion-5"),
        6 => t!("criterion-6"),
        7 => t!("criterion-7"),
        8 => t!("criterion-8"),
        9 => t!("criterion-9"),
        10 => t!("criterion-10"),
        11 => t!("criterion-11"),
        12 => t!("criterion-12"),
        13 => t!("criterion-13"),
        14 => t!("criterion-14"),
        15 => t!("criterion-15"),
        16 => t!("criterion-16"),
        17 => t!("criterion-17"),
        18 => t!("criterion-18"),
        19 => t!("criterion-19"),
        20 => t!("criterion-20"),
        _ => t!("criterion-21"),
    };
    format!("C{c} ({name})")
}

fn value(v: &Value) -> String {
    match v {
        Value::Count(n) => n.to_string(),
        Value::Scores(s) if s.is_empty() => t!("explain-none"),
        Value::Scores(s) => s.iter().map(|&x| tenths(x)).collect::<Vec<_>>().join(", "),
    }
}

fn colour(c: Colour) -> String {
    match c {
        Colour::White => t!("explain-white"),
        Colour::Black => t!("explain-black"),
    }
}

/// A player's facts in one line: number and name, score, colour preference, floats.
pub fn facts(f: &Facts, name: &dyn Fn(No) -> String) -> String {
    let pref = match (f.preference, f.strength) {
        (Some(c), Strength::Absolute) => t!("explain-pref-absolute", colour = colour(c)),
        (Some(c), Strength::Strong) => t!("explain-pref-strong", colour = colour(c)),
        (Some(c), _) => t!("explain-pref-mild", colour = colour(c)),
        (None, _) => t!("explain-pref-none"),
    };
    let floats = match f.floats {
        [Float::Down, _] => format!("; {}", t!("explain-floated-down-last")),
        [Float::Up, _] => format!("; {}", t!("explain-floated-up-last")),
        [_, Float::Down] => format!("; {}", t!("explain-floated-down-before")),
        [_, Float::Up] => format!("; {}", t!("explain-floated-up-before")),
        _ => String::new(),
    };
    let now = match f.floats_now {
        Float::Down => format!("; {}", t!("explain-floats-down-now")),
        Float::Up => format!("; {}", t!("explain-floats-up-now")),
        Float::None => String::new(),
    };
    format!(
        "{} {} ({}; {}{floats}{now})",
        f.no,
        name(f.no),
        t!(
            "explain-score",
            score = tenths(f.score),
            place = f.place,
            group = f.group
        ),
        pref
    )
}

fn rule(r: ColourRule) -> String {
    match r {
        ColourRule::Both => t!("colour-rule-both"),
        ColourRule::Absolute => t!("colour-rule-absolute"),
        ColourRule::Strong => t!("colour-rule-strong"),
        ColourRule::Alternate => t!("colour-rule-alternate"),
        ColourRule::HigherRanked => t!("colour-rule-higher"),
        ColourRule::Initial => t!("colour-rule-initial"),
    }
}

/// What an alternative comes to, in one sentence.
pub fn verdict(v: &Verdict) -> String {
    match v {
        Verdict::Breaks {
            criterion: c,
            players,
        } => match players[..] {
            [a, b] if *c == 1 => t!("explain-breaks-met", a = a, b = b, criterion = criterion(1)),
            [a, b] => t!(
                "explain-breaks-colours",
                a = a,
                b = b,
                criterion = criterion(*c)
            ),
            [a] if *c == 2 => t!("explain-breaks-bye", a = a, criterion = criterion(2)),
            _ => t!("explain-breaks", criterion = criterion(*c)),
        },
        Verdict::Worse {
            criterion: c,
            bracket,
            made,
            instead,
        } => t!(
            "explain-worse",
            criterion = criterion(*c),
            instead = value(instead),
            made = value(made),
            bracket = tenths(*bracket)
        ),
        Verdict::Order { bracket } => t!("explain-order", bracket = tenths(*bracket)),
    }
}

/// An alternative as the player asks it, and its verdict.
pub fn alternative(a: &Alternative, name: &dyn Fn(No) -> String) -> String {
    let instead = match a.instead {
        Some(y) => format!("{y} {}", name(y)),
        None => t!("explain-the-bye"),
    };
    let why = match a.expected {
        Expected::Counterpart => t!("explain-expected-counterpart"),
        Expected::SameScore => t!("explain-expected-same-score"),
        Expected::OtherBye => t!("explain-expected-other-bye"),
        Expected::Asked => String::new(),
        Expected::Leader => t!("explain-expected-leader"),
    };
    let rest = a
        .pairs
        .iter()
        .skip(1)
        .map(|&(p, q)| match q {
            Some(q) => format!("{p}–{q}"),
            None => t!("explain-has-bye", no = p),
        })
        .collect::<Vec<_>>()
        .join(", ");
    let question = match a.expected {
        Expected::OtherBye => t!("explain-why-not-bye", no = a.player, rest = rest),
        Expected::Asked if rest.is_empty() => {
            t!(
                "explain-why-not-asked-alone",
                no = a.player,
                instead = instead
            )
        }
        Expected::Asked => t!(
            "explain-why-not-asked",
            no = a.player,
            instead = instead,
            rest = rest
        ),
        _ => t!(
            "explain-why-not",
            no = a.player,
            instead = instead,
            why = why,
            rest = rest
        ),
    };
    format!("{question} {}", verdict(&a.verdict))
}

/// One board explained: its line, then the colours and the alternatives.
pub fn board(b: &BoardWhy, name: &dyn Fn(No) -> String) -> Vec<String> {
    let mut out = vec![
        t!(
            "explain-board",
            board = b.board,
            white = facts(&b.white, name),
            black = facts(&b.black, name)
        ),
        format!("  {}", t!("explain-bracket", bracket = tenths(b.bracket))),
        format!("  {}", t!("explain-colours", rule = rule(b.colour_rule))),
    ];
    out.extend(
        b.alternatives
            .iter()
            .map(|a| format!("  {}", alternative(a, name))),
    );
    out
}

/// The bye explained.
pub fn bye(b: &ByeWhy, name: &dyn Fn(No) -> String) -> Vec<String> {
    // The bye is his float this round: the line says so.
    let player = Facts {
        floats_now: Float::None,
        ..b.player.clone()
    };
    let mut out = vec![t!(
        "explain-bye",
        player = facts(&player, name),
        unplayed = b.player.unplayed
    )];
    out.extend(
        b.alternatives
            .iter()
            .map(|a| format!("  {}", alternative(a, name))),
    );
    out
}

fn by_hand(h: &ByHand) -> Vec<String> {
    let pairs = |p: &[(No, Option<No>)]| {
        p.iter()
            .map(|&(w, b)| match b {
                Some(b) => format!("{w}–{b}"),
                None => t!("explain-has-bye", no = w),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let who = match (&h.who, &h.at) {
        (Some(w), Some(at)) => t!("explain-by-hand-who", who = w.as_str(), at = at.as_str()),
        _ => t!("explain-by-hand-unknown"),
    };
    vec![
        t!("explain-by-hand", stored = pairs(&h.stored), who = who),
        format!("  {}", t!("explain-by-hand-dutch", dutch = pairs(&h.dutch))),
        format!("  {}", verdict(&h.verdict)),
    ]
}

/// A round explained, whole: every board, the bye, what was made by hand.
pub fn round(w: &RoundWhy, name: &dyn Fn(No) -> String) -> Vec<String> {
    let mut out = Vec::new();
    match &w.how {
        How::Dutch { why, by_hand: h } => {
            out.push(t!("explain-round-dutch", round = w.round));
            for b in &why.boards {
                out.extend(board(b, name));
            }
            if let Some(b) = &why.bye {
                out.extend(bye(b, name));
            }
            if let Some(h) = h {
                out.extend(by_hand(h));
            }
        }
        How::Berger { table, boards } => {
            out.push(t!("explain-round-berger", round = w.round, table = *table));
            for b in boards {
                out.push(match b.line {
                    Some(line) => t!(
                        "explain-berger-line",
                        board = b.board,
                        white = format!("{} {}", b.white, name(b.white)),
                        black = format!("{} {}", b.black, name(b.black)),
                        table_round = b.table_round,
                        line = line
                    ),
                    None => t!(
                        "explain-berger-by-hand",
                        board = b.board,
                        white = format!("{} {}", b.white, name(b.white)),
                        black = format!("{} {}", b.black, name(b.black))
                    ),
                });
            }
        }
    }
    out
}
