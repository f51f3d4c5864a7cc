"""Shared helpers for the kami tests: build known positions and check invariants."""

from __future__ import annotations

from collections import Counter

from game.kami import GAME
from game.kami.cards import GOD_ORDER, POOL
from game.kami.flow import advance, push
from game.kami.moves import components
from game.kami.state import State


def invariant(g: State) -> None:
    """K83.3 and the field rules: every card in exactly one place, fields well formed."""
    places: list[int] = list(g.pile) + list(g.graveyard) + list(g.resolution)
    for s in range(g.players):
        places += g.hands[s]
        places += [c for _, c in g.shields[s]]
        places += [c for grp in g.fields[s] for c in grp]
        names = [POOL[c] for grp in g.fields[s] for c in grp]
        assert len(names) == len(set(names)), f"K16: seat {s} field {names}"
        for grp in g.fields[s]:
            assert len(components(list(grp))) == 1, "K47: a group fills a connected set of cells"
            assert [GOD_ORDER[POOL[c]] for c in grp] == sorted(GOD_ORDER[POOL[c]] for c in grp)
        if g.eliminated and g.eliminated[s]:
            assert not g.hands[s] and not g.shields[s] and not g.fields[s], "K39"
        labels = [lab for lab, _ in g.shields[s]]
        assert len(labels) == len(set(labels))
    assert sorted(places) == list(range(100)), f"K83.3: {Counter(places).most_common(2)}"
    assert len(g.resolution) <= 2


def ids_of(g: State, code: str, count: int = 1, avoid: set | None = None) -> list[int]:
    """`count` physical copies of `code` (taken from anywhere; the caller places them)."""
    avoid = avoid or set()
    found = [i for i, c in enumerate(POOL) if c == code and i not in avoid]
    return found[:count]


def position(players: int = 3, seed: int = 1, *, hands=None, shields=None, fields=None, pile_top=(),
             graveyard=(), active: int = 0, options: dict | None = None) -> State:
    """A state from new_game, re-dealt so that the given zones hold exactly the given cards
    (codes). Every other card goes to the pile under `pile_top` (listed top first). The state is
    left at the start of `active`'s main step (the draw already made) unless the caller pushes."""
    g = GAME.start(players, seed, options or {"rounds": 1})
    used: set[int] = set()

    def take(code: str) -> int:
        card = next(i for i, c in enumerate(POOL) if c == code and i not in used)
        used.add(card)
        return card

    g.hands = [[take(c) for c in (hands or {}).get(s, ())] for s in range(players)]
    g.shields = []
    g.next_label = []
    for s in range(players):
        row = [(i + 1, take(c)) for i, c in enumerate((shields or {}).get(s, ()))]
        g.shields.append(row)
        g.next_label.append(len(row))
    g.fields = []
    for s in range(players):
        groups = []
        for grp in (fields or {}).get(s, ()):
            grp = (grp,) if isinstance(grp, str) else grp
            groups.append(sorted((take(c) for c in grp), key=lambda c: GOD_ORDER[POOL[c]]))
        groups.sort(key=lambda grp: GOD_ORDER[POOL[grp[0]]])
        g.fields.append(groups)
    g.graveyard = [take(c) for c in graveyard]
    top = [take(c) for c in pile_top]
    rest = [i for i in range(100) if i not in used]
    g.pile = rest + list(reversed(top))
    g.knows = [0] * 100
    for s in range(players):
        for c in g.hands[s]:
            g.knows[c] = 1 << s
    for c in g.graveyard:
        g.knows[c] = g.everyone
    g.resolution = []
    g.stack, g.ask = [], None
    g.active = active
    g.god_played = g.spell_cast = g.god_entered = False
    invariant(g)
    return g


def at_main(g: State) -> State:
    """Open the active player's main step without the turn's draw."""
    from game.kami.state import Task

    g.stack = [Task("turn", g.active, 1)]
    advance(g, [])
    return g


def run(g: State, kind: str, seat: int, **data) -> list:
    """Push a procedure on top of an open main step and run it to its first decision."""
    ev: list = []
    push(g, kind, seat, **data)
    advance(g, ev)
    return ev


def names(g: State, cards) -> list[str]:
    return sorted(POOL[c] for c in cards)


def begin_turn(g: State) -> list:
    """Start the active player's turn from its first step (K7)."""
    from game.kami.state import Task

    ev: list = []
    g.stack = [Task("turn", g.active, 0)]
    advance(g, ev)
    return ev


def act(g: State, *actions) -> list:
    """Drive actions through GAME.apply (which checks legality first)."""
    ev: list = []
    for action in actions:
        ev += GAME.apply(g, action)
    return ev


def field_of(g: State, seat: int) -> list[tuple[str, ...]]:
    return [tuple(POOL[c] for c in grp) for grp in g.fields[seat]]


def hand_of(g: State, seat: int) -> list[str]:
    return sorted(POOL[c] for c in g.hands[seat])


def messages(ev) -> list[str]:
    from game.engine.contract import Message

    return [e.key for e in ev if isinstance(e, Message)]
