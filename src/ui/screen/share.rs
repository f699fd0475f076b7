//! The play screen's *Show on phones*: starts and stops the live page
//! (`crate::share`) for the open session, on this computer only or for
//! the local network, and shows its address with a QR code to scan, and
//! *Open in browser* to read it on this computer (a screen reader can). A
//! session started from an event's table shows that event's standings
//! there too ([`Panel::set_event`]). *Each phone controls its own seat* gives
//! each seat its own link (one QR code at a time, large), shows which
//! are open, and hands the phones' acts to the play screen
//! ([`Panel::take_acts`]), which applies them as clicks.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use iced::widget::{button, column, image, row, text};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::Text;
use crate::session::Session;
use crate::share::{Act, Board, Sharing, lan_address};
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// The panel's width: the log's, above which it sits.
const WIDTH: f32 = 320.0;
/// The side of a seat's QR code: one at a time, large enough to scan
/// across a table; and of the viewers'.
const SEAT_QR: f32 = 240.0;
const VIEWER_QR: f32 = 160.0;
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
    /// Phones change their own seat (true), or only look.
    Seats(bool),
    /// New seat links: the old ones stop working at once.
    NewLinks,
    /// Show seat `n`'s link and QR code.
    ShowSeat(usize),
    /// Show the viewers' link and QR code.
    ShowViewers,
    /// A look for the phones' acts (a tick while seats are on).
    Poll,
}

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            Msg::Toggle
            | Msg::Network(_)
            | Msg::Browser
            | Msg::Seats(_)
            | Msg::NewLinks
            | Msg::ShowSeat(_)
            | Msg::ShowViewers => Press::Once,
            Msg::Poll => Press::Not,
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
    /// The share's version that shows the session as last changed.
    version: u64,
}

