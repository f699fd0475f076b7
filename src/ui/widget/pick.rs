//! Pick-list options: a value with its words, and the game filter every
//! list of sessions offers.

use crate::i18n::I18n;
use crate::rules::GameKind;

/// A pick-list option: a value and its words.
#[derive(Debug, Clone, PartialEq)]
pub struct Pick<T> {
    /// The value.
    pub value: T,
    /// What the list shows.
    pub label: String,
}

impl<T> std::fmt::Display for Pick<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// "Every game", then each game by its title.
pub fn game_picks(i18n: &I18n) -> Vec<Pick<Option<GameKind>>> {
    let mut games = vec![Pick {
        value: None,
        label: i18n.tr("ui-history-every-game"),
    }];
    games.extend(GameKind::ALL.iter().map(|k| Pick {
        value: Some(*k),
        label: i18n.tr(&k.title_key()),
    }));
    games
}
