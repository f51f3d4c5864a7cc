"""Where each of Whisper's cards lies and which face it shows, reconciled with the observation."""

from __future__ import annotations

import math

from game.engine.contract import CardMoved
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.faces.kami import KamiFace

from .layout import GRAVE, OPP_HAND_SCALE, PILE, RESOLUTION, _links, hand_order, hand_slots


class KamiPlacement:
    """Keeps one sprite per card where the observation puts it: it moves the table's sprites
    between the table's `zones` and glides them (the table's `anim`) to their places for the
    table's `geo` and `shown`. Its own state is the last sprite key it gave."""

    def __init__(self, table) -> None:
        self.table = table
        self.last_key = 0

    # -- sprites ----------------------------------------------------------------------------
    def new_sprite(self, code: str | None, at: tuple[float, float]) -> CardSprite:
        self.last_key += 1
        sprite = CardSprite(self.last_key, kind="kami", back="kami", x=at[0], y=at[1])
        sprite.data["code"] = code
        self.table.sprites.append(sprite)
        return sprite

    def zone_centre(self, zone: str) -> tuple[float, float]:
        if zone == "pile":
            return PILE
        if zone == "graveyard":
            return GRAVE
        if zone == "resolution":
            return RESOLUTION
        kind, seat = zone.split(".")[:2]
        g = self.table.geo.get(int(seat))
        if g is None:
            return PILE
        rect = {"hand": g.hand, "shields": g.shields, "field": g.field_rect()}[kind]
        return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2

    @staticmethod
    def split_zone(zone: str) -> tuple[str, int | None]:
        """'shields.2.5' -> ('shields.2', 5); 'pile.bottom' -> ('pile', -1)."""
        if zone.startswith("shields."):
            _, seat, label = zone.split(".")
            return f"shields.{seat}", int(label)
        if zone == "pile.bottom":
            return "pile", -1
        return zone, None

    def take(self, zone: str, label, code) -> CardSprite:
        """The sprite leaving `zone` for a move (created at the zone if none is there)."""
        cards = self.table.zones[zone]
        pick = None
        if zone.startswith("shields."):
            pick = next((s for s in cards if s.data.get("label") == label), None)
        elif code is not None:
            pick = next((s for s in reversed(cards) if s.data.get("code") == code), None)
            if pick is None:
                pick = next((s for s in reversed(cards) if s.data.get("code") is None), None)
        if pick is None and cards:
            pick = cards[-1]
        if pick is None:
            return self.new_sprite(code, self.zone_centre(zone))
        cards.remove(pick)
        return pick

    def transfer(self, event: CardMoved) -> CardSprite:
        src, label = self.split_zone(event.src)
        dst, dst_label = self.split_zone(event.dst)
        sprite = self.take(src, label, event.card)
        if event.card is not None:
            sprite.data["code"] = event.card
        elif not dst.startswith("hand.") or dst != f"hand.{self.table.home}":
            sprite.data["code"] = sprite.data.get("code") if event.face_up else None
        sprite.data["label"] = dst_label if dst.startswith("shields.") else None
        if dst == "pile" and dst_label == -1:
            self.table.zones[dst].insert(0, sprite)
        else:
            self.table.zones[dst].append(sprite)
        return sprite

    def desired(self, obs) -> dict[str, list[tuple]]:
        """Each zone's cards as the observation has them: (code or None, label or None)."""
        want: dict[str, list[tuple]] = {}
        want["pile"] = [(None, None)] * obs.pile_size
        want["graveyard"] = [(c, None) for c in obs.graveyard]
        want["resolution"] = [(c, None) for c in obs.resolution]
        for sv in obs.seats:
            s = sv.seat
            want[f"field.{s}"] = [(c, None) for grp in sv.field for c in grp]
            want[f"shields.{s}"] = [(None, sh.label) for sh in sv.shields]
            if obs.seat == s:
                want[f"hand.{s}"] = [(c, None) for c in sorted(obs.hand, key=hand_order)]
            else:
                want[f"hand.{s}"] = [(None, None)] * sv.hand_size
        return want

    def reconcile(self, obs) -> None:
        """Make the zone lists exactly what the observation says, keeping sprites."""
        want = self.desired(obs)
        orphans: list[CardSprite] = []
        for zone in list(self.table.zones):
            if zone not in want:
                orphans.extend(self.table.zones.pop(zone))
        for zone, entries in want.items():
            have = list(self.table.zones.get(zone, []))
            out: list[CardSprite | None] = []
            for code, label in entries:
                pick = None
                if label is not None:
                    pick = next((s for s in have if s.data.get("label") == label), None)
                elif code is not None:
                    pick = next((s for s in have if s.data.get("code") == code), None)
                    if pick is None:
                        pick = next((s for s in have if s.data.get("code") is None), None)
                elif have:
                    pick = have[0]  # in order: a pile keeps its order from one reading to the next
                if pick is not None:
                    have.remove(pick)
                out.append(pick)
            orphans.extend(have)
            self.table.zones[zone] = out  # holes filled below
        for zone, entries in want.items():
            cards = self.table.zones[zone]
            for i, (code, label) in enumerate(entries):
                if cards[i] is not None:
                    cards[i].data["code"] = code if code is not None else (cards[i].data.get("code") if
                                                                            zone.startswith("hand.") else None)
                    cards[i].data["label"] = label
                    continue
                pick = next((s for s in orphans if code is not None and s.data.get("code") == code), None)
                if pick is None and orphans:
                    pick = orphans[-1]
                if pick is not None:
                    orphans.remove(pick)
                else:
                    pick = self.new_sprite(code, self.zone_centre(zone))
                pick.data["code"], pick.data["label"] = code, label
                cards[i] = pick
        for sprite in orphans:
            self.table.sprites.remove(sprite)
        # the own hand keeps what it sees; nothing else keeps a hidden identity
        for zone, cards in self.table.zones.items():
            if zone in ("pile",) or (zone.startswith("hand.") and zone != f"hand.{obs.seat}") or zone.startswith("shields."):
                for s in cards:
                    s.data["code"] = None

    # -- where each card lies ----------------------------------------------------------
    def place(self, zone: str, index: int, count: int, sprite: CardSprite, obs) -> tuple[float, float, float, float]:
        """(x, y, angle, scale) of card `index` of `count` in `zone`."""
        if zone == "pile":
            k = min(index, 24) * 0.2
            return PILE[0] - k * 0.4, PILE[1] - k, 0.0, 1.0
        if zone == "graveyard":
            depth = count - 1 - index
            k = min(index, 24) * 0.2
            jitter = ((index * 37) % 9 - 4) * 1.2
            return GRAVE[0] + jitter * 0.6 - k * 0.3, GRAVE[1] - k, jitter if depth else jitter * 0.5, 1.0
        if zone == "resolution":
            return RESOLUTION[0] + (index - (count - 1) / 2) * 50, RESOLUTION[1] - index * 4, 0.0, 1.08
        kind, seat = zone.split(".")[:2]
        g = self.table.geo[int(seat)]
        if kind == "field":
            x, y = g.cell(sprite.data.get("code") or "ATOM")
            return x, y, 0.0, g.field_scale
        if kind == "shields":
            x, y, w, h = g.shields
            sw, sh = CARD_W * g.shield_scale, CARD_H * g.shield_scale
            if g.home:
                step = min(sw + 8, (w - sw - 10) / max(1, count - 1)) if count > 1 else 0
                return x + 10 + sw / 2 + index * step, y + h / 2 + 4, 0.0, g.shield_scale
            cols = 4 if count <= 8 else math.ceil(count / 2)
            step = min(sw + 3, (w - sw) / max(1, cols - 1))
            row, col = divmod(index, cols)
            return x + sw / 2 + col * step, y + sh / 2 + 2 + row * (sh + 4), 0.0, g.shield_scale
        if kind == "hand":
            if g.home and obs.seat == g.seat:
                return hand_slots(count, g.hand)[index]
            if g.home:
                x, y, w, h = g.hand
                scale = 0.7  # nobody looks: a row of backs
                cw = CARD_W * scale
                step = min(cw + 6, (w - cw - 44) / max(1, count - 1)) if count > 1 else 0
                left = x + w / 2 - step * (count - 1) / 2
                mid = (count - 1) / 2
                spread = min(2.2, 18.0 / max(1, count))
                return left + index * step, y + h / 2 + 8 + abs(index - mid) ** 1.5 * 0.5, (mid - index) * spread, scale
            x, y, w, h = g.hand
            cw = CARD_W * OPP_HAND_SCALE
            shown = min(count, 12)
            step = min(cw * 0.55, (w - cw) / max(1, shown - 1)) if shown > 1 else 0
            i = min(index, shown - 1)
            mid = (shown - 1) / 2
            return x + cw / 2 + 2 + i * step, y + h / 2 + 2, (mid - i) * 4.0, OPP_HAND_SCALE
        return PILE[0], PILE[1], 0.0, 1.0

    def face_for(self, zone: str, sprite: CardSprite, links: dict) -> tuple[bool, KamiFace | None]:
        code = sprite.data.get("code")
        if code is None:
            return False, None
        if zone.startswith("field."):
            return True, KamiFace(code, links.get(zone, {}).get(code, ()))
        if zone in ("graveyard", "resolution") or zone == f"hand.{self.table.observation.seat}":
            return True, KamiFace(code)
        return False, None

    def layout_all(self, moved: dict[int, int], instant: bool = False) -> None:
        """Glide every sprite to its slot; `moved` orders the cards this step moved."""
        obs = self.table.observation  # the sprites go where the step takes them; the words wait (`shown`)
        links = {f"field.{sv.seat}": _links(sv.field) for sv in obs.seats}
        many = len(moved)
        stagger = 0.07 if many <= 8 else max(0.012, 0.9 / many)
        order = 0
        for zone_order, (zone, cards) in enumerate(self.table.zones.items()):
            count = len(cards)
            for i, sprite in enumerate(cards):
                x, y, angle, scale = self.place(zone, i, count, sprite, obs)
                face_up, face = self.face_for(zone, sprite, links)
                base_z = {"pile": 100, "graveyard": 200, "resolution": 900}.get(zone, 400 if "field" in zone else 300)
                final_z = base_z + i
                sprite.zone, sprite.index = zone, i
                if instant:
                    sprite.x, sprite.y, sprite.angle, sprite.scale = x, y, angle, scale
                    sprite.face_up, sprite.face, sprite.z = face_up, face, final_z
                    sprite.flip, sprite.flip_to, sprite.lift = 0.0, None, 0.0
                    continue
                far = not self.table.anim.rests_at(sprite, x, y, angle)
                delay = moved[sprite.key] * stagger if sprite.key in moved else 0.0
                if sprite.key in moved:
                    order += 1
                    sprite.z = 5000 + moved[sprite.key]
                    tween = self.table.anim.slide(sprite, (x, y), angle=angle, delay=delay,
                                            sound="slide" if moved[sprite.key] % 3 == 0 else None)
                    self.table.anim.add(sprite, tween.duration * max(0.1, self.table.app.settings.animation_speed), delay=delay,
                                  scale=scale)
                    tween.on_done = (lambda s=sprite, z=final_z: setattr(s, "z", z))
                    if tween.done:  # instant mode finishes at once
                        sprite.z = final_z
                elif far or abs(sprite.scale - scale) > 0.01:
                    tween = self.table.anim.slide(sprite, (x, y), angle=angle, sound=None)
                    self.table.anim.add(sprite, 0.22, scale=scale)
                    sprite.z = final_z
                else:
                    sprite.z = final_z
                if face_up != sprite.face_up and (face is not None or not face_up):
                    self.table.anim.flip(sprite, face_up, face=face, delay=delay + (0.08 if sprite.key in moved else 0))
                elif face != sprite.face and (face_up or face is None):
                    sprite.face = face
        del zone_order, order

    def snap_back(self, sprite: CardSprite) -> None:
        """A card let go where nothing takes it slides back to its place."""
        cards = self.table.zones.get(sprite.zone, [])
        if sprite not in cards:
            return
        x, y, angle, _ = self.place(sprite.zone, cards.index(sprite), len(cards), sprite, self.table.observation)
        final_z = 300 + cards.index(sprite)
        tween = self.table.anim.slide(sprite, (x, y), angle=angle, sound=None)
        tween.on_done = lambda: setattr(sprite, "z", final_z)
        if tween.done:
            sprite.z = final_z
        sprite.lift = 0.0
