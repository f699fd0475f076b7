//! The window: iced lives only here. Screens send actions to the session
//! and render its state; every accepted change is saved before the next frame.

mod app;
mod display;
mod games;
mod gone;
mod icon;
mod library;
mod now;
mod open;
mod screen;
mod theme;
mod transfer;
mod widget;

use std::path::PathBuf;

pub use app::{App, Message};
pub use library::Loaded;
pub use open::not_opened;
pub use screen::play::STACKED as PLAY_STACKED;
pub use transfer::Msg as TransferMsg;

use crate::store::{self, Store};

/// The application id: the desktop file, metainfo and icons are named so.
pub const APP_ID: &str = "io.github.tablekeeper.Tablekeeper";

/// The window's size when it opens.
pub const WINDOW_SIZE: iced::Size = iced::Size::new(1280.0, 800.0);

/// The window's size from `TABLEKEEPER_WINDOW_SIZE` ("1024x600"), used by
/// the screenshot script to try every size.
fn size_from_env() -> Option<iced::Size> {
    let words = std::env::var("TABLEKEEPER_WINDOW_SIZE").ok()?;
    let (w, h) = words.split_once('x')?;
    let (w, h) = (w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?);
    (w >= 320.0 && h >= 240.0 && w <= 10_000.0 && h <= 10_000.0).then(|| iced::Size::new(w, h))
}

/// Opens the window on the data folder `data_dir` (else the default one)
/// and runs until it is closed. With no display to open it on (after a few
/// tries over about a second) the error is one line saying what is missing.
pub fn run(data_dir: Option<PathBuf>) -> Result<(), String> {
    let display = display::wait().map_err(|detail| display::missing(&detail))?;
    let root = store::data_dir(data_dir)
        .ok_or("no data folder: set TABLEKEEPER_DATA_DIR or pass --data-dir")?;
    let store = Store::open(root.path).map_err(|e| e.to_string())?;
    let window = iced::window::Settings {
        size: size_from_env().unwrap_or(WINDOW_SIZE),
        min_size: Some(iced::Size::new(640.0, 480.0)),
        icon: icon::load(),
        #[cfg(target_os = "linux")]
        platform_specific: iced::window::settings::PlatformSpecific {
            // The desktop file's name: the X11 class and the Wayland app
            // id, so the dock shows the app's icon and name.
            application_id: String::from(APP_ID),
            ..Default::default()
        },
        // Closing is asked of the app, which stops the clock of the game
        // on screen first and then ends the program (App::update,
        // Message::CloseRequested; and Message::Closed for a window closed
        // or destroyed without asking).
        exit_on_close_request: false,
        ..iced::window::Settings::default()
    };
    let ran = display::catch_refusal(|| {
        iced::application(
            move || {
                let (mut app, refresh) = App::boot(store.clone());
                // Opens a session at start: for screenshots and demos.
                if let Ok(id) = std::env::var("TABLEKEEPER_OPEN") {
                    let _ = app.update(Message::Open(id.into()));
                }
                (app, refresh)
            },
            App::update,
            App::view,
        )
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .scale_factor(App::scale_factor)
        .window(window)
        .default_font(theme::FONT)
        .run()
    });
    drop(display);
    ran.map_err(|detail| display::missing(&detail))?
        .map_err(|e| e.to_string())
}
