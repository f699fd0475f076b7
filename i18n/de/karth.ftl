# karth — Texte des Trackers für dieses Spiel (de). Die Schlüssel müssen in jeder Sprache gleich sein.

rule-karth-factions = Gib für jeden der { $count } Spieler eine Fraktion an oder für keinen.
rule-karth-goal = Siegschwellen sind positive Zahlen.
rule-karth-player-out = { $player } ist aus dem Spiel.
rule-karth-positive = Der Betrag muss mindestens 1 sein.
rule-karth-negative = Diese Zahl kann nicht negativ sein.
rule-karth-no-unit = Auf dem Schlachtfeld gibt es keine Einheit { $unit }.
rule-karth-overspend = { $player } hat { $have } { $resource ->
        [gold] Gold
        [se] SE
       *[kp] KP
    } und kann nicht { $amount } ausgeben.
rule-karth-not-your-turn = { $player } ist nicht am Zug, um einzusammeln.
rule-karth-collected = { $player } hat in diesem Zug schon Gold und SE eingesammelt.
rule-karth-decline = Nur ein verborgener Held mit { -golden-coffers(case: "dative") } darf auf sein Gold verzichten ({ $unit } kann das nicht).
rule-karth-nobody-left = Niemand ist mehr übrig, der den Zug übernehmen könnte.
rule-karth-unit-unknown = „{ $unit }“ wurde noch nicht gesehen: Gib Trefferpunkte, SE, Kill-Punkte und Kopfgeld der Einheit an.
rule-karth-who-killed = { $unit } stirbt dadurch: Sag, wer die Einheit getötet hat, damit Kill-Punkte und Kopfgeld gutgeschrieben werden.
rule-karth-own-kill = Ein Spieler bekommt keine Kill-Punkte für seine eigene Einheit { $unit }.
rule-karth-ally-kill = { $killer } ist ein Teamkamerad von { $unit }: Stirbt eine verbündete Einheit, bekommt der Gegner den Kill und das Kopfgeld.
rule-karth-collect-first = { $player } hat in diesem Zug schon gespielt: Gold und SE einzusammeln ist der erste Schritt eines Zuges.
log-karth-resource = Zug { $turn }: { $player } { $resource ->
        [gold] Gold
        [se] SE
       *[kp] KP
    } { $old } → { $new }
log-karth-collect = Zug { $turn }: { $player } sammelt ein: Gold { $gold_old } → { $gold_new }, SE { $se_old } → { $se_new }
log-karth-end-turn = Zug { $turn }: { $side } { $members ->
       *[one] beendet
        [other] beenden
    } den Zug; { $next } { $next_members ->
       *[one] ist
        [other] sind
    } am Zug.
log-karth-add-unit = Zug { $turn }: { $player } bringt { $unit } aufs Schlachtfeld ({ $hp } TP){ $cost ->
        [0] .
       *[other] {""} für { $cost } Gold, Gold { $old } → { $new }.
    }
log-karth-damage = Zug { $turn }: { $unit } ({ $owner }) erleidet { $amount } Schaden, TP { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Getötet von { $killer }: +{ $kp } KP, +{ $bounty } Gold.
    }
log-karth-hit = Zug { $turn }: { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] MR
        [poison] GR
       *[physical] RW
    } bei { $percent } % = { $amount } Schaden an { $unit } ({ $owner }), TP { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Getötet von { $killer }: +{ $kp } KP, +{ $bounty } Gold.
    }
log-karth-heal = Zug { $turn }: { $unit } wird geheilt, TP { $old } → { $new }.
log-karth-mark = Zug { $turn }: { $unit } markiert{ $hidden ->
        [1] , verborgen
       *[other] {""}
    }{ $stunned ->
        [1] , betäubt
       *[other] {""}
    }{ $new ->
        [1] , neu erschienen
       *[other] {""}
    }
