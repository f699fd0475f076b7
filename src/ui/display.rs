//! Is there a display to open the window on? Checked before iced starts,
//! because winit opens the X connection once per process, caches a failure
//! and then panics on it ("Create event loop").
//!
//! An X server with no clients left resets itself (Xvfb does it by default,
//! between the short-lived clients of a test) and drops whoever connects
//! during the reset. So [`wait`] connects itself, retrying a few times over
//! about a second, and on X holds its connection ([`Ready`]) while winit
//! opens its own: a server with a client does not reset. [`catch_refusal`]
//! turns winit's panic, should the display still refuse, into one line.

use std::io::{Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// How many times [`wait`] tries, and the pause between two tries: about
/// a second in all.
const TRIES: u32 = 8;
const PAUSE: Duration = Duration::from_millis(150);
/// How long one try may wait for the server to answer.
#[cfg(unix)]
const TIMEOUT: Duration = Duration::from_millis(500);
/// How iced 0.14 (`iced_winit::run`) words its panic when winit cannot
/// create the event loop, e.g. `XNotSupported(XOpenDisplayFailed)`.
const EVENT_LOOP_PANIC: &str = "Create event loop";

/// A connection the window can read and write, whatever its kind.
trait Conn: Read + Write {}
impl<T: Read + Write> Conn for T {}

/// The display answered. Keep this until the window is closed: on X it
/// holds a connection so that the server cannot reset before winit's own.
pub struct Ready {
    _held: Option<Box<dyn Conn>>,
}

/// The one line (after `tablekeeper: `) for no display: what is missing,
/// and what works without one.
pub fn missing(detail: &str) -> String {
    format!(
        "no display to open a window on ({detail}); the subcommands list, show, \
         replay and export work without one — try --help"
    )
}

/// Which display winit will use, as the user would name it, e.g.
/// `DISPLAY=:0`; `None` if neither DISPLAY nor WAYLAND_DISPLAY is set.
pub fn name() -> Option<String> {
    // winit's order: Wayland when WAYLAND_DISPLAY or WAYLAND_SOCKET is set
    // (and not empty), else X when DISPLAY is.
    if let Some(wayland) = var("WAYLAND_DISPLAY") {
        Some(format!("WAYLAND_DISPLAY={wayland}"))
    } else if let Some(socket) = var("WAYLAND_SOCKET") {
        Some(format!("WAYLAND_SOCKET={socket}"))
    } else {
        var("DISPLAY").map(|x| format!("DISPLAY={x}"))
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// Waits until the display winit will use answers, trying [`TRIES`] times
/// over about a second; the error says what is missing, for [`missing`].
pub fn wait() -> Result<Ready, String> {
    let target = target()?;
    let start = Instant::now();
    let mut last = String::new();
    for attempt in 1..=TRIES {
        match target.probe() {
            Ok(held) => return Ok(Ready { _held: held }),
            Err(error) => last = error,
        }
        if attempt < TRIES {
            std::thread::sleep(PAUSE);
        }
    }
    Err(format!(
        "{} does not answer: {last}; {TRIES} tries over {:.1} s",
        name().unwrap_or_default(),
        start.elapsed().as_secs_f64()
    ))
}

/// Runs `open` (iced's `run`); if winit panics because it cannot create its
/// event loop, that panic prints nothing and comes back as an error for
/// [`missing`]. Any other panic goes on as usual.
pub fn catch_refusal<T>(open: impl FnOnce() -> T) -> Result<T, String> {
    // Named now: wayland-client takes WAYLAND_SOCKET out of the environment.
    let display = name();
    let previous = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if refusal(info.payload()).is_none() {
            previous(info);
        }
    }));
    match panic::catch_unwind(AssertUnwindSafe(open)) {
        Ok(value) => Ok(value),
        Err(payload) => {
            let Some(message) = refusal(payload.as_ref()) else {
                panic::resume_unwind(payload)
            };
            // "Create event loop: Os(OsError { line: …, file: …, error: X })"
            let reason = message
                .split_once("error: ")
                .map_or(message, |(_, e)| e.strip_suffix(" })").unwrap_or(e));
            Err(match display {
                Some(display) => format!("{display} refused the window: {reason}"),
                None => reason.to_owned(),
            })
        }
    }
}

