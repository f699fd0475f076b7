//! The names that identify what is passed around the program: a session's
//! id and an event's name, each its own type, so neither is taken for the
//! other or for any text (a player's name, a typed note).

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Serialize};

/// Defines a name type: a `String` inside, written and read in files as
/// the bare string, read as a `&str` wherever one is wanted.
macro_rules! name_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// The name as text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The text it holds.
            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<String> for $name {
            fn from(s: String) -> Self {
                $name(s)
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                $name(s.to_owned())
            }
        }

        impl From<$name> for String {
            fn from(n: $name) -> String {
                n.0
            }
        }

        impl From<$name> for crate::rules::Arg {
            fn from(n: $name) -> Self {
                crate::rules::Arg::Text(n.0)
            }
        }

        impl From<&$name> for crate::rules::Arg {
            fn from(n: &$name) -> Self {
                crate::rules::Arg::Text(n.0.clone())
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }
    };
}

name_type! {
    /// A session's id: the name of its file in the data folder without
    /// `.json` (see [`crate::store::valid_id`]).
    SessionId
}

name_type! {
    /// An event's name, as the event spells it (its file's name is
    /// derived from it, see [`crate::store::events::slug`]).
    EventName
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_written_and_read_as_its_bare_text() {
        let id = SessionId::from("s000");
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"s000\"");
        let back: SessionId = serde_json::from_str("\"s000\"").unwrap();
        assert_eq!(back, id);
        assert_eq!(back, "s000");
        let name: EventName = serde_json::from_str("\"Friday\"").unwrap();
        assert_eq!(name.to_string(), "Friday");
        assert_eq!(name.to_lowercase(), "friday", "reads as a &str");
    }

    #[test]
    fn a_map_keyed_by_name_is_searched_by_text() {
        let mut map = std::collections::HashMap::new();
        map.insert(SessionId::from("a"), 1);
        assert_eq!(map.get("a"), Some(&1));
    }
}
