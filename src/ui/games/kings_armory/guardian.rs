//! Felicity's Guardian on the target page (E, Summon Guardian): its HP and resistances typed, Summon, "shields Felicity" for a ranged hit on her, and why the rules would refuse them.

use iced::widget::text::Wrapping;
use iced::widget::{Row, column, container, text, text_input};
use iced::{Alignment, Element, Length};

use super::body::Msg;
use super::controls::act;
use super::look::{V, ring, text_width, tip};
use super::picks::{GuardianField, Pick};
use crate::rules::kings_armory::{Ask, Kind, damage_taken};
use crate::ui::theme;

/// Felicity's (hero `hero`'s) Guardian: the numbers from her card, Summon
/// in the players' round, and, while it stands beside her, a ranged hit
/// on her taken by it (the amount, less its ranged resistance). Both
/// buttons are always there, disabled with the reason when refused.
pub fn part<'a>(v: V<'a>, hero: usize) -> Element<'a, Msg> {
    let st = v.state;
    let felicity = st
        .heroes
        .get(hero)
        .map_or_else(String::new, |h| h.name.clone());
    let name = v.i18n.tr("ui-ka-guardian-name");
    // Kept for a Summon sent by Enter on the lit button.
    v.body.name_guardian(&name);
    let mut fields = Row::new().spacing(4);
    for f in GuardianField::ALL {
        // As wide as its hint, so the hint shows whole.
        let hint = v.i18n.tr(f.key());
        let width = (text_width(&hint, theme::ordinary::body() * v.s) + 20.0).max(56.0 * v.s);
        fields = fields.push(ring(
            v,
            &f.id(),
            text_input(&hint, v.body.picks.guardian_field(f))
                .id(f.id())
                .on_input_maybe(v.live.then_some(move |w| Msg::Pick(Pick::Guardian(f, w))))
                .on_submit_maybe(v.on(Msg::Summon(hero, name.clone())))
                .size(theme::ordinary::body() * v.s)
                .padding(8)
                .width(Length::Fixed(width)),
        ));
    }
    let (summon, summon_why) = act(
        v,
        v.i18n.tr("ui-ka-summon-guardian"),
        // Tried with the HP typed, else 1: the rules say whether a
        // summoning may come now (her turn, once a wave), not whether the
        // number is good.
        Ask::Summon(hero),
        Msg::Summon(hero, name.clone()),
        "ka-summon-guardian".into(),
    );
    let amount = v.body.amount().unwrap_or(1).max(1);
    let taken = st.guardian.as_ref().map_or(amount, |g| {
        damage_taken(amount, Kind::Ranged, &g.resist, g.tokens.bless > 0, &[])
    });
    let (shields, shields_why) = act(
        v,
        v.i18n.tr_args(
            "ui-ka-guardian-shields",
            &[
                ("who", crate::ui::widget::short(&felicity, 12).into()),
                ("taken", taken.into()),
            ],
        ),
        Ask::Shields(hero),
        Msg::Shield(hero),
        "ka-guardian-shields".into(),
    );
    // While the Guardian is on the board, why it cannot shield her; before,
    // why it cannot be summoned.
    let why = if st.guardian.is_some() {
        shields_why
    } else {
        summon_why
    };
    column![
        tip(
            text(v.i18n.tr("ui-ka-guardian-title"))
                .size(theme::ordinary::body() * v.s)
                .wrapping(Wrapping::None),
            Some(v.i18n.tr("ui-ka-guardian-help")),
        ),
        tip(
            fields.wrap().vertical_spacing(4),
            Some(v.i18n.tr("ui-ka-guardian-fields")),
        ),
        Row::new()
            .push(summon)
            .push(shields)
            .spacing(6)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(4),
        container(v.note(why.filter(|_| v.live).unwrap_or_default())).id("ka-guardian-why"),
    ]
    .spacing(4)
    .into()
}
