# hero-realms — Texte des Trackers für dieses Spiel (de). Die Schlüssel müssen i18n/en/hero-realms.ftl entsprechen.

## Ablehnungen
rule-hero_realms-hydra-teams = Hydra braucht zwei gleich große Teams: 4 oder 6 Spieler (es sind { $count }).
rule-hero_realms-hydra-player-health = In Hydra teilt sich jedes Team seine Lebenspunkte: Gib die Lebenspunkte des Teams an, nicht die jedes Spielers.
rule-hero_realms-team-health-hydra-only = Gemeinsame Lebenspunkte eines Teams gibt es nur in Hydra.
rule-hero_realms-health-count = Gib Start-Lebenspunkte für jeden Spieler oder für keinen an ({ $count } angegeben, { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}).
rule-hero_realms-health-positive = Die Start-Lebenspunkte müssen mindestens 1 sein (nicht { $health }).
rule-hero_realms-game-over = Die Partie ist vorbei.
rule-hero_realms-not-enough-gold = { $player } hat nur { $gold } Gold, nicht { $amount }.
rule-hero_realms-not-enough-combat = { $player } hat nur { $combat } Kampf, nicht { $amount }.
rule-hero_realms-amount-positive = Der Betrag muss mindestens 1 sein (nicht { $amount }).
rule-hero_realms-defense-positive = Die Verteidigung eines Champions muss mindestens 1 sein (nicht { $defense }).
rule-hero_realms-too-many-champions = { $player } hat schon { $max ->
    [one] { $max } Champion
   *[other] { $max } Champions
} im Spiel.
rule-hero_realms-already-expended = { $champion } ist in diesem Zug schon erschöpft.
rule-hero_realms-own-target = Spieler können weder sich selbst noch ihre eigenen Champions angreifen oder als Ziel wählen.
rule-hero_realms-teammate = { $target } ist im selben Team und kann nicht angegriffen oder als Ziel gewählt werden.
rule-hero_realms-target-out = { $target } ist aus dem Spiel.
rule-hero_realms-hunter-left-only = Jäger: { $player } darf nur den Spieler zur Linken angreifen oder als Ziel wählen, { $left }.
rule-hero_realms-hunter-neighbours-only = Jäger: { $player } darf nur die Champions von { $left } (links) und { $right } (rechts) angreifen oder als Ziel wählen.
rule-hero_realms-commander-target = Kaiser: { $player } ist Befehlshaber und darf nur { $allowed } und deren Champions angreifen oder als Ziel wählen.
rule-hero_realms-guarded = { $target } hat einen bereiten Wächter: Betäube zuerst die Wächter.
rule-hero_realms-champion-guarded = { $champion } ist geschützt: { $target } hat einen bereiten Wächter; betäube zuerst die Wächter.
rule-hero_realms-not-your-turn = { $player } ist nicht am Zug: { $active } spielt gerade.
rule-hero_realms-player-out = { $player } ist aus dem Spiel.
rule-hero_realms-say-who = In Hydra spielen beide Teammitglieder gleichzeitig: Sag, welcher Spieler handelt.
rule-hero_realms-unknown-champion = { $player } hat keinen Champion Nummer { $index } im Spiel.

## Protokoll
log-hero_realms-gain-gold = Zug { $turn }: { $player } erhält { $amount } Gold (Gold { $old } → { $new }).
log-hero_realms-spend-gold = Zug { $turn }: { $player } gibt { $amount } Gold aus (Gold { $old } → { $new }).
log-hero_realms-gain-combat = Zug { $turn }: { $player } erhält { $amount } Kampf (Kampf { $old } → { $new }).
log-hero_realms-attack = Zug { $turn }: { $attacker } greift { $player } mit { $amount } an (Lebenspunkte { $old } → { $new }).
log-hero_realms-attack-out = Zug { $turn }: { $attacker } greift { $player } mit { $amount } an (Lebenspunkte { $old } → { $new }): { $player } ist ausgeschieden.
log-hero_realms-attack-out-bonus = Zug { $turn }: { $attacker } greift { $player } mit { $amount } an (Lebenspunkte { $old } → { $new }): { $player } ist ausgeschieden; { $bonus } erhält 10 Lebenspunkte ({ $bonus_old } → { $bonus_new }) und zieht eine Karte.
log-hero_realms-attack-out-commander = Zug { $turn }: { $attacker } greift { $player } mit { $amount } an (Lebenspunkte { $old } → { $new }): Befehlshaber { $player } ist besiegt und darf eine Karte auf den Ablagestapel von { $emperor } legen.
log-hero_realms-gain-health = Zug { $turn }: { $player } { $members ->
        [one] erhält
       *[other] erhalten
    } { $amount } Lebenspunkte ({ $old } → { $new }).
