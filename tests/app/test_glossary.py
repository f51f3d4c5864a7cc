"""One word for one thing in each language: the catalogs and the rules pages are checked
against scenes/locale/glossary.json. A term's entries (`keys`) hold its word, and no catalog
entry or rules page within its reach (`where`) uses a word it avoids."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.kit.i18n import catalog, glossary

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "scenes" / "rules"
TERMS = {name: term for name, term in glossary().items() if not name.startswith("_")}
SETTLED = ("shield", "s_trigger", "no_god_this_turn", "undo", "coffin", "move", "turn", "home", "restaurant",
           "ai_hard", "choose_a_move", "tonight_marks",  # the words players met two ways (issue 39)
           "hint", "first_tips", "pause",  # and those an editor's pass found: ヒント was also the first-game tips
           # and the game terms the pass over the game catalogs and rules pages found two ways
           "plate", "nobody", "random", "turn_limit", "complete", "requiem_arrival", "requiem_engaged",
           "requiem_intercept", "requiem_fall", "requiem_retreat", "requiem_mage", "marenzan_ability", "marenzan_saint",
           "marenzan_victory_card", "marenzan_permanent_rule", "marenzan_support", "marenzan_call_for_help",
           "marenzan_demon", "marenzan_tell", "marenzan_bottom", "tonight_position_card", "tonight_sideways",
           "tonight_end_actions", "enfield_trash", "enfield_die_face", "enfield_pass", "enfield_meet",
           "enfield_incapacitate", "enfield_hired_blade", "enfield_member", "enfield_give_marker",
           "kami_knocked_out", "kami_free", "start_player")


def in_reach(term: dict, key: str) -> bool:
    """A catalog key within a term's reach: its game's catalogs and first-game tips, or all."""
    where = term.get("where")
    if not where:
        return True
    return any(key.startswith((f"{game}.", f"{game}_table.", f"tips.{game}.", f"refusal.{game}.")) for game in where)


def pages(term: dict, language: str) -> list[Path]:
    where = term.get("where")
    return [p for p in sorted(RULES.glob(f"*.{language}.md")) if not where or p.name.split(".")[0] in where]


def other_words(term: dict, lang: str, text: str) -> list[str]:
    """The avoided words a text uses for the term: its own word is set aside first (so 襲来エリア can be
    avoided where 敵軍襲来エリア is the word), and an avoided word written `re:…` is a pattern."""
    aside = text.replace(term[lang], "\0")
    found = []
    for other in term.get("avoid", {}).get(lang, []):
        seen = text if term[lang] in other else aside
        if other.startswith("re:"):
            found += re.findall(other[3:], seen)
        elif other in seen:
            found.append(other)
    return found


def test_the_glossary_settles_the_words_players_met_two_ways():
    assert set(SETTLED) <= set(TERMS)
    for name, term in TERMS.items():
        assert term["en"] and term["ja"] and (term["keys"] or term.get("avoid")), name


@pytest.mark.parametrize("name", sorted(TERMS))
def test_each_term_is_named_by_its_word(name):
    """Its catalog entries hold its word; a term no entry names (the plate) is named on a rules page."""
    term = TERMS[name]
    words = catalog()
    wrong = [f"{key} ({lang}): {words[key][lang]!r}" for key in term["keys"] for lang in ("en", "ja")
             if key not in words or term[lang].lower() not in words[key][lang].lower()]
    if not term["keys"]:
        wrong = [lang for lang in ("en", "ja")
                 if not any(term[lang] in page.read_text(encoding="utf-8") for page in pages(term, lang))]
    assert wrong == [], f"{name}: these entries do not say {term['en']!r} / {term['ja']!r}"


def uses_of_other_words(term: dict) -> list[str]:
    found = []
    for lang in term.get("avoid", {}):
        for key, entry in catalog().items():
            if in_reach(term, key):
                found += [f"{key} ({lang}): {other}" for other in other_words(term, lang, entry[lang])]
        for page in pages(term, lang):
            found += [f"{page.name}: {other}" for other in other_words(term, lang, page.read_text(encoding="utf-8"))]
    return found


@pytest.mark.parametrize("name", sorted(TERMS))
def test_no_catalog_entry_or_rules_page_uses_another_word_for_it(name):
    found = uses_of_other_words(TERMS[name])
    assert found == [], f"{name} is {TERMS[name]['ja']!r} / {TERMS[name]['en']!r} here, not: {found}"


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


# One voice for one kind of text in Japanese: a log line tells what happened in the plain past
# (〜した), a button names its action (〜する, never a sentence in です/ます).
LOG_LINE = re.compile(r"\.(log|msg)\.")
BUTTON = re.compile(r"\.(action|button)\.")
POLITE_END = re.compile(r"(です|ます|ました|ません|でした|ください)[。！]?$")


def polite_lines(pattern: re.Pattern) -> list[str]:
    return [f"{key}: {entry['ja']}" for key, entry in catalog().items()
            if pattern.search(key) and POLITE_END.search(entry["ja"])]


def test_every_log_line_in_japanese_is_in_the_plain_form():
    assert polite_lines(LOG_LINE) == []


def test_no_button_in_japanese_is_a_polite_sentence():
    assert polite_lines(BUTTON) == []


# Latin letters a Japanese text may hold: key names, HP, AI, the S of S・トリガー, card ranks (A, K),
# seats (P1), Roman place numbers, a licence folder, the deck format's examples and the original titles.
LATIN_ALLOWED = {"AI", "HP", "S", "Enter", "Shift", "Esc", "Tab", "Ctrl", "F", "H", "L", "Z", "OK", "P", "A", "K", "R",
                 "I", "II", "III", "IV", "V", "VI", "VII", "DISC", "ensemble", "TCG", "DOP", "DM", "Wizards", "of",
                 "the", "Coast", "json", "licences", "xA", "xD"}


def japanese_texts():
    for key, entry in catalog().items():
        yield key, re.sub(r"\{[^}]*\}", "", entry["ja"])
    for page in sorted(RULES.glob("*.ja.md")):
        yield page.name, "\n".join(line for line in page.read_text(encoding="utf-8").splitlines()
                                   if not line.startswith("!["))


def test_no_english_word_is_left_in_the_japanese():
    left = [f"{where}: {word}" for where, text in japanese_texts()
            for word in re.findall(r"[A-Za-z][A-Za-z\-]*", text) if word not in LATIN_ALLOWED]
    assert left == []


def test_japanese_punctuation_is_full_width():
    """？ and ！ inside a sentence are followed by the next word, not by an ASCII space; no ASCII ! ? ; / in Japanese,
    and items are joined by the full-width ・, not the Latin · (ラウンド1／5・ターン3)."""
    odd = [f"{where}: {text[:40]}" for where, text in japanese_texts() if re.search(r"[？！] |[!?;/·]", text)]
    assert odd == []
