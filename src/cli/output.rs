//! Where `export -o` writes: into the path like any command-line tool
//! (through symlinks, into devices and FIFOs), atomically where the target
//! is a regular file or new; never over a session file, a read-only file
//! or anything a data folder keeps ([`kept`]: its sessions, trash, events,
//! quarantine, roster, settings, index and locks).

mod kept;

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, Visitor};

use crate::i18n::I18n;
use crate::store::names::{self, Unportable};
use crate::store::{self, atomic};

/// How many symlinks to follow before giving up (as the kernel does).
const MAX_LINKS: usize = 40;

/// Why the file `path` names would not travel (a name Windows keeps
/// for a device, or a trailing dot or space; see [`names`]), in `i18n`'s
/// words and without the path; refused on every system. The window says
/// it in its language before writing; [`write`] refuses it in English.
pub fn refused_name(path: &Path, i18n: &I18n) -> Option<String> {
    names::unportable_path(path).map(|why| match why {
        Unportable::Reserved(name) => i18n.tr_args("name-reserved", &[("name", name.into())]),
        Unportable::TrailingDotOrSpace => i18n.tr("name-trailing"),
    })
}

/// Writes what `fill` writes to `path`. `sessions` is the data folder's
/// `sessions/`: what that data folder (or any other) keeps is refused
/// (see [`kept`]), as are a read-only file and a file name that would not
/// travel ([`refused_name`]). The error is one line in `i18n`'s words,
/// naming the path once (what the system says of it as it says it).
pub fn write(
    path: &Path,
    sessions: Option<&Path>,
    i18n: &I18n,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), String> {
    let at = |key: &str, path: &Path, error: Option<String>| {
        let mut args = vec![("path", path.display().to_string().into())];
        args.extend(error.map(|e| ("error", e.into())));
        i18n.tr_args(key, &args)
    };
    let said = |e: io::Error| at("cli-path-error", path, Some(e.to_string()));
    if path.as_os_str().is_empty() {
        return Err(i18n.tr("cli-output-empty"));
    }
    if let Some(why) = refused_name(path, i18n) {
        return Err(at("cli-path-error", path, Some(why)));
    }
    let ours = sessions
        .and_then(Path::parent)
        .and_then(|root| fs::canonicalize(root).ok());
    match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => Err(at("cli-output-folder", path, None)),
        Ok(meta) if meta.is_file() && is_open_file(path) => {
            // `/dev/stdout` and the like name a file this process already
            // has open (a shell's `>` or `>>`): added to, never replaced.
            let file = fs::OpenOptions::new()
                .append(true)
                .open(path)
                .map_err(said)?;
            write_plain(file, fill).map_err(said)
        }
        Ok(meta) if meta.is_file() => {
            let real = fs::canonicalize(path).map_err(said)?;
            refuse_kept(path, &real, ours.as_deref(), i18n)?;
            if looks_like_a_session(&real) {
                return Err(at("cli-output-session", path, None));
            }
            if is_read_only(&real, &meta) {
                return Err(at("cli-output-read-only", path, None));
            }
            atomic::write_with(&real, false, store::Sync::Yes, Some(&meta), |w| fill(w))
                .map_err(said)
        }
        Ok(_) => {
            // A device, FIFO or socket: written as it is, never replaced.
            let file = fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(said)?;
            write_plain(file, fill).map_err(said)
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let target = follow_links(path).map_err(said)?;
            let Some(name) = target.file_name().filter(|_| !ends_with_slash(&target)) else {
                return Err(at("cli-output-not-a-name", path, None));
            };
            // A symlink's target is the file created: its name must travel too.
            if let Some(why) = refused_name(&target, i18n) {
                return Err(at("cli-path-error", &target, Some(why)));
            }
            let folder = atomic::folder_of(&target);
            let folder = fs::canonicalize(folder)
                .map_err(|e| at("cli-output-cannot-write", folder, Some(e.to_string())))?;
            refuse_kept(path, &folder.join(name), ours.as_deref(), i18n)?;
            atomic::write_with(&folder.join(name), false, store::Sync::Yes, None, |w| {
                fill(w)
            })
            .map_err(said)
        }
        Err(e) => Err(said(e)),
    }
}

fn write_plain(file: File, fill: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    let mut writer = BufWriter::new(file);
    fill(&mut writer)?;
    writer.flush()
}

/// Whether `path` leads, through its symlinks, to one of this process's
/// open files (`/dev/stdout` → `/proc/self/fd/1`, `/dev/fd/3`...).
fn is_open_file(path: &Path) -> bool {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let in_fd = fs::canonicalize(atomic::folder_of(&path))
            .is_ok_and(|dir| dir.starts_with("/proc") && dir.ends_with("fd"));
        if in_fd {
            return true;
        }
        match fs::read_link(&path) {
            Ok(target) => path = atomic::folder_of(&path).join(target),
            Err(_) => return false,
        }
    }
    false
}

