"""Section 5 (R11): the observation is the public table; nothing hidden leaks through
observations, legal actions or events. Plus the random-simulation checker (R34a)."""

from __future__ import annotations

import copy
import json

import pytest

from game.engine.contract import CardMoved, Revealed, events_for, jsonable
from game.engine.rng import Rng
from game.engine.simcheck import check_random_games, play_game
from game.requiem import GAME

from .conftest import conserved


def hidden_cards(state) -> set[str]:
    hidden = {c for deck in state.enemy_decks for c in deck} | set(state.capital)
    hidden |= {a for a, up in zip(state.arrivals, state.arrival_face_up) if a is not None and not up}
    return hidden


def reshuffle_hidden(state, salt: int):
    """The same public table with the hidden cards dealt differently."""
    other = copy.deepcopy(state)
    rng = Rng(salt)
    enemy = [c for deck in other.enemy_decks for c in deck] + [a for a, up in zip(other.arrivals, other.arrival_face_up)
                                           if a is not None and not up]
    rng.shuffle(enemy)
    for deck in other.enemy_decks:
        for i in range(len(deck)):
            deck[i] = enemy.pop()
    for c, (a, up) in enumerate(zip(other.arrivals, other.arrival_face_up)):
        if a is not None and not up:
            other.arrivals[c] = enemy.pop()
    rng.shuffle(other.capital)
    return other


def test_R11_observations_and_legal_actions_never_show_hidden_cards():
    for seed in range(60):
        session = play_game(GAME, 3, seed, ("random",))
        # replay with a look at every step
        state = GAME.start(3, seed, session.record.options)
        for step, action in enumerate(session.record.actions):
            hidden = hidden_cards(state)
            for seat in (0, 1, 2, None):
                text = json.dumps(jsonable(GAME.observe(state, seat)))
                assert not any(f'"{card}"' in text for card in hidden), (seed, step, seat)
            if step % 5 == 0:
                other = reshuffle_hidden(state, seed * 1000 + step)
                assert GAME.observe(other, 0) == GAME.observe(state, 0)
                assert GAME.legal_actions(other) == GAME.legal_actions(state)
            events = GAME.apply(state, action)
            for seat in (0, 1, 2, None):
                revealed = set()
                for event in events_for(events, seat):
                    if isinstance(event, Revealed):
                        revealed.add(event.card)
                    if not isinstance(event, CardMoved):
                        continue
                    if not event.face_up and event.dst.startswith(("enemy_deck", "arrival")):
                        assert event.card is None, (seed, step, seat, event)  # deck order, face-down arrival
                    if event.src == "capital" or event.src.startswith("arrival") and event.face_up:
                        assert event.card in revealed or event.card not in hidden, (seed, step, seat, event)

def test_R11_every_seat_observes_the_same_table_all_game():
    session = play_game(GAME, 3, 11, ("random",))
    state = GAME.start(3, 11)
    for action in session.record.actions:
        views = {GAME.observe(state, s).__class__(**{**vars(GAME.observe(state, s)), "seat": None})
                 for s in (0, 1, 2, None)}
        assert len(views) == 1
        GAME.apply(state, action)


@pytest.mark.parametrize("bots, seeds", [(("random",), range(200)), (("simple",), range(1000, 1100))])
def test_R34a_random_games_keep_the_contract_and_conserve_all_49_cards(bots, seeds):
    stats = check_random_games(GAME, seeds, players=3, bots=bots, invariant=conserved)
    assert stats.games == len(seeds)
