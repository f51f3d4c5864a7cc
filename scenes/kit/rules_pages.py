"""The how-to-play pages (scenes/rules/<topic>.<lang>.md): which topics there are, and a
page's text in a language (English when that language has none)."""

from __future__ import annotations

from game.engine import registry
from sprites.resources import asset

TOPICS_GENERAL = ("seven-tables",)
TOPICS_AFTER = ("freetable",)  # tables that are no game of the menu's list, after the games


def rules_text(topic: str, language: str) -> str:
    for lang in (language, "en"):
        path = asset("scenes", "rules", f"{topic}.{lang}.md")
        if path.exists():
            return path.read_text(encoding="utf-8")
    return ""


def topics() -> list[str]:
    found = list(TOPICS_GENERAL)
    for entry in registry.ENTRIES:
        if entry.example:
            continue
        if asset("scenes", "rules", f"{entry.id}.en.md").exists():
            found.append(entry.id)
    found.extend(t for t in TOPICS_AFTER if asset("scenes", "rules", f"{t}.en.md").exists())
    return found
