# Die Wörter des Fensters (de): Bildschirme, Schaltflächen, Hinweise, Einstellungen. Die Schlüssel müssen in jeder Sprache gleich sein.

ui-language-name = Deutsch
ui-home = Start
ui-history = Verlauf
ui-settings = Einstellungen
ui-close = Schließen
ui-open = Öffnen
ui-start = Partie starten
ui-new-game = Neue Partie
ui-in-progress = läuft
ui-in-progress-games = Laufende Partien
ui-recent-finished = Kürzlich beendet
ui-none-yet = Noch keine.
ui-history-count = Alle Sitzungen ({ $count })
ui-winner = { $count ->
    [one] { $winners } hat gewonnen!
   *[other] { $winners } haben gewonnen!
    }
ui-nobody-won = Die Partie ist vorbei: niemand hat gewonnen.
ui-over = Vorbei: { $reason }
ui-no-screen = Für { $game } gibt es noch keinen Bildschirm; das Spiel lässt sich über die Kommandozeile nachspielen und anzeigen.

## Eine freie Partie einrichten
ui-players = Spieler
ui-player-n = Spieler { $n }
ui-name = Name
ui-remove = Entfernen
ui-add-player = Spieler hinzufügen
ui-random-first = Startspieler auslosen
ui-first-drawn = { $name } beginnt (ausgelost).
ui-first-team-drawn = Das Team von { $name } beginnt (ausgelost).
ui-counters = Zähler
ui-counter-fields = Jeder Spieler bekommt jeden Zähler: Name, Startwert, optional Minimum und Maximum, und die Schrittweite eines Klicks.
ui-counter-n = Zähler { $n }
ui-default-counter = Punkte
ui-start-value = Start
ui-min = Min.
ui-max = Max.
ui-step = Schritt
ui-add-counter = Zähler hinzufügen
ui-win-rule = Wie die Partie gewonnen wird
ui-win-none = Die Spieler entscheiden
ui-win-reach = Wer zuerst ein Ziel erreicht
ui-win-last-above = Letzter Spieler über 0
ui-on-counter = bei
ui-target = Ziel
ui-not-a-number = { $field }: „{ $value }“ ist keine ganze Zahl.
ui-field-empty = { $field }: Gib eine ganze Zahl ein.
ui-dice = Würfel
ui-die = W{ $sides }
ui-dice-d = W
ui-dice-count = Würfel: „{ $value }“ ist keine ganze Zahl von 1 bis { $max }.
ui-dice-roll = Würfeln
ui-dice-none = Noch nicht gewürfelt
ui-dice-last = { $count ->
        [1] W{ $sides }
       *[other] { $count }W{ $sides }, Summe { $total }
    }
ui-dice-sides = Seiten: „{ $value }“ ist keine ganze Zahl von { $min } bis { $max }.

