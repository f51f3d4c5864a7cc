"""Every string on screen is in the catalogs, in English and in Japanese."""

import json
import re
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.contract import Message
from game.engine.simcheck import play_game
from scenes.kit.i18n import catalog, tr

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "scenes" / "locale"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_every_catalog_entry_has_both_languages():
    problems = []
    for path in sorted(LOCALE.glob("*.json")):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            if not (isinstance(entry, dict) and entry.get("en") and entry.get("ja")):
                problems.append(f"{path.name}: {key}")
    assert problems == []


def test_no_key_is_defined_twice_across_catalogs():
    seen, twice = {}, []
    for path in sorted(LOCALE.glob("*.json")):
        for key in json.loads(path.read_text(encoding="utf-8")):
            if key in seen:
                twice.append(f"{key} in {seen[key]} and {path.name}")
            seen[key] = path.name
    assert twice == []


def test_every_app_key_named_in_the_scenes_exists():
    used = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        used |= set(re.findall(r'"(app\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    used |= {f"app.seat.{k}" for k in ("human", "easy", "normal")}
    used |= {f"app.settings.{r}" for r in ("language", "master", "effects", "music", "speed", "fullscreen", "hints")}
    assert sorted(k for k in used if k not in catalog()) == []


def test_the_japanese_side_is_japanese():
    app = {k: v for k, v in catalog().items() if k.startswith("app.")}
    assert tr("app.menu.rules", "ja") == "ルール"
    assert sum(bool(JAPANESE.search(v["ja"])) for v in app.values()) > 0.9 * len(app)


@pytest.mark.parametrize("game_id", sorted(registry.all_games()))
def test_every_key_a_game_emits_is_in_the_catalog(game_id):
    game = registry.get(game_id)
    keys = {a.label for a in game.action_types}
    keys |= {f"{game_id}.option.{o.key}" for o in game.options}
    for seed in range(12):
        session = play_game(game, game.min_players + seed % (game.max_players - game.min_players + 1), seed,
                            ("random", "simple"))
        for step_keys in _message_keys(session):
            keys |= step_keys
        keys.add(session.result.ending)
        if session.result.reason:
            keys.add(session.result.reason)
    missing = sorted(k for k in keys if k not in catalog())
    assert missing == []


def _message_keys(session):
    """Replay the record and collect the Message keys of every step."""
    from game.engine.record import replay

    game = session.game
    state = game.new_game(len(session.record.seats), session.record.seed, session.record.options)
    for action in session.record.actions:
        events = game.apply(state, action)
        yield {e.key for e in events if isinstance(e, Message)}
    assert state == replay(session.record, game)
