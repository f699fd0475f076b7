//! Importing session files into the store: each file checked as `replay`
//! checks it ([`check_file`]), skipped when the store already has that
//! same session (see `docs/format.md`, "The same session"), else saved
//! under its own id or a fresh one when that is taken, with an exclusive
//! create so concurrent imports never overwrite one another.

use std::collections::HashSet;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::{FileRefusal, Store, StoreError, Why, check_file, said, valid_id};
use crate::rules::{Arg, Text};
use crate::session::{Session, SessionId};
use crate::summary::Summary;

/// What became of one imported file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    /// Saved as a new session.
    Added {
        /// Its id in the store.
        id: SessionId,
        /// The id the file gave it, when that was taken and a new one given.
        renamed_from: Option<SessionId>,
    },
    /// The store already has this session: nothing was written.
    Already {
        /// The session in the store it matches.
        id: SessionId,
        /// Whether that session has gone further than the file (the file's
        /// log is the beginning of it).
        further: bool,
    },
}

impl Imported {
    /// The id of the session in the store, added or matched.
    pub fn id(&self) -> &str {
        match self {
            Imported::Added { id, .. } | Imported::Already { id, .. } => id,
        }
    }
}

/// How a session in the store compares with one being imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Likeness {
    Other,
    Same,
    /// The same game, gone further in the store.
    Further,
}

/// Whether `stored` is the game `file` holds: the same setup, started at
/// the same moment, and the file's log (times and actions; notes aside)
/// the same as the stored one or its beginning.
fn likeness(stored: &Session, file: &Session) -> Likeness {
    if stored.setup() != file.setup() || stored.created() != file.created() {
        return Likeness::Other;
    }
    let (a, b) = (stored.entries(), file.entries());
    if b.len() > a.len() {
        return Likeness::Other;
    }
    let same = a
        .iter()
        .zip(b)
        .all(|(a, b)| a.at == b.at && a.action == b.action);
    match (same, a.len() == b.len()) {
        (false, _) => Likeness::Other,
        (true, true) => Likeness::Same,
        (true, false) => Likeness::Further,
    }
}

/// The files one argument of an import names: itself, or for a folder
/// every `.json` name in it (any case; the import refuses, naming it, one
/// that is not a regular file), sorted; an empty name, a missing path or
/// a folder with no `.json` name is refused, saying so.
pub fn files_to_import(arg: &Path) -> Result<Vec<PathBuf>, FileRefusal> {
    let shown = arg.display();
    if arg.as_os_str().is_empty() {
        return Err(FileRefusal::plain(
            Why::Missing,
            String::from("an empty file name: nothing to import"),
        )
        .said(Text::msg("cli-import-empty-name")));
    }
    let meta = fs::metadata(arg).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => {
            FileRefusal::plain(Why::Missing, format!("{shown}: no such file or folder"))
                .said(Text::msg("cli-import-missing").arg("file", shown.to_string()))
        }
        _ => FileRefusal::plain(Why::Unreadable, format!("{shown}: {e}")),
    })?;
    if !meta.is_dir() {
        return Ok(vec![arg.to_path_buf()]);
    }
    let entries = fs::read_dir(arg)
        .map_err(|e| FileRefusal::plain(Why::Unreadable, format!("{shown}: {e}")))?;
    let mut inside: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        // Every `.json` name, whatever it is: one that is not a regular
        // file (a FIFO, a folder, a symlink to nothing) is refused by the
        // import with a line of its own, never passed over in silence.
        .filter(|p| {
            p.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| e.eq_ignore_ascii_case("json"))
        })
        .collect();
    if inside.is_empty() {
        return Err(FileRefusal::plain(
            Why::EmptyFolder,
            format!("{shown}: a folder with no .json file in it"),
        )
        .said(Text::msg("cli-import-empty-folder").arg("file", shown.to_string())));
    }
    inside.sort();
    Ok(inside)
}

/// Imports files one after another, knowing what the store holds (read
/// once) and what it imported itself, so the same session in two files
/// is added once.
#[derive(Debug)]
pub struct Importer<'s> {
    store: &'s Store,
    /// The store's sessions, as listed when the import began, and each one
    /// added since.
    known: Vec<Summary>,
    /// The ids of every session file looked at: those in `known`, and
    /// those that did not read.
    looked: HashSet<SessionId>,
}

impl Store {
    /// An importer for many files (see [`Importer::import`]).
    pub fn importer(&self) -> Importer<'_> {
        let known = self.list().sessions;
        Importer {
            store: self,
            looked: known.iter().map(|s| s.id.clone()).collect(),
            known,
        }
    }

    /// Imports one session file (see [`Importer::import`]).
    pub fn import(&self, path: &Path) -> Result<Imported, FileRefusal> {
        self.importer().import(path)
    }

    /// How session `id` of this store compares with `file`; `Other` when
    /// it cannot be read.
    fn likeness_of(&self, id: &str, file: &Session) -> Likeness {
        self.load(id)
            .map_or(Likeness::Other, |loaded| likeness(&loaded.session, file))
    }
}

