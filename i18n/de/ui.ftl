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
ui-winner = { $winners } hat gewonnen!
ui-nobody-won = Die Partie ist vorbei: niemand hat gewonnen.
ui-no-screen = Für { $game } gibt es noch keinen Bildschirm; das Spiel lässt sich über die Kommandozeile nachspielen und anzeigen.

## Eine freie Partie einrichten
ui-players = Spieler
ui-player-n = Spieler { $n }
ui-name = Name
ui-remove = Entfernen
ui-add-player = Spieler hinzufügen
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
ui-history-no-winner = vorbei, niemand hat gewonnen
ui-history-row = { $when } · { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } · { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    } · { $status }
ui-history-abandoned = abgebrochen
ui-history-trash = Gelöscht (Papierkorb)
ui-history-abandon = Abbrechen
ui-history-resume = Wieder aufnehmen
ui-history-delete = Löschen
ui-history-delete-ask = Löschen? Die Sitzung kommt in den Papierkorb.
ui-history-restore = Wiederherstellen
ui-refused-mark = nur lesen: ein Eintrag wird von den Regeln abgelehnt
ui-read-only = Diese Sitzung ist in einem anderen Fenster geöffnet: Hier wird sie nur zum Lesen angezeigt.
ui-session-note = Eine Notiz zu dieser Sitzung (Enter speichert)
ui-save-failed = Die Änderung bleibt auf dem Bildschirm, konnte aber nicht gespeichert werden: { $error }
ui-store-error = { $error }
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
ui-delete-entry = diesen Eintrag löschen
