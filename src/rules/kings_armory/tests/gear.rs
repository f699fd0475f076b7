//! Equipment per hero: locked starting pieces, unlocking, wearing at most
//! two, 1-for-1 trades, and sales only between waves.

use super::*;

fn equip(piece: usize, hero: usize) -> Action {
    Action::Equip { piece, hero }
}

fn trade(piece: usize, with: usize) -> Action {
    Action::TradeEquipment { piece, with }
}

fn sell(piece: Option<usize>) -> Action {
    Action::SellEquipment { piece }
}

#[test]
fn each_hero_starts_with_two_locked_pieces() {
    // "each Player, in Turn order, takes two Equipment Cards ... This
    // Equipment ... starts locked and does not yet belong to the Hero"
    // (A2).
    let s = two();
    let st = Rules::start(&s);
    let holders: Vec<(Option<usize>, bool)> = st.gear.iter().map(|g| (g.hero, g.locked)).collect();
    assert_eq!(
        holders,
        [
            (Some(0), true),
            (Some(0), true),
            (Some(1), true),
            (Some(1), true)
        ]
    );
    assert_eq!(Rules::allies(&st)[1].gear, [2, 3]);
}

#[test]
fn unlocked_pieces_are_worn_two_at_most_and_traded_1_for_1() {
    let s = two();
    let mut st = after_wave_one(&s, 1000);
    // Locked equipment is never worn, swapped or sold.
    assert_eq!(
        refused::<Rules>(&s, &st, equip(0, 0)),
        "rule-kings_armory-gear-locked"
    );
    ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    ok(&s, &mut st, equip(0, 0));
    assert_eq!(
        refused::<Rules>(&s, &st, equip(0, 0)),
        "rule-kings_armory-gear-equipped"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, trade(0, 2)),
        "rule-kings_armory-gear-locked"
    );
    // "If any single Hero has already unlocked both pieces of their
    // starting Equipment ... buy a new piece ... This new Equipment ... is
    // immediately available to trade 1-for-1 with any other Hero's
    // unlocked Equipment" (B5, step 3).
    ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    ok(&s, &mut st, Action::BuyEquipment);
    assert_eq!(st.gear[4].hero, None);
    // "Each Hero can possess and wear a max of 2 pieces of Equipment at a
    // time" (E): Valcor holds two.
    assert_eq!(
        refused::<Rules>(&s, &st, equip(4, 0)),
        "rule-kings_armory-gear-max"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, equip(1, 1)),
        "rule-kings_armory-gear-other"
    );
    ok(&s, &mut st, trade(1, 4));
    assert_eq!((st.gear[1].hero, st.gear[4].hero), (None, Some(0)));
    ok(&s, &mut st, equip(4, 0));
    assert_eq!(
        refused::<Rules>(&s, &st, trade(0, 4)),
        "rule-kings_armory-gear-same-holder"
    );
    // "Extra unlocked Equipment may be set aside for future use, or sold."
    ok(&s, &mut st, Action::Unequip { piece: 4 });
    ok(&s, &mut st, Action::SetAsideEquipment { piece: 4 });
    assert_eq!(
        refused::<Rules>(&s, &st, Action::SetAsideEquipment { piece: 4 }),
        "rule-kings_armory-gear-extra"
    );
    // "Equipment may only be bought, equipped, unequipped, traded, or sold
    // during this Step" (B5, step 5).
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Unequip { piece: 0 }),
        "rule-kings_armory-shop-closed"
    );
}

#[test]
fn equipment_is_sold_between_waves_only_and_not_while_worn() {
    // "Unlocked Equipment that is no longer wanted by the Players may be
    // sold for +50g at this time between Waves (and at this time only)."
    let s = two();
    let mut st = Rules::start(&s);
    st.gold = 300;
    ok(&s, &mut st, Action::UnlockEquipment { hero: 1 });
    assert_eq!(
        refused::<Rules>(&s, &st, sell(None)),
        "rule-kings_armory-gear-sale-between"
    );
    let mut old = Rules::start_under(&s, 1);
    old.gold = 300;
    ok(&s, &mut old, Action::UnlockEquipment { hero: 1 });
    ok(&s, &mut old, sell(None));
    ok(&s, &mut st, equip(2, 1));
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    ok(&s, &mut st, Action::HealStep);
    assert_eq!(
        refused::<Rules>(&s, &st, sell(Some(2))),
        "rule-kings_armory-gear-worn"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, sell(Some(3))),
        "rule-kings_armory-gear-locked"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, sell(None)),
        "rule-kings_armory-no-equipment"
    );
    ok(&s, &mut st, Action::Unequip { piece: 2 });
    ok(&s, &mut st, sell(None));
    assert!(st.gear[2].gone);
    assert_eq!((st.gold, st.equipment), (200, 0));
}

