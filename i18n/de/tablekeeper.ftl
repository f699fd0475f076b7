# Tablekeeper — Deutsch. Kern, Sitzungen, Speicher, Kommandozeile, Fenster und freie Zähler.
# Jede Sprache muss genau dieselben Schlüssel definieren wie Englisch (ein Test prüft das).

app-name = Tablekeeper

## Terms: the games' names and the words every file shares, written once
## (see style.md beside this file). Terms are not messages: the window
## never asks for them by key.
-karth = Heroes of Karth: Deathmatch
-hero-realms = Hero Realms
-kharnage = Kharnage
-koth = Koth
-kings-armory = The King's Armory
-gauntlet = { $case ->
   *[nominative] Spießrutenlauf
    [genitive] Spießrutenlaufs
    }
-golden-coffers = { $case ->
   *[nominative] Goldene Truhen
    [dative] Goldenen Truhen
    }

## Spiele
game-custom = Freie Zähler
game-karth = { -karth }
game-hero-realms = { -hero-realms }
game-kharnage = { -kharnage }
game-koth = { -koth }
game-kings-armory = { -kings-armory }
game-custom-about = Beliebig viele Spieler, beliebige benannte Zähler, auf Wunsch eine Siegbedingung.
game-custom-seats = 1 bis 12 Spieler
game-karth-about = Gold, Spirituelle Energie, Kill-Punkte und die Trefferpunkte jeder Einheit.
game-karth-seats = 2 bis 4 Spieler: 1 gegen 1, 2 gegen 2, jeder gegen jeden
game-hero-realms-about = Lebenspunkte, Gold und Kampf des Zuges, Champions und Wächter.
game-hero-realms-seats = 2 bis 6 Spieler, fünf Formate
game-kharnage-about = Initiative, zerstörte Karten und die Dominanz-Totenköpfe aus vier Runden.
game-kharnage-seats = 2 bis 4 Armeen
game-koth-about = Kommandopunkte, die fünf Spalten, der Nachziehstapel und die Schlacht.
game-koth-seats = 2 Spieler
game-kings-armory-about = Das Burgtor, Helden und Monster jeder Welle, das Gold des Teams.
game-kings-armory-seats = 1 bis 7 Helden, kooperativ

## Regeln für alle Spiele
rule-player-count = Dieses Spiel braucht { $exact ->
        [1] genau { $max } Spieler
       *[other] { $min } bis { $max } Spieler
    } (es { $count ->
        [one] ist 1
       *[other] sind { $count }
    }).
