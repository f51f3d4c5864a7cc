"""The frozen program's entry point (PyInstaller builds from this file)."""

import multiprocessing

multiprocessing.freeze_support()  # the Hard AI's worker process starts from this program too

from scenes.shell.app import main  # noqa: E402

raise SystemExit(main())
