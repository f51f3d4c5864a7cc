"""The Hint's reason for Enfield's weekday and after-battle decisions says what the Normal bot
reckoned, reached in seeded games of Normal bots."""

from __future__ import annotations

from game.engine.explain import explain
from game.enfield import GAME
from game.enfield import actions as A
from game.enfield.bots import card_value
from tests.hint_play import generic_share, reach


def test_E10_hint_names_the_staked_card_the_bot_values_most():
    obs, action, legal = reach(GAME, 2, lambda o, a, l: isinstance(a, A.Stake) and len(l) > 1)
    key, args = explain(GAME, obs, action)
    assert args["what"] == f"enfield.card.{action.card[:3]}"
    assert card_value(action.card) == max(card_value(a.card) for a in legal)
    assert key == ("enfield.hint.stake_action" if card_value(action.card) > 1 else "enfield.hint.stake_plain")


def test_E14_hint_says_the_roll_is_the_move_this_turn():
    obs, action, legal = reach(GAME, 2, lambda o, a, l: isinstance(a, A.Roll))
    assert legal == [A.Roll()]
    assert explain(GAME, obs, action) == ("enfield.hint.roll", {})


def test_E54_hint_names_who_receives_the_obtained_card_and_why():
    obs, action, _ = reach(GAME, 2, lambda o, a, l: isinstance(a, A.Attach) and len(l) > 1)
    key, args = explain(GAME, obs, action)
    squad = obs.squads[obs.seat]
    member = squad.party[action.member]
    assert key.startswith("enfield.hint.attach")
    assert args["what"] == f"enfield.card.{squad.target[:3]}" and args["whom"] == f"enfield.card.{member.card[:3]}"


def test_the_hint_rarely_falls_back_to_the_steady_choice():
    # Before: 209 of 342 decisions in three two-player games (61 %) were worded generically.
    kinds = (A.Stake, A.Roll, A.Attach, A.Incapacitate, A.GiveMarker, A.SecondTarget, A.PickFace)
    total, generic = generic_share(GAME, 2, range(3), kinds)
    assert total > 50 and generic <= 0.05 * total, (generic, total)
