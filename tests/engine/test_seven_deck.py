from collections import Counter

import pytest

from game.engine.seven import SEVEN_DECK, Card, copies_of_rank, suit_name


def test_the_deck_has_49_distinct_cards():
    assert len(SEVEN_DECK) == 49
    assert len(set(SEVEN_DECK)) == 49


def test_rank_counts_rise_to_seven_and_fall_back():
    counts = Counter(card.rank for card in SEVEN_DECK)
    assert [counts[r] for r in range(1, 14)] == [1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1]
    assert all(counts[r] == copies_of_rank(r) for r in range(1, 14))


def test_rank_r_carries_suits_max_1_r_minus_6_to_min_7_r():
    for rank in range(1, 14):
        suits = sorted(card.suit for card in SEVEN_DECK if card.rank == rank)
        assert suits == list(range(max(1, rank - 6), min(7, rank) + 1))


def test_every_suit_has_seven_cards_on_seven_consecutive_ranks():
    for suit in range(1, 8):
        ranks = sorted(card.rank for card in SEVEN_DECK if card.suit == suit)
        assert len(ranks) == 7
        assert ranks == list(range(ranks[0], ranks[0] + 7))
        assert ranks[0] == suit


def test_named_cards_exist():
    assert Card(13, 7) in SEVEN_DECK  # the King is the Coffin K
    assert Card(1, 1) in SEVEN_DECK  # the Ace of Hearts
    assert Card(1, 2) not in SEVEN_DECK


def test_codes_round_trip_and_refuse_strangers():
    for card in SEVEN_DECK:
        assert Card.from_code(card.code) == card
    with pytest.raises(ValueError):
        Card.from_code("1-7")


def test_suit_names_in_both_languages():
    assert [suit_name(s) for s in range(1, 8)] == ["Heart", "Onion", "Book", "Coin", "Medal", "Hourglass", "Coffin"]
    assert suit_name(7, "ja") == "柩"  # as the Coffin Prince, 柩の王子 (scenes/locale/glossary.json)
