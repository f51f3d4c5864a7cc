"""A decision at the base table (scenes/kit/table.py): submitting it (a question first for an
irreversible one, a refusal said with its rule) and what the table does after each step
(the hand-off, the playback, the log, the recap)."""

from __future__ import annotations

from game.engine.contract import Action, IllegalAction
from game.engine.session import Step

from .dialogs import Confirm
from .refusals import refusal_reason


def submit(table, action: Action, confirmed: bool = False) -> bool:
    """A human's (or a bot's) decision; a refusal is shown with its rule, by the pointer.
    An irreversible choice made by a gesture asks first (`confirm_actions`)."""
    question = table.confirm_question(action)
    if question and not confirmed and table.in_input and table.human_to_act:
        table.app.push(Confirm(table.app, question, lambda: table.submit(action, confirmed=True)))
        return False
    try:
        step = table.session.act(action)
    except IllegalAction as exc:
        refused = exc  # the name is cleared when the except block ends
        table.say(lambda: table.t("app.table.refused", rule=refused.rule, reason=refusal_reason(table, refused)),
                 error=True)
        table.app.play("failure")
        return False
    table.after_step(step)
    return True



def after_step(table, step: Step) -> None:
    viewer, curtain_for = table.handoff.next_viewer()
    # (not when the screen passes openly to another human: they watch the same step together)
    holding = (table.watch_own_step and table.handoff.holds(step.seat, viewer)
               and (curtain_for is not None or viewer is None))
    if holding:  # the human who acted sees their step play out in their own eyes first
        viewer, curtain_for = table.viewer, None
    events = table.session.events_for(step, viewer)
    if step.seat == table.viewer:
        table.recap.acted(table.viewer, table.turn_key())  # what led up to it is read
    if step.seat == table.handoff.handed_to:
        table.handoff.handed_to = None
    table.ai.stepped(step)
    if events:
        table.playback.start()  # the step's decisions wait until its events have played
    if viewer != table.viewer:
        # another point of view: the step plays out as the new viewer sees it, and the
        # log becomes the new viewer's history
        if viewer is not None and curtain_for is None and table.handoff.private() \
                and viewer != table.handoff.last_human:
            table.handoff.name_decider(viewer)
            table.pointer_held = True  # no tooltip from where the last player left the pointer
            return
        table.handoff.look_as(viewer)
        table.forget()
        table.on_events(events)
        table.refresh()
        table.log_view.rebuild()
    else:
        table.log_view.narrate(events, step.seat, step)
        table.on_events(events)
        table.refresh()
    if curtain_for is not None:
        table.handoff.raise_curtain(curtain_for)
    if holding:
        table.handoff.hold()
        table.say(table.t("app.table.passing", name=table.seat_name(table.session.to_act)), error=False)
