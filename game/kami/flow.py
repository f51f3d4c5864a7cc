"""The machinery that runs effects step by step, and the procedures every card shares:
drawing (K24, K56), entering the field (K17, K46), removing a creature (K48), casting
(K28), the end of a round (K37, K38, K41–K43) and the setup of the next (K5, K6).

A procedure is a `Task` on `state.stack`, run by its handler until it finishes (pops
itself), pushes a sub-task, or opens a decision (`state.ask`). The answer is stored on
the task that asked, which then resumes.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from game.engine.contract import Action, CardMoved, Event, GameOver, Message, Result

from .actions import ChooseFieldCard, ChooseHandCard, ElectronDraw, Link
from .cards import ADJACENT, GOD_ORDER, HAND_AT_START, POOL, SHIELDS_AT_START
from .moves import (
    add_shield,
    can_take,
    discard,
    draw_plain,
    field_zone,
    god_count,
    hand_card,
    hand_codes,
    leads,
    name,
    public_move,
    remove_from_field,
    sort_groups,
    take_top,
)
from .state import Ask, State, Task

Handler = Callable[[State, Task, list], None]
HANDLERS: dict[str, Handler] = {}
ON_ENTER: dict[str, Callable[[State, int, list], None]] = {}  # god code -> its entry ability (Proton)
# Electron's replacement of a draw (K56), installed by effects.py: does this seat get the offer?
DRAW_REPLACEMENT: list[Callable[[State, int], bool]] = []

# Decisions whose options follow from public information only: with one option they are
# answered automatically, since asking or not tells nobody anything (K83.1, section 6).
AUTO = {"opponent", "recipient", "leave", "ukidu", "inferno", "storm", "creature", "vilvie", "conspiracy",
        "golden", "dragment", "bubble_shield", "bubble_creature", "penalty"}


def handler(kind: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn
    return register


def push(g: State, kind: str, seat: int, **data) -> None:
    g.stack.append(Task(kind, seat, 0, data))


def finish(g: State, t: Task) -> None:
    assert g.stack and g.stack[-1] is t, "only the running task can finish"
    g.stack.pop()


def ask(g: State, kind: str, seat: int, options: list[Action], peek: tuple[str, ...] = (), **args) -> None:
    g.ask = Ask(kind, seat, tuple(options), tuple(sorted(args.items())), peek)


def answer(g: State, action: Action) -> None:
    g.stack[-1].answer = action
    g.ask = None


def advance(g: State, ev: list[Event]) -> None:
    """Run automatic steps up to the next decision or the end of the match."""
    while g.result is None:
        if g.ask is not None:
            if g.ask.kind in AUTO and len(g.ask.options) == 1:
                answer(g, g.ask.options[0])
                continue
            g.to_act = g.ask.seat
            return
        if not g.stack:
            push(g, "turn", g.active)
        task = g.stack[-1]
        HANDLERS[task.kind](g, task, ev)
    g.to_act = None
    g.ask = None


def round_over(g: State) -> bool:
    """True once the round has ended inside the running handler (the stack was cleared)."""
    return not g.stack


# -- rounds --------------------------------------------------------------------

def setup_round(g: State, ev: list[Event]) -> None:
    """K5: gather and shuffle all 100 cards, deal 5 shields and 6 cards to each seat."""
    n = g.players
    g.round += 1
    g.pile = g.rng.shuffled(range(len(POOL)))
    g.graveyard, g.resolution, g.stack, g.ask = [], [], [], None
    g.knows = [0] * len(POOL)
    g.hands = [[] for _ in range(n)]
    g.shields = [[] for _ in range(n)]
    g.next_label = [0] * n
    g.fields = [[] for _ in range(n)]
    g.eliminated = [False] * n
    g.locked = [0] * n
    g.turn = 0
    g.god_played = g.spell_cast = g.god_entered = False
    ev.append(Message.of("kami.msg.round_start", round=g.round, rounds=g.rounds))
    for seat in range(n):
        for _ in range(SHIELDS_AT_START):
            add_shield(g, seat, g.pile.pop(), "pile", ev)
    for seat in range(n):
        for _ in range(HAND_AT_START):
            card = g.pile.pop()  # K5.3: not draws, so Electron does not apply
            g.hands[seat].append(card)
            g.knows[card] |= 1 << seat
            ev.append(CardMoved(name(card), "pile", f"hand.{seat}", False, visible_to=(seat,)))
    # K6: round 1 from the option or the RNG; later rounds the seat after the last first player
    if g.round == 1:
        g.first_player = g.first_option if g.first_option is not None else g.rng.below(n)
    else:
        g.first_player = (g.first_player + 1) % n
    g.active = g.first_player
    ev.append(Message.of("kami.msg.first_player", seat=g.first_player))


def end_round(g: State, ending: str, winner: int | None, ev: list[Event]) -> None:
    """K37/K38/K43 end the round at once, abandoning any effect in progress; K41 scores it."""
    g.stack, g.ask = [], None
    points = [0 if g.eliminated[s] else 1 for s in range(g.players)]
    if winner is not None:
        points[winner] = 3
    g.round_points.append(points)
    g.round_endings.append(ending)
    g.round_winners.append(winner)
    ev.append(Message.of(ending, seat=winner, round=g.round))  # the round's ending, as a log line
    if g.round < g.rounds:
        setup_round(g, ev)
        return
    totals = tuple(sum(p[s] for p in g.round_points) for s in range(g.players))
    best = max(totals)
    winners = tuple(s for s in range(g.players) if totals[s] == best)  # K42: ties share the win
    match_ending = ending if g.rounds == 1 else "kami.ending.match"
    g.result = Result(
        winners, match_ending, totals, ending,
        (("round_points", tuple(tuple(p) for p in g.round_points)),
         ("round_endings", tuple(g.round_endings)),
         ("round_winners", tuple(-1 if w is None else w for w in g.round_winners))),
    )
    g.to_act = None
    ev.append(GameOver(match_ending, winners))


# -- drawing -------------------------------------------------------------------

def draw(g: State, seat: int, n: int = 1) -> None:
    """K24: draw n, one single draw at a time (a task, since Electron may ask, K56)."""
    if n > 0:
        push(g, "draw", seat, n=n)


@handler("draw")
def run_draw(g: State, t: Task, ev: list[Event]) -> None:
    seat = t.seat
    if t.step == 0:
        if t.data["n"] <= 0 or not can_take(g) or g.eliminated[seat]:
            finish(g, t)  # K25: with pile and graveyard empty the draws simply do not happen
            return
        if any(offer(g, seat) for offer in DRAW_REPLACEMENT):  # K56: offered before each single draw
            t.step = 1
            # `left`: the draws still to come, this one included, which the drawer knows (K56)
            ask(g, "electron", seat, [ElectronDraw(False), ElectronDraw(True)], left=t.data["n"])
            return
        draw_plain(g, seat, ev)
        t.data["n"] -= 1
        return
    if t.step == 1:
        t.step = 0
        if not t.answer.double:
            draw_plain(g, seat, ev)
            t.data["n"] -= 1
            return
        ev.append(Message.of("kami.msg.electron", seat=seat))
        draw_plain(g, seat, ev)  # the two replacement draws are not replaced (K56)
        draw_plain(g, seat, ev)
        if not g.hands[seat]:
            t.data["n"] -= 1
            return
        t.step = 2
        ask(g, "electron_discard", seat, [ChooseHandCard(c) for c in hand_codes(g, seat)], left=t.data["n"])
        return
    discard(g, seat, hand_card(g, seat, t.answer.card), ev)
    t.data["n"] -= 1
    t.step = 0


# -- entering the field ----------------------------------------------------------

def enter(g: State, seat: int, card: int, src: str) -> None:
    """K17: `card` (already taken from `src`) enters `seat`'s field."""
    push(g, "enter", seat, card=card, src=src)


