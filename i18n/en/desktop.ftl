# The menu entry and the software centre's page (en): tests/packaging.rs
# writes them into packaging/linux/ (the .desktop file and the metainfo).
# Not in the program. Every language must define exactly these keys.

desktop-generic-name = Tabletop game tracker
desktop-comment = Track gold, health, points and more at the table, instead of dice and paper
# Search words, each ended by a semicolon.
desktop-keywords = tracker;counter;score;tabletop;board game;card game;Heroes of Karth;Hero Realms;Kharnage;Koth;King's Armory;
metainfo-summary = Track gold, health and points at the table instead of dice and paper
metainfo-intro =
    Tablekeeper is the tabletop companion that stays open on the table: it
    replaces the dice and paper players use to track gold, health, points
    and the like during physical play.
metainfo-safe =
    It checks the game's win conditions after every change and names the
    winner and why; it saves every session after every change, so nothing
    is lost when the laptop dies; and it lets you look back at past
    sessions and their logs.
metainfo-games = Games:
metainfo-karth = Heroes of Karth: Deathmatch: Gold, Spiritual Energy, Kill Points and the units' hit points; 1v1, 2v2 and free-for-all
metainfo-hero-realms = Hero Realms: health, per-turn Gold and Combat, champions and guards; Free-for-all, Hunter, Hydra and Emperor
metainfo-kharnage = Kharnage: initiative, cards destroyed and Kharnage tokens per round; the domination skulls and every tie-break worked out
metainfo-koth = Koth: Command Points, the five columns, the deck, and battles won by two games in a row
metainfo-kings-armory = The King's Armory: the Castle Gate, the heroes and each wave's monsters with their status tokens, the shop and the table's gold; the whole table wins or loses together
metainfo-custom = Custom counters: any players, any named counters and an optional win rule, for every other game
metainfo-cli =
    The same program has a command line that lists, shows, checks and
    exports saved sessions (JSON, CSV or Markdown).
