//! What the Linux packages install, checked against where it comes from:
//! the man page and the shell completions against the command line's
//! definition (the one `--help` prints), the AppStream releases against
//! CHANGELOG.md and the Debian changelog, the PNG icons against their SVG,
//! and the desktop entry, metainfo and Cargo.toml against each other.
//!
//! The generated files are checked in, so that a change shows in review:
//! `TABLEKEEPER_REGENERATE=1 cargo test --test packaging` writes them anew
//! (and `icons/generate.sh` the icons).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use clap_complete::Shell;
use clap_mangen::Man;
use fluent_bundle::{FluentBundle, FluentResource};
use sha2::{Digest, Sha256};
use unic_langid::LanguageIdentifier;

/// The application id: desktop entry, metainfo, icons.
const APP_ID: &str = "io.github.tablekeeper.Tablekeeper";

/// The hicolor sizes the packages install.
const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    fs::read_to_string(root().join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

fn regenerating() -> bool {
    std::env::var_os("TABLEKEEPER_REGENERATE").is_some_and(|v| v == "1")
}

/// Checks that the file at `relative` holds `expected`, or writes it when
/// regenerating.
fn current(relative: &str, expected: &[u8]) {
    let path = root().join(relative);
    if regenerating() {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, expected).unwrap();
        return;
    }
    let found = fs::read(&path).unwrap_or_default();
    assert!(
        found == expected,
        "{relative} is out of date: run `TABLEKEEPER_REGENERATE=1 cargo test --test packaging` and commit it"
    );
}

