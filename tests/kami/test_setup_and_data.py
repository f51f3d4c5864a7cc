"""K1–K6, K40, K44–K45 and the data tables."""

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from kami_helpers import invariant

from game.kami import GAME
from game.kami.cards import ADJACENT, BY_CODE, CARD_TYPES, GODS, LINKS, POOL, SPELLS

OPPOSITE = {"left": "right", "right": "left", "up": "down", "down": "up"}


def test_K2_the_pool_has_100_cards_36_gods_54_spells_10_singles():
    kinds = Counter(BY_CODE[c].kind for c in POOL)
    assert len(POOL) == 100
    assert kinds == {"god": 36, "spell": 54, "single": 10}
    assert all(POOL.count(t.code) == t.copies for t in CARD_TYPES)


def test_K2_every_card_has_both_names_a_civilisation_and_only_cyclone_panic_has_a_printed_trigger():
    for t in CARD_TYPES:
        assert t.en and t.ja and t.civ
        assert set(t.civ) <= {"light", "water", "darkness", "fire", "nature"}
    assert [t.code for t in CARD_TYPES if t.s_trigger] == ["CYCLONE_PANIC"]
    assert BY_CODE["CONSPIRACY_HAND"].civ == ("water", "darkness")
    assert BY_CODE["NEUTRON"].ja == "起源神ニュートロン"


def test_K73_printed_costs_only_golden_proof_is_above_seven():
    assert [c for c in SPELLS if BY_CODE[c].cost > 7] == ["GOLDEN_PROOF"]


def test_K44_K45_the_link_table_is_symmetric_and_matches_the_grid():
    for card in GODS:
        for side, other in LINKS[card].items():
            if other:
                assert LINKS[other][OPPOSITE[side]] == card
    assert LINKS["NEUTRON"] == {"left": "QUARK", "right": "LEPTON", "up": "ATOM", "down": None}
    assert set(ADJACENT["PROTON"]) == {"ATOM", "QUARK"}
    assert "LEPTON" not in ADJACENT["ATOM"]  # K44: diagonals are not adjacent


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_K5_setup_deals_5_shields_and_6_cards_and_leaves_100_minus_11n(players):
    g = GAME.start(players, 7, {"first_player": 1})
    first = g.first_player
    assert first == 0
    for s in range(players):
        assert [lab for lab, _ in g.shields[s]] == [1, 2, 3, 4, 5]
        assert len(g.hands[s]) == 6 + (1 if s == first else 0)  # the first player has drawn (K9)
        assert g.fields[s] == []
    assert len(g.pile) == 100 - 11 * players - 1
    invariant(g)


def test_K5_nobody_knows_the_shields_not_even_their_owner():
    g = GAME.start(4, 3)
    obs = [GAME.observe(g, s) for s in range(4)]
    for o in obs:
        for view in o.seats:
            assert all(sh.card is None for sh in view.shields)
    assert obs[0].hand != () and obs[0].pile_known == ()


def test_K6_the_rng_picks_the_first_player_when_no_seat_is_given():
    firsts = {GAME.start(5, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}
    assert GAME.start(5, 11).first_player == GAME.start(5, 11).first_player


def test_K6_later_rounds_start_with_the_next_seat():
    from game.kami.flow import end_round

    g = GAME.start(3, 1, {"first_player": 3, "rounds": 3})
    assert g.first_player == 2
    end_round(g, "kami.ending.turn_limit", None, [])
    assert g.round == 2 and g.first_player == 0 and g.active == 0
    assert all(not e for e in g.eliminated)


def test_K40_options_and_their_limits():
    assert GAME.resolve_options(3, None) == {"rounds": 5, "turn_limit": 300, "first_player": 0}
    with pytest.raises(ValueError):
        GAME.resolve_options(3, {"rounds": 10})
    with pytest.raises(ValueError):
        GAME.start(3, 1, {"first_player": 5})


def test_K1_three_to_six_players():
    with pytest.raises(ValueError):
        GAME.start(2, 1)
    with pytest.raises(ValueError):
        GAME.start(7, 1)


def test_catalog_has_every_key_the_core_names():
    from game.kami.actions import ACTION_TYPES
    from game.kami.rules import RULE_OF

    catalog = json.loads((Path(__file__).parents[2] / "scenes/locale/kami.json").read_text(encoding="utf-8"))
    need = {t.label for t in ACTION_TYPES}
    need |= {f"kami.prompt.{kind}" for kind in RULE_OF}
    need |= {f"kami.option.{o.key}" for o in GAME.options}
    need |= {f"kami.card.{t.code}" for t in CARD_TYPES} | {f"kami.card.{t.code}.text" for t in CARD_TYPES}
    need |= {f"kami.zone.{z}" for z in ("pile", "graveyard", "hand", "shields", "field", "resolution")}
    need |= {"kami.ending.six_gods", "kami.ending.last_standing", "kami.ending.turn_limit", "kami.ending.match"}
    source = "".join(p.read_text() for p in (Path(__file__).parents[2] / "game/kami").glob("*.py"))
    need |= set(re.findall(r'"(kami\.msg\.[a-z_]+)"', source))
    missing = sorted(need - set(catalog))
    assert not missing
    for key in [k for k in catalog if k.startswith("kami.ending.")]:
        assert key.endswith(".text") or key + ".text" in catalog
    for key, entry in catalog.items():
        assert key.startswith("kami.") and entry["en"] and entry["ja"]
        words = re.sub(r"\{[^}]*\}", "", entry["ja"]).strip()  # a line that is only its {action} has no words
        assert not words or any(ord(ch) > 0x3000 for ch in words) or key == "kami.shield", key
