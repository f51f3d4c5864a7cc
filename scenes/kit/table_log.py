"""The table's log: every event the viewer may see, told in words, rebuilt from the
session's history for the current viewer, and paced so a person can follow an AI."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game.engine.contract import CardMoved, DieRolled, Event, GameOver, Message, Revealed
from game.engine.session import Session, Step

# The AI pace setting: how long each line an AI's move wrote stays alone in the log before
# the next (a die seen landing, a combat sum read).
PACE_LINE = {"slow": 1.1, "normal": 0.6, "fast": 0.25}
CALLOUT_TIME = 3.2  # seconds a refusal stays by the pointer


class LogView:
    """A part of the table: the viewer's log lines, their pacing, the viewer's warnings, and
    the words of the kit's own events.

    Built with the app, the session, the viewer (a getter), the table's `t`, its panel (a
    kit LogPanel or None) and the panel's title key, and the game's words: `describe`
    (an event -> its line, '' for none), `format_arg` (a Message argument -> how it reads),
    `opens_section` (an event whose line heads what follows: Requiem's phases), `hold`
    (how many new lines wait for their animation, each then `release`d), `seat_name`,
    `paced` (a seat whose lines appear one by one at the AI pace), the move and reveal
    lines (see TableScene) and the game's id."""

    def __init__(self, app, session: Session, viewer: Callable[[], int | None], t: Callable[..., str], panel,
                 title_key: str, describe: Callable[[Event], str], format_arg: Callable[[str, Any], Any],
                 opens_section: Callable[[Event], bool], hold: Callable[[list[tuple[Event, str]]], int],
                 seat_name: Callable[[int | None], str], paced: Callable[[int | None], bool],
                 move_lines: dict[tuple[str, str], str], reveal_lines: dict[str, str], game_id: str,
                 turn_of: Callable[[Event], int | None] = lambda event: None,
                 action_words: Callable[[Any], str] = lambda action: ""):
        self.app = app
        self.session = session
        self.viewer = viewer
        self.t = t
        self.panel = panel
        self.title_key = title_key
        self.describe = describe
        self.format_arg = format_arg
        self.opens_section = opens_section
        self.hold = hold
        self.seat_name = seat_name
        self.paced = paced
        self.move_lines = move_lines
        self.reveal_lines = reveal_lines
        self.game_id = game_id
        self.turn_of = turn_of  # the seat whose turn an event begins (its lines go under that seat)
        self.action_words = action_words  # a decision in words, for a step that tells its actor nothing
        self.lines: list[tuple[str, bool]] = []  # the viewer's log: (line, warning)
        self.heads: set[int] = set()  # the indices in `lines` of headers (whose turn, a section)
        self.held = 0  # the newest lines wait for their animation (see `release`)
        # warnings per viewer, by history position (a callable tells it in the current language)
        self.notes: dict[int | None, list[tuple[int, Any]]] = {}
        self.language = app.settings.language
        self.paced_upto: int | None = None  # an AI's lines show up to here, one more per PACE_LINE
        self.drip_time = 0.0
        self.header: int | str | None = None  # what the log's last header names: a seat or a section
        self.head_texts: set[str] = set()  # the header lines made so far (`mark_heads` finds them)

    # -- the log --------------------------------------------------------------------
    def text(self) -> list[str]:
        """The viewer's log, line by line."""
        return [line for line, _ in self.lines]

    def describe_events(self, events: list[Event]) -> list[tuple[Event, str]]:
        return [(event, line) for event, line in ((e, self.describe(e)) for e in events) if line]

    def step_described(self, step: Step, viewer: int | None) -> list[tuple[Event, str]]:
        """A step's lines as `viewer` saw it. A decision whose events tell its own maker
        nothing (a choice inside a spell, ending a step) is said to them in words of the
        decision itself: every action has its line."""
        described = self.describe_events(self.session.events_for(step, viewer))
        if not described and viewer is not None and viewer == step.seat:
            words = self.action_words(step.action)
            if words:
                event = Message("app.table.decided", (("seat", step.seat), ("what", words)))
                described = [(event, self.describe(event))]
        return described

    def narrate(self, events: list[Event], seat: int | None = None, step: Step | None = None) -> None:
        """New lines for the log under their headers; an AI's lines appear one by one at
        the AI pace (the table's own held lines are released by its animation)."""
        self.flush()
        described = self.step_described(step, self.viewer()) if step is not None else self.describe_events(events)
        before = len(self.lines)
        rows, self.header = self.rows(seat, described, self.header)
        self.mark_heads(rows, before)
        self.lines.extend(rows)
        self.held += self.hold(described)
        if self.paced(seat) and len(described) > 1:
            # the header and the first line show with the move, each next one PACE_LINE
            # after the one before has shown (a line the table holds waits for its animation)
            plain = {line for event, line in described if not self.opens_section(event)}
            first = next((i for i, (text, _) in enumerate(rows) if text in plain), 0)
            self.paced_upto = before + first + 1
            self.drip_time = self.pace_line()
        self.show()

    def mark_heads(self, rows: list[tuple[str, bool]], at: int) -> None:
        """Remember which of these rows, to be put at index `at`, are headers (their text
        is a header line and they are no warning)."""
        for i, (text, warning) in enumerate(rows):
            if not warning and text in self.head_texts:
                self.heads.add(at + i)

    # -- headers: whose turn it is, or a stretch no seat plays (a game's own phase) ----------
    def rows(self, seat: int | None, described: list[tuple[Event, str]],
             header: int | str | None) -> tuple[list[tuple[str, bool]], int | str | None]:
        """One step's log rows: a header when the acting seat or the section changes, then
        its lines; and the header now in force (a seat, or a section's own line)."""
        rows: list[tuple[str, bool]] = []
        for key, lines in self.sections([(seat, described)]):
            if key is not None and key != header:  # lines of no seat stay under the header before them
                head = self.header_text(key)
                self.head_texts.add(head)
                rows.append((head, False))
                header = key
            rows.extend((line, False) for line in lines)
        return rows, header

    def sections(self, steps: list[tuple[int | None, list[tuple[Event, str]]]]
                 ) -> list[tuple[int | str | None, list[str]]]:
        """Lines grouped under what heads them: the seat whose action they follow, until an
        event opens a section of its own (then every line after it in that step is the
        section's) or begins a seat's turn (then they go under that seat: the new turn's draw
        is its own); a group continues the one before when its head is the same."""
        groups: list[tuple[int | str | None, list[str]]] = []
        for seat, described in steps:
            key: int | str | None = seat
            for event, line in described:
                if self.opens_section(event):
                    key = line
                    groups.append((key, []))
                    continue
                turn = self.turn_of(event)
                if turn is not None:
                    key = turn
                if groups and groups[-1][0] == key:
                    groups[-1][1].append(line)
                else:
                    groups.append((key, [line]))
        return groups

    def told(self, steps: list[Step], viewer: int | None) -> list[tuple[int | str | None, list[str]]]:
        """History steps as `viewer` saw them, grouped under what heads them (see `sections`)."""
        return self.sections([(step.seat, self.step_described(step, viewer))
                              for step in steps])

    def step_lines(self, step: Step, viewer: int | None) -> list[str]:
        """One step's lines as `viewer` saw it."""
        return [line for _, line in self.step_described(step, viewer)]

    def header_text(self, key: int | str) -> str:
        return self.turn_header(key) if isinstance(key, int) else self.t("app.table.turn_header", name=key)

    def turn_header(self, seat: int) -> str:
        return self.t("app.table.turn_header", name=self.seat_name(seat))

    # -- pacing ---------------------------------------------------------------------
    @property
    def drip(self) -> int:
        """How many of an AI's lines still wait for their turn to appear."""
        return 0 if self.paced_upto is None else max(0, len(self.lines) - self.paced_upto)

    def pace(self, dt: float) -> None:
        if self.paced_upto is None:
            return
        if self.paced_upto >= len(self.lines):
            self.paced_upto = None
            return
        if self.paced_upto < len(self.lines) - self.held:  # the next line's animation is done
            self.drip_time -= dt
            if self.drip_time <= 0:
                self.paced_upto += 1
                self.drip_time = self.pace_line()
                self.show()

    def pace_line(self) -> float:
        return PACE_LINE.get(self.app.settings.ai_pace, PACE_LINE["normal"])

    def flush(self) -> None:
        """Show at once every AI line still waiting (Space, the human acts, a rebuild)."""
        if self.paced_upto is not None:
            self.paced_upto = None
            self.show()

    def release(self) -> None:
        """A held line's animation is done: it shows."""
        if self.held:
            self.held -= 1
            self.show()

    # -- the viewer's warnings --------------------------------------------------------
    def add_warning(self, words: str | Callable[[], str], message: str) -> None:
        """A warning shows at once, after everything before it, and stays in this viewer's
        log only (a refusal may name the viewer's own cards); `words` is kept to be told
        again in the language chosen later."""
        self.flush()
        self.notes.setdefault(self.viewer(), []).append((len(self.session.history), words))
        self.lines.append((message, True))
        self.show()

    def forget_notes_after(self, length: int) -> None:
        """Undo took the history back to `length`: the warnings given after it go."""
        for seat, notes in self.notes.items():
            self.notes[seat] = [note for note in notes if note[0] <= length]

    def stale(self) -> bool:
        """The language changed since the log was told."""
        return self.app.settings.language != self.language

    def rebuild(self) -> None:
        """The log from the session's history, filtered for the viewer, in the current language."""
        self.language = self.app.settings.language
        viewer = self.viewer()
        notes = self.notes.get(viewer, [])
        lines: list[tuple[str, bool]] = []
        heads: set[int] = set()
        self.head_texts = set()  # told afresh: this viewer's headers, in this language
        n = 0
        header: int | str | None = None
        for index, step in enumerate(self.session.history):
            while n < len(notes) and notes[n][0] <= index:
                lines.append((_told(notes[n][1]), True))
                n += 1
            rows, header = self.rows(step.seat, self.step_described(step, viewer), header)
            heads.update(len(lines) + i for i, row in enumerate(rows) if row[0] in self.head_texts)
            lines.extend(rows)
        lines.extend((_told(text), True) for _, text in notes[n:])
        self.lines = lines
        self.heads = heads
        self.header = header
        self.held = 0
        self.paced_upto = None
        if self.panel is not None:
            self.panel.title = self.t(self.title_key)
        self.show(fresh=False)

    def shown(self) -> int:
        """How many of the log's lines show now (an AI's lines and held lines wait)."""
        end = len(self.lines) - self.held
        if self.paced_upto is not None:
            end = min(end, self.paced_upto)
        return end

    def entries(self) -> list[tuple[str, str]]:
        """The log as shown now, each line with its kind: "head" (whose turn, a section),
        "warn" (the viewer's own warning) or "line"."""
        return [(text, "warn" if warning else "head" if i in self.heads else "line")
                for i, (text, warning) in enumerate(self.lines[:self.shown()])]

    def show(self, fresh: bool = True) -> None:
        if self.panel is not None:
            self.panel.set_lines(self.lines[:self.shown()], fresh=fresh)

    # -- the kit's own events in words --------------------------------------------------
    def tell(self, event: Event) -> str:
        """A log line for an event in the current language ('' for none)."""
        t, has = self.t, self.app.t.has
        if isinstance(event, Message):
            if event.args is None:
                return t(event.key + ".hidden") if has(event.key + ".hidden") else ""
            args = {k: self.format_arg(k, v) for k, v in event.args}
            return t(event.key, **args)
        if isinstance(event, DieRolled):
            return t("app.table.die", die=t(f"{self.game_id}.die.{event.die}")
                     if has(f"{self.game_id}.die.{event.die}") else event.die, value=event.value)
        if isinstance(event, GameOver):
            return t("app.table.over")
        if isinstance(event, CardMoved) and self.move_lines:
            return self.tell_move(event)
        if isinstance(event, Revealed) and self.reveal_lines:
            kind, seat = zone_parts(event.where)
            return self.described(self.reveal_lines.get(kind) or self.reveal_lines.get("*"), event.card,
                                  seat=seat, src=seat, dst=seat)
        return ""

    def tell_move(self, event: CardMoved) -> str:
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

    def argument(self, name: str, value: Any) -> Any:
        """How a Message argument reads: seats by name, catalog keys translated."""
        seats = len(self.session.record.seats)
        if name in ("seat", "player", "by", "target", "to", "from_seat") and isinstance(value, int) and 0 <= value < seats:
            return self.seat_name(value)
        if name in ("seats", "winners") and isinstance(value, (list, tuple)):
            return self.app.t.joined(self.seat_name(v) for v in value)
        if isinstance(value, str) and self.app.t.has(value):
            return self.t(value)
        if isinstance(value, str) and self.app.t.has(f"{self.game_id}.card.{value}"):
            return self.t(f"{self.game_id}.card.{value}")
        return value


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