/// The lines of a rendered roff section without its `.SH` heading.
fn body(render: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>) -> String {
    let mut out = Vec::new();
    render(&mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with(".SH "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// `tablekeeper.1`: clap_mangen's sections for the program, each command
/// as a subsection (one page, as `man tablekeeper` is what people type),
/// then exit status, environment and files.
fn man_page() -> Vec<u8> {
    let cmd = tablekeeper::cli::command();
    // Dated as the newest release (the Debian changelog's newest entry).
    let (_, date) = debian_release();
    let man = Man::new(cmd.clone())
        .title("TABLEKEEPER")
        .date(date)
        .manual("Tablekeeper Manual");
    let mut page = Vec::new();
    man.render_title(&mut page).unwrap();
    man.render_name_section(&mut page).unwrap();
    man.render_synopsis_section(&mut page).unwrap();
    man.render_description_section(&mut page).unwrap();
    man.render_options_section(&mut page).unwrap();
    let mut text = String::from_utf8(page).unwrap();
    text.push_str(".SH COMMANDS\n");
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            // clap's own: no options to list.
            text.push_str(
                ".SS \"tablekeeper help [COMMAND]\"\n\
                 Print the help, or the help of COMMAND (as \\fBtablekeeper\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR does).\n",
            );
            continue;
        }
        // --help and --version are the program's, said once above.
        let sub = sub
            .clone()
            .mut_arg("help", |a| a.hide(true))
            .mut_arg("version", |a| a.hide(true));
        // The forms are in SYNOPSIS, as `--help` shows them.
        let man = Man::new(sub.clone());
        writeln!(text, ".SS \"tablekeeper {}\"", sub.get_name()).unwrap();
        text.push_str(&body(|w| man.render_description_section(w)));
        text.push_str(&body(|w| man.render_options_section(w)));
    }
    text.push_str(&format!(
        ".SH \"EXIT STATUS\"\n\
         .TP\n\
         \\fB0\\fR\n\
         Success; also when whoever reads the output stops reading\n\
         (\\fBtablekeeper list | head \\-1\\fR): the command ends there, quietly.\n\
         .TP\n\
         \\fB2\\fR\n\
         {} The line starts with \\fBtablekeeper:\\fR and names the file, entry or option.\n\
         \\fBreplay\\fR exits so when the rules refuse an entry, \\fBimport\\fR when any file was refused\n\
         (the others are still imported).\n",
        tablekeeper::cli::AFTER_HELP
    ));
    text.push_str(MAN_TAIL);
    // roff's preamble (the apostrophe string), once, not in every section.
    let preamble = [".ie \\n(.g .ds Aq \\(aq", ".el .ds Aq '"];
    let mut seen = 0;
    let mut page = String::new();
    for line in text.lines() {
        if preamble.contains(&line) {
            seen += 1;
            if seen > 2 {
                continue;
            }
        }
        page.push_str(line);
        page.push('\n');
    }
    page.into_bytes()
}

/// The man page's ENVIRONMENT, FILES, EXAMPLES and SEE ALSO.
const MAN_TAIL: &str = r#".SH ENVIRONMENT
.TP
\fBTABLEKEEPER_DATA_DIR\fR
The data folder, unless \fB\-\-data\-dir\fR is given; when unset or empty, the platform's (see FILES).
.TP
\fBXDG_DATA_HOME\fR
Where the platform's data folder is on Linux: \fI$XDG_DATA_HOME/tablekeeper/\fR, else \fI~/.local/share/tablekeeper/\fR.
.TP
\fBLANGUAGE\fR, \fBLC_ALL\fR, \fBLC_MESSAGES\fR, \fBLANG\fR
The window's language: the first language \fBLANGUAGE\fR lists (a colon\-separated list, as for gettext; not under the C locale) that the app speaks, else that of the first of the others that is set: English, German, Spanish, French or Turkish, else English.
The command line speaks the same language; \fB\-\-json\fR output stays English (\fBLC_ALL=C\fR or \fBLANGUAGE=en\fR gives English throughout).
.TP
\fBLC_ALL\fR, \fBLC_TIME\fR, \fBLANG\fR
How dates, times and numbers are written, in the window and by the command line (the first of them that is set; in the window only when it is of the window's language, else as that language's own country writes them).
.TP
\fBTZ\fR
The time zone of the times shown; \fB\-\-utc\fR prints UTC instead.
.TP
\fBWAYLAND_DISPLAY\fR, \fBDISPLAY\fR
The display the window opens on (Wayland first). Without either, \fBtablekeeper\fR with no command says so and exits with status 2; the commands need no display.
.TP
\fBTABLEKEEPER_FILE_DIALOG\fR
\fBpath\fR: the window asks for file names in a field of its own instead of the desktop's file dialog;
\fBnative\fR: it always uses the dialog (the XDG desktop portal, else \fBzenity\fR).
.TP
\fBTABLEKEEPER_WINDOW_SIZE\fR
The window's size when it opens, as \fIWIDTHxHEIGHT\fR in pixels (for example \fB1024x600\fR).
.TP
\fBTABLEKEEPER_OPEN\fR
A session id the window opens at start.
.SH FILES
.TP
\fI~/.local/share/tablekeeper/\fR
The data folder on Linux (\fI$XDG_DATA_HOME/tablekeeper/\fR when \fBXDG_DATA_HOME\fR is set), unless \fBTABLEKEEPER_DATA_DIR\fR or \fB\-\-data\-dir\fR names another.
Only the window, \fBimport\fR and \fBevent new\fR, \fBpair\fR, \fBresult\fR and \fBdrop\fR create it; the other commands only read it, but for \fBplayers rename\fR, \fBmerge\fR and \fBsplit\fR, which write \fIroster.json\fR, and those \fBevent\fR commands, which write \fIevents/\fR.
.TP
\fIsessions/\fIID\fB.json\fR
One JSON file per session (the format: SEE ALSO), written atomically after every change, with its previous version beside it as a backup.
A copy a file-syncing service left beside it is a conflict copy: \fBlist\fR names it, \fBshow\fR and \fBexport\fR take its file name.
.TP
\fIindex.json\fR
What \fBlist\fR, \fBstats\fR and History show of every session, so that they need not read every file; a session file that changed since is read again.
.TP
\fItrash/\fR
Sessions deleted in the window, and discarded conflict copies, from where the window restores them; nothing is ever unlinked.
.TP
\fIquarantine/\fR
Files that could not be read, moved aside (never overwritten); the window and the commands say where.
.TP
\fIsettings.json\fR
The window's settings.
.TP
\fIroster.json\fR
The players known across sessions: each person's colour and other spellings of their name (\fBplayers\fR, and Stats in the window). Renames and merges are kept here; no session is rewritten. Written atomically with a backup; a conflict copy a file-syncing service left beside it is read in and left alone.
.TP
\fIevents/\fINAME\fB.json\fR
One file per event (\fBevent\fR): its players, rounds, tables and results, written atomically with a backup by the host alone. A session started from a table's pairing gives that table's result when its file arrives in \fIsessions/\fR. A conflict copy beside it is left alone and not read.
.SH EXAMPLES
.TP
\fBtablekeeper list\fR
The saved sessions, newest first: id, last change, game, players and how it ended.
.TP
\fBtablekeeper show 20261110\-200000\fR
A session's setup, standings, outcome and log.
.TP
\fBtablekeeper export 20261110\-200000 \-\-format csv \-\-series \-o game.csv\fR
Every number of every seat after each entry, for a spreadsheet's chart.
.TP
\fBtablekeeper export 20261110\-200000 \-\-format md \-o \- | less\fR
A Markdown report, on standard output.
.TP
\fBtablekeeper replay friday.json && tablekeeper import friday.json\fR
Check a session file from another table, then add it to the data folder.
.TP
\fBtablekeeper import ~/Backups/tablekeeper/sessions/\fR
Every session file of a folder; those already here are skipped.
.TP
\fBtablekeeper stats \-\-game karth \-\-player Ana \-\-against Bo\fR
Ana's games of Heroes of Karth, and how she fared against Bo.
.TP
\fBtablekeeper event new Friday \-\-game koth \-\-players Ana,Bo,Cy,Di && tablekeeper event pair Friday\fR
An event of four at Koth, and its first round's tables.
.TP
\fBtablekeeper list \-\-ids | xargs \-n1 tablekeeper export \-\-format json \-o \-\fR
Every session as a JSON report.
.SH "SEE ALSO"
The session file format, with examples: \fI/usr/share/doc/tablekeeper/session\-format.md\fR.
"#;

/// Bash: session ids for `show` and `export` (from `tablekeeper list
/// --ids`, with the data folder the line names), beside what clap's
/// script offers; it stays quiet where there is no data folder.
const BASH_SESSIONS: &str = r#"
# Session ids for show and export, beside what _tablekeeper offers.
_tablekeeper_sessions() {
    _tablekeeper "$@"
    local cur="${COMP_WORDS[COMP_CWORD]}" i command="" dir="" ids
    [[ ${cur} == -* ]] && return 0
    for ((i = 1; i < COMP_CWORD; i++)); do
        case "${COMP_WORDS[i]}" in
            --data-dir) ((i++)); dir="--data-dir=${COMP_WORDS[i]}" ;;
            --data-dir=*) dir="${COMP_WORDS[i]}" ;;
            --format|-o|--output|--game|--player|--against) ((i++)) ;;
            -*) ;;
            *) [[ -n ${command} ]] && return 0; command="${COMP_WORDS[i]}" ;;
        esac
    done
    [[ ${command} == show || ${command} == export ]] || return 0
    ids=$("$1" ${dir:+"$dir"} list --ids 2>/dev/null) || return 0
    local IFS=$'\n'
    COMPREPLY+=( $(compgen -W "${ids}" -- "${cur}") )
}
"#;

