# kings-armory — Texte des Trackers für The King's Armory (de). Die Schlüssel müssen in jeder Sprache gleich sein.

## Aufbau
rule-kings_armory-hero-count = { -kings-armory } wird mit 1 bis { $max } Helden gespielt (es wären { $count }).
rule-kings_armory-setup-number = „{ $field }“ muss zwischen { $min } und { $max } liegen (es ist { $value }).
rule-kings_armory-waves = Eine Partie hat 5 Wellen (Standard) oder 7 (Mega), nicht { $waves }.
rule-kings_armory-bosses = Zwei Bosse gibt es nur in einer Partie mit 7 Wellen; sonst hat die letzte Welle einen.
rule-kings_armory-mini-boss = Einen Boss in Welle 5 (den Mini-Boss) gibt es nur in einer Partie mit 7 Wellen.
rule-kings_armory-gauntlet-gate = Im { -gauntlet } beginnt das Burgtor immer mit { $gate } TP.
rule-kings_armory-solo-gold = Die 150 Gold vor der ersten Welle gibt es nur im Solospiel mit einem Helden.
rule-kings_armory-jump-gate = Schnellstart bei Welle { $wave } zieht dem Burgtor { $damage } TP ab: Lass das Tor mit mehr als { $damage } TP beginnen.
rule-kings_armory-role = Für den Schnellstart muss klar sein, ob { $hero } ein offensiver oder ein unterstützender Verbündeter ist (D1): Gib es an.
rule-kings_armory-wave-standard = Eine Standardpartie beginnt bei Welle 1: Gib eine Welle nur für Schnellstart, Einzelwelle oder { -gauntlet } an.
rule-kings_armory-wave-missing = Gib an, welche Welle gespielt wird (Schnellstart: 2 bis 7; Einzelwelle und { -gauntlet }: 1 bis 7).
rule-kings_armory-three-stars-one-wave = 3 Sterne ändert die Belohnungskarten nach einer Welle; Einzelwelle und { -gauntlet } haben keine Welle danach.
rule-kings_armory-row-unused = Die Zeile aus Tabelle { $table } gilt nur für ihre eigene Variante: Lass sie weg.
rule-kings_armory-row-missing = Das Handbuch druckt Tabelle { $table } nur für 2 bis 4 Helden; mit { $heroes } { $heroes ->
        [one] Held
       *[other] Helden
    } gib ihre Werte selbst an (von der Website des Verlags).
rule-kings_armory-towers-from-table = Im { -gauntlet } kommen die Starttürme aus Tabelle H-3: Lass „Türme“ weg.
rule-kings_armory-towers-missing = Gib an, mit wie vielen Türmen das Team beginnt (Helden-Skalierungsraster der Wellenkarte).

## Ablehnungen während des Spiels
rule-kings_armory-positive = Die Zahl muss mindestens 1 sein (sie ist { $amount }).
rule-kings_armory-negative = Diese Zahl kann nicht negativ sein ({ $amount }).
rule-kings_armory-not-in-wave = Gerade wird keine Welle gespielt.
rule-kings_armory-foes-round-only = Monster treten während der Runde der Gegner ein, haben dann ihren Unterhalt und greifen an.
rule-kings_armory-between-only = Das geschieht in der Phase zwischen den Wellen.
rule-kings_armory-shop-closed = Gold wird vor der ersten Welle und zwischen den Wellen ausgegeben (im { -gauntlet } nach jeder Runde der Gegner); während einer Welle können nur Verstärkungskarten gekauft werden.
rule-kings_armory-gold = { $item ->
        [tower] Ein Turm
        [unlock] Das Freischalten von Ausrüstung
        [equipment] Neue Ausrüstung
        [reinforcement] Eine Verstärkungskarte
        [armory] Die Waffenkammerkarte
        [level_up] Der Stufenaufstieg
        [foot_soldier] Ein Fußsoldat
        [archer] Ein Bogenschütze
        [sorcerer] Ein Zauberer
        [psionicist] Ein Psioniker
       *[cleric] Ein Kleriker
    } kostet { $price } Gold; das Team hat { $gold }.
rule-kings_armory-no-hero = Es gibt keinen Helden Nummer { $hero }.
rule-kings_armory-hero-left = { $hero } hat die Partie verlassen.
rule-kings_armory-no-hireable = Es gibt keinen Söldner Nummer { $hireable }.
rule-kings_armory-hireable-gone = { $name } wurde besiegt und ist für den Rest der Partie fort.
rule-kings_armory-no-monster = Es gibt kein Monster Nr. { $monster } auf dem Spielplan.
rule-kings_armory-game-over = Die Partie ist vorbei.
rule-kings_armory-knocked-out = { $hero } ist bis zum Heilschritt zwischen den Wellen kampfunfähig.
rule-kings_armory-immune = { $who } ist immun gegen { $kind ->
            [melee] Nahkampfschaden
            [ranged] Fernkampfschaden
            [supernatural] übernatürlichen Schaden
           *[non_resistible] nicht abwehrbaren Schaden
        }.
rule-kings_armory-full-hp = { $who } hat volle TP.
rule-kings_armory-no-status = { $who } hat keinen Marker { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        }.
rule-kings_armory-boss-instant = Bosse sind immun gegen sofortiges Besiegen ({ $who }); füge stattdessen Schaden zu.
rule-kings_armory-boss-level = Ein Boss hat keine Stufe 1–5: Lass die Stufe weg.
rule-kings_armory-level-missing = Gib die Stufe des Monsters an, 1 bis 5 (oder markiere es als Boss).
rule-kings_armory-level = Monsterstufen reichen von 1 bis 5 (nicht { $level }).
rule-kings_armory-too-many-monsters = In dieser Partie können keine weiteren Monster nummeriert werden.
rule-kings_armory-gauntlet-boss = Im { -gauntlet } kommt alle { $every } Runden der Gegner ein Boss, immer nur einer.
rule-kings_armory-no-boss = { $bosses ->
        [0] Welle { $wave } bringt keinen Boss.
        [one] Der Boss von Welle { $wave } ist schon eingetreten.
       *[other] Beide Bosse von Welle { $wave } sind schon eingetreten.
    }
rule-kings_armory-status-immune = { $who } ist immun gegen { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        }.
rule-kings_armory-status-cap = { $who } hat schon { $cap } { $cap ->
        [one] Marker
       *[other] Marker
    } { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        }, mehr sind nicht erlaubt.
rule-kings_armory-upkeep-done = Der Unterhalt von { $who } ist in dieser Runde schon erledigt.
rule-kings_armory-upkeep-nothing = { $who } hat keine Blutung, Verbrennung oder Betäubung abzuhandeln.
rule-kings_armory-rolls = Ein „x“-Monster würfelt mindestens zweimal (x2, x3 …), nicht { $rolls }-mal.
rule-kings_armory-never-enters = Bosse und Belagerungsgeräte ziehen nie ins Burgtor ({ $who }): Sie greifen es von ihrem Standort aus an.
rule-kings_armory-jump-requires = Schnellstart bei Welle { $wave } verlangt vor der ersten Welle { $need } { $what ->
        [towers] zusätzliche Türme
        [equipment] freigeschaltete Ausrüstungsteile
       *[hireables] Söldner
    } (es { $have ->
        [one] ist
       *[other] sind
    } { $have }).
rule-kings_armory-jump-hold = Alle Startbelohnungen werden vor der ersten Welle ausgegeben, bis auf höchstens { $hold } Gold (das Team hat { $gold }).
rule-kings_armory-wave-on = Es wird schon eine Welle gespielt.
rule-kings_armory-heal-first = Schritt 1 zwischen den Wellen ist das Heilen: Wende es zuerst an.
rule-kings_armory-cards-due = Gib zuerst { $cards ->
        [one] die { $cards } Start-Belohnungskarte
       *[other] die { $cards } Start-Belohnungskarten
    } ein.
