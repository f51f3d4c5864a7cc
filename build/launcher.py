"""The frozen program's entry point (PyInstaller builds from this file)."""

from scenes.app import main

raise SystemExit(main())