/// Zsh: the same, for the `ID|FILE` argument of `show` and `export`.
const ZSH_SESSIONS: &str = r#"(( $+functions[_tablekeeper_sessions] )) ||
_tablekeeper_sessions() {
    local dir=${opt_args[--data-dir]}
    local -a ids
    ids=(${(f)"$(_call_program sessions tablekeeper ${dir:+--data-dir=${(Q)dir}} list --ids 2>/dev/null)"})
    _alternative 'sessions:session id:compadd -a ids' 'files:session file:_files'
}

"#;

/// Fish: the same.
const FISH_SESSIONS: &str = r#"
# Session ids for show and export (from `tablekeeper list --ids`).
function __fish_tablekeeper_sessions
    set -l words (commandline -opc)
    set -l dir
    for i in (seq (count $words))
        switch $words[$i]
            case '--data-dir=*'
                set dir $words[$i]
            case --data-dir
                set -l j (math $i + 1)
                set -q words[$j]; and set dir --data-dir=$words[$j]
        end
    end
    tablekeeper $dir list --ids 2>/dev/null
end
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show export" -a "(__fish_tablekeeper_sessions)" -d 'Session'
"#;

/// `text` with `from` replaced by `to`, which must be there (a new
/// clap_complete that writes its scripts otherwise fails here, not at a
/// user's prompt).
fn patched(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "the completion script has no {from:?}");
    text.replace(from, to)
}

/// The completion script for `shell`: clap_complete's, which completes
/// commands, options and the values of `--format` and `--game`, with the
/// session ids added (clap's static scripts cannot list them).
fn completion(shell: Shell) -> Vec<u8> {
    let mut cmd = tablekeeper::cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, "tablekeeper", &mut out);
    let script = String::from_utf8(out).unwrap();
    let script = match shell {
        Shell::Bash => {
            let script = patched(
                &script,
                "complete -F _tablekeeper ",
                "complete -F _tablekeeper_sessions ",
            );
            let at = script.rfind("\nif [[ ").unwrap();
            format!("{}{BASH_SESSIONS}{}", &script[..at], &script[at..])
        }
        Shell::Zsh => {
            let target = "or a session file:_files' \\";
            let script = patched(
                &script,
                target,
                &target.replace("_files", "_tablekeeper_sessions"),
            );
            let tail = "if [ \"$funcstack[1]\" = \"_tablekeeper\" ]; then";
            patched(&script, tail, &format!("{ZSH_SESSIONS}{tail}"))
        }
        Shell::Fish => format!("{script}{FISH_SESSIONS}"),
        _ => script,
    };
    script.into_bytes()
}

#[test]
fn the_man_page_and_completions_come_from_the_cli_definition() {
    let man = man_page();
    current("packaging/man/tablekeeper.1", &man);
    let text = String::from_utf8(man).unwrap();
    for word in [
        "list",
        "show",
        "replay",
        "export",
        "data\\-dir",
        "json",
        "format",
        "output",
    ] {
        assert!(text.contains(word), "{word} in the man page");
    }
    current(
        "packaging/completions/tablekeeper.bash",
        &completion(Shell::Bash),
    );
    current(
        "packaging/completions/_tablekeeper",
        &completion(Shell::Zsh),
    );
    current(
        "packaging/completions/tablekeeper.fish",
        &completion(Shell::Fish),
    );
}

/// An attribute's value in an XML start tag (`date="..."`).
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(&tag[start..end])
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Markdown inline text as plain text: `code`, **bold**, [links](url).
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find('[') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        match after.find("](").zip(after.find(')')) {
            Some((close, end)) if close < end => {
                out.push_str(&after[..close]);
                rest = &after[end + 1..];
            }
            _ => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.replace("**", "").replace('`', "")
}

/// The date (YYYY-MM-DD) and version of the Debian changelog's newest
/// entry.
fn debian_release() -> (String, String) {
    let changelog = read("packaging/debian/changelog");
    let first = changelog.lines().next().unwrap();
    let version = first
        .split_once('(')
        .and_then(|(_, v)| v.split_once(')'))
        .map(|(v, _)| v.to_owned())
        .unwrap();
    let trailer = changelog
        .lines()
        .find(|l| l.starts_with(" -- "))
        .expect("a trailer line");
    let (_, date) = trailer
        .split_once("@MAINTAINER@  ")
        .expect("@MAINTAINER@ (filled in by packaging/build.sh), two spaces, the date");
    let date = chrono::DateTime::parse_from_rfc2822(date)
        .unwrap_or_else(|e| panic!("{date}: {e}"))
        .format("%Y-%m-%d")
        .to_string();
    (version, date)
}

