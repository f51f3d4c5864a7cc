"""The headless app the Enfield table tests open their tables in."""

from __future__ import annotations




