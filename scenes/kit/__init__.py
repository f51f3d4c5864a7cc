"""What every screen and table is built from: the scene base, the table base and its parts
(log, keys, recap, tips, undo, preview), widgets, dialogs, the hand-off curtain, the
results screen, and the services under them (settings, storage, autosave, records, i18n,
card texts, the AI thinker)."""