log-karth-remove = Zug { $turn }: { $unit } ({ $player }) verlässt das Schlachtfeld.
log-karth-buy-back = Zug { $turn }: { $player } kauft { $item } zurück, Gold { $old } → { $new }.
log-karth-knock-out = Zug { $turn }: { $player } ist ausgeschaltet: alle Spawner sind eingenommen.
log-karth-concede = Zug { $turn }: { $player } gibt auf.
win-karth-gold = { $side } hat { $gold } nicht ausgegebenes Gold erreicht (das Ziel ist { $goal }).
win-karth-kp = { $side } hat { $kp } Kill-Punkte erreicht (das Ziel ist { $goal }).
win-karth-last-standing = Nur { $side } { $members ->
        [one] ist
       *[other] sind
    } noch übrig.
win-karth-last-after = { $quitter } { $why ->
        [conceded] hat aufgegeben
       *[other] { $quitters ->
            [one] wurde
           *[other] wurden
        } ausgeschaltet
    }; nur { $side } { $members ->
        [one] ist
       *[other] sind
    } noch übrig.
win-karth-nobody = Alle sind ausgeschieden: niemand gewinnt.
label-karth-gold = Gold
label-karth-se = SE
label-karth-kp = KP
label-karth-units = Einheiten
label-karth-team-gold = Team-Gold
label-karth-team-kp = Team-KP
remark-karth-knocked-out = ausgeschaltet
remark-karth-conceded = aufgegeben
remark-karth-to-play = spielt Zug { $turn }
help-karth-1v1 = Das Regelheft nennt keine Schwellen für 1 gegen 1 Klassisch: Tablekeeper nimmt die von „Jeder gegen jeden“ (40 nicht ausgegebenes Gold oder 25 Kill-Punkte). Ändere sie hier, wenn an deinem Tisch anders gespielt wird.
help-karth-damage = Schaden (S. 9): Basis + Boni − Resistenz des Ziels gegen die Schadensart (physisch: Rüstung RW, Magie: Magieresistenz MR, Gift: Giftresistenz GR); mindestens 1; Brüche werden aufgerundet.

## Das Fenster
ui-karth-mode = Modus
ui-karth-classic = 1 gegen 1 Klassisch
ui-karth-two-v-two = 2 gegen 2 Koop
ui-karth-free-for-all = Jeder gegen jeden (3–4)
ui-karth-factions = Fraktionen (zum Wechseln klicken)
ui-karth-allegiance = Allegiance (Elfen)
ui-karth-shard = Shard (Goblins)
ui-karth-first = Beginnt
ui-karth-goals = Siegschwellen
ui-karth-gold-goal = Nicht ausgegebenes Gold für den Sieg
ui-karth-kp-goal = Kill-Punkte für den Sieg
ui-karth-teams-help = 2 gegen 2: Die ersten beiden Spieler sind ein Team, die letzten beiden das andere; Gold bleibt beim einzelnen Spieler, aber das Team gewinnt mit seinem gemeinsamen Gold und seinen gemeinsamen Kill-Punkten.
ui-karth-turn = Zug { $turn }: { $side } { $members ->
        [one] ist
       *[other] sind
    } am Zug
ui-karth-team-line = Team: { $gold } / { $gold_goal } Gold · { $kp } / { $kp_goal } KP
ui-karth-collect = Einsammeln
ui-karth-collect-gives = +{ $gold } Gold, +{ $se } SE
ui-karth-cemetery = { $count ->
        [one] Ein Toter: { $units }
       *[other] { $count } Tote: { $units }
    }
ui-karth-knock-out = Ausgeschaltet
ui-karth-knock-out-ask = Ausgeschaltet?
ui-karth-concede = Aufgeben
ui-karth-concede-ask = Aufgeben?
ui-karth-hidden = verborgen
ui-karth-stunned = betäubt
ui-karth-new = neu
ui-karth-new-unit-for = Neue Einheit für
ui-karth-hp = TP
ui-karth-bounty = Kopfgeld
ui-karth-hire-cost = Kosten (Gold)
ui-karth-coffers = { -golden-coffers }
ui-karth-add-unit = Einheit hinzufügen
ui-karth-known = Schon gesehen:
ui-karth-known-card = + { $unit }{ $cost ->
        [0] {""}
       *[other] {" "}· { $cost } Gold
    }
