//! `tablekeeper serve`: the live page of a session, following its file;
//! with `--seats`, also a link per seat whose phone changes that seat's
//! own numbers, applied here ([`crate::share::apply_act`]) and saved
//! through the store's one locked write path, as a command's change is.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use super::say::{self, say, say_args};
use super::{reading_store, stdout_error, warn};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::session::{Session, SessionId};
use crate::share::{Act, Reply, Sharing, apply_act};
use crate::store::Store;

/// How often the session's file is checked for changes made elsewhere.
const CHECK: Duration = Duration::from_millis(500);

/// How many file checks between two readings of the event's standings.
const EVENT_EVERY: u64 = 10;

/// `serve`: shares the session on `bind` and follows its file (checked
/// twice a second) until the process is stopped; for a session started
/// from an event's table, the event's standings too, read again every
/// [`EVENT_EVERY`] checks (other tables' results arrive as files). With
/// `seats`, prints a link per seat after the viewer's and applies the
/// phones' acts as they come.
pub(super) fn serve(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    session: Option<String>,
    bind: std::net::SocketAddr,
    seats: bool,
) -> Result<(), String> {
    let Some(store) = reading_store(data_dir)? else {
        return Err(say("cli-serve-no-sessions"));
    };
    let id = match session {
        Some(id) => SessionId::from(id),
        None => store
            .list()
            .sessions
            .iter()
            .max_by_key(|s| s.updated)
            .map(|s| s.id.clone())
            .ok_or_else(|| say("cli-serve-no-sessions"))?,
    };
    let path = store.session_path(&id).map_err(|e| say::store_error(&e))?;
    let loaded = store.load(&id).map_err(|e| say::store_error(&e))?;
    let sharing = Sharing::start(bind, &loaded.session).map_err(|e| {
        say_args(
            "cli-serve-bind",
            &[
                ("bind", bind.to_string().into()),
                ("error", e.to_string().into()),
            ],
        )
    })?;
    let mut session = loaded.session;
    let mut board = event_board(&store, &session);
    sharing.set_event(board.clone());
    let host = bind
        .ip()
        .is_unspecified()
        .then(crate::share::lan_address)
        .flatten();
    let acts = if seats {
        sharing
            .new_links()
            .map_err(|e| say_args("cli-serve-seats", &[("error", e.to_string().into())]))?;
        sharing.acts()
    } else {
        None
    };
    print_links(out, en, &sharing, &session, &id, host)?;
    let stamp = |path: &Path| {
        std::fs::metadata(path)
            .ok()
            .map(|m| (m.modified().ok(), m.len()))
    };
    let mut seen = stamp(&path);
    for check in 1u64.. {
        match &acts {
            Some(acts) => {
                if let Some(changed) = take_acts(acts, &store, &id, &sharing) {
                    session = changed;
                    seen = stamp(&path);
                }
            }
            None => std::thread::sleep(CHECK),
        }
        let now = stamp(&path);
        // A file being written reads as broken for a moment: shared once
        // it reads whole.
        if now != seen
            && let Ok(loaded) = store.load(&id)
        {
            sharing.update(&loaded.session);
            session = loaded.session;
            seen = now;
        }
        if check % EVENT_EVERY == 0 {
            let read = event_board(&store, &session);
            if read != board {
                sharing.set_event(read.clone());
                board = read;
            }
        }
    }
    Ok(())
}

/// Prints the viewer's link and, with seats on, one line per seat naming
/// it, in `en`'s words.
fn print_links(
    out: &mut dyn Write,
    en: &I18n,
    sharing: &Sharing,
    session: &Session,
    id: &SessionId,
    host: Option<std::net::IpAddr>,
) -> Result<(), String> {
    let mut lines = vec![en.tr_args(
        "cli-serve-at",
        &[
            ("session", id.as_str().into()),
            ("url", sharing.url(host).into()),
        ],
    )];
    let names = session.setup().seats(session.state());
    for (seat, name) in names.iter().enumerate() {
        if let Some(url) = sharing.seat_url(seat, host) {
            lines.push(en.tr_args(
                "cli-serve-seat",
                &[
                    ("number", (seat + 1).into()),
                    ("name", crate::terminal::escape(name).into_owned().into()),
                    ("url", url.into()),
                ],
            ));
        }
    }
    for line in lines {
        writeln!(out, "{line}").map_err(stdout_error)?;
    }
    out.flush().map_err(stdout_error)
}

/// Applies the acts that come within one [`CHECK`], each as the file
/// holds the session now, under its lock, saved only when applied; the
/// session as the last act applied left it, if one was.
fn take_acts(
    acts: &Receiver<Act>,
    store: &Store,
    id: &SessionId,
    sharing: &Sharing,
) -> Option<Session> {
    let until = std::time::Instant::now() + CHECK;
    let mut changed = None;
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        let act = match acts.recv_timeout(left) {
            Ok(act) => act,
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return changed,
        };
        let done = store.try_change_session(id, |s| {
            apply_act(s, act.seat, &act.request, chrono::Utc::now()).map(|()| s.clone())
        });
        let reply = match done {
            Ok(Ok(session)) => {
                let version = sharing.update(&session);
                changed = Some(session);
                Reply::Applied(version)
            }
            Ok(Err(rule)) => Reply::Refused(rule),
            Err(e) => {
                let error = say::store_error(&e);
                warn(&error);
                Reply::Refused(Text::msg("share-act-not-saved").arg("error", error))
            }
        };
        act.answer(reply);
    }
}

/// The standings of the event `session` was started from, with the
/// results the data folder's sessions gave; none for a session of no
/// event, or an event this folder does not hold.
fn event_board(store: &Store, session: &Session) -> Option<crate::share::Board> {
    let tag = session.event_tag()?;
    let event = store.event(&tag.name).ok()?;
    let listing = store.list();
    let filled = crate::event::results::fill(&event, &listing.sessions);
    Some(crate::share::Board::new(&filled, Some(tag)))
}