/// The panic's message if it is winit's refusal to create the event loop.
fn refusal(payload: &(dyn std::any::Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
        .filter(|m| m.starts_with(EVENT_LOOP_PANIC))
}

/// Where winit will connect. Windows has no X nor Wayland: only
/// [`Target::Unchecked`] there.
enum Target {
    /// A Wayland compositor's socket.
    #[cfg(unix)]
    Wayland(std::path::PathBuf),
    /// An X server on this machine: display number.
    #[cfg(unix)]
    LocalX(u32),
    /// An X server over TCP: host and port.
    #[cfg(unix)]
    TcpX(String, u16),
    /// Something this module cannot check (WAYLAND_SOCKET, a form of
    /// DISPLAY it does not know): winit tries, [`catch_refusal`] reports.
    Unchecked,
}

/// Windows has no DISPLAY: the window system is always there.
#[cfg(not(unix))]
fn target() -> Result<Target, String> {
    Ok(Target::Unchecked)
}

#[cfg(unix)]
fn target() -> Result<Target, String> {
    if !cfg!(any(
        target_os = "linux",
        target_os = "dragonfly",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd"
    )) {
        // macOS has no DISPLAY: the window system is always there.
        return Ok(Target::Unchecked);
    }
    if let Some(wayland) = var("WAYLAND_DISPLAY") {
        let path = std::path::PathBuf::from(&wayland);
        if path.is_absolute() {
            return Ok(Target::Wayland(path));
        }
        return match var("XDG_RUNTIME_DIR") {
            Some(dir) => Ok(Target::Wayland(std::path::Path::new(&dir).join(path))),
            None => Err(format!(
                "WAYLAND_DISPLAY={wayland} is set but XDG_RUNTIME_DIR, where its socket is, is not"
            )),
        };
    }
    if let Some(socket) = var("WAYLAND_SOCKET") {
        // A file descriptor handed down; wayland-client aborts the process
        // on one that is not open and prints its own line on one that is no
        // socket, so look first.
        let socket_fd = std::fs::read_link(format!("/proc/self/fd/{socket}"))
            .is_ok_and(|link| link.to_string_lossy().starts_with("socket:"));
        if cfg!(target_os = "linux") && !socket_fd {
            return Err(format!("WAYLAND_SOCKET={socket} is no open socket"));
        }
        return Ok(Target::Unchecked);
    }
    match var("DISPLAY") {
        Some(display) => Ok(parse_x(&display).unwrap_or(Target::Unchecked)),
        None => Err("DISPLAY and WAYLAND_DISPLAY are not set".to_owned()),
    }
}

/// `[protocol/][host]:number[.screen]`, as Xlib reads DISPLAY; `None` for
/// the forms left to winit (a socket path, DECnet).
#[cfg(unix)]
fn parse_x(display: &str) -> Option<Target> {
    if display.starts_with('/') {
        return None;
    }
    let (host, number) = display.rsplit_once(':')?;
    let number: u32 = number.split('.').next()?.parse().ok()?;
    let (protocol, host) = match host.split_once('/') {
        Some((protocol, host)) => (protocol, host),
        None => ("", host),
    };
    if host.ends_with(':') {
        return None;
    }
    if protocol == "unix" || (protocol.is_empty() && (host.is_empty() || host == "unix")) {
        return Some(Target::LocalX(number));
    }
    let port = u16::try_from(6000 + number).ok()?;
    let host = if host.is_empty() { "localhost" } else { host };
    Some(Target::TcpX(host.to_owned(), port))
}

impl Target {
    /// One try: `Ok` with the connection to hold if the display answered.
    fn probe(&self) -> Result<Option<Box<dyn Conn>>, String> {
        match self {
            Target::Unchecked => Ok(None),
            #[cfg(unix)]
            Target::Wayland(path) => std::os::unix::net::UnixStream::connect(path)
                .map(|_| None)
                .map_err(|e| format!("{}: {e}", path.display())),
            #[cfg(unix)]
            Target::LocalX(number) => {
                let stream = connect_local_x(*number)?;
                stream.set_read_timeout(Some(TIMEOUT)).ok();
                stream.set_write_timeout(Some(TIMEOUT)).ok();
                x_handshake(stream, &number.to_string())
            }
            #[cfg(unix)]
            Target::TcpX(host, port) => {
                let address = format!("{host}:{port}");
                let stream = std::net::ToSocketAddrs::to_socket_addrs(&(host.as_str(), *port))
                    .map_err(|e| format!("{address}: {e}"))?
                    .find_map(|a| std::net::TcpStream::connect_timeout(&a, TIMEOUT).ok())
                    .ok_or_else(|| format!("{address}: no connection"))?;
                stream.set_read_timeout(Some(TIMEOUT)).ok();
                stream.set_write_timeout(Some(TIMEOUT)).ok();
                // Xauthority entries for TCP name the host's address; not
                // worth matching here: any answer means the server is there.
                x_handshake(stream, "")
            }
        }
    }
}

/// The X server's socket: on Linux the abstract one first, as libxcb does.
#[cfg(unix)]
fn connect_local_x(number: u32) -> Result<std::os::unix::net::UnixStream, String> {
    use std::os::unix::net::UnixStream;
    let path = format!("/tmp/.X11-unix/X{number}");
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        use std::os::linux::net::SocketAddrExt;
        let abstract_stream = std::os::unix::net::SocketAddr::from_abstract_name(&path)
            .and_then(|a| UnixStream::connect_addr(&a));
        if let Ok(stream) = abstract_stream {
            return Ok(stream);
        }
    }
    UnixStream::connect(&path).map_err(|e| format!("{path}: {e}"))
}