ui-karth-base = Basis
ui-karth-bonus = Bonus
ui-karth-resistance = Resist.
ui-karth-hit = Treffer
ui-karth-killer = Der Kill geht an:
ui-karth-keys = Tasten: ↑↓ Spieler · ←→ Gold, SE, KP · + − ändern · Tab nächstes Feld · Alt+C einsammeln · Alt+X einsammeln ohne verborgene Truhen · Alt+E Zug beenden · Alt+N neue Einheit · Alt+G { -golden-coffers } · Alt+1…9 eine schon gesehene Karte · Alt+T nächste Einheit als Ziel (Alt+Umschalt+T zurück) · Ziffern Grundschaden, Enter Treffer · Alt+− Alt++ ihre TP · Alt+H verborgen · Alt+S betäubt · Alt+W neu · Alt+R entfernen · Alt+P, M, O RW, MR, GR · Alt+I wer den Kill bekommt · Alt+D Schaden · Alt+B Spieler · Alt+K ausgeschaltet, Alt+Q aufgeben (zweimal: ja) · Esc löst das Ziel, verlässt ein Feld · Strg+Z rückgängig
ui-karth-keys-button = Tasten

## Berichte
detail-karth-goals = Sieg: { $gold } nicht ausgegebenes Gold oder { $kp } Kill-Punkte (2 gegen 2: Summe des Teams); oder als einzige Seite übrig bleiben.
detail-karth-unit = Einheit Nr. { $id } { $unit } ({ $owner }): { $hp }/{ $max } TP{ $hidden ->
        [1] , verborgen
       *[other] {""}
    }{ $stunned ->
        [1] , betäubt
       *[other] {""}
    }{ $new ->
        [1] , neu erschienen
       *[other] {""}
    }
ui-karth-collect-declining = Einsammeln, ohne verborgene Truhen
ui-karth-physical = RW
ui-karth-magic = MR
ui-karth-poison = GR
ui-karth-buy-back = { $player } kauft einen Gegenstand zurück:
ui-karth-item = Gegenstand
ui-karth-cost = Gold
ui-karth-buy = Zurückkaufen
piece-karth-unit = Einheit Nr. { $id }
label-karth-hp = TP
label-karth-max-hp = Max. TP
remark-karth-stunned = betäubt
remark-karth-hidden = verborgen
remark-karth-new = neu
ui-karth-allegiance-short = Elfen
ui-karth-shard-short = Goblins
ui-karth-collect-tip = Einsammeln ist der erste Schritt eines Zuges (Alt+C).
ui-karth-gone = ✝ { $unit } (fort)
ui-karth-hp-left = { $left }/{ $max } TP
ui-karth-tab-unit = Neue Einheit
ui-karth-tab-damage = Schaden
ui-karth-tab-player = Spieler
ui-karth-leave = { $player } verlässt das Spiel:
ui-karth-end-turn = Zug beenden
ui-karth-no-target = Ziel: Klicke auf den Namen einer Einheit an ihrem Platz.
ui-karth-target = Ziel: { $unit } ({ $owner })
ui-karth-pick-target = Wähle zuerst ein Ziel: Klicke auf den Namen einer Einheit an ihrem Platz.
help-karth-buy-back = Stirbt eine Einheit, darf ihr Besitzer einen ausgerüsteten Gegenstand für seinen Wert in Gold zurückkaufen.
ui-karth-why-out = aus dem Spiel
ui-karth-why-turn = nicht am Zug
ui-karth-why-collected = eingesammelt ✓
ui-karth-why-acted = hat schon gespielt
