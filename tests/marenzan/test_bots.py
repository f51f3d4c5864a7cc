"""SimpleBot (Normal) decisions in built positions: each checks one good choice."""

from __future__ import annotations

from game.engine.rng import Rng
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.bots import SimpleBot

from .conftest import act, build


def choose(state, seat: int | None = None):
    seat = state.to_act if seat is None else seat
    return SimpleBot().choose(GAME.observe(state, seat), GAME.legal_actions(state), Rng.from_seed(0))


def test_m37_simple_bot_keeps_its_adventurers_out_of_the_hall():
    # A Ghoul beaten with a Magician and a Knight (3 + 6 = 9, M34 a): inducting them would
    # take two fighters out of the team's cards for good, so the bot ends Induction at once.
    state = build(players=1, parties={0: "3-1 6-2 5-3"}, villages={0: "8-2"})
    act(state, A.Fight(0, ("3-1", "6-2")))
    act(state, A.KeepTrophy())
    assert state.pending["kind"] == "induct"
    assert choose(state) == A.EndInduction()


def test_m56_simple_bot_spends_its_party_to_bring_the_holy_sword_home():
    # The Holy Sword and a Dragon wait in the Journey; only an empty Party brings them back
    # (M56), so the last card, a Saint, is used (M65, always legal) rather than Joining.
    state = build(players=1, parties={0: "4-3"}, journeys={0: "1-1 7-7 6-4 5-1"}, villages={0: "7-3"},
                  options={"deathmatch": True})
    assert choose(state) == A.HeroChosen("4-3")


def test_m64_simple_bot_keeps_a_peeked_demon_lord_on_top_when_ready():
    state = build(players=1, parties={0: "1-1 3-2 6-4 7-7"}, tops={1: "13-7"})
    act(state, A.ArcaneSpeaks("3-2", 1))
    assert choose(state) == A.PutBack(False)
    # ... and without the Holy Dragon Knight in hand, the Demon Lord is buried instead
    state = build(players=1, parties={0: "3-2 6-4 7-7"}, tops={1: "13-7"})
    act(state, A.ArcaneSpeaks("3-2", 1))
    assert choose(state) == A.PutBack(True)


def test_m68_simple_bot_spends_a_spare_dragon_on_a_ruling_threat():
    state = build(players=1, parties={0: "7-6 7-7 6-4"}, villages={2: "10-5", 4: "8-2"})
    assert choose(state) == A.Territory("7-6", 2) or choose(state) == A.Territory("7-7", 2)


def test_m65_simple_bot_takes_the_holy_sword_from_a_team_mate_only_to_complete_the_knight():
    # The Holy Sword lies in a team mate's Journey. Taking it (M65) helps only if this Party then
    # holds the whole Holy Dragon Knight; otherwise it would undo the team mate's gathering.
    state = build(players=2, parties={0: "4-1 6-4 3-2", 1: "5-1"}, journeys={1: "1-1"})
    assert choose(state) != A.HeroChosen("4-1")
    state = build(players=2, parties={0: "4-1 6-4 7-7", 1: "5-1"}, journeys={1: "1-1"})
    assert choose(state) == A.HeroChosen("4-1")


def test_m41_m59_simple_bot_with_the_holy_dragon_knight_opens_a_village_to_draw_again():
    # Every village is occupied, so no Adventure is legal (M25) and a Great Bell's guard-type card
    # goes back on top (M59 a): the Demon Lord below would never come up. A Recruit from a
    # village (M41), paid with a spare Adventurer and never the only Knight, empties one.
    state = build(players=1, parties={0: "1-1 6-4 7-7 3-2 4-3"},
                  villages={0: "6-5", 1: "2-1", 2: "11-6", 3: "5-4", 4: "4-1", 5: "3-1"}, sealed=(2,))
    assert not any(isinstance(a, A.Adventure) for a in GAME.legal_actions(state))
    choice = choose(state)
    assert isinstance(choice, A.RecruitVillage) and choice.card in ("3-2", "4-3")
    act(state, choice)
    assert any(card is None for card in state.villages)
