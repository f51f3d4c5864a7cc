"""Issue 26, "Done when": every catalog string and every log line of seeded games, in both
languages, set at every text size and at the widths the screens draw text at, breaks
where a printed page would: no line starts with closing punctuation, a prolonged-sound
mark or a small kana, none ends with an opening bracket, no phrase that fits a line is cut,
and no one character stands alone on the last line when the phrase before it could move.
And no log line of 50 seeded games a title shows a raw Python value.

The widths are not guessed: every scene of every game is rendered in both languages and
the (pixel size, width) of each `theme.wrap` call it makes is recorded."""

from __future__ import annotations

import functools
import itertools
import os
import re
import string
import types
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.simcheck import play_game
from scenes.kit.i18n import LANGUAGES, catalog, tr
from sprites import linebreak, theme

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
TEXT_SIZES = (1.0, 1.25, 1.5)
# the issue's rules, spelled out here rather than read back from the code under test
NO_START = set("。、，．）」』】〉》ー・：；！？ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
NO_END = set("「『（【〈《")


def _scenes():
    from scenes.shell.screens import SCREENSHOT_SCENES

    for game in GAMES:
        for scene in SCREENSHOT_SCENES:
            if scene in ("menu", "settings", "about", "crash", "freetable") and game != GAMES[0]:
                continue
            yield game, scene


@pytest.fixture(scope="module")
def widths(tmp_path_factory):
    """{language: {(px, width, bold)}}: every wrap the screens make, in each language."""
    from scenes.shell.screens import open_scene
    from tests.privacy import table_app

    os.environ["SEVEN_TABLES_HOME"] = str(tmp_path_factory.mktemp("home"))
    seen: dict[str, set] = {}
    wrap = theme.wrap
    language = ""

    def recording(text, px, width, bold=False):
        seen[language].add((px, width, bold))
        return wrap(text, px, width, bold)

    theme.wrap = recording
    try:
        for language in LANGUAGES:
            seen[language] = set()
            app = table_app(lang=language)
            for game, scene in _scenes():
                app.scenes.clear()
                open_scene(app, scene, types.SimpleNamespace(game=game, seed=3, moves=20, players=None, seat=0))
                for _ in range(3):
                    app.frame(1 / 60, events=[])
    finally:
        theme.wrap = wrap
    return seen


def _settings(measured: set) -> list[tuple[int, int, bool]]:
    """Every recorded (px, width, bold) at every text size, one of each line length in
    characters (a 14 px line of 300 px breaks as a 12 px line of 257 px does)."""
    out: dict[tuple[int, bool], tuple[int, int, bool]] = {}
    for (px, width, bold), scale in itertools.product(sorted(measured), TEXT_SIZES):
        size = round(px * scale)
        out.setdefault((width // size, bold), (size, width, bold))
    return sorted(out.values())


class _Sample(dict):
    """Placeholder values as a game fills them: counts are numbers, the rest names."""

    def __init__(self, language: str):
        super().__init__()
        self.language = language

    def __missing__(self, key):
        if key in ("n", "count", "left", "steps", "value", "score", "total", "k", "points", "round"):
            return 3
        return "プレイヤー2" if self.language == "ja" else "Player 2"


def _catalog_texts(language: str) -> list[str]:
    texts = []
    for entry in catalog().values():
        template = entry.get(language) or ""
        try:
            texts.append(string.Formatter().vformat(template, (), _Sample(language)))
        except (ValueError, IndexError, AttributeError, KeyError):
            texts.append(template)
    return [t for t in texts if t.strip()]


def _faults(text: str, px: int, width: int, bold: bool) -> list[str]:
    """What is wrong with how `text` is set in lines of `width` pixels."""
    faults = []
    fits = lambda line: theme.text_width(line, px, bold) <= width
    for paragraph in text.split("\n"):
        lines = theme.wrap(paragraph, px, width, bold)
        shown = " | ".join(lines)
        for before, after in itertools.pairwise(lines):
            if after[:1] in NO_START or before[-1:] in NO_END:
                faults.append(f"kinsoku at {px}px/{width}: {shown}")
        if not linebreak.is_japanese(paragraph):
            continue
        # a cut inside a phrase that would have fitted a line of its own
        starts, at = set(), 0
        for phrase in linebreak.phrases(paragraph):
            starts.add(at)
            at += len(phrase)
        at = 0
        for line in lines[:-1]:
            at = paragraph.index(line, at) + len(line)
            while at < len(paragraph) and paragraph[at] == " ":
                at += 1
            if at not in starts:
                phrase = next(p for s, p in _phrase_at(paragraph) if s < at <= s + len(p))
                if fits(phrase.strip()):
                    faults.append(f"phrase {phrase!r} cut at {px}px/{width}: {shown}")
        last = [ch for ch in lines[-1] if ch != " " and ch not in NO_START]
        if len(lines) > 1 and len(last) == 1:
            before = linebreak.phrases(lines[-2])
            if len(before) > 1 and fits(before[-1] + lines[-1]):
                faults.append(f"lone last character at {px}px/{width}: {shown}")
    return faults


def _phrase_at(paragraph: str):
    at = 0
    for phrase in linebreak.phrases(paragraph):
        yield at, phrase
        at += len(phrase)


@pytest.mark.parametrize("language", LANGUAGES)
def test_issue_26_every_catalog_string_is_set_well_at_every_size_and_drawn_width(widths, language):
    faults: set[str] = set()
    for px, width, bold in _settings(widths[language]):
        for text in _catalog_texts(language):
            faults.update(_faults(text, px, width, bold))
    assert sorted(faults)[:30] == [], f"{len(faults)} faults"


@functools.cache
def _log_lines(game_id: str, games: int, language: str) -> frozenset[str]:
    """Every log line every viewer (and an onlooker) reads in seeded games of random and
    simple AIs, through the table's own narration."""
    from tests.kit.test_table_kit import OPTIONS, open_game
    from tests.stand_in import MenuStandIn, table_app

    app = table_app(lang=language)
    game = registry.get(game_id)
    lines: set[str] = set()
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        session = play_game(game, players, seed, ("random", "simple"), OPTIONS.get(game_id))
        table = open_game(app, game_id, session=session)
        for viewer in [None, *range(players)]:
            table.handoff.viewer = viewer
            table.log_view.rebuild()
            lines.update(line for line, _ in table.log_view.lines)
        app.scenes.clear()
        app.push(MenuStandIn(app))
    return frozenset(lines)


@pytest.mark.parametrize("language", LANGUAGES)
def test_issue_26_every_log_line_of_seeded_games_is_set_well_at_every_size_and_drawn_width(widths, language):
    faults: set[str] = set()
    settings = _settings(widths[language])
    for game_id in GAMES:
        for line in _log_lines(game_id, 3, language):
            for px, width, bold in settings:
                faults.update(_faults(line, px, width, bold))
    assert sorted(faults)[:30] == [], f"{len(faults)} faults"


# A raw Python value: a tuple or list of strings, a CONSTANT_NAME, an Enum member, None/True/False,
# an object's repr, or a brace left from a template.
RAW = re.compile(r"[(\[]\s*['\"]|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b[A-Z][A-Za-z]+\.[A-Z_]{2,}\b|\b(None|True|False)\b"
                 r"|<[\w.]+ object|[{}]")


@pytest.mark.parametrize("game_id", GAMES)
def test_issue_26_no_raw_python_value_in_any_log_line_of_50_seeded_games(game_id):
    raw = sorted(line for line in _log_lines(game_id, 50, "en") if RAW.search(line))
    assert raw[:10] == []


def test_a_raw_value_is_caught_by_the_check():
    """The check above finds what the play-tests saw in Whisper's Mind Reset line."""
    assert RAW.search("('BUBBLE_TRAP', 'NEUTRON') in Carol's hand is shown")
    assert RAW.search("Phase.DRAW begins") and RAW.search("['a', 'b']") and RAW.search("None wins")
    assert not RAW.search("Carol's whole hand is shown: Bubble Trap, Origin God Neutron ×2")


def test_whisper_mind_reset_names_the_cards_it_shows(app):
    from game.engine.contract import Revealed
    from tests.kit.test_table_kit import open_game

    table = open_game(app, "kami", seed=2)
    line = table.describe(Revealed(("BUBBLE_TRAP", "NEUTRON", "NEUTRON"), "hand.1", visible_to=(0,)))
    assert "BUBBLE_TRAP" not in line and "(" not in line
    assert line == f"{table.seat_name(1)}'s whole hand is shown: Bubble Trap, Origin God Neutron ×2"
    assert tr("kami_table.log.shown_hand.many", "ja", seat="A", card="B") == "Aの手札をすべて見た：B"


# -- the editor's pass ---------------------------------------------------------------------
ASCII_IN_JAPANESE = re.compile(r"[(),!?;]|(?<!\d):|:(?!\d)")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
RULES = Path(__file__).resolve().parents[2] / "scenes" / "rules"


def test_issue_26_japanese_catalog_strings_use_full_width_punctuation():
    ascii_marks = []
    for key, entry in catalog().items():
        words = re.sub(r"\{[^}]*\}", "", entry.get("ja", ""))
        if JAPANESE.search(words) and ASCII_IN_JAPANESE.search(words):
            ascii_marks.append(f"{key}: {entry['ja']}")
    assert ascii_marks == []


def test_issue_26_japanese_rules_pages_use_full_width_punctuation():
    ascii_marks = [f"{page.name}: {line}" for page in sorted(RULES.glob("*.ja.md"))
                   for line in page.read_text(encoding="utf-8").splitlines()
                   if not line.startswith("![") and JAPANESE.search(line) and ASCII_IN_JAPANESE.search(line)]
    assert ascii_marks == []


def test_issue_26_one_term_for_the_card_that_says_where_a_man_is():
    texts = [e.get("ja", "") for e in catalog().values()] + [p.read_text(encoding="utf-8") for p in RULES.glob("*.ja.md")]
    assert not [t for t in texts if "位置カード" in t or "居場所のカード" in t]
    assert any("居場所カード" in t for t in texts)


@pytest.mark.parametrize("language", LANGUAGES)
def test_issue_26_no_doubled_punctuation_and_no_ascii_list_comma_in_log_lines(language):
    doubled = re.compile(r"[。．.!?！？]\s*[)）」』”\"]?[。．.]" if language == "ja" else r"[.!?][)”\"]\.|\.\)")
    lines = [line for game_id in GAMES for line in _log_lines(game_id, 3, language)]
    assert [line for line in lines if doubled.search(line)] == []
    if language == "ja":
        assert [line for line in lines if JAPANESE.search(line) and re.search(r"[^\d], ", line)] == []


@pytest.mark.parametrize("unnatural", ["ヒロインはヒロインの自宅", "中4に到達", "あなたの前の手から"])
def test_issue_26_phrases_the_play_tests_named_are_gone(unnatural):
    texts = [e.get("ja", "") for e in catalog().values()]
    texts += [tr("app.stats.reached", "ja", n=4, total=13)]
    texts += list(_log_lines("tonight", 3, "ja"))
    assert not [t for t in texts if unnatural in t]


def test_issue_26_the_heroine_is_at_home_not_at_the_heroines_home(app):
    from game.engine.contract import Message
    from tests.kit.test_table_kit import open_game

    app.set_language("ja")
    table = open_game(app, "tonight", seed=2)
    line = table.describe(Message("tonight.log.heroine_at", (("place", 1),)))
    assert line == "ヒロインは自宅にいる。"


def test_issue_26_the_rules_page_in_japanese_has_japanese_chrome(app):
    from scenes.shell.rules_viewer import RulesViewer

    page = RulesViewer(app, "tonight")  # the app speaks English; the page is switched to 日本語
    app.push(page)
    page.set_language("ja")
    theme.drawn = []
    try:
        app.frame(1 / 60, [])
        words = {w for _, w, *_ in theme.drawn}
    finally:
        theme.drawn = None
    labels = {w.text(w.label) for w in page.widgets if hasattr(w, "text")}
    assert "ルール" in words and "Rules" not in words
    assert {"戻る", "今夜は眠りたい", "神のささやき"} <= labels | words
    assert not {"Back", "Tonight", "I Want to Sleep Tonight"} & (labels | words)


def test_issue_26_the_replays_all_seeing_panel_names_default_seats_in_japanese(app):
    from scenes.shell.replay import ReplayScene
    from scenes.shell.screens import prepared_session

    app.set_language("ja")
    session = prepared_session("tonight", 6, 0, None, 1, to_end=True)  # seats named "Player N"
    replay = ReplayScene(app, session.record, viewer=1, at=9)
    captions = [caption for caption, *_ in replay.open_rows()]
    assert any("プレイヤー1" in c for c in captions) and not any("Player" in c for c in captions)
