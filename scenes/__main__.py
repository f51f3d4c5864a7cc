"""`python -m scenes` starts the game, as `python -m scenes.shell.app` does."""

from .shell.app import main

raise SystemExit(main())
