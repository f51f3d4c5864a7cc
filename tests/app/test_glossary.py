"""One word for one thing in each language: the catalogs and the rules pages are checked
against scenes/locale/glossary.json. A term's entries (`keys`) hold its word, and no catalog
entry or rules page within its reach (`where`) uses a word it avoids."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.kit.i18n import catalog, glossary

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "scenes" / "rules"
TERMS = {name: term for name, term in glossary().items() if not name.startswith("_")}
SETTLED = ("shield", "s_trigger", "no_god_this_turn", "undo", "coffin", "move", "turn", "home", "restaurant",
           "ai_hard", "choose_a_move", "tonight_marks",  # the words players met two ways (issue 39)
           "hint", "first_tips", "pause")  # and those an editor's pass found: ヒント was also the first-game tips


def in_reach(term: dict, key: str) -> bool:
    """A catalog key within a term's reach: its game's catalogs and first-game tips, or all."""
    where = term.get("where")
    if not where:
        return True
    return any(key.startswith((f"{game}.", f"{game}_table.", f"tips.{game}.", f"refusal.{game}.")) for game in where)


def pages(term: dict, language: str) -> list[Path]:
    where = term.get("where")
    return [p for p in sorted(RULES.glob(f"*.{language}.md")) if not where or p.name.split(".")[0] in where]


def test_the_glossary_settles_the_words_players_met_two_ways():
    assert set(SETTLED) <= set(TERMS)
    for name, term in TERMS.items():
        assert term["en"] and term["ja"] and term["keys"], name


@pytest.mark.parametrize("name", sorted(TERMS))
def test_each_term_is_named_by_its_word(name):
    term = TERMS[name]
    words = catalog()
    wrong = [f"{key} ({lang}): {words[key][lang]!r}" for key in term["keys"] for lang in ("en", "ja")
             if key not in words or term[lang].lower() not in words[key][lang].lower()]
    assert wrong == [], f"{name}: these entries do not say {term['en']!r} / {term['ja']!r}"


@pytest.mark.parametrize("name", sorted(TERMS))
def test_no_catalog_entry_or_rules_page_uses_another_word_for_it(name):
    term = TERMS[name]
    found = []
    for lang, others in term.get("avoid", {}).items():
        for key, entry in catalog().items():
            if in_reach(term, key):
                found += [f"{key} ({lang}): {other}" for other in others if other in entry[lang]]
        for page in pages(term, lang):
            text = page.read_text(encoding="utf-8")
            found += [f"{page.name}: {other}" for other in others if other in text]
    assert found == [], f"{name} is {term[lang]!r} here, not: {found}"


def test_the_card_faces_and_the_rules_core_name_the_suits_as_the_catalog_does():
    from game.engine.seven import suit_name
    from sprites.faces.seven import SUIT_NAMES

    words = catalog()
    for suit, (en, ja) in SUIT_NAMES.items():
        assert ja == words[f"kit.suit.{suit}"]["ja"] == suit_name(suit, "ja")


def test_no_catalog_entry_shows_a_rule_id():
    """A player reads words, not the specification's numbers (R14, M83, E27 …)."""
    import re

    rule_id = re.compile(r"\b[RMTEK]\d{1,3}[a-z]?\b")
    shown = [f"{key} ({lang})" for key, entry in catalog().items() if not key.startswith("refusal.")
             for lang in ("en", "ja") if rule_id.search(entry[lang])]
    assert shown == []