impl Importer<'_> {
    /// Imports the session file at `path`: checked exactly as
    /// [`check_file`] checks it (a refused file writes nothing); skipped
    /// when the store already has that session, under its id or another
    /// ([`Imported::Already`]); else saved under its own id, or a new one
    /// when its id is taken here ([`Store::id_in_use`]) or claimed by
    /// another writer meanwhile. The file itself is never changed.
    pub fn import(&mut self, path: &Path) -> Result<Imported, FileRefusal> {
        let mut session = check_file(path)?;
        if let Some(found) = self.already(&session) {
            return Ok(found);
        }
        let not_imported = |e: StoreError| {
            let text = Text::msg("cli-import-not-saved")
                .arg("file", path.display().to_string())
                .arg("error", Arg::said(said::one_line(said::store_error(&e))));
            FileRefusal::plain(
                Why::NotSaved,
                format!("{}: not imported: {e}", path.display()),
            )
            .said(text)
        };
        let store = self.store;
        // Another import of this game, under another id, may be saving it
        // now: one at a time, each looking again once it has its turn.
        let _turn = store.import_turn().map_err(not_imported)?;
        self.learn_new_sessions();
        if let Some(found) = self.already(&session) {
            return Ok(found);
        }
        let saved = store.save_new_where(&mut session, |id, session| {
            store.likeness_of(id, session) != Likeness::Other
        });
        let renamed_from = match saved {
            Ok(renamed_from) => renamed_from,
            Err(StoreError::Claimed(id)) => {
                let further = store.likeness_of(&id, &session) == Likeness::Further;
                return Ok(Imported::Already {
                    id: id.into(),
                    further,
                });
            }
            Err(e) => return Err(not_imported(e)),
        };
        self.looked.insert(session.id().clone());
        self.known.push(Summary::of(&session, (0, 0)));
        Ok(Imported::Added {
            id: session.id().clone(),
            renamed_from,
        })
    }

    /// Adds to what the importer knows the sessions other writers saved
    /// since it last looked: only their files are read, each once.
    fn learn_new_sessions(&mut self) {
        let Ok(entries) = fs::read_dir(self.store.sessions_dir()) else {
            return;
        };
        let new: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter_map(|name| name.strip_suffix(".json").map(str::to_owned))
            .filter(|id| valid_id(id) && !self.looked.contains(id.as_str()))
            .collect();
        for id in new {
            if let Ok(loaded) = self.store.load(&id) {
                self.known.push(Summary::of(&loaded.session, (0, 0)));
            }
            self.looked.insert(id.into());
        }
    }

    /// The session of the store that `file` holds, if any: the one of its
    /// id first, then any started at the same moment in the same game.
    fn already(&self, file: &Session) -> Option<Imported> {
        let store = self.store;
        let own = file.id().as_str();
        let candidates = valid_id(own)
            .then_some(own)
            .into_iter()
            .filter(|id| store.session_path(id).is_ok_and(|p| p.exists()))
            .chain(
                self.known
                    .iter()
                    .filter(|s| {
                        s.id != own && s.game == file.setup().kind() && s.created == file.created()
                    })
                    .map(|s| s.id.as_str()),
            );
        for id in candidates {
            match store.likeness_of(id, file) {
                Likeness::Other => {}
                found => {
                    return Some(Imported::Already {
                        id: SessionId::from(id),
                        further: found == Likeness::Further,
                    });
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnyAction, AnySetup, custom};
    use chrono::{TimeZone, Utc};

    fn game(id: &str, steps: &[i64]) -> Session {
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 19, 0, 0).unwrap();
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![
                crate::rules::Player::new("Ana".to_owned(), 0),
                crate::rules::Player::new("Bo".to_owned(), 1),
            ],
            counters: vec![custom::Counter::new("Points", 0)],
            win: None,
        });
        let mut s = Session::new(id.into(), setup, at).unwrap();
        for (n, amount) in steps.iter().enumerate() {
            let action = AnyAction::Custom(custom::Action::Add {
                player: 0,
                counter: 0,
                amount: *amount,
            });
            s.apply(action, at + chrono::Duration::seconds(n as i64))
                .unwrap();
        }
        s
    }

    #[test]
    fn the_same_game_is_the_same_setup_start_and_log() {
        let a = game("a", &[1, 2]);
        assert_eq!(likeness(&a, &game("b", &[1, 2])), Likeness::Same);
        assert_eq!(likeness(&a, &game("a", &[1])), Likeness::Further);
        assert_eq!(likeness(&a, &game("a", &[])), Likeness::Further);
        assert_eq!(likeness(&a, &game("a", &[1, 3])), Likeness::Other);
        assert_eq!(likeness(&a, &game("a", &[1, 2, 3])), Likeness::Other);
        let mut noted = game("a", &[1, 2]);
        noted.set_entry_note(0, String::from("a note")).unwrap();
        assert_eq!(likeness(&a, &noted), Likeness::Same, "notes aside");
    }
}