/// The metainfo's `<releases>`, from a changelog: each
/// `## [x.y.z] - YYYY-MM-DD` section is a stable release with its notes,
/// and "Unreleased" is `version`, a development release dated `date` (the
/// Debian changelog's newest entry) without notes, so that adding a line
/// under Unreleased needs no new metainfo; cutting a release does.
fn releases(changelog: &str, version: &str, date: &str) -> String {
    let mut out = String::from("  <releases>\n");
    for section in changelog.split("\n## ").skip(1) {
        let (heading, body) = section.split_once('\n').unwrap_or((section, ""));
        let heading = heading.replace(['[', ']'], "");
        if heading.trim().eq_ignore_ascii_case("unreleased") {
            writeln!(
                out,
                "    <release version=\"{version}\" date=\"{date}\" type=\"development\"/>"
            )
            .unwrap();
            continue;
        }
        let mut words = heading
            .split_whitespace()
            .filter(|w| *w != "-" && *w != "—");
        let (released, on) = (
            words.next().unwrap_or_default(),
            words.next().unwrap_or_default(),
        );
        writeln!(
            out,
            "    <release version=\"{released}\" date=\"{on}\" type=\"stable\">\n      <description>\n{}      </description>\n    </release>",
            release_notes(body)
        )
        .unwrap();
    }
    out.push_str("  </releases>\n");
    out
}

/// A changelog section's `### Kind` headings and `- ` items (continued on
/// indented lines) as AppStream description markup.
fn release_notes(body: &str) -> String {
    let mut out = String::new();
    let mut in_list = false;
    let mut item: Option<String> = None;
    let flush = |out: &mut String, item: &mut Option<String>| {
        if let Some(text) = item.take() {
            writeln!(out, "          <li>{}</li>", xml_escape(&plain(&text))).unwrap();
        }
    };
    for line in body.lines() {
        if let Some(kind) = line.strip_prefix("### ") {
            flush(&mut out, &mut item);
            if in_list {
                out.push_str("        </ul>\n");
                in_list = false;
            }
            writeln!(out, "        <p>{}:</p>", xml_escape(kind.trim())).unwrap();
        } else if let Some(text) = line.strip_prefix("- ") {
            flush(&mut out, &mut item);
            if !in_list {
                out.push_str("        <ul>\n");
                in_list = true;
            }
            item = Some(text.trim().to_owned());
        } else if let (Some(text), true) = (item.as_mut(), line.starts_with("  ")) {
            text.push(' ');
            text.push_str(line.trim());
        }
    }
    flush(&mut out, &mut item);
    if in_list {
        out.push_str("        </ul>\n");
    }
    out
}

#[test]
fn a_released_version_has_its_notes() {
    let changelog = "# Changelog\n\n## Unreleased\n\n### Added\n- Soon.\n\n\
                     ## [0.2.0] - 2027-03-01\n\n### Fixed\n- The `list` command,\n  \
                     see [the docs](docs/x.md) & **more**.\n- Another.\n";
    assert_eq!(
        releases(changelog, "0.3.0", "2027-04-01"),
        "  <releases>\n\
         \x20   <release version=\"0.3.0\" date=\"2027-04-01\" type=\"development\"/>\n\
         \x20   <release version=\"0.2.0\" date=\"2027-03-01\" type=\"stable\">\n\
         \x20     <description>\n\
         \x20       <p>Fixed:</p>\n\
         \x20       <ul>\n\
         \x20         <li>The list command, see the docs &amp; more.</li>\n\
         \x20         <li>Another.</li>\n\
         \x20       </ul>\n\
         \x20     </description>\n\
         \x20   </release>\n\
         \x20 </releases>\n"
    );
}

#[test]
fn the_metainfo_releases_come_from_the_changelog() {
    let path = format!("packaging/linux/{APP_ID}.metainfo.xml");
    let metainfo = read(&path);
    let start = metainfo.find("  <releases>").expect("a <releases> block");
    let end = metainfo.find("  </releases>\n").expect("</releases>") + "  </releases>\n".len();
    let (_, date) = debian_release();
    let releases = releases(&read("CHANGELOG.md"), env!("CARGO_PKG_VERSION"), &date);
    let updated = format!("{}{releases}{}", &metainfo[..start], &metainfo[end..]);
    current(&path, updated.as_bytes());
    let newest = updated[start..]
        .lines()
        .find(|l| l.contains("<release "))
        .expect("a release");
    assert_eq!(
        attribute(newest, "version"),
        Some(env!("CARGO_PKG_VERSION")),
        "the newest release is this version"
    );
}