rule-kings_armory-healed = Der Heilschritt dieser Phase zwischen den Wellen ist erledigt.
rule-kings_armory-gauntlet-endless = Die Welle des { -gauntlet(case: "genitive") } endet nie.
rule-kings_armory-foes-standing = { $count } { $count ->
        [one] Monster ist
       *[other] Monster sind
    } noch auf dem Spielplan.
rule-kings_armory-no-foes-yet = In dieser Welle ist noch kein Gegner eingetreten.
rule-kings_armory-boss-to-come = Eingetreten: { $entered } von { $due } { $due ->
        [one] Boss
       *[other] Bossen
    } der Welle. Die Welle endet, wenn der Boss gekommen und besiegt ist.
rule-kings_armory-hire-cap = { $cap } { $class ->
            [foot_soldier] Fußsoldaten
            [archer] Bogenschützen
            [sorcerer] Zauberer
            [psionicist] Psioniker
           *[cleric] Kleriker
        } wurden in dieser Partie angeheuert, mehr kann es nicht geben (besiegte können nicht erneut angeheuert werden).
rule-kings_armory-max-level = { $who } ist schon auf Stufe 3.
rule-kings_armory-jump-level = Vor der ersten Welle im Schnellstart steigen Söldner nur bis Stufe { $max } auf ({ $who }).
rule-kings_armory-last-hero = Der letzte Held kann nicht gehen.
rule-kings_armory-hero-here = { $who } ist am Tisch.
rule-kings_armory-hero-played = { $who } wurde in dieser Partie schon gespielt: Wähle einen ungespielten Helden (ein Held, der gegangen ist, kommt so zurück, wie er war).
rule-kings_armory-no-reward-due = Belohnungskarten werden zwischen den Wellen gezogen.
rule-kings_armory-reward-value = Belohnungskarten sind 50, 100, 150 oder 250 Gold wert (nicht { $value }).
rule-kings_armory-no-tower = Es ist kein Turm mehr übrig.
rule-kings_armory-unlocked-both = Beide Ausrüstungsteile von { $who } sind freigeschaltet.
rule-kings_armory-equipment-locked = Neue Ausrüstung gibt es zu kaufen, sobald ein Held beide Start-Ausrüstungsteile freigeschaltet hat.
rule-kings_armory-no-equipment = Das Team hat keine freigeschaltete Ausrüstung zu verkaufen.
rule-kings_armory-reinforcement-cap = Das Team darf jetzt höchstens { $cap } { $cap ->
        [one] Verstärkungskarte
       *[other] Verstärkungskarten
    } halten: Spiel zuerst eine aus.
rule-kings_armory-no-reinforcement = Das Team hat keine Verstärkungskarte.
rule-kings_armory-armory-jump = Im Schnellstart kann keine Waffenkammerkarte gekauft werden, bevor eine ganze Welle durchgespielt ist.
rule-kings_armory-armory-held = Das Team hat die Waffenkammerkarte schon: Setz sie zuerst ein.
rule-kings_armory-no-armory = Das Team hat keine Waffenkammerkarte.

## Protokoll
log-kings_armory-gate-falls = Das Burgtor fällt.
log-kings_armory-heroes-fall = Alle Helden sind kampfunfähig.
log-kings_armory-defeated = { $who } { $kind ->
        [hero] ist kampfunfähig.
        [hireable] ist besiegt und für den Rest der Partie fort.
       *[other] ist besiegt.
    }
log-kings_armory-damage = { $who } erleidet { $dealt } { $kind ->
            [melee] Nahkampfschaden
            [ranged] Fernkampfschaden
            [supernatural] übernatürlichen Schaden
           *[non_resistible] nicht abwehrbaren Schaden
        }, { $taken } nach Resistenz: TP { $old } → { $new }.
log-kings_armory-heal = { $who } heilt: TP { $old } → { $new }.
log-kings_armory-status-off = { $who }: { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        } { $old } → { $new }.
log-kings_armory-instant-defeat = { $who } ist sofort besiegt.
log-kings_armory-enters = { $who } tritt ein ({ $level ->
        [0] Boss
       *[other] Stufe { $level }
    }, { $hp } TP).
log-kings_armory-status-on = { $who }: { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        } { $old } → { $new }.
log-kings_armory-status-swap = { $who }: Der neue Marker { $status ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        } entfernt einen Marker { $other ->
            [bleed] Blutung
            [burn] Verbrennung
            [slow] Verlangsamung
            [stun] Betäubung
           *[bless] Segen
        } ({ $new } übrig).
