"""The four roles' Attacks and Checks, Block, rests and escorts: T22–T33."""

from __future__ import annotations

from game.engine.contract import GameOver, Revealed
from game.tonight import GAME
from game.tonight.actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    Extract,
    GatherInfo,
    ObtainWill,
    Secure,
    Snipe,
    Warn,
)
from game.tonight.observe import observe
from game.tonight.rules import location

H, E, S, D = 0, 1, 2, 3


# -- Hitman ---------------------------------------------------------------

def test_T22_warning_hits_same_or_adjacent_target_who_rests_this_turn(table):
    state = table.start(at={"hitman": 5, "detective": 4})
    events = table.act(state, Warn(D))
    assert table.said(events, "tonight.log.warn_hit") == {"seat": H, "target": D, "place": 4}
    assert state.face_up[D] and state.rests[D] == [1]
    assert state.to_act == H  # a hit leaves him his second action
    table.act(state, EndActions())
    table.to_phase(state, "salaryman")
    table.act(state, EndActions())
    assert state.phase == "heroine"  # the Detective's phase was skipped


def test_T22_failed_warning_ends_the_phase_with_no_rest(table):
    state = table.start(at={"hitman": 5, "salaryman": 2})
    events = table.act(state, Warn(S))
    assert table.said(events, "tonight.log.warn_miss") == {"seat": H, "target": S, "place": 5}
    assert not state.face_up[S] and state.to_act == E and state.rests == [[]] * 4  # A21


def test_T23_snipe_hits_next_door_across_the_seam(table):
    state = table.start(at={"hitman": 7}, heroine=1)  # A2: VII covers I
    events = table.act(state, Snipe())
    assert any(isinstance(e, Revealed) and e.card == "7-1" and e.visible_to is None for e in events)
    assert state.result.winners == (H,) and state.result.ending == "tonight.ending.hitman"
    assert state.to_act is None and isinstance(events[-1], GameOver)


def test_T23_snipe_miss_keeps_the_heroine_hidden(table):
    state = table.start(at={"hitman": 4}, heroine=1)
    events = table.act(state, Snipe())
    assert state.eliminated[H] and not state.heroine_up
    assert not any(isinstance(e, Revealed) and e.card.startswith("7-") for e in events)


# -- Extractor ------------------------------------------------------------

def test_T24_abduct_takes_the_card_of_a_player_at_the_same_place(table):
    state = table.start(at={"extractor": 3, "salaryman": 3})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(S))
    assert state.position[S] is None and state.taken[S] == "8-3" and "8-3" in state.hands[E]
    assert state.abducted[S] and location(state, S) == 3
    assert observe(state, H).seats[S].taken == "8-3"


def test_T24_failed_abduct_rests_the_extractor_next_turn_and_allows_a_second_action(table):
    state = table.start(at={"extractor": 3, "salaryman": 4})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(S))
    assert state.rests[E] == [2] and state.to_act == E and state.position[S] == "8-4"


def test_T25_abducted_player_is_immune_and_skips_its_phase(table):
    state = table.start(at={"extractor": 3, "detective": 3})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(D))
    assert GatherInfo(D, 1) not in GAME.legal_actions(state)  # A8: the Extractor included
    table.act(state, EndActions())
    table.act(state, EndActions())  # the Salaryman; the Detective is skipped
    assert state.phase == "heroine"


def test_T26_extraction_miss_eliminates(table):
    state = table.start(at={"extractor": 3}, heroine=2)
    table.to_phase(state, "extractor")
    table.act(state, Extract())
    assert state.eliminated[E] and not state.heroine_up and state.to_act == S


def test_T26_matching_extraction_reveals_her_and_asks_the_salaryman(table):
    state = table.start(at={"extractor": 3, "salaryman": 5}, heroine=3)
    table.to_phase(state, "extractor")
    events = table.act(state, Extract())
    assert state.heroine_up and any(isinstance(e, Revealed) and e.card == "7-3" for e in events)
    assert state.phase == "block" and state.to_act == S
    assert GAME.legal_actions(state) == [Block(), Allow()]


def test_T26_no_block_for_an_abducted_salaryman(table):
    state = table.start(at={"extractor": 3, "salaryman": 3}, heroine=3)
    table.to_phase(state, "extractor")
    table.act(state, Abduct(S))
    table.act(state, Extract())
    assert state.result.winners == (E,) and state.result.ending == "tonight.ending.extractor"


def test_T27_block_with_her_eliminates_the_extractor_and_play_goes_on(table):
    state = table.start(at={"extractor": 3, "salaryman": 3}, heroine=3)
    table.to_phase(state, "extractor")
    table.act(state, Extract())
    table.act(state, Block())
    assert state.eliminated[E] and state.result is None
    assert state.face_up[S] and state.heroine_up  # A23
    assert state.to_act == S and state.phase == "action"  # his own phase follows


def test_T27_block_elsewhere_or_declined_lets_the_extractor_win(table):
    for answer in (Block(), Allow()):
        state = table.start(at={"extractor": 3, "salaryman": 5}, heroine=3)
        table.to_phase(state, "extractor")
        table.act(state, Extract())
        table.act(state, answer)
        assert state.result.winners == (E,)
    assert state.face_up[S] is False  # declining reveals nothing


# -- Salaryman ------------------------------------------------------------

