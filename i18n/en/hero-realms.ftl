# hero-realms — strings of this game's tracker (en). Keys must match i18n/en/hero-realms.ftl.

## Refusals
rule-hero_realms-hydra-teams = Hydra needs two teams of the same size: 4 or 6 players (there are { $count }).
rule-hero_realms-hydra-player-health = In Hydra health is shared by each team: set the team health, not each player's.
rule-hero_realms-team-health-hydra-only = A shared team health is only used in Hydra.
rule-hero_realms-health-count = Give a starting health for every player or for none ({ $count } given, { $players ->
    [one] { $players } player
   *[other] { $players } players
}).
rule-hero_realms-health-positive = Starting health must be at least 1 (not { $health }).
rule-hero_realms-game-over = The game is over.
rule-hero_realms-not-enough-gold = { $player } has only { $gold } gold, not { $amount }.
rule-hero_realms-not-enough-combat = { $player } has only { $combat } combat, not { $amount }.
rule-hero_realms-amount-positive = The amount must be at least 1 (not { $amount }).
rule-hero_realms-defense-positive = A champion's defense must be at least 1 (not { $defense }).
rule-hero_realms-too-many-champions = { $player } already has { $max ->
    [one] { $max } champion
   *[other] { $max } champions
} in play.
rule-hero_realms-already-expended = { $champion } is already expended this turn.
rule-hero_realms-own-target = Players cannot attack or target themselves or their own champions.
rule-hero_realms-teammate = { $target } is a teammate and cannot be attacked or targeted.
rule-hero_realms-target-out = { $target } is out of the game.
rule-hero_realms-hunter-left-only = Hunter: { $player } may attack or target only the player to their left, { $left }.
rule-hero_realms-hunter-neighbours-only = Hunter: { $player } may attack or target only the champions of { $left } (left) and { $right } (right).
rule-hero_realms-commander-target = Emperor: { $player } is a Commander and may attack or target only { $allowed } and their champions.
rule-hero_realms-guarded = { $target } has a prepared guard: stun the guards first.
rule-hero_realms-champion-guarded = { $champion } is protected: { $target } has a prepared guard; stun the guards first.
rule-hero_realms-not-your-turn = It is not { $player }'s turn: { $active } is playing.
rule-hero_realms-player-out = { $player } is out of the game.
rule-hero_realms-say-who = In Hydra both teammates play at once: say which player acts.
rule-hero_realms-unknown-champion = { $player } has no champion number { $index } in play.

## Log
log-hero_realms-gain-gold = Turn { $turn }: { $player } gains { $amount } gold (gold { $old } → { $new }).
log-hero_realms-spend-gold = Turn { $turn }: { $player } spends { $amount } gold (gold { $old } → { $new }).
log-hero_realms-gain-combat = Turn { $turn }: { $player } gains { $amount } combat (combat { $old } → { $new }).
log-hero_realms-attack = Turn { $turn }: { $attacker } attacks { $player } for { $amount } (health { $old } → { $new }).
log-hero_realms-attack-out = Turn { $turn }: { $attacker } attacks { $player } for { $amount } (health { $old } → { $new }): { $player } is out.
log-hero_realms-attack-out-bonus = Turn { $turn }: { $attacker } attacks { $player } for { $amount } (health { $old } → { $new }): { $player } is out; { $bonus } gains 10 health ({ $bonus_old } → { $bonus_new }) and draws a card.
log-hero_realms-attack-out-commander = Turn { $turn }: { $attacker } attacks { $player } for { $amount } (health { $old } → { $new }): Commander { $player } is defeated and may put one card into { $emperor }'s discard pile.
log-hero_realms-gain-health = Turn { $turn }: { $player } { $members ->
        [one] gains
       *[other] gain
    } { $amount } health ({ $old } → { $new }).
log-hero_realms-lose-health = Turn { $turn }: { $player } { $members ->
        [one] loses
       *[other] lose
    } { $amount } health ({ $old } → { $new }).
log-hero_realms-lose-health-out = Turn { $turn }: { $player } { $members ->
        [one] loses
       *[other] lose
    } { $amount } health ({ $old } → { $new }) and { $members ->
        [one] is
       *[other] are
    } out.
log-hero_realms-lose-health-out-bonus = Turn { $turn }: { $player } loses { $amount } health ({ $old } → { $new }) and is out; { $bonus } gains 10 health ({ $bonus_old } → { $bonus_new }) and draws a card.
log-hero_realms-lose-health-out-commander = Turn { $turn }: Commander { $player } loses { $amount } health ({ $old } → { $new }), is defeated and may put one card into { $emperor }'s discard pile.
log-hero_realms-play-champion = Turn { $turn }: { $player } puts { $champion } into play (defense { $defense }).
log-hero_realms-play-guard = Turn { $turn }: { $player } puts { $champion } into play (guard, defense { $defense }).
log-hero_realms-expend = Turn { $turn }: { $player } expends { $champion }.
log-hero_realms-attack-champion = Turn { $turn }: { $attacker } attacks { $owner }'s { $champion } for { $amount } (damage { $old } → { $new } of { $defense }).
log-hero_realms-attack-champion-stunned = Turn { $turn }: { $attacker } attacks { $owner }'s { $champion } for { $amount } (damage { $old } → { $new } of { $defense }): { $champion } is stunned.
log-hero_realms-stun = Turn { $turn }: { $player } stuns { $owner }'s { $champion }.
log-hero_realms-remove = Turn { $turn }: { $owner }'s { $champion } leaves play.
log-hero_realms-end-turn = Turn { $turn }: { $player } { $members ->
        [one] ends
       *[other] end
    } the turn ({ $gold } gold and { $combat } combat unspent are lost). Turn { $next_turn }: { $next }.

