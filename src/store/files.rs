//! Reading a file of the data folder without trusting it: only regular
//! files are opened (a FIFO would block forever, a device read without
//! end), none larger than [`MAX_FILE_BYTES`], and each read comes with the
//! stamp (modification time and size) that was in force while it was read.

use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::Path;
use std::time::{Duration, SystemTime};

use super::MAX_FILE_BYTES;

/// A file's modification time (ns since the epoch, which fits until the
/// year 2554) and size.
pub use crate::summary::Stamp;

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// There is nothing at that path (the system's words for it).
    Missing(io::Error),
    /// Something that is not a regular file (said in words: "a FIFO
    /// (named pipe)"); it was not opened.
    NotAFile(&'static str),
    /// Larger than [`MAX_FILE_BYTES`] (its size); it was not read.
    TooLarge(u64),
    /// The file system refused.
    Io(io::Error),
}

/// A file's bytes and the stamp in force while they were read.
#[derive(Debug)]
pub struct Snapshot {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The stamp before and after reading, if it did not move (it did
    /// three times in a row: unknown).
    pub stamp: Option<Stamp>,
    /// Whether it was changed in the last [`FRESH`].
    pub fresh: bool,
}

/// A file changed this recently may be in the middle of being rewritten in
/// place (an editor, a sync client).
pub const FRESH: Duration = Duration::from_secs(2);

/// What a path holds, in words, when it is not a regular file.
pub fn what(meta: &Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_char_device() {
            return "a character device";
        }
        if kind.is_block_device() {
            return "a block device";
        }
    }
    "not a regular file"
}

/// The stamp of what `path` leads to (following symbolic links), without
/// opening it.
pub fn stamp(path: &Path) -> Option<Stamp> {
    stamp_of(&fs::metadata(path).ok()?)
}

fn stamp_of(meta: &Metadata) -> Option<Stamp> {
    let nanos = meta
        .modified()
        .ok()?
        .duration_since(SystemTime::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    let nanos = u64::try_from(nanos).unwrap_or(u64::MAX);
    Some((nanos, meta.len()))
}

fn fresh(meta: &Metadata) -> bool {
    match meta.modified() {
        // A time in the future (a clock set back) counts as fresh too.
        Ok(modified) => SystemTime::now()
            .duration_since(modified)
            .map_or(true, |age| age < FRESH),
        Err(_) => false,
    }
}

/// The metadata of a regular file at `path` (links followed), or why not.
pub fn regular(path: &Path) -> Result<Metadata, ReadError> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(match fs::symlink_metadata(path) {
                Ok(_) => ReadError::NotAFile("a symbolic link to nothing"),
                Err(_) => ReadError::Missing(e),
            });
        }
        Err(e) => return Err(ReadError::Io(e)),
    };
    if !meta.is_file() {
        return Err(ReadError::NotAFile(what(&meta)));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(meta.len()));
    }
    Ok(meta)
}

/// Opens the regular file at `path` to be read as a stream, checked as
/// [`read`] checks it; at most [`MAX_FILE_BYTES`] of it are read.
pub fn open(path: &Path) -> Result<io::Take<File>, ReadError> {
    regular(path)?;
    let file = File::open(path).map_err(ReadError::Io)?;
    let opened = file.metadata().map_err(ReadError::Io)?;
    if !opened.is_file() {
        return Err(ReadError::NotAFile(what(&opened)));
    }
    if opened.len() > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(opened.len()));
    }
    Ok(file.take(MAX_FILE_BYTES))
}

/// Reads the regular file at `path`, at most [`MAX_FILE_BYTES`] of it.
pub fn read(path: &Path) -> Result<(Vec<u8>, Metadata), ReadError> {
    let meta = regular(path)?;
    let file = File::open(path).map_err(ReadError::Io)?;
    // What was opened may not be what was looked at a moment ago.
    let opened = file.metadata().map_err(ReadError::Io)?;
    if !opened.is_file() {
        return Err(ReadError::NotAFile(what(&opened)));
    }
    let expected = usize::try_from(opened.len().min(MAX_FILE_BYTES)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(expected);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ReadError::TooLarge(bytes.len() as u64));
    }
    Ok((bytes, meta))
}

/// Reads the regular file at `path` as [`read`] does, for a file read
/// whole and then parsed (a roster, an event): its bytes, none when
/// nothing is there, or why not in words ("a folder", "… bytes, too
/// large").
pub fn read_if_there(path: &Path) -> Result<Option<Vec<u8>>, String> {
    match read(path) {
        Ok((bytes, _)) => Ok(Some(bytes)),
        Err(ReadError::Missing(_)) => Ok(None),
        Err(ReadError::NotAFile(what)) => Err(what.to_owned()),
        Err(ReadError::TooLarge(size)) => Err(format!("{size} bytes, too large")),
        Err(ReadError::Io(e)) => Err(e.to_string()),
    }
}

/// Reads `path` with the stamp taken before and after: if it moved (the
/// file was saved meanwhile), reads again, three times at most.
pub fn read_settled(path: &Path) -> Result<Snapshot, ReadError> {
    let mut attempt = 0;
    loop {
        let (bytes, meta) = read(path)?;
        let before = stamp_of(&meta);
        let after = stamp(path);
        attempt += 1;
        if before == after || attempt == 3 {
            return Ok(Snapshot {
                bytes,
                stamp: before.filter(|_| before == after),
                fresh: fresh(&meta),
            });
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn special_files_are_named_and_never_opened() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("zero.json");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        assert!(matches!(
            read(&link),
            Err(ReadError::NotAFile("a character device"))
        ));
        let dangling = dir.path().join("gone.json");
        std::os::unix::fs::symlink(dir.path().join("nothing"), &dangling).unwrap();
        assert!(matches!(
            read(&dangling),
            Err(ReadError::NotAFile("a symbolic link to nothing"))
        ));
        assert!(matches!(
            read(dir.path()),
            Err(ReadError::NotAFile("a folder"))
        ));
        assert!(matches!(
            read(&dir.path().join("none")),
            Err(ReadError::Missing(_))
        ));
    }

    #[test]
    fn a_file_read_whole_is_its_bytes_none_or_why_not() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("roster.json");
        fs::write(&file, b"{}").unwrap();
        assert_eq!(read_if_there(&file), Ok(Some(b"{}".to_vec())));
        assert_eq!(read_if_there(&dir.path().join("none")), Ok(None));
        assert_eq!(read_if_there(dir.path()), Err("a folder".to_owned()));
        let dangling = dir.path().join("gone.json");
        std::os::unix::fs::symlink(dir.path().join("nothing"), &dangling).unwrap();
        assert_eq!(
            read_if_there(&dangling),
            Err("a symbolic link to nothing".to_owned())
        );
    }

    #[test]
    fn a_file_over_the_limit_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.json");
        let file = File::create(&big).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        assert!(matches!(read(&big), Err(ReadError::TooLarge(n)) if n == MAX_FILE_BYTES + 1));
        file.set_len(3).unwrap();
        let snap = read_settled(&big).unwrap();
        assert_eq!(snap.bytes, [0, 0, 0]);
        assert!(snap.fresh);
        assert_eq!(snap.stamp, stamp(&big));
    }
}