rule-control-character = { $field } enthält ein Steuerzeichen (Zeilenumbruch, Tabulator, Escape oder Richtungsumkehr): Namen und Notizen sind eine einfache Zeile.
rule-name-empty = Jeder Name braucht mindestens einen Buchstaben.
rule-name-too-long = Der Name „{ $name }“ ist länger als { $max } Zeichen.
rule-name-repeated = Zwei Namen sind gleich: „{ $name }“.
rule-roster-taken = „{ $name }“ ist schon der Name einer anderen Person: Führe die beiden stattdessen zusammen.
rule-roster-same = Das ist schon eine Person: { $name }.
rule-roster-unknown = Niemand heißt „{ $name }“.
rule-roster-own-name = „{ $name }“ ist der eigene Name der Person, keine andere Schreibweise.
rule-turn-timer = Ein Zugtimer läuft { $min } bis { $max } Sekunden, nicht { $seconds }.
rule-event-name-empty = Ein Turnier braucht einen Namen.
rule-event-no-game = Ein Turnier braucht mindestens ein Spiel.
rule-event-player-empty = Jeder Spieler eines Turniers braucht einen Namen.
rule-event-player-too-long = Der Name „{ $name }“ ist länger als { $max } Zeichen.
rule-event-player-repeated = „{ $name }“ steht zweimal im Turnier.
rule-event-too-few = Ein Turnier braucht mindestens 2 Spieler, nicht { $count }.
rule-event-round-open = Runde { $round } hat noch einen Tisch ohne Ergebnis.
rule-event-round-played = Runde { $round } hat schon Ergebnisse; ihre Paarungen bleiben.
rule-event-no-round = Es gibt keine Runde { $round }.
rule-event-no-table = Runde { $round } hat keinen Tisch { $table }.
rule-event-no-result = Tisch { $table } in Runde { $round } hat kein Ergebnis zum Löschen.
rule-event-results-stand = Die Ergebnisse von Runde { $round } stehen fest: Runde { $next } ist auf sie gepaart.
rule-event-not-at-table = { $name } hat in Runde { $round } nicht an Tisch { $table } gespielt.
rule-event-places = Die Plätze an Tisch { $table } in Runde { $round } müssen jeden Spieler dort genau einmal nennen.
rule-event-unknown-player = Niemand namens „{ $name }“ spielt in diesem Turnier.
rule-event-already-dropped = { $name } ist schon ausgestiegen.
rule-event-not-dropped = { $name } ist nicht ausgestiegen.
rule-event-no-draw = { $game } kennt kein Unentschieden: Tisch { $table } in Runde { $round } braucht einen Sieger oder Plätze.
rule-event-coop = { $game } spielen alle gemeinsam gegen das Spiel: Ein Turnier kann es nicht paaren.
rule-event-no-pods = { $game } ist ein Spiel für zwei: Ein Turnier damit paart Zweiertische, keine Gruppen.
rule-event-seated-twice = { $name } hat in Runde { $round } zwei Plätze.
rule-event-format = Diese Turnierdatei hat das Format { $format }, das diese Version von Tablekeeper nicht lesen kann.
rule-event-empty-table = Tisch { $table } in Runde { $round } hat keine Spieler.
rule-event-table-size = Tisch { $table } in Runde { $round } hat { $count } Spieler, mehr oder weniger, als sein Spiel und die Sitzordnung des Turniers erlauben.
rule-event-table-game = An Tisch { $table } in Runde { $round } wird { $game } gespielt, das nicht zu den Spielen des Turniers gehört.
rule-unknown-player = Es gibt keinen Spieler Nummer { $index }.
rule-number-too-large = Zahlen liegen zwischen −{ $max } und { $max }.
rule-unknown-rules-version = Diese Sitzung wurde nach Version { $version } der Regeln von { $game } gespielt; diese Version von Tablekeeper kennt die Versionen 1 bis { $newest }.
rule-wrong-game = Diese Aktion gehört nicht zu einer Partie { $game }.

## Freie Zähler
rule-custom-counter-count = Ein freies Spiel braucht 1 bis { $max } Zähler.
rule-custom-step = Die Schrittweite von „{ $counter }“ muss eine positive Zahl sein.
rule-custom-start-out-of-range = Der Startwert von „{ $counter }“ liegt außerhalb von Minimum und Maximum.
rule-custom-unknown-counter = Es gibt keinen Zähler Nummer { $index }.
rule-custom-target-reached-at-start = „{ $counter }“ beginnt schon bei { $target } oder mehr, die Partie wäre also gewonnen, bevor sie anfängt.
rule-custom-last-needs-two = „Letzter Spieler über“ braucht mindestens zwei Spieler.
rule-custom-out-at-start = „{ $counter }“ beginnt bei { $above } oder darunter, also wären alle ausgeschieden, bevor die Partie anfängt.
rule-custom-below-min = „{ $counter }“ kann nicht unter { $min } fallen.
rule-custom-above-max = „{ $counter }“ kann nicht über { $max } steigen.
rule-custom-dice-count = Ein Wurf hat 1 bis { $max } Würfel.
rule-custom-die-sides = Ein Würfel hat { $min } bis { $max } Seiten, nicht { $sides }.
rule-custom-die-result = Ein W{ $sides } kann keine { $result } zeigen.
log-custom-roll = { $count ->
        [1] W{ $sides } gewürfelt: { $total }
       *[other] { $count }W{ $sides } gewürfelt: { $results } = { $total }
    }
