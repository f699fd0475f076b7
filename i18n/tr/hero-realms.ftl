# hero-realms — strings of this game's tracker (tr). Keys must match i18n/en/hero-realms.ftl.
