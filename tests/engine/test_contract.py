import pytest

from game.engine.contract import CardMoved, IllegalAction, Message, Option, Revealed, events_for
from game.examples.highcard import GAME, Draw, Play


def test_actions_survive_a_json_round_trip():
    for action in (Play("7-3"), Draw()):
        assert GAME.decode_action(action.to_json()) == action


def test_decode_refuses_unknown_fields():
    with pytest.raises(ValueError, match="fields"):
        GAME.decode_action({"type": "Play", "card": "7-3", "extra": 1})


def test_private_events_keep_their_shape_but_not_their_card():
    moved = CardMoved("13-7", "deck", "hand0", False, visible_to=(0,))
    assert moved.seen_by(0).card == "13-7"
    blank = moved.seen_by(1)
    assert blank.card is None and blank.src == "deck" and blank.dst == "hand0"
    assert moved.seen_by(None).card is None


def test_public_events_are_the_same_for_everyone():
    shown = Revealed("1-1", "arrival2")
    assert events_for([shown], 2) == [shown]


def test_private_messages_hide_their_arguments():
    m = Message.of("x.peek", visible_to=(1,), card="3-3")
    assert m.seen_by(1).args == (("card", "3-3"),)
    assert m.seen_by(0).args is None


def test_reveal_and_private_events_are_undo_barriers():
    assert Revealed("1-1", "x").is_reveal()
    assert CardMoved("1-1", "a", "b", visible_to=(0,)).is_reveal()
    assert CardMoved("1-1", "deck", "table", reveal=True).is_reveal()
    assert not CardMoved("1-1", "hand0", "table").is_reveal()
    assert not Message.of("x.y").is_reveal()


def test_options_are_validated_with_reasons():
    per_seat = Option("prince", "per_seat", ("a", "b", "c"), choices=("a", "b", "c"), unique=True)
    assert per_seat.default_for(3) == ("a", "b", "c")
    with pytest.raises(ValueError, match="differ"):
        per_seat.validate(("a", "a", "b"), 3)
    flag = Option("deathmatch", "bool", False)
    with pytest.raises(ValueError, match="true or false"):
        flag.validate("yes", 3)
    count = Option("rounds", "int", 3, minimum=1, maximum=5)
    with pytest.raises(ValueError, match="1..5"):
        count.validate(9, 3)


def test_player_counts_and_unknown_options_are_refused():
    with pytest.raises(ValueError, match="2–4 players"):
        GAME.resolve_options(5, {})
    with pytest.raises(ValueError, match="unknown option"):
        GAME.resolve_options(2, {"colour": "red"})


def test_the_game_over_refuses_everything():
    from game.engine.simcheck import play_game

    session = play_game(GAME, 2, 3, ("random",))
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(session.state, Draw())


def test_is_among_is_membership_by_identity_or_equality():
    from dataclasses import dataclass

    from game.engine.contract import Action, is_among

    @dataclass(frozen=True)
    class Pick(Action):
        n: int

    legal = [Pick(1), Pick(2)]
    assert is_among(legal[1], legal)
    assert is_among(Pick(2), legal)  # an equal action built anew (a record, a human)
    assert not is_among(Pick(3), legal)
    assert not is_among(Pick(1), [])
