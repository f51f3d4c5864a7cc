"""The Hint's sentence: why the suggested move, worded at the table from the game's own
explanation (game.engine.explain), in the player's language."""

from __future__ import annotations

from typing import Any

from game.engine.explain import explain


def hint_sentence(table: Any, action: Any) -> str | None:
    """One sentence for `action` at `table`, from the viewer's observation only; None if the
    game gives no reason for it (the hint is then shown without one)."""
    if table.viewer is None:
        return None
    reason = explain(table.game, table.session.observe(table.viewer), action)
    if reason is None or not table.app.t.has(reason[0]):
        return None
    key, args = reason
    words = table.t(key, **{name: table.format_arg(name, value) for name, value in args.items()})
    return words.rstrip(".。")  # one clause, as every hint says it, even when it quotes a card's text


Box = tuple[float, float, float, float]  # x, y, width, height in logical units
MARGIN = 20  # logical units kept clear around each other thing to pick


def callout_spot(ring: Box, size: tuple[float, float], others: list[Box], screen: tuple[float, float],
                 keep: list[Box] = ()) -> tuple[float, float]:
    """Where the Hint's sentence goes beside the ringed thing: above or below it, to its right
    or left, on the screen, hiding nothing of `keep` (the words on the table, the prompt, the
    buttons, the bubbles shown) nor the ring where it can, and covering as little as it can of
    the other things a player may pick (their buttons and cards, `others`): of those six places,
    and then of the same moved away from the ring in steps of 20, the first that hides least."""
    x, y, w, h = ring
    cw, ch = size
    gap = 8
    near = [(x + w - 10, y - ch - gap), (x + 10 - cw, y - ch - gap), (x + w - 10, y + h + gap),
            (x + 10 - cw, y + h + gap), (x + w + gap, y), (x - cw - gap, y)]
    places = near + [(sx + dx, sy + dy) for d in range(20, 201, 20) for sx, sy in near
                     for dx, dy in ((0, -d), (0, d), (d, 0), (-d, 0))]

    def inside(spot):
        return min(max(6.0, spot[0]), screen[0] - cw - 6), min(max(6.0, spot[1]), screen[1] - ch - 6)

    def covered(spot, boxes) -> float:
        sx, sy = spot
        return sum(max(0.0, min(sx + cw, ox + ow) - max(sx, ox)) * max(0.0, min(sy + ch, oy + oh) - max(sy, oy))
                   for ox, oy, ow, oh in boxes)

    # a thing's box may be only a small square about its centre (KeyItem.at): give it room
    grown = [(ox - MARGIN, oy - MARGIN, ow + 2 * MARGIN, oh + 2 * MARGIN) for ox, oy, ow, oh in others]
    hard = [*keep, ring]
    spots = [inside(spot) for spot in places]
    return min(spots, key=lambda spot: (covered(spot, hard), covered(spot, grown), spots.index(spot)))
