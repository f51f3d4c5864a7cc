import pytest


@pytest.fixture
def app():
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    application = App((1280, 720), settings=Settings(), headless=True)
    yield application


def click(app, logical_pos, button=1):
    """Post a real press and release at a logical point (converted to pixels)."""
    import pygame

    pos = app.view.point(*logical_pos)
    pygame.mouse.set_pos(pos)
    events = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]
    for event in events:
        pygame.event.post(event)
    app.frame(1 / 60)
    app.frame(1 / 60)


def key(app, key_code):
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