## Win
win-hero_realms-last-standing = { $player } is the last player standing.
win-hero_realms-nobody-left = Nobody is left standing: nobody wins.
win-hero_realms-first-blood = First Blood: { $out } was eliminated first, so { $player }, on their right, wins.
win-hero_realms-hydra = Hydra: the shared health of { $lost } fell to 0, so { $team } win.
win-hero_realms-emperor = Emperor: { $fallen } was defeated, so the team of Emperor { $player } wins.

## Standings
label-hero_realms-health = Health
label-hero_realms-gold = Gold
label-hero_realms-combat = Combat
label-hero_realms-champions = Champions
remark-hero_realms-out = out on turn { $turn }
remark-hero_realms-active = playing turn { $turn }
remark-hero_realms-emperor = Emperor
remark-hero_realms-commander = Commander

## Help
help-hero_realms-formats = Free-for-all: anyone attacks anyone, last standing wins. Hunter: attack only the player to your left (champions of both neighbours); First Blood ends at the first elimination and the eliminated player's right neighbour wins; Last One Standing goes on and that neighbour gains 10 health. Hydra: two teams share 75 health (100 for teams of three) and a turn. Emperor: the team whose Emperor falls loses.
help-hero_realms-seating = List the players clockwise, starting with the first player: the next player sits to your left. Hydra: the first half is the team that goes first. Emperor: seats 1–3 are the first team (Commander, Emperor, Commander), seats 4–6 the second; each Commander faces the enemy Commander across the table.
help-hero_realms-turn = Gold and Combat gained this turn go into pools that are lost when the turn ends. Damage to champions lasts this turn only: a champion is stunned once it has taken damage equal to its defense.
help-hero_realms-guards = While a player has a prepared guard in play, that player and their other champions cannot be attacked or targeted (in Hydra this protects the whole team). The rulebook disagrees with itself here: its general note says guards protect one player and that player's champions only, even in team formats, while the Hydra section says that as long as any player on a team has a guard in play the team may not be attacked. Tablekeeper follows the Hydra section.
help-hero_realms-opening-hand = Opening hand: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}.

## The window
ui-hr-format = Format
ui-hr-free-for-all = Free-for-all
ui-hr-first-blood = Hunter — First Blood
ui-hr-last-one-standing = Hunter — Last One Standing
ui-hr-hydra = Hydra
ui-hr-emperor = Emperor
ui-hr-help-free-for-all = 2 or more players; anyone attacks anyone; the last player standing wins.
ui-hr-help-first-blood = 3 or more players; attack only the player on your left; the first elimination ends the game and the player to the eliminated player's right wins.
ui-hr-help-last-one-standing = 3 or more players; attack only the player on your left; when a player is out, the player to their right gains 10 health and draws a card; the last player standing wins.
ui-hr-help-hydra = Two teams of 2 (75 shared health) or of 3 (100): the first half of the list is the team that starts. A team at 0 loses.
ui-hr-help-emperor = Two teams of 3, in seats Commander, Emperor, Commander: the Emperor starts at 60, Commanders at 50. A Commander may attack only the Commander opposite until that one falls. The team whose Emperor falls loses.
ui-hr-seating = Seating, clockwise from the first player
ui-hr-health = Starting health
ui-hr-health-per-player = Per player, in seat order (blank: the format's defaults)
ui-hr-team-health = Hydra: each team's shared health (blank: 75, or 100 for teams of three)
ui-hr-field-team-health = Team health
ui-hr-turn = Turn { $turn }: { $player }
ui-hr-acting = Acting:
ui-hr-no-target = nobody yet
ui-hr-target = Target: { $target }
ui-hr-target-champion = { $champion } ({ $player })
ui-hr-all-combat = all: { $combat }
ui-hr-deal = Deal
ui-hr-amount = amount
ui-hr-end-turn = End turn
ui-hr-new-champion = New champion for { $player }:
ui-hr-defense = defense
ui-hr-guard = guard
ui-hr-play-champion = Play
ui-hr-keys = Keys: Tab, ←→: next allowed target (Shift+Tab: back) · digits: amount · Enter: deal (all if none typed) · Esc: clear · + −: Gold · Alt+C: Combat +1 · Alt+F: Combat +5 · ↑↓: pick a seat or champion ▸ · Alt+H, Alt+L: its health +1, −1 (else yours) · Alt+X: expend · Alt+S: stun · Alt+R: remove · new champion: Alt+N name, Alt+D defense, Alt+G guard, Alt+P play · Alt+A: the next teammate acts · Alt+E: end turn · Ctrl+Z: undo
ui-hr-keys-hint = Keys: F1 or ?
ui-hr-opening-hand = { $cards ->
    [one] opening hand: { $cards } card
   *[other] opening hand: { $cards } cards
}
ui-hr-opening-hand-short = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
ui-hr-champion-damage = damage { $damage }/{ $defense }
ui-hr-emperor-role = Emperor
ui-hr-commander-role = Commander
ui-hr-out = out
ui-hr-targeted = ◉ targeted
ui-hr-target-this = target
ui-hr-why-guarded = guarded
ui-hr-why-not-left = not on the left
ui-hr-why-not-opposite = not opposite
ui-hr-expended = expended
ui-hr-expend = expend
ui-hr-stun = stun
ui-hr-pick-target = Pick a target first.