## Spielen
ui-undo = Rückgängig
ui-redo = Wiederherstellen
ui-reopen = Wieder öffnen
ui-setup-title = Neue Partie: { $game }
ui-table-mode = Tischmodus (F11)
ui-table-mode-off = Tischmodus verlassen (F11)
ui-reopen-ask = Diese Partie wieder öffnen?
ui-yes = Ja
ui-no = Nein
ui-delete-ask = Löschen?
ui-log-show = Protokoll ▸
ui-log-fold = ◂ Einklappen
ui-zoom = Zoom
ui-zoom-percent = { $percent } %
ui-zoom-reset = 100 %
ui-zoom-keys = Strg+= und Strg+− zoomen, Strg+0 setzt zurück.
ui-help-title = Tasten
ui-help-close = Schließen (Esc)
ui-help-window = F1 oder ?: diese Liste · F11: Tischmodus · Strg+= und Strg+−: zoomen, Strg+0: zurück auf 100 % · Esc: Liste schließen
ui-help-go = Strg+1: Start · Strg+2: Verlauf · Strg+3: Statistik · Strg+4: Turniere · Strg+5: Einstellungen
ui-help-play = Strg+Z: rückgängig · Strg+Y oder Strg+Umschalt+Z: wiederherstellen · Strg+P: Uhr anhalten oder weiterlaufen lassen · Strg+T, Strg+Umschalt+T: Zugtimer länger, kürzer · Strg+L: Protokoll ein- oder ausklappen · Strg+E: Notiz zum neuesten Eintrag · Strg+D: neuesten Eintrag löschen (Enter bestätigt, Esc behält ihn) · Strg+N: Notiz zur Sitzung · Strg+Umschalt+P: auf Handys zeigen · Strg+Umschalt+B: im Browser öffnen
ui-help-decided = Wenn das Spiel entschieden ist: Alt+R Rückschau · Alt+M Revanche · Alt+H Start · Alt+B das Spielfeld am Ende oder wieder das Ergebnis · Alt+U den entscheidenden Schritt rückgängig machen · Alt+O wieder öffnen, um etwas zu ändern (Enter bestätigt, Esc nicht)
ui-help-review = ← →: einen Schritt zurück oder weiter · Pos1, Ende: zum Anfang, zum Ende
ui-help-screen = Tab, Umschalt+Tab: vor und zurück durch Felder und Schaltflächen · Enter oder Leertaste: die umrandete Schaltfläche drücken · Esc: zurück (zuerst aus einem Feld oder einer offenen Frage)
ui-custom-keys = Tasten: ↑↓ oder Tab Spieler · ←→ Zähler · + − ein Schritt · Ziffern, dann Enter: Zähler setzen · Alt+N Anzahl der Würfel, Alt+S Seiten (Ziffern, dann Enter: würfeln) · Alt+D nächster Würfel · Alt+R würfeln · Esc bricht ab
ui-text-size = Textgröße
ui-table-lost = Der Tisch hat verloren
ui-review-step = Eintrag { $step } von { $last }
ui-review-everyone = Alle
ui-review-every-kind = Alle Arten von Aktionen
ui-review-chart = Diagramm:
ui-history-every-game = Alle Spiele
ui-history-all = Alle Sitzungen
ui-history-finished = beendet
ui-history-player = Name des Spielers
ui-history-from = Von (JJJJ-MM-TT)
ui-history-to = Bis (JJJJ-MM-TT)
ui-history-newer = ◀ Neuer
ui-history-older = Älter ▶
ui-history-page = Seite { $page } von { $pages }
ui-history-row = { $when } · { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } · { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    } · { $status }
ui-history-abandoned = aufgegeben
ui-history-trash = Gelöscht (Papierkorb)
ui-history-abandon = Aufgeben
ui-history-resume = Wieder aufnehmen
ui-history-delete = Löschen
ui-history-delete-ask = Löschen? Die Sitzung kommt in den Papierkorb.
ui-history-restore = Wiederherstellen
ui-restored-renamed = Als Sitzung { $id } wiederhergestellt: Die ID { $old } gehört schon einer anderen Sitzung oder ihrer Sicherung.
ui-refused-mark = nur lesen: ein Eintrag wird von den Regeln abgelehnt
ui-read-only = Diese Sitzung ist in einem anderen Fenster geöffnet: Hier wird sie nur zum Lesen angezeigt.
ui-session-note = Eine Notiz zu dieser Sitzung (Enter speichert)
ui-save-failed = Die Änderung bleibt auf dem Bildschirm, konnte aber nicht gespeichert werden: { $error }
ui-store-io = { $file }: { $error }
ui-store-format = { $file } ist keine Datei, die Tablekeeper lesen kann: { $error }
ui-store-unreadable = { $file } konnte nicht gelesen werden ({ $error }). Die Datei bleibt, wo sie ist, weil sie nicht in die Quarantäne verschoben werden konnte: { $why }
ui-store-not-a-file = { $file } ist { $kind ->
        [folder] ein Ordner
        [fifo] ein FIFO (benannte Pipe)
        [socket] ein Socket
        [char] ein zeichenorientiertes Gerät
        [block] ein blockorientiertes Gerät
        [dangling] ein symbolischer Link ins Leere
       *[other] etwas anderes als eine Datei
    } und keine gewöhnliche Datei; sie wurde nicht geöffnet.