log-custom-change = { $player }: { $counter } { $old } → { $new }
win-custom-reach = { $player } hat zuerst { $target } { $counter } erreicht.
win-custom-last-above = { $player } ist der letzte Spieler mit { $counter } über { $above }.
win-custom-nobody-left = Niemand hat { $counter } über { $above }: niemand gewinnt.
remark-out = ausgeschieden

## Sitzungen
session-replay-refused = Eintrag { $entry } gilt nicht mehr: { $reason }
session-closed = Diese Partie ist entschieden. Öffne sie wieder, um etwas zu ändern.
session-nothing-to-undo = Es gibt nichts rückgängig zu machen.
session-seat-undo = Vom Handy aus kannst du nur deine eigene letzte Änderung rückgängig machen, und nur, solange danach nichts anderes kam.
session-nothing-to-redo = Es gibt nichts wiederherzustellen.
session-no-such-entry = Im Protokoll gibt es keinen Eintrag { $entry }.
session-refused-entry = Nur lesen: Eintrag { $entry } des gespeicherten Protokolls wird von den Regeln abgelehnt ({ $rule }): { $reason }
session-from-phone = { $line } (vom Handy von { $seat })

## Berichte (show, export)
report-header-refused = Begonnen { $created } · { $applied } { $applied ->
        [one] Eintrag
       *[other] Einträge
    } angewendet · { $undone } nicht angewendet (nur lesen)
report-in-progress = Läuft: noch hat niemand gewonnen.
report-finished = Gewonnen von { $winners }: { $reason }
report-finished-lost = Der Tisch hat verloren: { $reason }
report-finished-no-winner = Vorbei, niemand hat gewonnen: { $reason }
report-header = Begonnen { $created } · { $applied } { $applied ->
        [one] Eintrag
       *[other] Einträge
    } angewendet · { $undone } rückgängig gemacht
report-played = Gespielt: { $time }
report-paused = { $count ->
        [one] einmal
       *[other] { $count }-mal
    } pausiert, { $time }
report-log = Protokoll
report-undone = (rückgängig gemacht)
report-name = Name

## Kommandozeile
list-empty = Noch keine Sitzungen.
list-game-mode = { $game } ({ $mode })
list-conflict = Konfliktkopie von { $id }: { $file }
import-done = { $file }: importiert als { $id }
import-renamed = { $file }: importiert als { $id } (ihre ID { $old } ist schon vergeben)
import-renamed-reserved = { $file }: importiert als { $id } (ihre ID { $old } ist unter Windows einem Gerät vorbehalten)
import-already = { $file }: nicht importiert, Sitzung { $id } ist dieselbe Partie
import-already-further = { $file }: nicht importiert, Sitzung { $id } ist dieselbe Partie, schon weiter gespielt
import-refused = { $count } von { $total } Dateien nicht importiert

name-reserved = { $name } ist unter Windows einem Gerät vorbehalten, dort kann keine Datei so heißen; wähle einen anderen Namen
name-trailing = ein Dateiname, der auf einen Punkt oder ein Leerzeichen endet, wird unter Windows abgeschnitten; wähle einen anderen Namen

## Statistik
stats-sessions = { $count ->
        [one] 1 Sitzung
       *[other] { $count } Sitzungen
    }
stats-thinking = im Schnitt { $time } Bedenkzeit je Partie, gemessen in { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    } mit Zügen
stats-player = { $player }: { $wins } von { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    } gewonnen ({ $percent } %), im Schnitt { $minutes } Min.
stats-game = { $game }: { $sessions ->
        [one] 1 Sitzung
       *[other] { $sessions } Sitzungen
    }, { $finished } entschieden, im Schnitt { $average } Min., die längste { $longest } Min.
stats-versus = { $a } gegen { $b }: { $games ->
        [one] 1 gemeinsame Partie
       *[other] { $games } gemeinsame Partien
    }, { $a } hat { $a_wins } gewonnen, { $b } hat { $b_wins } gewonnen
# A list of names: "Ana, Bo and Cem" ($rest: the names before the last, with commas).
names-and = { $rest } und { $last }
# A list's dates: today and yesterday by name ($time: "9:40 PM", "21:40").
date-today = heute, { $time }
date-yesterday = gestern, { $time }
