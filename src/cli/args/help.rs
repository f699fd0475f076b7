//! `--help` in the user's language: the command line's clap definition
//! (the English source, as the man page and the completions take it)
//! with every about, help and heading replaced by its message in the
//! Fluent files (`cli-help-…`). The usage lines are syntax and stay as
//! they are.

use clap::builder::PossibleValue;

use crate::i18n::I18n;

/// The key of the root command's own words.
const ROOT: &str = "cli-help-tablekeeper";

/// The key of a command's about: `cli-help-event-new` for `event new`,
/// [`ROOT`] for the command line itself.
fn command_key(path: &[&str]) -> String {
    match path {
        [] => ROOT.to_owned(),
        // `help list` says what `list` is, in the same words.
        ["help", rest @ ..] if !rest.is_empty() => command_key(rest),
        path => format!("cli-help-{}", path.join("-")),
    }
}

/// The key of an argument's help: the command's key and its id
/// (`cli-help-list-json`); an argument every command has (`--help`,
/// `--version`, `--data-dir`) is the root's.
fn arg_key(path: &[&str], arg: &clap::Arg) -> String {
    let id = arg.get_id().as_str().replace('_', "-");
    let everywhere = arg.is_global_set() || matches!(id.as_str(), "help" | "version");
    match everywhere {
        true => format!("{ROOT}-{id}"),
        false => format!("{}-{id}", command_key(path)),
    }
}

/// The key of a possible value's help: the argument's key and the value.
fn value_key(arg_key: &str, value: &PossibleValue) -> String {
    format!("{arg_key}-{}", value.get_name())
}

/// Every message `localized` asks for, with the English the definition
/// has for it: the command line's help as keys and words.
#[cfg(test)]
fn english_words(command: &clap::Command) -> Vec<(String, String)> {
    let mut words = Vec::new();
    collect(command, &mut Vec::new(), &mut words);
    let mut seen = std::collections::HashSet::new();
    words.retain(|(key, _)| seen.insert(key.clone()));
    words
}

#[cfg(test)]
fn collect(command: &clap::Command, path: &mut Vec<String>, words: &mut Vec<(String, String)>) {
    let names: Vec<&str> = path.iter().map(String::as_str).collect();
    let key = command_key(&names);
    if let Some(about) = command.get_about() {
        words.push((key.clone(), about.to_string()));
    }
    if let Some(long) = command.get_long_about() {
        words.push((format!("{key}-long"), long.to_string()));
    }
    if let Some(after) = command.get_after_help() {
        words.push((format!("{key}-after"), after.to_string()));
    }
    for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
        let key = arg_key(&names, arg);
        if let Some(help) = arg.get_help() {
            words.push((key.clone(), help.to_string()));
        }
        if let Some(long) = arg.get_long_help() {
            words.push((format!("{key}-long"), long.to_string()));
        }
        let values = arg.get_possible_values();
        for value in values.iter().filter(|_| !game_values(&key)) {
            if let Some(help) = value.get_help().filter(|_| !value.is_hide_set()) {
                words.push((value_key(&key, value), help.to_string()));
            }
        }
    }
    for sub in command.get_subcommands() {
        path.push(sub.get_name().to_owned());
        collect(sub, path, words);
        path.pop();
    }
}

/// `command` (built) with its words in `i18n`'s language: each about,
/// help and possible value's help whose message the language has, and
/// the headings ("Usage", "Commands", "Arguments", "Options").
pub(super) fn localized(command: clap::Command, i18n: &I18n) -> clap::Command {
    localize(command, &mut Vec::new(), i18n)
}

fn localize(mut command: clap::Command, path: &mut Vec<String>, i18n: &I18n) -> clap::Command {
    let names: Vec<&str> = path.iter().map(String::as_str).collect();
    let key = command_key(&names);
    let said = |key: &str| i18n.has(key).then(|| i18n.tr(key));
    if command.get_about().is_some()
        && let Some(about) = said(&key)
    {
        command = command.about(about);
    }
    if command.get_long_about().is_some()
        && let Some(long) = said(&format!("{key}-long"))
    {
        command = command.long_about(long);
    }
    if command.get_after_help().is_some()
        && let Some(after) = said(&format!("{key}-after"))
    {
        command = command.after_help(after.clone()).after_long_help(after);
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i18n.tr("cli-help-usage")
    );
    command = command
        .help_template(template)
        .subcommand_help_heading(i18n.tr("cli-help-commands"));
    let (arguments, options) = (i18n.tr("cli-help-arguments"), i18n.tr("cli-help-options"));
    let args: Vec<(String, String, bool)> = command
        .get_arguments()
        .map(|a| {
            let id = a.get_id().as_str().to_owned();
            (id, arg_key(&names, a), a.is_positional())
        })
        .collect();
    for (id, key, positional) in args {
        let heading = if positional { &arguments } else { &options };
        command = command.mut_arg(id, |arg| localize_arg(arg, &key, heading, i18n));
    }
    let subs: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in subs {
        path.push(name.clone());
        command = command.mut_subcommand(name, |sub| localize(sub, path, i18n));
        path.pop();
    }
    command
}

