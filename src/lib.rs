//! Tablekeeper: a tabletop companion that replaces dice and paper. The rules,
//! sessions, store, translations and CLI live here, free of any UI; the
//! window lives in `ui` (feature `gui`).

pub mod cli;
pub mod clock;
pub mod event;
pub mod i18n;
pub mod ids;
pub mod locale;
pub mod random;
pub mod report;
pub mod roster;
pub mod rules;
pub mod session;
pub mod share;
pub mod stats;
pub mod store;
pub mod summary;
pub mod terminal;
#[cfg(feature = "gui")]
pub mod ui;
pub mod verdict_words;
