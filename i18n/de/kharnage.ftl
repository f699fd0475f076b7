# kharnage — Texte des Trackers für dieses Spiel (de). Die Schlüssel müssen i18n/en/kharnage.ftl entsprechen.

## Regeln, die einen Aufbau oder eine Aktion ablehnen
rule-kharnage-round-count = Runden: Eine Partie Kharnage dauert 1 bis { $max } Runden, nicht { $rounds }.
rule-kharnage-played-by = Gespielt von: { $players ->
        [one] 1 Spieler ist
       *[other] { $players } Spieler sind
    } für { $armies } Armeen angegeben; nenne einen je Armee oder keinen.
rule-kharnage-rounds-over = Alle Runden sind abgeschlossen; jetzt können nur noch die endgültigen Armeegrößen eingegeben werden.
rule-kharnage-nothing-changes = Das ändert nichts.
rule-kharnage-initiative-negative = Die Initiative von { $army } kann nicht negativ sein.
rule-kharnage-initiative-taken = { $other } spielt in dieser Runde schon Initiative { $initiative }; jede Strategiekarte hat ihre eigene Initiative.
rule-kharnage-initiative-missing = Runde { $round } kann nicht abgeschlossen werden: { $army } hat seine Initiative nicht aufgedeckt.
rule-kharnage-destroyed-negative = { $army } hat in dieser Runde nur { $old ->
        [one] 1 Karte
       *[other] { $old } Karten
    } zerstört; die Zahl kann nicht unter null fallen.
rule-kharnage-own-army = { $army } kann kein Kharnage an der eigenen Armee begehen.
rule-kharnage-yeah-off = Die „YEAH!“-Regel wird in dieser Partie nicht verwendet.
rule-kharnage-yeah-no-kharnage = In Runde { $round } hat keine andere Armee ein Kharnage begangen, das { $army } hätte bejubeln müssen.
rule-kharnage-yeah-no-token = { $army } hat keinen Kharnage-Marker zu verlieren.
rule-kharnage-armies-too-early = Die endgültigen Armeegrößen werden eingegeben, wenn die letzte Runde, Runde { $rounds }, abgeschlossen ist.
rule-kharnage-game-over = Die Partie ist schon entschieden.
rule-kharnage-final-armies-count = Gib eine Armeegröße pro Armee ein: { $armies ->
        [one] eine Zahl
       *[other] { $armies } Zahlen
    }, nicht { $count }.
rule-kharnage-units-negative = { $army } kann nicht weniger als null Einheiten haben.

## Protokollzeilen
log-kharnage-initiative = Runde { $round }: { $army } spielt Initiative { $initiative }.
log-kharnage-initiative-changed = Runde { $round }: Initiative von { $army } { $old } → { $initiative }.
log-kharnage-destroyed = Runde { $round }: { $army } zerstörte Karten { $old } → { $new }.
log-kharnage-kharnage = Runde { $round }: { $army } begeht KHARNAGE an { $victim }! Kharnage-Marker { $old } → { $new }.
log-kharnage-kharnage-no-victim = Runde { $round }: { $army } begeht KHARNAGE! Kharnage-Marker { $old } → { $new }.
log-kharnage-no-yeah = Runde { $round }: { $army } hat nicht „YEAH!“ gerufen. Kharnage-Marker { $old } → { $new }.
log-kharnage-close-round = Runde { $round } abgeschlossen: { $first } nimmt den 5-Totenkopf-Marker ({ $first_cards ->
        [one] 1 Karte
       *[other] { $first_cards } Karten
    }), { $second } den 3-Totenkopf-Marker ({ $second_cards ->
        [one] 1 Karte
       *[other] { $second_cards } Karten
    }), { $third } den 1-Totenkopf-Marker ({ $third_cards ->
        [one] 1 Karte
       *[other] { $third_cards } Karten
    }).{ $ties ->
        [0] {""}
       *[other] {" "}Gleichstände bei den Karten wurden durch die niedrigere Initiative entschieden.
    }
log-kharnage-close-round-two = Runde { $round } abgeschlossen: { $first } nimmt den 5-Totenkopf-Marker ({ $first_cards ->
        [one] 1 Karte
       *[other] { $first_cards } Karten
    }), { $second } den 3-Totenkopf-Marker ({ $second_cards ->
        [one] 1 Karte
       *[other] { $second_cards } Karten
    }).{ $ties ->
        [0] {""}
       *[other] {" "}Der Gleichstand bei den Karten wurde durch die niedrigere Initiative entschieden.
    }
log-kharnage-final-armies = Endgültige Armeegrößen (Einheiten): { $sizes }.

## Wie die Partie gewonnen wurde
win-kharnage-skulls = { $army } gewinnt mit den meisten Totenköpfen: { $skulls }.
win-kharnage-largest-army = { $army } gewinnt: Gleichstand bei { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfen
    }, entschieden durch die größte Armee ({ $units ->
        [one] 1 Einheit
       *[other] { $units } Einheiten
    }).
