"""Every dialog, prompt list, popup and button row fits at 960×540 and 1280×720 in English
and Japanese.

Seeded games are played through each table's gestures (one human seat against bots) and
at every decision, and at every popup a gesture raises on the way (Marenzan's "Which
one?", Requiem's declaration choice, Tonight's Check confirmation, Enfield's routes and
kept face …), the screen is laid out at both sizes in both languages. The drawing kit's
seam (`scenes.theme.drawn`) records every text, button label and panel with its pixel
rect; a layout fails when

- a button's label, or a paragraph's line, is outside its box;
- any text or button is outside the window;
- a text or a button that starts inside a dialog's panel (an opaque one: the board's
  insets are translucent) runs out of it;
- two buttons of one screen overlap, or a text lies under a button.

The shared dialogs (Confirm, the pause menu, the curtain, the recap, the pause after an AI's
turn, the refusal callout and every game's results) are checked the same way. Each test
prints its count of dialogs × sizes × languages (run with -s to read it).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from operator import attrgetter

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from sprites import theme
from tests.gestures import answer, close_recap, perform
from tests.kit.test_table_kit import open_game

SIZES = ((960, 540), (1280, 720))
LANGUAGES = ("en", "ja")
PLAY_SIZE = (1280, 720)
SAMPLES = 4  # layouts checked per dialog and game (its words change from one decision to the next)


CHECKED: Counter = Counter()  # game/dialog -> layouts drawn, over the module


@pytest.fixture(scope="module", autouse=True)
def summary():
    yield
    if CHECKED:
        dialogs = len(CHECKED)
        print(f"\ndialog fit, all: {dialogs} dialogs × {len(SIZES)} sizes × {len(LANGUAGES)} languages = "
              f"{dialogs * len(SIZES) * len(LANGUAGES)} layouts ({sum(CHECKED.values())} drawn)")


# -- the check --------------------------------------------------------------------------------
def faults(drawn: list, window: pygame.Rect, where: str) -> list[str]:
    """What is outside its box in one screen's drawing (see the module's docstring)."""
    out: list[str] = []
    panels: list[tuple[int, pygame.Rect]] = []  # (draw order, dialog panel)
    buttons: list[tuple[int, pygame.Rect]] = []
    texts: list[tuple[int, str, pygame.Rect]] = []
    for order, (kind, words, rect, box, *_) in enumerate(drawn):
        if kind in ("ink", "cut"):  # the layout sweep's records (bench/layout.py)
            continue
        if kind == "dialog":
            panels.append((order, rect))
            continue
        if kind == "button":
            if not window.contains(rect):
                out.append(f"{where}: a button {tuple(rect)} is outside the window")
            home = next((p for _, p in reversed(panels) if p.collidepoint(rect.center)), None)
            if home is not None and not home.contains(rect):
                out.append(f"{where}: a button {tuple(rect)} runs out of its dialog {tuple(home)}")
            out += [f"{where}: buttons {tuple(other)} and {tuple(rect)} overlap" for _, other in buttons
                    if rect.colliderect(other) and rect != other]  # the same button drawn again over a shade is one
            buttons.append((order, rect))
            continue
        if not words.strip():
            continue
        if not window.contains(rect):
            out.append(f"{where}: {words!r} {tuple(rect)} runs off the window {window.size}")
        if kind == "label" and not box.contains(rect):
            out.append(f"{where}: the label {words!r} {rect.size} is wider or taller than its button {box.size}")
        if kind == "line" and not (box.left <= rect.left and rect.right <= box.right):
            out.append(f"{where}: the line {words!r} ({rect.width}px) is wider than its paragraph ({box.width}px)")
        if kind in ("text", "line"):
            # the dialog a text starts in (the last drawn under it) must hold all of it
            home = next((p for _, p in reversed(panels) if p.collidepoint(rect.topleft) or p.collidepoint(rect.center)),
                        None)
            if home is not None and not home.contains(rect):
                out.append(f"{where}: {words!r} {tuple(rect)} runs out of its panel {tuple(home)}")
            texts.append((order, words, rect))
    for order, words, rect in texts:
        for placed, button in buttons:
            # a text and a button overlap unless a dialog drawn between them covers the text
            low, high = sorted((order, placed))
            covered = any(low < at < high and p.contains(rect.clip(button)) for at, p in panels)
            if rect.colliderect(button) and not covered:
                out.append(f"{where}: {words!r} {tuple(rect)} lies under a button {tuple(button)}")
                break
    return out


def lay_out(app, where: str) -> list[str]:
    """Draw the visible scenes once, each recorded apart (a dialog may cover the table's
    buttons, but a screen's own buttons must not overlap)."""
    surface = app.window
    window = surface.get_rect()
    stack = app.scenes
    first = len(stack) - 1
    while first > 0 and stack[first].overlay:
        first -= 1
    found: list[str] = []
    surface.fill(theme.LETTERBOX)
    try:
        for scene in stack[max(first, 0):]:
            if getattr(scene, "banner", None) is not None:
                scene.banner.change = 0.0  # a new banner slides in from above for a moment: not its layout
            theme.drawn = []
            scene.draw(surface)
            found += faults(theme.drawn, window, f"{where} [{type(scene).__name__}]")
    finally:
        theme.drawn = None
    return found


@dataclass
class Fit:
    """The layouts checked for one game and the faults they showed."""

    game: str
    relabel: object = None  # the table's own rebuild of its buttons (labels, widths) for a language and size
    checked: Counter = field(default_factory=Counter)  # dialog -> layouts checked
    found: list[str] = field(default_factory=list)

    def check(self, app, dialog: str, force: bool = False) -> None:
        """Lay the screen out at every size in every language; `dialog` names what is up."""
        if not force and self.checked[dialog] >= SAMPLES * len(SIZES) * len(LANGUAGES):
            return
        for size in SIZES:
            for language in LANGUAGES:
                app.resized(size)
                app.set_language(language)
                if self.relabel is not None:
                    self.relabel()
                self.found += lay_out(app, f"{self.game}/{dialog} {size[0]}×{size[1]} {language}")
                self.checked[dialog] += 1
        app.resized(PLAY_SIZE)
        app.set_language("en")
        if self.relabel is not None:
            self.relabel()

    def report(self) -> str:
        dialogs = len(self.checked)
        return (f"dialog fit, {self.game}: {dialogs} dialogs × {len(SIZES)} sizes × {len(LANGUAGES)} languages = "
                f"{dialogs * len(SIZES) * len(LANGUAGES)} layouts ({sum(self.checked.values())} drawn): "
                + ", ".join(sorted(self.checked)))

    def verdict(self) -> None:
        print("\n" + self.report())
        CHECKED.update({f"{self.game}/{dialog}": n for dialog, n in self.checked.items()})
        unique = list(dict.fromkeys(self.found))
        assert not unique, f"{len(unique)} layout faults; {self.report()}\n" + "\n".join(unique[:6000])


def relabel(table, *rebuilds):
    """The table's own rebuild of its buttons and banner for the language and size now (what
    a change of language in the settings or of the window's size brings about)."""
    def again() -> None:
        for rebuild in rebuilds:
            rebuild()
    return again


def shared_dialogs(fit: Fit, app, table) -> None:
    """The pause menu, the curtain, the pause after an AI's turn and a refusal (the toast,
    and the callout with the pointer in a corner, at the centre) over this table; the recap is checked where the game brings it up."""
    from scenes.kit.curtain import Curtain
    from scenes.kit.dialogs import PauseMenu

    app.push(PauseMenu(app, table))
    fit.check(app, "pause menu")
    app.pop()
    longest = max((table.seat_name(i) for i in range(len(table.session.record.seats))), key=len)
    app.push(Curtain(app, longest, lambda: None))
    fit.check(app, "curtain")
    app.scenes.pop()
    bot = next(iter(table.bots), None)
    if bot is not None:
        table.ai.paused_after = bot
        fit.check(app, "paused after an AI")
        table.ai.paused_after = None
    # a refusal: the toast, and the callout by the pointer wherever it is
    words = table.t("app.table.refused", rule="R1", reason=longest_message(table))
    for where in ((1270, 710), (10, 10), (640, 360)):
        table.pointer, table.in_input = where, True
        table.say(words)
        table.in_input = False
        fit.check(app, "refusal", force=True)
    table.messages.note = None


def longest_message(table) -> str:
    """The longest line of the game's catalog in the language shown (the worst refusal)."""
    from scenes.kit.i18n import catalog

    prefix = table.game.id + "."
    keys = [k for k in catalog() if k.startswith(prefix) and "{" not in catalog()[k].get("en", "{")]
    return table.t(max(keys, key=lambda k: len(table.t(k))))


def recap(fit: Fit, app, table) -> None:
    """The recap of what the other seats did since the viewer last acted, as the table offers
    it once the animations are over (`offer_recap`)."""
    others = [(seat, lines) for seat, lines in table.recap.turns(table.viewer) if seat != table.viewer]
    if not others or table.showing_recap():
        if table.showing_recap():
            fit.check(app, "recap")
            close_recap(app, table)  # read: it takes the next click or key, the gestures that follow are the table's
        return
    shown = table.recap.shown
    table.recap.shown = (table.viewer, others)
    fit.check(app, "recap")
    table.recap.shown = shown


def results(fit: Fit, app) -> None:
    from scenes.kit.results import ResultsScene

    for _ in range(400):
        if isinstance(app.top, ResultsScene):
            break
        app.frame(1 / 60, [])
    assert isinstance(app.top, ResultsScene)
    for _ in range(30):
        app.frame(1 / 60, [])
    fit.check(app, "results", force=True)


def new_session(game_id: str, players: int, seed: int, options: dict, bot: str = "normal") -> Session:
    seats = [Seat(f"Player {i + 1}" if i else "Alexandrina", "human" if i == 0 else bot) for i in range(players)]
    return Session.new(registry.get(game_id), seats, seed, options)


def open_table(app, fit: Fit, session: Session, *rebuilds: str, shared: bool = False):
    """The game's table over the menu's stand-in, its animations instant; `rebuilds`: the
    table's own methods that lay its buttons and banner out again (a dotted name for a
    part's: "gestures.rebuild_buttons"); `shared`: check the shared dialogs over it first."""
    table = open_game(app, session.game.id, session=session)
    fit.relabel = relabel(table, *(attrgetter(name)(table) for name in rebuilds))
    if shared:
        shared_dialogs(fit, app, table)
    return table


def finish(fit: Fit, app) -> None:
    """The game's results, then the table is put away."""
    results(fit, app)
    app.scenes[1:] = []


def play_through(app, fit: Fit, table, seed: int, dialog, probe=None, choose=None, limit: int = 40_000,
                 bot: str = "normal", between=None) -> None:
    """Play the human seat by the table's gestures as a bot would choose, checking the layout
    at every decision and after every gesture that leaves a popup up."""
    from scenes.kit.dialogs import Confirm
    from scenes.kit.results import ResultsScene

    chooser = make_bot(table.game, bot)
    rng = bot_rng(seed, 99)
    for _ in range(limit):
        if isinstance(app.top, ResultsScene) or table.session.over:
            return
        if between is not None and between(table):
            continue
        if app.top is table and table.legal and not table.busy():
            fit.check(app, dialog(table))
            recap(fit, app, table)
            if probe is not None:
                probe(table)
                if table.session.over:
                    return
                if not (table.legal and app.top is table):
                    continue
            before = len(table.session.record.actions)
            options = choose(table) if choose else table.legal
            action = chooser.choose(table.session.observe(table.viewer), options, rng)
            if action not in options:
                action = options[0]
            for _ in range(8):
                gesture = table.next_gesture(action)
                assert gesture is not None, action
                perform(app, gesture)
                if isinstance(app.top, Confirm):
                    fit.check(app, "confirm " + app.top.question_key)
                    answer(app, yes=True)
                if len(table.session.record.actions) > before:
                    break
                fit.check(app, dialog(table))
            assert len(table.session.record.actions) > before, action
            continue
        app.frame(1 / 60, [])
    raise AssertionError("the game did not end")


def ask_and_decline(fit: Fit, app, table, action) -> None:
    """A gesture that asks to confirm: check the question, answer No."""
    from scenes.kit.dialogs import Confirm

    perform(app, table.next_gesture(action))
    assert isinstance(app.top, Confirm), action
    fit.check(app, "confirm " + app.top.question_key, force=True)
    answer(app, yes=False)
    assert app.top is table


# -- the tables -------------------------------------------------------------------------------
def test_marenzan_dialogs_fit(app):
    from game.marenzan import actions as A
    from scenes.kit.curtain import Curtain

    fit = Fit("marenzan")
    seen: set[str] = set()
    rebuilds = ("gestures.rebuild_buttons", "update_banner")

    def dialog(table) -> str:
        if table.gestures.choice:
            return "which one"
        d = table.observation.decision
        return f"decision {d.kind}" if d is not None else "turn"

    def probe(table) -> None:
        """Raise the rare popups once each: several actions for one drop, the surrender question."""
        if "which one" not in seen:
            for a in table.legal:
                mode, cards, target = table.gestures.spec(a)
                if mode == "drag" and len(table.gestures.drops_for(cards).get(target, [])) > 1:
                    seen.add("which one")
                    for _ in range(4):
                        perform(app, table.next_gesture(a))
                        if table.gestures.choice:
                            break
                    assert table.gestures.choice, a
                    fit.check(app, "which one", force=True)
                    table.cancel_gesture()
                    break
        surrender = next((a for a in table.legal if isinstance(a, A.ProposeSurrender)), None)
        if surrender is not None and "surrender" not in seen:
            seen.add("surrender")
            ask_and_decline(fit, app, table, surrender)

    for players, seed in ((2, 3), (4, 7), (3, 11)):
        table = open_table(app, fit, new_session("marenzan", players, seed, {}, "simple"), *rebuilds,
                           shared=players == 2)
        play_through(app, fit, table, seed, dialog, probe, bot="simple")
        finish(fit, app)
    # the vote on a surrender is asked of the next human (bots vote by themselves)
    session = Session.new(registry.get("marenzan"), [Seat("Alexandrina", "human"), Seat("Bartholomew", "human")], 3, {})
    table = open_table(app, fit, session, *rebuilds)
    for _ in range(400):
        if isinstance(app.top, Curtain):
            app.top.ready()
            continue
        if table.handoff.holding:
            table.pass_screen()
            continue
        surrender = next((a for a in table.legal if isinstance(a, A.ProposeSurrender)), None)
        if surrender is not None or table.gestures.popup_kind() == "vote":
            break
        table.submit(table.legal[0]) if table.legal else app.frame(1 / 60, [])
    if table.gestures.popup_kind() != "vote":
        table.submit(surrender)
        if table.handoff.holding:
            table.pass_screen()
        if isinstance(app.top, Curtain):
            app.top.ready()
    assert table.gestures.popup_kind() == "vote"
    fit.check(app, "decision vote", force=True)
    app.scenes[1:] = []
    assert {"which one", "surrender"} <= seen
    assert {"decision statement", "decision support", "decision vote"} <= set(fit.checked)
    fit.verdict()


def test_requiem_dialogs_fit(app):
    from game.requiem.actions import Retreat

    fit = Fit("requiem")
    seen: set[str] = set()

    def dialog(table) -> str:
        return "declaration choice" if table.gestures.choice is not None else f"phase {table.observation.phase}"

    def choose(table):
        widest = max((len(a.cards) for a in table.legal if isinstance(a, Retreat)), default=0)
        return [a for a in table.legal if not isinstance(a, Retreat) or len(a.cards) in (1, widest)]

    def probe(table) -> None:
        if "declaration choice" in seen:
            return
        for sprite in table.sprites:
            for actions in table.gestures.card_targets(sprite).values():
                if len(actions) > 1:
                    seen.add("declaration choice")
                    perform(app, table.next_gesture(actions[0]))
                    assert table.gestures.choice is not None
                    fit.check(app, "declaration choice", force=True)
                    if table.gestures.choice is not None:  # a language switch lays the table afresh and drops it
                        perform(app, table.next_gesture("cancel"))
                    assert table.gestures.choice is None
                    return

    for seed in (5, 9):
        session = new_session("requiem", 3, seed, {"princes": ("medal", "hourglass", "coffin")})
        table = open_table(app, fit, session, "build_controls", "update_banner", shared=seed == 5)
        play_through(app, fit, table, seed, dialog, probe, choose)
        finish(fit, app)
    assert "declaration choice" in seen
    fit.verdict()


def test_tonight_dialogs_fit(app):
    from game.tonight.actions import GatherInfo, Taxi
    from scenes.tables.tonight.layout import ATTACK_MODES, CHECKS

    fit = Fit("tonight")
    seen: set[str] = set()

    def dialog(table) -> str:
        return f"mode {table.gestures.mode}" if table.gestures.mode else "actions"

    def probe(table) -> None:
        """Each mode's prompt once (a bot rarely attacks), and each kind of Check's question."""
        types = {type(a) for a in table.legal}
        modes = {mode: kind for kind, mode in ATTACK_MODES.items()} | {"gather": GatherInfo, "taxi": Taxi}
        for mode, kind in modes.items():
            if kind in types and table.gestures.mode is None and f"mode {mode}" not in fit.checked:
                table.gestures.set_mode(mode)
                fit.check(app, f"mode {mode}")
                table.gestures.set_mode(None)
        check = next((a for a in table.legal if isinstance(a, CHECKS)), None)
        if check is not None and type(check).__name__ not in seen:
            seen.add(type(check).__name__)
            ask_and_decline(fit, app, table, check)

    for seed, roles in ((8, ["hitman", "extractor", "salaryman", "detective"]),
                        (3, ["detective", "hitman", "extractor", "salaryman"]),
                        (5, ["extractor", "salaryman", "detective", "hitman"]),
                        (6, ["salaryman", "detective", "hitman", "extractor"])):
        session = new_session("tonight", 4, seed, {"turn_limit": 30, "roles": roles}, "simple")
        table = open_table(app, fit, session, "rebuild_buttons", "set_banner", shared=seed == 8)
        play_through(app, fit, table, seed, dialog, probe, bot="simple")
        finish(fit, app)
    assert seen, "no Check came up"
    fit.verdict()


def test_whisper_dialogs_fit(app):

    fit = Fit("kami")

    def dialog(table) -> str:
        return "intermission" if table.intermission is not None else f"prompt {table.shown.prompt}"

    def intermission(table) -> bool:
        """Between rounds the scores wait over the table until Next round is pressed."""
        if table.intermission is None:
            return False
        fit.check(app, "intermission", force=True)
        perform(app, ("click", table.gestures.action_buttons[0].rect.center))
        return True

    for players, seed, rounds in ((4, 11, 1), (6, 7, 2), (3, 2, 1)):
        session = new_session("kami", players, seed, {"rounds": rounds, "first_player": 2})
        table = open_table(app, fit, session, "build_controls", "update_banner", shared=players == 4)
        play_through(app, fit, table, seed, dialog, between=intermission)
        finish(fit, app)
    assert "intermission" in fit.checked
    fit.verdict()


def test_enfield_dialogs_fit(app):
    from scenes.tables.enfield.town import square_centre

    fit = Fit("enfield")

    def dialog(table) -> str:
        if table.gestures.routes:
            return "routes"
        if table.show is not None or table.obs.battle is not None:
            return "battle " + "/".join(sorted({type(a).__name__ for a in table.legal}))
        kinds = sorted({type(a).__name__ for a in table.legal})
        return "decision " + "/".join(kinds[:2])

    for players, seed in ((3, 5), (4, 2), (2, 11)):
        table = open_table(app, fit, new_session("enfield", players, seed, {}))
        fit.relabel = relabel(table, table.gestures.build_buttons, table.update_banner)
        if players == 3:
            shared_dialogs(fit, app, table)
        chooser = make_bot(table.game, "normal")
        rng = bot_rng(seed, 99)
        for _ in range(40_000):
            if table.session.over:
                break
            if app.top is table and table.legal and not table.busy():
                fit.check(app, dialog(table))
                recap(fit, app, table)
                many = [d for d, paths in table.gestures.destinations().items() if len(table.gestures.distinct_routes(paths)) > 1]
                if many and fit.checked["routes"] < SAMPLES * 4:
                    perform(app, ("click", square_centre(many[0])))
                    assert table.gestures.routes
                    fit.check(app, "routes")
                    table.gestures.clear_routes()
                table.submit(chooser.choose(table.session.observe(table.viewer), table.legal, rng))
                continue
            app.frame(1 / 60, [])
        finish(fit, app)
    assert "routes" in fit.checked and any(d.startswith("battle") for d in fit.checked)
    fit.verdict()


def test_free_table_fits(app):
    from scenes.kit.curtain import Curtain
    from scenes.tables.freetable.scene import FreeTable

    fit = Fit("freetable")
    for hands in (1, 6):
        table = FreeTable(app, hands=hands, seed=3, fresh=True)
        app.push(table)
        app.frame(1 / 60, [])
        if isinstance(app.top, Curtain):  # hot seat: the first player is called to the table
            app.top.ready()
        assert app.top is table and table.hands == hands
        assert len(table.pass_buttons) == hands - 1

        def relabel(table=table):
            table.build_layout()
            table.build_widgets()

        fit.relabel = relabel
        fit.check(app, f"{hands} hands", force=True)
        if hands == 1:
            shared_dialogs(fit, app, table)
        app.scenes[1:] = []
    fit.verdict()


def test_shared_dialogs_fit(app):
    from scenes.kit.dialogs import Confirm, PauseMenu

    fit = Fit("shared")
    for key in ("app.confirm.quit", "app.import.replace"):
        app.push(Confirm(app, key, lambda: None))
        fit.check(app, key, force=True)
        app.pop()
    app.push(PauseMenu(app, None))
    fit.check(app, "pause menu without a table", force=True)
    app.pop()
    fit.verdict()
