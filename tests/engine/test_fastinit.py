"""fast_frozen builds the very objects the dataclass __init__ would."""

import dataclasses
from dataclasses import dataclass, field

import pytest

from game.engine.contract import CardMoved, Message
from game.engine.fastinit import fast_frozen


@dataclass(frozen=True)
class Plain:
    a: int
    b: str = "x"
    c: tuple = ()
    d: list = field(default_factory=list)


Fast = fast_frozen(dataclass(frozen=True)(type("Fast", (), {"__annotations__": dict(Plain.__annotations__),
                                                                "b": "x", "c": (), "d": field(default_factory=list)})))


def _same(x, y):
    return dataclasses.asdict(x) == dataclasses.asdict(y) and x.__dict__ == y.__dict__


def test_same_fields_defaults_and_factories_positional_and_keyword():
    assert Fast.__init__ is not Plain.__init__
    assert _same(Fast(1), Plain(1))
    assert _same(Fast(1, "y", (2,)), Plain(1, "y", (2,)))
    assert _same(Fast(a=3, d=[4]), Plain(a=3, d=[4]))
    assert Fast(1).d is not Fast(1).d  # a fresh list each time, as a factory gives


def test_still_frozen_hashable_and_equal():
    x, y = Fast(1, "y", (2,), []), Fast(1, "y", (2,), [])
    assert x == y
    with pytest.raises(dataclasses.FrozenInstanceError):
        x.a = 2
    assert hash(Fast(1, d=None)) == hash(Fast(1, d=None))
    assert dataclasses.replace(x, a=5).a == 5


def test_wrong_arguments_fail_as_before():
    with pytest.raises(TypeError):
        Fast()
    with pytest.raises(TypeError):
        Fast(1, nope=2)


def test_post_init_classes_are_left_alone():
    @dataclass(frozen=True)
    class Checked:
        a: int

        def __post_init__(self):
            assert self.a > 0

    init = Checked.__init__
    assert fast_frozen(Checked).__init__ is init


def test_the_engine_events_keep_their_shape():
    m = Message.of("k", visible_to=(1,), b=2, a=1)
    assert (m.key, m.args, m.visible_to) == ("k", (("a", 1), ("b", 2)), (1,))
    c = CardMoved("1-1", "a", "b")
    assert (c.face_up, c.visible_to, c.reveal) == (True, None, False)
