"""The log and the recap head Requiem's phases with the phase (R12): what a last pass sets
off (Engagement, Damage, Reorganization, the next Arrival) is the team's, so it is not
filed under the seat that passed."""

from __future__ import annotations

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Message
from game.engine.record import Seat
from game.engine.session import Session
from tests.requiem_table.test_scene import open_table


def played_session(actions: int = 60) -> Session:
    game = registry.get("requiem")
    seats = [Seat(f"P{i + 1}", "normal") for i in range(3)]
    session = Session.new(game, seats, 7, {"princes": ("medal", "hourglass", "coffin")})
    bot = make_bot(game, "normal")
    rng = bot_rng(7, 0)
    for _ in range(actions):
        legal = session.legal()
        if not legal:  # the game ended before `actions` moves
            break
        session.act(bot.choose(session.observe(session.to_act), legal, rng), legal)
    return session


def expected_lines(table, session) -> list[tuple[str, int | None]]:
    """Every log line in order with the seat it belongs under: the acting seat's, or
    None once a phase has begun in that step (the lines a last pass sets off)."""
    out = []
    for step in session.history:
        owner = step.seat
        for event, line in table.log_view.describe_events(session.events_for(step, table.viewer)):
            if isinstance(event, Message) and event.key == "requiem.log.phase":
                owner = None
                continue
            out.append((line, owner))
    return out


def test_R12_each_phase_heads_its_own_lines_in_the_log(app):
    session = played_session()
    table = open_table(app, session=session)
    seat_headers = {table.log_view.turn_header(s): s for s in range(3)}
    expected = expected_lines(table, session)
    assert any(owner is None for _, owner in expected) and any(owner is not None for _, owner in expected)
    header, seen = None, []
    for text, _ in table.log_view.lines:
        if text.startswith("— ") and text.endswith(" —"):
            header = seat_headers.get(text, "phase")
            continue
        seen.append((text, None if header == "phase" else header))
    assert seen == expected


def test_R12_the_log_is_the_same_built_move_by_move_and_rebuilt(app):
    session = played_session(0)
    table = open_table(app, session=session)
    bot = make_bot(session.game, "normal")
    rng = bot_rng(3, 1)
    for _ in range(60):
        legal = session.legal()
        if not legal:  # the game ended
            break
        action = bot.choose(session.observe(session.to_act), legal, rng)
        seat = session.to_act
        events = session.act(action, legal)
        table.log_view.narrate(table.session.events_for(table.session.history[-1], table.viewer), seat)
        assert events is not None
    table.log_view.flush()
    live = [text for text, _ in table.log_view.lines]
    table.log_view.rebuild()
    assert [text for text, _ in table.log_view.lines] == live


def test_R12_the_recap_names_phases_not_the_passing_seat(app):
    session = played_session(40)
    table = open_table(app, session=session)
    groups = table.recap.turns(table.viewer)
    assert all(lines for _, lines in groups)
    phases = {line for step in session.history
              for event, line in table.log_view.describe_events(session.events_for(step, table.viewer))
              if isinstance(event, Message) and event.key == "requiem.log.phase"}
    assert any(key in phases for key, _ in groups)
    assert all(isinstance(key, int) or key in phases for key, _ in groups)
