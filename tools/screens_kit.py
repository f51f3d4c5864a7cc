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


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "/tmp/kit-shots")
    out.mkdir(parents=True, exist_ok=True)
    paths = [suits_sheet(out), suits_sheet(out, lang="ja")]
    try:
        from tools_freetable_shots import table_shots  # noqa: F401
    except ImportError:
        pass
    for extra in _table_shots(out):
        paths.append(extra)
    for path in paths:
        print(path)
    return 0


def _table_shots(out: Path) -> list[Path]:
    try:
        import scenes.freetable  # noqa: F401
    except ImportError:
        return []
    from tools.freetable_shots import shots

    return shots(out)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
