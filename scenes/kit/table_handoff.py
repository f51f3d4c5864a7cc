"""The hand-off at the table: whose eyes the table uses (the viewer), and the curtain that
rises between two humans sharing the screen when the game has secrets."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.session import Session

from .curtain import Curtain

HOLD = 2.0  # seconds a human's own step stays in their view, once it has played, before the screen passes on


class HandOff:
    """A part of the table: the viewer, the last human who saw the table, and the curtain.

    The viewer is the seat whose eyes the table uses (None: an onlooker, no human's
    private faces). The hand-off rule (`next_viewer`) decides it after every step, on
    opening and after Undo. Built with the app, the session, whether the game has secrets
    (`needs_curtain`, asked each time), a seat's shown name, and what the table does when the viewer
    changes: `lay` lays the table afresh for the new viewer, `blank` drops what the
    pointer left (nothing is laid: nobody's secrets are drawn anyway)."""

    def __init__(self, app, session: Session, needs_curtain: Callable[[], bool], seat_name: Callable[[int | None], str],
                 lay: Callable[[], None], blank: Callable[[], None],
                 shows_secret: Callable[[int], bool] = lambda seat: True):
        self.app = app
        self.session = session
        self.needs_curtain = needs_curtain
        self.seat_name = seat_name
        self.lay = lay
        self.blank = blank
        self.shows_secret = shows_secret  # would the table drawn for a seat show another human's secret?
        humans = self.humans()
        to_act = session.to_act
        # nobody's secrets until the hand-off rule has said whose eyes these are (see `hand_off`)
        self.viewer: int | None = None if self.private() else (
            to_act if to_act in humans else (humans[0] if humans else None))
        self.last_human: int | None = None  # the human who last saw the table (None: unknown)
        self.curtain_up = False
        self.fixed = False  # True where the watcher chooses the view (a replay): the rule never applies
        self.handed_to: int | None = None  # the human the screen passed to without a curtain, until they act
        self.holding = False  # the human who acted watches their own step before the screen passes on
        self.held = 0.0  # seconds of that watch since the step finished playing

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.record.seats) if s.is_human]

    def private(self) -> bool:
        """Hot seat with secrets: two or more humans share the screen and hands are hidden."""
        return self.needs_curtain() and len(self.humans()) > 1

    def next_viewer(self) -> tuple[int | None, int | None]:
        """(the viewer for the seat to act now, the human the curtain must be raised for or None).

        The curtain rises before a human's decision whenever the last person who saw
        the table was another human (or nobody knows who: on opening) and the game has
        secrets and the table drawn for the new human would show one (`shows_secret`); otherwise
        the screen names who decides. While AIs act in such a game the table is drawn for
        nobody (public)."""
        to_act = self.session.to_act
        humans = self.humans()
        if self.fixed:
            return self.viewer, None  # the view chosen holds, and no curtain rises
        if to_act is None:
            return self.viewer, None  # over: the results show everything
        if to_act not in humans:
            return (None if self.private() else self.viewer), None
        if to_act == self.viewer:
            return to_act, None
        if self.private() and to_act != self.last_human and (self.last_human is None or self.shows_secret(to_act)):
            return None, to_act
        return to_act, None

    def holds(self, seat: int, viewer: int | None) -> bool:
        """Does the human in `seat`, who has just acted, watch their own step (a card drawn, a
        try that failed) before the screen passes on to `viewer`'s eyes? In hot seat with
        secrets, whenever the view is about to change."""
        return (not self.fixed and self.private() and seat == self.viewer and seat in self.humans()
                and viewer != self.viewer)

    def hold(self) -> None:
        self.holding, self.held = True, 0.0

    def hold_over(self, dt: float, settled: bool) -> bool:
        """Has the acting human watched their step long enough (HOLD seconds once it has played)?"""
        if not self.holding:
            return False
        if settled:
            self.held += dt
        return self.held >= HOLD

    def pass_on(self) -> bool:
        """The human who acted has watched their step: the rule applies now. True when the
        screen passed openly to another human, who is named (no curtain)."""
        self.holding = False
        viewer, curtain_for = self.next_viewer()
        if viewer != self.viewer:
            if viewer is not None and curtain_for is None and self.private() and viewer != self.last_human:
                self.name_decider(viewer)
                return True
            self.look_as(viewer)
            self.lay()
        if curtain_for is not None:
            self.raise_curtain(curtain_for)
        return False

    def look_as(self, viewer: int | None) -> None:
        """The table is seen through `viewer`'s eyes from now (a human among them is
        remembered as the last one who saw it)."""
        self.viewer = viewer
        if viewer is not None:
            self.last_human = viewer

    def name_decider(self, viewer: int) -> None:
        """Another human decides with no curtain: the table is laid out afresh for them (their
        side of it) and the screen names them until they act."""
        self.handed_to = self.last_human = self.viewer = viewer
        self.lay()
        self.app.play("turn")

    def hand_off(self) -> None:
        """Apply the hand-off rule now (on opening, after Undo)."""
        if self.curtain_up:
            return
        viewer, curtain_for = self.next_viewer()
        if viewer != self.viewer:
            self.viewer = viewer
            self.lay()
        if viewer is not None:
            self.last_human = viewer
        if curtain_for is not None:
            self.raise_curtain(curtain_for)

    def raise_curtain(self, seat: int) -> None:
        self.curtain_up = True
        if self.viewer is not None:
            self.viewer = None  # nothing secret is drawn while the curtain is up
            self.lay()
        else:
            self.blank()
        self.app.push(Curtain(self.app, lambda: self.seat_name(seat), lambda: self.hand_to(seat)))

    def hand_to(self, seat: int) -> None:
        self.curtain_up = False
        self.viewer = seat
        self.last_human = seat
        self.lay()
        self.app.play("turn")


def passes_screen(event, controls: list) -> bool:
    """Space, Enter or a click off the buttons while the actor watches their step: pass on now."""
    if event.type == pygame.KEYDOWN:
        return event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
    return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
            and not any(w.rect.collidepoint(event.pos) for w in controls if getattr(w, "visible", True)))