/// The X connection setup, then one round trip (GetInputFocus): once that
/// has an answer the server counts this client and will not reset under
/// it. `Ok(None)` if the server answered but refused this connection
/// (authorization): it is there, winit's Xlib may be let in.
#[cfg(unix)]
fn x_handshake<S: Conn + 'static>(
    mut stream: S,
    number: &str,
) -> Result<Option<Box<dyn Conn>>, String> {
    let closed = |e: std::io::Error| format!("the server dropped the connection ({e})");
    let (name, data) = if number.is_empty() {
        (Vec::new(), Vec::new())
    } else {
        cookie(number).unwrap_or_default()
    };
    // Little-endian, protocol 11.0, then the authorization, each padded to 4.
    let mut setup = vec![b'l', 0, 11, 0, 0, 0];
    setup.extend_from_slice(&u16::try_from(name.len()).unwrap_or(0).to_le_bytes());
    setup.extend_from_slice(&u16::try_from(data.len()).unwrap_or(0).to_le_bytes());
    setup.extend_from_slice(&[0, 0]);
    for part in [&name, &data] {
        setup.extend_from_slice(part);
        setup.resize(setup.len().next_multiple_of(4), 0);
    }
    stream.write_all(&setup).map_err(closed)?;
    let mut head = [0u8; 8];
    stream.read_exact(&mut head).map_err(closed)?;
    match head[0] {
        1 => {}
        0 | 2 => return Ok(None),
        other => return Err(format!("the server answered {other}, not an X setup reply")),
    }
    let rest = u64::from(u16::from_le_bytes([head[6], head[7]])) * 4;
    let drained =
        std::io::copy(&mut (&mut stream).take(rest), &mut std::io::sink()).map_err(closed)?;
    if drained < rest {
        return Err("the server dropped the connection during setup".to_owned());
    }
    // GetInputFocus (opcode 43, one word); its reply starts with 1.
    stream.write_all(&[43, 0, 1, 0]).map_err(closed)?;
    let mut reply = [0u8; 32];
    stream.read_exact(&mut reply).map_err(closed)?;
    if reply[0] != 1 {
        return Err(format!("the server answered {} to GetInputFocus", reply[0]));
    }
    Ok(Some(Box::new(stream)))
}

