"""Decisions the judge (python -m game.judge) called mistakes in whole games of Requiem, replayed
from their records (tests/requiem/cases/judged/): the bots now choose an action the judge does
not call a mistake there. The judge's own verdicts were checked again at a bigger budget
(21,000 playouts on other worlds) before the bots were changed."""

from __future__ import annotations

from pathlib import Path

from game.engine.hint import hint_bot
from game.engine.judge import Judge, hard_playouts
from game.engine.rng import Rng
from game.judge import load_case, load_decision
from game.requiem.actions import Pass, Retreat, ReturnToFront, Scout, Sortie
from game.requiem.bots import SimpleBot

CASES = Path(__file__).parent / "cases" / "judged"


def decide(name: str):
    _case, game, seat, observation, legal = load_decision(CASES / name)
    return game, seat, observation, legal, SimpleBot().choose(observation, legal, Rng(1))


def test_r17_a_prince_scouts_for_the_slaughter_king_when_he_surely_stands_among_the_arrivals():
    """Turn 7, the decks are empty and the three face-down arrivals are the last three unseen
    enemies, the Slaughter King among them; the King is Ready with P3. P1 holds only the Medal
    Prince: spending him on a Scout (R17) costs this turn's Self-Sacrifice, but finds the
    Slaughter King one time in three and halves the King's guess otherwise. The Scout looks
    behind a guard (the Mage of column 3, who would fall to him and retreats in phase 3, R19),
    since the King's blind Sortie already covers the open column 2."""
    game, seat, observation, legal, choice = decide("requiem-normal-5000-43.json")
    assert isinstance(choice, Scout) and choice.column in (1, 3)
    assert not Judge(game, playouts=600).judge(observation, seat, legal, choice, Rng(7)).mistake


def test_r23_the_last_open_arrival_is_left_to_a_teammates_pact_while_the_pact_is_worth_it():
    """Turn 8: the Capital at 2 with the King in it, 5 cards in the Damage Area, one open
    arrival (column 3). P2 passed the Scout phase and then sent its Veteran into column 3, the
    only slot a Sortie could take, so P3's Coffin Prince could not keep the Pact (R23: it needs a
    Sortie, or an Engaged Prince) and nothing came back (R28). The judge valued P2's Pass 0.18
    below a Scout, which left P2 no select action for that Sortie. Now P2 leaves the slot to the
    Pact; its Pass at the Scout phase is then no mistake, and the Hint (Hard's search, from
    Normal's choice), which advised the Pass too, is not called out either."""
    game, seat, observation, legal, choice = decide("requiem-normal-5001-59.json")
    judge = Judge(game, playouts=600)
    assert not judge.judge(observation, seat, legal, choice, Rng(7)).mistake
    hint = hint_bot(game, iterations=hard_playouts(game)).choose(observation, legal, Rng(3))
    assert not judge.judge(observation, seat, legal, hint, Rng(7)).mistake
    # on the table as it was: P2 passes on to the Sortie phase, and the Pact is declared there
    _case, game, state = load_case(CASES / "requiem-normal-5001-59.json")
    bots = SimpleBot()
    turn = state.turn
    while state.turn == turn and state.phase <= 5:
        action = bots.choose(game.observe(state, state.to_act), game.legal_actions(state), Rng(1))
        if state.phase == 5 and state.to_act == seat:
            assert not isinstance(action, Sortie), action
        game.perform(state, action)
    assert state.allied_dead.count("11-7") == 1 and not state.damage


def test_r19_a_card_that_would_lose_stays_in_its_slot_when_the_capital_cannot_spare_the_flip():
    """Turn 12, the Capital at 3: P2's Elite (10) faces a Berserker (2) in column 2 and would
    fall (10 + 2 = 12, R25), a Royal Guard stands open in column 1, and only P1 (the King, for
    the face-down column 3) still has a select action. Pulled back (R19), the Elite would leave
    the Berserker to the Damage phase too (R31): two flips, the Capital at 1. It stays and falls,
    and the Capital keeps a card. The judge: Retreat 0.434, Pass 0.815 (7,000 playouts); 0.435
    and 0.814 on other worlds (21,000)."""
    game, seat, observation, legal, choice = decide("requiem-normal-5001-98.json")
    assert Retreat(("10-5",)) in legal
    assert choice == Pass()
    assert not Judge(game, playouts=600).judge(observation, seat, legal, choice, Rng(7)).mistake


def test_r20_spent_soldiers_return_to_the_front_when_teammates_can_meet_every_open_arrival():
    """Turn 10: both Pact Princes are dead and the King waits in a Capital of 4, so any flip may
    lose the game (R40). P1 holds only the Medal Prince and a Recruit Ready, its Elite and two
    Volunteers Spent; two arrivals are open, and P2 and P3 (select actions unused, Ready
    soldiers) can meet both in phase 5. P1's select action is not needed for an interception:
    it brings its soldiers back (R20) for the turns to come. The judge: Pass 0.110, Return to
    Front 0.248 (7,000 playouts); 0.110 and 0.237 on other worlds (21,000). The Hint (Hard's
    search, which starts from Normal's choice) no longer advises the Pass either."""
    game, seat, observation, legal, choice = decide("requiem-normal-5003-82.json")
    assert choice == ReturnToFront()
    judge = Judge(game, playouts=600)
    assert not judge.judge(observation, seat, legal, choice, Rng(7)).mistake
    hint = hint_bot(game, iterations=hard_playouts(game)).choose(observation, legal, Rng(3))
    assert hint == ReturnToFront()
