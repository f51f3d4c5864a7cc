"""Determinization for search: a full Requiem state that a seat's observation allows.

Section 5: the Lines and every face-up card are public; hidden from everyone are
the order of each Enemy Deck, which deck holds which enemy card, the face-down
Arrivals and the order of the Capital Deck. Their contents follow from the
visible zones (all 21 enemy and 28 allied cards are accounted for), so a sample
deals the unseen enemy cards to the face-down Arrivals and the decks, and the
unseen allied cards to the Capital, uniformly at random. Nothing a seat could
know narrows this further: no rule lets anyone look at a face-down card
(a Scout's reveal goes to everyone and is then face up in the observation).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine.rng import Rng

from .cards import ALLIED, ENEMY
from .observe import Observation
from .state import COLUMNS, State


def unseen_cards(observation: Observation) -> tuple[list[str], list[str]]:
    """(enemy, allied) cards that no visible zone shows, in the canonical deck order."""
    seen: Counter = Counter()
    for line in observation.lines:
        seen.update(line.ready)
        seen.update(line.spent)
    for column in observation.columns:
        if column.arrival is not None:
            seen[column.arrival] += 1
        if column.slot is not None:
            seen[column.slot] += 1
    for pile in (observation.mage_reserve, observation.damage, observation.enemy_retreat,
                 observation.enemy_dead, observation.allied_dead):
        seen.update(pile)
    return [c for c in ENEMY if not seen[c]], [c for c in ALLIED if not seen[c]]


def sample_state(observation: Observation, seat: int, rng: Any) -> State:
    """A state whose observation for `seat` is `observation`, hidden cards dealt at
    random from what is still possible, and its own RNG re-seeded from `rng` so
    that a search cannot learn the real shuffles to come."""
    enemy, allied = unseen_cards(observation)
    enemy = rng.shuffled(enemy)
    allied = rng.shuffled(allied)
    arrivals: list[str | None] = [None] * COLUMNS
    face_up = [False] * COLUMNS
    for c, column in enumerate(observation.columns):
        if column.has_arrival:
            face_up[c] = column.arrival is not None
            arrivals[c] = column.arrival if face_up[c] else enemy.pop()
    decks = []
    for column in observation.columns:
        decks.append([enemy.pop() for _ in range(column.deck_size)])
    if enemy or len(allied) != observation.capital_size:
        raise ValueError("the observation does not account for every card (section 5)")
    lines = sorted(observation.lines, key=lambda line: line.seat)
    return State(
        rng=Rng(rng.next_u64()),
        princes=[line.prince for line in lines],
        ready=[list(line.ready) for line in lines],
        spent=[list(line.spent) for line in lines],
        mage_reserve=list(observation.mage_reserve),
        enemy_decks=decks,
        capital=allied,
        arrivals=arrivals,
        arrival_face_up=face_up,
        slots=[column.slot for column in observation.columns],
        slot_owner=[column.slot_owner for column in observation.columns],
        enemy_retreat=list(observation.enemy_retreat),
        enemy_dead=list(observation.enemy_dead),
        allied_dead=list(observation.allied_dead),
        damage=list(observation.damage),
        turn=observation.turn,
        phase=observation.phase,
        used_select=[line.used_select for line in lines],
        passes=observation.passes,
        self_sacrifice=observation.self_sacrifice,
        pacts=list(observation.pacts),
        king_slew=False,  # R29 ends the game in the step that sets it, so no decision ever sees it True
        to_act=observation.to_act,
        result=None,
    )