@handler("enter")
def run_enter(g: State, t: Task, ev: list[Event]) -> None:
    seat, card = t.seat, t.data["card"]
    code = name(card)
    if t.step == 0:
        public_move(g, card, t.data["src"], field_zone(seat), ev)
        g.fields[seat].append([card])  # K17.1: as a single, unlinked god
        sort_groups(g.fields[seat])
        ev.append(Message.of("kami.msg.enters", seat=seat, card=code))
        if god_count(g, seat) >= 6:  # K37 (K16 keeps the names different)
            end_round(g, "kami.ending.six_gods", seat, ev)
            return
        near = [lead for lead in leads(g, seat) if lead != code and _adjacent_to(g, seat, lead, code)]
        t.step = 2
        if near:  # K46: any subset of the adjacent creatures, asked only if there is one
            t.step = 1
            subsets = [combo for k in range(len(near) + 1) for combo in combinations(near, k)]
            ask(g, "link", seat, [Link(tuple(s)) for s in subsets], card=code)
            return
    if t.step == 1:
        _link(g, seat, card, t.answer.partners, ev)
        t.step = 2
    if t.step == 2:
        if seat == g.active:
            g.god_entered = True  # K15
        t.step = 3
        ability = ON_ENTER.get(code)
        if ability is not None:
            ability(g, seat, ev)  # K17.4: Proton (K54)
            return
    finish(g, t)


