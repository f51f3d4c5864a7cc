"""Every screen measured at every text size, card size, window and language.

    python -m bench.layout [--quick] [--only NAME …] [--show N]

Each screen (every scene the self-test visits, every table at seeded moments with its
dialogs, tooltip, hint, recap, results and replay, the deck builder) is opened for each
language × text size × card size and drawn at each window size onto a surface that
records every text image blitted on it (`InkSurface`), next to what the widgets say of
their boxes (`theme.drawn`). Four faults are counted:

- outside: a text outside the box it was given (a button's label, a chooser's words, a
  paragraph's line, a fitted text, a clip), or starting in a panel and running out of it;
- overlap: two texts drawn over each other (no opaque panel drawn between them);
- window: a text clipped by the window;
- cut: words shortened with "…" (a name on a card face, a line of a list);
- behind: a text drawn and then covered by a card, a die or a button drawn over it;
- popups: two bubbles over each other (a tooltip, a callout, a toast, the hint's tag, the banner
  with its prompt);
- buttons: two controls whose rects overlap (a click there would be ambiguous);
- over: a text drawn over a card face or a die drawn before it that is not the card's own
  (a pile's label on the pile, a place's name on its cards);
- covers: a bubble (a tooltip, a callout, the note by the pointer, the hint's tag, a toast,
  the banner) over a text shown before it or over the thing the pointer rests on; the recap
  over the table's prompt (a question asked, the banner's line).

Texts, bubbles and controls under an opaque dialog drawn between them do not count.

The target is 0 of each. `--quick` is the in-suite part (tests/app/test_layout.py):
Japanese and English at 150 % text and 130 % cards in the smallest window.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import product

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from bench.layout_faults import KINDS, MIN_OVERLAP, Fault, faults  # noqa: F401 (the sweep's measure)
from sprites import furniture, theme
from tests.stand_in import MenuStandIn, table_app

LANGUAGES = ("en", "ja")
TEXT_SIZES = (100, 125, 150)
CARD_SIZES = (100, 130)
WINDOWS = ((960, 540), (1280, 720), (1920, 1080))
GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
PLAYERS = {"requiem": 3, "marenzan": 3, "tonight": 4, "enfield": 3, "kami": 4}
MOMENTS = (0, 14, 45)  # decisions played before a table is looked at
QUESTION = 6  # Marenzan: the viewer is asked to support a fight as the recap of the others' moves opens


# -- the record ----------------------------------------------------------------------------
class InkSurface(pygame.Surface):
    """A window stand-in that records each text image blitted on it with its full rect (what
    a clip or the window cut off included) and the clip it was drawn under; a cached layer
    (`theme.Layer`) brings the texts drawn on it; a card or a die blitted as painted
    (`theme.is_solid`) is noted as hiding what lies under it."""

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        for words, rect, clip in theme.inks_of(source, dest, area, self.get_clip()):  # a text, or a layer's texts
            theme.drawn.append(theme.Drawn("ink", words, rect, clip, words in theme.cut_words))
        if theme.drawn is not None and theme.is_solid(source):  # a card or a die blitted as it is
            theme.drawn.append(theme.Drawn("opaque", "", done.inflate(-2, -2)))
        return done


def draw_and_measure(app, screen: str) -> list[Fault]:
    """Draw the scenes on show (each on its own record: an overlay covers what is under it)."""
    surface = app.window
    window = surface.get_rect()
    stack = app.scenes
    first = len(stack) - 1
    while first > 0 and stack[first].overlay:
        first -= 1
    found: list[Fault] = []
    surface.fill(theme.LETTERBOX)
    furniture.bubbles.clear()  # as the app's drawing does each frame
    try:
        for scene in stack[max(first, 0):]:
            if getattr(scene, "banner", None) is not None:
                scene.banner.change = 0.0  # a new banner slides in from above for a moment: not its layout
            theme.drawn = []
            surface.set_clip(app.view.stage)
            scene.draw(surface)
            surface.set_clip(None)
            found += faults(theme.drawn, window, screen)
    finally:
        theme.drawn = None
        theme.cut_words.clear()
    return found


# -- the screens ---------------------------------------------------------------------------
_Base = MenuStandIn  # the name the sweep's callers knew it by


def frames(app, n: int = 3, events=None) -> None:
    for i in range(n):
        app.frame(1 / 60, events if i == 0 and events else [])


_RECORDS: dict = {}


def session_at(game_id: str, seed: int, moves: int, to_end: bool = False):
    """A game with every seat human, advanced by Normal bots (cached as its decisions)."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session

    game = registry.get(game_id)
    n = PLAYERS[game_id]
    seats = [Seat(name, "human") for name in NAMES[:n]]
    key = (game_id, seed, moves, to_end)
    if key not in _RECORDS:
        session = Session.new(game, seats, seed)
        bots = [make_bot(game, "normal") for _ in range(n)]
        rngs = [bot_rng(seed, i) for i in range(n)]
        played = 0
        while not session.over and (to_end or played < moves):
            session.bot_move(bots[session.to_act], rngs[session.to_act])
            played += 1
        _RECORDS[key] = list(session.record.actions)
    session = Session.new(game, seats, seed)
    for action in _RECORDS[key]:
        session.act(action)
    return session


