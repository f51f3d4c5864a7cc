"""Screenshots of the tabletop kit, for looking at: the seven suits and the back,
a card mid-drag, the dice mid-roll, the Free Table at 1280×720 and 1920×1080.

    python tools/screens_kit.py [OUT_DIR]        (default /tmp/kit-shots)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402


def suits_sheet(out: Path, scale: float = 2.0, lang: str = "en") -> Path:
    from sprites import theme
    from sprites.cards import CardSprite, draw_cards
    from sprites.faces.seven import Role, seven_face
    from sprites.view import View

    pygame.init()
    view = View(round(1280 * scale / 2), round(720 * scale / 2))
    surface = pygame.display.set_mode((view.width, view.height))
    surface.blit(theme.felt(surface.get_size()), (0, 0))
    roles = {13: Role("crown", "King", "王"), 12: Role("staff", "Mage", "魔術師"), 11: Role("shield", "Elite", "精鋭"),
             10: Role("sword", "Soldier", "兵士"), 1: Role("skull_helm", "Slaughter King", "殺戮王")}
    sprites = []
    codes = ["7-1", "7-2", "7-3", "7-4", "7-5", "7-6", "7-7"]
    for i, code in enumerate(codes):
        sprites.append(CardSprite(code, face=seven_face(code), face_up=True, x=90 + i * 122, y=110))
    extra = ["13-7", "12-6", "11-5", "10-4", "1-1"]
    for i, code in enumerate(extra):
        sprites.append(CardSprite(code, face=seven_face(code, roles), face_up=True, x=90 + i * 122, y=270))
    sprites.append(CardSprite("back", x=90 + 5 * 122, y=270))
    turned = CardSprite("turned", face=seven_face("4-3"), face_up=True, x=90 + 6 * 122 + 10, y=270, angle=90)
    sprites.append(turned)
    draw_cards(surface, view, sprites, lang)
    # the icons alone, large, in colour and in greyscale
    from sprites.faces.icons import suit_icon

    for i in range(7):
        icon = suit_icon(i + 1, view.px(64))
        surface.blit(icon, view.point(58 + i * 122, 380))
        grey = pygame.transform.grayscale(icon)
        surface.blit(grey, view.point(58 + i * 122, 460))
    path = out / f"kit-suits-{lang}.png"
    pygame.image.save(surface, str(path))
    return path


def table_shots(out: Path, lang: str = "en", size: tuple[int, int] = (1280, 720)) -> list[Path]:
    """The Free Table dealt out, then mid-drag, then mid-roll."""
    import tempfile

    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-shots-")
    from game.freetable.rules import Deal, Flip, MoveCard, Turn
    from game.freetable.state import PILE, TABLE
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.freetable.scene import FreeTable

    app = App(size, settings=Settings(language=lang), headless=True)
    table = FreeTable(app, hands=3, seed=21, fresh=True)
    app.push(table)
    table.submit(Deal(5, True))
    for token in list(table.session.state.zones[PILE])[-6:]:
        table.submit(MoveCard(token, TABLE, len(table.session.state.zones[TABLE])))
    for token in table.session.state.zones[TABLE][:4]:
        table.submit(Flip(token))
    table.submit(Turn(table.session.state.zones[TABLE][1]))
    table.skip()
    for _ in range(10):
        app.frame(1 / 60, [])
    tag = f"{lang}-{size[0]}x{size[1]}"
    paths = []
    path = out / f"kit-table-{tag}.png"
    app.screenshot(path)
    paths.append(path)
    # mid-drag: a card lifted off the pile, swinging toward the table
    view = app.view
    sprite = table.sprites[table.session.state.zones[PILE][-1]]
    start = (sprite.x + 10, sprite.y + 20)
    def post(kind, pos):
        real = view.point(*pos)
        if kind == "motion":
            return pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=(1, 0, 0))
        etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
        return pygame.event.Event(etype, pos=real, button=1)
    app.frame(1 / 60, [post("down", start)])
    for i in range(1, 16):
        app.frame(1 / 60, [post("motion", (start[0] + i * 36, start[1] + i * 10))])
    app.frame(1 / 60, [])
    path = out / f"kit-drag-{tag}.png"
    app.screenshot(path)
    paths.append(path)
    app.frame(1 / 60, [post("up", (start[0] + 15 * 36, start[1] + 150))])
    for _ in range(30):
        app.frame(1 / 60, [])
    # mid-roll: both dice thrown, a third of a second in
    for die in table.tray.dice:
        app.frame(1 / 60, [post("down", (die.x, die.y)), post("up", (die.x, die.y))])
    for _ in range(18):
        app.frame(1 / 60, [])
    path = out / f"kit-roll-{tag}.png"
    app.screenshot(path)
    paths.append(path)
    for _ in range(70):
        app.frame(1 / 60, [])
    path = out / f"kit-landed-{tag}.png"
    app.screenshot(path)
    paths.append(path)
    return paths


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "/tmp/kit-shots")
    out.mkdir(parents=True, exist_ok=True)
    paths = [suits_sheet(out), suits_sheet(out, lang="ja")]
    paths += table_shots(out)
    paths += table_shots(out, "ja", (1920, 1080))
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
