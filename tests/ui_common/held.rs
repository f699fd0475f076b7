//! A key held down, for the keyboard-only tests: the system repeats it
//! (`repeat: true`) as the window's keyboard subscription delivers it.
//! Included by a test with `#[path = "ui_common/held.rs"] mod held;`.
#![allow(dead_code)]

use iced::keyboard::{self, Key, Modifiers, key};
use tablekeeper::ui::{App, Message};

/// The repeat of a key held down: `named`, else the character `text`,
/// with `modifiers`, as the window's keyboard subscription delivers it.
pub fn event(named: Option<key::Named>, text: &str, modifiers: Modifiers) -> keyboard::Event {
    let key = match named {
        Some(n) => Key::Named(n),
        None => Key::Character(text.into()),
    };
    keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers,
        text: (named.is_none() && !modifiers.command()).then(|| text.into()),
        repeat: true,
    }
}

/// The repeat of a key held down, a moment after the last gesture.
pub fn repeat(app: &mut App, named: Option<key::Named>, text: &str, modifiers: Modifiers) {
    app.pass_time(std::time::Duration::from_secs(1));
    let _ = app.update(Message::Key(event(named, text, modifiers)));
}

/// The repeat of a key held down at once, as the system repeats it (no
/// time passes: within the double-click interval).
pub fn at_once(app: &mut App, named: Option<key::Named>, text: &str, modifiers: Modifiers) {
    let _ = app.update(Message::Key(event(named, text, modifiers)));
}
