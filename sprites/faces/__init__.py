"""Card faces, painted by code: one painter function per card kind.

A painter draws one face onto a blank card-sized surface at the real pixel size:

    @register("seven")
    def paint_seven(surface: pygame.Surface, face: SevenFace, lang: str) -> None: ...

`face` is any hashable value the painter understands (a code, a small frozen
dataclass); it is the cache key together with the pixel size and the language.
Backs are painters too, registered with `register_back(name)`; a back takes a tint.
The kit (sprites.cards) asks `paint_face` / `paint_back` and caches the result per
size, so a face is never a stretched small image.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

Painter = Callable[[pygame.Surface, Any, str], None]
BackPainter = Callable[[pygame.Surface, tuple | None], None]

PAINTERS: dict[str, Painter] = {}
BACKS: dict[str, BackPainter] = {}


def register(kind: str) -> Callable[[Painter], Painter]:
    def wrap(fn: Painter) -> Painter:
        PAINTERS[kind] = fn
        return fn

    return wrap


def register_back(name: str) -> Callable[[BackPainter], BackPainter]:
    def wrap(fn: BackPainter) -> BackPainter:
        BACKS[name] = fn
        return fn

    return wrap


def painter(kind: str) -> Painter:
    _load_builtin()
    try:
        return PAINTERS[kind]
    except KeyError:
        raise KeyError(f"no face painter for card kind {kind!r}; known: {', '.join(sorted(PAINTERS))}") from None


def back_painter(name: str) -> BackPainter:
    _load_builtin()
    try:
        return BACKS[name]
    except KeyError:
        raise KeyError(f"no card back {name!r}; known: {', '.join(sorted(BACKS))}") from None


def _load_builtin() -> None:
    from . import back, seven  # noqa: F401  (they register themselves)
