"""A record as a file a player can send: export a kept replay to the config folder's
`exports/`, import one dropped on the window. An import goes through the autosave's
own loader (game.engine.record.load_record), so a damaged, forged or newer file is
refused with its reason and nothing is half-opened."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import registry
from game.engine.record import GameRecord, RecordError, load_record
from sprites import theme

from .dialogs import Confirm, Dim
from .settings import autosave_path, config_dir
from .widgets import Button, panel, paragraph, text

IMPORT_CAP = 16 * 1024 * 1024  # bytes: a larger file is not a record


def exports_dir() -> Path:
    return config_dir() / "exports"


def export_record(source: Path) -> Path:
    """Check a kept record and write it to exports/ under a readable name; RecordError
    when it cannot be read, OSError when it cannot be written."""
    record, _ = load_record(source, registry.all_games())
    folder = exports_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{record.game}-{source.stem}.json"
    record.save(target)
    return target


def read_import(path: str | Path) -> tuple[GameRecord, object]:
    """The record and its replayed state; RecordError with a short reason, whatever the file."""
    path = Path(path)
    try:
        if not path.is_file():
            raise RecordError("it is not a file")
        if path.stat().st_size > IMPORT_CAP:
            raise RecordError("the file is far too large to be a game record")
    except OSError as exc:
        raise RecordError(f"the file cannot be read: {exc.strerror or exc}") from None
    try:
        return load_record(path, registry.all_games())
    except RecordError:
        raise
    except Exception as exc:  # noqa: BLE001 - a forged file may break a game's own code: refused, never a crash
        raise RecordError(f"the record cannot be replayed ({type(exc).__name__})") from None


def import_dropped(app, path: str | Path) -> bool:
    """Open a record dropped on the window: a finished game is watched, an unfinished one
    resumed (after asking, when it would replace the saved game). False when refused."""
    try:
        record, state = read_import(path)
    except RecordError as exc:
        app.push(Notice(app, "app.import.refused", str(exc)))
        app.play("failure")
        return False
    if state.to_act is None:
        from .replay import ReplayScene

        app.push(ReplayScene(app, record))
        return True

    def resume() -> None:
        from .tables import open_table

        open_table(app, record, state)

    if _saved_path(record.game).exists():
        app.push(Confirm(app, "app.import.replace", resume))
    else:
        resume()
    return True


def _saved_path(game_id: str) -> Path:
    """The save an unfinished game of `game_id` replaces (the Free Table keeps its own)."""
    if game_id == "freetable":
        from .freetable import save_path

        return save_path()
    return autosave_path()


class Notice(Dim):
    """A short message over the screen, with OK."""

    name = "notice"

    def __init__(self, app, title_key: str, body: str, path: str = ""):
        super().__init__(app)
        self.title_key = title_key
        self.body = body
        self.path = path  # drawn broken anywhere, so a long folder name stays inside
        self.widgets = [Button((550, 450, 180, 48), "app.ok", self.app.pop, app, primary=True, key=pygame.K_RETURN)]

    def draw(self, surface) -> None:
        self.draw_dim(surface)
        view = self.app.view
        panel(surface, view, (340, 220, 600, 300))
        text(surface, view, self.t(self.title_key), (640, 246), theme.LARGE, theme.GOLD, "midtop", bold=True)
        used = paragraph(surface, view, self.body, (372, 296, 536, 140), theme.BODY)
        for i, line in enumerate(break_anywhere(self.path, view.px(theme.SMALL), view.px(536))):
            text(surface, view, line, (372, 304 + used + i * 19), theme.SMALL, theme.INK_DIM)
        super().draw(surface)


def break_anywhere(string: str, px: int, width: int) -> list[str]:
    """Lines of at most `width` pixels, broken between any two characters (a path)."""
    lines, line = [], ""
    for char in string:
        if line and theme.text_width(line + char, px) > width:
            lines.append(line)
            line = ""
        line += char
    return lines + [line] if line else lines
