"""English and Japanese message catalogs.

Every string on screen comes from scenes/locale/*.json, one file per domain
(app, freetable, and one per game): {"key": {"en": "...", "ja": "..."}}.
Arguments are str.format placeholders.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from sprites.resources import asset

LANGUAGES = ("en", "ja")


@lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(asset("scenes", "locale").glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


class Translator:
    def __init__(self, language: str = "en"):
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, **args: Any) -> str:
        return tr(key, self.language, **args)

    def has(self, key: str) -> bool:
        return key in catalog()


def tr(key: str, language: str = "en", **args: Any) -> str:
    entry = catalog().get(key)
    if entry is None:
        return key
    text = entry.get(language) or entry.get("en") or key
    if args:
        try:
            return text.format(**args)
        except (KeyError, IndexError, ValueError):
            return text
    return text
