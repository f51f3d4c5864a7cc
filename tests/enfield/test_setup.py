"""E1–E6: players, the map, components, card set, deck construction, setup."""

import itertools
from collections import Counter, deque

import pytest

from game.enfield import GAME
from game.enfield.board import ADJACENT, EDGES, SQUARES, START, STREETS, simple_paths, street_of
from game.enfield.cards import CARDS, READY_DECKS
from game.enfield.decks import check_code, check_squad, parse_squad, squad_code


def test_E1_two_to_four_players(T):
    for players in (2, 3, 4):
        assert len(T.new(players).squads) == players
    for players in (1, 5):
        with pytest.raises(ValueError, match="2–4 players"):
            T.new(players)


def test_E2_the_map_has_18_street_squares_in_five_streets_plus_the_start():
    streets = {name: len(squares) for name, squares in STREETS.items()}
    assert streets == {"purple": 4, "blue": 3, "yellow": 4, "red": 3, "pink": 4}
    assert STREETS["purple"] == ("M1", "M2", "M3", "M4")
    assert STREETS["blue"] == ("B1", "B2", "B3")
    assert STREETS["yellow"] == ("Y1", "Y2", "Y3", "Y4")
    assert STREETS["red"] == ("R1", "R2", "R3")
    assert STREETS["pink"] == ("P1", "P2", "P3", "P4")
    assert len(SQUARES) == 19 and street_of(START) == ""
    assert sum(streets.values()) == 18
    assert 3 * 12 + 2 * 6 == sum(3 * n if n == 4 else 2 * n for n in streets.values())  # best score 48


def test_E2_roads_are_symmetric_and_the_map_is_connected():
    assert len(EDGES) == 21 and len({frozenset(e) for e in EDGES}) == 21
    for a, near in ADJACENT.items():
        for b in near:
            assert a in ADJACENT[b]
    assert set(ADJACENT[START]) == {"P1", "P3"}
    assert set(ADJACENT["P2"]) == {"P1", "P3"} and set(ADJACENT["R2"]) == {"R1", "R3", "P1"}
    seen, todo = {START}, deque([START])
    while todo:
        for near in ADJACENT[todo.popleft()]:
            if near not in seen:
                seen.add(near)
                todo.append(near)
    assert seen == set(SQUARES)


def test_E2_outer_loop_of_fourteen_squares():
    loop = ["M1", "M2", "M3", "M4", "B1", "B2", "B3", "Y1", "Y2", "Y3", "Y4", "R1", "R2", "R3"]
    for a, b in zip(loop, loop[1:] + loop[:1]):
        assert b in ADJACENT[a]


def test_E15_every_square_has_a_legal_move_of_every_length_1_to_6():
    for square in SQUARES:
        for length in range(1, 7):
            paths = simple_paths(square, length)
            assert paths, (square, length)
            for path in paths:
                walk = (square, *path)
                assert len(set(walk)) == len(walk) == length + 1
                assert all(b in ADJACENT[a] for a, b in itertools.pairwise(walk))


def test_E3_components_and_E6_setup(T):
    state = T.new(3)
    for squad in state.squads:
        assert squad.piece == START and squad.supply == 5
        assert len(squad.party) == 3 and len(squad.deck) == 12
        assert all(not m.incapacitated and not m.attached for m in squad.party)
        assert squad.target is None and squad.trash == []
    assert state.markers == {} and state.round == 1 and state.phase == "stake"


def test_E4_card_set_only_max_hp_and_effects_matter():
    kinds = Counter(card.kind for card in CARDS.values())
    assert kinds == {"party": 12, "action": 8, "disc": 4, "battle": 4}
    assert all(card.max_hp in (90, 140, 190, 240) for card in CARDS.values() if card.kind == "party")
    assert all(card.max_hp == 0 for card in CARDS.values() if card.kind != "party")


def test_E5_ready_made_decks_are_legal_with_470_hp_and_one_90_hp_member():
    for deck in READY_DECKS.values():
        check = check_squad(deck.party, deck.deck, hp_cap=True)
        assert check.ok and not check.warnings, deck.key
        hps = [CARDS[c].max_hp for c in deck.party]
        assert sum(hps) == 470 and hps.count(90) == 1


