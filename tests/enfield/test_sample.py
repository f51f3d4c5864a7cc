"""Determinization (enfield.md section 5): a state rebuilt from one seat's observation.

The secrets are the other squads' decks and their stakes until the reveal. At steps of seeded
bot games with 2–4 players, ready-made and custom decks: the sample gives that seat the same
observation and legal actions, deals each other squad only cards its deck can still hold,
plays on to the end with random bots, and varies with the seed wherever something is hidden.
"""

from __future__ import annotations

from collections import Counter

from game.enfield import GAME
from game.enfield.cards import DECK_SIZE, MAX_COPIES, READY_DECKS
from game.enfield.sample import sample_state
from game.engine.rng import Rng
from tests.sampling import check_sample, play_out, positions

CUSTOM = {"deck": ("custom", "lanternlight", "custom"),
          "custom_decks": ("P03 P08 P12 | 4xD04 4xB04 2xA01 2xA05", "", "P02 P06 P09 | 3xA02 3xA06 3xD01 3xB02")}
GAMES = ((2, None), (3, None), (4, None), (3, CUSTOM))


def hidden(state) -> tuple:
    return tuple((tuple(sq.deck), sq.target) for sq in state.squads)


def deals_only_what_is_left(real, sample, seat: int) -> None:
    """A ready-made deck holds its list minus every card seen; a custom one obeys E5."""
    for s, (was, now) in enumerate(zip(real.squads, sample.squads)):
        assert len(now.deck) == len(was.deck) and (now.target is None) == (was.target is None)
        if s == seat or (was.target is not None and real.revealed):
            assert now.target == was.target
        seen = Counter(was.trash) + Counter(c for m in was.party for c in m.attached)
        held = Counter(now.deck) + Counter([now.target] if now.target else [])
        if was.deck_name in READY_DECKS:
            assert held + seen == Counter(READY_DECKS[was.deck_name].deck)
        else:
            assert sum((held + seen).values()) == DECK_SIZE
            assert max((held + seen).values()) <= MAX_COPIES


def test_sample_state_is_registered():
    assert GAME.sample_state is sample_state


def test_a_sample_agrees_with_what_the_seat_knows():
    samples = 0
    for players, options in GAMES:
        for state, seat, step in positions(GAME, range(6), players, options=options, every=2):
            for viewer in {seat, (seat + 1 + step) % players}:
                for k in range(2):
                    sample = check_sample(GAME, state, viewer, 100 * step + 10 * viewer + k)
                    deals_only_what_is_left(state, sample, viewer)
                    samples += 1
    assert samples > 2000


def test_samples_play_on_to_the_end():
    played = 0
    for players, options in GAMES:
        for state, seat, step in positions(GAME, [11], players, options=options, every=60):
            play_out(GAME, sample_state(GAME.observe(state, seat), seat, Rng(step)), step)
            played += 1
    assert played >= 12


def test_samples_differ_where_something_is_hidden():
    """A hidden stake, or a custom deck's contents, is dealt differently by different seeds."""
    varied = total = 0
    for players, options in ((3, None), (3, CUSTOM)):
        for state, seat, _ in positions(GAME, range(3), players, options=options, every=5):
            custom = options is not None and any(sq.deck for i, sq in enumerate(state.squads)
                                                 if i != seat and sq.deck_name == "custom")
            stake = any(sq.target is not None and not state.revealed for i, sq in enumerate(state.squads) if i != seat)
            if not (custom or stake):
                continue
            obs = GAME.observe(state, seat)
            total += 1
            varied += len({hidden(sample_state(obs, seat, Rng(k))) for k in range(6)}) > 1
    assert total > 20 and varied >= 0.9 * total


def test_a_ready_made_deck_after_the_reveal_is_known_exactly():
    """Nothing is hidden then: every seed deals the same decks."""
    for state, seat, _ in positions(GAME, [5], 3, every=7):
        if state.revealed:
            obs = GAME.observe(state, seat)
            assert len({hidden(sample_state(obs, seat, Rng(k))) for k in range(4)}) == 1
            assert hidden(sample_state(obs, seat, Rng(0))) == hidden(state)
