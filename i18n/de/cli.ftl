## Die Befehlszeile: Fehler, Warnungen und was die Befehle sagen, in der
## Sprache des Nutzers (`--json` und Exportdateien bleiben Englisch).

cli-no-data-folder = kein Datenordner: setze TABLEKEEPER_DATA_DIR oder gib --data-dir an
cli-no-such-data-folder = { $path }: diesen Datenordner gibt es nicht
cli-not-a-data-folder = { $path }: kein Datenordner von Tablekeeper (ihm fehlt sessions/)
cli-not-a-folder = { $path }: kein Ordner
cli-path-error = { $path }: { $error }
cli-leftover-removed = { $path }: entfernt, eine temporäre Datei, die ein unterbrochenes Speichern zurückgelassen hat
cli-serve-no-sessions = serve: Der Datenordner enthält keine Sitzungen.
cli-serve-bind = --bind { $bind }: { $error }
cli-serve-seat = Platz { $number }, { $name }: { $url }
cli-serve-seats = --seats: { $error }
cli-empty-target = leere Sitzungs-ID oder leerer Pfad: Gib eine ID an (siehe `tablekeeper list`) oder eine Sitzungsdatei.
cli-no-such-file = { $path }: Diese Datei gibt es nicht.
cli-recovered = { $file }: nicht lesbar ({ $reason }); verschoben nach { $moved }; die vorige Fassung wurde wiederhergestellt
cli-session-warning = Sitzung { $id }: { $warning }
cli-stdout = Standardausgabe: { $error }
cli-no-window = Von hier aus öffnet sich kein Fenster.
cli-skipped = { $path }: übersprungen ({ $why })
cli-conflict-unreadable = Konfliktkopie { $file }: nicht lesbar ({ $error })
cli-sentences = { $first } { $then }
cli-refused = { $command }: { $why } (Regel { $rule })
cli-command-error = { $command }: { $error }
cli-file-entry-refused = { $file }: Protokolleintrag { $entry }: { $why } (Regel { $rule })
cli-file-refused-by-rule = { $file }: { $why } (Regel { $rule })
cli-unknown-fields = { $file }: { $more ->
        [0] { $count ->
            [one] unbekanntes Feld { $fields } (ein Tippfehler?)
           *[other] unbekannte Felder { $fields } (ein Tippfehler?)
        }
       *[other] unbekannte Felder { $fields } und { $more } weitere (ein Tippfehler?)
    }
cli-import-empty-name = ein leerer Dateiname: nichts zu importieren
cli-import-missing = { $file }: Diese Datei oder diesen Ordner gibt es nicht.
cli-import-empty-folder = { $file }: ein Ordner ohne .json-Datei
cli-import-not-saved = { $file }: nicht importiert: { $error }
cli-output-empty = --output: leerer Dateiname
cli-output-folder = { $path }: ist ein Ordner
cli-output-session = { $path }: ist eine Sitzungsdatei von Tablekeeper und wird nicht überschrieben (wähle eine andere Datei)
cli-output-read-only = { $path }: ist schreibgeschützt und wird nicht ersetzt (mach sie beschreibbar oder wähle eine andere Datei)
cli-output-not-a-name = { $path }: kein Dateiname
cli-output-cannot-write = { $path }: Dort lässt sich nichts schreiben: { $error }
cli-output-hard-link = { $path }: ist ein zweiter Name (ein harter Link) für { $kept }, das nur Tablekeeper schreibt; wähle einen anderen Ort
cli-kept-in-data-folder = { $path }: ist { $what } im Datenordner { $folder }; nur Tablekeeper schreibt dort (wähle einen anderen Ort)
cli-kept-in-folder = { $path }: liegt im Ordner { $name }/ eines Datenordners von Tablekeeper ({ $folder }), in den nur Tablekeeper schreibt; wähle einen anderen Ort
cli-kept-folder-name = der Name des Ordners { $name }/
cli-kept-file = { $what ->
        [roster] die Spielerliste
        [settings] die Einstellungsdatei
       *[index] der Index
    }