ui-store-too-large = { $file } ist { $size } Byte groß, mehr als die { $limit } MiB, die eine Sitzungsdatei haben darf; sie wurde nicht gelesen.
ui-store-too-large-to-write = Sitzung { $id } würde { $size } Byte belegen, mehr als die { $limit } MiB, die eine Sitzungsdatei haben darf. Es wurde nichts geschrieben.
ui-store-claimed = Sitzung { $id } wurde gerade von einem anderen Fenster oder Befehl gespeichert.
ui-store-locked = Sitzung { $id } ist in einem anderen Fenster geöffnet.
ui-store-busy = Ein anderer Tablekeeper-Prozess ändert gerade { $file } und wurde nicht rechtzeitig fertig. Es wurde nichts geändert; versuche es noch einmal.
ui-store-file = { $file }: { $error }
ui-store-not-found = Es gibt keine Sitzung mit der ID { $id }.
ui-store-bad-id = „{ $id }“ ist keine Sitzungs-ID (nur Buchstaben, Ziffern, - und _).
ui-store-encode = Die Sitzung konnte nicht als JSON geschrieben werden: { $error }
ui-store-read-only = Sitzung { $id } enthält einen Eintrag, den die Regeln ablehnen: Sie ist schreibgeschützt, und ihre Datei bleibt, wie sie ist.
ui-quarantined = { $file } konnte nicht gelesen werden ({ $reason }). Die Datei wurde nach { $moved } verschoben, sonst wurde nichts angefasst.
ui-note-not-written = Die Notiz mit dem Grund konnte nicht geschrieben werden: { $error }
ui-session-warning = Sitzung { $id }: { $warning }
ui-unknown-fields = die Datei enthält Felder, die Tablekeeper nicht liest; sie fallen beim nächsten Speichern der Sitzung weg: { $fields }
ui-skipped = { $file } wurde nicht angefasst: { $reason }

## Protokoll
ui-log = Protokoll
ui-log-empty = Noch ist nichts passiert.
ui-undone = Rückgängig gemachter Schritt
ui-undone-line = (rückgängig gemacht) { $line }
ui-note = Notiz (Enter speichert)
ui-edit-note = Notiz hinzufügen oder bearbeiten
ui-older = Ältere Einträge zeigen ({ $count } weitere)

## Einstellungen
ui-language = Sprache
ui-theme = Design
ui-system = Wie das System
ui-theme-light = Hell
ui-theme-dark = Dunkel
ui-contrast = Kontrast
ui-contrast-normal = Normal
ui-contrast-high = Hoch
ui-delete-entry = diesen Eintrag löschen

## Export and import
ui-export = Exportieren:
ui-export-session = Sitzungsdatei
ui-export-json = JSON-Bericht
ui-export-csv = CSV
ui-export-csv-series = CSV, eine Zeile pro Eintrag
ui-export-markdown = Markdown
ui-export-chart = Diagramm (PNG)
ui-export-title = Sitzung exportieren
ui-import-files = Sitzungen importieren…
ui-import = Importieren
ui-import-title = Sitzungsdateien importieren
ui-file-sessions = Tablekeeper-Sitzungen
ui-no-dialog = Hier kann kein Dateidialog angezeigt werden (kein Desktop-Portal und kein zenity): Gib stattdessen den Pfad ein.
ui-path-export = Wohin „{ $what }“ gespeichert werden soll (ein Dateipfad):
ui-path-import = Die zu importierende Sitzungsdatei oder ein Ordner, dessen .json-Dateien alle importiert werden:
ui-path-placeholder = /home/du/sitzung.json
ui-path-save = Speichern
ui-path-empty = Gib zuerst einen Pfad ein.
ui-cancel = Abbrechen
ui-exported = „{ $what }“ wurde unter { $path } gespeichert.
ui-export-failed = Speichern unter { $path } nicht möglich: { $error }
ui-chart-gone = Das Diagramm ist nicht mehr auf dem Bildschirm: Öffne die Rückschau der Sitzung und speichere das Diagramm erneut ({ $path } wurde nicht geschrieben).
ui-imported = { $file } wurde als Sitzung { $id } importiert.
ui-imported-renamed = { $file } wurde als Sitzung { $id } importiert (ihre ID { $old } ist schon vergeben).
ui-imported-renamed-reserved = { $file } wurde als Sitzung { $id } importiert (ihre ID { $old } ist unter Windows einem Gerät vorbehalten).
ui-imported-already = { $file } wurde nicht importiert: Sitzung { $id } ist dieselbe Partie.
ui-imported-already-further = { $file } wurde nicht importiert: Sitzung { $id } ist dieselbe Partie, schon weiter gespielt.
ui-import-refused = { $file } wurde nicht importiert: { $why } Details: { $detail }
ui-import-refused-entry = { $file } wurde nicht importiert: Protokolleintrag { $entry } wird von Regel { $rule } abgelehnt. Es wurde nichts geschrieben.

