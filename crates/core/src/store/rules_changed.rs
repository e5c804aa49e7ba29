//! What a change of a tournament's row changed of its rules, read from the journal's before
//! and after (the `### Configuration` lines of an exported TRF).

/// The settings that decide pairings and standings, as the tournament row stores them.
const RULES: &[&str] = &[
    "rounds",
    "tiebreaks",
    "tiebreak_rules",
    "bye_points",
    "acceleration",
    "match_win",
    "match_draw",
    "match_loss",
    "ranked_by",
    "match_tiebreaks",
];

/// The rules a tournament row's change changed: (name, before, after), as stored.
pub(super) fn rules_changed(before: &str, after: &str) -> Vec<(String, String, String)> {
    let (Ok(b), Ok(a)) = (
        serde_json::from_str::<serde_json::Value>(before),
        serde_json::from_str::<serde_json::Value>(after),
    ) else {
        return Vec::new();
    };
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Null => String::new(),
        v => v.to_string(),
    };
    RULES
        .iter()
        .filter_map(|&k| {
            let (x, y) = (b.get(k)?, a.get(k)?);
            (x != y).then(|| (k.to_string(), text(x), text(y)))
        })
        .collect()
}