/// The MIT-MAGIC-COOKIE-1 for local display `number` from $XAUTHORITY (or
/// ~/.Xauthority), as Xlib would pick it: (name, data).
#[cfg(unix)]
fn cookie(number: &str) -> Option<(Vec<u8>, Vec<u8>)> {
    const LOCAL: u16 = 256;
    const WILD: u16 = 65535;
    let file = var("XAUTHORITY")
        .map(std::path::PathBuf::from)
        .or_else(|| var("HOME").map(|home| std::path::Path::new(&home).join(".Xauthority")))?;
    let bytes = std::fs::read(file).ok()?;
    let host = ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|f| std::fs::read_to_string(f).ok())
        .map(|h| h.trim().to_owned())
        .unwrap_or_default();
    let mut rest = bytes.as_slice();
    while rest.len() >= 2 {
        let family = u16::from_be_bytes([rest[0], rest[1]]);
        rest = &rest[2..];
        let address = field(&mut rest)?;
        let display = field(&mut rest)?;
        let name = field(&mut rest)?;
        let data = field(&mut rest)?;
        let here =
            family == WILD || (family == LOCAL && !host.is_empty() && address == host.as_bytes());
        let this_display = display.is_empty() || display == number.as_bytes();
        if here && this_display && name == b"MIT-MAGIC-COOKIE-1" {
            return Some((name.to_vec(), data.to_vec()));
        }
    }
    None
}

/// One length-prefixed (big-endian u16) field of an Xauthority record.
#[cfg(unix)]
fn field<'a>(rest: &mut &'a [u8]) -> Option<&'a [u8]> {
    let length = usize::from(u16::from_be_bytes([*rest.first()?, *rest.get(1)?]));
    let value = rest.get(2..2 + length)?;
    *rest = &rest[2 + length..];
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    // X and Wayland are looked for on Unix only: these two test code that
    // Windows builds do not have.
    #[cfg(unix)]
    #[test]
    fn display_names_as_xlib_reads_them() {
        assert!(matches!(parse_x(":0"), Some(Target::LocalX(0))));
        assert!(matches!(parse_x(":12.0"), Some(Target::LocalX(12))));
        assert!(matches!(parse_x("unix:3"), Some(Target::LocalX(3))));
        assert!(matches!(parse_x("unix/:4"), Some(Target::LocalX(4))));
        assert!(
            matches!(parse_x("localhost:10.0"), Some(Target::TcpX(h, 6010)) if h == "localhost")
        );
        assert!(matches!(parse_x("tcp/box:1"), Some(Target::TcpX(h, 6001)) if h == "box"));
        assert!(parse_x("/tmp/launch-x/org.xquartz:0").is_none());
        assert!(parse_x("node::0").is_none());
        assert!(parse_x("nonsense").is_none());
    }

    #[cfg(unix)]
    #[test]
    fn xauthority_fields() {
        let mut rest: &[u8] = &[0, 2, b'h', b'i', 0, 0, 9];
        assert_eq!(field(&mut rest), Some(&b"hi"[..]));
        assert_eq!(field(&mut rest), Some(&b""[..]));
        assert_eq!(field(&mut rest), None);
    }

    #[test]
    fn the_line_says_what_is_missing_and_what_works() {
        let line = missing("DISPLAY and WAYLAND_DISPLAY are not set");
        assert!(line.contains("DISPLAY and WAYLAND_DISPLAY are not set"));
        assert!(line.contains("list, show, replay and export"));
        assert!(!line.contains('\n'));
    }
}
