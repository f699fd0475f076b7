# Der Menüeintrag und die Seite im Software-Center (de): tests/packaging.rs
# schreibt sie nach packaging/linux/. Nicht im Programm. Die Schlüssel
# müssen in jeder Sprache gleich sein.

desktop-generic-name = Zähler für Brett- und Kartenspiele
desktop-comment = Gold, Lebenspunkte, Punkte und mehr am Spieltisch festhalten, statt mit Würfeln und Papier
# Suchwörter, jedes mit einem Semikolon am Ende.
desktop-keywords = Zähler;Punkte;Spielstand;Brettspiel;Kartenspiel;Tabletop;Heroes of Karth;Hero Realms;Kharnage;Koth;King's Armory;
metainfo-summary = Gold, Lebenspunkte und Punkte am Tisch festhalten, statt mit Würfeln und Papier
metainfo-intro =
    Tablekeeper ist der Begleiter, der auf dem Spieltisch offen bleibt: Er
    ersetzt die Würfel und Zettel, mit denen Spieler beim Spielen Gold,
    Lebenspunkte, Punkte und dergleichen festhalten.
metainfo-safe =
    Nach jeder Änderung prüft er die Siegbedingungen des Spiels und nennt
    den Sieger und den Grund; er speichert jede Partie nach jeder Änderung,
    sodass nichts verloren geht, wenn der Laptop ausgeht; und er zeigt
    frühere Partien und ihre Protokolle.
metainfo-games = Spiele:
metainfo-karth = Heroes of Karth: Deathmatch: Gold, Spirituelle Energie, Kill-Punkte und die Trefferpunkte der Einheiten; 1 gegen 1, 2 gegen 2 und jeder gegen jeden
metainfo-hero-realms = Hero Realms: Lebenspunkte, Gold und Kampf des Zuges, Champions und Wächter; Jeder gegen jeden, Jäger, Hydra und Kaiser
metainfo-kharnage = Kharnage: Initiative, zerstörte Karten und Kharnage-Marker jeder Runde; die Dominanz-Totenköpfe und jeder Gleichstand ausgewertet
metainfo-koth = Koth: Kommandopunkte, die fünf Spalten, der Nachziehstapel und Schlachten, gewonnen mit zwei Spielen in Folge
metainfo-kings-armory = The King's Armory: das Burgtor, die Helden und die Monster jeder Welle mit ihren Statusmarkern, der Laden und das Gold des Tisches; der ganze Tisch gewinnt oder verliert gemeinsam
metainfo-custom = Freie Zähler: beliebig viele Spieler, beliebige benannte Zähler und auf Wunsch eine Siegbedingung, für jedes andere Spiel
metainfo-cli =
    Dasselbe Programm hat eine Befehlszeile, die gespeicherte Partien
    auflistet, zeigt, prüft und exportiert (JSON, CSV oder Markdown).