#[test]
fn under_rules_3_a_dropping_players_unlocked_pieces_stayed_with_the_team() {
    // Rules 2 and 3 read only D3's last sentence: "Any unlocked pieces of
    // Equipment remain in the Players' Armory"; locked ones "are placed on
    // the bottom of the Equipment Deck".
    let s = two();
    let mut st = after_wave_one(&s, 150);
    st.rules = 3;
    ok(&s, &mut st, Action::UnlockEquipment { hero: 1 });
    ok(&s, &mut st, equip(2, 1));
    let traded = Action::HeroLeaves {
        hero: 1,
        trades: vec![DropTrade { piece: 2, with: 0 }],
    };
    assert_eq!(
        refused::<Rules>(&s, &st, traded),
        "rule-kings_armory-drop-trade-rules"
    );
    ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 1,
            trades: Vec::new(),
        },
    );
    let g = |p: usize| (st.gear[p].hero, st.gear[p].equipped, st.gear[p].gone);
    assert_eq!((g(2), g(3)), ((None, false, false), (Some(1), false, true)));
    ok(&s, &mut st, Action::HeroReturns { hero: 1 });
    assert_eq!(Rules::allies(&st)[1].gear, [4, 5]);
}

#[test]
fn a_dropping_player_trades_unlocked_equipment_for_locked() {
    // D3: "If that Player's Hero was in possession of unlocked Equipment
    // he must trade it with the other Players for locked Equipment. …
    // When all such trading is complete, any locked pieces of Equipment
    // the leaving Player's Hero possesses are placed on the bottom of the
    // Equipment Deck."
    let s = two();
    let mut st = after_wave_one(&s, 150);
    assert!(st.rules >= 4);
    ok(&s, &mut st, Action::UnlockEquipment { hero: 1 });
    ok(&s, &mut st, equip(2, 1));
    let leaves = |trades| Action::HeroLeaves { hero: 1, trades };
    // The trade must be made while Valcor still has a locked piece.
    assert_eq!(
        refused::<Rules>(&s, &st, leaves(Vec::new())),
        "rule-kings_armory-drop-trade-due"
    );
    // Only the leaving hero's unlocked pieces, only the others' locked.
    for (bad, rule) in [
        (DropTrade { piece: 3, with: 0 }, "drop-trade-piece"),
        (DropTrade { piece: 0, with: 1 }, "drop-trade-piece"),
        (DropTrade { piece: 2, with: 3 }, "drop-trade-with"),
        (DropTrade { piece: 2, with: 9 }, "drop-trade-with"),
    ] {
        assert_eq!(
            refused::<Rules>(&s, &st, leaves(vec![bad])),
            format!("rule-kings_armory-{rule}")
        );
    }
    let both = vec![
        DropTrade { piece: 2, with: 0 },
        DropTrade { piece: 2, with: 1 },
    ];
    assert_eq!(
        refused::<Rules>(&s, &st, leaves(both)),
        "rule-kings_armory-drop-trade-piece"
    );
    // The window offers the trade the rules ask for.
    let offered = crate::rules::kings_armory::drop_trades(&st, 1);
    assert_eq!(offered, [DropTrade { piece: 2, with: 0 }]);
    let lines = ok(&s, &mut st, leaves(offered));
    assert!(
        lines.iter().any(|l| english(l).contains("Valcor")),
        "{:?}",
        lines.iter().map(english).collect::<Vec<_>>()
    );
    let g = |p: usize| (st.gear[p].hero, st.gear[p].locked, st.gear[p].gone);
    // Valcor holds the unlocked piece and his other locked one; the
    // traded locked piece and Bo's own locked one are under the deck.
    assert_eq!(g(2), (Some(0), false, false));
    assert_eq!(g(1), (Some(0), true, false));
    assert_eq!((g(0).2, g(3).2), (true, true));
    // Valcor may wear it now: what rules 3 could not reach.
    ok(&s, &mut st, equip(2, 0));
}

#[test]
fn a_sale_names_its_piece_only_when_it_must() {
    let plain = serde_json::json!({"type": "sell_equipment"});
    assert_eq!(
        serde_json::from_value::<Action>(plain.clone()).unwrap(),
        sell(None)
    );
    assert_eq!(serde_json::to_value(sell(None)).unwrap(), plain);
    assert_eq!(
        serde_json::to_value(sell(Some(4))).unwrap(),
        serde_json::json!({"type": "sell_equipment", "piece": 4})
    );
}
