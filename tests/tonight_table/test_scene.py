"""The I Want to Sleep Tonight table through real pygame mouse events: a whole game for one
human seat against three bots, every decision made by a click or a drag at the pixel
position of a place, a plate, a card or a button."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from tests.gestures import confirm_yes, perform
from tests.stand_in import push_instant


def open_table(app, seed=3, humans=(0,), roles=None, turn_limit=30):
    from scenes.tables.tonight import TonightTable

    game = registry.get("tonight")
    seats = [Seat(f"P{i + 1}", "human" if i in humans else "simple") for i in range(4)]
    options = {"turn_limit": turn_limit}
    if roles:
        options["roles"] = roles
    session = Session.new(game, seats, seed, options)
    table = TonightTable(app, session)
    push_instant(app, table)
    return table


def secrets_hidden(table):
    """Only what the viewer may see has a face: others' face-down cards stay backs."""
    obs = table.session.observe(table.viewer)
    for s, seat in enumerate(obs.seats):
        sprite = table.sprites.get(f"pos{s}")
        if sprite is not None and seat.position is None:
            assert sprite.face is None and sprite.data.get("code") is None
    heroine = table.sprites.get("heroine")
    if heroine is not None and obs.heroine is None:
        assert heroine.face is None
    for key in table.sprites:
        if key.startswith("h:"):
            assert key[2:] in obs.hand


def play_game(app, table, seed, limit=20000, kind="simple"):
    from scenes.tables.tonight import TonightResults as ResultsScene

    chooser = make_bot(table.game, kind)
    rng = bot_rng(seed, 99)
    kinds = set()
    gestures = 0
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
                confirm_yes(app)  # a Check asks first
                gestures += 1
                if len(table.session.record.actions) > before:
                    break
            assert len(table.session.record.actions) > before, (action, table.gestures.mode)
            assert table.session.record.actions[before] == action
            kinds.add(type(action).__name__)
            secrets_hidden(table)
            continue
        app.frame(1 / 60, [])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("role", ["salaryman", "hitman", "extractor", "detective"])
def test_a_whole_game_through_the_mouse(app, role):
    started = time.process_time()
    roles = ["hitman", "extractor", "salaryman", "detective"]
    roles.remove(role)
    roles.insert(0, role)
    table = open_table(app, seed=8, roles=roles)
    gestures, kinds = play_game(app, table, 8)
    assert table.session.over
    assert gestures > 5
    assert "PlacePosition" in kinds
    assert time.process_time() - started < 120


def test_a_whole_game_with_animations_playing(app):
    table = open_table(app, seed=11, roles=["salaryman", "hitman", "extractor", "detective"])
    table.anim.instant = False
    _gestures, kinds = play_game(app, table, 11, limit=60000)
    assert table.session.over and "PlacePosition" in kinds


def test_random_choices_reach_every_gesture(app):
    """A human choosing at random among the legal actions: attacks, checks, blocks, placing for an abductee."""
    kinds = set()
    for seed in range(1, 13):
        role = ("extractor", "hitman", "detective", "salaryman")[seed % 4]
        roles = ["hitman", "extractor", "salaryman", "detective"]
        roles.remove(role)
        roles.insert(0, role)
        table = open_table(app, seed=seed, roles=roles)
        _, found = play_game(app, table, seed, kind="random")
        kinds |= found
        while len(app.scenes) > 1:
            app.scenes.pop()
    assert {"Warn", "Abduct", "Escort", "Walk", "Taxi", "GatherInfo", "Give"} <= kinds, kinds
    print(sorted(kinds))


def test_nothing_secret_while_the_curtain_is_up(app):
    table = open_table(app, seed=2, humans=(0, 1))
    table.handoff.viewer = None
    table.refresh()
    assert not any(k.startswith("h:") for k in table.sprites)
    for key, sprite in table.sprites.items():
        if key.startswith("pos") or key == "heroine":
            assert sprite.face is None
    surface = pygame.Surface((1280, 720))
    table.draw_table(surface)


def test_a_change_of_viewer_keeps_no_face(app):
    """The Salaryman's view, then the Extractor's with animations running: no heroine face survives."""
    table = open_table(app, seed=5, humans=(0, 1, 2, 3))
    bots = [make_bot(table.game, "simple") for _ in range(4)]
    for _ in range(12):
        seat = table.session.to_act
        table.session.bot_move(bots[seat], bot_rng(5, seat))
    assert table.session.observe(None).heroine_placed
    table.anim.instant = False
    table.needs_curtain = False
    salaryman = table.session.state.roles.index("salaryman")
    for seat in range(4):
        table.handoff.viewer = salaryman
        table.refresh()
        table.handoff.viewer = seat
        table.refresh()
        for _ in range(30):
            app.frame(1 / 60, [])
        obs = table.session.observe(seat)
        for s, view in enumerate(obs.seats):
            sprite = table.sprites.get(f"pos{s}")
            if sprite is not None and view.position is None:
                assert sprite.face is None
        heroine = table.sprites.get("heroine")
        if heroine is not None and obs.heroine is None:
            assert heroine.face is None


def test_hints_switch_off_and_on(app):
    table = open_table(app, seed=4)
    r = table.hints_button.rect
    perform(app, ("click", (r[0] + r[2] / 2, r[1] + r[3] / 2)))
    assert not table.gestures.show_knowledge
    table.draw_table(pygame.Surface((1280, 720)))
    r = table.hints_button.rect
    perform(app, ("click", (r[0] + r[2] / 2, r[1] + r[3] / 2)))
    assert table.gestures.show_knowledge


def test_draw_is_fast(app):
    table = open_table(app, seed=4)
    surface = pygame.Surface(app.view.size if hasattr(app.view, "size") else (1280, 720))
    for _ in range(10):
        table.draw_table(surface)
    times = []
    for _ in range(40):
        started = time.process_time()
        table.draw_table(surface)
        times.append(time.process_time() - started)
    times.sort()
    assert times[len(times) // 2] < 0.008


def _position_offering(kind: str):
    """The first position of SimpleBot games (seeds in order) where `kind` is a legal action."""
    game = registry.get("tonight")
    for seed in range(400):
        session = Session.new(game, [Seat(f"P{i + 1}", "human") for i in range(4)], seed, {})
        bots = [make_bot(game, "simple") for _ in range(4)]
        rngs = [bot_rng(seed, i) for i in range(4)]
        while not session.over:
            if any(type(a).__name__ == kind for a in session.legal()):
                return session
            seat = session.to_act
            session.bot_move(bots[seat], rngs[seat])
    raise AssertionError(f"no SimpleBot game offers {kind}")


@pytest.mark.parametrize("kind", ["BonVoyage", "PlaceFor", "Block", "Allow"])
def test_rare_decisions_by_gesture(app, kind):
    """Bon Voyage, laying an abductee's card and the Salaryman's Block/Allow, each by its gesture."""
    from scenes.tables.tonight import TonightTable

    session = _position_offering(kind)
    moves = len(session.record.actions)
    table = TonightTable(app, session)
    table.needs_curtain = False
    push_instant(app, table)
    assert table.viewer == session.to_act
    action = next(a for a in table.legal if type(a).__name__ == kind)
    for _ in range(4):
        perform(app, table.next_gesture(action))
        confirm_yes(app)
        if session.record.actions[moves:]:
            break
    assert session.record.actions[moves] == action
    secrets_hidden(table)
