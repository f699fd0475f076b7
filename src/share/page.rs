//! The page's files, served from the binary: the frame of its HTML (with
//! the viewer's language, the game's title and the standings, see
//! `view`), script and style; the page's own words; and which of our
//! languages a browser's `Accept-Language` asks for.

use std::sync::OnceLock;

use serde::Serialize;

use crate::i18n::{self, I18n};

pub const SCRIPT: &str = include_str!("page/page.js");
pub const STYLE: &str = include_str!("page/page.css");
const HTML: &str = include_str!("page/index.html");

/// The page in the language `lang`, titled `title`, around `main` (HTML
/// already, put in last so that nothing in it is taken for a place).
pub fn fill(lang: &str, title: &str, main: &str) -> String {
    HTML.replace("{lang}", lang)
        .replace("{title}", &escape(title))
        .replace("{main}", main)
}

/// The page's own words, in the viewer's language.
#[derive(Serialize)]
pub(super) struct Words {
    pub(super) live: String,
    pub(super) offline: String,
    pub(super) log: String,
    pub(super) empty: String,
    /// The seats' table's caption, and its first column's header.
    pub(super) seats: String,
    pub(super) player: String,
    /// A seat's page's heading over its controls, with `{name}` to fill
    /// in ("Your seat: {name}").
    pub(super) yours: String,
    /// A seat's page's Undo button.
    pub(super) undo: String,
    /// What the page announces of a seat whose numbers changed, with
    /// `{name}` and `{changes}` to fill in ("{name}: {changes}.").
    pub(super) said_seat: String,
    /// One changed number in it, with `{label}`, `{value}` and `{change}`
    /// (signed) to fill in ("{label} {value} ({change})").
    pub(super) said_number: String,
}

impl Words {
    /// The words in `i18n`'s language.
    pub(super) fn new(i18n: &I18n) -> Words {
        // The announcements' patterns keep their places as `{name}` for
        // the script to fill in: their words and order are the language's,
        // the numbers are the change's.
        let place = |name: &str| crate::rules::Arg::Text(format!("{{{name}}}"));
        Words {
            live: i18n.tr("share-live"),
            offline: i18n.tr("share-offline"),
            log: i18n.tr("share-log"),
            empty: i18n.tr("share-empty"),
            seats: i18n.tr("share-seats"),
            player: i18n.tr("share-seats-player"),
            yours: i18n.tr_args("share-seat-yours", &[("name", place("name"))]),
            undo: i18n.tr("share-seat-undo"),
            said_seat: i18n.tr_args(
                "share-said-seat",
                &[("name", place("name")), ("changes", place("changes"))],
            ),
            said_number: i18n.tr_args(
                "share-said-number",
                &[
                    ("label", place("label")),
                    ("value", place("value")),
                    ("change", place("change")),
                ],
            ),
        }
    }
}

/// Text made safe inside HTML, its control characters and direction
/// overrides escaped as in the page's JSON ([`crate::terminal::escape`]).
pub fn escape(s: &str) -> String {
    crate::terminal::escape(s)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Our language a browser's `Accept-Language` prefers (by its q-values,
/// then its order), English if it names none of them.
pub fn language(accept: Option<&str>) -> &'static I18n {
    let shipped: Vec<&'static str> = i18n::languages().collect();
    let mut wanted: Vec<(f32, usize, &'static str)> = Vec::new();
    for (at, part) in accept.unwrap_or("").split(',').take(32).enumerate() {
        let mut pieces = part.split(';');
        let tag = pieces.next().unwrap_or("").trim();
        let q = pieces
            .filter_map(|p| p.trim().strip_prefix("q="))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        let lang = crate::locale::language_of(tag);
        if let Some(code) = shipped.iter().find(|c| **c == lang)
            && q > 0.0
        {
            wanted.push((q, at, code));
        }
    }
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    loaded(wanted.first().map_or("en", |w| w.2))
}

/// The shipped language `code`, loaded once for the server's life.
fn loaded(code: &str) -> &'static I18n {
    static ALL: OnceLock<Vec<I18n>> = OnceLock::new();
    let all = ALL.get_or_init(|| i18n::languages().map(I18n::new).collect());
    all.iter()
        .find(|l| l.code() == code)
        .unwrap_or_else(|| i18n::english())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_s_first_language_we_ship_wins() {
        assert_eq!(language(Some("tr-TR,tr;q=0.9,en;q=0.8")).code(), "tr");
        assert_eq!(language(Some("pt-BR, de;q=0.5, fr;q=0.7")).code(), "fr");
        assert_eq!(language(Some("ja")).code(), "en");
        assert_eq!(language(None).code(), "en");
        assert_eq!(language(Some("de;q=0, es")).code(), "es");
    }

    #[test]
    fn the_title_cannot_break_out_of_the_page() {
        let page = fill("en", "<script>x</script>", "{title}");
        assert!(page.contains("&lt;script&gt;x&lt;/script&gt;"));
        assert!(!page.contains("<script>x"));
        assert!(
            page.contains("<main id=\"game\">\n{title}\n</main>"),
            "{page}"
        );
        let page = fill("en", "Koth\u{202e}x\u{7}", "");
        assert!(
            page.contains("<title>Koth\\u{202e}x\\u{7}</title>"),
            "{page}"
        );
    }
}
