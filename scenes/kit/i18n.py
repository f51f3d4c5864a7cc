"""English and Japanese message catalogs.

Every string on screen comes from scenes/locale/*.json, one file per domain
(app, freetable, and one per game): {"key": {"en": "...", "ja": "..."}}.
Arguments are str.format placeholders.

An English entry may carry a singular form, "en_one", used when its count
argument (`n`, `count`, `left` or `steps`) is 1: {"en": "{n} cards", "en_one": "{n} card"}.
A message that begins with an argument ("{card} joins …") is capitalised in
English, so "the Slaughter King" starts a sentence as "The Slaughter King".

A template whose arguments are missing never shows a raw `{placeholder}`: the
gap reads "?" on screen. With SEVEN_TABLES_STRICT_TEXT=1 (the tests set it) a
missing argument raises instead, so no catalog slip goes unnoticed.
"""

from __future__ import annotations

import json
import os
import string
from functools import lru_cache
from typing import Any

from sprites.resources import asset

LANGUAGES = ("en", "ja")
COUNT_ARGS = ("n", "count", "left", "steps")


class MissingArgument(KeyError):
    """A catalog template names an argument its caller did not give."""


@lru_cache(maxsize=1)
def catalog() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(asset("scenes", "locale").glob("*.json")):
        if path.name != GLOSSARY:
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


GLOSSARY = "glossary.json"  # one word for one thing (term -> en, ja), which the catalogs are checked against


@lru_cache(maxsize=1)
def glossary() -> dict[str, dict]:
    return json.loads(asset("scenes", "locale", GLOSSARY).read_text(encoding="utf-8"))


class Translator:
    def __init__(self, language: str = "en"):
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, **args: Any) -> str:
        return tr(key, self.language, **args)

    def has(self, key: str) -> bool:
        return key in catalog()

    def joined(self, items) -> str:
        return joined(items, self.language)

    def labelled(self, label: str, words: str) -> str:
        """'Fight: Sword' / 「討伐：剣」: a label and what it names (full-width colon in Japanese)."""
        return label + COLON.get(self.language, ": ") + words

    def bracketed(self, words: str, note: str) -> str:
        """'Main Street (3)' / 「大通り（3）」."""
        return f"{words}（{note}）" if self.language == "ja" else f"{words} ({note})"


# Items of a list: "Atom, Quark" in English, 「アトム、クォーク」 in Japanese (never an ASCII comma).
LIST_SEPARATOR = {"en": ", ", "ja": "、"}
COLON = {"en": ": ", "ja": "："}


def joined(items, language: str = "en") -> str:
    """Several words in one line, separated as the language separates list items."""
    return LIST_SEPARATOR.get(language, ", ").join(str(item) for item in items)


def seven_card_name(code: str, t) -> str:
    """'K of Coffin (VII)' for a Seven-deck card code such as '13-7'."""
    from game.engine.seven import Card
    from sprites.faces.icons import NUMERALS
    from sprites.faces.seven import RANKS

    card = Card.from_code(code)
    return t("kit.card.seven", rank=RANKS[card.rank - 1], numeral=NUMERALS[card.suit - 1], suit=t(f"kit.suit.{card.suit}"))


def default_seat_name(seat: int, language: str) -> str:
    """'Player 1' / 'プレイヤー1' for seat 0: the name a seat has until someone types one."""
    return tr("app.setup.seat_name", language, n=seat + 1)


def shown_seat_name(name: str, seat: int, language: str) -> str:
    """A seat's name in `language`: a default name ('Player 2', 'プレイヤー2') follows the
    language, so a game started in English reads 'プレイヤー2' after a switch to Japanese."""
    return default_seat_name(seat, language) if is_default_seat_name(name, seat) else name


def is_default_seat_name(name: str, seat: int) -> bool:
    return any(name == default_seat_name(seat, lang) for lang in LANGUAGES)


def shown_player_name(name: str, language: str, seats: int = 6) -> str:
    """A name kept apart from its seat (statistics): any default name follows the language."""
    for seat in range(seats):
        if is_default_seat_name(name, seat):
            return default_seat_name(seat, language)
    return name


def strict() -> bool:
    return os.environ.get("SEVEN_TABLES_STRICT_TEXT") == "1"


def placeholders(template: str) -> set[str]:
    """The argument names a template uses ('{n}', '{card}' …)."""
    try:
        return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(template) if field}
    except ValueError:
        return set()


def template(key: str, language: str = "en", args: dict[str, Any] | None = None) -> str:
    """The raw text of a key in a language, in its singular form where the count is 1."""
    entry = catalog().get(key)
    if entry is None:
        return key
    if language == "en" and args and "en_one" in entry and any(args.get(name) == 1 for name in COUNT_ARGS):
        return entry["en_one"]
    return entry.get(language) or entry.get("en") or key


def ending_name(key: str, t) -> str:
    """An ending's title; one that names a seat is told by its description instead."""
    if placeholders(catalog()[key].get("en", "")) and f"{key}.text" in catalog():
        return t(f"{key}.text").split(". ")[0].split("。")[0]
    return t(key)


def tr(key: str, language: str = "en", **args: Any) -> str:
    text = template(key, language, args)
    if not args and not placeholders(text):
        return text
    missing = placeholders(text) - set(args)
    if missing:
        if strict():
            raise MissingArgument(f"{key} ({language}) needs {', '.join(sorted(missing))}")
        args = {**{name: "?" for name in missing}, **args}
    try:
        result = text.format(**args)
    except (KeyError, IndexError, ValueError):
        if strict():
            raise
        return text.replace("{", "").replace("}", "")
    if language == "en" and text.startswith("{") and result[:1].islower():
        result = result[0].upper() + result[1:]
    return result
