# karth — strings of this game's tracker (en). Keys must match i18n/en/karth.ftl.
