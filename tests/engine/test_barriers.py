"""Issue 27: undo barriers are what the replay shows, not what the file says. A record
re-sealed with every barrier false (or true) loads with the barriers its actions really
have, so Undo never steps back over a draw or a reveal; an honest record is unchanged."""

import json

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat, _checksum, load_record
from game.engine.session import Session

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def played(game_id: str, moves: int | None = None) -> Session:
    """A hot-seat game (every seat human) played by random bots for `moves` decisions."""
    game = registry.get(game_id)
    moves = moves or (25 if game_id == "requiem" else 80)  # random Requiem games are short
    seats = [Seat(f"P{i + 1}", "human") for i in range(max(game.min_players, 3))]
    for seed in range(11, 40):  # the first seed whose game is still going after `moves`
        session = Session.new(game, seats, seed, {})
        bots = [make_bot(game, "random") for _ in seats]
        while not session.over and len(session.record.actions) < moves:
            seat = session.to_act
            session.bot_move(bots[seat], bot_rng(seed, seat))
        if not session.over:
            break
    assert not session.over and any(session.record.barriers) and not all(session.record.barriers)
    return session


def forged(session: Session, path, value: bool):
    body = session.record.to_json()
    body["barriers"] = [value] * len(body["barriers"])
    body.pop("checksum")
    body["checksum"] = _checksum(body)
    path.write_text(json.dumps(body), encoding="utf-8")
    return path


@pytest.mark.parametrize("value", [False, True])
@pytest.mark.parametrize("game_id", GAMES)
def test_issue27_barriers_are_derived_by_replaying_not_read_from_the_file(game_id, value, tmp_path):
    session = played(game_id)
    honest = list(session.record.barriers)
    record, state = load_record(forged(session, tmp_path / "forged.json", value), registry.all_games())
    assert record.barriers == honest
    resumed = Session(registry.get(game_id), record, state)
    for seat in range(len(record.seats)):  # Undo for anyone stops where the honest record stops it
        target = resumed.undo_target(seat)
        assert target == session.undo_target(seat)
        if target is not None:
            assert not any(record.barriers[target:])


def test_issue27_undo_after_a_forged_kami_record_never_steps_over_a_draw(tmp_path):
    """In Whisper, a record with every barrier false let Undo go back to before action 55."""
    session = played("kami", moves=120)
    last_barrier = max(i for i, b in enumerate(session.record.barriers) if b)
    record, state = load_record(forged(session, tmp_path / "forged.json", False), registry.all_games())
    resumed = Session(registry.get("kami"), record, state)
    for seat in range(len(record.seats)):
        while resumed.undo(seat):
            pass
    assert len(resumed.record.actions) > last_barrier


def test_issue27_an_honest_record_round_trips_with_its_barriers(tmp_path):
    session = played("enfield")
    session.record.save(tmp_path / "honest.json")
    record, _ = load_record(tmp_path / "honest.json", registry.all_games())
    assert record.to_json() == session.record.to_json()


def test_issue25_a_game_says_which_reveals_teach_nobody_anything():
    """GameDef.barrier: a draw always stops Undo; a reveal does unless the game's `teaches`
    says it only repeated to the actor what it chose (Tonight: its own card laid face down)."""
    from game.engine.contract import CardMoved, Message

    tonight, kami = registry.get("tonight"), registry.get("kami")
    laid = [CardMoved("9-3", "hand0", "position0", False, visible_to=(0,)),
            Message.of("tonight.log.placed_at", visible_to=(0,), seat=0, place=3)]
    assert not tonight.barrier(laid, 0, drew=False)
    assert tonight.barrier(laid, 0, drew=True)
    assert tonight.barrier(laid, 1, drew=False)  # seat 1's step showed seat 0 a card
    shown = [CardMoved("9-3", "hand0", "hand1", False, visible_to=(0, 1))]
    assert tonight.barrier(shown, 0, drew=False)
    assert kami.teaches is None and kami.barrier(laid, 0, drew=False)  # without the hook every reveal stops Undo
