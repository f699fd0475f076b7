# koth — strings of this game's tracker (en). Keys must match i18n/en/koth.ftl.