log-hero_realms-lose-health = Zug { $turn }: { $player } { $members ->
        [one] verliert
       *[other] verlieren
    } { $amount } Lebenspunkte ({ $old } → { $new }).
log-hero_realms-lose-health-out = Zug { $turn }: { $player } { $members ->
        [one] verliert
       *[other] verlieren
    } { $amount } Lebenspunkte ({ $old } → { $new }) und { $members ->
        [one] ist
       *[other] sind
    } ausgeschieden.
log-hero_realms-lose-health-out-bonus = Zug { $turn }: { $player } verliert { $amount } Lebenspunkte ({ $old } → { $new }) und ist ausgeschieden; { $bonus } erhält 10 Lebenspunkte ({ $bonus_old } → { $bonus_new }) und zieht eine Karte.
log-hero_realms-lose-health-out-commander = Zug { $turn }: Befehlshaber { $player } verliert { $amount } Lebenspunkte ({ $old } → { $new }), ist besiegt und darf eine Karte auf den Ablagestapel von { $emperor } legen.
log-hero_realms-play-champion = Zug { $turn }: { $player } bringt { $champion } ins Spiel (Verteidigung { $defense }).
log-hero_realms-play-guard = Zug { $turn }: { $player } bringt { $champion } ins Spiel (Wächter, Verteidigung { $defense }).
log-hero_realms-expend = Zug { $turn }: { $player } erschöpft { $champion }.
log-hero_realms-attack-champion = Zug { $turn }: { $attacker } greift { $champion } von { $owner } mit { $amount } an (Schaden { $old } → { $new } von { $defense }).
log-hero_realms-attack-champion-stunned = Zug { $turn }: { $attacker } greift { $champion } von { $owner } mit { $amount } an (Schaden { $old } → { $new } von { $defense }): { $champion } ist betäubt.
log-hero_realms-stun = Zug { $turn }: { $player } betäubt { $champion } von { $owner }.
log-hero_realms-remove = Zug { $turn }: { $champion } von { $owner } verlässt das Spiel.
log-hero_realms-end-turn = Zug { $turn }: { $player } { $members ->
        [one] beendet
       *[other] beenden
    } den Zug ({ $gold } Gold und { $combat } Kampf, nicht ausgegeben, verfallen). Zug { $next_turn }: { $next }.

## Sieg
win-hero_realms-last-standing = { $player } ist als letzter Spieler übrig.
win-hero_realms-nobody-left = Niemand ist mehr übrig: niemand gewinnt.
win-hero_realms-first-blood = Erstes Blut: { $out } ist zuerst ausgeschieden, also gewinnt { $player } zur Rechten.
win-hero_realms-hydra = Hydra: Die gemeinsamen Lebenspunkte von { $lost } sind auf 0 gefallen, also gewinnen { $team }.
win-hero_realms-emperor = Kaiser: { $fallen } wurde besiegt, also gewinnt das Team von Kaiser { $player }.

## Stand
label-hero_realms-health = Lebenspunkte
label-hero_realms-gold = Gold
label-hero_realms-combat = Kampf
label-hero_realms-champions = Champions
remark-hero_realms-out = ausgeschieden in Zug { $turn }
remark-hero_realms-active = spielt Zug { $turn }
remark-hero_realms-emperor = Kaiser
remark-hero_realms-commander = Befehlshaber

## Hilfe
help-hero_realms-formats = Jeder gegen jeden: Jeder greift jeden an, wer als Letzter übrig ist, gewinnt. Jäger: Greif nur den Spieler zu deiner Linken an (Champions beider Nachbarn); „Erstes Blut“ endet beim ersten Ausscheiden, und der rechte Nachbar des Ausgeschiedenen gewinnt; bei „Letzter Überlebender“ geht es weiter und dieser Nachbar erhält 10 Lebenspunkte. Hydra: Zwei Teams teilen sich 75 Lebenspunkte (100 bei Dreierteams) und einen Zug. Kaiser: Das Team, dessen Kaiser fällt, verliert.
help-hero_realms-seating = Trag die Spieler im Uhrzeigersinn ein, beginnend mit dem Startspieler: Der nächste Spieler sitzt links von dir. Hydra: Die erste Hälfte ist das Team, das beginnt. Kaiser: Plätze 1–3 sind das erste Team (Befehlshaber, Kaiser, Befehlshaber), Plätze 4–6 das zweite; jeder Befehlshaber sitzt dem gegnerischen Befehlshaber gegenüber.
help-hero_realms-turn = In diesem Zug erhaltenes Gold und erhaltener Kampf kommen in Vorräte, die am Ende des Zuges verfallen. Schaden an Champions gilt nur in diesem Zug: Ein Champion ist betäubt, sobald er Schaden in Höhe seiner Verteidigung erlitten hat.
help-hero_realms-guards = Solange ein Spieler einen bereiten Wächter im Spiel hat, können dieser Spieler und seine anderen Champions weder angegriffen noch als Ziel gewählt werden (in Hydra schützt das das ganze Team). Das Regelheft widerspricht sich hier: Die allgemeine Anmerkung sagt, Wächter schützen nur einen Spieler und dessen Champions, auch in Teamformaten, während der Abschnitt zu Hydra sagt, dass das Team nicht angegriffen werden darf, solange irgendein Spieler des Teams einen Wächter im Spiel hat. Tablekeeper folgt dem Abschnitt zu Hydra.
help-hero_realms-opening-hand = Starthand: { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}.

