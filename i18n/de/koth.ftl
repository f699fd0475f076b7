# koth — Texte des Trackers für dieses Spiel (de). Die Schlüssel müssen in jeder Sprache gleich sein.

rule-koth-first = Startspieler ist Spieler 0 oder Spieler 1.
rule-koth-deck = Ein Stapel aus { $deck ->
        [one] einer Karte
       *[other] { $deck } Karten
    } reicht nicht für zwei Hände zu { $hand ->
        [one] einer Karte
       *[other] { $hand } Karten
    } und ein erstes Nachziehen.
rule-koth-cp = Kommandopunkte pro Runde müssen zwischen 1 und 1000 liegen.
rule-koth-no-column = Es gibt keine Spalte { $column }: Das Schlachtfeld hat fünf.
rule-koth-negative = Angriff, Verteidigung, RAGE, SUPPORT und KP sind nie negativ.
rule-koth-game-over = Spiel { $game } ist vorbei: Starte das nächste Spiel.
rule-koth-not-enough-cp = { $player } hat noch { $left } KP und das kostet { $cost }.
rule-koth-too-weak = Spalte { $column } hält mit Verteidigung { $strength }: Ein Angriff von { $attack } kann sie nicht einnehmen.
rule-koth-flank-next = FLANK bewegt nur in die benachbarte Spalte (von { $from } nach { $to } ist zu weit; das Schlachtfeld ist nicht zyklisch).
rule-koth-flank-not-yours = Spalte { $column } gehört nicht dir, du kannst von dort nicht flankieren.
rule-koth-flank-own = Du hältst Spalte { $column } schon.
rule-koth-own-column = { $player } hält Spalte { $column } schon: Eine Karte kommt in eine leere Spalte oder in eine, die der Gegner hält.
rule-koth-strength-too-large = Eine Karte mit dieser Verteidigung in Spalte { $column } brächte die Gesamtstärke von { $player } auf { $total }: Zahlen bleiben zwischen −{ $max } und { $max }.
rule-koth-deck-not-empty = Der Stapel hat noch { $left ->
        [one] eine Karte
       *[other] { $left } Karten
    }: Das Spiel geht weiter.
rule-koth-game-not-over = Spiel { $game } ist noch nicht vorbei.
rule-koth-battle-over = Die Schlacht ist vorbei: { $player } hat sie gewonnen.
log-koth-play = Spiel { $game }, Runde { $round }: { $player } nimmt Spalte { $column } ein (Angriff { $attack }, Verteidigung { $defense }). KP { $old } → { $new }.{ $rally ->
        [0] {""}
       *[other] {" "}RALLY: eine Karte gezogen.
    }
log-koth-flank = Spiel { $game }, Runde { $round }: { $player } flankiert von Spalte { $from } nach { $to }. KP { $old } → { $new }.
log-koth-spend = Spiel { $game }, Runde { $round }: { $player } gibt KP aus { $old } → { $new }.
log-koth-end-turn = Spiel { $game }, Runde { $round }: { $player } beendet den Zug; { $drew ->
        [1] { $next } zieht ({ $deck ->
            [one] 1 Karte
           *[other] { $deck } Karten
        } im Stapel übrig).
       *[other] { $next } spielt weiter (der Stapel ist leer, nichts zu ziehen).
    }
log-koth-deck-out = Spiel { $game }: Der Stapel ist leer und niemand kann spielen. Sieger: { $winner }.
log-koth-next-game = Spiel { $game } beginnt; { $player } fängt an.
win-koth-battle = { $player } hat zwei Spiele in Folge gewonnen (Spiele { $first } und { $second }) und damit die Schlacht.
label-koth-wins = Gewonnene Spiele
label-koth-streak = Siege in Folge
label-koth-columns = Spalten
label-koth-strength = Stärke
label-koth-cp = KP
remark-koth-all-columns = hat Spiel { $game } gewonnen: alle fünf Spalten
remark-koth-most-columns = hat Spiel { $game } gewonnen: die meisten Spalten
remark-koth-strength = hat Spiel { $game } gewonnen: größere Stärke
remark-koth-race = hat Spiel { $game } gewonnen: alle Spalten von einem Volk
remark-koth-draw = Spiel { $game } unentschieden
remark-koth-to-play = am Zug
help-koth-end = Wenn der Stapel leer ist und keiner mehr spielen kann: Die meisten Spalten gewinnen; bei Gleichheit die größere Gesamtstärke; bei Gleichheit der Spieler, dessen Spalten alle vom selben Volk sind (die Formulierung des Regelhefts „wer sie mit demselben Volk hält“ ist mehrdeutig: Das ist unsere Lesart); sonst unentschieden.
help-koth-flank = ← und → auf einer Spalte, die du hältst: FLANK, die Einheit zieht in die benachbarte Spalte (gib ihren Angriff ein: Er kostet so viele KP und muss die Verteidigung des Halters übertreffen).
help-koth-battle = Eine Schlacht gewinnt, wer zwei Spiele in Folge gewinnt; ein Unentschieden unterbricht eine Serie. Die Spieler beginnen abwechselnd.

## Das Fenster
ui-koth-first = Beginnt
ui-koth-deck = Karten im Stapel
ui-koth-hand = Starthand
ui-koth-cp = Kommandopunkte pro Runde
ui-koth-game = Spiel { $game }, Runde { $round }: { $player } ist am Zug
ui-koth-cp-left = Übrige KP
ui-koth-games-won = { $games ->
        [one] 1 Spiel gewonnen
       *[other] { $games } Spiele gewonnen
    }
ui-koth-streak = { $wins ->
        [one] 1 Sieg in Folge
       *[other] { $wins } Siege in Folge
    }
ui-koth-end-turn = Zug beenden
ui-koth-rules = Regeln
ui-koth-deck-left = Stapel: noch { $left ->
        [one] 1 Karte
       *[other] { $left } Karten
    }
ui-koth-column = Spalte { $column }
ui-koth-empty = leer
ui-koth-attack = Angriff
ui-koth-rage = RAGE
ui-koth-defense = Verteidigung
ui-koth-support = SUPPORT
ui-koth-rally = RALLY
ui-koth-orc = Ork
ui-koth-human = Mensch
ui-koth-take = Einnehmen
ui-koth-deck-out = Stapel leer, niemand kann spielen
ui-koth-next-game = Nächstes Spiel starten
ui-koth-keys = Tasten: Tab, Umschalt+Tab Kartenfeld · Ziffern hineintippen · ←→ Spalte · Enter einnehmen · Umschalt+←→ FLANK · − 1 KP ausgeben · Alt+O Ork · Alt+H Mensch · Alt+R RALLY · Alt+E Zug beenden · Alt+D Stapel leer · Alt+N nächstes Spiel · Esc leert die Karte
ui-koth-game-won = Spiel { $game } geht an { $player }.
ui-koth-game-drawn = Spiel { $game } ist unentschieden.

## Berichte
detail-koth-game = Spiel { $game }, Runde { $round }; { $deck ->
        [one] 1 Karte
       *[other] { $deck } Karten
    } im Stapel übrig.
detail-koth-column = Spalte { $column }: { $player }, Stärke { $strength }, { $race ->
        [orc] Ork
       *[human] Mensch
    }
detail-koth-empty = Spalte { $column }: leer
piece-koth-column = Spalte { $column }