cli-kept-work-file = { $what ->
        [roster] eine Sicherungs-, Sperr- oder temporäre Datei der Spielerliste
        [settings] eine Sicherungs-, Sperr- oder temporäre Datei der Einstellungen
       *[index] eine Sicherungs-, Sperr- oder temporäre Datei des Index
    }
cli-kept-sync-copy = { $what ->
        [roster] eine Kopie der Spielerliste, die ein Sync-Programm angelegt hat
        [settings] eine Kopie der Einstellungen, die ein Sync-Programm angelegt hat
       *[index] eine Kopie des Index, die ein Sync-Programm angelegt hat
    }
cli-kept-lock = eine Sperrdatei
cli-kept-being-written = eine Datei, die gerade geschrieben wird
cli-event-dropped-out = { $player } ist aus { $event } ausgestiegen: wird nicht mehr gepaart, bleibt in der Tabelle
cli-event-entered = { $player } steigt in { $event } ein: wird ab Runde { $round } gepaart
cli-event-returned = { $player } ist zurück in { $event }: wird ab Runde { $round } wieder gepaart
cli-event-taken = Ein Turnier namens „{ $name }“ gibt es schon ({ $file }).
cli-event-no-folder = event standings: Es gibt noch keinen Datenordner, also auch keine Turniere.
cli-event-kind-two = Zweiertische, Schweizer System
cli-event-kind-pods = in Gruppen zu 3–4
cli-event-games = { $games } ({ $kind })
cli-event-players = { $count ->
        [one] 1 Spieler: { $players }
       *[other] { $count } Spieler: { $players }
    }
cli-event-cleared = Ergebnis gelöscht
cli-event-result = { $event }, Runde { $round }, Tisch { $table }: { $result }
cli-event-result-replaced = { $event }, Runde { $round }, Tisch { $table }: { $result }; ersetzt: { $was }
cli-event-draw = ein Unentschieden
cli-event-places = Plätze: { $places }
cli-event-versus = { $a } gegen { $b }
cli-event-after = { $played ->
        [one] { $event } nach 1 Runde
       *[other] { $event } nach { $played } Runden
    }
cli-event-after-under-way = { $played ->
        [one] { $event } nach 1 Runde, Runde { $round } läuft
       *[other] { $event } nach { $played } Runden, Runde { $round } läuft
    }
cli-event-after-under-way-bye = { $played ->
        [one] { $event } nach 1 Runde, Runde { $round } läuft (ihr Freilos zählt, sobald alle Ergebnisse da sind)
       *[other] { $event } nach { $played } Runden, Runde { $round } läuft (ihr Freilos zählt, sobald alle Ergebnisse da sind)
    }
cli-event-line = { $event }: { $games }; { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }; { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }
cli-players-no-folder = { $command }: Es gibt noch keinen Datenordner, also auch keine Spieler.
cli-players-unknown = { $command }: Niemand heißt „{ $name }“.
cli-players-renamed = { $old } heißt jetzt in der Statistik jeder Sitzung { $new }; die Sitzungen behalten ihre Schreibweise.
cli-players-merged = { $name } und { $into } sind jetzt eine Person: { $person } ({ $a } + { $b } Spiele)
cli-players-split = { $spelling } ist wieder eine eigene Person, nicht mehr { $was }.
cli-players-none = Noch keine Spieler.
cli-players-games = { $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }
cli-players-won = { $wins } gewonnen ({ $percent } %)
cli-players-also = auch: { $names }

## Argumente, die die Befehlszeile nicht annehmen konnte: je eine Zeile.

