//! What the library has to say after a read or a change, for the window's
//! banners: each as a [`Text`], translated where it is shown. Store
//! errors become words in [`crate::store::said`] (the command line's too).

use crate::rules::Text;

/// One thing to say.
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    /// The words.
    pub text: Text,
    /// Whether it is an error (else news: a page printed, a file renamed).
    pub error: bool,
}

/// What was said since the window last looked.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Said {
    /// What was said before goes first: an action's notice lasts until
    /// the next action.
    pub hush: bool,
    /// What to say, oldest first.
    pub notes: Vec<Note>,
}
