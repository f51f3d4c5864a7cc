"""What players called out in real games of Marenzan, each as a seeded position the Normal bot
(Hard's prior and guard) now plays well."""

from __future__ import annotations

from game.engine.judge import Judge
from game.engine.rng import Rng
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.blunders import adventure_risk, prudent, threats_unseen
from game.marenzan.bots import SimpleBot

from .conftest import act, build

RULED = {0: "8-2", 1: "9-3", 2: "10-4", 3: "11-5", 4: "12-6"}  # five villages Ruled, the sixth Empty


def test_m20_an_empty_party_routs_rather_than_adventure_into_a_lost_game():
    """Turn 44 of an all-AI game: five villages Ruled, none Guarded, Player 2's Party empty. An
    Adventure that draws any threat puts it in the last Empty village and everyone loses
    (M17 c, M20); a Rout costs nothing with an empty Hall (M39) and refills the Party (M56), and the team mate
    holds a pair that beats the Ghoul on the next turn (4 + 5 = 9, M34)."""
    state = build(players=2, parties={0: "", 1: "4-2 5-2 3-1 6-3"}, journeys={0: "5-1 6-2"}, villages=RULED)
    observation, legal = GAME.observe(state, 0), GAME.legal_actions(state)
    assert any(isinstance(a, A.Adventure) for a in legal) and any(isinstance(a, A.Rout) for a in legal)
    assert threats_unseen(observation) >= 8 and adventure_risk(observation, 0) > 0.2
    bot = SimpleBot()
    bot.idle = 6  # many quiet turns in a row: it used to adventure anyway
    assert isinstance(bot.choose(observation, legal, Rng(1)), A.Rout)
    assert not any(isinstance(a, A.Adventure) for a in prudent(observation, legal))  # Hard's guard too
    verdict = Judge(GAME, playouts=240).judge(observation, 0, legal, A.Adventure(0), Rng(2))
    assert verdict.mistake and not isinstance(verdict.best, A.Adventure)


def test_m36_a_call_for_help_is_not_repeated_by_a_team_mate_after_nobody_could_help():
    """Turns 6-8: every seat called for help with a Mercenary (5) against a Ghoul (8), and each
    failure cost its Hall a card (M39). A team mate who was asked and could not help has seen
    the refusal: on its own turn it does not call against the same Ghoul."""
    state = build(players=3, parties={0: "5-1 2-2", 1: "5-2 3-1", 2: "5-3 3-2"}, halls={0: "3-3", 1: "6-1", 2: "6-2"},
                  villages={0: "8-2"})
    bots = [SimpleBot() for _ in range(3)]
    first = bots[0].choose(GAME.observe(state, 0), GAME.legal_actions(state), Rng(1))
    assert isinstance(first, A.CallForHelp)
    act(state, first)
    while state.to_act != 1 or state.pending is not None and state.pending["kind"] != "action":
        seat = state.to_act
        act(state, bots[seat].choose(GAME.observe(state, seat), GAME.legal_actions(state), Rng(2)))
    assert GAME.observe(state, 1).villages[0].card == "8-2"  # the Ghoul still rules there
    second = bots[1].choose(GAME.observe(state, 1), GAME.legal_actions(state), Rng(3))
    assert not isinstance(second, A.CallForHelp)


def test_m68_no_dragon_ability_on_a_golem_a_pair_in_the_party_beats():
    """Four villages Ruled: the Dragon's This Is My Territory! (M68) was spent on a Golem (9)
    that the Saint and the Knight beat (4 + 6 = 10, one more than 9, M34); the pair fights it and
    the Dragon stays."""
    state = build(players=1, parties={0: "7-6 7-7 4-3 6-4"}, villages={0: "9-3", 1: "8-2", 2: "8-3", 3: "9-4"})
    legal = GAME.legal_actions(state)
    assert A.Fight(0, ("4-3", "6-4")) in legal or A.Fight(0, ("6-4", "4-3")) in legal
    choice = SimpleBot().choose(GAME.observe(state, 0), legal, Rng(1))
    assert not (isinstance(choice, A.Territory) and choice.village in (0, 3))  # a Ghoul no pair beats may go