cli-arg-not-utf8 = Argument { $n } ist kein gültiges UTF-8: `{ $arg }`
cli-arg-given-twice = { $option }: doppelt angegeben
cli-arg-does-not-apply = { $option } gilt nicht für { $command } (siehe --help)
cli-arg-not-both = { $command }: { $a } oder { $b }, nicht beides
cli-arg-bind = --bind: `{ $value }` ist keine Adresse mit Port wie 127.0.0.1:8080
cli-arg-series = export: --series gilt nur für --format csv
cli-arg-not-a-game = --game: `{ $value }` ist kein Spiel
cli-arg-against = stats: --against braucht --player
cli-arg-missing = { $command }: { $what } fehlt
cli-arg-missing-one = { $command }: { $what ->
        [file] Sitzungsdatei fehlt
       *[target] Sitzungs-ID oder -datei fehlt
    }
cli-arg-or = { $a } oder { $b }
cli-arg-unknown-command = { $word }: unbekannter Befehl (siehe --help)
cli-arg-not-with = { $option }: nicht zusammen mit { $other }
cli-arg-takes-no-value = { $option }: nimmt keinen Wert
cli-arg-empty-value = { $option }: leerer Wert
cli-arg-missing-value = { $option }: Wert fehlt
cli-arg-not-one-of = { $option }: `{ $value }` ist keiner von { $valid }
cli-arg-missing-command = { $command }: Befehl fehlt (siehe --help)
cli-arg-needs-command = { $option }: braucht einen Befehl (siehe --help)
cli-arg-unknown-option = { $option }: unbekannte Option (siehe --help)
cli-arg-takes-no-arguments = { $command }: nimmt keine Argumente
cli-arg-too-many = { $command }: zu viele Argumente (erwartet: { $values })
cli-arg-too-many-one = { $command }: zu viele Argumente (erwartet: { $what ->
        [file] eine Sitzungsdatei
       *[target] eine Sitzungs-ID oder -datei
    })
cli-arg-other = { $error } (siehe --help)

## --help: die Definition der Befehlszeile in Worten (die Aufrufzeilen
## sind Syntax und bleiben, wie sie sind).

cli-help-usage = Aufruf:
cli-help-commands = Befehle
cli-help-arguments = Argumente
cli-help-options = Optionen
cli-help-possible-values = Mögliche Werte:
cli-help-default = [Vorgabe: { $value }]
cli-help-tablekeeper = Brettspiele mitschreiben statt Würfel und Papier
cli-help-tablekeeper-long =
    Brettspiele mitschreiben statt Würfel und Papier.

    Ohne Befehl öffnet sich das Fenster. Die Befehle lesen die gespeicherten Sitzungen (oder eine Sitzungsdatei), um sie auszugeben, zu prüfen oder zu exportieren.
cli-help-tablekeeper-after = Fehler stehen in einer Zeile, die sagt, was und wo; der Exit-Code ist dann 2.
cli-help-tablekeeper-help = Hilfe ausgeben
cli-help-tablekeeper-data-dir = Der Datenordner (sonst $TABLEKEEPER_DATA_DIR, sonst der Datenordner der Plattform); nur import, die Änderungen von event und das Fenster legen ihn an
cli-help-tablekeeper-version = Version ausgeben
cli-help-list = Gespeicherte Sitzungen auflisten, die neuesten zuerst
cli-help-list-json = JSON ausgeben
cli-help-list-ids = Nur die Sitzungs-IDs ausgeben, eine pro Zeile (für Skripte und die Vervollständigung der Shell)
cli-help-list-utc = Zeiten in UTC ausgeben (ISO 8601), nicht in Ortszeit, wie das Gebietsschema sie schreibt
cli-help-show = Aufbau, Stand, Ausgang und Protokoll einer Sitzung ausgeben
cli-help-show-target = Eine Sitzungs-ID im Datenordner, der Dateiname einer Konfliktkopie in dessen sessions/ oder eine Sitzungsdatei
cli-help-show-json = JSON ausgeben
cli-help-show-utc = Zeiten in UTC ausgeben (ISO 8601), nicht in Ortszeit, wie das Gebietsschema sie schreibt
cli-help-replay = Eine Sitzungsdatei prüfen und das Ergebnis ausgeben
cli-help-replay-long =
    Eine Sitzungsdatei prüfen und das Ergebnis ausgeben.

    Die Prüfung spielt das Protokoll der Datei nach den Regeln des Spiels nach; ein abgelehnter Eintrag lässt die Prüfung scheitern, mit der Nummer des Eintrags (ab 1) und der Regel.
