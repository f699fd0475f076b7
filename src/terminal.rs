//! Text made safe for a terminal: control characters, line separators and
//! direction overrides in names, notes, ids and paths are escaped (`\n` →
//! `\\n`, U+202E → `\\u{202e}`), so no one can fake or reorder a line.

use std::borrow::Cow;
use std::ffi::OsStr;
use std::fmt::{self, Write as _};
use std::io::{self, Write};

use crate::rules::words::{refused, unsafe_text};

/// Displays a text with its control characters, line and paragraph
/// separators and direction overrides and isolates escaped (the characters
/// [`refused`] in names).
#[derive(Debug, Clone, Copy)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut start = 0;
        for (i, c) in self.0.char_indices() {
            if refused(c) {
                f.write_str(&self.0[start..i])?;
                escape_char(c, f)?;
                start = i + c.len_utf8();
            }
        }
        f.write_str(&self.0[start..])
    }
}

fn escape_char(c: char, f: &mut impl fmt::Write) -> fmt::Result {
    match c {
        '\n' => f.write_str("\\n"),
        '\r' => f.write_str("\\r"),
        '\t' => f.write_str("\\t"),
        c => write!(f, "\\u{{{:x}}}", u32::from(c)),
    }
}

/// `text` escaped as by [`Escaped`]; borrowed when it has nothing to escape.
pub fn escape(text: &str) -> Cow<'_, str> {
    if unsafe_text(text) {
        Cow::Owned(Escaped(text).to_string())
    } else {
        Cow::Borrowed(text)
    }
}

/// The most characters of a message an error line prints.
pub const ERROR_LINE: usize = 300;

/// `text` cut to at most `max` characters (not bytes), the last of them
/// `…` when it was cut: an error line stays one readable line. A refusal's
/// rule at its end (` (rule rule-koth-own-column)`, as every refusal
/// line ends) is kept whole: the message before it is cut instead, as
/// scripts and hosts read the rule's id.
pub fn capped(text: &str, max: usize) -> Cow<'_, str> {
    if let Some(at) = rule_suffix(text) {
        let (message, rule) = text.split_at(at);
        let room = max.saturating_sub(rule.chars().count());
        if text.chars().nth(max).is_some() && room > 0 {
            return Cow::Owned(format!("{}{rule}", cut(message, room)));
        }
    }
    cut(text, max)
}

/// Where ` (rule ID)` starts at the end of `text`, if it ends so (an id of
/// lower-case letters, digits, `-` and `_`).
fn rule_suffix(text: &str) -> Option<usize> {
    let inner = text.strip_suffix(')')?;
    let at = inner.rfind(" (rule ")?;
    let id = &inner[at + " (rule ".len()..];
    let plain = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_');
    plain.then_some(at)
}

/// `text` cut to at most `max` characters, the last of them `…`.
fn cut(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        None => Cow::Borrowed(text),
        Some(_) if max == 0 => Cow::Borrowed(""),
        Some(_) => {
            let keep = max.saturating_sub(1);
            let end = text.char_indices().nth(keep).map_or(text.len(), |(i, _)| i);
            Cow::Owned(format!("{}…", &text[..end]))
        }
    }
}

/// Bytes that may not be UTF-8, printable: the valid parts escaped as by
/// [`escape`], every other byte as `\xNN`.
pub fn escape_bytes(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        let _ = write!(out, "{}", Escaped(chunk.valid()));
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02x}");
        }
    }
    out
}

/// An argument or path from the system, printable (see [`escape_bytes`]).
pub fn escape_os(text: &OsStr) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        escape_bytes(text.as_bytes())
    }
    #[cfg(not(unix))]
    {
        escape(&text.to_string_lossy()).into_owned()
    }
}

/// Writes whole lines, each with its control characters escaped: one call,
/// one line of output, whatever the text holds.
pub struct Lines<'w> {
    out: &'w mut dyn Write,
    buf: String,
    /// What ends a line: `\n`, or `\r\n` for CSV.
    end: &'static str,
}

impl<'w> Lines<'w> {
    /// Lines written to `out`, each ended by `\n`.
    pub fn new(out: &'w mut dyn Write) -> Self {
        Lines {
            out,
            buf: String::new(),
            end: "\n",
        }
    }

