"""Whisper's table scene: turning the observation and its events into sprites, the banner and the log's words."""

from __future__ import annotations

from collections import defaultdict
from typing import ClassVar

import pygame

from game.engine.contract import CardMoved, Event, Message, Shuffled
from game.kami.cards import BY_CODE, is_god
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.furniture import Banner, LogPanel, Toast, Tooltip

from ...kit.table import TableScene
from ...kit.table_drag import CardDrag
from ...kit.widgets import Button
from .board import KamiPainter
from .ending import KamiResults
from .gestures import KamiGestures
from .graveyard import KamiGraveyard
from .layout import HAND_RISE, PILE, SIDE_X, SeatGeo, build_geometry
from .placement import KamiPlacement


class KamiTable(TableScene):
    """Whisper's table: the events in, the round's intermission and the words; its parts
    draw (`painter`), read the pointer (`gestures`), lay out the cards (`placement`) and
    list the graveyard (`graveyard`)."""
    skip_at = (1016, 418, "bottomright")  # above the viewer's field

    def skip_shown(self) -> bool:
        return self.intermission is None  # the round's scores are up
    net_badge = (212, 12, 240)  # a free place for the network badge (scenes/kit/net_seat.py)

    name = "table_kami"

    # the log's words for the card movements and reveals the core's messages do not tell
    move_lines: ClassVar[dict[tuple[str, str], str]] = {
        ("field", "graveyard"): "kami_table.log.destroyed",
        ("field", "hand"): "kami_table.log.returned",
        ("pile", "graveyard"): "kami_table.log.milled",
        ("hand", "graveyard"): "kami_table.log.discarded",
        ("shields", "graveyard"): "kami_table.log.shield_lost",
        ("graveyard", "hand"): "kami_table.log.from_graveyard",
        ("pile", "hand"): "kami_table.log.drawn",
        ("shields", "hand"): "kami_table.log.shield_to_hand",
        ("resolution", "graveyard"): "kami_table.log.resolved",
        ("resolution", "pile"): "kami_table.log.under_pile",  # a recast spell (Dragment Innovation)
    }

    reveal_lines: ClassVar[dict[str, str]] = {
        "hand": "kami_table.log.shown_hand",
        "pile": "kami_table.log.shown_pile",
        "shields": "kami_table.log.shown_shield",
    }

    def confirm_question(self, action) -> str | None:
        """Ending the turn with no god put onto the field is a pass (K20): it costs shields, or
        the round, so it is asked first like the other irreversible choices."""
        if type(action).__name__ == "EndMain" and self.observation is not None and not self.observation.god_entered:
            return "kami_table.confirm.pass"
        return super().confirm_question(action)

    def __init__(self, app, session):
        # shared by the parts: one sprite per card in its zone, the animator, the carried card,
        # the banner, the log panel, the tooltip, and what the board shows
        self.sprites: list[CardSprite] = []
        self.zones: dict[str, list[CardSprite]] = defaultdict(list)
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.banner = Banner((640, 26))
        self.log_panel = LogPanel((SIDE_X, 568, 238, 148))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((640, 400))
        self.pending: list[Event] = []
        self.geo: dict[int, SeatGeo] = {}
        self.home = 0
        self.intermission: dict | None = None
        self.ready = False  # the kit's first refresh comes before the parts can lay anything out
        self.painter = KamiPainter(self)
        self.placement = KamiPlacement(self)
        self.graveyard = KamiGraveyard(self)  # the list of every card in the graveyard
        self.gestures = KamiGestures(self, self.graveyard, self.placement)
        self.drag = CardDrag(app.play, rules=self.gestures)
        super().__init__(app, session)
        self.log_panel.title = self.t("app.table.log")
        self.ready = True
        self.on_reset()

    # -- who sits where ---------------------------------------------------------------
    def home_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        if self.geo:  # the curtain is up: the seats stay where they were
            return self.home
        humans = self.handoff.humans()
        return humans[0] if humans else 0

    def rebuild_geometry(self) -> None:
        self.home = self.home_seat()
        self.geo = build_geometry(self.observation.players, self.home)
        self.painter.forget_background()

    def on_display_changed(self) -> None:
        """The other seats' pods sit under the banner, which grows with the text size."""
        if self.ready and self.geo:
            self.geo = build_geometry(self.observation.players, self.home)
            self.painter.forget_background()

    # -- events in ------------------------------------------------------------------------
    def on_reset(self) -> None:
        if not self.ready:
            return
        self.drag.cancel()
        self.anim.skip()
        if self.intermission is not None:  # the scores stay up; the board snaps to the new round
            self.intermission["events"] = []
        self.pending = []
        self.gestures.reset()
        self.rebuild_geometry()
        self.placement.reconcile(self.observation)
        self.placement.layout_all({}, instant=True)
        self.build_controls()

    def on_refresh(self) -> None:
        if not self.ready:
            return
        obs = self.observation
        if self.home != self.home_seat() or not self.geo:
            self.on_reset()
            return
        events, self.pending = self.pending, []
        if self.intermission is not None:  # the next round waits behind the overlay
            self.intermission["events"].extend(events)
            self.build_controls()
            return
        starts = [i for i, e in enumerate(events) if isinstance(e, Message) and e.key == "kami.msg.round_start"]
        if starts and obs.round != self.shown.round:  # `shown`: the round on screen until this step has played
            cut = starts[-1]
            before, after = events[:cut], events[cut:]
            moved = self.apply_moves(before)
            self.placement.layout_all(moved)
            ended = [e for e in before if isinstance(e, Message) and e.key.startswith("kami.ending.")]
            self.intermission = {"events": after, "ending": ended[-1] if ended else None, "age": 0.0}
            self.build_controls()
            return
        self.play_events(events)
        self.build_controls()

    def apply_moves(self, events: list[Event]) -> dict[int, int]:
        moved: dict[int, int] = {}
        for event in events:
            if isinstance(event, CardMoved):
                sprite = self.placement.transfer(event)
                moved[sprite.key] = len(moved)
        return moved

    def play_events(self, events: list[Event], gather: bool = False) -> None:
        if gather:  # a new round: every card goes back to the pile first
            for zone in list(self.zones):
                if zone != "pile":
                    self.zones["pile"].extend(self.zones.pop(zone))
            for sprite in self.zones["pile"]:
                sprite.data["code"] = None
            self.placement.layout_all({s.key: 0 for s in self.zones["pile"]})
            self.anim.sound("shuffle")
            self.anim.beat(0.1)
        moved = self.apply_moves(events)
        self.placement.reconcile(self.observation)
        self.placement.layout_all(moved)
        if any(isinstance(e, Shuffled) for e in events) and not gather:
            self.anim.beat()
            pile = self.zones.get("pile", [])[-14:]
            self.anim.shuffle(pile, (PILE[0], PILE[1] + 6))

    def end_intermission(self) -> None:
        if self.intermission is None:
            return
        events = self.intermission["events"]
        self.intermission = None
        self.anim.skip()
        self.play_events(events, gather=True)
        self.build_controls()
        self.app.play("turn")

    # -- narration ---------------------------------------------------------------------
    def describe(self, event: Event) -> str:
        """A random discard is told by its own line ("discards X at random", said just before
        the card moves): the plain line of that move would tell it twice."""
        retold, self.retold = getattr(self, "retold", None), None
        if isinstance(event, Message) and event.key == "kami.msg.random_discard" and event.args is not None:
            self.retold = dict(event.args).get("card")
        elif isinstance(event, CardMoved) and retold is not None and event.card == retold \
                and event.src.startswith("hand") and event.dst == "graveyard":
            return ""
        return super().describe(event)

    def turn_of(self, event: Event) -> int | None:
        """A turn begins inside the step that ended the last one: its draw is the new seat's."""
        if isinstance(event, Message) and event.key == "kami.msg.turn" and event.args is not None:
            return dict(event.args).get("seat")
        return None

    def format_arg(self, name, value):
        if name == "card" and isinstance(value, str) and value in BY_CODE:
            return self.card_name(value)
        if name == "cards" and isinstance(value, (tuple, list)):
            return "–".join(self.card_name(c, short=True) for c in value)
        if name == "counts" and isinstance(value, (tuple, list)):
            return self.app.t.joined(f"{self.seat_name(s)} {n}" for s, n in value)
        return super().format_arg(name, value)

    def card_name(self, code: str, short: bool = False) -> str:
        name = self.t(f"kami.card.{code}")
        if short and is_god(code):
            name = name.replace("Origin God ", "").replace("Divine Core ", "").replace("起源神", "").replace("神核", "")
        return name

    def prompt_text(self, obs) -> str:
        args = {k: self.format_arg(k, v) for k, v in obs.prompt_args}
        if obs.prompt == "trigger" and self.legal and not any(type(a).__name__ == "UseTrigger" for a in self.legal):
            # the question is always put (so nobody learns from it), but a card with no S-trigger
            # to use is not asked about: the player is told so and goes on
            return self.t("kami.prompt.trigger.none", **args)
        return self.t(f"kami.prompt.{obs.prompt}", **args)

    # -- the kit's hooks, each handed to a part ---------------------------------------------
    def build_controls(self) -> None:
        """The table's Undo and Menu buttons, then the decision's (the gesture map's)."""
        undo = Button((1150, 8, 56, 32), "app.table.undo", self.undo.take_back, self.app, size=theme.SMALL)
        undo.enabled = self.undo.can() and self.intermission is None
        menu = Button((1212, 8, 56, 32), "kami_table.menu", self.back, self.app, size=theme.SMALL)
        self.widgets = [undo, menu, *self.gestures.build_controls()]

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.gestures.lit())

    def draw_overlays(self, surface: pygame.Surface) -> None:
        self.painter.draw_overlays(surface, self.gestures.lit())
        if self.graveyard.opened:
            self.graveyard.draw(surface, self.app.view)

    def visible(self, sprite: CardSprite) -> bool:
        """Is the card drawn (the painter leaves out deep piles)? Only those take the pointer."""
        return self.painter.visible(sprite)

    def controls(self) -> list:
        if self.graveyard.opened:  # the browser is modal: only its Close button takes input
            return [self.graveyard.close_button()]
        return self.widgets

    def gesture(self, event: pygame.event.Event) -> None:
        if self.graveyard.opened:
            self.graveyard.event(event)
        else:
            self.gestures.gesture(event)

    def hover(self, pos) -> None:
        if self.graveyard.opened:  # the list says it all; nothing under it is hovered
            self.gestures.forget()
            self.tooltip.clear()
        else:
            self.gestures.hover(pos)

    def cancel_gesture(self) -> bool:
        # Esc shuts the graveyard browser before anything else, then puts back a carried card
        return self.graveyard.close() or self.drag.cancel() or self.gestures.cancel()

    def on_forget(self) -> None:
        self.gestures.forget()

    def next_gesture(self, action):
        return self.gestures.next_gesture(action)

    def showing_recap(self) -> bool:
        return not self.graveyard.opened and super().showing_recap()  # the recap waits under the list

    def keys_paused(self) -> bool:
        return self.graveyard.opened  # the arrows scroll the list

    def extra_key_gestures(self) -> list[tuple]:
        return self.graveyard.key_gestures()

    def skip(self) -> None:
        if self.intermission is not None:
            self.end_intermission()
        else:
            self.anim.skip()

    # -- frame ---------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.busy() or self.intermission is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.graveyard.update(dt)
        if self.intermission is not None:
            self.intermission["age"] += dt
            if not self.handoff.humans() and self.intermission["age"] > 4.0:
                self.end_intermission()
        self.update_banner()
        hovered = self.gestures.hover_sprite
        for sprite in self.zones.get(f"hand.{self.home}", []):  # a hovered hand card rises a little
            want = HAND_RISE if sprite is hovered and not self.drag.holding else 0.0
            rise = sprite.data.get("rise", 0.0)
            sprite.data["rise"] = rise + (want - rise) * min(1.0, dt * 14)

    def update_banner(self) -> None:
        obs = self.shown
        if obs is None:
            return
        if self.session.over:
            self.banner.set(self.t("app.table.over"))
            return
        title = self.t("kami_table.banner", round=obs.round, rounds=obs.rounds, turn=obs.turn + 1,
                       name=self.seat_name(obs.active))
        to_act = obs.to_act
        if self.intermission is not None:
            line = self.t("kami_table.round_over")
        elif self.playback.playing:
            line = ""  # a step is playing: what to do next is said once it has
        elif to_act is not None and to_act == obs.seat and self.legal:
            line = self.prompt_text(obs)
        elif to_act is not None:
            line = self.t("kami_table.waiting", name=self.seat_name(to_act),
                          what=self.t(f"kami_table.step.{obs.prompt}") if self.app.t.has(
                              f"kami_table.step.{obs.prompt}") else self.prompt_text(obs))
        else:
            line = ""
        self.banner.set(title, line)

    def show_results(self) -> None:
        self.graveyard.close()  # the list open as the match ended would lie under the results and the review
        scene = KamiResults(self.app, self.session)
        scene.table = self
        self.app.push(scene)
