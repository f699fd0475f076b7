//! The heartbeat of a window that has a session open: while the session's
//! clock runs, the window writes the time of day into the session's lock
//! file (`sessions/<id>.lock`, which it holds) every few seconds; never
//! into the session file. A program that ends without a close (killed,
//! crashed, the power gone) leaves its last heartbeat there, and the next
//! window to open the session records the time after it as not open
//! ([`crate::session::Session::record_unseen`]). A lock file made by a
//! command, or by a window before heartbeats were kept, is empty: no
//! heartbeat.

use std::io::{self, Read, Seek, SeekFrom, Write};

use chrono::{DateTime, SecondsFormat, Utc};

use super::SessionLock;

/// The longest heartbeat read back: an RFC 3339 time with room to spare.
const MOST: u64 = 64;

impl SessionLock {
    /// Leaves a heartbeat at `at`: the lock file holds that time (RFC 3339,
    /// to the second, rounded down) and nothing else. A few bytes written
    /// to the file this lock holds open, with no fsync: cheap enough every
    /// few seconds; one lost to a power cut makes an earlier one the last,
    /// which counts less time played, never more.
    pub fn beat(&self, at: DateTime<Utc>) -> io::Result<()> {
        let words = at.to_rfc3339_opts(SecondsFormat::Secs, true);
        let mut file = self._held.file();
        file.seek(SeekFrom::Start(0))?;
        file.write_all(words.as_bytes())?;
        file.set_len(words.len() as u64)
    }

    /// The last heartbeat left in the lock file, by this window or by the
    /// one that held the session before; none when there is none (an empty
    /// lock file, made by a command or an older Tablekeeper) or it does not
    /// read as a time.
    pub fn last_beat(&self) -> Option<DateTime<Utc>> {
        let mut file = self._held.file();
        file.seek(SeekFrom::Start(0)).ok()?;
        let mut words = String::new();
        file.take(MOST).read_to_string(&mut words).ok()?;
        DateTime::parse_from_rfc3339(words.trim())
            .ok()
            .map(|t| t.with_timezone(&Utc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    fn t(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap()
    }

    #[test]
    fn the_last_heartbeat_is_kept_in_the_lock_file_for_the_next_window() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let lock = store.lock("k").unwrap();
        assert_eq!(lock.last_beat(), None, "a new lock file is empty");
        lock.beat(t(5)).unwrap();
        lock.beat(t(8) + chrono::Duration::milliseconds(900))
            .unwrap();
        assert_eq!(lock.last_beat(), Some(t(8)), "to the second, rounded down");
        // A time of a five-digit year is written longer: a shorter one
        // after it is the file's whole content.
        lock.beat(DateTime::from_timestamp(400_000_000_000, 0).unwrap())
            .unwrap();
        lock.beat(t(9)).unwrap();
        assert_eq!(lock.last_beat(), Some(t(9)));
        drop(lock);
        let path = store.sessions_dir().join("k.lock");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "2027-01-15T08:00:09Z"
        );
        // The next window finds it; garbage is no heartbeat.
        assert_eq!(store.lock("k").unwrap().last_beat(), Some(t(9)));
        std::fs::write(&path, "not a time").unwrap();
        assert_eq!(store.lock("k").unwrap().last_beat(), None);
    }
}
