//! Times: save files hold UTC, written as RFC 3339 (`2026-11-30T04:50:00Z`); people are shown local time, in
//! the system's time zone (`TZ`, else `/etc/localtime`), with the zone named (`2026-11-30 05:50 CET`). The
//! calendar and the time zones are jiff's (a time-zone aware date crate), so daylight saving time and
//! historical offsets come out right.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// The current time, as RFC 3339 in UTC to the second.
#[must_use]
pub fn now() -> String {
    utc(Timestamp::now())
}

fn utc(time: Timestamp) -> String {
    // Whole seconds: what the save format has always written.
    let seconds = Timestamp::from_second(time.as_second()).unwrap_or(time);
    seconds.to_string()
}

/// Reads an RFC 3339 time (`2026-11-30T04:50:00Z`, or with an offset: `2026-11-30T07:50:00+03:00`), as a save's
/// `created` and `updated` hold; the error says what was wrong, for the field's message.
pub fn parse(text: &str) -> Result<Timestamp, String> {
    text.parse::<Timestamp>()
        .map_err(|error| format!("`{text}` is not a time in RFC 3339 (such as 2026-11-30T04:50:00Z): {error}"))
}

/// The system's time zone (UTC if it cannot be read).
#[must_use]
pub fn system_zone() -> TimeZone {
    TimeZone::try_system().unwrap_or(TimeZone::UTC)
}

/// An RFC 3339 time as the minute it was in `zone`, for a list: `2026-11-30 05:50`; a text that is not a time
/// is shown as written.
#[must_use]
pub fn minute(text: &str, zone: &TimeZone) -> String {
    local(text, zone, "%Y-%m-%d %H:%M")
}

/// The same with the zone's abbreviation, which says the time is local: `2026-11-30 05:50 CET`.
#[must_use]
pub fn minute_in_zone(text: &str, zone: &TimeZone) -> String {
    local(text, zone, "%Y-%m-%d %H:%M %Z")
}

/// The time of day to the minute in `zone`, for a message heard: `05:50`; a text that is not a time is shown
/// as written.
#[must_use]
pub fn hour_minute(text: &str, zone: &TimeZone) -> String {
    local(text, zone, "%H:%M")
}

/// The minute as a save's automatic name holds it: `2026-11-30-0550`, in `zone`.
#[must_use]
pub fn name_minute(text: &str, zone: &TimeZone) -> String {
    local(text, zone, "%Y-%m-%d-%H%M")
}

/// What `zone` is called now, for a column's heading: `CET`, `UTC`, `+03`.
#[must_use]
pub fn zone_abbreviation(zone: &TimeZone) -> String {
    let now = Timestamp::now().to_zoned_datetime(zone.clone());
    jiff::fmt::strtime::format("%Z", &now).unwrap_or_else(|_| "local".to_string())
}

fn local(text: &str, zone: &TimeZone, format: &str) -> String {
    let Ok(time) = text.parse::<Timestamp>() else { return text.to_string() };
    jiff::fmt::strtime::format(format, &time.to_zoned_datetime(zone.clone())).unwrap_or_else(|_| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn now_is_whole_seconds_in_utc() {
        assert_eq!(utc(Timestamp::UNIX_EPOCH), "1970-01-01T00:00:00Z");
        let leap_day = Timestamp::new(951_782_400, 999_999_999).unwrap();
        assert_eq!(utc(leap_day), "2000-02-29T00:00:00Z", "the second is kept, its fraction dropped");
        assert!(now().ends_with('Z') && now().len() == 20, "{}", now());
    }

    #[test]
    fn local_time_follows_the_zone_and_its_daylight_saving() {
        // Berlin's rule as a POSIX TZ string, so the test needs no time zone database on the machine.
        let berlin = TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap();
        assert_eq!(minute("2026-11-30T04:50:00Z", &TimeZone::UTC), "2026-11-30 04:50");
        assert_eq!(minute_in_zone("2026-11-30T04:50:00Z", &berlin), "2026-11-30 05:50 CET");
        assert_eq!(minute_in_zone("2026-07-01T04:50:00Z", &berlin), "2026-07-01 06:50 CEST");
        assert_eq!(name_minute("2026-11-30T23:30:00Z", &berlin), "2026-12-01-0030");
        assert_eq!(minute("not a time", &berlin), "not a time");
    }

    #[test]
    fn times_are_read_as_rfc_3339_only() {
        assert_eq!(parse("2026-11-30T07:50:00+03:00").unwrap(), parse("2026-11-30T04:50:00Z").unwrap());
        for bad in ["", "2026-11-30", "2026-13-01T00:00:00Z", "yesterday", "2026-11-30 04:50"] {
            let error = parse(bad).unwrap_err();
            assert!(error.starts_with(&format!("`{bad}` is not a time in RFC 3339")), "{error}");
        }
    }
}
