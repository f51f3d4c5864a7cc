"""The message catalog scenes/locale/requiem.json names everything the core emits."""

from __future__ import annotations

import json
import string
from pathlib import Path

from game.engine.contract import CardMoved, Message, Shuffled
from game.engine.simcheck import play_game
from game.requiem import GAME
from game.requiem.cards import ALL_CARDS, ROLE_BY_RANK

CATALOG = json.loads((Path(__file__).parents[2] / "scenes" / "locale" / "requiem.json").read_text("utf-8"))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_catalog_entries_have_english_and_japanese_with_the_same_placeholders():
    for key, entry in CATALOG.items():
        assert key.startswith("requiem.") and entry["en"] and entry["ja"], key
        assert placeholders(entry["en"]) == placeholders(entry["ja"]), key


def test_catalog_names_every_card_role_option_and_action():
    for code in ALL_CARDS:
        assert f"requiem.card.{code}" in CATALOG
    for role in ROLE_BY_RANK.values():
        assert f"requiem.role.{role}" in CATALOG
    for option in GAME.options:
        assert f"requiem.option.{option.key}" in CATALOG
        for choice in option.choices:
            assert f"requiem.option.{option.key}.{choice}" in CATALOG
    for kind in GAME.action_types:
        assert kind.label in CATALOG


def test_catalog_covers_every_key_emitted_in_play():
    for seed in range(40):
        session = play_game(GAME, 3, seed, ("simple", "random", "random"))
        state = GAME.start(3, seed)
        for action in session.record.actions:
            for event in GAME.apply(state, action):
                if isinstance(event, Message):
                    text = CATALOG[event.key]["en"]
                    args = dict(event.args)
                    assert placeholders(text) == set(args), event.key
                    for value in args.values():
                        if isinstance(value, str) and value.startswith("requiem."):
                            assert value in CATALOG, value
                elif isinstance(event, CardMoved):
                    assert f"requiem.zone.{event.src}" in CATALOG and f"requiem.zone.{event.dst}" in CATALOG
                elif isinstance(event, Shuffled):
                    assert f"requiem.zone.{event.zone}" in CATALOG
        result = session.result
        assert result.ending in CATALOG and (not result.reason or result.reason in CATALOG)
        for name, _ in result.details:
            assert f"requiem.detail.{name}" in CATALOG