#[test]
fn the_debian_changelog_is_for_this_version_and_whoever_builds_it() {
    let (version, _) = debian_release();
    let upstream = version
        .rsplit_once('-')
        .map_or(version.as_str(), |(v, _)| v);
    assert_eq!(upstream, env!("CARGO_PKG_VERSION"));
    // The maintainer is whoever builds the packages (packaging/build.sh
    // fills it in): every entry is signed so, none names anyone.
    let changelog = read("packaging/debian/changelog");
    for trailer in changelog.lines().filter(|l| l.starts_with(" -- ")) {
        assert!(
            trailer.starts_with(" -- @MAINTAINER@  "),
            "packaging/debian/changelog: {trailer}"
        );
    }
    let cargo = read("Cargo.toml");
    assert!(
        !cargo.lines().any(|l| l.starts_with("maintainer")),
        "Cargo.toml names no maintainer: packaging/build.sh passes whoever builds the packages"
    );
}

/// Words that only stand in for a real value.
const PLACEHOLDERS: [&str; 10] = [
    "example.org",
    "example.com",
    "example.net",
    ".example>",
    ".invalid",
    "@localhost",
    "github.com/tablekeeper",
    "githubusercontent.com/tablekeeper",
    "your-name",
    "change-me",
];

#[test]
fn nothing_shipped_or_described_holds_a_placeholder() {
    // There is no public code host or contact address yet: optional fields
    // (homepage, Source, bug tracker, screenshots) are left out, and the
    // maintainer comes from whoever builds the packages.
    let mut files = vec![
        "Cargo.toml".to_owned(),
        "README.md".to_owned(),
        "CHANGELOG.md".to_owned(),
        "about.toml".to_owned(),
    ];
    let mut folders = vec![root().join("packaging")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let relative = path.strip_prefix(root()).unwrap();
                files.push(relative.to_str().unwrap().to_owned());
            }
        }
    }
    assert!(files.iter().any(|f| f.ends_with(".metainfo.xml")));
    assert!(files.iter().any(|f| f.ends_with("tablekeeper.1")));
    for file in &files {
        let text = read(file).to_lowercase();
        for word in PLACEHOLDERS {
            assert!(
                !text.contains(word),
                "{file} holds the placeholder {word:?}"
            );
        }
    }
}

#[test]
fn the_desktop_entry_and_metainfo_agree() {
    // The window names itself so (the X11 class, the Wayland app id), or
    // the dock cannot match it to the desktop entry.
    #[cfg(feature = "gui")]
    assert_eq!(tablekeeper::ui::APP_ID, APP_ID);
    let desktop = read(&format!("packaging/linux/{APP_ID}.desktop"));
    assert!(desktop.contains(&format!("\nIcon={APP_ID}\n")), "{desktop}");
    assert!(desktop.contains("\nExec=tablekeeper\n"), "{desktop}");
    let metainfo = read(&format!("packaging/linux/{APP_ID}.metainfo.xml"));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
    )));
    assert!(metainfo.contains("<binary>tablekeeper</binary>"));
    // No screenshot is listed while the project has no public place to
    // fetch them from (an AppStream screenshot is a URL); docs/*.png are
    // the pictures to list, with a check of each file's size, once there is.
    assert!(
        !metainfo.contains("<screenshot"),
        "a screenshot is listed: check that its file exists at the size it says"
    );
}

/// The languages other than English, in the order their lines are written.
fn translations() -> Vec<&'static str> {
    let mut langs: Vec<&str> = tablekeeper::i18n::languages()
        .filter(|l| *l != "en")
        .collect();
    langs.sort_unstable();
    langs
}