/// An argument with its help (`key`) in `i18n`'s words, under `heading`.
fn localize_arg(mut arg: clap::Arg, key: &str, heading: &str, i18n: &I18n) -> clap::Arg {
    let said = |key: &str| i18n.has(key).then(|| i18n.tr(key));
    arg = arg.help_heading(heading.to_owned());
    if let Some(index) = arg.get_index() {
        // Under a heading of their own clap sorts arguments by name:
        // values keep their order (OLD before NEW).
        arg = arg.display_order(index);
    }
    if arg.get_help().is_some()
        && let Some(help) = said(key)
    {
        arg = arg.help(help);
    }
    if arg.get_long_help().is_some()
        && let Some(long) = said(&format!("{key}-long"))
    {
        arg = arg.long_help(long);
    }
    if i18n.code() == "en" {
        // clap says the possible values and the default in English itself.
        return arg;
    }
    // clap's "Possible values:" and "[default: …]" are English: in another
    // language they are said in its words, after the help.
    let mut extra = Vec::new();
    let values: Vec<PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set() && v.get_help().is_some())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let width = values.iter().map(|v| v.get_name().len()).max().unwrap_or(0);
        let mut list = i18n.tr("cli-help-possible-values");
        for v in &values {
            let help = match game_values(key) {
                true => crate::rules::GameKind::from_name(v.get_name())
                    .map(|game| i18n.tr(&game.title_key())),
                false => said(&value_key(key, v)),
            };
            let help = help.or_else(|| v.get_help().map(ToString::to_string));
            let name = format!("{}:", v.get_name());
            list.push_str(&format!(
                "\n- {name:<w$} {}",
                help.unwrap_or_default(),
                w = width + 1
            ));
        }
        extra.push(list);
        arg = arg.hide_possible_values(true);
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    // A flag's default (`false`) is not said, as clap does not say it.
    let said_default = arg.get_action().takes_values() && !arg.is_hide_default_value_set();
    if !defaults.is_empty() && said_default {
        let value = defaults.join(", ");
        extra.push(i18n.tr_args("cli-help-default", &[("value", value.into())]));
        arg = arg.hide_default_value(true);
    }
    if !extra.is_empty() {
        let help = arg
            .get_long_help()
            .or(arg.get_help())
            .map(ToString::to_string)
            .unwrap_or_default();
        arg = arg.long_help(format!("{help}\n\n{}", extra.join("\n\n")));
    }
    arg
}

/// Whether the argument `key` names takes a game, whose values' help is
/// the game's title.
fn game_values(key: &str) -> bool {
    key.ends_with("-game") || key.ends_with("-games")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::command;

    /// The long help of the command at `path` (`["event", "new"]`).
    fn rendered(mut command: clap::Command, path: &[&str]) -> String {
        let mut at = &mut command;
        for name in path {
            at = at
                .find_subcommand_mut(name)
                .expect("a command of the definition");
        }
        at.render_long_help().to_string()
    }

    /// Every command's path, the root's first.
    fn paths(command: &clap::Command) -> Vec<Vec<String>> {
        let mut all = vec![Vec::new()];
        for sub in command.get_subcommands() {
            for mut path in paths(sub) {
                path.insert(0, sub.get_name().to_owned());
                all.push(path);
            }
        }
        all
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_english() {
        let en = I18n::new("en");
        let words = english_words(&command());
        assert!(words.len() > 80, "{}", words.len());
        for key in ["cli-help-list-json", "cli-help-event-new-games", ROOT] {
            assert!(words.iter().any(|(k, _)| k == key), "{key}");
        }
        let missing: Vec<&str> = words
            .iter()
            .map(|(key, _)| key.as_str())
            .filter(|key| !en.has(key))
            .collect();
        assert!(missing.is_empty(), "no English for {missing:?}");
        // Every language has them (the key test checks it), in its own words.
        let de = I18n::new("de");
        assert_ne!(de.tr("cli-help-list-json"), en.tr("cli-help-list-json"));
    }

    #[test]
    fn english_help_reads_as_the_definition_says_it() {
        let en = I18n::new("en");
        let english = localized(command(), &en);
        // clap's own words for its help command, with a plural the style
        // sheets forbid: ours say it without.
        let clap_help = "Print this message or the help of the given subcommand(s)";
        for path in paths(&command()) {
            let path: Vec<&str> = path.iter().map(String::as_str).collect();
            let before = rendered(command(), &path).replace(clap_help, &en.tr("cli-help-help"));
            assert_eq!(rendered(english.clone(), &path), before, "{path:?}");
        }
    }

    #[test]
    fn another_language_says_the_headings_and_helps_and_parses_the_same() {
        let de = I18n::new("de");
        let german = localized(command(), &de);
        let top = rendered(german.clone(), &[]);
        assert!(top.starts_with("Brettspiele"), "{top}");
        assert!(
            top.contains("\nAufruf: tablekeeper [--data-dir DIR]"),
            "{top}"
        );
        assert!(
            top.contains("\nBefehle:\n") && top.contains("\nOptionen:\n"),
            "{top}"
        );
        let show = rendered(german.clone(), &["show"]);
        assert!(
            show.contains("\nArgumente:\n") && show.contains("JSON ausgeben"),
            "{show}"
        );
        let export = rendered(german.clone(), &["export"]);
        assert!(export.contains("Ein Bericht in Markdown"), "{export}");
        let stats = rendered(german.clone(), &["stats"]);
        assert!(
            stats.contains("Helden von Karth") || stats.contains("Karth"),
            "{stats}"
        );
        assert!(export.contains("Mögliche Werte:\n"), "{export}");
        assert!(!export.contains("Possible values"), "{export}");
        let serve = rendered(german.clone(), &["serve"]);
        assert!(serve.contains("[Vorgabe: 127.0.0.1:0]"), "{serve}");
        assert!(!serve.contains("[default"), "{serve}");
        // The words change, not what is taken.
        for args in [
            &["tablekeeper", "export", "s1", "--format", "markdown"][..],
            &[
                "tablekeeper",
                "event",
                "new",
                "F",
                "--game",
                "koth",
                "--format",
                "pods",
                "--players",
                "A,B",
            ],
            &["tablekeeper", "stats", "--game", "karth"],
        ] {
            let matches = german.clone().try_get_matches_from(args);
            assert!(matches.is_ok(), "{args:?}: {matches:?}");
        }
    }
}
