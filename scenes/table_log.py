"""The table's log: every event the viewer may see, told in words, rebuilt from the
session's history for the current viewer, and paced so a person can follow an AI."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pygame

from game.engine.contract import CardMoved, DieRolled, Event, GameOver, Message, Revealed
from sprites import theme

from .widgets import panel, text

# The AI pace setting: how long each line an AI's move wrote stays alone in the log before
# the next (a die seen landing, a combat sum read).
PACE_LINE = {"slow": 1.1, "normal": 0.6, "fast": 0.25}
CALLOUT_TIME = 3.2  # seconds a refusal stays by the pointer


class TableLog:
    """A mixin of TableScene: the narration and the log panel."""

    # -- the log --------------------------------------------------------------------
    def describe_events(self, events: list[Event]) -> list[tuple[Event, str]]:
        return [(event, line) for event, line in ((e, self.describe(e)) for e in events) if line]

    def narrate(self, events: list[Event], seat: int | None = None) -> None:
        """New lines for the log under their headers; an AI's lines appear one by one at
        the AI pace (the table's own held lines are released by its animation)."""
        self.flush_drip()
        described = self.describe_events(events)
        before = len(self.log_lines)
        rows, self.log_seat = self.log_rows(seat, described, self.log_seat)
        self.log_lines.extend(rows)
        self.log_held += self.hold_log(described)
        if seat in self.bots and not self.instant and len(described) > 1:
            # the header and the first line show with the move, each next one PACE_LINE
            # after the one before has shown (a line the table holds waits for its animation)
            plain = {line for event, line in described if not self.opens_section(event)}
            first = next((i for i, (text, _) in enumerate(rows) if text in plain), 0)
            self.paced_upto = before + first + 1
            self.drip_time = self.pace_line()
        self.show_log()

    # -- headers: whose turn it is, or a stretch no seat plays (a game's own phase) ----------
    def opens_section(self, event: Event) -> bool:
        """Whether this event's line heads what follows instead of being a line under the
        acting seat (Requiem's phases: the Engagement that a pass sets off is nobody's turn)."""
        return False

    def log_rows(self, seat: int | None, described: list[tuple[Event, str]],
                 header: int | str | None) -> tuple[list[tuple[str, bool]], int | str | None]:
        """One step's log rows: a header when the acting seat or the section changes, then
        its lines; and the header now in force (a seat, or a section's own line)."""
        rows: list[tuple[str, bool]] = []
        for key, lines in self.sections([(seat, described)]):
            if key is not None and key != header:  # lines of no seat stay under the header before them
                rows.append((self.header_text(key), False))
                header = key
            rows.extend((line, False) for line in lines)
        return rows, header

    def sections(self, steps: list[tuple[int | None, list[tuple[Event, str]]]]
                 ) -> list[tuple[int | str | None, list[str]]]:
        """Lines grouped under what heads them: the seat whose action they follow, until an
        event opens a section of its own (then every line after it in that step is the
        section's); a group continues the one before when its head is the same."""
        groups: list[tuple[int | str | None, list[str]]] = []
        for seat, described in steps:
            key: int | str | None = seat
            for event, line in described:
                if self.opens_section(event):
                    key = line
                    groups.append((key, []))
                    continue
                if groups and groups[-1][0] == key:
                    groups[-1][1].append(line)
                else:
                    groups.append((key, [line]))
        return groups

    def header_text(self, key: int | str) -> str:
        return self.turn_header(key) if isinstance(key, int) else self.t("app.table.turn_header", name=key)

    @property
    def drip(self) -> int:
        """How many of an AI's lines still wait for their turn to appear."""
        return 0 if self.paced_upto is None else max(0, len(self.log_lines) - self.paced_upto)

    def pace_log(self, dt: float) -> None:
        if self.paced_upto is None:
            return
        if self.paced_upto >= len(self.log_lines):
            self.paced_upto = None
            return
        if self.paced_upto < len(self.log_lines) - self.log_held:  # the next line's animation is done
            self.drip_time -= dt
            if self.drip_time <= 0:
                self.paced_upto += 1
                self.drip_time = self.pace_line()
                self.show_log()

    def turn_header(self, seat: int) -> str:
        return self.t("app.table.turn_header", name=self.seat_name(seat))

    def pace_line(self) -> float:
        return PACE_LINE.get(self.app.settings.ai_pace, PACE_LINE["normal"])

    def flush_drip(self) -> None:
        """Show at once every AI line still waiting (Space, the human acts, a rebuild)."""
        if self.paced_upto is not None:
            self.paced_upto = None
            self.show_log()

    def settled(self) -> bool:
        """Nothing left to watch: no animation, no AI line waiting to appear."""
        return not self.busy() and not self.drip

    def hold_log(self, described: list[tuple[Event, str]]) -> int:
        """How many of these new lines wait for their animation (each then calls
        `release_log_line`); by default every line shows at once."""
        return 0

    def release_log_line(self) -> None:
        if self.log_held:
            self.log_held -= 1
            self.show_log()

    def rebuild_log(self) -> None:
        """The log from the session's history, filtered for the viewer, in the current language."""
        self.log_language = self.app.settings.language
        notes = self.notes.get(self.viewer, [])
        lines: list[tuple[str, bool]] = []
        n = 0
        header: int | str | None = None
        for index, step in enumerate(self.session.history):
            while n < len(notes) and notes[n][0] <= index:
                lines.append((_told(notes[n][1]), True))
                n += 1
            rows, header = self.log_rows(step.seat, self.describe_events(self.session.events_for(step, self.viewer)),
                                         header)
            lines.extend(rows)
        lines.extend((_told(text), True) for _, text in notes[n:])
        self.log_lines = lines
        self.log_seat = header
        self.log_held = 0
        self.paced_upto = None
        if self.log_panel is not None:
            self.log_panel.title = self.t(self.log_title)
        self.show_log(fresh=False)

    def show_log(self, fresh: bool = True) -> None:
        if self.log_panel is not None:
            end = len(self.log_lines) - self.log_held
            if self.paced_upto is not None:
                end = min(end, self.paced_upto)
            shown = self.log_lines[:end]
            self.log_panel.set_lines(shown, fresh=fresh)

    def describe(self, event: Event) -> str:
        """A log line for an event in the current language ('' for none)."""
        if isinstance(event, Message):
            if event.args is None:
                return self.t(event.key + ".hidden") if self.app.t.has(event.key + ".hidden") else ""
            args = {k: self.format_arg(k, v) for k, v in event.args}
            return self.t(event.key, **args)
        if isinstance(event, DieRolled):
            return self.t("app.table.die", die=self.t(f"{self.game.id}.die.{event.die}")
                          if self.app.t.has(f"{self.game.id}.die.{event.die}") else event.die, value=event.value)
        if isinstance(event, GameOver):
            return self.t("app.table.over")
        if isinstance(event, CardMoved) and self.move_lines:
            return self.describe_move(event)
        if isinstance(event, Revealed) and self.reveal_lines:
            kind, seat = zone_parts(event.where)
            return self.described(self.reveal_lines.get(kind) or self.reveal_lines.get("*"), event.card,
                                  seat=seat, src=seat, dst=seat)
        return ""

    def describe_move(self, event: CardMoved) -> str:
        src, src_seat = zone_parts(event.src)
        dst, dst_seat = zone_parts(event.dst)
        lines = self.move_lines
        key = lines.get((src, dst)) or lines.get((src, "*")) or lines.get(("*", dst))
        return self.described(key, event.card, seat=src_seat if src_seat is not None else dst_seat, src=src_seat,
                              dst=dst_seat)

    def described(self, key: str | None, card: Any, **seats: int | None) -> str:
        if key is None:
            return ""
        if card is None:  # the viewer's copy of a private event: it keeps its shape only
            key += ".hidden"
            if not self.app.t.has(key):
                return ""
        args = {name: self.seat_name(seat) for name, seat in seats.items()}
        if isinstance(card, (tuple, list)):  # a whole hand or pile shown at once (Whisper's K62, K69)
            key = key + ".many" if self.app.t.has(key + ".many") else key
            args["card"] = self.card_list(card)
        else:
            args["card"] = self.format_arg("card", card) if card is not None else ""
        return self.t(key, **args)

    def card_list(self, cards) -> str:
        """Cards in one line, in order, a card held twice or more named once with its count:
        'Atom ×2, Quark'."""
        counts: dict[str, int] = {}
        for card in cards:
            name = str(self.format_arg("card", card))
            counts[name] = counts.get(name, 0) + 1
        times = " ×" if self.app.t.language == "en" else "×"
        return self.app.t.joined(name if n == 1 else f"{name}{times}{n}" for name, n in counts.items())

    def format_arg(self, name: str, value: Any) -> Any:
        """How a Message argument reads: seats by name, catalog keys translated."""
        seats = len(self.session.record.seats)
        if name in ("seat", "player", "by", "target", "to", "from_seat") and isinstance(value, int) and 0 <= value < seats:
            return self.seat_name(value)
        if name in ("seats", "winners") and isinstance(value, (list, tuple)):
            return self.app.t.joined(self.seat_name(v) for v in value)
        if isinstance(value, str) and self.app.t.has(value):
            return self.t(value)
        if isinstance(value, str) and self.app.t.has(f"{self.game.id}.card.{value}"):
            return self.t(f"{self.game.id}.card.{value}")
        return value

    def say(self, message: str | Callable[[], str], error: bool = True) -> None:
        """A short message over the table; an error also goes to the viewer's log. Given as a
        callable it is told again in the language chosen later, when the log is rebuilt."""
        words = message
        message = message() if callable(message) else message
        if self.kit_toast is not None:
            self.kit_toast.show(message, error)
        else:
            self.toast = message
            self.toast_time = 3.5
        if self.in_input and self.pointer is not None:
            # said in answer to a gesture: said again where the pointer is
            self.refusal_note = (message, self.pointer, CALLOUT_TIME)
        if error:
            self.flush_drip()  # the warning shows at once, after everything before it
            # a refusal may name the viewer's own cards: it stays in this viewer's log only
            self.notes.setdefault(self.viewer, []).append((len(self.session.history), words))
            self.log_lines.append((message, True))
            self.show_log()

    def missed_drop(self, had_targets: bool) -> None:
        """A carried card let go where nothing takes it slides back, and the pointer says why:
        the lit places are where it goes, or it has nowhere to go at this moment."""
        self.say(self.t("app.table.drop.missed" if had_targets else "app.table.drop.nowhere"), error=False)

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.kit_toast is not None:
            self.kit_toast.draw(surface, self.app.view)
            return
        if self.toast_time <= 0:
            return
        view = self.app.view
        alpha = min(1.0, self.toast_time / 0.4)
        lines = theme.wrap(self.toast, view.px(theme.BODY), view.px(900 - 48))  # a long one wraps, growing upwards
        width = max(theme.text_width(line, view.px(theme.BODY)) for line in lines) / view.scale + 48
        extra = 20 * (len(lines) - 1)
        panel(surface, view, (640 - width / 2, 612 - extra, width, 40 + extra), alpha=int(235 * alpha))
        for i, line in enumerate(lines):
            text(surface, view, line, (640, 632 - extra + 20 * i), theme.BODY, theme.INK, "center")


def _told(note: str | Callable[[], str]) -> str:
    return note() if callable(note) else note


def zone_parts(zone: str) -> tuple[str, int | None]:
    """A zone name's kind and seat: "hand.2" -> ("hand", 2), "party0.1" -> ("party", 0), "pile" -> ("pile", None)."""
    match = _ZONE.match(zone or "")
    if match is None:
        return zone, None
    kind, seat = match.groups()
    return kind, int(seat) if seat is not None else None


_ZONE = re.compile(r"([A-Za-z_]+)\.?(\d+)?")