cli-help-replay-file = Eine Sitzungsdatei
cli-help-replay-json = JSON ausgeben; eine gescheiterte Prüfung gibt auch {"{"}"error", "entry", "rule"{"}"} aus
cli-help-import = Sitzungsdateien oder Ordner davon in den Datenordner importieren
cli-help-import-long =
    Sitzungsdateien oder Ordner davon in den Datenordner importieren.

    Jede Datei wird geprüft wie bei replay; eine abgelehnte Datei wird mit Eintrag und Regel genannt, und nichts von ihr wird geschrieben. Eine Sitzung, die der Datenordner schon hat (dieselbe Partie, unter welcher ID auch immer), wird übersprungen. Eine Sitzung behält ihre ID, außer diese ist im Datenordner (oder seinem Papierkorb) vergeben oder ein Name, den Windows für ein Gerät reserviert (con, nul…); dann bekommt sie eine neue. Jedes Argument wird gemeldet; der Befehl scheitert, wenn eines abgelehnt wurde.
cli-help-import-files = Sitzungsdateien oder Ordner mit .json-Sitzungsdateien
cli-help-export = Eine Sitzung als JSON, CSV oder Markdown exportieren
cli-help-export-target = Eine Sitzungs-ID im Datenordner, der Dateiname einer Konfliktkopie in dessen sessions/ oder eine Sitzungsdatei
cli-help-export-format = Das Format
cli-help-export-format-json = Der vollständige Bericht als JSON
cli-help-export-format-csv = Das Protokoll als CSV (UTF-8 mit Byte-Order-Mark und CRLF-Zeilenenden, wie Excel es liest)
cli-help-export-format-md = Ein Bericht in Markdown
cli-help-export-output = In FILE schreiben statt in die Standardausgabe (`-` ist die Standardausgabe); nie über eine Sitzungsdatei oder in das sessions/ des Datenordners, nie in einen Namen, den Windows für ein Gerät reserviert (CON, NUL, COM1…), oder einen, der auf Punkt oder Leerzeichen endet, auf keinem System
cli-help-export-series = Mit --format csv: eine Zeile pro Eintrag und eine Spalte für jede Zahl jedes Platzes, für das Diagramm einer Tabellenkalkulation
cli-help-serve = Eine Sitzung live auf Handys und anderen Bildschirmen zeigen: eine schreibgeschützte Webseite, die sich mit der Datei der Sitzung ändert (das Fenster oder ein anderer Rechner spielt sie), bis sie mit Strg+C beendet wird
cli-help-serve-long =
    Eine Sitzung live auf Handys und anderen Bildschirmen zeigen: eine schreibgeschützte Webseite, die sich mit der Datei der Sitzung ändert (das Fenster oder ein anderer Rechner spielt sie), bis sie mit Strg+C beendet wird.

    Gibt die Adresse der Seite aus, die ein zufälliges Token enthält; alles ohne das Token bekommt 404. Nur Loopback, außer --bind sagt etwas anderes (0.0.0.0:PORT: jedes Netz, in dem dieser Rechner ist).

    Mit --seats wird zusätzlich ein Link pro Platz ausgegeben, jeder mit eigenem Token: Das Handy, das ihn öffnet, ändert die eigenen Zahlen dieses Platzes und sonst nichts, geprüft von den Regeln des Spiels und in der Datei der Sitzung gespeichert (abgelehnt, solange ein Fenster die Sitzung offen hat).
