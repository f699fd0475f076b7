# kharnage — strings of this game's tracker (tr). Keys must match i18n/en/kharnage.ftl.