    /// Lines written to `out`, each ended by `\r\n`, as CSV has them
    /// (RFC 4180, and what Excel expects).
    pub fn crlf(out: &'w mut dyn Write) -> Self {
        Lines {
            end: "\r\n",
            ..Lines::new(out)
        }
    }

    /// Writes `args`, escaped, and the line's end.
    pub fn line(&mut self, args: fmt::Arguments<'_>) -> io::Result<()> {
        self.buf.clear();
        // Writing into a String cannot fail.
        let _ = self.buf.write_fmt(args);
        write!(self.out, "{}{}", Escaped(&self.buf), self.end)
    }

    /// Writes an empty line.
    pub fn blank(&mut self) -> io::Result<()> {
        self.out.write_all(self.end.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_control_characters_only() {
        assert_eq!(escape("Ana → Bo · ok"), "Ana → Bo · ok");
        assert!(matches!(escape("plain"), Cow::Borrowed(_)));
        assert_eq!(escape("Bo\nFAKE\r\tx"), "Bo\\nFAKE\\r\\tx");
        assert_eq!(
            escape("\u{1b}[31mred\u{7f}\u{85}"),
            "\\u{1b}[31mred\\u{7f}\\u{85}"
        );
        assert_eq!(escape_bytes(b"/tmp/\xff\n\xc3"), "/tmp/\\xff\\n\\xc3");
        assert_eq!(escape_bytes("é".as_bytes()), "é");
    }

    #[test]
    fn escapes_separators_and_direction_overrides() {
        assert_eq!(
            escape("Ana\u{202e}oB\u{2066}x\u{2069}\u{2028}y\u{2029}\u{202a}"),
            "Ana\\u{202e}oB\\u{2066}x\\u{2069}\\u{2028}y\\u{2029}\\u{202a}"
        );
        assert_eq!(
            Escaped("\u{202b}\u{202c}\u{202d}\u{2067}\u{2068}").to_string(),
            "\\u{202b}\\u{202c}\\u{202d}\\u{2067}\\u{2068}"
        );
        // A right-to-left mark reorders nothing around it: shown as it is.
        assert!(matches!(escape("\u{200f}שלום"), Cow::Borrowed(_)));
        let mut out = Vec::new();
        Lines::new(&mut out)
            .line(format_args!("Bo\u{202e}1 :elif"))
            .unwrap();
        assert_eq!(out, b"Bo\\u{202e}1 :elif\n");
    }

    #[test]
    fn capping_counts_characters_and_marks_the_cut() {
        assert_eq!(capped("short", 300), "short");
        assert!(matches!(capped("short", 5), Cow::Borrowed(_)));
        assert_eq!(capped("abcdef", 5), "abcd…");
        let long = "é".repeat(1000);
        let cut = capped(&long, 300);
        assert_eq!(cut.chars().count(), 300);
        assert!(cut.ends_with("é…"), "{cut}");
        assert_eq!(capped("abc", 1), "…");
        assert_eq!(capped("abc", 0), "");
        let refused = format!("{} (rule rule-kings_armory-wave-card-due)", "x".repeat(400));
        let cut = capped(&refused, 300);
        assert_eq!(cut.chars().count(), 300);
        assert!(
            cut.ends_with("x… (rule rule-kings_armory-wave-card-due)"),
            "{cut}"
        );
        // Not a rule: cut as any text.
        let odd = format!("{} (rule Not An Id)", "x".repeat(400));
        assert!(capped(&odd, 300).ends_with("x…"));
        assert_eq!(capped("", 0), "");
    }

    #[test]
    fn lines_are_one_line_each() {
        let mut out = Vec::new();
        let mut lines = Lines::new(&mut out);
        lines.line(format_args!("a{}b", "\n")).unwrap();
        lines.blank().unwrap();
        assert_eq!(out, b"a\\nb\n\n");
        let mut out = Vec::new();
        let mut lines = Lines::crlf(&mut out);
        lines.line(format_args!("a{}b", "\r\n")).unwrap();
        lines.blank().unwrap();
        assert_eq!(out, b"a\\r\\nb\r\n\r\n");
    }
}