## Stats
ui-stats = Statistik
ui-stats-none = Noch keine entschiedenen Partien.
ui-stats-more = { $count ->
        [one] … und { $count } weiterer Spieler (nach Namen filtern, um ihn zu sehen).
       *[other] … und { $count } weitere Spieler (nach Namen filtern, um sie zu sehen).
    }
ui-stats-players = Spieler
ui-stats-games = Spiele
ui-stats-versus = Direkter Vergleich
ui-stats-vs = gegen
ui-stats-pick-player = Spieler wählen
ui-stats-versus-help = Wähle zwei Spieler, um die entschiedenen Partien zu sehen, die beide gespielt haben.
ui-stats-record = { $what } { $wins }/{ $games }
ui-stats-how = So gewonnen: { $how }
ui-player-page = Spielerseite
ui-player-back = Zurück zur Statistik
ui-player-no-games = Noch keine entschiedenen Partien.
ui-player-recent = Letzte Partien
ui-player-also = Auch geschrieben:
ui-player-also-none = keine andere Schreibweise
ui-player-split = Trennen
ui-player-split-ask = { $name } wieder getrennt von { $person } zählen?
ui-player-new-name = Neuer Name
ui-player-rename = Überall umbenennen
ui-player-same-as = Dieselbe Person wie
ui-player-merge = Zu einer Person machen
ui-player-merge-ask = { $name } ab jetzt als { $into } zählen?
ui-known-players = Bekannte Spieler:
ui-known-none = Kein bekannter Spieler heißt so.
ui-events = Turniere
ui-events-none = Noch keine Turniere: Gib einen Namen, wähle das Spiel und nenne die Spieler (Ana, Bo, Cy…).
ui-event-name = Name des Turniers
ui-event-players = Spieler, durch Kommas getrennt
ui-event-create = Turnier anlegen
ui-event-pair = Runde { $round } paaren
ui-event-round = Runde { $round }
ui-event-bye = Freilos: { $name }
ui-event-table = Tisch { $table }: { $players }
ui-event-start = Partie starten
ui-event-won = { $name } gewinnt
ui-event-draw = Unentschieden
ui-event-standings = Tabelle
ui-event-standing = { $rank }. { $name }: { $points } Punkte, { $wins }–{ $draws }–{ $losses }, OMW { $omw } %, GW { $gw } %, OGW { $ogw } %
ui-event-dropped = ausgestiegen
ui-event-drop = Herausnehmen
ui-event-drop-ask = { $name } ab der nächsten Runde herausnehmen?
ui-event-taken = Ein Turnier namens „{ $name }“ gibt es schon.
ui-event-missing = Es gibt kein Turnier namens „{ $name }“.
ui-event-file = { $file }: { $error }
ui-event-games = Spiele:
ui-event-seating = Sitzordnung:
ui-event-two-player = Zweiertische (Schweizer System)
ui-event-pods = Gruppen zu 3–4
ui-event-table-game = Tisch { $table } ({ $game }): { $players }
ui-event-places = Plätze, vom ersten zum letzten:
ui-event-place = { $place }.
ui-event-places-clear = Plätze löschen
ui-event-change = Ändern
ui-event-keep = Behalten
ui-event-clear = Ergebnis löschen
ui-event-replaced = Runde { $round }, Tisch { $table }: { $now } (ersetzt: { $was }).
ui-event-cleared = Runde { $round }, Tisch { $table }: Ergebnis gelöscht (ersetzt: { $was }).
ui-event-after = { $rounds ->
        [0] Tabelle: noch keine Runde abgeschlossen
        [one] Tabelle nach { $rounds } Runde
       *[other] Tabelle nach { $rounds } Runden
    }
ui-event-under-way = Runde { $round } läuft: Ihre Ergebnisse zählen schon, ihr Freilos erst, wenn alle Ergebnisse da sind.
ui-event-standing-byes = { $byes ->
        [one] (1 Freilos)
       *[other] ({ $byes } Freilose)
    }