fn ends_with_slash(path: &Path) -> bool {
    let bytes = path.as_os_str().as_encoded_bytes();
    bytes.ends_with(b"/") || (cfg!(windows) && bytes.ends_with(b"\\"))
}

/// The file a missing path names once its symlinks are followed (a symlink
/// to a file not yet there is written like a shell's `>` does: its target
/// is created).
fn follow_links(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = atomic::folder_of(&path).join(target);
            }
            Ok(_) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(path),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Refuses to write `path`, whose file is `file` once symlinks are
/// followed (its folder canonical), when either is kept by a data folder
/// (`ours`, the command's, or any other: see [`kept::why_kept`]) or `file`
/// is another name (a hard link) of a file `ours` keeps.
fn refuse_kept(path: &Path, file: &Path, ours: Option<&Path>, i18n: &I18n) -> Result<(), String> {
    let shown = path.display().to_string();
    // The path as given (a symlink in `events/` is refused, wherever it
    // leads), then the file written.
    let given = path.file_name().and_then(|name| {
        let folder = fs::canonicalize(atomic::folder_of(path)).ok()?;
        Some((folder, name.to_string_lossy().into_owned()))
    });
    let written = file.file_name().map(|name| {
        let folder = atomic::folder_of(file).to_path_buf();
        (folder, name.to_string_lossy().into_owned())
    });
    for (folder, name) in given.into_iter().chain(written) {
        if let Some(why) = kept::why_kept(&folder, &name, ours) {
            return Err(i18n.text(&why.arg("path", shown)));
        }
    }
    if let Some(kept) = ours.and_then(|ours| kept::hard_link_of(file, ours)) {
        return Err(i18n.tr_args(
            "cli-output-hard-link",
            &[
                ("path", shown.into()),
                ("kept", kept.display().to_string().into()),
            ],
        ));
    }
    Ok(())
}

/// Whether the existing file `file` may not be written: no one may
/// (`0444`), or this user may not. Replacing it would go around that, as
/// the new file is renamed over it.
fn is_read_only(file: &Path, meta: &fs::Metadata) -> bool {
    meta.permissions().readonly()
        || fs::OpenOptions::new()
            .write(true)
            .open(file)
            .is_err_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
}

/// Whether `path` holds a Tablekeeper session: a JSON object with
/// `format_version` and `setup` at its top, even if broken further on,
/// and whether or not a byte order mark comes first. The file is scanned,
/// not loaded: memory stays small whatever its size.
pub fn looks_like_a_session(path: &Path) -> bool {
    let Ok(file) = File::open(path) else {
        return false;
    };
    let mut file = BufReader::new(file);
    if let Ok(start) = file.fill_buf()
        && start.starts_with(b"\xEF\xBB\xBF")
    {
        file.consume(3);
    }
    let mut found = Found::default();
    let mut reader = serde_json::Deserializer::from_reader(file);
    // Stops with an error as soon as both are seen; what was seen counts.
    let _ = Probe(&mut found).deserialize(&mut reader);
    found.version && found.setup
}

#[derive(Default)]
struct Found {
    version: bool,
    setup: bool,
}

struct Probe<'a>(&'a mut Found);

impl<'de> DeserializeSeed<'de> for Probe<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Probe<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a session object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "format_version" => self.0.version = true,
                "setup" => self.0.setup = true,
                _ => {}
            }
            if self.0.version && self.0.setup {
                return Err(de::Error::custom("a session"));
            }
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tells_sessions_from_other_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        let cases: [(&str, bool); 7] = [
            (
                r#"{"format_version": 1, "setup": {"game": "custom"}, "log": []}"#,
                true,
            ),
            (
                r#"{"log": [[1], {"a": 2}], "setup": {}, "format_version": 1}"#,
                true,
            ),
            (
                r#"{"format_version": 1, "setup": {"game": "x"}, oops"#,
                true,
            ),
            (r#"{"applied": 1, "setup": {}, "log": []}"#, false),
            (
                "\u{feff}{\"format_version\": 2, \"setup\": {\"game\": \"custom\"}}",
                true,
            ),
            ("entry,time,applied,change,note\n", false),
            ("", false),
        ];
        for (text, session) in cases {
            fs::write(&path, text).unwrap();
            assert_eq!(looks_like_a_session(&path), session, "{text}");
        }
        assert!(!looks_like_a_session(&dir.path().join("missing")));
    }

    #[test]
    fn follows_symlinks_to_a_missing_file() {
        // Symbolic links need a privilege on Windows: that part is Unix's.
        #[cfg(unix)]
        {
            let dir = tempfile::tempdir().unwrap();
            let link = dir.path().join("link");
            std::os::unix::fs::symlink("sub/../new.txt", &link).unwrap();
            assert_eq!(
                follow_links(&link).unwrap(),
                dir.path().join("sub/../new.txt")
            );
            let again = dir.path().join("again");
            std::os::unix::fs::symlink("again", &again).unwrap();
            assert!(follow_links(&again).is_err());
        }
        assert_eq!(
            follow_links(Path::new("x.csv")).unwrap(),
            Path::new("x.csv")
        );
    }
}