def _adjacent_to(g: State, seat: int, lead: str, code: str) -> bool:
    group = next(grp for grp in g.fields[seat] if POOL[grp[0]] == lead)
    return any(POOL[c] in ADJACENT[code] for c in group)


def _link(g: State, seat: int, card: int, partners: tuple[str, ...], ev: list[Event]) -> None:
    if not partners:
        return
    groups = g.fields[seat]
    joined = [grp for grp in groups if POOL[grp[0]] in partners or card in grp]
    merged = [c for grp in joined for c in grp]
    g.fields[seat] = [grp for grp in groups if not any(grp is j for j in joined)] + [merged]
    sort_groups(g.fields[seat])
    ev.append(Message.of("kami.msg.linked", seat=seat, cards=tuple(name(c) for c in
                                                                    sorted(merged, key=lambda c: GOD_ORDER[name(c)]))))


# -- removing a creature (K48) -------------------------------------------------------

def remove_creature(g: State, owner: int, lead: str, to_hand: bool) -> None:
    push(g, "remove", owner, lead=lead, to_hand=to_hand)


@handler("remove")
def run_remove(g: State, t: Task, ev: list[Event]) -> None:
    owner = t.seat
    if t.step == 0:
        group = next((grp for grp in g.fields[owner] if name(grp[0]) == t.data["lead"]), None)
        if group is None:  # K83.4: the creature is no longer there
            finish(g, t)
            return
        if len(group) == 1:
            remove_from_field(g, owner, t.data["lead"], t.data["to_hand"], ev)
            finish(g, t)
            return
        t.step = 1  # K48: the group's owner picks the card that leaves
        ask(g, "leave", owner, [ChooseFieldCard(owner, name(c)) for c in group], to_hand=t.data["to_hand"])
        return
    remove_from_field(g, owner, t.answer.card, t.data["to_hand"], ev)
    finish(g, t)


# -- casting (K28, K32) ------------------------------------------------------------

def cast(g: State, caster: int, card: int, src: str, ev: list[Event], to_bottom: bool = False) -> None:
    """Put `card` (already taken from `src`) into the resolution area and resolve it."""
    public_move(g, card, src, "resolution", ev)
    g.resolution.append(card)
    ev.append(Message.of("kami.msg.casts", seat=caster, card=name(card)))
    push(g, "cast", caster, card=card, to_bottom=to_bottom)


@handler("cast")
def run_cast(g: State, t: Task, ev: list[Event]) -> None:
    card = t.data["card"]
    if t.step == 0:
        t.step = 1
        push(g, "spell." + name(card), t.seat, card=card)
        return
    if card in g.resolution:
        g.resolution.remove(card)
        if t.data["to_bottom"]:  # K73.3: the recast spell goes face down to the bottom, known to all
            g.knows[card] = g.everyone
            g.pile.insert(0, card)
            ev.append(CardMoved(name(card), "resolution", "pile.bottom", False))
        else:
            public_move(g, card, "resolution", "graveyard", ev)
            g.graveyard.append(card)
    finish(g, t)


def take_top_to_shield(g: State, seat: int, ev: list[Event]) -> None:
    """The top card of the pile becomes a new shield (K54, K75); nothing if there is none."""
    card = take_top(g, ev)
    if card is not None:
        add_shield(g, seat, card, "pile", ev)
