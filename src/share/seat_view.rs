//! A seat's controls on its page (issue #37), as the server sends them
//! first: in place of the empty, hidden section every viewer's page has
//! ([`MINE_EMPTY`]), "Your seat: Ana", a row per control with a button
//! per step, Undo, and the line where a refused tap's rule appears.
//! page.js builds the same DOM, element for element, from the seat's JSON.

use super::page::{Words, escape};
use super::seats::Part;
use super::view::el;

/// The place of a seat's controls, empty and hidden: as a viewer's page
/// has it, and as a seat's page is sent before [`mine`] fills it in.
pub(super) const MINE_EMPTY: &str =
    "<section id=\"mine\" aria-labelledby=\"mine-heading\" hidden=\"\"></section>";

/// A seat's controls (issue #37), in place of [`MINE_EMPTY`] on its page:
/// "Your seat: Ana", then per control its label and value and a button
/// per step (a one-step control's button says its label), the seat's
/// Undo (disabled when it has nothing to undo), and the line where a
/// refused tap's rule appears.
pub(super) fn mine(words: &Words, part: &Part) -> String {
    let mut rows = String::new();
    for (i, c) in part.controls.iter().enumerate() {
        let label_id = format!("control-{i}");
        let mut buttons = String::new();
        for step in &c.steps {
            let text = if c.steps.len() == 1 {
                escape(&c.label)
            } else {
                signed(*step)
            };
            let step = step.to_string();
            buttons.push_str(&el(
                "button",
                &[
                    ("type", "button"),
                    ("data-control", &c.id),
                    ("data-step", &step),
                ],
                &text,
            ));
        }
        let name = el("span", &[("class", "label")], &escape(&c.label))
            + &el("span", &[("class", "value")], &c.value.to_string());
        let inner =
            el("p", &[("id", &label_id)], &name) + &el("div", &[("class", "steps")], &buttons);
        rows.push_str(&el(
            "div",
            &[
                ("class", "control"),
                ("role", "group"),
                ("aria-labelledby", &label_id),
            ],
            &inner,
        ));
    }
    let undo = [("type", "button"), ("id", "undo")];
    rows.push_str(&el(
        "button",
        &maybe_disabled(&undo, !part.seat.undo),
        &escape(&words.undo),
    ));
    let heading = words.yours.replacen("{name}", &part.seat.name, 1);
    let inner = el("h2", &[("id", "mine-heading")], &escape(&heading))
        + &el("div", &[("id", "controls")], &rows)
        + &el("p", &[("id", "refused"), ("role", "alert")], "");
    el(
        "section",
        &[("id", "mine"), ("aria-labelledby", "mine-heading")],
        &inner,
    )
}

/// `attrs`, and `disabled` after them when `disabled`.
fn maybe_disabled<'a>(attrs: &[(&'a str, &'a str)], disabled: bool) -> Vec<(&'a str, &'a str)> {
    let mut all = attrs.to_vec();
    if disabled {
        all.push(("disabled", ""));
    }
    all
}

/// A step as its button says it: "+5", "−1" (a minus sign, not a hyphen).
fn signed(step: i64) -> String {
    if step > 0 {
        format!("+{step}")
    } else {
        format!("\u{2212}{}", step.unsigned_abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnySetup, Player};
    use crate::session::Session;

    fn game() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Gold", 5), Counter::new("Life", 20)],
            win: None,
        });
        Session::new("x".into(), setup, chrono::Utc::now()).unwrap()
    }

    #[test]
    fn a_seat_s_controls_are_buttons_per_step_in_a_group_named_by_label_and_value() {
        let mut s = game();
        let i18n = crate::i18n::english();
        let words = Words::new(i18n);
        let html = mine(&words, &super::super::seats::part(i18n, &s, 1));
        let viewer = |s: &Session| {
            super::super::view::page(&super::super::snapshot::build(i18n, 1, s, None))
        };
        assert!(
            html.starts_with("<section id=\"mine\" aria-labelledby=\"mine-heading\"><h2 id=\"mine-heading\">Your seat: Bo</h2>"),
            "{html}"
        );
        assert!(html.contains(
            "<div class=\"control\" role=\"group\" aria-labelledby=\"control-0\"><p id=\"control-0\"><span class=\"label\">Gold</span><span class=\"value\">5</span></p>"
        ), "{html}");
        assert!(html.contains(
            "<button type=\"button\" data-control=\"counter-0\" data-step=\"-5\">\u{2212}5</button>"
        ), "{html}");
        assert!(html.contains("data-step=\"1\">+1</button>"), "{html}");
        // Nothing of Bo's to undo yet; then something.
        assert!(html.contains(
            "<button type=\"button\" id=\"undo\" disabled=\"\">Undo my last change</button>"
        ));
        assert!(
            html.ends_with("<p id=\"refused\" role=\"alert\"></p></section>"),
            "{html}"
        );
        let tap = super::super::seats::Request::Tap {
            control: "counter-0".into(),
            step: 1,
        };
        super::super::apply_act(&mut s, 1, &tap, chrono::Utc::now()).unwrap();
        let again = mine(&words, &super::super::seats::part(i18n, &s, 1));
        assert!(
            again.contains("<button type=\"button\" id=\"undo\">"),
            "{again}"
        );
        // A viewer's page has the place, empty and hidden.
        assert!(viewer(&s).contains(MINE_EMPTY));
    }
}
