//! A player's page, opened from Stats: their record (games, wins and win
//! rate per game, how they won), their last games, how they fared against
//! each person they met, and the roster's tools: rename them everywhere,
//! make another name one with them, or split a spelling off again.

use crate::ui::widget::button;
use chrono::Local;
use iced::widget::{Column, column, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::Event;
use crate::i18n::I18n;
use crate::roster::{Roster, key};
use crate::rules::common::Color;
use crate::session::SessionId;
use crate::stats::{self, Profile};
use crate::summary::Summary;
use crate::ui::library::Library;
use crate::ui::screen::history::title_of;
use crate::ui::theme;
use crate::ui::widget::Press;
use crate::ui::widget::{self, Anchor, Confirm};

/// The id of the field the new name is typed in.
pub const RENAME_FIELD: &str = "player-rename";

/// The page.
#[derive(Debug, Clone)]
pub struct PlayerPage {
    /// The person's name.
    name: String,
    color: Option<Color>,
    also: Vec<String>,
    profile: Profile,
    /// The everyone else known (to make one with this player).
    others: Vec<String>,
    /// The name typed to rename them.
    rename: String,
    /// The other name picked to make one with them.
    merge: Option<String>,
    /// Whether the merge asks "sure?".
    asking: bool,
    /// The spelling whose split asks "sure?", if one does.
    splitting: Option<String>,
    /// Their last games, as the history lists them.
    recent: Vec<Summary>,
    /// The roster, as names are shown.
    roster: Roster,
}

/// What the page reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Back to Stats.
    Back,
    /// The new name typed.
    RenameTyped(String),
    /// Rename them to the name typed.
    Rename,
    /// Another name picked to make one with them.
    MergePicked(Option<String>),
    /// Ask before making the two one.
    MergeAsk,
    /// Make the two one.
    Merge,
    /// Do not.
    MergeCancel,
    /// Ask before splitting this spelling off.
    SplitAsk(String),
    /// Make this spelling someone of its own again.
    Split(String),
    /// Do not.
    SplitCancel,
    /// Review a session.
    Review(SessionId),
}

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            Msg::Back
            | Msg::Rename
            | Msg::MergePicked(_)
            | Msg::MergeAsk
            | Msg::Merge
            | Msg::MergeCancel
            | Msg::SplitAsk(_)
            | Msg::Split(_)
            | Msg::SplitCancel
            | Msg::Review(_) => Press::Once,
            Msg::RenameTyped(_) => Press::Not,
        }
    }
}

impl PlayerPage {
    /// The page of the person `name` is.
    pub fn new(name: &str, library: &Library) -> Self {
        let mut page = PlayerPage {
            name: library.roster().who(name),
            color: None,
            also: Vec::new(),
            profile: Profile::default(),
            others: Vec::new(),
            rename: String::new(),
            merge: None,
            asking: false,
            splitting: None,
            recent: Vec::new(),
            roster: Roster::default(),
        };
        page.sync(library);
        page
    }

    /// Works the page out again (the history or the roster changed);
    /// `name` is who it is now (after a rename or a merge).
    pub fn sync(&mut self, library: &Library) {
        let (sessions, roster) = (library.sessions(), library.roster());
        self.name = roster.who(&self.name);
        let person = roster.person(&self.name);
        self.color = person.and_then(|p| p.color);
        self.also = person.map(|p| p.also.clone()).unwrap_or_default();
        self.profile = stats::profile(sessions, &self.name, roster);
        let me = key(&self.name);
        let everyone = stats::compute(sessions, None, None, roster);
        let mut others: Vec<String> = everyone
            .players
            .into_iter()
            .map(|p| p.name)
            .chain(roster.people().iter().map(|p| p.name.clone()))
            .filter(|n| key(n) != me)
            .collect();
        others.sort_by_key(|n| key(n));
        others.dedup_by_key(|n| key(n));
        self.others = others;
        self.merge = self
            .merge
            .take()
            .filter(|m| self.others.iter().any(|o| o == m));
        self.asking = false;
        self.splitting = None;
        self.recent = self
            .profile
            .recent
            .iter()
            .filter_map(|id| sessions.iter().find(|s| &s.id == id).cloned())
            .collect();
        self.roster = roster.clone();
    }

    /// What Esc does on the page: a question (merge, split) asked is put
    /// away first, else back to Stats.
    pub fn escape(&self) -> Msg {
        if self.asking {
            Msg::MergeCancel
        } else if self.splitting.is_some() {
            Msg::SplitCancel
        } else {
            Msg::Back
        }
    }

    /// The person the page is of.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Applies a message: the roster's changes are saved through the
    /// library at once (a refusal says which rule), and the page shows
    /// them.
    pub fn update(&mut self, msg: Msg, library: &mut Library) -> (Task<Msg>, Option<Event>) {
        let event = self.apply(msg, library);
        (Task::none(), event)
    }

    fn apply(&mut self, msg: Msg, library: &mut Library) -> Option<Event> {
        match msg {
            Msg::Back => return Some(Event::Stats),
            Msg::RenameTyped(name) => self.rename = name,
            Msg::Rename => {
                let to = std::mem::take(&mut self.rename);
                library.hush();
                library.rename(&self.name, &to);
            }
            Msg::MergePicked(p) => {
                self.merge = p;
                self.asking = false;
            }
            Msg::MergeAsk => self.asking = self.merge.is_some(),
            Msg::MergeCancel => self.asking = false,
            Msg::Merge => {
                self.asking = false;
                let from = self.merge.take()?;
                library.hush();
                library.merge(&from, &self.name);
            }
            Msg::SplitAsk(spelling) => self.splitting = Some(spelling),
            Msg::SplitCancel => self.splitting = None,
            Msg::Split(spelling) => {
                self.splitting = None;
                library.hush();
                library.split(&spelling);
            }
            Msg::Review(id) => return Some(Event::Review(id)),
        }
        None
    }