ui-event-print = Tabelle drucken
ui-event-late = Nachmeldung: Name
ui-event-enter = Spieler aufnehmen
ui-event-return = Zurückholen
ui-event-printed-open = Die Tabelle steht in { $file } und ist zum Drucken geöffnet (Strg+P druckt).
ui-event-printed = Die Tabelle steht in { $file }: öffne die Datei zum Drucken.
ui-event-print-failed = Die Tabelle konnte nicht nach { $file } geschrieben werden: { $error }
how-other = Sonstiges
how-hero_realms-last-standing = Als Letzter übrig
how-hero_realms-nobody-left = Niemand mehr übrig
how-hero_realms-first-blood = Erstes Blut
how-hero_realms-hydra = Hydra-Team
how-hero_realms-emperor = Kaiser
how-karth-gold = Gold
how-karth-kp = Kill-Punkte
how-karth-last-standing = Als Letzter übrig
how-karth-last-after = Als Letzter übrig
how-karth-nobody = Niemand mehr übrig
how-kharnage-skulls = Totenköpfe
how-kharnage-largest-army = Bei Gleichstand: größte Armee
how-kharnage-most-tokens = Bei Gleichstand: Kharnage-Marker
how-kharnage-initiative = Bei Gleichstand: Initiative
how-kharnage-shared = Geteilter Sieg
how-kings_armory-victory = Sieg
how-kings_armory-gate = Tor gefallen
how-kings_armory-heroes = Helden kampfunfähig
how-koth-battle = Schlacht
how-custom-reach = Ziel erreicht
how-custom-last-above = Als Letzter über der Grenze
how-custom-nobody-left = Niemand mehr übrig
ui-history-every-mode = Alle Modi
ui-history-mode = Modus

## Konfliktkopien eines Synchronisierungsprogramms
ui-conflicts = { $count ->
        [one] { $count } Konfliktkopie
       *[other] { $count } Konfliktkopien
    }
ui-conflicts-help = Ein Synchronisierungsprogramm (Syncthing, Nextcloud, Dropbox…) hat beide Fassungen einer Sitzung behalten, die an zwei Orten geändert wurde. Sieh dir eine Kopie in der Rückschau an und behalte sie dann an der Stelle ihrer Sitzung (die Sitzung kommt in den Papierkorb) oder verwirf sie (sie kommt in den Papierkorb).
ui-conflict-of = Kopie von { $id }: { $file }
ui-conflict-row = Geändert: { $when }, { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }
ui-conflict-review = Kopie ansehen
ui-conflict-keep = Diese Kopie behalten
ui-conflict-keep-ask = Diese Kopie an die Stelle ihrer Sitzung setzen? Die Sitzung kommt in den Papierkorb.
ui-conflict-discard = Kopie verwerfen
ui-conflict-discard-ask = Diese Kopie in den Papierkorb verschieben?
ui-conflict-mark = { $count ->
        [one] { $count } Konfliktkopie
       *[other] { $count } Konfliktkopien
    }
ui-conflict-review-note = Eine Konfliktkopie, nur zum Lesen: Behalte oder verwirf sie im Verlauf.
ui-result-duration = { $hours ->
    [0] Gespielt: { $minutes } Min.
   *[other] Gespielt: { $hours } Std. { $minutes } Min.
}
ui-result-board = Spielfeld zeigen
ui-result-review = Rückschau
ui-result-rematch = Revanche
ui-result-standings = Endstand
ui-result-show = Ergebnis
ui-turn-now = Jetzt ist { $name } am Zug
ui-chart-entries = Eintrag
ui-chart-goal = Siegziel: { $value }
# Why a file was not imported, before the technical detail.
ui-import-why-missing = Es gibt keine Datei und keinen Ordner mit diesem Namen.
ui-import-why-empty-folder = Der Ordner enthält keine Sitzungsdatei (.json).
ui-import-why-unreadable = Die Datei konnte nicht gelesen werden.
ui-import-why-too-large = Die Datei ist zu groß für eine Sitzung.
ui-import-why-not-a-session = Das ist keine Tablekeeper-Sitzung, oder sie ist beschädigt.
ui-import-why-unknown-fields = Sie enthält Felder, die Tablekeeper nicht kennt (ein Tippfehler?).
ui-import-why-control-character = Ein Name darin enthält Steuerzeichen.
ui-import-why-refused-entry = Die Regeln lehnen einen ihrer Protokolleinträge ab.
ui-import-why-not-saved = Sie konnte nicht im Datenordner gespeichert werden.
# The desktop could not show a file dialog (a failed portal).
ui-dialog-failed = Der Dateidialog des Desktops hat sich nicht geöffnet: Gib stattdessen den Pfad der Datei ein.