@pytest.mark.parametrize("code, key", [
    ("P01 P07 P11 | 4xD01 4xD02 3xB01", "enfield.deck.size"),
    ("P01 P07 P11 | 5xD01 4xD02 3xB01", "enfield.deck.copies"),
    ("P01 P07 | 4xD01 4xD02 4xB01", "enfield.deck.party_size"),
    ("P01 P07 A01 | 4xD01 4xD02 4xB01", "enfield.deck.not_character"),
    ("P01 P07 P11 | 4xD01 4xD02 4xZ99", "enfield.deck.unknown"),
    ("P01 P07 P11 4xD01 4xD02 4xB01", "enfield.deck.format"),
    ("P01 P07 P11 | 4xD01 4xD02 4x", "enfield.deck.token"),
])
def test_E5_illegal_decks_are_refused_with_the_reason(code, key):
    check = check_code(code)
    assert not check.ok
    assert key in [p.key for p in check.problems]
    assert all(p.rule == "E5" for p in check.problems)


def test_E5_a_repeated_party_character_is_warned_not_refused():
    check = check_code("P11 P11 P11 | 4xA03 4xA02 4xA08")
    assert check.ok and [w.rule for w in check.warnings] == ["AE31"]


def test_E5_balance_rule_caps_the_party_at_470():
    assert check_code("P01 P02 P03 | 4xD01 4xD02 4xB01").ok
    refused = check_code("P01 P02 P03 | 4xD01 4xD02 4xB01", hp_cap=True)
    assert [p.key for p in refused.problems] == ["enfield.deck.hp_cap"]


def test_E5_custom_squads_through_the_options(T):
    code = "P01 P02 P12 | 4xA08 4xA07 4xD04"
    state = T.new(2, deck=("custom", "swiftwind"), custom_decks=(code, ""))
    assert [m.card for m in state.squads[0].party] == ["P01", "P02", "P12"]
    assert sorted(state.squads[0].deck) == sorted(parse_squad(code)[1])
    assert squad_code(*parse_squad(code)[:2]) == "P01 P02 P12 | 4xA07 4xA08 4xD04"
    with pytest.raises(ValueError, match="E5: a deck has exactly 12 cards"):
        T.new(2, deck=("custom", "swiftwind"), custom_decks=("P01 P02 P12 | 4xA08", ""))
    with pytest.raises(ValueError, match="gave no squad code"):
        T.new(2, deck=("custom", "swiftwind"))
    with pytest.raises(ValueError, match="470"):
        T.new(2, deck=("custom", "swiftwind"), custom_decks=("P01 P02 P03 | 4xA08 4xA07 4xD04", ""), hp_cap=True)


def test_E5_four_players_may_share_a_ready_made_deck(T):
    state = T.new(4)
    assert [s.deck_name for s in state.squads] == ["shieldwall", "lanternlight", "swiftwind", "shieldwall"]
    state.squads[0].deck.pop()
    assert len(state.squads[3].deck) == 12  # separate copies


def test_E6_turn_order_is_a_seeded_random_permutation_or_seat_order(T):
    orders = {tuple(GAME.start(4, seed, {}).order) for seed in range(40)}
    assert len(orders) > 5 and all(sorted(o) == [0, 1, 2, 3] for o in orders)
    assert GAME.start(4, 9, {}).order == GAME.start(4, 9, {}).order
    assert T.new(4).order == [0, 1, 2, 3]
    state = GAME.start(3, 5, {})
    assert state.to_act == state.order[0]


def test_DE1_a_custom_squad_survives_a_saved_record(T, tmp_path):
    from game.engine.record import Seat, load_record
    from game.engine.session import Session

    options = {"deck": ("custom", "lanternlight"), "custom_decks": ("P03 P08 P12 | 4xA04 4xA05 4xB02", "")}
    session = Session.new(GAME, [Seat("A", "random"), Seat("B", "random")], 7, options, autosave=tmp_path / "s.json")
    session.act(session.legal()[0])
    record, state = load_record(tmp_path / "s.json", {"enfield": GAME})
    assert state == session.state and record.options["custom_decks"] == ("P03 P08 P12 | 4xA04 4xA05 4xB02", "")