NAMES = ("Alexandrina", "Player 2", "ベアトリクス", "Player 4")


def open_table(app, game_id: str, moves: int, to_end: bool = False, seed: int = 5):
    from scenes.tables import table_class

    session = session_at(game_id, seed, moves, to_end)
    table = table_class(game_id)(app, session)
    table.needs_curtain = False
    table.instant = True
    table.anim.instant = True
    if getattr(table, "tray", None) is not None:
        table.tray.instant = True
    table.handoff.viewer = session.to_act if session.to_act is not None else 0
    table.rebuild()
    app.push(table)
    frames(app, 2)
    return table


def with_tooltip(app, table, after: Callable | None = None) -> None:
    """The pointer rests on the first thing the keys may pick (a card, mostly); `after` then
    (a hint asked while the pointer rests there)."""
    points = [gesture[1] for action in table.legal[:6] if (gesture := table.next_gesture(action))]
    if points:
        pos = app.view.point(*points[0])
        frames(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    if after is not None:
        after()
    if points:
        table.tooltip.wait = 1.0  # as if it had rested there a second


def with_hint(app, table) -> None:
    frames(app, 8, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])


def moving(app, table) -> None:
    """A move played and its cards under way (the table says a click or Space skips)."""
    table.instant = False
    table.anim.instant = False
    if getattr(table, "tray", None) is not None:
        table.tray.instant = False
    table.submit(table.legal[0])
    frames(app, 3)