cli-help-serve-session = Die zu zeigende Sitzung; ohne Angabe die zuletzt geänderte
cli-help-serve-bind = Adresse und Port, auf denen gelauscht wird
cli-help-serve-seats = Zusätzlich einen Link pro Platz ausgeben, über den der Spieler dieses Platzes seine eigenen Zahlen ändert
cli-help-stats = Zahlen über die gespeicherten Sitzungen: pro Spieler, pro Spiel, im direkten Vergleich
cli-help-stats-json = JSON ausgeben
cli-help-stats-game = Nur dieses Spiel
cli-help-stats-player = Nur Sitzungen mit diesem Spieler (Groß- und Kleinschreibung egal)
cli-help-stats-against = Mit --player: wie die beiden in ihren gemeinsamen Partien abgeschnitten haben
cli-help-players = Die Spieler aller Sitzungen: auflisten, einen umbenennen, zwei Schreibweisen zu einer Person machen oder sie wieder trennen
cli-help-players-long =
    Die Spieler aller Sitzungen: auflisten, einen umbenennen, zwei Schreibweisen zu einer Person machen oder sie wieder trennen.

    Ohne Befehl werden sie aufgelistet: jede Person und jeder Name aus den gespeicherten Sitzungen, die meisten Spiele zuerst, mit Spielen, Siegen, anderen Schreibweisen und Farbe. rename OLD NEW gibt einem Spieler einen anderen Namen; merge NAME INTO macht NAME und seine Schreibweisen zu Schreibweisen von INTO; split SPELLING macht ein merge oder rename rückgängig. Das steht in der roster.json des Datenordners (der Ordner muss existieren): Keine Sitzung wird neu geschrieben, jede behält die Namen, wie sie dort stehen, und die Statistik und das Fenster zählen jede Schreibweise einer Person als diese Person.
cli-help-players-json = JSON ausgeben (beim Auflisten)
cli-help-players-list = Alle Spieler auflisten, die meisten Spiele zuerst (die Vorgabe)
cli-help-players-list-json = JSON ausgeben
cli-help-players-rename = Einem Spieler in der Statistik jeder Sitzung einen anderen Namen geben; die Sitzungen behalten ihre Schreibweise, die eine der Schreibweisen des Spielers wird
cli-help-players-rename-old = Der Name des Spielers oder eine seiner Schreibweisen
cli-help-players-rename-new = Der neue Name: nicht der eines anderen
cli-help-players-merge = NAME und alle seine Schreibweisen zu Schreibweisen von INTO machen: ab jetzt eine Person
cli-help-players-merge-name = Der Spieler, der aufgeht
cli-help-players-merge-into = Der Spieler, der er ist
cli-help-players-split = Eine Schreibweise wieder zu einer eigenen Person machen und so ein merge oder rename rückgängig machen
cli-help-players-split-spelling = Eine der anderen Schreibweisen eines Spielers
cli-help-event = Turniere für Gastgeber (ein Spieleabend, eine Liga, ein Turnier): anlegen, Runden paaren, Ergebnisse eintragen, Spieler herausnehmen, Tabelle ausgeben
cli-help-event-long =
    Turniere für Gastgeber (ein Spieleabend, eine Liga, ein Turnier): anlegen, Runden paaren, Ergebnisse eintragen, Spieler herausnehmen, Tabelle ausgeben.

    new NAME --game GAME --players A,B,... legt eines an (--game mehrmals für einen Spieleabend, dessen Spiele über die Tische wandern; --format pods für Gruppen zu 3–4, nach Punkten ausgeglichen; Vorgabe sind Zweiertische nach Schweizer System, Gruppen bei Kharnage); pair NAME paart die nächste Runde; result NAME --round R --table T --winner PLAYER (oder --draw oder --places A,B,...) trägt das Ergebnis eines Tisches ein; drop NAME PLAYER lässt einen Spieler in späteren Runden aus, return NAME PLAYER holt ihn zurück, enter NAME PLAYER nimmt einen Nachzügler auf; standings NAME (--html: das Blatt zum Drucken) und list geben aus. Ein Turnier steht in events/NAME.json im Datenordner und wird nur vom Gastgeber geschrieben. Eine Sitzung, die aus der Paarung eines Tisches gestartet wurde, liefert das Ergebnis dieses Tisches, sobald ihre Datei in sessions/ liegt (ein synchronisierter Ordner); ein von Hand eingetragenes Ergebnis hat Vorrang.
