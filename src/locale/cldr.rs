//! CLDR's dates, times and numbers through ICU4X, its data compiled into
//! the binary: a date with the year in full, a time to the minute or the
//! second, a whole number with digit groups. The formatters of the locale
//! last used on a thread are kept, so a list of a hundred rows builds them
//! once.

use std::cell::RefCell;
use std::rc::Rc;

use icu_calendar::{Date, Gregorian};
use icu_datetime::fieldsets::{T, YMD};
use icu_datetime::input::Time;
use icu_datetime::options::{TimePrecision, YearStyle};
use icu_datetime::{FixedCalendarDateTimeFormatter, NoCalendarFormatter};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use icu_locale_core::LanguageIdentifier;
use icu_locale_core::subtags::{Language, Region, Variants};

/// One locale's formatters.
pub(super) struct Cldr {
    key: (Language, Option<Region>),
    date: FixedCalendarDateTimeFormatter<Gregorian, YMD>,
    minutes: NoCalendarFormatter<T>,
    seconds: NoCalendarFormatter<T>,
    number: DecimalFormatter,
}

impl Cldr {
    /// The formatters of `language` in `region`, if CLDR's data loads (it
    /// falls back to the language, then to the root locale, so it does for
    /// any well-formed tag).
    fn new(language: Language, region: Option<Region>) -> Option<Self> {
        let id = LanguageIdentifier {
            language,
            script: None,
            region,
            variants: Variants::new(),
        };
        let date = FixedCalendarDateTimeFormatter::try_new(
            (&id).into(),
            YMD::short().with_year_style(YearStyle::Full),
        )
        .ok()?;
        let time = |precision| {
            NoCalendarFormatter::try_new((&id).into(), T::short().with_time_precision(precision))
                .ok()
        };
        Some(Cldr {
            key: (language, region),
            date,
            minutes: time(TimePrecision::Minute)?,
            seconds: time(TimePrecision::Second)?,
            number: DecimalFormatter::try_new((&id).into(), Default::default()).ok()?,
        })
    }

    /// A Gregorian day: "25.11.2026".
    pub(super) fn date(&self, year: i32, month: u32, day: u32) -> Option<String> {
        let date =
            Date::try_new_gregorian(year, u8::try_from(month).ok()?, u8::try_from(day).ok()?)
                .ok()?;
        Some(self.date.format(&date).to_string())
    }

    /// A time of day, to the minute or, given its second, to the second.
    pub(super) fn time(&self, hour: u32, minute: u32, second: Option<u32>) -> Option<String> {
        let byte = |n: u32| u8::try_from(n).ok();
        let time = Time::try_new(byte(hour)?, byte(minute)?, byte(second.unwrap_or(0))?, 0).ok()?;
        let formatter = if second.is_some() {
            &self.seconds
        } else {
            &self.minutes
        };
        Some(formatter.format(&time).to_string())
    }

    /// A whole number with digit groups.
    pub(super) fn number(&self, n: i64) -> Option<String> {
        let n = Decimal::from(n);
        Some(self.number.format(&n).to_string())
    }
}

thread_local! {
    /// The formatters last built on this thread.
    static LAST: RefCell<Option<Rc<Cldr>>> = const { RefCell::new(None) };
}

/// What `write` makes with the formatters of `language` in `region`;
/// `None` if they cannot be had or `write` makes nothing (the caller then
/// writes ISO 8601 or plain digits).
pub(super) fn with(
    language: Language,
    region: Option<Region>,
    write: impl FnOnce(&Cldr) -> Option<String>,
) -> Option<String> {
    let cldr = LAST.with(|last| {
        let mut last = last.borrow_mut();
        match last.as_ref() {
            Some(c) if c.key == (language, region) => Some(Rc::clone(c)),
            _ => {
                let fresh = Rc::new(Cldr::new(language, region)?);
                *last = Some(Rc::clone(&fresh));
                Some(fresh)
            }
        }
    })?;
    write(&cldr)
}
