"""The state of a game of 今夜は眠りたい and its setup (T1–T4).

Plain data: lists, dicts and ints, so a state deep-copies cheaply and `==`
compares the whole table. Cards are code strings ('9-3').
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.contract import Message, Result
from game.engine.rng import Rng

from . import knowledge
from .cards import BANK, CEMETERY, HEROINE_CARDS, HOME, ROLES, WILL_MARKERS, own_cards

ONLOOKER = 4  # index of the onlookers' log in State.logs


@dataclass
class State:
    rng: Rng
    roles: list[str]  # role of each seat (T1)
    turn_limit: int  # T40
    turn: int = 0  # 0 while setting up (T5–T7), then 1, 2, ...
    phase: str = "setup_position"  # setup_position, setup_heroine, action, block, heroine, turn_end, over
    acting: int | None = None  # the seat whose action phase it is
    to_act: int | None = None
    result: Result | None = None
    hands: list[list[str]] = field(default_factory=list)
    position: list[str | None] = field(default_factory=list)  # position card in front of each seat
    face_up: list[bool] = field(default_factory=list)
    known_to: list[list[int]] = field(default_factory=list)  # others who know a face-down position (T37b)
    taken: list[str | None] = field(default_factory=list)  # card taken by Abduct / Escort this turn (1.6)
    heroine: str | None = None  # the heroine position card
    heroine_up: bool = False
    heroine_from: int | None = None  # place of the heroine card taken back in T34
    reserve: list[str] = field(default_factory=list)  # heroine reserve (A16, A17)
    markers: list[str] = field(default_factory=list)  # will-marker slots; slot 0 is the face-up Coffin K (T4)
    obtained: list[int] = field(default_factory=list)  # places whose will is obtained, in order (T28)
    eliminated: list[bool] = field(default_factory=list)
    rests: list[list[int]] = field(default_factory=list)  # turns in which each seat Rests (T33)
    abducted: list[bool] = field(default_factory=list)  # Abducted in this turn (T25)
    escorted: list[int | None] = field(default_factory=list)  # turn of the escort while Under Escort (T31)
    used: list[str] = field(default_factory=list)  # action types used in this action phase (T12)
    pending: list[int] = field(default_factory=list)  # seats still to place a position card
    origin: list[int | None] = field(default_factory=list)  # place each seat left at Turn End (T36)
    giving: list = field(default_factory=list)  # T16 under way: [target, count, cards handed so far...]
    logs: list[list[Message]] = field(default_factory=list)  # what each seat (and onlookers, [4]) was told
    know: list[list[list[int]]] = field(default_factory=list)  # per viewer: places each subject may be at

    def seat_of(self, role: str) -> int:
        return self.roles.index(role)

    def role_of(self, seat: int) -> str:
        return self.roles[seat]


def new_game(players: int, seed: int, options: dict) -> State:
    """T1–T4; T5 and T6 are the first decisions (setup placements are actions)."""
    if players != 4:
        raise ValueError("I Want to Sleep Tonight is for exactly 4 players")  # T1
    roles = list(options.get("roles") or ROLES)
    if sorted(roles) != sorted(ROLES):
        raise ValueError("each seat must play a different role")  # T1
    rng = Rng.from_seed(seed)
    hands = [list(own_cards(role)) for role in roles]  # T3
    salaryman = roles.index("salaryman")
    hands[salaryman] += list(HEROINE_CARDS)  # T4
    hidden = rng.shuffled([WILL_MARKERS[HOME], WILL_MARKERS[BANK]])  # T4: mixed face down
    state = State(
        rng=rng,
        roles=roles,
        turn_limit=int(options.get("turn_limit", 100)),
        hands=hands,
        position=[None] * 4,
        face_up=[False] * 4,
        known_to=[[] for _ in range(4)],
        taken=[None] * 4,
        markers=[WILL_MARKERS[CEMETERY]] + hidden,
        eliminated=[False] * 4,
        rests=[[] for _ in range(4)],
        abducted=[False] * 4,
        escorted=[None] * 4,
        origin=[None] * 4,
        logs=[[] for _ in range(5)],
        know=[knowledge.initial(roles) for _ in range(5)],
    )
    state.pending = [state.seat_of(role) for role in ROLES]  # T5, asked one seat after another
    state.to_act = state.pending[0]
    return state


def copy_state(state: State) -> State:
    """An independent copy for search, field by field (far cheaper than copy.deepcopy):
    lists are copied to their depth; strings, Messages and the Result are immutable and shared."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.rng = Rng(state.rng.state)
    new.roles = state.roles[:]
    new.hands = [hand[:] for hand in state.hands]
    new.position = state.position[:]
    new.face_up = state.face_up[:]
    new.known_to = [seats[:] for seats in state.known_to]
    new.taken = state.taken[:]
    new.reserve = state.reserve[:]
    new.markers = state.markers[:]
    new.obtained = state.obtained[:]
    new.eliminated = state.eliminated[:]
    new.rests = [turns[:] for turns in state.rests]
    new.abducted = state.abducted[:]
    new.escorted = state.escorted[:]
    new.used = state.used[:]
    new.pending = state.pending[:]
    new.origin = state.origin[:]
    new.giving = state.giving[:]
    new.logs = [log[:] for log in state.logs]
    new.know = [[places[:] for places in view] for view in state.know]
    return new