def thinking(app, table) -> None:
    """The Hint button pressed: "Thinking about your move…" said by the pointer resting on it."""
    if table.focus.offer_hint():
        table.focus.place_hint_button()
        pos = app.view.point(*table.focus.hint_button.rect.center)
        frames(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    table.in_input = True
    try:
        table.say(table.t("app.table.hint.thinking"), error=False)
    finally:
        table.in_input = False


def with_recap(app, table) -> None:
    others = [(seat, lines) for seat, lines in table.recap.turns(table.viewer) if seat != table.viewer]
    table.recap.shown = (table.viewer, others)


def table_screens() -> dict[str, Callable]:
    from scenes.kit.curtain import Curtain
    from scenes.kit.dialogs import PauseMenu

    screens: dict[str, Callable] = {}
    for game_id in GAMES:
        for moves in MOMENTS:
            screens[f"{game_id}@{moves}"] = lambda app, g=game_id, m=moves: open_table(app, g, m)
        screens[f"{game_id}@tooltip"] = lambda app, g=game_id: with_tooltip(app, open_table(app, g, MOMENTS[1]))
        screens[f"{game_id}@hint"] = lambda app, g=game_id: with_hint(app, open_table(app, g, MOMENTS[2]))
        screens[f"{game_id}@recap"] = lambda app, g=game_id: with_recap(app, open_table(app, g, MOMENTS[2]))
        screens[f"{game_id}@pause"] = lambda app, g=game_id: app.push(PauseMenu(app, open_table(app, g, MOMENTS[1])))
        screens[f"{game_id}@curtain"] = lambda app, g=game_id: app.push(
            Curtain(app, (t := open_table(app, g, MOMENTS[1])).seat_name(t.viewer), lambda: None))
        screens[f"{game_id}@results"] = lambda app, g=game_id: show_results(app, open_table(app, g, 0, to_end=True))
        screens[f"{game_id}@replay"] = lambda app, g=game_id: app.open(
            "replay", session_at(g, 5, 0, to_end=True).record, viewer=0, at=MOMENTS[1])
        screens[f"{game_id}@setup"] = lambda app, g=game_id: app.open("setup", g, seed=1)
        screens[f"{game_id}@rules"] = lambda app, g=game_id: app.open("rules", g)
    screens["enfield@deckbuilder"] = open_deckbuilder
    return screens


def show_results(app, table) -> None:
    table.results_shown = True
    table.show_results()
    frames(app, 12)


def open_deckbuilder(app) -> None:
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    app.push(DeckBuilder(app, NAMES[2], lambda code: None, None, theme.seat_colour(2), False))


def shell_screens() -> dict[str, Callable]:
    from pathlib import Path

    from scenes.kit.dialogs import Confirm, Notice

    return {
        "menu": lambda app: app.open("menu"),
        "settings": lambda app: app.open("settings"),
        "about": lambda app: app.open("about"),
        "rules": lambda app: app.open("rules", "seven-tables"),
        "rules:freetable": lambda app: app.open("rules", "freetable"),
        "confirm": lambda app: app.push(Confirm(app, "app.confirm.quit", lambda: None)),
        "join": lambda app: app.push(_join(app)),
        "join@found": join_found,
        "resume": resume_list,
        "notice": lambda app: app.push(Notice(app, "app.replay.exported", app.t("app.replay.exported.text"),
                                              "~/Documents/Seven Tables/replays/requiem-2026-12-07-2140.json")),
        "statistics": lambda app: app.open("statistics"),
        "replays": lambda app: app.open("replays", "requiem"),
        "crash": lambda app: app.open("crash", Path("~/.local/share/SevenTables/seven-tables/crashes/crash-x.log")),
        "freetable": lambda app: app.open("freetable"),
        "freetable@roll": free_table_rolled,
    }


def _join(app):
    from scenes.shell.join import JoinScene

    return JoinScene(app, browse=False)


def join_found(app) -> None:
    """Join with two games found on the network."""
    from game.net.discovery import Found
    from game.net.protocol import PROTOCOL

    scene = _join(app)
    scene.found = [Found(NAMES[0], "192.0.2.10", 48620, "requiem", 2, PROTOCOL),
                   Found(NAMES[2], "192.0.2.11", 48620, "tonight", 3, PROTOCOL)]
    scene.build()
    app.push(scene)


def resume_list(app) -> None:
    """Resume with a game that waits (the autosave of a game under way)."""
    from scenes.kit.settings import autosave_path

    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    session_at("tonight", 5, MOMENTS[1]).record.save(path)
    app.open("resume")


def free_table_rolled(app) -> None:
    from game.freetable.rules import RollBoth as RollDice

    table = app.open("freetable")
    while app.top is not table:  # the curtain before the first player's hand: lifted as a player does
        app.top.ready()
    table.instant = True
    if any(isinstance(a, RollDice) for a in table.legal):
        table.submit(next(a for a in table.legal if isinstance(a, RollDice)))
    frames(app, 150)


def passing_screens() -> dict[str, Callable]:
    """Moments only the sweep looks at (the keyboard walk has their tables already): a hint asked
    while the pointer rests on a card (its tooltip with the hint's bubbles), a move under way, the
    note said by the pointer on the Hint button, a question asked at Marenzan as the recap opens."""
    screens: dict[str, Callable] = {}
    for game_id in GAMES:
        screens[f"{game_id}@hint+tooltip"] = lambda app, g=game_id: with_tooltip(
            app, (t := open_table(app, g, MOMENTS[2])), after=lambda: with_hint(app, t))
        screens[f"{game_id}@moving"] = lambda app, g=game_id: moving(app, open_table(app, g, MOMENTS[1]))
        screens[f"{game_id}@thinking"] = lambda app, g=game_id: thinking(app, open_table(app, g, MOMENTS[2]))
    screens["marenzan@question"] = lambda app: open_table(app, "marenzan", QUESTION)
    return screens


def sweep_screens() -> dict[str, Callable]:
    """Every screen the sweep draws: the keyboard walk's (`all_screens`) and the passing moments."""
    return {**all_screens(), **passing_screens()}


def all_screens() -> dict[str, Callable]:
    return {**shell_screens(), **table_screens()}


def keep_finished_games() -> None:
    """Finished games in the statistics and the replays (one of each game)."""
    from scenes.kit.records import keep_finished

    for game_id in GAMES:
        keep_finished(session_at(game_id, 5, 0, to_end=True))


# -- the sweep -----------------------------------------------------------------------------
@dataclass
class Tally:
    drawn: int = 0  # screen × combination layouts drawn
    seconds: float = 0.0

    def __post_init__(self):
        self.found: list[Fault] = []
        self.failed: list[str] = []

    def counts(self) -> Counter:
        return Counter(f.kind for f in self.found)

    def distinct(self) -> Counter:
        return Counter(kind for kind, _, _ in {(f.kind, f.screen.split(" ")[0], f.words) for f in self.found})


def combinations(quick: bool, text_sizes=TEXT_SIZES, windows=WINDOWS) -> list[tuple[str, int, int, list[tuple[int, int]]]]:
    if quick:
        return [("ja", 150, 130, [WINDOWS[0]]), ("en", 150, 100, [WINDOWS[0]])]
    return [(lang, text, cards, list(windows)) for lang, text, cards in product(LANGUAGES, text_sizes, CARD_SIZES)]


def make_app(lang: str, text_size: int, card_size: int):
    app = table_app(WINDOWS[1], lang, text_size=text_size, card_size=card_size)
    app.settings.save = lambda: None
    return app


def sweep(screens: dict[str, Callable], quick: bool = False, shots: str | None = None, text_sizes=TEXT_SIZES,
          windows=WINDOWS) -> Tally:
    from sprites import cards

    tally = Tally()
    start = time.perf_counter()
    for lang, text_size, card_size, sizes in combinations(quick, text_sizes, windows):
        app = make_app(lang, text_size, card_size)
        for name, opener in screens.items():
            cards.face_image.cache_clear()  # each face painted (and its cuts counted) for this combination
            app.scenes.clear()
            app.push(MenuStandIn(app))
            try:
                opener(app)
                frames(app, 2)
            except Exception as exc:  # noqa: BLE001 - a screen that cannot be opened is reported, the sweep goes on
                tally.failed.append(f"{name} {lang} {text_size}% cards {card_size}%: {type(exc).__name__}: {exc}")
                continue
            for size in sizes:
                app.resized(size)
                app.window = InkSurface(size)
                where = f"{name} {lang} text {text_size}% cards {card_size}% {size[0]}×{size[1]}"
                found = draw_and_measure(app, where)
                if name.endswith("@moving"):  # a card in flight passes under and over words only for a moment
                    found = [f for f in found if f.kind not in ("behind", "over")]
                tally.found += found
                tally.drawn += 1
                if shots and size == WINDOWS[0] and text_size == 150 and card_size == 130:
                    shot = name.replace(":", "-").replace("@", "-") + ("" if lang == "ja" else "-en") + ".png"
                    pygame.image.save(app.window, os.path.join(shots, shot))
            app.resized(WINDOWS[1])
        app.scenes.clear()
    tally.seconds = time.perf_counter() - start
    return tally


def report(tally: Tally, screens: int, show: int) -> str:
    counts, distinct = tally.counts(), tally.distinct()
    lines = [f"{screens} screens, {tally.drawn} layouts drawn in {tally.seconds:.0f} s"]
    lines += [f"  {kind:8} {counts[kind]:6} faults ({distinct[kind]} distinct screen/words)" for kind in KINDS]
    for kind in KINDS:
        seen: set = set()
        for f in tally.found:
            if f.kind == kind and (f.screen.split(" ")[0], f.words) not in seen and len(seen) < show:
                seen.add((f.screen.split(" ")[0], f.words))
                lines.append(f"  {kind}: {f.screen}: {f.words!r} {f.detail}")
    lines += [f"  FAILED {failure}" for failure in tally.failed]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="the in-suite part: 150 %% text at 960×540")
    parser.add_argument("--only", nargs="*", help="screens whose name contains one of these")
    parser.add_argument("--show", type=int, default=12, help="examples listed per kind")
    parser.add_argument("--shots", help="a folder for a PNG of each screen (150 %%, 960×540, Japanese and -en)")
    parser.add_argument("--text", type=int, nargs="*", default=list(TEXT_SIZES), help="text sizes (per cent)")
    parser.add_argument("--window", nargs="*", default=[f"{w}x{h}" for w, h in WINDOWS], help="window sizes, WxH")
    args = parser.parse_args(argv)
    os.environ.setdefault("SEVEN_TABLES_HOME", tempfile.mkdtemp(prefix="seven-tables-layout-"))
    screens = sweep_screens()
    if args.only:
        screens = {name: fn for name, fn in screens.items() if any(part in name for part in args.only)}
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    make_app("en", 100, 100)
    keep_finished_games()
    windows = [tuple(int(n) for n in size.split("x")) for size in args.window]
    tally = sweep(screens, args.quick, args.shots, tuple(args.text), windows)
    print(report(tally, len(screens), args.show))
    return 0 if not tally.found and not tally.failed else 1


if __name__ == "__main__":
    sys.exit(main())
