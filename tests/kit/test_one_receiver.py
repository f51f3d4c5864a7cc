"""Issue 38, one input, one receiver: an event reaches exactly one layer. While the recap
("Since your last move") shows it takes every click and key, and the click or key that
closes it does nothing else; a curtain takes only a press that began after it was drawn;
Undo pressed as the hand-off notice runs out takes its own click. Real posted events at the
real tables."""

from __future__ import annotations

import pygame
import pytest

from game.engine.bots import bot_rng, make_bot
from scenes.kit.curtain import Curtain
from tests.gestures import mouse
from tests.kit.test_pacing import settle
from tests.kit.test_table_kit import GAMES, open_game, play
from tests.privacy import click_curtain_away, key, table_app


def with_recap(app, game_id, seed=6):
    """A table with one human and AIs, at a decision of the human's with the recap up."""
    table = open_game(app, game_id, humans=(0,), seed=seed)
    for _ in range(40):
        play(app, table, 1)
        settle(app, table)
        if table.showing_recap() or table.session.over:
            break
    if not table.showing_recap():
        pytest.skip("the AIs never acted between two of the human's decisions")
    return table


def clicks(table) -> list[tuple[float, float]]:
    """Where a click would make (or start) one of the viewer's legal actions."""
    gestures = [table.next_gesture(a) for a in table.legal]
    return [g[1] for g in gestures if g is not None and g[0] == "click"]


def recap_over(app, table, point) -> None:
    """The recap moved so that its corner ("Click to close") lies over `point`, as the
    Japanese recap came to lie over the Restaurant."""
    rect = table.recap.rect()
    table.recap.box = (round(point[0]) - rect.w + 30, round(point[1]) - 20, rect.w, rect.h)
    assert table.recap.rect().collidepoint(point)
    app.frame(1 / 60, [])


class Spy:
    """Counts what the table below the recap was given: its gestures and its widgets' events."""

    def __init__(self, table, monkeypatch):
        self.calls: list[str] = []
        gesture = table.gesture

        def spying(event):
            self.calls.append(pygame.event.event_name(event.type))
            gesture(event)
        monkeypatch.setattr(table, "gesture", spying)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_that_closes_the_recap_does_nothing_else(app, game_id, monkeypatch):
    table = with_recap(app, game_id)
    points = clicks(table)
    if not points:
        pytest.skip("no decision is made by a click here")
    recap_over(app, table, points[0])
    spy = Spy(table, monkeypatch)
    moves, mode = len(table.session.history), table.focus.items()
    app.frame(1 / 60, [mouse(app, "motion", points[0]), mouse(app, "down", points[0]), mouse(app, "up", points[0])])
    assert not table.showing_recap(), "the click on the recap closes it"
    assert len(table.session.history) == moves, "the click that closed the recap also made a move"
    assert spy.calls == [], f"the table below the recap was given {spy.calls}"
    assert [i.at for i in table.focus.items()] == [i.at for i in mode], "the click changed the table's mode"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_press_on_the_recap_released_on_the_table_does_nothing(app, game_id, monkeypatch):
    table = with_recap(app, game_id)
    points = [p for p in clicks(table) if not table.recap.rect().collidepoint(p)]
    if not points:
        pytest.skip("no decision is made by a click off the recap here")
    spy = Spy(table, monkeypatch)
    moves = len(table.session.history)
    inside = table.recap.rect().center
    app.frame(1 / 60, [mouse(app, "down", inside)])
    app.frame(1 / 60, [mouse(app, "motion", points[0]), mouse(app, "up", points[0])])
    assert len(table.session.history) == moves
    assert spy.calls == [], f"the table below the recap was given {spy.calls}"


def test_tonight_a_click_on_the_recap_over_a_place_moves_nobody(app):
    """Tonight: the recap's "Click to close" over a place the viewer may move to (or put
    the Heroine on): the click closes the recap and nobody moves."""
    from scenes.tables.tonight.layout import place_xy

    for seed in range(6, 30):
        table = with_recap(app, "tonight", seed=seed)
        places = sorted(table.gestures.place_targets)
        if places:
            break
        app.pop()
    else:
        pytest.skip("no recap over a decision made on a place")
    at = place_xy(places[0])
    recap_over(app, table, at)
    moves = len(table.session.history)
    app.frame(1 / 60, [mouse(app, "motion", at), mouse(app, "down", at), mouse(app, "up", at)])
    assert not table.showing_recap()
    made = table.session.history[moves:]
    assert not made, f"a click on the recap made {[s.action for s in made]} (place {places[0]})"


