"""Determinization for search: a full Marenzan state that a seat's observation allows.

Section 5: hidden from a seat are the other Parties (their sizes show), the
order and split of the mountains (their sizes show), the order of each Hall
(its contents are public) and another player's Magician peek. Every other card
is in the observation, and so is every Party card that entered its Party
publicly (drawn, recruited, joined, gained as a Dragon ...; SeatView.known), so
the unseen cards are the rest of the other Parties, still from the deal, plus
the mountains. A sample deals them at random, keeping what is public about them:
a dealt card is a Spirit or an Adventurer (M4), where the Holy Sword is, and the
seat's own peek (that card lies on top or at the bottom of its mountain, or
still on top while the peeker decides).
The task machine and its flags are public bookkeeping (observe.Machine).
"""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.engine.seven import SEVEN_DECK, Card

from .cards import HOLY_SWORD, MOUNTAINS
from .observe import Observation
from .state import Battle, Peek, Recruit, State

SWORD = next(c for c in SEVEN_DECK if c.rank == HOLY_SWORD)
BY_CODE: dict[str, Card] = {c.code: c for c in SEVEN_DECK}


def _c(code: str) -> Card:
    return BY_CODE[code]


def seen_cards(observation: Observation) -> set[Card]:
    """Every card the observation shows somewhere (the peeked card included)."""
    codes: list[str] = list(observation.party) + list(observation.table) + list(observation.setup_cards)
    for view in observation.seats:
        codes += view.journey + view.hall + view.revealed + view.known
    codes += [v.card for v in observation.villages if v.card is not None]
    if observation.peek is not None:
        codes.append(observation.peek.card)
    return {_c(code) for code in codes}


def sample_state(observation: Observation, seat: int, rng: Any) -> State:
    """A state whose observation for `seat` is `observation`; the unseen cards are
    dealt at random to the other Parties and the mountains, and the state's RNG is
    re-seeded from `rng`, so a search learns neither hidden cards nor future draws."""
    obs = observation
    machine = obs.machine
    if machine is None:
        raise ValueError("a Marenzan observation without its Machine cannot be sampled")
    players = obs.players
    seen = seen_cards(obs)
    unseen = [c for c in SEVEN_DECK if c not in seen]
    rng.shuffle(unseen)
    sizes = [view.party_count for view in obs.seats]
    # Section 5: what entered a Party publicly is known; the rest of it is still from the deal (M4).
    parties: list[list[Card]] = [[_c(code) for code in view.known] for view in obs.seats]
    parties[seat] = [_c(code) for code in obs.party]
    known_mine = set(obs.seats[seat].known)
    dealt: list[list[Card]] = [[] for _ in range(players)]
    dealt[seat] = [c for c in parties[seat] if c.code not in known_mine]
    mountains: list[list[Card]] = [[] for _ in range(MOUNTAINS)]
    # Public placements first: the Holy Sword's Party or the mountains (section 5), and my peek (M64).
    sword_in_mountain = obs.holy_sword == "mountains"
    if obs.holy_sword.startswith("party.") and int(obs.holy_sword[6:]) != seat and SWORD in unseen:
        unseen.remove(SWORD)
        parties[int(obs.holy_sword[6:])].append(SWORD)
    elif sword_in_mountain and SWORD in unseen:  # (unless it is the card I peeked at)
        unseen.remove(SWORD)
    else:
        sword_in_mountain = False
    peek = obs.peek
    mine = _c(peek.card) if peek is not None else None
    could_be_dealt = [c for c in unseen if 2 <= c.rank <= 6]  # M4: a dealt card is a Spirit or an Adventurer
    for other in range(players):
        if other != seat:
            while len(parties[other]) < sizes[other]:
                card = could_be_dealt.pop()
                unseen.remove(card)
                parties[other].append(card)
                dealt[other].append(card)
    if sword_in_mountain:
        unseen.append(SWORD)
        rng.shuffle(unseen)
    for m in range(MOUNTAINS):
        size = obs.mountains[m]
        pile = mountains[m]
        fixed = mine is not None and peek.mountain == m
        while len(pile) < size - fixed:
            pile.append(unseen.pop())
        if fixed:  # the last card is the top; the peeked card stays where the peeker put it
            pile.insert(0, mine) if peek.bottom else pile.append(mine)
    if unseen:
        raise ValueError(f"{len(unseen)} cards of the observation are nowhere")
    peek_state = None
    if machine.peeker is not None:
        who, m, bottom = machine.peeker
        peek_state = Peek(who, m, mountains[m][0] if bottom else mountains[m][-1], bottom)
    battle = None
    if obs.battle is not None:
        b = obs.battle
        battle = Battle(b.village, _c(b.target), _c(b.call_card) if b.call_card else None, b.supporter,
                        list(machine.askers))
    recruit = Recruit(obs.recruit.owner, _c(obs.recruit.target), _c(obs.recruit.pay)) if obs.recruit else None
    state = State(
        rng=Rng(rng.next_u64()),
        players=players,
        deathmatch=obs.deathmatch,
        pressure=obs.pressure,
        hometown=obs.hometown,
        turn_limit=obs.turn_limit,
        parties=parties,
        dealt=dealt,
        journeys=[[_c(code) for code in view.journey] for view in obs.seats],
        halls=[[_c(code) for code in view.hall] for view in obs.seats],
        mountains=mountains,
        villages=[_c(v.card) if v.card is not None else None for v in obs.villages],
        sealed=[v.state == "sealed" for v in obs.villages],
        great_bell=obs.great_bell,
        small_bell=obs.small_bell,
        start=machine.start,
        active=obs.active,
        turns=obs.turn,
        dreams=obs.dreams,
        setup_cards=[_c(code) for code in obs.setup_cards],
        revealed=[(view.seat, _c(code)) for view in obs.seats for code in view.revealed],
        loose=[_c(code) for code in obs.table],
        battle=battle,
        recruit=recruit,
        peek=peek_state,
        statement=obs.statement,
        surrender_open=obs.surrender_open,
        present=obs.demon_lord_present,
        passing=machine.passing,
        quiet=machine.quiet,
        frozen_run=machine.frozen_run,
        tasks=list(machine.tasks),
        pending=_pending(obs, machine.resume),
        to_act=obs.to_act,
    )
    return state


def _pending(obs: Observation, resume: bool) -> dict | None:
    """The decision under way, rebuilt with the keys its rules read."""
    d = obs.decision
    if d is None:
        return None
    pend: dict[str, Any] = {"kind": d.kind, "seat": d.seat}
    if d.card is not None:
        pend["card"] = _c(d.card)
    if d.village is not None:
        pend["village"] = d.village
    if d.mountain is not None:
        pend["mountain"] = d.mountain
    if d.options:
        pend["options"] = d.options
    if d.left:
        pend["left"] = d.left
    if d.kind == "vote":
        pend["resume"] = resume
    return pend
