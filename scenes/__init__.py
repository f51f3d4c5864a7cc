"""The pygame front end: the app shell and its screens (shell/), the kit every screen and
table is built from (kit/), and one table per game (tables/). ARCHITECTURE.md draws it."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any module here imports pygame
