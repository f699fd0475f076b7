//! The players part of the setup forms: colours that differ at a table.

use super::*;

/// A form of 2 to 4 players who know Dee and Anna, both keeping vermillion,
/// and Bo keeping sky blue.
fn form() -> (PlayersForm, I18n) {
    let mut f = PlayersForm::new(vec!["A".into(), "B".into()], 2, 4, "h", "ui-player-n");
    let [vermillion, sky, ..] = PALETTE;
    let known = |name: &str, color| Known {
        name: name.into(),
        color: Some(color),
    };
    f.know(Arc::from(vec![
        known("Dee", vermillion),
        known("Anna", vermillion),
        known("Bo", sky),
    ]));
    (f, I18n::new("en"))
}

fn colors(f: &PlayersForm) -> Vec<Color> {
    f.players.iter().map(|p| p.color).collect()
}

fn distinct(f: &PlayersForm) -> bool {
    let c = colors(f);
    c.iter().enumerate().all(|(i, a)| !c[..i].contains(a))
}

#[test]
fn an_event_table_seats_two_players_of_one_colour_apart() {
    let [vermillion, sky, ..] = PALETTE;
    let (mut f, _) = form();
    f.seat(&["Dee".into(), "Anna".into(), "Cy".into(), "Bo".into()]);
    let c = colors(&f);
    assert_eq!(c[0], vermillion, "Dee, seated first, keeps vermillion");
    assert_eq!(
        c[1],
        nearest_free(vermillion, &[vermillion]),
        "Anna: the nearest free"
    );
    assert_ne!(c[1], vermillion);
    assert_eq!(c[3], sky, "Bo keeps sky, though Cy sits before him");
    assert!(distinct(&f), "{c:?}");
    // Someone who keeps no colour takes a free one, never a kept one.
    let (mut f, _) = form();
    f.seat(&["Cy".into(), "Dee".into()]);
    assert_eq!(colors(&f)[1], vermillion);
    assert!(distinct(&f), "{:?}", colors(&f));
}

#[test]
fn a_new_game_gives_the_later_of_two_in_one_colour_the_nearest_free() {
    let [vermillion, ..] = PALETTE;
    let (mut f, i18n) = form();
    f.update(Msg::Known("Dee".into()), &i18n);
    f.update(Msg::Known("Anna".into()), &i18n);
    assert_eq!(f.players[1].name, "Anna");
    assert_eq!(
        colors(&f),
        vec![vermillion, nearest_free(vermillion, &[vermillion])]
    );
    // Typed rather than picked: the same.
    let (mut f, i18n) = form();
    f.update(Msg::Name(0, "Anna".into()), &i18n);
    f.update(Msg::Name(1, "Dee".into()), &i18n);
    assert_eq!(
        colors(&f),
        vec![vermillion, nearest_free(vermillion, &[vermillion])]
    );
    // A seat that only happened to sit in a kept colour gives it up.
    let (mut g, _) = form();
    let sky = PALETTE[1];
    assert_eq!(colors(&g)[1], sky, "the second seat's first colour");
    g.update(Msg::Name(0, "Bo".into()), &i18n);
    assert_eq!(colors(&g)[0], sky, "Bo keeps sky");
    assert_eq!(colors(&g)[1], nearest_free(sky, &[sky]));
    // A player added, and a colour picked by hand, skip those held.
    f.update(Msg::Add, &i18n);
    assert!(distinct(&f), "{:?}", colors(&f));
    for _ in 0..PALETTE.len() {
        f.update(Msg::Color(2), &i18n);
        assert!(distinct(&f), "{:?}", colors(&f));
    }
}

#[test]
fn who_plays_a_seat_that_is_no_person_is_typed_or_picked_and_follows_its_seat() {
    let [vermillion, ..] = PALETTE;
    let (f, i18n) = form();
    let mut f = f.with_played_by("ui-kharnage-played-by");
    f.update(Msg::Add, &i18n);
    // A known player's name typed as a seat's name is only a name.
    let [_, sky, ..] = PALETTE;
    f.update(Msg::Name(2, "Bo".into()), &i18n);
    assert_eq!(f.played_by(), Some(vec![None, None, None]));
    assert_ne!(colors(&f)[2], sky, "an army keeps no one's colour");
    f.update(Msg::Name(0, "Dee".into()), &i18n);
    // Picked, she plays the first seat nobody plays, in her colour.
    f.update(Msg::Name(0, "Ork".into()), &i18n);
    f.update(Msg::Known("Anna".into()), &i18n);
    f.update(Msg::PlayedBy(2, "Bo".into()), &i18n);
    let played = || f.played_by().unwrap_or_default();
    assert_eq!(played(), [Some("Anna".into()), None, Some("Bo".into())]);
    assert_eq!(colors(&f)[0], vermillion);
    assert!(distinct(&f), "{:?}", colors(&f));
    f.update(Msg::Remove(1), &i18n);
    assert_eq!(
        f.played_by().unwrap_or_default(),
        [Some("Anna".into()), Some("Bo".into())]
    );
    // Drawing who goes first turns the seats and who plays them alike.
    f.seed(3);
    for _ in 0..4 {
        f.update(Msg::RandomFirst, &i18n);
        let armies: Vec<&str> = f.players.iter().map(|p| p.name.as_str()).collect();
        let by = f.played_by().unwrap_or_default();
        let ork = armies.iter().position(|a| *a == "Ork");
        assert_eq!(
            ork.and_then(|o| by[o].as_deref()),
            Some("Anna"),
            "{armies:?} {by:?}"
        );
    }
}
