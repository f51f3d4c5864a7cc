"""K77–K83: what each seat may see, and the random-simulation checks."""

import copy

from kami_helpers import invariant

from game.engine.bots import RandomBot, bot_rng
from game.engine.contract import CardMoved
from game.engine.rng import Rng
from game.engine.simcheck import check_random_games, play_game
from game.kami import GAME
from game.kami.actions import (
    CastSpell,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    PlayGod,
    UseTrigger,
)
from game.kami.bots import SimpleBot
from game.kami.cards import POOL


def hidden_slots(g, seat):
    """Every place holding a card this seat does not know (K78, K79)."""
    bit, everyone = 1 << seat, g.everyone

    def hidden(card):
        return not (g.knows[card] & bit) and g.knows[card] != everyone

    slots = [("pile", i) for i, c in enumerate(g.pile) if hidden(c)]
    for s in range(g.players):
        if s != seat:
            slots += [("hand", s, i) for i, c in enumerate(g.hands[s]) if hidden(c)]
        slots += [("shield", s, i) for i, (_, c) in enumerate(g.shields[s]) if hidden(c)]
    return slots


def get(g, slot):
    if slot[0] == "pile":
        return g.pile[slot[1]]
    if slot[0] == "hand":
        return g.hands[slot[1]][slot[2]]
    return g.shields[slot[1]][slot[2]][1]


def put(g, slot, card):
    if slot[0] == "pile":
        g.pile[slot[1]] = card
    elif slot[0] == "hand":
        g.hands[slot[1]][slot[2]] = card
    else:
        label = g.shields[slot[1]][slot[2]][0]
        g.shields[slot[1]][slot[2]] = (label, card)


def resample(g, seat, rng):
    """The same position as this seat sees it, with every hidden card shuffled among the hidden places."""
    other = copy.deepcopy(g)
    slots = hidden_slots(other, seat)
    cards = [get(other, s) for s in slots]
    shuffled = rng.shuffled(cards)
    for slot, card in zip(slots, shuffled):
        put(other, slot, card)
    changed = [POOL[a] for a in cards] != [POOL[b] for b in shuffled]
    return other, changed


def test_K80_observations_do_not_change_when_hidden_cards_are_swapped_for_every_seat():
    changed_any = 0
    rng = Rng.from_seed(99)
    for seed in range(24):
        players = 3 + seed % 4
        session = play_game(GAME, players, seed, ("random",))
        # replay the game and look at every seat at every few steps
        from game.engine.record import Seat
        from game.engine.session import Session

        again = Session.new(GAME, [Seat(f"P{i}", "random") for i in range(players)], seed, session.record.options)
        for step, action in enumerate(session.record.actions):
            if step % 3 == 0:
                for seat in range(players):
                    other, changed = resample(again.state, seat, rng)
                    changed_any += changed
                    assert GAME.observe(other, seat) == GAME.observe(again.state, seat), (seed, step, seat)
                assert GAME.observe(again.state, None).hand == ()
            again.act(action)
    assert changed_any > 1000  # the check really swapped cards


def test_K81_legal_actions_name_only_cards_the_deciding_seat_can_see():
    for seed in range(30):
        session = play_game(GAME, 3 + seed % 4, seed, ("random",), options={"rounds": 1})
        from game.engine.record import Seat
        from game.engine.session import Session

        again = Session.new(GAME, [Seat(f"P{i}", "random") for i in range(session.state.players)], seed,
                            session.record.options)
        for action in session.record.actions:
            obs = again.observe(again.to_act)
            for option in again.legal():
                if isinstance(option, (PlayGod, CastSpell, ChooseHandCard)):
                    assert option.card in obs.hand
                if isinstance(option, (ChooseLookedCard, ChoosePileGod)):
                    assert option.card in obs.peek
                if isinstance(option, UseTrigger):
                    assert dict(obs.prompt_args)["card"] in obs.hand
            again.act(action)


def test_K81_events_blank_face_down_cards_for_those_who_may_not_see_them():
    session = play_game(GAME, 4, 3, ("random",), options={"rounds": 1})
    from game.engine.record import Seat
    from game.engine.session import Session

    again = Session.new(GAME, [Seat(f"P{i}", "random") for i in range(4)], 3, session.record.options)
    blanked = 0
    for action in session.record.actions:
        step = again.act(action)
        for event in step.events:
            if isinstance(event, CardMoved) and not event.face_up:
                for viewer in range(4):
                    seen = event.seen_by(viewer)
                    if event.visible_to is not None and viewer not in event.visible_to:
                        assert seen.card is None
                        blanked += 1
    assert blanked > 50


def test_K83_random_games_keep_every_invariant():
    stats = check_random_games(GAME, range(110), options={"rounds": 1}, invariant=invariant)
    assert stats.games == 110 and set(stats.endings) <= {"kami.ending.six_gods", "kami.ending.last_standing",
                                                         "kami.ending.turn_limit"}


def test_K83_a_full_match_replays_and_scores_each_round():
    stats = check_random_games(GAME, range(4), bots=("simple", "random"), invariant=invariant)
    assert stats.endings == {"kami.ending.match": 4}


def test_bots_finish_their_games_and_simplebot_beats_random():
    wins = 0
    for seed in range(40):
        session = play_game(GAME, 4, seed, ("simple", "random", "random", "random"), options={"rounds": 1})
        assert session.result is not None
        wins += 0 in session.result.winners
    assert wins >= 25


def test_simplebot_reads_only_its_observation():
    g = GAME.start(5, 8)
    bot, rng = SimpleBot(), bot_rng(8, 0)
    action = bot.choose(GAME.observe(g, g.to_act), GAME.legal_actions(g), rng)
    assert action in GAME.legal_actions(g)
    assert RandomBot().choose(None, GAME.legal_actions(g), rng) in GAME.legal_actions(g)


def test_K77_an_onlooker_sees_fields_counts_labels_graveyard_and_the_spell_being_cast():
    from kami_helpers import act, at_main, position

    from game.kami.actions import CastSpell, ChoosePlayer

    g = at_main(position(hands={0: ["MIND_RESET", "ATOM"], 1: ["ENERGY_LIGHT", "FINAL_STOP"]},
                         shields={1: ["QUARK", "ATOM"]}, fields={2: [("QUARK", "NEUTRON")]}, graveyard=["LEPTON"]))
    act(g, CastSpell("MIND_RESET"), ChoosePlayer(1))
    obs = GAME.observe(g, None)
    assert obs.resolution == ("MIND_RESET",) and obs.graveyard == ("LEPTON",)
    assert obs.seats[2].field == (("QUARK", "NEUTRON"),) and obs.seats[2].gods == 2
    assert [s.label for s in obs.seats[1].shields] == [1, 2] and obs.seats[1].hand_size == 2
    assert obs.prompt == "mind_reset" and obs.prompt_args == () and obs.peek == () and obs.hand == ()
    assert obs.step == "main" and obs.active == 0 and obs.to_act == 0


def test_K79_a_refill_shuffle_loses_all_knowledge_of_the_pile():
    from game.kami.moves import refill

    g = GAME.start(3, 4)
    g.graveyard, g.pile = g.pile, []
    for card in g.graveyard:
        g.knows[card] = g.everyone
    refill(g, [])
    assert g.pile and all(g.knows[c] == 0 for c in g.pile)
    assert GAME.observe(g, 0).pile_known == ()