def test_T28_cemetery_will_first_by_him_or_her(table):
    state = table.start(at={"salaryman": 4}, heroine=2)
    table.to_phase(state, "salaryman")
    assert not any(isinstance(a, ObtainWill) for a in GAME.legal_actions(state))  # Bank must wait
    state.heroine = "7-7"
    assert ObtainWill(7) in GAME.legal_actions(state)
    events = table.act(state, ObtainWill(7))
    assert table.said(events, "tonight.log.will") == {"seat": S, "place": 7, "slot": 0, "by": 4}
    assert state.obtained == [7] and not state.heroine_up
    assert observe(state, H).markers[0].obtained


def test_T28_home_or_bank_stays_the_salarymans_secret(table):
    state = table.start(at={"salaryman": 4}, heroine=1)
    state.obtained = [7]
    table.to_phase(state, "salaryman")
    assert {ObtainWill(1), ObtainWill(4)} <= set(GAME.legal_actions(state))  # D9: he chooses
    events = table.act(state, ObtainWill(1))
    public = table.said(events, "tonight.log.will_hidden")
    assert "place" not in public
    assert table.said(events, "tonight.log.will_which", (S,))["place"] == 1
    slot = state.markers.index("1-1")
    other = observe(state, H)
    assert other.markers[slot].obtained and other.markers[slot].card is None and other.wills == 2
    assert observe(state, S).markers[slot].card == "1-1"


def test_T29_bon_voyage_happy_ending_at_the_station(table):
    state = table.start(at={"salaryman": 6}, heroine=6)
    state.obtained = [7, 1, 4]
    table.to_phase(state, "salaryman")
    table.act(state, BonVoyage())
    assert state.result.winners == (S,) and state.result.ending == "tonight.ending.happy"


def test_T29_bon_voyage_without_him_is_bitter_and_needs_her_at_the_station(table):
    state = table.start(at={"salaryman": 5}, heroine=5)
    state.obtained = [7, 1, 4]
    table.to_phase(state, "salaryman")
    assert table.refused(state, BonVoyage()).rule == "T29"  # A14
    state.heroine = "7-6"
    table.act(state, BonVoyage())
    assert state.result.ending == "tonight.ending.bitter"


# -- Detective ------------------------------------------------------------

def test_T30_escort_takes_the_card_and_rests_the_target_next_turn(table):
    state = table.start(at={"detective": 4, "hitman": 4})
    table.to_phase(state, "detective")
    table.act(state, Escort(H))
    assert state.taken[H] == "9-4" and "9-4" in state.hands[D] and state.escorted[H] == 1 and state.rests[H] == [2]


def test_T30_failed_escort_rests_the_detective(table):
    state = table.start(at={"detective": 4, "hitman": 5})
    table.to_phase(state, "detective")
    table.act(state, Escort(H))
    assert state.rests[D] == [2] and state.position[H] == "9-5" and state.to_act == D


def _through_turn_end(table, state):
    """Finish the turn with simple choices."""
    while state.phase != "action" or state.turn == 1:
        if state.to_act is None:
            return
        legal = GAME.legal_actions(state)
        end = [a for a in legal if isinstance(a, EndActions)]
        table.act(state, end[0] if end else legal[0])


def test_T31_under_escort_at_police_twice_then_free(table):
    state = table.start(at={"detective": 4, "extractor": 4})
    table.to_phase(state, "detective")
    table.act(state, Escort(E))
    _through_turn_end(table, state)
    assert state.turn == 2 and state.position[E] == "5-5" and state.face_up[E]  # T37(a), public
    assert state.escorted[E] == 1
    legal = GAME.legal_actions(state)  # the Hitman in turn 2
    assert Warn(E) not in legal and GatherInfo(E, 1) not in legal  # T15(b)
    table.act(state, EndActions())
    assert state.to_act == S  # the Extractor rests in turn 2
    table.to_phase(state, "detective")
    assert GatherInfo(E, 1) in GAME.legal_actions(state) and Escort(E) not in GAME.legal_actions(state)
    state.turn_limit = 5
    while state.turn == 2:
        legal = GAME.legal_actions(state)
        end = [a for a in legal if isinstance(a, EndActions)]
        table.act(state, end[0] if end else legal[0])
    assert state.position[E] == "5-5" and state.escorted[E] is None  # second forced placement, then free


def test_T32_secure_needs_all_wills_and_has_no_block(table):
    state = table.start(at={"detective": 4, "salaryman": 4}, heroine=4)
    table.to_phase(state, "detective")
    assert Secure() not in GAME.legal_actions(state)
    assert table.refused(state, Secure()).rule == "T32"
    state.obtained = [7, 4, 1]
    table.act(state, Secure())
    assert state.result.winners == (D,) and state.result.ending == "tonight.ending.detective"


def test_T32_secure_miss_eliminates(table):
    state = table.start(at={"detective": 4}, heroine=3)
    state.obtained = [7, 4, 1]
    table.to_phase(state, "detective")
    table.act(state, Secure())
    assert state.eliminated[D] and state.phase == "heroine"


def test_T33_rests_do_not_stack(table):
    state = table.start(at={"extractor": 3, "salaryman": 4, "detective": 5})
    state.rests[E] = [2]
    table.to_phase(state, "extractor")
    table.act(state, Abduct(S))  # misses: a second mark for turn 2 adds nothing
    assert state.rests[E] == [2]