/// `i18n/<lang>/desktop.ftl`'s messages, each on one line (its key,
/// its text).
fn desktop_texts(lang: &str) -> BTreeMap<String, String> {
    let path = format!("i18n/{lang}/desktop.ftl");
    let source = read(&path);
    let keys = tablekeeper::i18n::keys_of(&source).unwrap_or_else(|e| panic!("{path}: {e}"));
    let resource = FluentResource::try_new(source).unwrap_or_else(|_| panic!("{path}"));
    let mut bundle = FluentBundle::new(vec![lang.parse::<LanguageIdentifier>().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    keys.into_iter()
        .map(|key| {
            let pattern = bundle.get_message(&key).and_then(|m| m.value()).unwrap();
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            assert!(errors.is_empty(), "{path}: {key}: {errors:?}");
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            (key, text)
        })
        .collect()
}

/// The desktop entry, its translated lines from `i18n/*/desktop.ftl`.
fn desktop_entry() -> String {
    let en = desktop_texts("en");
    let others: Vec<(&str, BTreeMap<String, String>)> = translations()
        .into_iter()
        .map(|l| (l, desktop_texts(l)))
        .collect();
    let field = |name: &str, key: &str| {
        let mut lines = format!("{name}={}\n", en[key]);
        for (lang, texts) in &others {
            writeln!(lines, "{name}[{lang}]={}", texts[key]).unwrap();
        }
        lines
    };
    format!(
        "[Desktop Entry]\nType=Application\nName=Tablekeeper\n{}{}Exec=tablekeeper\nIcon={APP_ID}\n\
         Terminal=false\nCategories=Game;BoardGame;\n{}",
        field("GenericName", "desktop-generic-name"),
        field("Comment", "desktop-comment"),
        field("Keywords", "desktop-keywords"),
    )
}

/// The metainfo's summary, developer and description, in every language
/// (`xml:lang` beside each English element).
fn metainfo_texts() -> String {
    let en = desktop_texts("en");
    let others: Vec<(&str, BTreeMap<String, String>)> = translations()
        .into_iter()
        .map(|l| (l, desktop_texts(l)))
        .collect();
    let element = |out: &mut String, indent: &str, tag: &str, key: &str| {
        writeln!(out, "{indent}<{tag}>{}</{tag}>", xml_escape(&en[key])).unwrap();
        for (lang, texts) in &others {
            writeln!(
                out,
                "{indent}<{tag} xml:lang=\"{lang}\">{}</{tag}>",
                xml_escape(&texts[key])
            )
            .unwrap();
        }
    };
    let mut out = String::new();
    element(&mut out, "  ", "summary", "metainfo-summary");
    out.push_str(
        "  <developer id=\"io.github.tablekeeper\">\n    <name>Tablekeeper developers</name>\n  </developer>\n",
    );
    out.push_str("  <description>\n");
    for key in ["metainfo-intro", "metainfo-safe", "metainfo-games"] {
        element(&mut out, "    ", "p", key);
    }
    out.push_str("    <ul>\n");
    for key in [
        "metainfo-karth",
        "metainfo-hero-realms",
        "metainfo-kharnage",
        "metainfo-koth",
        "metainfo-kings-armory",
        "metainfo-custom",
    ] {
        element(&mut out, "      ", "li", key);
    }
    out.push_str("    </ul>\n");
    element(&mut out, "    ", "p", "metainfo-cli");
    out.push_str("  </description>\n");
    out
}

#[test]
fn the_desktop_entry_and_metainfo_speak_every_language() {
    // desktop.ftl is not in the program (src/i18n.rs), so its keys are
    // checked here: every language has exactly English's.
    let en: Vec<String> = desktop_texts("en").into_keys().collect();
    for lang in translations() {
        let keys: Vec<String> = desktop_texts(lang).into_keys().collect();
        assert_eq!(keys, en, "i18n/{lang}/desktop.ftl has English's keys");
    }
    for lang in tablekeeper::i18n::languages() {
        let texts = desktop_texts(lang);
        let keywords = &texts["desktop-keywords"];
        assert!(keywords.ends_with(';'), "{lang}: {keywords}");
        for (key, text) in &texts {
            assert!(!text.is_empty(), "{lang}: {key}");
        }
        // Every game is named on the software centre's page.
        let page: String = texts.values().map(|t| format!("{t}\n")).collect();
        for game in [
            "Heroes of Karth: Deathmatch",
            "Hero Realms",
            "Kharnage",
            "Koth",
            "The King's Armory",
        ] {
            assert!(page.contains(game), "{lang}: {game}");
        }
    }
    current(
        &format!("packaging/linux/{APP_ID}.desktop"),
        desktop_entry().as_bytes(),
    );
    let path = format!("packaging/linux/{APP_ID}.metainfo.xml");
    let metainfo = read(&path);
    let start = metainfo.find("  <summary>").expect("a <summary>");
    let end =
        metainfo.find("  </description>\n").expect("</description>") + "  </description>\n".len();
    let updated = format!(
        "{}{}{}",
        &metainfo[..start],
        metainfo_texts(),
        &metainfo[end..]
    );
    current(&path, updated.as_bytes());
}

/// A PNG's width, height and whether it is 8-bit RGBA, from its header.
fn png_header(path: &PathBuf) -> (u32, u32, bool) {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n") && &bytes[12..16] == b"IHDR");
    let number =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (number(16), number(20), bytes[24] == 8 && bytes[25] == 6)
}

#[test]
fn the_icons_are_rendered_from_the_current_svg() {
    let svg = fs::read(root().join("icons/tablekeeper.svg")).unwrap();
    let hash: String = Sha256::digest(&svg)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        read("icons/generated-from.sha256"),
        format!("{hash}  tablekeeper.svg\n"),
        "icons/tablekeeper.svg changed: run icons/generate.sh and commit the PNGs"
    );
    for size in ICON_SIZES {
        let path = root().join(format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png"));
        assert_eq!(png_header(&path), (size, size, true), "{}", path.display());
    }
    // The window's own icon (src/ui/icon.rs decodes 8-bit RGBA only).
    assert_eq!(
        png_header(&root().join("icons/tablekeeper-64.png")),
        (64, 64, true)
    );
}

#[test]
fn bash_completes_commands_and_formats() {
    // The script as generated (the checked-in one is compared above).
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("tablekeeper.bash");
    fs::write(&script, completion(Shell::Bash)).unwrap();
    let complete = |words: &str| {
        let program = format!(
            "source \"$0\"; COMP_WORDS=({words}); COMP_CWORD=$((${{#COMP_WORDS[@]}} - 1)); \
             _tablekeeper tablekeeper \"${{COMP_WORDS[-1]}}\" \"${{COMP_WORDS[-2]}}\"; \
             echo \"${{COMPREPLY[@]}}\""
        );
        match std::process::Command::new("bash")
            .arg("-c")
            .arg(program)
            .arg(&script)
            .output()
        {
            Ok(o) => Some(String::from_utf8_lossy(&o.stdout).trim().to_owned()),
            Err(_) => None,
        }
    };
    let Some(commands) = complete("tablekeeper ''") else {
        eprintln!("bash_completes_commands_and_formats: no bash here, skipped");
        return;
    };
    for command in ["list", "show", "replay", "export", "--data-dir"] {
        assert!(commands.split(' ').any(|w| w == command), "{commands}");
    }
    assert_eq!(
        complete("tablekeeper export x --format ''").unwrap(),
        "json csv md"
    );
}

#[test]
fn the_debian_copyright_holds_the_license_text() {
    let license = read("packaging/LICENSE");
    let (notice, text) = license
        .split_once("\n\n")
        .and_then(|(_, rest)| rest.split_once("\n\n"))
        .expect("a title, a copyright line, then the text");
    let holder = notice
        .strip_prefix("Copyright (c) ")
        .expect("a copyright line");
    let copyright = read("packaging/debian/copyright");
    assert!(
        copyright.contains(&format!("\nCopyright: {holder}\n")),
        "{copyright}"
    );
    // DEP-5: the text indented by one space, an empty line written " .".
    let indented: String = text
        .lines()
        .map(|l| {
            if l.is_empty() {
                " .\n".to_owned()
            } else {
                format!(" {l}\n")
            }
        })
        .collect();
    assert!(
        copyright.ends_with(&format!("\nLicense: MIT\n{indented}")),
        "packaging/debian/copyright has the text of packaging/LICENSE"
    );
}

#[test]
fn every_licence_in_the_notice_is_in_the_debian_copyright() {
    // packaging/licenses.sh writes both from Cargo.lock (CI checks they are
    // current); here: they agree, and the font's licence is in both.
    let notice = read("packaging/THIRD-PARTY-LICENSES.txt");
    let listed: Vec<&str> = notice
        .lines()
        .skip_while(|l| *l != "Licences:")
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.trim().split_once(':').map(|(id, _)| id))
        .collect();
    assert!(
        listed.contains(&"MIT") && listed.contains(&"OFL-1.1"),
        "{listed:?}"
    );
    assert!(notice.contains("SIL OPEN FONT LICENSE Version 1.1"));
    assert!(notice.contains("Fira Sans"));
    let copyright = read("packaging/debian/copyright");
    let binary = copyright
        .split("\n\n")
        .find(|p| p.starts_with("Files: usr/bin/tablekeeper\n"))
        .expect("a paragraph for the binary");
    let licences: Vec<&str> = binary
        .lines()
        .find_map(|l| l.strip_prefix("License: "))
        .expect("its License")
        .split(" and ")
        .collect();
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    let mut named = licences.clone();
    named.sort_unstable();
    assert_eq!(sorted, named, "the binary's licences");
    for id in licences {
        assert!(
            copyright.contains(&format!("\n\nLicense: {id}\n ")),
            "packaging/debian/copyright has the text of {id}"
        );
    }
}

/// The packages a newcomer is told to install, from the README's
/// `sudo apt-get install` lines (with their continuation lines).
fn readme_packages() -> Vec<String> {
    let readme = read("README.md");
    let mut packages = Vec::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.trim().strip_prefix("sudo apt-get install") else {
            continue;
        };
        let mut command = rest.to_owned();
        while command.trim_end().ends_with('\\') {
            command = command.trim_end().trim_end_matches('\\').to_owned();
            command.push(' ');
            command.push_str(lines.next().unwrap_or(""));
        }
        let command = command.split('#').next().unwrap_or("");
        // A local package file (`./target/…deb`) is not a package name.
        packages.extend(
            command
                .split_whitespace()
                .filter(|p| !p.contains('/'))
                .map(str::to_owned),
        );
    }
    packages
}

