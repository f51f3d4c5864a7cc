"""The outcome preview while a card is carried onto an interception slot: the sum and its
meaning by R25 as the rules then resolve it, and nothing of a face-down arrival."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from game.requiem.actions import Combat, Pass, Scout, Sortie
from game.requiem.cards import VALUE
from game.requiem.rules import combat_outcome
from tests.gestures import close_recap, hold, mouse, perform
from tests.requiem_table.test_scene import open_table

SEEDS = range(1, 40)


def sortie_position(seed: int, wanted) -> tuple[Session, Sortie] | None:
    """Three human seats played by script from `seed`: the first seat able to scouts a column
    in phase 2, everyone else passes, until in phase 5 the seat to act may sortie a card
    whose combat `wanted(action, column)` accepts. None if the first turns offer none."""
    game = registry.get("requiem")
    session = Session.new(game, [Seat(f"P{i + 1}", "human") for i in range(3)], seed, {})
    scouted: tuple[int, int] | None = None  # (turn, column)
    while not session.over and session.state.turn <= 4:
        obs = session.observe(session.to_act)
        legal = session.legal()
        if obs.phase == 2 and (scouted is None or scouted[0] != obs.turn):
            scout = next((a for a in legal if isinstance(a, Scout) and VALUE[a.card] <= 10), None)
            if scout is not None:
                session.act(scout)
                scouted = (obs.turn, scout.column)
                continue
        if obs.phase == 5:
            for action in legal:
                if isinstance(action, Sortie) and wanted(action, obs.columns[action.column - 1]):
                    return session, action
        session.act(Pass())
    return None


def open_session(app, session):
    """The table at the position, its "since your last move" recap closed: it takes every
    press while it shows."""
    table = open_table(app, session=session)
    close_recap(app, table)
    return table


def carry(app, table, card: str, zone: str):
    """Press on the card and carry it over `zone` without letting go; the preview shown then."""
    sprite = table.sprite_of(card)
    end = table.zone_centre(zone)
    hold(app, (sprite.x, sprite.y), end)
    assert table.drag.active
    return end


def face_up_outcome(outcome):
    def wanted(action, column):
        return column.arrival is not None and combat_outcome(action.card, column.arrival)[1] == outcome
    return wanted


@pytest.mark.parametrize("outcome", ["victory", "mutual", "defeat"])
def test_R25_the_previewed_sum_and_outcome_are_what_the_engagement_does(app, outcome):
    checked = 0
    for seed in SEEDS:
        found = sortie_position(seed, face_up_outcome(outcome))
        if found is None:
            continue
        session, action = found
        table = open_session(app, session)
        end = carry(app, table, action.card, f"slot{action.column}")
        preview = table.gestures.current_preview()
        assert preview is not None
        enemy = session.observe(None).columns[action.column - 1].arrival
        before = len(session.record.actions)
        app.frame(1 / 60, [mouse(app, "up", end)])
        if table.gestures.choice is not None:  # a Prince: the plain Sortie among its declarations, the preview stays
            assert table.gestures.current_preview() == preview
            app.frame(1 / 60, [mouse(app, "down", table.next_gesture(action)[1]),
                               mouse(app, "up", table.next_gesture(action)[1])])
        assert session.record.actions[before] == action
        steps = len(session.history)
        while session.observe(None).phase == 5 and not session.over:
            table.submit(Pass())
        combat = next(e for step in session.history[steps - 1:] for e in step.events
                      if isinstance(e, Combat) and e.column == action.column)
        assert (combat.ally, combat.enemy) == (action.card, enemy)
        assert preview.fact("total") == combat.total and preview.fact("outcome") == combat.outcome == outcome
        assert preview.title == f"{VALUE[action.card]} + {VALUE[enemy]} = {combat.total}"
        name = table.t(f"requiem.card.{action.card}")
        assert preview.lines[0][0] == table.t(f"requiem_table.preview.{combat.outcome}", card=name)
        app.scenes.pop()
        checked += 1
        if checked == 2:
            return
    assert checked, f"no seed offered a scouted {outcome}"


def test_section5_a_face_down_arrival_is_never_summed(app):
    """The preview for a hidden arrival is the same whichever enemy lies there."""
    def hidden(action, column):
        return column.has_arrival and column.arrival is None

    session, action = next(found for seed in SEEDS if (found := sortie_position(seed, hidden)) is not None)
    table = open_session(app, session)
    carry(app, table, action.card, f"slot{action.column}")
    first = table.gestures.current_preview()
    assert first is not None and first.fact("hidden") and "=" not in first.title
    state = session.state
    c = action.column - 1
    deck = next(d for d in state.enemy_decks if d and d[0] != state.arrivals[c])
    state.arrivals[c], deck[0] = deck[0], state.arrivals[c]  # another enemy, as face down as before
    table.refresh()
    assert table.gestures.current_preview() == first


def test_a_scout_or_a_retreat_shows_no_combat_preview(app):
    def any_sortie(action, column):
        return True

    session, action = next(found for seed in SEEDS if (found := sortie_position(seed, any_sortie)) is not None)
    table = open_session(app, session)
    carry(app, table, action.card, "enemy_dead")
    assert table.gestures.current_preview() is None


def test_a_selected_card_pointing_at_a_slot_shows_the_same_preview_as_a_carried_one(app):
    session, action = next(found for seed in SEEDS
                           if (found := sortie_position(seed, face_up_outcome("victory"))) is not None)
    table = open_session(app, session)
    sprite = table.sprite_of(action.card)
    perform(app, ("click", (sprite.x, sprite.y)))
    assert table.gestures.selected is sprite
    app.frame(1 / 60, [mouse(app, "motion", table.zone_centre(f"slot{action.column}"))])
    selected = table.gestures.current_preview()
    table.cancel_gesture()
    app.frame(1 / 60, [])
    carry(app, table, action.card, f"slot{action.column}")
    assert selected is not None and table.gestures.current_preview() == selected


def test_a_face_down_preview_names_only_the_enemy_values_still_unseen():
    """Both Berserkers (2) and the Slaughter King (1) out of play: an Elite carried onto a
    face-down arrival no longer "falls to 1–2"; it trades with a 4 and falls to a 3 only. The
    values come from the same count the bots play by (game.requiem.observe.unseen_enemies)."""
    from types import SimpleNamespace

    from scenes.tables.requiem.preview import drop_preview, value_span
    from tests.requiem.conftest import build

    game = registry.get("requiem")
    state = build(5, 0, ready=[["11-5", "10-7"], ["11-6"], ["11-7"]], arrivals=("5-1", None, None),
                  enemy_dead=["2-1", "2-2"], enemy_retreat=["1-1"])
    said = []

    def t(key, **args):
        said.append((key, args))
        return key

    sprite = SimpleNamespace(data={"code": "10-7"})
    drop_preview(t, game.observe(state, 0), sprite, "slot1", [Sortie("10-7", 1)])
    shown = {key.rsplit(".", 1)[-1]: args.get("values") for key, args in said if "values" in args}
    assert shown == {"wins_against": "5–6", "mutual_against": "4", "falls_to": "3"}
    assert value_span([1, 3, 4, 6]) == "1, 3–4, 6"
