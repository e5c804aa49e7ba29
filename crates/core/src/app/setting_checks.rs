//! The checks of a tournament's settings that `manage::create` and `manage::update` share:
//! no control character in a text, no Buchholz for a round-robin, no acceleration but for a
//! Swiss, real dates.

use super::Refusal;
use super::manage::{check_event_dates, forbidden_characters};
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

/// Refuses a start or end date that is not a real `YYYY-MM-DD` date.
pub(super) fn check_dates(s: &Settings) -> Result<()> {
    check_event_dates(s.start_date.as_deref(), s.end_date.as_deref())
}
