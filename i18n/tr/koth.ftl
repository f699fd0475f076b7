# koth — strings of this game's tracker (tr). Keys must match i18n/en/koth.ftl.
