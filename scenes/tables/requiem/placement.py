"""Where each of Requiem's cards lies and which face it shows, reconciled with the observation."""

from __future__ import annotations

import math

from game.engine.contract import CardMoved
from sprites import cards
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.faces.requiem import requiem_face

from .layout import ENEMY_TINT, FACE_DOWN, GROWN_FIT, REORG_AT, SCALE, STACKS, Z_BASE, zone_kind


class RequiemPlacement:
    """Keeps one sprite per card where the observation puts it. The sprites and the zones' lists
    are the table's (the painter draws them, the gesture map picks them up); this part lays them."""

    def __init__(self, table, painter) -> None:
        self.table = table
        self.painter = painter  # the Damage Area's warning takes room the cards keep clear of

    # -- sprites ---------------------------------------------------------------------------
    def new_sprite(self, code: str | None, zone: str) -> CardSprite:
        x, y = self.zone_centre(zone)
        sprite = CardSprite(len(self.table.sprites), kind="seven", back="seven", x=x, y=y)
        sprite.data["code"] = code
        self.table.sprites.append(sprite)
        return sprite

    def zone_centre(self, zone: str) -> tuple[float, float]:
        if zone == "enemy_reorg":
            return REORG_AT
        x, y, w, h = self.table.layout_zones[zone].rect
        return x + w / 2, y + h / 2 + 4

    def take(self, zone: str, code: str | None) -> CardSprite:
        """The sprite leaving `zone` (by its code, else the top face-down one)."""
        cards = self.table.zones.setdefault(zone, [])
        pick = None
        if code is not None:
            pick = next((s for s in cards if s.data.get("code") == code), None)
            if pick is None:
                pick = next((s for s in reversed(cards) if s.data.get("code") is None), None)
        if pick is None and cards:
            pick = cards[-1] if zone_kind(zone) in STACKS else cards[0]
        if pick is None:
            return self.new_sprite(code, zone)
        cards.remove(pick)
        return pick

    def transfer(self, event: CardMoved) -> CardSprite:
        sprite = self.take(event.src, event.card)
        if event.card is not None:
            sprite.data["code"] = event.card
        if zone_kind(event.dst) in FACE_DOWN:
            sprite.data["code"] = None  # a face-down card keeps nothing of its face
        if zone_kind(event.dst) == "line":
            sprite.data["spent"] = False
        self.table.zones.setdefault(event.dst, []).append(sprite)
        return sprite

    def desired(self, obs) -> dict[str, list[tuple[str | None, bool]]]:
        """Each zone's cards as the observation has them: (code or None, spent)."""
        want: dict[str, list[tuple[str | None, bool]]] = {}
        for col in obs.columns:
            n = col.number
            want[f"enemy_deck{n}"] = [(None, False)] * col.deck_size
            want[f"arrival{n}"] = [(col.arrival, False)] if col.has_arrival else []
            want[f"slot{n}"] = [(col.slot, False)] if col.slot else []
        want["capital"] = [(None, False)] * obs.capital_size
        want["mage_reserve"] = [(c, False) for c in obs.mage_reserve]
        want["damage"] = [(c, False) for c in obs.damage]
        want["enemy_retreat"] = [(c, False) for c in obs.enemy_retreat]
        want["enemy_dead"] = [(c, False) for c in obs.enemy_dead]
        want["allied_dead"] = [(c, False) for c in obs.allied_dead]
        want["enemy_reorg"] = []
        for line in obs.lines:
            want[f"line{line.seat}"] = [(c, False) for c in line.ready] + [(c, True) for c in line.spent]
        return want

    def reconcile(self, obs) -> None:
        """Make the zone lists exactly what the observation says, keeping sprites."""
        want = self.desired(obs)
        by_code = {s.data.get("code"): s for s in self.table.sprites if s.data.get("code") is not None}
        used: set[int] = set()
        plan: dict[str, list[CardSprite | None]] = {}
        for zone, entries in want.items():
            row: list[CardSprite | None] = []
            for code, _spent in entries:
                sprite = by_code.get(code) if code is not None else None
                if sprite is not None and sprite.key not in used:
                    used.add(sprite.key)
                    row.append(sprite)
                else:
                    row.append(None)
            plan[zone] = row
        known = {code for entries in want.values() for code, _ in entries if code is not None}
        for sprite in self.table.sprites:
            if sprite.key not in used and sprite.data.get("code") not in known:
                sprite.data["code"] = None
        spare = [s for zone in self.table.zones for s in self.table.zones[zone] if s.key not in used]
        spare += [s for s in self.table.sprites if s.key not in used and s not in spare]
        for zone, entries in want.items():
            row = plan[zone]
            here = [s for s in self.table.zones.get(zone, []) if s.key not in used]
            for i, (code, spent) in enumerate(entries):
                if row[i] is None:
                    # a stack keeps its own cards in their order from one reading to the next (taking
                    # its top first turned it over each time, and the next layout slid it round)
                    if here:
                        pick = here[0]
                    elif spare:
                        pick = spare[-1] if zone_kind(zone) in STACKS else spare[0]
                    else:
                        pick = self.new_sprite(code, zone)
                    for lst in (here, spare):
                        if pick in lst:
                            lst.remove(pick)
                    used.add(pick.key)
                    row[i] = pick
                row[i].data["code"] = code
                row[i].data["spent"] = spent
        self.table.zones.clear()
        self.table.zones.update({zone: [s for s in row if s is not None] for zone, row in plan.items()})
        for sprite in spare:
            if sprite.key not in used and sprite in self.table.sprites:
                self.table.sprites.remove(sprite)

    # -- where each card lies ----------------------------------------------------------------
    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> tuple[float, float, float, float]:
        kind = zone_kind(zone)
        scale = self.scale_of(kind)
        cx, cy = self.zone_centre(zone)
        if kind in STACKS:
            k = min(index, 30) * 0.35
            return cx - k * 0.3, cy + 6 - k, 0.0, scale
        if kind in ("arrival", "slot"):
            return cx, cy + 4, 0.0, scale
        x, y, w, h = self.table.layout_zones[zone].rect
        cw, ch = CARD_W * scale, CARD_H * scale
        if kind == "line":
            cards = self.table.zones.get(zone, [])
            widths = [(ch if s.data.get("spent") else cw) for s in cards]
            gap = 8
            natural = sum(widths) + gap * (len(widths) - 1)
            avail = w - 20
            squeeze = min(1.0, (avail - widths[-1]) / max(1.0, natural - widths[-1])) if len(widths) > 1 else 1.0
            left = x + 10 + max(0.0, (avail - natural) / 2) if squeeze >= 1.0 else x + 10
            pos = left
            for i, width in enumerate(widths):
                if i == index:
                    break
                pos += (width + gap) * squeeze
            angle = 90.0 if sprite.data.get("spent") else 0.0
            grown = CARD_H * (scale - SCALE["line"]) / 2  # a larger card grows up, clear of the Line's bar
            return pos + widths[index] / 2, y + h / 2 + 2 - grown, angle, scale
        # a row of small face-up cards, squeezed; a second row only when a row gets too tight
        top = 20 + (self.painter.damage_reserve() if kind == "damage" else 0.0)  # the caption (and the warning)
        inner_w, inner_h = w - 16, h - 6 - top
        most = 1 if kind == "mage_reserve" else max(1, int((inner_h - ch) // (ch * 0.3)) + 1)
        rows = 1
        while rows < most and count > 1 and (inner_w - cw) / max(1, math.ceil(count / rows) - 1) < cw * 0.42:
            rows += 1
        per_row = max(1, math.ceil(count / rows))
        row, col = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        step = min(cw + 4, (inner_w - cw) / max(1, per_row - 1)) if per_row > 1 else 0
        span = step * (in_row - 1)
        row_step = 0 if rows == 1 else min(ch + 4, (inner_h - ch) / (rows - 1))
        first_y = y + top + (ch / 2 if rows > 1 else inner_h / 2)
        return x + w / 2 - span / 2 + col * step, first_y + row * row_step, 0.0, scale

    @staticmethod
    def scale_of(kind: str) -> float:
        """A place's card scale: the arrivals, interceptions and Lines at the player's card size."""
        scale = SCALE.get(kind, 1.0)
        if kind in GROWN_FIT:
            return min(scale * cards.card_scale, max(scale, GROWN_FIT[kind]))
        return scale

    def face_for(self, zone: str, sprite: CardSprite) -> tuple[bool, object]:
        code = sprite.data.get("code")
        if code is None or zone_kind(zone) in FACE_DOWN:
            return False, None
        return True, requiem_face(code)

    def layout_all(self, moved: list[CardSprite], instant: bool = False) -> None:
        """Glide every sprite to its slot; the cards in `moved` go one after another."""
        order = {s.key: i for i, s in enumerate(moved)}
        many = len(order)
        stagger = 0.07 if many <= 8 else max(0.015, 0.8 / many)
        for zone, cards in self.table.zones.items():
            kind = zone_kind(zone)
            count = len(cards)
            for i, sprite in enumerate(cards):
                x, y, angle, scale = self.place(zone, i, count, sprite)
                face_up, face = self.face_for(zone, sprite)
                final_z = Z_BASE.get(kind, 300) + i
                tint = ENEMY_TINT if kind in ("enemy_deck", "enemy_reorg", "arrival") else None
                sprite.zone, sprite.index = zone, i
                if instant:
                    sprite.x, sprite.y, sprite.angle, sprite.scale = x, y, angle, scale
                    sprite.face_up, sprite.face, sprite.z, sprite.tint = face_up, face, final_z, tint
                    sprite.flip, sprite.flip_to, sprite.lift, sprite.shine = 0.0, None, 0.0, 0.0
                    sprite.data["shown"] = (face_up, face)
                    continue
                # what a card looks like changes when its stage of the playback begins, not now
                if sprite.tint != tint:
                    self.table.anim.call(lambda s=sprite, t=tint: setattr(s, "tint", t))
                # compared with where the queued playback leaves the card, not where it is now: a
                # second layout before the first one's slides ran must still send it to its new place
                anim = self.table.anim
                far = not anim.rests_at(sprite, x, y)
                turned = not far and not anim.rests_at(sprite, x, y, angle)
                delay = order[sprite.key] * stagger if sprite.key in order else 0.0
                if sprite.key in order:
                    self.table.anim.call(lambda s=sprite, z=5000 + order[sprite.key]: setattr(s, "z", z))
                    tween = self.table.anim.slide(sprite, (x, y), angle=angle, delay=delay,
                                            sound="slide" if order[sprite.key] % 3 == 0 else None)
                    self.table.anim.add(sprite, 0.22, delay=delay, scale=scale)
                    tween.on_done = (lambda s=sprite, z=final_z: setattr(s, "z", z))
                    if tween.done:
                        sprite.z = final_z
                else:
                    if far:
                        self.table.anim.slide(sprite, (x, y), angle=angle, sound=None)
                        self.table.anim.add(sprite, 0.22, scale=scale)
                    elif turned:
                        self.table.anim.rotate(sprite, angle)
                    elif not anim.rests_at(sprite, x, y, scale=scale):
                        self.table.anim.add(sprite, 0.2, scale=scale)
                    if anim.busy() or sprite.z != final_z:  # nothing queued for a card already in place
                        self.table.anim.call(lambda s=sprite, z=final_z: setattr(s, "z", z))
                target = sprite.data.get("shown", (sprite.face_up, sprite.face))
                if face_up != target[0] and (face is not None or not face_up):
                    self.table.anim.flip(sprite, face_up, face=face, delay=delay + (0.08 if sprite.key in order else 0.0))
                elif face != target[1] and (face_up or face is None):
                    self.table.anim.call(lambda s=sprite, f=face: setattr(s, "face", f))
                sprite.data["shown"] = (face_up, face)

    def settle_looks(self) -> None:
        """Once the playback is over, every card looks as its place says (the enemy's tint on
        the enemy's decks, face down where cards lie face down): a tint queued by an earlier
        stage never outlives it, so no back tells where a card came from (the deck order).
        A card lies at the height its place gives it (raised only while carried or selected):
        one let go right over its place slides less than a hop and kept the carry's lift, so it
        was drawn over every other card until it moved again (issue 25)."""
        for zone, cards in self.table.zones.items():
            kind = zone_kind(zone)
            tint = ENEMY_TINT if kind in ("enemy_deck", "enemy_reorg", "arrival") else None
            for sprite in cards:
                if sprite.tint != tint:
                    sprite.tint = tint
                rest = getattr(sprite, "rest_lift", 0.0)  # set by a carry or a selection
                if sprite.lift != rest:
                    sprite.lift = rest
                if kind in FACE_DOWN and (sprite.face_up or sprite.face is not None):
                    sprite.face_up, sprite.face = False, None
                    sprite.data["shown"] = (False, None)

    # -- the test's and the screenshot tool's view of a gesture ------------------------
    def sprite_of(self, code: str) -> CardSprite | None:
        return next((s for s in self.table.sprites if s.data.get("code") == code), None)