cli-help-event-new = Ein Turnier anlegen und seine Datei und Spieler ausgeben
cli-help-event-new-name = Der Name des Turniers (seine Datei wird danach benannt)
cli-help-event-new-games = Das gespielte Spiel; mehrere (wiederholt oder durch Kommas getrennt) für einen Spieleabend
cli-help-event-new-format = Zweiertische nach Schweizer System oder Gruppen zu 3–4 (Vorgabe: Gruppen bei Kharnage, Zweiertische bei den anderen)
cli-help-event-new-format-two-player = Zweiertische, nach Schweizer System gepaart
cli-help-event-new-format-pods = Gruppen zu 3–4, nach Punkten ausgeglichen
cli-help-event-new-players = Die Spieler, durch Kommas getrennt (mindestens zwei)
cli-help-event-pair = Die nächste Runde paaren und ihre Tische und ihr Freilos ausgeben
cli-help-event-pair-long =
    Die nächste Runde paaren und ihre Tische und ihr Freilos ausgeben.

    Abgelehnt, solange ein Tisch der letzten Runde kein Ergebnis hat.
cli-help-event-pair-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-pair-json = Die Runde als JSON ausgeben
cli-help-event-result = Das Ergebnis eines Tisches von Hand eintragen, korrigieren oder löschen (sagt, was es ersetzt hat)
cli-help-event-result-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-result-round = Die Runde, ab 1
cli-help-event-result-table = Der Tisch, ab 1
cli-help-event-result-winner = Wer gewonnen hat
cli-help-event-result-draw = Niemand hat gewonnen
cli-help-event-result-places = Die Plätze aller Spieler einer Gruppe, vom ersten zum letzten
cli-help-event-result-clear = Das Ergebnis zurücknehmen: Der Tisch hat keines (auch das einer Sitzung zählt nicht mehr)
cli-help-event-drop = Einen Spieler herausnehmen: wird nicht mehr gepaart, bleibt in der Tabelle
cli-help-event-drop-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-drop-player = Der Spieler
cli-help-event-enter = Einen Spieler nachmelden: wird ab der nächsten Runde gepaart, ohne Punkte für die verpassten Runden
cli-help-event-enter-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-enter-player = Der neue Spieler (nicht der Name eines gemeldeten Spielers)
cli-help-event-return = Einen ausgestiegenen Spieler zurückholen: wird ab der nächsten Runde wieder gepaart
cli-help-event-return-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-return-player = Der ausgestiegene Spieler
cli-help-event-standings = Die Tabelle ausgeben: Rang, Punkte, S-U-N, Freilose, OMW, GW, OGW
cli-help-event-standings-name = Der Name des Turniers (Groß- und Kleinschreibung egal)
cli-help-event-standings-json = JSON ausgeben
cli-help-event-standings-html = Stattdessen das Tabellenblatt zum Drucken ausgeben: eine HTML-Seite (A4, nichts wird von anderswo geladen) mit den Tischen der offenen Runde
cli-help-event-list = Die Turniere auflisten: Name, Spiele, Spieler, gespielte Runden
cli-help-event-list-json = JSON ausgeben
cli-help-help = Diese Hilfe ausgeben oder die Hilfe des genannten Befehls
