//! The play screen's *Show on phones*: starts and stops the live page
//! (`crate::share`) for the open session, on this computer only or for
//! the local network, and shows its address with a QR code to scan, and
//! *Open in browser* to read it on this computer (a screen reader can). A
//! session started from an event's table shows that event's standings
//! there too ([`Panel::set_event`]).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use iced::widget::{button, column, image, row, text};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::Text;
use crate::session::Session;
use crate::share::{Board, Sharing, lan_address};
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// The panel's width: the log's, above which it sits.
const WIDTH: f32 = 320.0;
/// Pixels per QR module, and the quiet zone's modules on each side.
const MODULE: usize = 4;
const QUIET: usize = 4;

/// What the panel reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Start showing, or stop.
    Toggle,
    /// Phones on the local network (true) or this computer only.
    Network(bool),
    /// Open the page on this computer, in the desktop's browser (where a
    /// screen reader reads it).
    Browser,
}

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            Msg::Toggle | Msg::Network(_) | Msg::Browser => Press::Once,
        }
    }
}

/// The share, while on; and what it shows of the session's event.
#[derive(Debug, Default)]
pub struct Panel {
    on: Option<On>,
    /// The standings of the session's event, kept for a share started
    /// later.
    event: Option<Board>,
}

#[derive(Debug)]
struct On {
    sharing: Sharing,
    network: bool,
    url: String,
    qr: Option<image::Handle>,
    /// Said under the address: the network was asked for and there is none.
    note: Option<Text>,
}

impl Panel {
    /// Handles a message; `Err` says why sharing could not start.
    pub fn update(&mut self, msg: Msg, session: &Session) -> Result<(), Text> {
        match msg {
            Msg::Toggle if self.on.is_some() => {
                self.on = None;
                Ok(())
            }
            Msg::Toggle => self.start(false, session),
            Msg::Network(network) if self.on.as_ref().is_some_and(|o| o.network != network) => {
                // The old server stops before the new one starts.
                self.on = None;
                self.start(network, session)
            }
            Msg::Network(_) => Ok(()),
            Msg::Browser => match &self.on {
                // On 127.0.0.1 whether phones may look or not: the
                // address bound, or loopback where any is.
                Some(on) => crate::ui::open::url(&on.sharing.url(None))
                    .map_err(|e| Text::msg("ui-share-browser-failed").arg("error", e.to_string())),
                None => Ok(()),
            },
        }
    }

    fn start(&mut self, network: bool, session: &Session) -> Result<(), Text> {
        let lan = if network { lan_address() } else { None };
        let ip = match lan {
            Some(_) => IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            None => IpAddr::V4(Ipv4Addr::LOCALHOST),
        };
        let sharing = Sharing::start(SocketAddr::new(ip, 0), session)
            .map_err(|e| Text::msg("ui-share-failed").arg("error", e.to_string()))?;
        if self.event.is_some() {
            sharing.set_event(self.event.clone());
        }
        let url = sharing.url(lan);
        self.on = Some(On {
            qr: qr(&url),
            url,
            network: lan.is_some(),
            note: (network && lan.is_none()).then(|| Text::msg("ui-share-no-network")),
            sharing,
        });
        Ok(())
    }

    /// Shares the session as it is now, if on.
    pub fn changed(&self, session: &Session) {
        if let Some(on) = &self.on {
            on.sharing.update(session);
        }
    }

    /// Shows `event`'s standings under the session (none: none), now if
    /// on and in any share started later. The same standings again change
    /// nothing.
    pub fn set_event(&mut self, event: Option<Board>) {
        if self.event == event {
            return;
        }
        self.event = event;
        if let Some(on) = &self.on {
            on.sharing.set_event(self.event.clone());
        }
    }

    /// The page's address, while on.
    pub fn url(&self) -> Option<&str> {
        self.on.as_ref().map(|o| o.url.as_str())
    }

    /// The button: *Show on phones*, or while on *Stop showing*, in the
    /// same place.
    pub fn button<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let label = if self.on.is_some() {
            "ui-share-stop"
        } else {
            "ui-share"
        };
        iced::widget::container(
            button(text(i18n.tr(label)).size(theme::body()))
                .height(widget::TARGET)
                .style(widget::secondary)
                .on_press(Msg::Toggle),
        )
        .id("share-toggle")
        .into()
    }

    /// While on, below the button: who may look, the address and its QR
    /// code.
    pub fn details<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        let on = self.on.as_ref()?;
        let choices = row![
            widget::choice(
                i18n.tr("ui-share-here"),
                1.0,
                !on.network,
                Some(Msg::Network(false)),
                None
            ),
            widget::choice(
                i18n.tr("ui-share-network"),
                1.0,
                on.network,
                Some(Msg::Network(true)),
                None
            ),
        ]
        .spacing(6)
        .wrap();
        let browser = iced::widget::container(
            button(text(i18n.tr("ui-share-browser")).size(theme::body()))
                .height(widget::TARGET)
                .style(widget::secondary)
                .on_press(Msg::Browser),
        )
        .id("open-browser");
        let mut panel = column![
            choices,
            text(i18n.tr("ui-share-open")).size(theme::small()),
            // An address has no spaces: it breaks anywhere.
            text(&on.url)
                .size(theme::small())
                .wrapping(iced::widget::text::Wrapping::Glyph),
            browser,
        ]
        .spacing(8)
        .width(Length::Fixed(WIDTH));
        if let Some(note) = &on.note {
            panel = panel.push(text(i18n.text(note)).size(theme::small()));
        }
        if let Some(qr) = &on.qr {
            panel = panel.push(
                iced::widget::container(image(qr.clone()).width(Length::Fixed(160.0)))
                    .center_x(Length::Fill)
                    .id("share-qr"),
            );
        }
        Some(panel.align_x(Alignment::Start).into())
    }
}

/// The QR code of `url`, black on white with its quiet zone, as an image.
fn qr(url: &str) -> Option<image::Handle> {
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    let modules = code.width();
    let dark = code.to_colors();
    let side = (modules + 2 * QUIET) * MODULE;
    let mut pixels = vec![255u8; side * side * 4];
    for (i, color) in dark.iter().enumerate() {
        if *color != qrcode::Color::Dark {
            continue;
        }
        let (mx, my) = (i % modules + QUIET, i / modules + QUIET);
        for y in my * MODULE..(my + 1) * MODULE {
            for x in mx * MODULE..(mx + 1) * MODULE {
                let at = (y * side + x) * 4;
                pixels[at..at + 3].copy_from_slice(&[0, 0, 0]);
            }
        }
    }
    let side = u32::try_from(side).ok()?;
    Some(image::Handle::from_rgba(side, side, pixels))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_qr_code_is_square_with_its_quiet_zone() {
        let url = "http://192.168.1.20:41234/0123456789abcdef0123456789abcdef/";
        let code = qrcode::QrCode::new(url.as_bytes()).unwrap();
        let side = (code.width() + 2 * super::QUIET) * super::MODULE;
        assert!(super::qr(url).is_some());
        assert!(side >= 4 * (21 + 8));
    }
}
