//! A window destroyed by another program: on X11 any client may destroy
//! any window (`xdotool windowclose`, a window manager that does not ask
//! first), and winit then reports `Destroyed`, which iced 0.14 does not
//! pass on; the program would run on with no window, holding the lock of
//! the game on screen. So the window is watched from a connection of its
//! own, on a thread that waits for the X server (no polling, no cost while
//! nothing happens), and its destruction ends the program as a close
//! does. Elsewhere (Wayland, Windows) no other program can destroy the
//! window: nothing is watched.

/// The X11 id of `window`, if it is an X11 window.
#[cfg(all(unix, not(target_os = "macos")))]
pub fn x11_window(window: &dyn iced::window::Window) -> Option<u32> {
    use iced::window::raw_window_handle::RawWindowHandle;
    match window.window_handle().ok()?.as_raw() {
        RawWindowHandle::Xlib(h) => u32::try_from(h.window).ok(),
        RawWindowHandle::Xcb(h) => Some(h.window.get()),
        _ => None,
    }
}

/// No other program can destroy the window here.
#[cfg(not(all(unix, not(target_os = "macos"))))]
pub fn x11_window(_window: &dyn iced::window::Window) -> Option<u32> {
    None
}

/// One message once the X11 window `window` is destroyed (or found gone
/// already); nothing if it cannot be watched (no X server to connect to).
pub fn watch(window: &u32) -> impl iced::futures::Stream<Item = ()> + use<> {
    let window = *window;
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || {
        if destroyed(window) {
            let _ = tx.try_send(());
        }
    });
    rx
}

/// Waits until the X11 window `window` is destroyed: true then, false if
/// it cannot be watched.
#[cfg(all(unix, not(target_os = "macos")))]
fn destroyed(window: u32) -> bool {
    use x11rb::connection::Connection;
    use x11rb::errors::ReplyError;
    use x11rb::protocol::ErrorKind;
    use x11rb::protocol::Event;
    use x11rb::protocol::xproto::{ChangeWindowAttributesAux, ConnectionExt, EventMask};

    let Ok((conn, _)) = x11rb::connect(None) else {
        return false;
    };
    // Told when the window is destroyed (each client asks for the events
    // it wants of a window; the window's own connection is winit's).
    let aux = ChangeWindowAttributesAux::new().event_mask(EventMask::STRUCTURE_NOTIFY);
    match conn
        .change_window_attributes(window, &aux)
        .map(|c| c.check())
    {
        Ok(Ok(())) => {}
        Ok(Err(ReplyError::X11Error(e))) if e.error_kind == ErrorKind::Window => return true,
        _ => return false,
    }
    loop {
        match conn.wait_for_event() {
            Ok(Event::DestroyNotify(e)) if e.window == window => return true,
            Ok(_) => {}
            Err(_) => return false,
        }
    }
}

/// Nothing to watch here.
#[cfg(not(all(unix, not(target_os = "macos"))))]
fn destroyed(_window: u32) -> bool {
    false
}
