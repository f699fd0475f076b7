//! The session file's `rewrites` and `rewrites_undone`: the earlier
//! entries deleted or edited that Undo takes back (and Redo makes again),
//! as [`crate::session::Rewrite`] keeps them. Both are optional: a file
//! without them has nothing of the kind to undo.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use super::{Doc, EntryOut, EntryV1, FormatError, action_from};
use crate::rules::{AnyAction, GameKind};
use crate::session::{Change, Entry, Rewrite};

/// A rewrite as read: `{"cursor": 4, "deleted": 1, "entry": {...}}` or
/// `{"cursor": 4, "edited": 1, "action": {...}}`.
#[derive(Debug, Deserialize)]
pub(super) struct RewriteV1<'a> {
    cursor: usize,
    #[serde(default)]
    deleted: Option<usize>,
    #[serde(default)]
    edited: Option<usize>,
    #[serde(default, borrow)]
    entry: Option<EntryV1<'a>>,
    #[serde(default, borrow)]
    action: Option<&'a RawValue>,
}

/// A rewrite as written.
#[derive(Serialize)]
pub(super) struct RewriteOut<'a> {
    cursor: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    deleted: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    edited: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    entry: Option<EntryOut<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<&'a AnyAction>,
}

/// The rewrites of a session, as written.
pub(super) fn out(list: &[Rewrite]) -> Vec<RewriteOut<'_>> {
    list.iter()
        .map(|r| match &r.change {
            Change::Deleted { index, entry } => RewriteOut {
                cursor: r.cursor,
                deleted: Some(*index),
                edited: None,
                entry: Some(EntryOut {
                    at: entry.at,
                    action: &entry.action,
                    note: &entry.note,
                    from: entry.from,
                }),
                action: None,
            },
            Change::Edited { index, action } => RewriteOut {
                cursor: r.cursor,
                deleted: None,
                edited: Some(*index),
                entry: None,
                action: Some(action),
            },
        })
        .collect()
}

/// The rewrites read from the list `name` of the file, their actions
/// those of game `kind`; a deleted entry without a time takes `created`.
pub(super) fn read(
    list: Vec<RewriteV1<'_>>,
    name: &str,
    kind: GameKind,
    created: DateTime<Utc>,
    doc: &Doc<'_>,
) -> Result<Vec<Rewrite>, FormatError> {
    let mut rewrites = Vec::with_capacity(list.len());
    for (i, r) in list.into_iter().enumerate() {
        let place = format!("{name}[{i}]");
        let action = |raw: &RawValue, field: &str| {
            let raw = raw.get();
            let at = || format!("{place}.{field}");
            let value: Value =
                serde_json::from_str(raw).map_err(|e| doc.broken_in(at(), raw, &e))?;
            action_from(kind, &value).map_err(|e| doc.broken_in(at(), raw, &e))
        };
        let change = match (r.deleted, r.edited, r.entry, r.action) {
            (Some(index), None, Some(entry), None) => Change::Deleted {
                index,
                entry: Entry {
                    at: entry.at.unwrap_or(created),
                    action: action(entry.action, "entry.action")?,
                    note: entry.note,
                    from: entry.from,
                },
            },
            (None, Some(index), None, Some(raw)) => Change::Edited {
                index,
                action: action(raw, "action")?,
            },
            _ => {
                return Err(FormatError::broken(
                    place,
                    "holds either \"deleted\" with the \"entry\" it was, or \"edited\" with the \"action\" it had",
                ));
            }
        };
        rewrites.push(Rewrite {
            cursor: r.cursor,
            change,
        });
    }
    Ok(rewrites)
}

#[cfg(test)]
mod tests {
    use super::super::{from_bytes, to_bytes};
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnyAction, AnySetup, Player};
    use crate::session::Session;

    fn add(amount: i64) -> AnyAction {
        AnyAction::Custom(custom::Action::Add {
            player: 0,
            counter: 0,
            amount,
        })
    }

    #[test]
    fn a_delete_is_kept_for_undo_and_a_broken_one_is_named() {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0)],
            counters: vec![Counter::new("Points", 0)],
            win: None,
        });
        let mut s = Session::new("r".into(), setup, chrono::DateTime::UNIX_EPOCH).unwrap();
        s.apply(add(1), chrono::DateTime::UNIX_EPOCH).unwrap();
        s.apply(add(2), chrono::DateTime::UNIX_EPOCH).unwrap();
        s.delete(0).unwrap();
        let bytes = to_bytes(&s).unwrap();
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(text.contains("\"rewrites\""), "{text}");
        let mut again = from_bytes(&bytes, "r").unwrap();
        assert_eq!(again, s);
        again.undo().unwrap();
        assert_eq!(
            again.entries().len(),
            2,
            "the delete is undone after loading"
        );
        let broken = text.replacen("\"deleted\": 0", "\"edited\": 0", 1);
        let err = from_bytes(broken.as_bytes(), "r").unwrap_err();
        assert!(err.to_string().starts_with("rewrites[0]: "), "{err}");
    }
}