#[test]
fn the_readme_names_the_toolchain_and_installs_what_ci_installs() {
    let readme = read("README.md");
    let manifest = read("Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = "))
        .map(|v| v.trim_matches('"').to_owned())
        .unwrap();
    assert!(
        readme.contains(&format!("Rust {version} or newer")) && readme.contains("rustup"),
        "the README names rustup and rust-version {version}"
    );
    let ci = read(".ci/run");
    let start = ci.find("packages=(").unwrap();
    let end = start + ci[start..].find(')').unwrap();
    let installed: Vec<&str> = ci[start + "packages=(".len()..end]
        .split_whitespace()
        .collect();
    let told = readme_packages();
    assert!(told.contains(&"build-essential".to_owned()), "{told:?}");
    assert!(
        told.contains(&"xvfb".to_owned()),
        "the tests' line: {told:?}"
    );
    for p in &told {
        assert!(
            installed.contains(&p.as_str()),
            "README installs {p}; .ci/run does not"
        );
    }
}

#[test]
fn completions_offer_games_formats_and_session_ids() {
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let script = String::from_utf8(completion(shell)).unwrap();
        for value in tablekeeper::rules::GameKind::ALL
            .iter()
            .map(|g| g.name())
            .chain(["json", "csv", "md"])
        {
            assert!(script.contains(value), "{shell:?}: {value}");
        }
        assert!(script.contains("list --ids"), "{shell:?}: session ids");
    }
    // Bash, run: the games after --game, a saved session's id after show.
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("tablekeeper.bash");
    fs::write(&script, completion(Shell::Bash)).unwrap();
    let data = dir.path().join("data");
    let store = tablekeeper::store::Store::open(&data).unwrap();
    let session = tablekeeper::session::Session::new(
        "friday".into(),
        tablekeeper::rules::AnySetup::Custom(tablekeeper::rules::custom::Setup {
            players: vec![
                tablekeeper::rules::Player::new("Ana".to_owned(), 0),
                tablekeeper::rules::Player::new("Bo".to_owned(), 1),
            ],
            counters: vec![tablekeeper::rules::custom::Counter::new("Points", 0)],
            win: None,
        }),
        chrono::Utc::now(),
    )
    .unwrap();
    store.save(&session).unwrap();
    let bin = env!("CARGO_BIN_EXE_tablekeeper");
    let complete = |words: &str, data: &Path| {
        let program = format!(
            "source \"$0\"; COMP_WORDS=(\"$1\" {words}); COMP_CWORD=$((${{#COMP_WORDS[@]}} - 1)); \
             _tablekeeper_sessions \"$1\" \"${{COMP_WORDS[-1]}}\" \"${{COMP_WORDS[-2]}}\"; \
             echo \"${{COMPREPLY[@]}}\""
        );
        std::process::Command::new("bash")
            .arg("-c")
            .arg(program)
            .arg(&script)
            .arg(bin)
            .env("TABLEKEEPER_DATA_DIR", data)
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
    };
    let Some(games) = complete("stats --game ''", &data) else {
        eprintln!("completions_offer_games_formats_and_session_ids: no bash here, skipped");
        return;
    };
    let all: Vec<&str> = tablekeeper::rules::GameKind::ALL
        .iter()
        .map(|g| g.name())
        .collect();
    assert_eq!(games, all.join(" "));
    for words in ["show ''", "export --format md ''", "show fr"] {
        let offered = complete(words, &data).unwrap();
        assert!(
            offered.split(' ').any(|w| w == "friday"),
            "{words}: {offered}"
        );
    }
    let other = dir.path().join("other");
    for words in [
        "show friday ''",
        "list ''",
        "--data-dir \"$0.none\" show ''",
        "export x --format ''",
    ] {
        let offered = complete(words, &other).unwrap();
        assert!(!offered.contains("friday"), "{words}: {offered}");
    }
    let offered = complete(&format!("--data-dir {} show ''", data.display()), &other).unwrap();
    assert!(offered.split(' ').any(|w| w == "friday"), "{offered}");
}

