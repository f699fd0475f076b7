//! The window: iced lives only here.
