"""Real pygame mouse gestures posted to a table scene at logical positions."""

import pygame


def mouse(app, kind, logical, button=1):
    pos = app.view.point(*logical)
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=button)


def perform(app, gesture):
    """A ('click', point), a ('right', point) (right-click) or a ('drag', start, end)."""
    if gesture[0] in ("click", "right"):
        button = 3 if gesture[0] == "right" else 1
        app.frame(1 / 60, [mouse(app, "motion", gesture[1]), mouse(app, "down", gesture[1], button),
                           mouse(app, "up", gesture[1], button)])
        return
    _, start, end = gesture
    hold(app, start, end)
    app.frame(1 / 60, [mouse(app, "up", end)])


def hold(app, start, end):
    """Press at `start` and carry to `end` in eight motions, without letting go: a drag under way."""
    app.frame(1 / 60, [mouse(app, "down", start)])
    for i in range(1, 9):
        t = i / 8
        app.frame(1 / 60, [mouse(app, "motion", (start[0] + (end[0] - start[0]) * t,
                                                 start[1] + (end[1] - start[1]) * t))])


def confirm_yes(app) -> bool:
    """Answer Yes if the gesture asked to confirm an irreversible choice; True if it did."""
    from scenes.kit.dialogs import Confirm

    if isinstance(app.top, Confirm):
        answer(app, yes=True)
        return True
    return False


def answer(app, yes: bool) -> None:
    """Answer the question on top, as a hand does once it shows: Yes (its first button) or No."""
    wait_fresh(app)
    perform(app, ("click", app.top.widgets[0 if yes else 1].rect.center))


def wait_fresh(app) -> None:
    """Let the screen on top (a question, a curtain) pass its first moment, when it takes no input."""
    for _ in range(60):
        fresh = getattr(app.top, "fresh", None)
        if fresh is None or fresh.ready():
            return
        app.frame(1 / 60, [])


def wait_ready(app, table, frames: int = 60) -> None:
    """Let a table play its opening (deal, AI moves) until it waits for the player, or `frames` pass."""
    for _ in range(frames):
        if table.legal and not table.busy():
            return
        app.frame(1 / 60, [])


def close_recap(app, table) -> None:
    """Read "Since your last move", if it shows, as a player does: while up it takes the next
    click or key, whatever it is on, and Enter closes it and does nothing else."""
    if table.showing_recap():
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0),
                           pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
        assert not table.showing_recap(), "Enter left the recap up"
