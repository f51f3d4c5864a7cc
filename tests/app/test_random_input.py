"""Nothing a player does crashes the app, and in hot seat no input shows a secret.

Seeded random input (tests/random_input.py) is thrown at the real app: from the main menu
(through setup, every table, the Free Table, settings, statistics, replays, rules, dialogs),
and at each game's table with two human seats and Normal AIs (the Free Table: three hands). Any exception fails. At the
tables, whenever the animations have settled and nothing but a dialog lies over the table,
every card face painted must be one the seat on screen may know (the AIs' turns: public
cards only), no tooltip may name a card hidden from it, and the log must be that seat's own history — whatever was clicked, dragged,
undone or typed before. Whenever an overlay covers a table (a screen on top, the recap, a
tip, the pause after an AI's turn), Enter is pressed on it with the focus ring shown on the
table: no human's move may follow."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from tests.privacy import FaceRecorder, Leak, check_log, face_token, secret_names, tokens
from tests.privacy_table.test_games import NAMES, is_seven_code, seven_name
from tests.random_input import InputLedger, enter_on_overlay, hammer
from tests.stand_in import MenuStandIn

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def free_table_name(table, token):
    from scenes.tables.freetable.scene import card_name

    return card_name(token, table.t) if is_seven_code(token) else None


CARD_NAMES = {**NAMES, "tonight": seven_name, "freetable": free_table_name}  # Requiem's hands are open
PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 3, "kami": 4}


def headless_app():
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    app = App((1280, 720), settings=Settings(), headless=True)
    app.settings.ai_pace = "fast"
    return app


@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_from_the_main_menu_never_raises(seed):
    from scenes.shell.menu import MainMenu

    app = headless_app()
    seen: set[str] = set()

    def restart():
        if not app.scenes:  # quit, or backed out of everything
            app.push(MainMenu(app))
        seen.add(type(app.top).__name__)

    hammer(app, seed, 150, restart)
    assert len(seen) >= 4, seen  # the input went somewhere: menu, setup, a table, a dialog …


def open_hot_seat(app, game_id: str, seed: int):
    from scenes.tables import table_class
    from scenes.tables.freetable.scene import FreeTable

    if game_id == "freetable":  # three hands, each its player's secret
        table = FreeTable(app, hands=3, seed=seed, fresh=True)
        app.push(table)
        return table
    seats = [Seat(f"P{i + 1}", "human" if i < 2 else "normal") for i in range(PLAYERS[game_id])]
    table = table_class(game_id)(app, Session.new(registry.get(game_id), seats, seed, {}))
    app.push(table)
    return table


@pytest.mark.parametrize("game_id", [*GAMES, "freetable"])
def test_random_input_at_a_hot_seat_table_never_raises_nor_shows_a_secret(game_id, monkeypatch):
    app = headless_app()
    app.push(MenuStandIn(app))
    faces = FaceRecorder(monkeypatch)
    ledger = InputLedger(app, monkeypatch)
    tables = [open_hot_seat(app, game_id, 1)]
    checked = []
    overlays: set[str] = set()

    def restart():
        if len(app.scenes) == 1:  # left the table (Menu › Quit to menu): a new game
            tables.append(open_hot_seat(app, game_id, len(tables) + 1))

    def check(i: int) -> None:
        table = app.scenes[1] if len(app.scenes) > 1 else None
        if table is not None and not table.session.over and hasattr(table, "showing_recap"):
            overlays.add(enter_on_overlay(app, table) or "")  # Enter on an overlay never acts below it
        if table is None or table.session.over or table.busy():
            return  # a card still on its way is judged where it lands; after the end all is shown
        if any(not getattr(scene, "overlay", False) for scene in app.scenes[2:]):
            return  # another screen (the curtain, the rules) covers the table
        viewer = table.viewer
        known = tokens(table.session.observe(viewer))
        for face in faces.frame(app):
            token = face_token(face)
            if token is not None and token not in known:
                raise Leak(f"gesture {i}: the face of {token} is drawn for viewer {viewer}, who may not know it")
        if viewer is not None and app.top is table:
            check_log(table)
        words = table.tooltip.text if table.tooltip is not None else ""
        for name in secret_names(table, known, CARD_NAMES[game_id]) if words else ():
            if name in words:
                raise Leak(f"gesture {i}: the tooltip {words!r} names {name!r}, hidden from viewer {viewer}")
        checked.append(viewer)

    hammer(app, 7, 120, restart, check)
    assert not ledger.strays(), "\n".join(ledger.strays())
    played = sum(len(t.session.record.actions) for t in tables)
    assert played > 0 and len(checked) >= 30, (played, len(checked))
    assert {0, 1} & set(checked), "neither human seat was ever on screen"
    if game_id != "freetable":
        assert overlays - {""}, "Enter was never pressed on an overlay"


def _statistics_folder(kind: str) -> None:
    """Kept replays of real games whose players have hostile names, and a statistics file that is
    either at the edge of its ranges (`edge`) or damaged by a value that passes its type checks."""
    import json
    import shutil

    from game.engine.bots import bot_rng, make_bot
    from game.engine.stats import MAX_LENGTH, MAX_WHEN
    from scenes.kit import records
    from tests.app.corpus import HOSTILE_NAMES

    game = registry.get("requiem")
    for seed, names in enumerate((HOSTILE_NAMES[:3], HOSTILE_NAMES[3:6], (*HOSTILE_NAMES[6:], "Ann"))):
        session = Session.new(game, [Seat(name, "human") for name in names], seed, {})
        bots = [make_bot(game, "random") for _ in names]
        while not session.over:
            session.bot_move(bots[session.to_act], bot_rng(seed, session.to_act))
        assert records.keep_finished(session, when=1_700_000_000 + seed)
    body = json.loads(records.stats_path().read_text(encoding="utf-8"))
    first = body["games"][0]
    extremes = {"edge": [(MAX_WHEN, MAX_LENGTH), (0, 0)], "damaged": [(10 ** 400, 5), (1e308, 10 ** 400)]}[kind]
    for number, (when, length) in enumerate(extremes):
        key = f"edge{number:016d}"
        body["games"].append({**first, "key": key, "when": when, "length": length})
        shutil.copy(records.records_dir() / f"{first['key']}.json", records.records_dir() / f"{key}.json")
    records.stats_path().write_text(json.dumps(body), encoding="utf-8")


@pytest.mark.parametrize("kind", ["edge", "damaged"])
def test_random_input_at_statistics_and_replays_with_a_hostile_stats_file_never_raises(kind):
    """Issue 27: the statistics file is input too. Names breaking every rule of the name field,
    dates and lengths at the edge of their ranges or past them (a 400-digit date, 1e308)."""
    _statistics_folder(kind)
    app = headless_app()
    seen: set[str] = set()

    def restart():
        if not app.scenes:
            app.open("menu")
        if len(app.scenes) == 1:  # back at the menu: to Statistics again
            app.open("statistics")
        seen.add(type(app.top).__name__)

    hammer(app, 3, 120, restart)
    assert {"StatisticsScene", "ReplayList"} <= seen, seen
