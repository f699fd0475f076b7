# The window's words (en): screens, buttons, banners, settings. Keys must match i18n/en/ui.ftl.
