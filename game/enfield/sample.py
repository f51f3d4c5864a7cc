"""Determinization for Enfield: a full State built from one seat's Observation.

Almost everything is public (enfield.md section 5); the secrets are the other squads'
remaining decks and, until the simultaneous reveal, their staked cards. A card leaves a deck
only by being staked, and a staked card is then public for good (trash or attached), so:

- a ready-made deck's remainder is exactly its list minus every card seen (trash, attached,
  revealed target); a hidden stake is one of those, drawn uniformly, the rest is the deck;
- a custom deck (its code is the player's own) is filled from the seen cards plus cards
  drawn from the whole catalogue with at most four copies of any card in all (E5).

The sample's RNG is re-seeded from `rng`, so a search cannot learn the real dice.
"""

from __future__ import annotations

from collections import Counter

from game.engine.rng import Rng

from .cards import CARDS, DECK_SIZE, MAX_COPIES, READY_DECKS
from .observe import Observation, SquadView
from .state import Battle, Fighter, Member, Squad, State

_CATALOGUE = tuple(sorted(CARDS))


def sample_state(obs: Observation, seat: int, rng: Rng) -> State:
    revealed = obs.phase != "stake"  # E10, AE8: face up from the reveal until the next weekday round
    squads = []
    for s, view in enumerate(obs.squads):
        party = [Member(m.card, m.max_hp, m.incapacitated, list(m.attached)) for m in view.party]
        if s == seat or not view.staked or view.target is not None:
            target = view.target if view.staked else None
            deck = list(view.deck) if s == seat else _deck(view, 0, rng)
        else:
            deck = _deck(view, 1, rng)
            target = deck.pop(rng.below(len(deck)))
        deck.sort()  # E6.3: the pool is kept sorted
        squads.append(Squad(view.deck_name, party, deck, view.piece, view.supply, target, list(view.trash)))
    state = State(
        rng=Rng(rng.next_u64()),
        players=obs.players,
        order=list(obs.order),
        squads=squads,
        markers={m.square: [m.owner, m.credited] for m in obs.markers},
        round=obs.round,
        turn=obs.order.index(obs.active),
        phase=obs.phase,
        revealed=revealed,
        roll=obs.roll,
        path=tuple(obs.path),
        obtained=obs.obtained,
        battle=_battle(obs),
        loser=obs.loser,
        winner=obs.winner,
        to_act=obs.to_act,
    )
    if obs.encounter is not None:  # E16: the squares of the path still to decide, in path order
        start = obs.path.index(obs.encounter)
        mover = obs.active
        rest = tuple(sq for sq in obs.path[start + 1:]
                     if any(v.piece == sq for v in obs.squads if v.seat != mover))
        state.encounters = (obs.encounter, *rest)
    return state


def _deck(view: SquadView, staked: int, rng: Rng) -> list[str]:
    """The `deck_count + staked` cards still hidden from everyone but their owner."""
    size = view.deck_count + staked
    seen = list(view.trash)
    for member in view.party:
        seen.extend(member.attached)
    if view.target is not None:
        seen.append(view.target)
    ready = READY_DECKS.get(view.deck_name)
    if ready is not None:
        cards = list(ready.deck)
        try:
            for card in seen:
                cards.remove(card)
        except ValueError:  # not the ready-made list after all
            cards = []
        if len(cards) == size:
            return cards
    # a custom deck: whatever E5 allows beside what has been seen
    seen = Counter(seen)
    room = {card: MAX_COPIES - seen[card] for card in _CATALOGUE if seen[card] < MAX_COPIES}
    cards = []
    while len(cards) < min(size, DECK_SIZE):
        weights = list(room.items())
        pick = rng.below(sum(n for _, n in weights))
        for card, n in weights:
            if pick < n:
                break
            pick -= n
        cards.append(card)
        room[card] -= 1
        if room[card] == 0:
            del room[card]
    return cards


def _battle(obs: Observation) -> Battle | None:
    view = obs.battle
    if view is None:
        return None
    fighters = [Fighter(f.seat, f.side, f.member, f.card, f.max_hp, f.damage, f.ko, f.actions, f.modifier, f.guard,
                        f.nurse, f.fortune, f.charm, f.alchemist, f.silenced) for f in view.fighters]
    return Battle(view.attacker, view.defender, view.square, fighters, view.step, view.side, view.actor, view.target,
                  tuple(view.faces), view.magic)