#[derive(Debug)]
struct On {
    sharing: Sharing,
    network: bool,
    url: String,
    qr: Option<image::Handle>,
    /// Said under the address: the network was asked for and there is none.
    note: Option<Text>,
    /// The address phones reach this computer at, if on the network.
    lan: Option<IpAddr>,
    /// The phones' acts, while seats are on (taken once from the share).
    acts: Option<std::sync::mpsc::Receiver<Act>>,
    /// While seats are on: each seat's link and its QR code.
    seats: Vec<(String, Option<image::Handle>)>,
    /// The seat whose link is shown; none: the viewers'.
    shown: Option<usize>,
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
            Msg::Seats(true) | Msg::NewLinks => match &mut self.on {
                Some(on) => {
                    on.links(session)?;
                    if matches!(msg, Msg::Seats(_)) {
                        on.shown = Some(0);
                    }
                    Ok(())
                }
                None => Ok(()),
            },
            Msg::Seats(false) => {
                if let Some(on) = &mut self.on {
                    on.sharing.seats_off();
                    on.seats.clear();
                    on.shown = None;
                }
                Ok(())
            }
            Msg::ShowSeat(n) => {
                if let Some(on) = &mut self.on
                    && n < on.seats.len()
                {
                    on.shown = Some(n);
                }
                Ok(())
            }
            Msg::ShowViewers => {
                if let Some(on) = &mut self.on {
                    on.shown = None;
                }
                Ok(())
            }
            Msg::Poll => Ok(()),
        }
    }

    /// The seats' links, while phones change their own seats.
    pub fn seat_urls(&self) -> Vec<&str> {
        self.on
            .as_ref()
            .map(|o| o.seats.iter().map(|(url, _)| url.as_str()).collect())
            .unwrap_or_default()
    }

    /// Whether phones may change their own seat now.
    pub fn seats_on(&self) -> bool {
        self.on.as_ref().is_some_and(|o| !o.seats.is_empty())
    }

    /// The acts the seats' phones sent since the last look, in the order
    /// they came, for the play screen to apply ([`crate::share::apply_act`])
    /// and answer.
    pub fn take_acts(&self) -> Vec<Act> {
        match self.on.as_ref().and_then(|o| o.acts.as_ref()) {
            Some(acts) if self.seats_on() => acts.try_iter().collect(),
            _ => Vec::new(),
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
            acts: sharing.acts(),
            seats: Vec::new(),
            shown: None,
            sharing,
            lan,
        });
        Ok(())
    }

    /// Shares the session as it is now, if on.
    pub fn changed(&mut self, session: &Session) {
        if let Some(on) = &mut self.on {
            self.version = on.sharing.update(session);
            // A seat who joined (a hero between waves) gets its link.
            if !on.seats.is_empty() {
                on.read_links(session);
            }
        }
    }

    /// The share's version that shows the session as last changed (see
    /// [`Sharing::update`]).
    pub fn version(&self) -> u64 {
        self.version
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
        secondary(i18n.tr(label), Msg::Toggle, "share-toggle")
    }

    /// While on, below the button: who may look; *Each phone changes its
    /// own seat*; and one address with its QR code at a time: the
    /// viewers' (with *Open in browser*), or with seats on the chosen
    /// seat's, larger, each seat marked open or not yet, and *New links*.
    pub fn details<'a>(&'a self, session: &'a Session, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        let on = self.on.as_ref()?;
        let seats_on = !on.seats.is_empty();
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
        // Its words wrap: in some languages they are wider than the panel.
        let seats = iced::widget::container(
            button(
                text(i18n.tr("ui-share-seats"))
                    .size(theme::small())
                    .wrapping(iced::widget::text::Wrapping::Word),
            )
            .style(if seats_on {
                widget::primary
            } else {
                widget::secondary
            })
            .on_press(Msg::Seats(!seats_on)),
        )
        .id("phones-toggle");
        let mut panel = column![choices, seats]
            .spacing(8)
            .width(Length::Fixed(WIDTH));
        if seats_on {
            panel = panel.push(self.seat_picker(on, session, i18n));
        }
        let (url, code, side) = match on.shown.and_then(|n| on.seats.get(n)) {
            Some((url, code)) if seats_on => (url.as_str(), code.as_ref(), SEAT_QR),
            _ => (on.url.as_str(), on.qr.as_ref(), VIEWER_QR),
        };
        let words = match on.shown {
            Some(n) if seats_on => {
                let names = session.setup().seats(session.state());
                let name = names.get(n).map_or("", String::as_str);
                i18n.tr_args("ui-share-seat-link", &[("name", name.into())])
            }
            _ => i18n.tr("ui-share-open"),
        };
        panel = panel.push(text(words).size(theme::small())).push(
            // An address has no spaces: it breaks anywhere.
            text(url)
                .size(theme::small())
                .wrapping(iced::widget::text::Wrapping::Glyph),
        );
        if !seats_on || on.shown.is_none() {
            panel = panel.push(secondary(
                i18n.tr("ui-share-browser"),
                Msg::Browser,
                "open-browser",
            ));
        }
        if let Some(note) = &on.note {
            panel = panel.push(text(i18n.text(note)).size(theme::small()));
        }
        if let Some(code) = code {
            panel = panel.push(
                iced::widget::container(image(code.clone()).width(Length::Fixed(side)))
                    .center_x(Length::Fill)
                    .id(if on.shown.is_some() && seats_on {
                        "phones-qr"
                    } else {
                        "share-qr"
                    }),
            );
        }
        if seats_on {
            panel = panel.push(secondary(
                i18n.tr("ui-share-new-links"),
                Msg::NewLinks,
                "phones-new-links",
            ));
        }
        Some(panel.align_x(Alignment::Start).into())
    }

    /// Whose address shows: the viewers', or a seat's (marked open while
    /// its phone has the page open, else not yet).
    fn seat_picker<'a>(
        &'a self,
        on: &'a On,
        session: &'a Session,
        i18n: &'a I18n,
    ) -> Element<'a, Msg> {
        let names = session.setup().seats(session.state());
        let connected = on.sharing.seats_connected();
        let mut picker = row![
            iced::widget::container(widget::choice(
                i18n.tr("ui-share-viewers"),
                1.0,
                on.shown.is_none(),
                Some(Msg::ShowViewers),
                None,
            ))
            .id("phones-viewers")
        ]
        .spacing(6);
        for (n, name) in names.iter().enumerate().take(on.seats.len()) {
            let open = connected.get(n).copied().unwrap_or(false);
            let words = i18n.tr_args(
                if open {
                    "ui-share-seat-open"
                } else {
                    "ui-share-seat-waiting"
                },
                &[("name", widget::short(name, 14).into())],
            );
            picker = picker.push(
                iced::widget::container(widget::choice(
                    words,
                    1.0,
                    on.shown == Some(n),
                    Some(Msg::ShowSeat(n)),
                    None,
                ))
                .id(format!("phones-seat-{n}")),
            );
        }
        picker.wrap().vertical_spacing(6).into()
    }
}

/// A button of the panel, `words` sending `msg`, in a box called `id`.
fn secondary<'a>(words: String, msg: Msg, id: &'static str) -> Element<'a, Msg> {
    iced::widget::container(
        button(text(words).size(theme::body()))
            .height(widget::button_height(theme::body(), 5.0))
            .style(widget::secondary)
            .on_press(msg),
    )
    .id(id)
    .into()
}

impl On {
    /// New seat links, one per seat of `session`: the old ones stop.
    fn links(&mut self, session: &Session) -> Result<(), Text> {
        self.sharing
            .new_links()
            .map_err(|e| Text::msg("ui-share-failed").arg("error", e.to_string()))?;
        self.read_links(session);
        Ok(())
    }

    /// Each seat's link as the share has it now, with its QR code (made
    /// again only for a link that changed).
    fn read_links(&mut self, session: &Session) {
        let seats = session.setup().seats(session.state()).len();
        let mut read = Vec::with_capacity(seats);
        for seat in 0..seats {
            let Some(url) = self.sharing.seat_url(seat, self.lan) else {
                break;
            };
            let code = match self.seats.get(seat) {
                Some((old, code)) if *old == url => code.clone(),
                _ => qr(&url),
            };
            read.push((url, code));
        }
        self.seats = read;
        self.shown = self.shown.filter(|n| *n < self.seats.len());
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
