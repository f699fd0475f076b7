//! How a game's end is said: one set of words for the play screen's result,
//! Home, History, Review and the command line's `list`, so they never
//! disagree ("Ana and Bo won!", "Over: the Castle Gate fell…").

use crate::i18n::I18n;
use crate::roster::Roster;
use crate::rules::{Outcome, Verdict};
use crate::summary::Summary;

/// "Ana and Bo won!", in the language's grammar (the verb agrees with how
/// many won, the names are joined as the language lists them).
pub fn winners(i18n: &I18n, winners: &[impl AsRef<str>]) -> String {
    i18n.tr_args(
        "ui-winner",
        &[
            ("winners", i18n.names(winners).into()),
            ("count", winners.len().into()),
        ],
    )
}

/// A decided game in words: who won (or that the table lost, or that
/// nobody did) and why; none while it is being played.
pub fn result(i18n: &I18n, outcome: &Outcome) -> Option<(String, String)> {
    let Outcome::Finished {
        winners: who_won,
        reason,
        result,
        ..
    } = outcome
    else {
        return None;
    };
    let who = match result {
        Verdict::Lost => i18n.tr("ui-table-lost"),
        Verdict::Draw => i18n.tr("ui-nobody-won"),
        Verdict::Won => winners(i18n, who_won),
    };
    Some((who, i18n.text(reason)))
}

/// A listed session's state: read-only, who won (each winner as the
/// roster names them), how it ended without a winner (by its reason: never
/// "nobody won" alone when a reason is known), abandoned, or in progress.
pub fn status(i18n: &I18n, s: &Summary, roster: &Roster) -> String {
    if s.refused.is_some() {
        i18n.tr("ui-refused-mark")
    } else if s.finished && s.winners.is_empty() {
        match s.reason.as_deref() {
            Some(reason) => i18n.tr_args("ui-over", &[("reason", i18n.text(reason).into())]),
            None => i18n.tr("ui-nobody-won"),
        }
    } else if s.finished {
        let named: Vec<String> = s.winners.iter().map(|w| roster.who(w)).collect();
        winners(i18n, &named)
    } else if s.abandoned {
        i18n.tr("ui-history-abandoned")
    } else {
        i18n.tr("ui-in-progress")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verb_agrees_with_how_many_won_and_names_are_listed_as_the_language_does() {
        let de = I18n::new("de");
        assert_eq!(winners(&de, &["Ana"]), "Ana hat gewonnen!");
        assert_eq!(winners(&de, &["Ana", "Bo"]), "Ana und Bo haben gewonnen!");
        assert_eq!(
            winners(&de, &["Ana", "Bo", "Cem"]),
            "Ana, Bo und Cem haben gewonnen!"
        );
        let en = I18n::new("en");
        assert_eq!(winners(&en, &["Ana", "Bo"]), "Ana and Bo won!");
        let fr = I18n::new("fr");
        // A no-break space before "!", as French typography wants it.
        assert_eq!(winners(&fr, &["Ana"]), "Ana a gagné\u{a0}!");
        assert_eq!(winners(&fr, &["Ana", "Bo"]), "Ana et Bo ont gagné\u{a0}!");
        let es = I18n::new("es");
        assert_eq!(winners(&es, &["Ana", "Bo"]), "¡Victoria de Ana y Bo!");
        let tr = I18n::new("tr");
        assert_eq!(winners(&tr, &["Ana", "Bo"]), "Ana ve Bo kazandı!");
    }
}
