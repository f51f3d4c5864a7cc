"""How the base table (scenes/kit/table.py) builds its parts and wires them: each part
gets the table's getters and callbacks, never another part."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.bots import make_bot
from game.engine.contract import Action, Event
from game.engine.session import Session

from .hint_reason import hint_sentence
from .table_bots import BotTurns
from .table_handoff import HandOff
from .table_history import History
from .table_keys import Focus
from .table_layers import Layers
from .table_log import LogView
from .table_messages import Messages
from .table_playback import Playback
from .table_popups import Popups
from .table_recap import Recap
from .table_tips import Tips
from .table_undo import Undo
from .thinker import warm


def wire(table, app, session: Session) -> None:
    """Build the table's parts and wire them with the table's getters and callbacks (no part
    reads another: scenes/kit/table.py says which is which)."""
    table.session = session
    table.game = session.game
    seats = session.record.seats
    think = getattr(app.settings, "hard_think", None)  # AI · Hard's seconds a decision
    table.bots = {i: make_bot(table.game, s.kind, think=think) for i, s in enumerate(seats) if not s.is_person}
    table.net = None  # the network host's part (scenes/kit/net_seat.py) when players join from elsewhere
    if any(s.kind == "hard" for s in seats):
        warm()  # Hard thinks in a worker process (scenes/thinker.py); start it now
    table.handoff = HandOff(app, session, lambda: table.needs_curtain, table.seat_name, table.rebuild, table.forget,
                           shows_secret=lambda seat: table.shows_secret(seat))
    table.messages = Messages(app, lambda: table.kit_toast)
    table.log_view = LogView(app, session, lambda: table.viewer, table.t, table.log_panel, table.log_title,
                            table.describe, table.format_arg, table.opens_section, table.hold_log, table.seat_name,
                            lambda seat: seat in table.bots and not table.instant,
                            table.move_lines, table.reveal_lines, table.game.id, turn_of=table.turn_of,
                            action_words=table.action_words)
    table.history = History(app, table.t, table.log_view.entries, lambda: getattr(table.log_panel, "rect", None),
                           lambda: not table.curtain_up)
    if not hasattr(table, "pending"):
        table.pending: list[Event] = []  # the viewer's events of the last step, for the animation
    table.pointer: tuple[float, float] | None = None  # the last mouse position the table was told of
    table.in_input = False  # a human's event is being handled (confirmations, callouts)
    table.recap = Recap(app, session, table.recap_box, table.log_view.told, table.log_view.header_text)
    table.ai = BotTurns(app, session, table.bots, lambda: table.instant,
                       lambda: table.settled() and not table.curtain_up and not table.handoff.holding, table.submit,
                       table.log_view.flush)
    table.undo = Undo(session, lambda: table.viewer,
                     lambda: table.ai.thinking is not None or (session.to_act in table.bots and not session.over
                                                              and not table.handoff.holding),
                     table.log_view.step_lines,
                     table.undo_refused, table.undone, t=table.t, seat_name=table.seat_name)
    table.undo.allowed = not getattr(table, "replaying", False)  # a replay watches, it takes nothing back
    table.results_shown = False
    table.pointer_held = False  # after a hand-off with no curtain the pointer counts again once it moves
    table.observation: Any = None  # the viewer's observation now (the sprites are laid out from it)
    table.legal: list[Action] = []  # the decisions offered: none until their step is on screen
    table.playback = Playback()  # the step on screen (`shown`), scenes/kit/table_playback.py
    table.popups = Popups(lambda: len(table.session.record.actions))
    table.focus = Focus(app, table.t, session, lambda: table.viewer, lambda: table.legal, lambda: table.curtain_up,
                       gestures=table.key_gestures, next_gesture=getattr(table, "next_gesture", None),
                       paused=table.keys_paused, focus_rect=table.focus_rect,
                       controls=lambda: [*table.controls(), *table.history.buttons()],
                       undo_buttons=lambda: table.undo.buttons(table.controls()), hint_at=table.hint_at,
                       play=table.play_key_event, point=table.rest_pointer, used=table.recap.close, say=table.say,
                       hush=table.messages.clear, stale=table.keys_stale, recap_open=table.showing_recap,
                       avoid=table.avoid_focus, whole_move=table.hint_move)
    table.focus.reason = lambda action: hint_sentence(table, action)
    table.playback.jump(table.session.observe(table.viewer))
    table.refresh()
    table.log_view.rebuild()
    table.tips = Tips(app, table.game.id, getattr(table, "replaying", False),
                     lambda: not table.curtain_up and app.top is table and bool(table.legal))
    # what is drawn over the table and takes all input while it shows, topmost first
    table.layers = Layers([("log", lambda: table.history.open, table.history.event),
                          ("tip", table.tips.showing, table.tips.event),
                          ("recap", table.showing_recap, table.recap.event)],
                         passes={"recap": table.focus.asks_hint,  # H or the Hint button: closed, and the hint
                                 "tip": lambda event: event.type == pygame.KEYDOWN and table.focus.asks_hint(event)})
