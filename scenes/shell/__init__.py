"""The app shell: the window and its loop (app), and every screen a player moves between
outside a table: menu, setup, settings, statistics, replays, rules, about, crash."""