    /// The page.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut title = row![].spacing(10).align_y(Alignment::Center);
        if let Some(c) = self.color {
            title = title.push(widget::swatch(c, 22.0));
        }
        title = title.push(widget::heading(self.name.clone()));
        let top = row![
            button(text(i18n.tr("ui-player-back")))
                .style(button::secondary)
                .on_press(Msg::Back),
            title,
        ]
        .spacing(16)
        .align_y(Alignment::Center);
        let record: Element<'a, Msg> = match &self.profile.record {
            Some(p) => super::stats::record(p, i18n),
            None => text(i18n.tr("ui-player-no-games")).into(),
        };
        column![
            top,
            record,
            self.names_view(i18n),
            text(i18n.tr("ui-stats-versus")).size(theme::body() * 1.25),
            self.versus_view(i18n),
            text(i18n.tr("ui-player-recent")).size(theme::body() * 1.25),
            self.recent_view(i18n),
        ]
        .spacing(14)
        // The buttons at the right end stay clear of the page's scrollbar.
        .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM))
        .into()
    }

    /// The other spellings (each can be split off), rename, and merge.
    fn names_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut also = row![text(i18n.tr("ui-player-also")).size(theme::small())]
            .spacing(8)
            .align_y(Alignment::Center);
        if self.also.is_empty() {
            also = also.push(text(i18n.tr("ui-player-also-none")).size(theme::small()));
        }
        for spelling in &self.also {
            also = also.push(
                row![
                    text(spelling.clone()).size(theme::small()),
                    widget::confirm(Confirm {
                        label: i18n.tr("ui-player-split"),
                        question: i18n.tr_args(
                            "ui-player-split-ask",
                            &[
                                ("name", spelling.clone().into()),
                                ("person", self.name.clone().into()),
                            ],
                        ),
                        yes: i18n.tr("ui-yes"),
                        no: i18n.tr("ui-no"),
                        armed: self.splitting.as_ref() == Some(spelling),
                        arm: Some(Msg::SplitAsk(spelling.clone())),
                        confirm: Msg::Split(spelling.clone()),
                        cancel: Msg::SplitCancel,
                        anchor: Anchor::Start,
                        size: theme::small(),
                    }),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
        }
        let typed = self.rename.trim();
        let rename = row![
            text_input(&i18n.tr("ui-player-new-name"), &self.rename)
                .id(RENAME_FIELD)
                .on_input(Msg::RenameTyped)
                .on_submit_maybe((!typed.is_empty()).then_some(Msg::Rename))
                .width(Length::Fixed(220.0)),
            button(text(i18n.tr("ui-player-rename")))
                .style(button::secondary)
                .on_press_maybe((!typed.is_empty()).then_some(Msg::Rename)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut others = row![text(i18n.tr("ui-player-same-as"))]
            .spacing(6)
            .align_y(Alignment::Center);
        for o in &self.others {
            let chosen = self.merge.as_deref() == Some(o.as_str());
            others = others.push(
                button(text(o.clone()).size(theme::small()))
                    .style(if chosen {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .padding([2, 8])
                    .on_press(Msg::MergePicked(Some(o.clone()))),
            );
        }
        let merge = row![widget::confirm(Confirm {
            label: i18n.tr("ui-player-merge"),
            question: i18n.tr_args(
                "ui-player-merge-ask",
                &[
                    ("name", self.merge.clone().unwrap_or_default().into()),
                    ("into", self.name.clone().into()),
                ],
            ),
            yes: i18n.tr("ui-yes"),
            no: i18n.tr("ui-no"),
            armed: self.asking,
            arm: self.merge.as_ref().map(|_| Msg::MergeAsk),
            confirm: Msg::Merge,
            cancel: Msg::MergeCancel,
            anchor: Anchor::Start,
            size: theme::body(),
        })]
        .wrap();
        column![
            also.wrap(),
            rename,
            others.wrap().vertical_spacing(6),
            merge
        ]
        .spacing(10)
        .into()
    }

    fn versus_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut list = Column::new().spacing(4);
        if self.profile.versus.is_empty() {
            list = list.push(text(i18n.tr("ui-stats-none")).size(theme::body()));
        }
        for h in &self.profile.versus {
            list = list.push(text(stats::versus_line(i18n, h)).size(theme::body()));
        }
        list.into()
    }

    fn recent_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let now = Local::now();
        let roster = &self.roster;
        let mut list = Column::new().spacing(6);
        for s in &self.recent {
            let status = crate::verdict_words::status(i18n, s, roster);
            list = list.push(
                row![
                    column![
                        text(title_of(s, i18n, roster)).size(theme::body()),
                        text(format!("{} · {status}", i18n.when(s.updated, &now)))
                            .size(theme::small()),
                    ]
                    .width(Length::Fill),
                    button(text(i18n.tr("ui-result-review")))
                        .style(widget::primary)
                        .on_press(Msg::Review(s.id.clone())),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        list.into()
    }
}
