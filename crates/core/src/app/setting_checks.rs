//! The checks of a tournament's settings that `manage::create` and `manage::update` share:
//! no control character in a text, no Buchholz for a round-robin, no acceleration but for a
//! Swiss, real dates.

use super::Refusal;
use super::manage::forbidden_characters;
use super::refusal::Field;
use crate::tournament::Settings;

type Result<T> = std::result::Result<T, Refusal>;

/// Refuses a control or bidi character in a text field typed for a tournament (the same rule
/// the file readers apply): it would act on a terminal, reorder what a reader sees, or break a
/// file written from it.
pub(super) fn check_settings_text(s: &Settings) -> Result<()> {
    let fields = [
        (Field::Name, Some(&s.name)),
        (Field::Venue, s.venue.as_ref()),
        (Field::ChiefArbiter, s.chief_arbiter.as_ref()),
        (Field::TimeControl, s.time_control.as_ref()),
    ];
    forbidden_characters(&fields)
}

/// Refuses the Buchholz family for a round-robin (`tiebreak::offered`).
pub(super) fn check_tiebreaks(s: &Settings) -> Result<()> {
    match s.tiebreaks.iter().find(|t| t.is_buchholz()) {
        Some(&tb) if s.system.is_round_robin() => Err(Refusal::BuchholzInRoundRobin(tb)),
        _ => Ok(()),
    }
}

/// Refuses an acceleration for a round-robin: only a Swiss is accelerated.
pub(super) fn check_acceleration(s: &Settings) -> Result<()> {
    if s.system.is_round_robin() && s.acceleration != crate::tournament::Acceleration::None {
        return Err(Refusal::AccelerationNeedsSwiss);
    }
    Ok(())
}

/// The start and end dates as stored, `YYYY-MM-DD`, from what was typed (`05.03.2026` too);
/// refused when one is not a real day.
pub(super) fn check_dates(s: &mut Settings) -> Result<()> {
    event_dates(&mut s.start_date, &mut s.end_date)
}

/// A date as an arbiter types it (`05.03.2026`, `5.3.2026`, `2026-03-05`: `formats::dates`, as
/// player lists and TRF files are read), as stored: `YYYY-MM-DD`. Refused when it is not one
/// whole real day (a year alone, `03/04/2026` either way round, `30.02.2026`); a date given is
/// a date: an empty one is no date (`None`), not `Some("")`.
pub(super) fn typed_date(d: &mut Option<String>) -> Result<()> {
    let Some(text) = d.as_deref() else {
        return Ok(());
    };
    match crate::formats::dates::read(text) {
        crate::formats::dates::DateText::Date(iso) => {
            *d = Some(iso);
            Ok(())
        }
        _ => Err(Refusal::BadDate(text.to_string())),
    }
}

/// The start and end dates as stored (`typed_date`), or the one that is not a date.
pub(super) fn event_dates(start: &mut Option<String>, end: &mut Option<String>) -> Result<()> {
    typed_date(start)?;
    typed_date(end)
}