/// The lines of the man page's section `name` (without its heading).
fn man_section<'a>(page: &'a str, name: &str) -> Vec<&'a str> {
    page.lines()
        .skip_while(|l| *l != format!(".SH {name}") && *l != format!(".SH \"{name}\""))
        .skip(1)
        .take_while(|l| !l.starts_with(".SH "))
        .collect()
}

/// roff as plain text: `\-` is `-`, font changes go.
fn unroff(line: &str) -> String {
    line.replace("\\fB", "")
        .replace("\\fR", "")
        .replace("\\fI", "")
        .replace("\\-", "-")
}

#[test]
fn the_man_page_says_what_a_user_looks_for() {
    let page = String::from_utf8(man_page()).unwrap();
    for (section, at_least) in [
        ("EXIT STATUS", 4),
        ("ENVIRONMENT", 10),
        ("FILES", 10),
        ("EXAMPLES", 10),
    ] {
        let lines = man_section(&page, section);
        assert!(
            lines.len() >= at_least,
            "{section}: {} lines: {lines:?}",
            lines.len()
        );
    }
    // Every variable the program reads is in ENVIRONMENT.
    let environment = man_section(&page, "ENVIRONMENT").join("\n");
    let mut read = std::collections::BTreeSet::new();
    let mut folders = vec![root().join("src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).unwrap();
                for (i, _) in text.match_indices("\"TABLEKEEPER_") {
                    let name: String = text[i + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                        .collect();
                    read.insert(name);
                }
            }
        }
    }
    assert!(read.contains("TABLEKEEPER_DATA_DIR"), "{read:?}");
    for name in &read {
        assert!(
            environment.contains(&format!("\\fB{name}\\fR")),
            "{name} is not in ENVIRONMENT"
        );
    }
    let files = unroff(&man_section(&page, "FILES").join("\n"));
    for name in [
        "sessions/",
        "index.json",
        "trash/",
        "quarantine/",
        "settings.json",
        "roster.json",
        "events/",
    ] {
        assert!(files.contains(name), "{name} is not in FILES");
    }
    assert!(
        unroff(&page).contains("head -1"),
        "EXIT STATUS: a closed pipe"
    );
    // Every example is a command line the program takes.
    let examples = man_section(&page, "EXAMPLES");
    let mut commands = 0;
    for line in examples.iter().map(|l| unroff(l)) {
        let Some(line) = line.strip_prefix("tablekeeper ") else {
            continue;
        };
        // The first command of a pipe or a list; `~` as a shell expands it.
        let first = line
            .split(['|', '&'])
            .next()
            .unwrap()
            .replace('~', "/home/u");
        let words: Vec<String> = first.split_whitespace().map(str::to_owned).collect();
        let parsed = tablekeeper::cli::parse(&words);
        assert!(
            matches!(parsed, Ok(ref c) if !matches!(c, tablekeeper::cli::Command::Help(_))),
            "{first}: {parsed:?}"
        );
        commands += 1;
    }
    assert!(commands >= 6, "{commands} examples");
}