log-kings_armory-upkeep = Unterhalt von { $who }: { $bleed } Blutung + { $burn } Verbrennung = { $damage } nicht abwehrbarer Schaden, TP { $old } → { $new }.
log-kings_armory-burn-immune = { $who } ist immun gegen übernatürlichen Schaden: Die Verbrennung richtet keinen Schaden an.
log-kings_armory-stun-skips = { $who } verliert den Betäubungsmarker und setzt den Rest des Zuges aus.
log-kings_armory-reach-gate = { $who } erreicht das Burgtor und wird von den Verteidigern der Waffenkammer erledigt: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } Schaden{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, Tor { $old } → { $new }.
log-kings_armory-attack-gate = { $who } greift das Burgtor an: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } Schaden{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, Tor { $old } → { $new }.
log-kings_armory-wave-starts = { $gauntlet ->
        [1] Der { -gauntlet } beginnt bei Welle { $wave }: Runde der Gegner 1.
       *[other] Welle { $wave } von { $waves } beginnt: Runde der Gegner 1.
    }
log-kings_armory-players-round = Runde der Spieler { $round }.
log-kings_armory-foes-round = Runde der Gegner { $round }.
log-kings_armory-unbless = Der Segensmarker von { $who } wird entfernt.
log-kings_armory-gauntlet-rewards = Runde der Gegner { $round } überstanden: Zieh { $cards } { $cards ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    }.
log-kings_armory-revived = { $who } steht wieder auf, mit { $hp } TP.
log-kings_armory-healed = { $who } heilt: TP { $old } → { $new }.
log-kings_armory-heal-step = Zwischen den Wellen, Schritt 1: Heilen ({ $healed } geheilt, { $revived } wiederbelebt).
log-kings_armory-wave-ends = Welle { $wave } ist gewonnen: Alle Gegner sind besiegt.
log-kings_armory-victory = Die Waffenkammer des Königs hält stand, das Tor mit { $gate } TP.
log-kings_armory-mini-boss-cards = Der Mini-Boss ist geschlagen: Zieh 2 weitere Belohnungskarten.
log-kings_armory-star-gate = 3 Sterne: +1 Belohnungskarte, das Burgtor hat keinen Schaden erlitten.
log-kings_armory-star-allies = 3 Sterne: +1 Belohnungskarte, kein Held und kein Söldner hat Schaden erlitten.
log-kings_armory-star-lost = 3 Sterne: −{ $cards } { $cards ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    }, das Tor hat { $damage } Schaden erlitten (eine Karte je angefangene 3).
log-kings_armory-star-total = 3 Sterne nach dieser Welle: { $cards ->
        [0] keine Änderung bei den Belohnungskarten.
       *[other] { $cards } Belohnungskarten netto.
    }
log-kings_armory-hire = { $who }, { $class ->
            [foot_soldier] Fußsoldat
            [archer] Bogenschütze
            [sorcerer] Zauberer
            [psionicist] Psioniker
           *[cleric] Kleriker
        }, wird angeheuert ({ $hp } TP) für { $cost } Gold: Gold { $old } → { $new }.
log-kings_armory-level-up = { $who } erreicht Stufe { $level } für { $cost } Gold (Gold { $gold_old } → { $gold_new }) und heilt: TP { $old } → { $new }.
log-kings_armory-hero-leaves = { $player } geht; { $who } zieht mit { $hp } TP davon.
log-kings_armory-hero-returns = { $who } kehrt mit { $player } und { $hp } TP zurück.
log-kings_armory-hero-joins = { $player } kommt mit { $who } dazu: { $hp } von { $max } TP (Welle { $wave } beginnt gleich).
log-kings_armory-reward = Belohnungskarte über { $value } Gold: Gold { $old } → { $new }.{ $due ->
        [0] {""}
       *[other] {" "}Noch { $due } einzugeben.
    }
log-kings_armory-build-tower = Ein Turm wird gebaut: Gold { $old } → { $new }, { $towers } Türme.
log-kings_armory-sell-tower = Ein Turm wird verkauft: Gold { $old } → { $new }, { $towers } Türme.
log-kings_armory-tower-destroyed = Ein Turm wird zerstört: { $towers } übrig.
log-kings_armory-unlock = { $who } schaltet ein Ausrüstungsteil frei ({ $unlocked } von 2): Gold { $old } → { $new }.{ $opens ->
        [1] {" "}Neue Ausrüstung ist jetzt käuflich.
       *[other] {""}
    }
log-kings_armory-buy-equipment = Neue Ausrüstung gekauft: Gold { $old } → { $new }.
log-kings_armory-sell-equipment = Ausrüstung verkauft: Gold { $old } → { $new }.
log-kings_armory-buy-reinforcement = Eine Verstärkungskarte wird gekauft: Gold { $old } → { $new }, { $held } auf der Hand.
log-kings_armory-play-reinforcement = Eine Verstärkungskarte wird ausgespielt ({ $held } auf der Hand).
log-kings_armory-buy-armory = Die Waffenkammerkarte wird für { $price } Gold gekauft: Gold { $old } → { $new }.
log-kings_armory-play-armory = Die Waffenkammerkarte wird ausgespielt.

## Das Ende
win-kings_armory-victory = Alle Gegner aus { $waves } { $waves ->
        [one] Welle
       *[other] Wellen
    } sind besiegt, auch die Bosse, und das Burgtor steht mit { $gate } von { $max } TP.
win-kings_armory-gate = { $gauntlet ->
        [1] Das Burgtor fiel in Runde der Gegner { $round } des { -gauntlet(case: "genitive") }; der Tisch hat { $score } { $score ->
            [one] Runde
           *[other] Runden
        } der Gegner überstanden.
       *[other] Das Burgtor wurde in Welle { $wave } auf 0 TP gebracht.
    }
win-kings_armory-heroes = { $gauntlet ->
        [1] Alle Helden wurden in Runde { $round } des { -gauntlet(case: "genitive") } kampfunfähig; der Tisch hat { $score } { $score ->
            [one] Runde
           *[other] Runden
        } der Gegner überstanden.
       *[other] Alle Helden wurden in Welle { $wave } kampfunfähig.
    }

## Stand und Berichte
label-kings_armory-hp = TP
label-kings_armory-max-hp = Max. TP
label-kings_armory-heal-rate = Heilrate
label-kings_armory-gate = Burgtor
label-kings_armory-gate-max = Tor max.
label-kings_armory-gold = Gold
label-kings_armory-wave = Welle
label-kings_armory-waves = Wellen
label-kings_armory-round = Runde
label-kings_armory-towers = Türme
label-kings_armory-reinforcements = Verstärkungen
label-kings_armory-armory = Waffenkammerkarte
label-kings_armory-equipment = Freigeschaltete Ausrüstung
label-kings_armory-score = { $gauntlet ->
        [1] Überstandene Runden der Gegner
       *[other] Karten aus 3 Sterne
    }
remark-kings_armory-hero = { $hero }{ $state ->
        [knocked_out] , kampfunfähig
        [left] , hat die Partie verlassen
       *[other] {""}
    }
detail-kings_armory-gate = Burgtor: { $hp } von { $max } TP.
detail-kings_armory-gold = Gold des Teams: { $gold }.
detail-kings_armory-where = { $phase ->
        [prepare] Vor Welle { $wave }.
        [between] Zwischen den Wellen, vor Welle { $wave }.
       *[wave] Welle { $wave }{ $waves ->
            [0] {""}
           *[other] {" "}von { $waves }
        }, { $side ->
            [foes] Runde der Gegner
           *[players] Runde der Spieler
        } { $round }.
    }
detail-kings_armory-stock = Türme { $towers }, Verstärkungskarten { $reinforcements }, Waffenkammerkarte { $armory }, freigeschaltete Ausrüstung { $equipment }.
detail-kings_armory-score = { $gauntlet ->
        [1] Überstandene Runden der Gegner: { $score }.
       *[other] 3 Sterne: insgesamt { $score } Belohnungskarten gewonnen oder verloren.
    }
detail-kings_armory-reverse-hp = Umgekehrte TP-Zählung: Schadensmarker zählen auf dem Tisch nach oben.
detail-kings_armory-hireable = { $who }, { $class ->
            [foot_soldier] Fußsoldat
            [archer] Bogenschütze
            [sorcerer] Zauberer
            [psionicist] Psioniker
           *[cleric] Kleriker
        } Stufe { $level }: { $defeated ->
        [1] besiegt, für den Rest der Partie fort
       *[other] { $hp } von { $max } TP
    }.
detail-kings_armory-monster = { $who } ({ $level ->
        [0] Boss
       *[other] Stufe { $level }
    }): { $hp } von { $max } TP{ $bleed ->
        [0] {""}
       *[other] , Blutung { $bleed }
    }{ $burn ->
        [0] {""}
       *[other] , Verbrennung { $burn }
    }{ $slow ->
        [0] {""}
       *[other] , Verlangsamung { $slow }
    }{ $stun ->
        [0] {""}
       *[other] , betäubt
    }{ $bless ->
        [0] {""}
       *[other] , gesegnet
    }.

## Erinnerungen
reminder-kings_armory-gauntlet-foes = { $foes } { $foes ->
        [one] Monster kommt
       *[other] Monster kommen
    } in dieser Runde der Gegner.
reminder-kings_armory-boss-now = In dieser Runde der Gegner kommt ein Boss, nachdem die anderen Monster ihren Zug gemacht haben.
reminder-kings_armory-delayed-rest = Verzögerter Eintritt: Die restlichen Monster der Welle treten jetzt ein, nachdem die auf dem Spielplan ihren Zug gemacht haben.
reminder-kings_armory-cards-due = Zieh { $cards } { $cards ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    } und gib sie ein.
reminder-kings_armory-jump-start = Vor der ersten Welle: { $towers } zusätzliche Türme, { $equipment } freigeschaltete Ausrüstungsteile, { $hireables } Söldner (bis Stufe { $level }), höchstens { $reinforcements } Verstärkungskarten und nicht mehr als 200 Gold behalten.
reminder-kings_armory-heal-step = Zwischen den Wellen: Beginne mit dem Heilschritt.
reminder-kings_armory-stars = 3 Sterne: { $cards ->
        [0] diesmal keine Änderung bei den Belohnungskarten.
       *[other] diesmal { $cards } Belohnungskarten.
    }
reminder-kings_armory-mini-boss-cards = Der Mini-Boss wurde geschlagen: Zieh 2 weitere Belohnungskarten.
reminder-kings_armory-boss-due = { $left ->
        [one] Der Boss kommt
       *[other] Der erste Boss kommt
    } in Runde der Gegner { $round }.
reminder-kings_armory-gauntlet-boss = Der nächste Boss kommt in Runde der Gegner { $round }.
reminder-kings_armory-towers = { $allies } Verbündete, aber nur Platz für { $room } (3 pro Turm, 1 pro Brüstung): Bau einen Turm, sonst setzen die neuesten Söldner aus.
reminder-kings_armory-reinforcement-cap = Vorerst dürfen höchstens { $cap } Verstärkungskarten gehalten werden.
piece-kings_armory-monster = { $boss ->
        [1] Boss
       *[other] Monster
    }
piece-kings_armory-hero = Held
piece-kings_armory-hireable = Söldner
label-kings_armory-bleed = Blutung
label-kings_armory-burn = Verbrennung
label-kings_armory-slow = Verlangsamung
label-kings_armory-stun = Betäubung
label-kings_armory-bless = Segen
remark-kings_armory-defeated = besiegt
remark-kings_armory-down = kampfunfähig
remark-kings_armory-left = hat die Partie verlassen

## Das Fenster
ui-ka-count = { $label }: { $n }
ui-ka-where = { $gauntlet ->
        [1] { -gauntlet }, Stufe { $wave }
       *[other] { $phase ->
            [prepare] Vor Welle { $wave }
            [between] Zwischen den Wellen
           *[wave] Welle { $wave } von { $waves }
        }
    }
ui-ka-round = { $phase ->
        [prepare] Vorbereitung: Türme, Käufe, Karten
        [between] { $healed ->
            [1] Heilschritt erledigt: der Laden, dann die nächste Welle
           *[other] Schritt 1: der Heilschritt
        }
       *[wave] { $side ->
            [foes] Runde der Gegner { $round }
           *[other] Runde der Spieler { $round }
        }
    }
ui-ka-score = { $gauntlet ->
        [1] { $score ->
            [one] { $score } Runde der Gegner überstanden
           *[other] { $score } Runden der Gegner überstanden
        }
       *[other] 3 Sterne: { $score ->
            [one] { $score } Belohnungskarte netto
           *[other] { $score } Belohnungskarten netto
        }
    }
ui-ka-wave-die = Wellenwürfel{ $modifier ->
        [0] {""}
       *[other] {" "}{ $signed }
    }
ui-ka-wave-result = { $net } · { $odd ->
        [1] ungerade
       *[other] gerade
    }
ui-ka-wave-tip = Der W12 zeigte { $natural }{ $modifier ->
        [0] {""}
       *[other] , { $signed } aus dem Helden-Skalierungsraster
    }: { $net }, das Monster tritt auf der { $odd ->
        [1] ungeraden (linken)
       *[other] geraden (rechten)
    } Seite ein.
ui-ka-d20 = W20
ui-ka-class-level = { $class ->
        [foot_soldier] Fußsoldat
        [archer] Bogenschütze
        [sorcerer] Zauberer
        [psionicist] Psioniker
       *[cleric] Kleriker
    } · Stufe { $level }
ui-ka-heal-rate-n = Heilrate { $heal }
ui-ka-resist = Resistenz { $resist }
ui-ka-resist-one = { $kind ->
        [melee] N
        [ranged] F
       *[supernatural] Ü
    } { $n }
ui-ka-no-resist = Keine Resistenz
ui-ka-immunity = { $immunity ->
        [melee] Nahkampf
        [ranged] Fernkampf
        [supernatural] übernatürlich
       *[everything] alles
    }
ui-ka-resist-immune = { $resist } · immun: { $immune }
ui-ka-immune-line = Immun: { $immune }
ui-ka-token = { $status ->
        [bleed] Blutung { $n }
        [burn] Verbrennung { $n }
        [slow] Verlangsamung { $n }
        [stun] Betäubt
       *[bless] Gesegnet
    }
ui-ka-no-monsters = Kein Monster auf dem Spielplan.
ui-ka-monster-kind = { $boss ->
        [1] Boss
       *[other] Stufe { $level }
    }{ $siege ->
        [1] , Belagerung
       *[other] {""}
    }
ui-ka-hp-of = { $value }/{ $max } { $label }
ui-ka-gone = In dieser Runde vom Spielplan verschwunden.
ui-ka-hit-tip = { $amount } { $kind ->
        [melee] Nahkampfschaden
        [ranged] Fernkampfschaden
        [supernatural] übernatürlichen Schaden
       *[non_resistible] nicht abwehrbaren Schaden
    } zufügen: { $taken } nach Resistenz.
ui-ka-keys = Tasten: ←→ Monster, ↑↓ Verbündeter, Ziffern Betrag, Enter oder − treffen, + heilen · Alt+M, R, S, N Schaden nach Art, H heilen, U Unterhalt, G Tor, E Runde, W Welle, A eintreten, D Wellenwürfel, T W20 · Alt+Umschalt+G greift das Tor an, ohne einzutreten · Alt+I sofort besiegt · Alt+B zwischen den Wellen: der Knopf des Schritts, Alt+Umschalt+B ein Schritt zurück · Alt+O Laden, Alt+L Verbündete, Alt+C Wellenkarte · Alt+1…5 Stufe, Alt+0 Boss, Alt+V Belagerung · Alt+− Alt++ Modifikator des Wellenwürfels · ↑↓ auf den Seiten Monster, Laden, Verbündete und Wellenkarte (Ziel: Alt+↑↓) heben einen Knopf oder ein Feld hervor: Enter drückt ihn, was du tippst, kommt ins Feld, Esc nimmt die Hervorhebung weg · Tab nächstes Feld · Esc löst das Ziel
ui-ka-keys-hint = Tasten: hier zeigen
ui-ka-damage = Schaden
ui-ka-gate-damage-taken = Schaden am Burgtor
ui-ka-start-wave = { $gauntlet ->
        [1] { -gauntlet } starten
       *[other] Welle { $wave } starten
    }
ui-ka-next-round = { $side ->
        [foes] Runde der Gegner beenden
        [players] Runde der Spieler beenden
       *[other] Nächste Runde
    }
ui-ka-end-wave = Welle { $wave } beenden
ui-ka-heal-step = Heilschritt
ui-ka-tab-target = Ziel
ui-ka-tab-enter = Monster
ui-ka-tab-shop = Laden
ui-ka-tab-allies = Verbündete
ui-ka-no-target = Kein Ziel gewählt
ui-ka-no-target-help = Klicke auf die Karte eines Monsters oder die Kachel eines Verbündeten, oder nutze ←/→ und ↑/↓.
ui-ka-target = { $who }: { $value }/{ $max } { $label }
ui-ka-amount = Betrag
ui-ka-hit = { $kind ->
        [melee] Nahkampf
        [ranged] Fernkampf
        [supernatural] Übernatürlich
       *[non_resistible] Nicht abwehrbar
    } −{ $taken }
ui-ka-heal = Heilen +{ $amount }
ui-ka-status = { $status ->
        [bleed] Blutung
        [burn] Verbrennung
        [slow] Verlangsamung
        [stun] Betäubung
       *[bless] Segen
    }
ui-ka-upkeep = Unterhalt: { $bleed } Blutung, { $burn } Verbrennung{ $stun ->
        [0] {""}
       *[other] , betäubt
    }
ui-ka-instant = Sofort besiegt
ui-ka-reach-gate = Erreicht das Tor −{ $damage }
ui-ka-attack-gate = Greift das Tor an −{ $damage }
ui-ka-gate-help = Gib den Schaden des Monsters wie auf seiner Karte ein: 3, oder 3+2 für ein „+“-Monster, oder 4x3 für ein „x“-Monster mit 3 Trefferwürfen; das Tor erleidet beide Zahlen eines „+“ und den Schaden eines „x“-Monsters einmal pro zwei Würfe. Bosse und Belagerungsgeräte greifen das Tor nur an.
ui-ka-boss = Boss
ui-ka-enter = Monster tritt ein
ui-ka-hp = TP
ui-ka-name-optional = Name (optional)
ui-ka-resistances = Resistenzen (leer: 0) und Immunitäten
ui-ka-melee = Nahkampf
ui-ka-ranged = Fernkampf
ui-ka-supernatural = Übernatürlich
ui-ka-siege = Belagerungsgerät
ui-ka-modifier = Modifikator des Wellenwürfels
ui-ka-modifier-help = Aus dem Helden-Skalierungsraster der Wellenkarte (1 oder 5 und mehr Helden); die Eintrittsseite richtet sich nach dem Nettoergebnis.
ui-ka-reward = +{ $value }
ui-ka-rewards-title = Belohnungskarten · { $gold } Gold{ $due ->
        [0] {""}
        [one] {" "}· { $due } Karte einzugeben
       *[other] {" "}· { $due } Karten einzugeben
    }
ui-ka-build-tower = Bauen · { $price } Gold
ui-ka-sell-tower = Verkaufen · +{ $price } Gold
ui-ka-tower-destroyed = In der Welle zerstört
ui-ka-buy-equipment = Neu kaufen · { $price } Gold
ui-ka-sell-equipment = Verkaufen · +{ $price } Gold
ui-ka-held = { $label }: { $n } von { $cap }
ui-ka-buy = Kaufen · { $price } Gold
ui-ka-play = Eine ausspielen
ui-ka-class-hired = { $class ->
        [foot_soldier] Fußsoldaten
        [archer] Bogenschützen
        [sorcerer] Zauberer
        [psionicist] Psioniker
       *[cleric] Kleriker
    } { $hired }/{ $cap }
ui-ka-hire = Anheuern
ui-ka-hire-title = Einen Söldner anheuern (der Preis auf seiner Karte)
ui-ka-name = Name
ui-ka-cost = Preis
ui-ka-heal-rate = Heilrate
ui-ka-level-up-title = { $who } aufsteigen lassen (Stufe { $level } von { $max })
ui-ka-level-up-pick = Aufstieg: Wähle zuerst die Kachel eines Söldners
ui-ka-level-up = Aufsteigen
ui-ka-new-hp = Neue TP
ui-ka-new-heal-rate = Neue Heilrate
ui-ka-join = Kommt dazu
ui-ka-join-title = Ein Spieler kommt dazu (nach dem Heilschritt)
ui-ka-player = Spieler
ui-ka-hero = Held
ui-ka-max-hp = Max. TP
ui-ka-leave-title = Gehen und Zurückkehren (nach dem Heilschritt)
ui-ka-returns = Kehrt zurück
ui-ka-leaves = Geht
ui-ka-leaves-ask = Verlässt die Partie?
ui-ka-pick-target = Wähle zuerst ein Ziel: Klicke auf die Karte eines Monsters oder die Kachel eines Verbündeten.
ui-ka-pick-hireable = Wähle zuerst die Kachel eines Söldners.

## Das Aufbauformular
ui-ka-heroes = Helden
ui-ka-heroes-help = Von der Werte-Karte jedes Helden: max. TP und Heilrate; Resistenzen und Ausweichen sind optional. Ein Spieler darf mehrere Helden spielen.
ui-ka-dodge = Ausweichen
ui-ka-role-auto = Rolle: nach dem Namen
ui-ka-role-offensive = Rolle: offensiv
ui-ka-role-utility = Rolle: unterstützend
ui-ka-heals = Kann heilen
ui-ka-add-hero = Helden hinzufügen
ui-ka-hero-n = Held { $n }
ui-ka-hero-empty = Held { $n }, { $field }: Gib eine ganze Zahl ein.
ui-ka-hero-number = Held { $n }, { $field }: „{ $value }“ ist keine ganze Zahl.
ui-ka-game = Die Partie
ui-ka-length = Länge
ui-ka-waves-n = { $n ->
        [one] { $n } Welle
       *[other] { $n } Wellen
    }
ui-ka-bosses-n = { $n ->
        [one] { $n } Boss
       *[other] { $n } Bosse
    }
ui-ka-mini-boss = Auch ein Boss in Welle 5 (Mini-Boss)
ui-ka-final-bosses = Bosse in der letzten Welle
ui-ka-entry = Eintritt der Monster
ui-ka-entry-standard = Standard
ui-ka-entry-delayed = Verzögert
ui-ka-entry-high-speed = Schnelle Bosse
ui-ka-gate-hp = TP des Burgtors
ui-ka-gate-hp-help = 20 in einer Standardpartie; jede Zahl ab 1.
ui-ka-gate-gauntlet = { -gauntlet }: immer { $gate }.
ui-ka-towers = Starttürme
ui-ka-towers-help = Aus dem Helden-Skalierungsraster der Wellenkarte.
ui-ka-towers-gauntlet = { -gauntlet }: aus seiner Tabelle.
ui-ka-variant = Variante
ui-ka-mode-standard = Alle Wellen
ui-ka-mode-jump-start = Schnellstart
ui-ka-mode-single-wave = Einzelwelle
ui-ka-mode-gauntlet = { -gauntlet }
ui-ka-mode-standard-help = Alle Wellen ab der ersten; die Bosse der letzten Welle beenden die Partie.
ui-ka-mode-jump-start-help = Beginnt bei einer späteren Welle mit den Belohnungen, dem Schaden und den Käufen aus Tabelle H-2.
ui-ka-mode-single-wave-help = Eine Welle, gespielt als letzte (ab Welle 2 mit Tabelle H-2).
ui-ka-mode-gauntlet-help = Eine endlose Welle auf einer Stufe von 1 bis 7 (Tabelle H-3); das Tor beginnt mit 25 und gewertet werden die überstandenen Runden der Gegner.
ui-ka-level = Stufe
ui-ka-first-wave = Beginn bei Welle
ui-ka-table-missing = Das Handbuch druckt Tabelle { $table } nur für 2 bis 4 Helden; mit { $heroes } { $heroes ->
        [one] Held
       *[other] Helden
    } gib ihre Werte hier ein (von der Website des Verlags). Die Vorgaben sind die Werte für 2 bis 4 Helden.
ui-ka-row-reward-cards = Start-Belohnungskarten
ui-ka-row-gate-mod = Mod. TP Burgtor
ui-ka-row-offensive-mod = Mod. TP offensive Verbündete
ui-ka-row-other-mod = Mod. TP andere Verbündete
ui-ka-row-extra-towers = Zusätzliche Türme
ui-ka-row-equipment = Freigeschaltete Ausrüstung
ui-ka-row-hireables = Söldner
ui-ka-row-hireable-level = Max. Stufe der Söldner
ui-ka-row-reinforcements = Max. Verstärkungen
ui-ka-row-towers = Starttürme
ui-ka-row-heal-mod = Mod. Heilrate
ui-ka-row-first-foes = Gegner in Runde 1
ui-ka-row-later-foes = Gegner in späteren Runden
ui-ka-row-d12-mod = Mod. Wellenwürfel
ui-ka-row-rewards = Belohnungen alle 3 Runden
ui-ka-row-boss-every = Boss alle x Runden
ui-ka-three-stars = 3 Sterne: Belohnungskarten gewonnen oder verloren, je nachdem, wie jede Welle lief
ui-ka-reverse-hp = Umgekehrte TP-Zählung: den Schaden hochgezählt zeigen (die Datei speichert TP)
ui-ka-solo-gold = Solo mit einem Helden: 150 Gold vor der ersten Welle
ui-ka-level-n = Stufe { $level }
ui-ka-immune = Immun:

## Regelversion 2: das Regelbuch beim Wort genommen

rule-kings_armory-row-printed = Das Handbuch druckt Tabelle { $table } für 2 bis 4 Helden, und mit { $heroes } Helden gelten ihre Werte: Lass die Zeile weg (H, { $table }).
rule-kings_armory-heal-before = Zwischen den Wellen kommt zuerst die Heilung: Heilen, dann Gold holen, dann Gold ausgeben (B5). Wende den Heilschritt an, bevor du { $what ->
        [reward] Belohnungskarten einträgst
       *[spend] Gold ausgibst
    }.
rule-kings_armory-instant-immune = { $kind ->
        [everything] { $who } ist gegen alles immun: Die Verbündeten können es auf keine Weise beeinflussen (E, Immun).
       *[other] { $who } ist immun gegen { $kind ->
            [melee] Nahkampfangriffe
            [ranged] Fernkampfangriffe
           *[supernatural] übernatürliche Angriffe
        } und alle ihre Wirkungen, auch sofortiges Besiegen (E, Immun).
    }
rule-kings_armory-instant-boss = Bosse sind immun gegen Sofort-Töten, Zerstören und Entfernen, außer die Karte sagt, dass sie Bosse betrifft ({ $who }; E, Bosse).
rule-kings_armory-instakill-siege = Belagerungsgerät ist immun gegen Sofort-Töten: „nur Lebendes kann getötet werden“ ({ $who }; E, Sofort-Töten). Zerstöre es stattdessen.
rule-kings_armory-destroyed-living = Zerstören wirkt nur gegen Belagerungsgerät, nicht gegen gewöhnliche Gegner ({ $who }; E, Zerstört).
rule-kings_armory-boss-round = Der Boss kommt in Runde der Gegner { $round }{ $entry ->
        [delayed] {" "}mit verzögertem Monstereintritt (D2-2)
        [high_speed] {" "}mit schnellem Bosseintritt (D2-2)
       *[standard] {""}
    }, nicht früher: Dies ist Runde { $now } (B7).
rule-kings_armory-boss-waits = In dieser Runde der Gegner kommt ein Boss, nach den Zügen der anderen Monster und vor der Runde der Spieler (B7; H im { -gauntlet }): Trag ihn zuerst ein.
rule-kings_armory-towers-heroes = Helden setzen nie aus: Die { $heroes } Helden brauchen Plätze, und { $towers } { $towers ->
        [one] Turm
       *[other] Türme
    } und die zwei Brüstungen bieten { $room } (B5, Schritt 6). Bau einen Turm, bevor die Welle beginnt.
rule-kings_armory-sits-out = { $who } setzt diese Welle aus: Kein Turm hatte Platz dafür (B5, Schritt 6).
log-kings_armory-sits-out = { $who } setzt diese Welle aus: Türme und Brüstungen bieten { $room } Verbündeten Platz (B5, Schritt 6).
remark-kings_armory-sits-out = setzt diese Welle aus
rule-kings_armory-foes-over = { $mode ->
        [gauntlet] Der { -gauntlet } bringt { $max } Gegner in Runde der Gegner { $round } (H-3)
        [delayed] Mit verzögertem Monstereintritt sind es beim Rest der Welle höchstens so viele wie zuerst: { $max } in Runde der Gegner 2 (D2-2)
       *[standard] Alle Monster der Welle kommen in der ersten Runde der Gegner (B1, B3; D2-2): In Runde { $round } wird keines gewürfelt
    }. Ein Monster, das eine Beschwörung oder eine Bosskarte bringt, kommt als beschworen.
rule-kings_armory-foes-due = In Runde der Gegner { $round } { $due ->
        [one] ist noch { $due } Gegner fällig
       *[other] sind noch { $due } Gegner fällig
    }{ $mode ->
        [gauntlet] {" "}(H-3; der Boss kommt danach)
        [delayed] {" "}(verzögerter Monstereintritt: der Rest der Welle, D2-2)
       *[standard] {" "}(B1: Eine Welle bringt mindestens einen)
    }: Trag { $due ->
        [one] ihn
       *[other] sie
    } zuerst ein.
log-kings_armory-stays-down = { $who } bleibt kampfunfähig: Die Hälfte der Heilrate { $rate }, abgerundet, ist 0 TP (H, { -gauntlet }).
rule-kings_armory-single-wave-one = Eine Einzelwelle wird mit der Schnellstart-Tabelle aufgebaut, die bei Welle 2 beginnt (H, Einzelwelle): Wähle Welle 2 bis 7.
rule-kings_armory-gauntlet-join = Im { -gauntlet } kommen oder gehen Spieler in der Runde der Spieler, seiner kleinen Phase zwischen den Wellen, nach dem Heilen (D3: „so gut es geht“).
ui-ka-phase = { $phase ->
        [prepare] Vorbereitung: Türme, Käufe, Karten
        [between] Schritt { $step }/7: { $name }
       *[wave] { $side ->
            [foes] Runde der Gegner { $round }
           *[other] Runde der Spieler { $round }
        }
    }
ui-ka-step-name = { $step ->
        [heal] Heilen!
        [gold] Gold einsammeln!
        [spend] Gold ausgeben!
        [change] Wechseln & Stapel mischen
        [equip] Helden ausrüsten
        [reposition] Verbündete aufstellen
       *[start] Nächste Welle starten!
    }
ui-ka-step-hint = Schritt { $number } (B5): { $step ->
        [heal] Jeder Verbündete heilt um seine Heilrate; ein kampfunfähiger Held kommt mit ihr zurück.
        [gold] Zieh die Belohnungskarten der Welle und trag jede auf der Seite Laden ein.
        [spend] Türme, Söldner, Ausrüstung, Verstärkungen und die Waffenkammerkarte, auf den Seiten Laden und Verbündete.
        [change] Behalte das Gold als 100er-Karten und höchstens eine 50er-Karte; misch die benutzten Belohnungskarten zurück in ihren Stapel.
        [equip] Leg freigeschaltete Teile an, höchstens zwei pro Held, und tausch freigeschaltete Teile 1 gegen 1; nur jetzt darf Ausrüstung gekauft, getauscht oder verkauft werden.
        [reposition] Jeder Verbündete auf einem Turm oder höchstens 2 Felder davon, höchstens 3 pro Turm; die Spieler dürfen die Plätze tauschen und Söldner einem anderen Team geben.
       *[start] Die erste Runde der Gegner in der nächsten Welle.
    }
ui-ka-step-next = Erledigt
ui-ka-step-cards-due = { $cards ->
        [one] { $cards } Belohnungskarte steht aus.
       *[other] { $cards } Belohnungskarten stehen aus.
    }
ui-ka-step-cards-card = Die Wellenkarte sagt, wie viele: Vor der Welle eingetragen (Zeile Wellenkarte im Seitenfeld), zählt die App sie.
ui-ka-step-gold = Das Team hat { $gold } Gold.
ui-ka-step-change = { $gold } Gold: { $hundreds } × 100er{ $fifty ->
        [0] {""}
       *[other] {" "}und 1 × 50er
    }{ $rest ->
        [0] .
       *[other] , dazu { $rest } Gold, die keine Karte ergibt.
    }
ui-ka-step-towers = Jetzt { $allies } Verbündete und { $towers } Türme.
ui-ka-group = { $group ->
        [mini_boss] Mini-Boss
        [boss] Boss
       *[level] Stufe { $level }
    }
ui-ka-on-board = { $n } im Spiel
ui-ka-to-come = { $n } kommen noch
ui-ka-due-round = in Runde { $round } der Gegner
ui-ka-none-yet = Noch keiner auf dem Spielplan.
ui-ka-gone-short = Diese Runde weg
ui-ka-step-short = { $step ->
        [heal] Heilen
        [gold] Gold holen
        [spend] Gold ausgeben
        [change] Wechseln
        [equip] Ausrüsten
        [reposition] Aufstellen
       *[start] Welle starten
    }
ui-ka-strip-card = { $what ->
        [reinforcements] Verstärkungen
        [armory] Waffenkammerkarte
        [equipment] Ausrüstung
       *[towers] Türme
    } { $n }{ $cap ->
        [0] {""}
       *[other] /{ $cap }
    }
rule-kings_armory-no-gear = Es gibt kein Ausrüstungsteil Nummer { $piece }.
rule-kings_armory-gear-locked = Ausrüstung { $piece } ist gesperrt: „Gesperrte Ausrüstung darf nie getauscht oder verkauft werden“, auch nicht getragen, bis sie freigeschaltet ist (B5, Schritt 3).
rule-kings_armory-gear-sale-between = Freigeschaltete Ausrüstung wird zwischen den Wellen verkauft, „und nur dann“ (B5, Schritt 3).
rule-kings_armory-gear-worn = Ausrüstung { $piece } wird getragen: Leg sie zuerst ab (B5, Schritt 5).
rule-kings_armory-gear-other = Ausrüstung { $piece } gehört { $who }: Tausch sie zuerst 1 gegen 1 (B5, Schritt 5).
rule-kings_armory-gear-equipped = Ausrüstung { $piece } wird schon getragen.
rule-kings_armory-gear-max = { $who } hat schon { $max } Ausrüstungsteile: „Jeder Held kann höchstens 2 Teile besitzen und tragen“ (E, Ausrüstungskarten). Tausch zuerst eines oder leg es beiseite.
rule-kings_armory-gear-not-worn = Ausrüstung { $piece } wird nicht getragen.
rule-kings_armory-gear-same-holder = Ausrüstung { $piece } und { $with } sind in denselben Händen: Ein Tausch ist 1 gegen 1 zwischen zwei Besitzern (E, Ausrüstungskarten).
rule-kings_armory-gear-extra = Ausrüstung { $piece } ist schon übrige Ausrüstung: Sie gehört keinem Helden.
log-kings_armory-equip = { $who } legt Ausrüstung { $piece } an.
log-kings_armory-unequip = { $who } legt Ausrüstung { $piece } ab.
log-kings_armory-trade-gear = Ausrüstung { $piece } ({ $a_extra ->
        [1] übrig
       *[other] { $a }
    }) und { $with } ({ $b_extra ->
        [1] übrig
       *[other] { $b }
    }) wechseln die Hände.
log-kings_armory-set-aside = { $who } legt Ausrüstung { $piece } beiseite: Sie ist jetzt übrige Ausrüstung.
rule-kings_armory-no-guardian = Held Nummer { $hero } hat keinen Wächter auf dem Spielplan.
rule-kings_armory-guardian-heal = { $guardian } kann nicht geheilt werden (E, Wächter beschwören).
rule-kings_armory-guardian-turn = Felicity beschwört ihren Wächter in ihrem Zug, in der Runde der Spieler (E, Wächter beschwören).
rule-kings_armory-guardian-felicity = Wächter beschwören ist eine Spezialoption von Felicity der Meisterheilerin, nicht von { $who } (E, Wächter beschwören).
rule-kings_armory-guardian-once = Der Wächter kann nur einmal pro { $gauntlet ->
        [1] Runde im { -gauntlet } (H)
       *[other] Welle
    } beschworen werden (E, Wächter beschwören).
log-kings_armory-guardian-summoned = { $who } beschwört { $guardian } mit { $hp } TP.
log-kings_armory-guardian-leaves = { $guardian } verlässt den Spielplan: { $why ->
        [left] Felicitys Spieler hat die Partie verlassen
        [felicity] Felicity ist besiegt
        [rounds] drei Runden der Spieler sind vorbei (H, { -gauntlet })
       *[wave] die Welle ist zu Ende
    }.
log-kings_armory-guardian-gone = { $guardian } ist besiegt und verlässt den Spielplan.
log-kings_armory-guardian-shields = { $guardian } steht neben { $who } und nimmt den Fernkampfschaden für sie (E, Wächter beschwören).
piece-kings_armory-guardian = Wächter

## Die Wellenkarte (B1, Abbildung B1-1) und Die Messlatte höher legen (D2-2)
rule-kings_armory-raise-bar-gauntlet = „Die Messlatte höher legen“ zählt die Monster jeder Welle (D2-2); die endlose Welle des { -gauntlet(case: "genitive") } nimmt ihre Gegner aus Tabelle H-3.
rule-kings_armory-raise-bar = Die Messlatte höher legen: Welle { $wave } bringt mindestens { $min } { $min ->
        [one] Monster
       *[other] Monster
    } der Stufe { $level }, { $entered } sind eingetroffen (D2-2). { $places ->
        [0] Tausch sie ein, bevor die Runde oder die Welle endet.
       *[other] Nur noch { $places } { $places ->
            [one] Platz ist
           *[other] Plätze sind
        } in der Welle frei: Die Pflichtmonster werden „zuletzt eingetauscht“, also ist dieses von Stufe { $level }.
    }
rule-kings_armory-wave-card-due = { $due } der { $total } Gegner, die die Wellenkarte in Welle { $wave } bringt ({ $foes } laut Karte, { $extra } für die Zahl der Helden), { $due ->
        [one] ist
       *[other] sind
    } noch nicht eingetreten (B1{ $entry ->
        [delayed] ; D2-2, verzögerter Eintritt der Monster
       *[other] {""}
    }): Die Welle endet erst, wenn jeder von ihnen besiegt ist (B4).
rule-kings_armory-wave-card-over = Die Wellenkarte bringt in dieser Welle { $total } Gegner, davon { $max } in Runde { $round } der Gegner ({ $entry ->
        [delayed] D2-2, verzögerter Eintritt: erst die Hälfte, aufgerundet, der Rest in Runde 2
       *[other] B1, D2-2: alle in der ersten Runde der Gegner
    }). Ein Monster, das eine Beschwörung oder eine Bosskarte bringt, tritt als beschworen ein.
rule-kings_armory-wave-card-round-due = { $due } { $due ->
        [one] Gegner fehlt
       *[other] Gegner fehlen
    } noch in Runde { $round } der Gegner, von den { $total }, die die Wellenkarte bringt (B1{ $entry ->
        [delayed] ; D2-2, verzögerter Eintritt der Monster
       *[other] {""}
    }): Trag { $due ->
        [one] ihn
       *[other] sie
    } zuerst ein.
rule-kings_armory-wave-card-cards = Trag zuerst { $cards ->
        [one] die { $cards } Belohnungskarte
       *[other] die { $cards } Belohnungskarten
    } von Welle { $wave } ein (B5, Schritt 2: Gold einsammeln!).
rule-kings_armory-wave-card-gauntlet = Der { -gauntlet } nimmt seine Werte aus Tabelle H-3 und übergeht das Helden-Skalierungsraster (H): Es gibt keine Wellenkarte einzutragen.
rule-kings_armory-wave-card-when = Die Werte der Wellenkarte werden eingetragen, bevor eine Welle beginnt (B1): Gerade wird Welle { $wave } gespielt.
rule-kings_armory-wave-card-empty = Gib die Werte mindestens einer Welle an.
rule-kings_armory-wave-card-wave = Welle { $wave } steht nicht mehr bevor: Die Wellenkarte lässt sich für die Wellen { $first } bis { $last } eintragen.
rule-kings_armory-wave-card-twice = Welle { $wave } ist doppelt angegeben.
rule-kings_armory-wave-card-number = Welle { $wave }: „{ $field }“ muss zwischen { $min } und { $max } liegen (es ist { $value }).
rule-kings_armory-wave-card-no-foes = Welle { $wave } bringt mindestens einen Gegner (B1): { $foes } laut Karte und { $extra } für die Zahl der Helden ergeben keinen.
log-kings_armory-wave-card = Die Wellenkarte ist für { $waves } Wellen eingetragen.
log-kings_armory-wave-card-wave = Welle { $wave } laut Wellenkarte: { $total } Gegner ({ $foes } laut Karte, { $extra } für die Zahl der Helden), W12-Modifikator { $d12 }, { $cards } { $cards ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    } und { $extra_cards } für die Zahl der Helden.
log-kings_armory-wave-card-rewards = Nach Welle { $wave } { $cards ->
        [one] steht { $cards } Belohnungskarte
       *[other] stehen { $cards } Belohnungskarten
    } zu: { $base } laut Wellenkarte, { $scaling } für die Zahl der Helden{ $stars ->
        [0] {""}
       *[other] , { $stars } durch 3 Sterne
    }{ $mini_boss ->
        [0] {""}
       *[other] , { $mini_boss } für den Mini-Boss
    } (B5, Schritt 2).
reminder-kings_armory-wave-card-foes = { $foes } { $foes ->
        [one] Monster der Welle trifft
       *[other] Monster der Welle treffen
    } in dieser Runde der Gegner ein (Wellenkarte).
reminder-kings_armory-raise-bar = Die Messlatte höher legen: In dieser Welle mindestens { $min } Monster der Stufe { $level } (D2-2).
ui-ka-card-skipped = Wellenkarte nicht eingetragen: Gegnerzahl wird nicht geprüft
ui-ka-card-gauntlet = { -gauntlet }: Tabelle H-3 bringt die Gegner jeder Runde
ui-ka-card-gauntlet-due = { $now } Gegner in dieser Runde fällig (H-3)
ui-ka-card-bar = Messlatte: { $entered }/{ $min } der Stufe { $level }
ui-ka-card-due = { $now } Gegner jetzt fällig, { $later } folgen noch
ui-ka-card-entered = { $entered } von { $total } eingetreten
ui-ka-card-next = Welle { $wave }: { $foes } Gegner, danach { $cards } { $cards ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    }
ui-ka-card-rewards = Welle { $wave }: { $total } { $total ->
        [one] Belohnungskarte
       *[other] Belohnungskarten
    }, { $due } noch einzutragen
ui-ka-card-open = Wellenkarte: Klicken, um ihre Werte einzutragen (B1)
ui-ka-card-help = Trag die Werte der Karte für die nächste Welle ein, bevor sie beginnt, oder alle Zeilen auf einmal. Ein leeres Feld behält den zuvor eingetragenen Wert; die des Helden-Skalierungsrasters sind sonst 0.
ui-ka-card-wave = Welle
ui-ka-card-foes = Gegner
ui-ka-card-foes-help = Die Gegnerzahl im Monsterauswahlraster (#2)
ui-ka-card-extra-foes = +Geg.
ui-ka-card-extra-foes-help = Die zusätzlichen Monster des Helden-Skalierungsrasters für die Zahl an Helden (#7)
ui-ka-card-d12 = W12
ui-ka-card-d12-help = Der W12-Modifikator des Helden-Skalierungsrasters (#8)
ui-ka-card-cards = Karten
ui-ka-card-cards-help = Die Belohnungskarten nach der Welle (#4)
ui-ka-card-extra-cards = +Kart.
ui-ka-card-extra-cards-help = Der Belohnungsbonus des Helden-Skalierungsrasters für die Zahl an Helden (#9)
ui-ka-card-send = Wellenkarte eintragen
ui-ka-card-nothing = Trag zuerst die Werte einer Welle ein.
ui-ka-card-empty = Welle { $wave }, { $field }: Gib eine ganze Zahl ein.
ui-ka-card-not-number = Welle { $wave }, { $field }: „{ $value }“ ist keine ganze Zahl.
ui-ka-raise-bar = Messlatte höher legen
ui-ka-raise-bar-off = Aus
ui-ka-raise-bar-help = D2-2: Jede Welle ab der zweiten bringt mindestens X Monster ihrer höchsten Stufe (X + 1 in Welle 6, X + 2 in Welle 7); 2 ist der übliche Vorschlag. Nicht im { -gauntlet }.
ui-ka-instant-how = { $how ->
        [destroyed] Zerstört
        [removal] Entfernt
       *[instakill] Sofort getötet
    }
ui-ka-instant-attack = { $kind ->
        [melee] Nahkampf
        [ranged] Fernkampf
        [supernatural] Übernatürlich
       *[none] Ohne Typ
    }
ui-ka-instant-bosses = Die Karte betrifft Bosse
ui-ka-instant-help = Sofort besiegt durch Sofort-Töten (nur lebende Gegner), Zerstören (nur Belagerungsgerät) oder Entfernen (beides). Ein Gegner, der gegen den Typ des Angriffs immun ist, ist auch gegen den Sofortsieg immun; ein Boss fällt nur, wenn die Karte sagt, dass sie Bosse betrifft (E).
ui-ka-summoned = Beschworen (durch eine Karte oder einen Boss)
ui-ka-summoned-help = Ein Monster, das ein Effekt ins Spiel bringt (eine Beschwörung, die zusätzlichen Monster einer Bosskarte), zählt nicht zu den Gegnern, die in dieser Runde fällig sind (E, Beschwörung).
ui-ka-join-title-gauntlet = Ein Spieler kommt dazu (in der Runde der Spieler)
ui-ka-leave-title-gauntlet = Aussteigen und Zurückkehren (in der Runde der Spieler)
ui-ka-guardian-name = Wächter
ui-ka-guardian-title = Felicitys Wächter
ui-ka-guardian-help = In ihrem Zug beschworen, einmal pro Welle (im { -gauntlet } einmal pro Runde); er bleibt, bis er besiegt ist, Felicity fällt oder die Welle endet. Er kann nicht geheilt werden und ist immun gegen Blutung und Betäubung (E, Wächter beschwören).
ui-ka-guardian-fields = Seine TP und Resistenzen von Felicitys Karte (eine leere Resistenz ist 0).
ui-ka-summon-guardian = Beschwören
ui-ka-guardian-shields = Schützt { $who } −{ $taken }
ui-ka-guardian-of = von { $who }
ui-ka-guardian-no-heal = Nicht heilbar
ui-ka-piece = #{ $piece } { $state ->
        [locked] gesperrt
        [worn] getragen
       *[unlocked] frei
    }
ui-ka-gear-none = keine
ui-ka-hero-gear = Ausrüstung: { $pieces }
ui-ka-step-gear-one = { $who }: { $pieces }
ui-ka-gear-extra = übrig: { $pieces }
ui-ka-step-gear = { $list }. Höchstens zwei getragen pro Held; die Teile stehen auf der Seite Laden.
ui-ka-unlock-short = Freischalten ({ $unlocked }/2) · { $price } Gold
ui-ka-gear-extra-title = Übrige Ausrüstung (gehört keinem Helden)
ui-ka-piece-picked = { $piece } · { $extra ->
        [1] übrig
       *[other] von { $who }
    }
ui-ka-piece-pick = Wähle oben ein Ausrüstungsteil.
ui-ka-take-off = Ablegen
ui-ka-set-aside = Beiseitelegen
ui-ka-wear-title = Getragen von:
ui-ka-trade-title = Eins zu eins getauscht gegen:
ui-ka-gear-extra-one = übrig
ui-ka-trade-for = #{ $piece } · { $who }
ui-ka-trade-tip = Eins zu eins gegen Ausrüstung { $piece } ({ $who }) tauschen.
ui-ka-instant-options = Wie der Gegner sofort besiegt wird: Sofort-Töten, Zerstören oder Entfernen, der Typ des Angriffs, eine Karte, die Bosse betrifft.
ui-ka-gear-count = { $n } { $state ->
        [locked] gesperrt
        [worn] getragen
       *[unlocked] frei
    }
ui-ka-modifier-source = { $source ->
        [card] Wellenkarte, Welle { $wave }: { $signed }
        [gauntlet] Tabelle H-3: { $signed }
       *[none] Keine Wellenkarte für Welle { $wave }: { $signed }
    }
ui-ka-to-come-range = { $min ->
        [0] bis zu { $max } kommen noch
       *[other] { $min } bis { $max } kommen noch
    }
log-kings_armory-step = Zwischen den Wellen, Schritt { $step }: { $step ->
        [2] Gold einsammeln!
        [3] Gold ausgeben!
        [4] Wechseln & Stapel mischen
        [5] Helden ausrüsten
        [6] Verbündete aufstellen
       *[7] Nächste Welle starten!
    }
rule-kings_armory-step-range = Zwischen den Wellen folgen auf das Heilen die Schritte 2 bis 7 (B5); { $step } gehört nicht dazu.
rule-kings_armory-step-same = Die Gruppe ist schon bei Schritt { $step }.
ui-ka-wave-beyond = { $beyond ->
        [low] Unter 1: die niedrigste Monsterstufe, die in dieser Welle möglich ist.
       *[high] Über 12: die höchste Monsterstufe, die in dieser Welle möglich ist.
    }
rule-kings_armory-drop-trade-piece = Ausrüstung { $piece } ist kein freigeschaltetes Teil des Helden, der geht, oder wird zweimal getauscht (D3).
rule-kings_armory-drop-trade-with = Ausrüstung { $piece } ist kein gesperrtes Teil eines Helden, der bleibt, oder wird zweimal getauscht (D3).
rule-kings_armory-drop-trade-due = Wer geht, „muss“ freigeschaltete Ausrüstung „gegen gesperrte tauschen“, solange es welche gibt: Tausche Ausrüstung { $piece } gegen { $with } (D3).
rule-kings_armory-drop-trade-rules = Diese Partie läuft nach Regelversion { $rules }, in der ein Spieler beim Gehen keine Ausrüstung tauscht: Freigeschaltete Teile bleiben als zusätzliche Ausrüstung (D3).
log-kings_armory-drop-trade = { $leaver } gibt Ausrüstung { $piece } an { $who } gegen die gesperrte Ausrüstung { $with }, die unter den Stapel kommt.
ui-ka-leaves-trade = Ausrüstung { $piece } geht an { $who } gegen die gesperrte { $with }.
