"""The Marenzan table through real pygame mouse events: whole games for one human seat
against bots, every decision a press, a drag or a click at the pixel position of a
card, a village, a mountain or a button."""

from __future__ import annotations

import time

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit.results import ResultsScene
from tests.gestures import perform
from tests.stand_in import push_instant


def open_table(app, players=3, seed=5, humans=(0,), bot="simple", session=None):
    """The table for a new game, or for `session` as it stands."""
    from scenes.tables.marenzan import MarenzanTable

    if session is None:
        game = registry.get("marenzan")
        seats = [Seat(f"P{i + 1}", "human" if i in humans else bot) for i in range(players)]
        session = Session.new(game, seats, seed, {})
    table = MarenzanTable(app, session)
    push_instant(app, table)
    return table


def hidden(table):
    """Only the viewer's own Party is drawn as cards; nothing comes from a hidden place."""
    obs = table.session.observe(table.viewer)
    public = set(obs.party)
    for v in obs.villages:
        if v.card:
            public.add(v.card)
    for s in obs.seats:
        public.update(s.journey)
        public.update(s.revealed)
    public.update(obs.table)
    for code in table.sprites:
        assert code in public, code


def play(app, table, seed, limit=40000):
    chooser = make_bot(table.game, "simple")
    rng = bot_rng(seed, 99)
    gestures = 0
    kinds = set()
    for _ in range(limit):
        if isinstance(app.top, ResultsScene):
            return gestures, kinds
        if table.legal and not table.busy():
            before = len(table.session.record.actions)
            action = chooser.choose(table.session.observe(table.viewer), table.legal, rng)
            for _ in range(6):
                gesture = table.next_gesture(action)
                assert gesture is not None, action
                perform(app, gesture)
                gestures += 1
                kinds.add(gesture[0])
                if len(table.session.record.actions) > before:
                    break
            assert len(table.session.record.actions) > before, (action, table.gestures.spec(action))
            assert table.session.record.actions[before] == action
            kinds.add(type(action).__name__)
            hidden(table)
            continue
        app.frame(1 / 60, [])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players,seed", [(3, 11), (1, 4), (4, 7), (2, 2), (1, 13)])
def test_a_whole_game_through_the_mouse(app, players, seed):
    from scenes.tables.marenzan import MarenzanResults

    started = time.process_time()
    table = open_table(app, players=players, seed=seed)
    gestures, kinds = play(app, table, seed)
    assert table.session.over
    assert isinstance(app.top, MarenzanResults)
    assert gestures > 5
    assert {"click", "Adventure"} <= kinds
    if (players, seed) in ((2, 2), (1, 13)):  # these end in victory, the Holy Dragon Knight dragged onto the Lord
        assert table.session.result.winners
        assert {"drag", "Slay", "Fight"} <= kinds
    assert time.process_time() - started < 240


def test_the_table_draws_well_under_eight_milliseconds(app):
    table = open_table(app, players=4, seed=3)
    for _ in range(30):
        app.frame(1 / 60, [])
    times = []
    for _ in range(60):
        start = time.process_time()
        table.draw_table(app.window)
        times.append(time.process_time() - start)
    times.sort()
    assert times[len(times) // 2] < 0.008


def test_every_table_string_has_english_and_japanese():
    import json
    from pathlib import Path

    data = json.loads(Path("scenes/locale/marenzan_table.json").read_text(encoding="utf-8"))
    for key, entry in data.items():
        assert key.startswith("marenzan_table.")
        assert entry["en"] and entry["ja"] and entry["ja"] != entry["en"], key


def test_two_humans_get_the_curtain_and_it_hides_every_hand(app):
    from scenes.kit.curtain import Curtain

    table = open_table(app, players=2, seed=5, humans=(0, 1))
    chooser = make_bot(table.game, "simple")
    rng = bot_rng(5, 1)
    curtains = 0
    for _ in range(3000):
        if table.session.over:
            break
        if isinstance(app.top, Curtain):
            curtains += 1
            assert table.viewer is None
            assert not any(s.zone == "party" for s in table.sprites.values())
            assert table.observation.party == ()
            for _ in range(20):
                app.frame(1 / 60, [])
            perform(app, ("click", (640, 360)))
            assert not isinstance(app.top, Curtain)
            assert table.viewer == table.session.to_act
            continue
        if table.legal and not table.busy():
            action = chooser.choose(table.session.observe(table.viewer), table.legal, rng)
            perform(app, table.next_gesture(action))
            hidden(table)
            continue
        app.frame(1 / 60, [])
    assert curtains > 0


def test_the_rules_pages_exist_in_both_languages():
    from pathlib import Path

    for lang in ("en", "ja"):
        page = Path(f"scenes/rules/marenzan.{lang}.md").read_text(encoding="utf-8")
        assert page.startswith("# ") and "## " in page and "![cards]" in page


def test_the_undo_button_takes_back_a_decision_when_the_rules_allow(app):
    table = open_table(app, players=1, seed=4)
    chooser = make_bot(table.game, "simple")
    rng = bot_rng(4, 2)
    for _ in range(6000):
        if table.session.over:
            break
        if table.undo_button.enabled and not table.busy():  # disabled: nothing to take back
            before = len(table.session.record.actions)
            perform(app, ("click", table.undo_button.rect.center))
            assert len(table.session.record.actions) < before
            return
        if table.legal and not table.busy():
            perform(app, table.next_gesture(chooser.choose(table.session.observe(0), table.legal, rng)))
            continue
        app.frame(1 / 60, [])
    pytest.skip("no undoable decision came up in this game")


def test_a_magician_dropped_on_a_mountain_asks_return_or_peek(app):
    from game.marenzan import actions as A

    table = open_table(app, players=2, seed=3)
    chooser = make_bot(table.game, "simple")
    rng = bot_rng(3, 3)

    def magician_return():
        return next((a for a in table.legal if isinstance(a, A.ReturnCard) and a.card.startswith("3-")), None)

    for _ in range(3000):
        if table.session.over or (table.legal and not table.busy() and magician_return()):
            break
        if table.legal and not table.busy():
            perform(app, table.next_gesture(chooser.choose(table.session.observe(0), table.legal, rng)))
            continue
        app.frame(1 / 60, [])
    action = magician_return()
    assert action is not None
    before = len(table.session.record.actions)
    perform(app, table.next_gesture(action))
    assert len(table.session.record.actions) == before
    assert {type(a) for a in table.gestures.choice} == {A.ReturnCard, A.ArcaneSpeaks}
    perform(app, table.next_gesture(action))
    assert table.session.record.actions[before] == action
    assert action.card not in table.observation.party


def test_the_chronicle_buttons_leave_its_first_line_uncovered(app):
    """Menu, Undo and Hint sit on the Chronicle's title row; the log's first line starts
    below that row (the panel's 8-unit margin and 20-unit title), and no button reaches it."""
    table = open_table(app, players=2)
    for _ in range(120):
        if table.focus.offer_hint():
            break
        app.frame(1 / 60, [])
    assert table.focus.offer_hint()
    table.focus.place_hint_button()
    x, y, _w, _h = table.log_panel.rect
    first_line = y + 8 + 20
    buttons = [table.menu_button, *table.undo.buttons(table.controls()), table.focus.hint_button]
    for button in buttons:
        assert button.rect.bottom < first_line and x <= button.rect.x, button.label