win-kharnage-most-tokens = { $army } gewinnt: Gleichstand bei { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfen
    } und bei der Armeegröße, entschieden durch die meisten Kharnage-Marker ({ $tokens }).
win-kharnage-initiative = { $army } gewinnt: Gleichstand bei { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfen
    }, bei der Armeegröße und bei den Kharnage-Markern, entschieden durch die niedrigste Initiative in der letzten Runde ({ $initiative }).
win-kharnage-shared = { $armies } teilen sich den Sieg: Gleichstand bei { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfen
    } und auch nach allen Regeln für den Gleichstand.

## Stand
label-kharnage-skulls = Totenköpfe
label-kharnage-domination = Dominanz
label-kharnage-tokens = Kharnage-Marker
label-kharnage-destroyed = Zerstörte Karten
label-kharnage-initiative = Initiative
label-kharnage-units = Einheiten
remark-kharnage-winner = Sieger
remark-kharnage-tied = Gleichstand bei den Totenköpfen: Gib die endgültigen Armeegrößen ein

## Hilfe
help-kharnage-history = Unter jeder Armee bedeutet R1: 5 (9), dass sie in Runde 1 für 9 zerstörte Karten 5 Totenköpfe bekommen hat.
help-kharnage-round = Gib in jeder Runde die Initiative jeder Armee ein, die Karten (nicht Einheiten), die sie zerstört — jede Karte einer großen Einheit zählt — und jedes Kharnage, das sie begeht. Beim Abschluss der Runde werden die 5-, 3- und 1-Totenkopf-Marker nach zerstörten Karten vergeben; bei Gleichstand entscheidet die niedrigere Initiative. Mit zwei Armeen wird der 1-Totenkopf-Marker nicht verwendet.
help-kharnage-zero = Eine Armee bekommt einen Rang für einen Dominanz-Marker, auch wenn sie keine Karten zerstört hat: Das Regelheft vergibt die Marker nur nach Rang.
help-kharnage-yeah = Die „YEAH!“-Regel (optional): Begeht eine Armee ein Kharnage, müssen die anderen „YEAH!“ rufen oder einen Kharnage-Marker verlieren, falls sie einen haben. Mit dieser Regel muss die Armee auch „KHARNAGE!“ rufen, um ihren Marker zu bekommen: Gib das Kharnage nur ein, wenn sie es getan hat.
help-kharnage-end = Nach der letzten Runde gilt: Totenköpfe = Dominanz-Marker + Kharnage-Marker. Herrscht an der Spitze Gleichstand, gib die Zahl der Einheiten jeder Armee ein: Die größte Armee gewinnt, dann die meisten Kharnage-Marker, dann die niedrigste Initiative in der letzten Runde.

## Das Fenster
ui-kharnage-keys = Tasten: ↑↓ oder Tab Armee (Tab trägt auch das Getippte ein) · Ziffern: ihre Initiative, nach der letzten Runde ihre Einheiten · Enter trägt ein · + − zerstörte Karten · Alt+K KHARNAGE! · Alt+Y kein „YEAH!“ · Alt+C Runde abschließen · Alt+B Gleichstand auflösen · Esc leert das Getippte
ui-kharnage-armies = Armeen
ui-kharnage-army-n = Armee { $n }
ui-kharnage-played-by = Gespielt von (optional)
ui-kharnage-rules = Regeln
ui-kharnage-rounds = Runden
ui-kharnage-yeah-rule = „YEAH!“-Regel: Eine Armee, die nicht ruft, verliert einen Kharnage-Marker
ui-kharnage-round = Runde { $round } von { $rounds }
ui-kharnage-kharnage = KHARNAGE!
ui-kharnage-no-yeah = kein „YEAH!“
ui-kharnage-would-take = → { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfe
    }
ui-kharnage-close-round = Runde { $round } abschließen
ui-kharnage-final-armies = Armeen zählen
ui-kharnage-tied = { $armies } haben Gleichstand bei { $skulls ->
        [one] 1 Totenkopf
       *[other] { $skulls } Totenköpfen
    }: Gib die verbliebenen Einheiten jeder Armee ein, dann „Gleichstand auflösen“.
ui-kharnage-count-armies = Gleichstand auflösen
ui-kharnage-table-help = Gib jede Initiative ein und drücke dann Enter.
ui-kharnage-done = Alle Runden sind gespielt.
ui-kharnage-skulls = { $skulls ->
        [one] Totenkopf
       *[other] Totenköpfe
    }
ui-kharnage-cards = { $cards ->
        [one] Karte zerstört
       *[other] Karten zerstört
    }
ui-kharnage-tokens = { $tokens ->
        [one] 1 Kharnage-Marker
       *[other] { $tokens } Kharnage-Marker
    }
ui-kharnage-round-taken = R{ $round }: { $skulls } ({ $cards })
ui-kharnage-round-open = R{ $round }: … ({ $cards })
ui-kharnage-tied-short = Gleichstand
ui-kharnage-army-dwarf = Zwerg
ui-kharnage-army-goblin = Goblin
ui-kharnage-army-human = Mensch
ui-kharnage-army-orc = Ork