@pytest.mark.parametrize("game_id", GAMES)
def test_keys_while_the_recap_shows_only_close_it(app, game_id):
    """Esc closes the recap (no pause menu); any other key closes it and does nothing else."""
    table = with_recap(app, game_id)
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc on the recap opened the pause menu"
    assert not table.showing_recap(), "Esc left the recap up"
    for code in (pygame.K_r, pygame.K_SPACE, pygame.K_TAB, pygame.K_RETURN, pygame.K_h, pygame.K_1):
        table.recap.shown = (table.viewer, [(1, ["a line"])])
        moves = len(table.session.history)
        key(app, code)
        assert not table.showing_recap(), f"{pygame.key.name(code)} left the recap up"
        assert len(table.session.history) == moves, f"{pygame.key.name(code)} on the recap made a move"
        assert table.focus.hint_action is None, "H on the recap asked for a hint"


# -- the curtain ------------------------------------------------------------------------------------

def test_a_curtain_takes_only_a_press_that_began_after_it_was_drawn():
    app = table_app()
    lifted = []
    curtain = Curtain(app, "Mio", lambda: lifted.append(True))
    centre = app.view.point(640, 360)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)])  # the press began below
    app.push(curtain)
    for _ in range(40):
        app.frame(1 / 60, [])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert app.top is curtain and not lifted, "the release of a press begun before the curtain lifted it"
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert lifted, "a whole click on the drawn curtain lifts it"


def test_a_fresh_curtain_ignores_input_for_a_moment():
    app = table_app()
    lifted = []
    curtain = Curtain(app, "Mio", lambda: lifted.append(True))
    app.push(curtain)
    app.frame(1 / 60, [])
    centre = app.view.point(640, 360)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    key(app, pygame.K_SPACE)
    assert not lifted, "a click or key in the curtain's first moment lifted it"


def hold_with_undo(app, seed=1):
    """Enfield hot seat, Kai and Mio: Kai has just acted, and the screen shows Kai's step
    ("Mio's turn, handing over shortly") with Undo enabled."""
    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables import table_class

    session = Session.new(registry.get("enfield"), [Seat("Kai", "human"), Seat("Mio", "human")], seed, {})
    table = table_class("enfield")(app, session)
    table.instant = True
    table.anim.instant = True
    table.tray.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    bot, rng = make_bot(table.game, "random"), bot_rng(seed, 9)
    for _ in range(600):
        if isinstance(app.top, Curtain):
            click_curtain_away(app)
        elif app.top is not table:
            app.frame(1 / 60, [])
        elif table.handoff.holding and table.undo.can():
            return table
        elif table.legal and not table.busy():
            table.submit(bot.choose(table.observation, table.legal, rng))
        else:
            app.frame(1 / 60, [])
    pytest.skip("no hand-off with Undo enabled")


def test_enfield_undo_pressed_as_the_hand_off_notice_runs_out_is_taken_back(app):
    """The press on Undo began while the acting player watched their step; the notice ran
    out while the button was held. The release is Undo's: the decision is taken back, the
    curtain is not lifted by it, and the other player's hand is never drawn for this one."""
    table = hold_with_undo(app)
    actor, moves = table.viewer, len(table.session.history)
    button = table.undo.buttons(table.controls())[0]
    at = button.rect.center
    app.frame(1 / 60, [mouse(app, "motion", at), mouse(app, "down", at)])
    viewers = set()
    for _ in range(240):  # four seconds held: longer than the notice's two
        app.frame(1 / 60, [])
        viewers.add(table.viewer)
    app.frame(1 / 60, [mouse(app, "up", at)])
    viewers.add(table.viewer)
    assert len(table.session.history) < moves, "the Undo pressed as the notice ran out never happened"
    assert table.viewer == actor and not table.curtain_up and app.top is table
    assert viewers <= {actor, None}, f"the table was drawn for {viewers - {actor, None}} while {actor} held Undo"
