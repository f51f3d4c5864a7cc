"""A pristine copy of the source tree at a given commit, for side-by-side runs.

The copy is exported with `git archive` (no checkout, no change to the
repository) into the temporary directory, once per commit.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASE_COMMIT = "73f6216"  # the landed main the speed targets are measured against


def tree_at(commit: str = BASE_COMMIT) -> Path:
    """The directory holding the sources at `commit` (exported on first use)."""
    full = subprocess.run(["git", "-C", str(ROOT), "rev-parse", commit], check=True,
                          capture_output=True, text=True).stdout.strip()
    target = Path(tempfile.gettempdir()) / f"seven-tables-{full[:12]}"
    if not (target / "game" / "__init__.py").exists():
        target.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", full], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target