## The live page for phones
share-turn = { $name } ist am Zug
share-live = Live
share-offline = Verbindung wird wiederhergestellt…
share-log = Letzte Änderungen
share-empty = Noch ist nichts geschehen.
share-act-no-control = Diese Schaltfläche gibt es auf diesem Handy gerade nicht.
share-act-not-saved = Auf dem Gastgeber-Rechner nicht gespeichert: { $error }
share-seats = Spielstand
share-seats-player = Spieler
share-seat-yours = Dein Platz: { $name }
share-seat-undo = Meine letzte Änderung rückgängig machen
share-said-seat = { $name }: { $changes }.
share-said-number = { $label } { $value } ({ $change })
ui-share = Auf Handys zeigen
ui-share-stop = Nicht mehr zeigen
ui-share-here = Nur dieser Computer
ui-share-network = Handys in diesem Netz
ui-share-seats = Jedes Handy steuert seinen Platz
ui-share-viewers = Zuschauer
ui-share-seat-open = { $name } (verbunden)
ui-share-seat-waiting = { $name } (noch nicht)
ui-share-seat-link = Link für { $name }, nur für das eigene Handy:
ui-share-new-links = Neue Links
ui-share-open = Diese Adresse im Browser öffnen:
ui-share-browser = Im Browser öffnen
ui-share-browser-failed = Der Browser ließ sich nicht öffnen: { $error }
ui-share-failed = Das Spiel lässt sich nicht auf Handys zeigen: { $error }
ui-share-no-network = Dieser Computer ist in keinem Netz, das ein Handy erreicht; das Spiel wird nur auf diesem Computer gezeigt.
cli-serve-at = { $session } wird unter { $url } gezeigt (Strg+C beendet).

## The clock
ui-clock = Gespielt: { $time }
ui-clock-turn = { $name }: { $time } Bedenkzeit
ui-clock-paused = Pausiert: { $time } gespielt
ui-clock-pause = Pause
ui-clock-resume = Weiter
ui-log-paused = Pausiert von { $from } bis { $to } ({ $length })
ui-log-paused-now = Pausiert seit { $from }
ui-log-left = Nicht geöffnet von { $from } bis { $to } ({ $length })
ui-log-left-now = Nicht geöffnet seit { $from }
ui-timer = Zugtimer
ui-timer-off = Aus
ui-timer-minutes = { $minutes } Min.
ui-timer-seconds = { $seconds } s
ui-timer-out = Zeit!

## Die Live-Seite für Handys: die Tabelle des Turniers der Partie
share-event-after = { $round ->
        [0] Tabelle: noch keine Runde beendet
       *[other] Tabelle nach Runde { $round }
    }
share-event-rank = Pl.
share-event-player = Spieler
share-event-points = Pkt.
share-event-record = S–U–N
share-event-dropped = ausgestiegen
share-event-here = dieser Tisch

## The printable standings sheet (src/event/sheet.rs)
sheet-standings = Tabelle
sheet-after = { $rounds ->
        [0] vor der ersten Runde
        [one] nach { $rounds } Runde
       *[other] nach { $rounds } Runden
    }
sheet-during = Runde { $round } läuft
sheet-printed = Stand: { $time }
sheet-rank = Pl.
sheet-player = Spieler
sheet-points = Punkte
sheet-record = S–U–N
sheet-byes = Freilose
sheet-omw = OMW
sheet-gw = GW
sheet-ogw = OGW
sheet-percent = { $percent } %
sheet-dropped = ausgestiegen
sheet-pairings = Paarungen der Runde { $round }
sheet-table = Tisch { $table }: { $players }
sheet-table-game = Tisch { $table } ({ $game }): { $players }
sheet-bye = Freilos: { $name }
sheet-legend = S–U–N: Siege (Freilose mitgezählt), Unentschieden, Niederlagen. Bei Punktgleichheit entscheidet OMW (Siegquote der Gegner in Prozent), dann GW (eigene Quote gewonnener Partien), dann OGW (Quote gewonnener Partien der Gegner).
