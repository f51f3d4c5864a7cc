"""The program's command line: its options, what one option cannot check alone, and the
options that stand over the settings for one run (scenes/shell/app.py's `main` reads them)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..kit.settings import CARD_SIZES, TEXT_SIZES, Settings
from .screens import SCREENSHOT_SCENES

MIN_SIZE = (960, 540)
MAX_SIZE = (7680, 4320)  # 8K: a larger window is a typo, and a screenshot of it takes minutes


def window_size(text: str) -> tuple[int, int]:
    """--size WxH, each side within MIN_SIZE..MAX_SIZE (argparse says the reason)."""
    parts = text.strip().lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(part.strip().isdigit() and len(part.strip()) <= 5 for part in parts):
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a size like 1280x720")
    width, height = (int(part) for part in parts)
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"{width}x{height} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} .. "
                                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return width, height


def _whole(low: int, high: int):
    """An argparse type: a whole number from `low` to `high` (argparse names the option)."""
    def parse(text: str) -> int:
        value = text.strip()
        if not value.lstrip("-").isdigit() or len(value) > 20 or not low <= int(value) <= high:
            raise argparse.ArgumentTypeError(f"a whole number from {low} to {high}, please, not {text[:20]!r}")
        return int(value)
    return parse


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="seven-tables", description="Five tabletop card games for one screen.")
    parser.add_argument("--selftest", action="store_true", help="start headless, walk every scene, exit")
    parser.add_argument("--screenshot", nargs=2, metavar=("SCENE", "OUT"),
                        help="render a scene headless into a PNG (scenes: " + ", ".join(_scene_names()) + ")")
    parser.add_argument("--game", default=None, help="the game of a setup or table screenshot")
    parser.add_argument("--seed", type=_whole(-(1 << 63), (1 << 64) - 1), default=1)
    parser.add_argument("--moves", type=_whole(0, 100_000), default=0,
                        help="bot moves to play before the screenshot")
    parser.add_argument("--seat", type=_whole(0, 5), default=0, help="whose point of view (0-based)")
    parser.add_argument("--players", type=_whole(1, 6), default=None)
    parser.add_argument("--lang", choices=("en", "ja"), default=None,
                        help="the language (at a normal start: instead of the one in Settings, for this run)")
    parser.add_argument("--size", type=window_size, default=(1280, 720),
                        help=f"window size, e.g. 1920x1080 (from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
                             f"to {MAX_SIZE[0]}x{MAX_SIZE[1]})")
    parser.add_argument("--text-size", type=int, choices=TEXT_SIZES, default=None, help="text size in per cent")
    parser.add_argument("--card-size", type=int, choices=CARD_SIZES, default=None,
                        help="card size in per cent (the hands and the main play areas)")
    parser.add_argument("--reduced-motion", action=argparse.BooleanOptionalAction, default=None,
                        help="things appear in place instead of moving")
    parser.add_argument("--frames", type=_whole(1, 10_000), default=30,
                        help="frames to run before the screenshot")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true", help="Linux: add the program to the desktop's menu")
    desktop.add_argument("--uninstall-desktop", action="store_true", help="Linux: take it out of the menu again")
    return parser


def check_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """What one option cannot say alone: the game exists, the players and the seat fit it,
    the screenshot's scene is known and its folder is there (parser.error exits with 2)."""
    from game.engine import registry

    known = [e.id for e in registry.ENTRIES if registry.is_playable(e.id)]
    if args.game is not None and args.game not in known:
        parser.error(f"argument --game: unknown game {args.game[:30]!r} (choose from {', '.join(known)})")
    game_id = args.game or next((e.id for e in registry.ENTRIES if not e.example and e.id in known), None)
    if game_id is not None:  # the game a screenshot shows when --game is not given
        entry = registry.entry(game_id)
        low, high = entry.min_players, entry.max_players
        if args.players is not None and not low <= args.players <= high:
            parser.error(f"argument --players: {entry.title_en} is for {entry.players_text} players, "
                         f"not {args.players}")
        players = args.players or max(low, min(high, 3))  # as screens.prepared_session seats them
        if args.seat >= players:
            parser.error(f"argument --seat: seats are 0 to {players - 1} in a game of {players}")
    if args.screenshot:
        scene, out = args.screenshot
        if scene not in _scene_names():
            parser.error(f"argument --screenshot: unknown scene {scene[:30]!r} (choose from {', '.join(_scene_names())})")
        folder = Path(out).parent
        if not folder.is_dir():
            parser.error(f"argument --screenshot: the folder {str(folder)[:80]!r} does not exist")


def _scene_names() -> list[str]:
    return list(SCREENSHOT_SCENES)


def command_line_settings(args: argparse.Namespace, settings: Settings) -> Settings:
    """--lang, --text-size, --card-size and --(no-)reduced-motion over the settings, at every
    start: for this run (they are written to the settings file only with a change made in Settings)."""
    given = {"language": args.lang, "text_size": args.text_size, "card_size": args.card_size,
             "reduced_motion": args.reduced_motion}
    for name, value in given.items():
        if value is not None:
            setattr(settings, name, value)
    settings.clamp()
    return settings