## Das Fenster
ui-hr-format = Format
ui-hr-free-for-all = Jeder gegen jeden
ui-hr-first-blood = Jäger — Erstes Blut
ui-hr-last-one-standing = Jäger — Letzter Überlebender
ui-hr-hydra = Hydra
ui-hr-emperor = Kaiser
ui-hr-help-free-for-all = 2 oder mehr Spieler; jeder greift jeden an; wer als Letzter übrig ist, gewinnt.
ui-hr-help-first-blood = 3 oder mehr Spieler; greif nur den Spieler zu deiner Linken an; das erste Ausscheiden beendet die Partie, und der Spieler rechts vom Ausgeschiedenen gewinnt.
ui-hr-help-last-one-standing = 3 oder mehr Spieler; greif nur den Spieler zu deiner Linken an; scheidet ein Spieler aus, erhält der Spieler zu seiner Rechten 10 Lebenspunkte und zieht eine Karte; wer als Letzter übrig ist, gewinnt.
ui-hr-help-hydra = Zwei Teams zu 2 (75 gemeinsame Lebenspunkte) oder zu 3 (100): Die erste Hälfte der Liste ist das Team, das beginnt. Ein Team bei 0 verliert.
ui-hr-help-emperor = Zwei Teams zu 3, auf den Plätzen Befehlshaber, Kaiser, Befehlshaber: Der Kaiser beginnt mit 60, die Befehlshaber mit 50. Ein Befehlshaber darf nur den gegenüberliegenden Befehlshaber angreifen, bis dieser fällt. Das Team, dessen Kaiser fällt, verliert.
ui-hr-seating = Sitzordnung, im Uhrzeigersinn ab dem Startspieler
ui-hr-health = Start-Lebenspunkte
ui-hr-health-per-player = Pro Spieler, in Sitzreihenfolge (leer: Standard des Formats)
ui-hr-team-health = Hydra: gemeinsame Lebenspunkte jedes Teams (leer: 75, oder 100 bei Dreierteams)
ui-hr-field-team-health = Team-Lebenspunkte
ui-hr-turn = Zug { $turn }: { $player }
ui-hr-acting = Handelt:
ui-hr-no-target = noch niemand
ui-hr-target = Ziel: { $target }
ui-hr-target-champion = { $champion } ({ $player })
ui-hr-all-combat = alles: { $combat }
ui-hr-deal = Zufügen
ui-hr-amount = Betrag
ui-hr-end-turn = Zug beenden
ui-hr-new-champion = Neuer Champion für { $player }:
ui-hr-defense = Verteidigung
ui-hr-guard = Wächter
ui-hr-play-champion = Ausspielen
ui-hr-keys = Tasten: Tab, ←→: nächstes erlaubtes Ziel (Umschalt+Tab: zurück) · Ziffern: Betrag · Enter: zufügen (alles, wenn nichts eingegeben) · Esc: leeren · + −: Gold · Alt+C: Kampf +1 · Alt+F: Kampf +5 · ↑↓: Platz oder Champion wählen ▸ · Alt+H, Alt+L: dessen Lebenspunkte +1, −1 (sonst deine) · Alt+X: erschöpfen · Alt+S: betäuben · Alt+R: entfernen · neuer Champion: Alt+N Name, Alt+D Verteidigung, Alt+G Wächter, Alt+P ausspielen · Alt+A: der nächste im Team handelt · Alt+E: Zug beenden · Strg+Z: rückgängig
ui-hr-keys-hint = Tasten: F1 oder ?
ui-hr-opening-hand = { $cards ->
    [one] Starthand: { $cards } Karte
   *[other] Starthand: { $cards } Karten
}
ui-hr-opening-hand-short = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
}
ui-hr-champion-damage = Schaden { $damage }/{ $defense }
ui-hr-emperor-role = Kaiser
ui-hr-commander-role = Befehlshaber
ui-hr-out = ausgeschieden
ui-hr-targeted = ◉ als Ziel gewählt
ui-hr-target-this = Ziel
ui-hr-why-guarded = bewacht
ui-hr-why-not-left = nicht links
ui-hr-why-not-opposite = nicht gegenüber
ui-hr-expended = erschöpft
ui-hr-expend = erschöpfen
ui-hr-stun = betäuben
ui-hr-pick-target = Wähle zuerst ein Ziel.
