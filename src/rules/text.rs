//! Words the rules hand to the people at the table, kept as translation keys
//! with arguments so the rules stay free of any language or UI.

use serde::{Deserialize, Serialize};

/// One argument of a translatable message.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A whole number, formatted by the language.
    Num(i64),
    /// Words shown as they are (a player's name, a counter's name).
    Text(String),
    /// Another message of the translation files, shown translated (the
    /// name of a field, a resource).
    Msg {
        /// Its key.
        msg: String,
    },
    /// A whole message with its own arguments, said in the reader's
    /// language (the reason inside "entry 3 is refused: …").
    Said {
        /// The message.
        said: Box<Text>,
    },
}

impl Arg {
    /// A whole message with its arguments, shown translated.
    pub fn said(text: Text) -> Self {
        Arg::Said {
            said: Box::new(text),
        }
    }

    /// Another message, by key, shown translated.
    pub fn msg(key: &str) -> Self {
        Arg::Msg {
            msg: key.to_owned(),
        }
    }
}

impl From<i64> for Arg {
    fn from(value: i64) -> Self {
        Arg::Num(value)
    }
}

impl From<i32> for Arg {
    fn from(value: i32) -> Self {
        Arg::Num(i64::from(value))
    }
}

impl From<u32> for Arg {
    fn from(value: u32) -> Self {
        Arg::Num(i64::from(value))
    }
}

impl From<usize> for Arg {
    fn from(value: usize) -> Self {
        Arg::Num(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_owned())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Self {
        Arg::Text(value.clone())
    }
}

/// A piece of text for people: a message of the translation files, or words
/// the players typed themselves.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Text {
    /// A key of `i18n/<lang>/*.ftl` and the values of its variables.
    Msg {
        /// The Fluent message id.
        key: String,
        /// Variable name and value pairs, in order.
        args: Vec<(String, Arg)>,
    },
    /// Words shown exactly as they are.
    Raw(String),
    /// Several lines, one per change, for an action that changes many
    /// things at once (a heal step, the end of a wave).
    Lines(Vec<Text>),
}

impl Text {
    /// A translatable message with no arguments yet.
    pub fn msg(key: &str) -> Self {
        Text::Msg {
            key: key.to_owned(),
            args: Vec::new(),
        }
    }

    /// Words shown as they are.
    pub fn raw(words: impl Into<String>) -> Self {
        Text::Raw(words.into())
    }

    /// Adds a variable to a message (ignored on raw words).
    #[must_use]
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Self {
        if let Text::Msg { args, .. } = &mut self {
            args.push((name.to_owned(), value.into()));
        }
        self
    }

    /// The message key, if this is a message (the first line's, for lines).
    pub fn key(&self) -> Option<&str> {
        match self {
            Text::Msg { key, .. } => Some(key),
            Text::Raw(_) => None,
            Text::Lines(lines) => lines.first().and_then(Text::key),
        }
    }

    /// One line per change; a single message is one line.
    pub fn lines(&self) -> Vec<&Text> {
        match self {
            Text::Lines(lines) => lines.iter().flat_map(Text::lines).collect(),
            other => vec![other],
        }
    }
}

/// An action or a setup refused by a rule. The text names the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError(pub Text);

impl RuleError {
    /// A refusal by the rule whose message key is `key`.
    pub fn new(key: &str) -> Self {
        RuleError(Text::msg(key))
    }

    /// Adds a variable to the refusal's message.
    #[must_use]
    pub fn arg(self, name: &str, value: impl Into<Arg>) -> Self {
        RuleError(self.0.arg(name, value))
    }

    /// The key of the rule that refused.
    pub fn rule(&self) -> &str {
        self.0.key().unwrap_or("")
    }
}

impl std::error::Error for RuleError {}
