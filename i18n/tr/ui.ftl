# The window's words (tr): screens, buttons, banners, settings. Keys must match i18n/en/ui.ftl.
