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
