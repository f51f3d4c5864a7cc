"""What the cards being carried will do on the village (or the reveal area) under the pointer:
a pair's sum and product and whether it beats the Demon (M34), a Petition's 7 (M45), the
Holy Knight (M47), the Holy Dragon Knight (M54), a Support's pair (M36).

Only the viewer's own Party cards and face-up cards are used: a Permanently Ruled village
is never a target (M16), and nobody else's hand is looked at (section 5).
"""

from __future__ import annotations

from game.marenzan import actions as A
from game.marenzan.cards import card as card_of
from game.marenzan.cards import winning_way
from sprites import theme

from ...kit.table_preview import Preview
from .layout import PLAY_RECT, VILLAGE_C, rank

DEMONS = range(8, 13)
DRAGON, DEMON_LORD, HOLY_SWORD, KNIGHT = 7, 13, 1, 6


class MarenzanPreview:
    """Builds the preview of the drop under the pointer. Part of the gesture map: it reads the
    table (observation, legal, t, seat_name, card names) and the map's targets, and writes nothing."""

    def __init__(self, gestures) -> None:
        self.gestures = gestures
        self.table = gestures.table
        self.t = gestures.table.t

    def preview_targets(self) -> set[str]:
        """Where a preview may show: face-up Demons, Dragons and the Demon Lord that the
        viewer may act on now, and the reveal area while the viewer is asked to Support."""
        out: set[str] = set()
        lord = self.gestures.lord_village
        for a in self.table.legal:
            if isinstance(a, (A.Fight, A.CallForHelp, A.Rout, A.Petition, A.ChallengeSword, A.ChallengeKnight)):
                out.add(f"village.{a.village}")
            elif isinstance(a, (A.Slay, A.Repel)) and lord() is not None:
                out.add(f"village.{lord()}")
            elif isinstance(a, A.Support):
                out.add("play")
        return out

    def at(self, cards: tuple[str, ...], pointer, drops) -> Preview | None:
        """What `cards` would do dropped at `pointer`, `drops` being where they may go (target ->
        the actions a drop there takes)."""
        if not cards or pointer is None:
            return None
        target_at = self.gestures.target_at
        lit_seat = target_at(pointer, {t for t in drops if t.startswith(("seat.", "journey."))})
        if lit_seat is not None:
            return self.seat_preview(cards, lit_seat, drops)
        target = target_at(pointer, self.preview_targets())
        return self.drop_preview(cards, target) if target is not None else None

    def seat_preview(self, cards: tuple[str, ...], target: str, drops) -> Preview | None:
        """What a drop on a seat does: the ability it offers there (M66, M67), or Join on the own
        Journey's box (M40). Shown above the seat, clear of the carried card."""
        actions = drops.get(target, [])
        if len(actions) != 1:
            return None
        action = actions[0]
        x, y, w, _h = self.gestures.placement.seat_rect(int(target.split(".")[1]))
        if isinstance(action, A.Join):
            line = self.t("marenzan_table.preview.join", n=len(action.cards))
        elif isinstance(action, A.LureOut):
            line = self.t("marenzan_table.preview.lure_out", name=self.table.seat_name(action.seat))
        elif isinstance(action, A.AskFavour):
            line = self.t("marenzan_table.preview.ask_favour", name=self.table.seat_name(action.seat))
        else:
            return None
        return Preview((x + w / 2, y - 2), self.t(action.label), ((line, theme.INK),), theme.GOLD,
                       (("action", action),))

    def drop_preview(self, cards: tuple[str, ...], target: str) -> Preview | None:
        if target == "play":
            return self.support_preview(cards)
        v = int(target.split(".")[1])
        village = self.table.observation.villages[v]
        if village.card is None or village.state == "sealed":  # M16: nothing acts on a face-down card
            return None
        foe = rank(village.card)
        anchor = (VILLAGE_C[v][0], VILLAGE_C[v][1] - 70)  # over the village's top edge
        if foe in DEMONS:
            return self.fight_preview(cards, v, village.card, anchor)
        if foe == DRAGON:
            return self.dragon_preview(cards, v, village.card, anchor)
        if foe == DEMON_LORD:
            return self.slay_preview(cards, anchor)
        return None

    def _pair_title(self, x: int, y: int) -> str:
        return f"{x} + {y} = {x + y}   {x} × {y} = {x * y}"

    def _verdict(self, pair: tuple[str, str], demon: str) -> tuple[str, tuple, str | None]:
        """(line, colour, way) for a pair against a Demon (M34)."""
        target = rank(demon)
        way = winning_way(card_of(pair[0]), card_of(pair[1]), target)
        name = self.t(f"marenzan.card.{target}")
        if way is None:
            return self.t("marenzan_table.preview.no_win", target=target, sum=target + 1, card=name), theme.DANGER, None
        return self.t(f"marenzan_table.preview.{way}", target=target, card=name), theme.SUCCESS, way

    def fight_preview(self, cards, v: int, demon: str, anchor) -> Preview:
        """M34, M35 (i): exactly two cards, and they must win; a pair that does not is refused."""
        if len(cards) != 2:
            line = self.t("marenzan_table.preview.two_only")
            return Preview(anchor, " + ".join(str(rank(c)) for c in cards), ((line, theme.DANGER),), theme.DANGER,
                           (("village", v), ("wins", False)))
        line, colour, way = self._verdict(cards, demon)
        return Preview(anchor, self._pair_title(rank(cards[0]), rank(cards[1])), ((line, colour),), colour,
                       (("village", v), ("wins", way is not None), ("way", way)))

    def dragon_preview(self, cards, v: int, dragon: str, anchor) -> Preview | None:
        """M45 Petition (two cards of 2–6 adding to 7) or M47 the Holy Knight (the Holy Sword and a Knight)."""
        if len(cards) != 2:
            return None
        x, y = sorted(rank(c) for c in cards)
        name = self.t(f"marenzan.card.{DRAGON}")
        if (x, y) == (HOLY_SWORD, KNIGHT):
            line, colour, wins = self.t("marenzan_table.preview.holy_knight", card=name), theme.SUCCESS, True
        elif 2 <= x and y <= 6 and x + y == 7:
            line, colour, wins = self.t("marenzan_table.preview.petition", card=name), theme.SUCCESS, True
        else:
            line, colour, wins = self.t("marenzan_table.preview.no_petition"), theme.DANGER, False
        return Preview(anchor, f"{x} + {y} = {x + y}", ((line, colour),), colour, (("village", v), ("wins", wins)))

    def slay_preview(self, cards, anchor) -> Preview | None:
        """M54: the Holy Sword, a Knight and a Dragon together (1 + 6 + 7 = 14, the Holy Dragon Knight)."""
        if len(cards) < 2:
            return None  # one card is a Repel (M55), not a set
        ranks = sorted(rank(c) for c in cards)
        slays = ranks == [HOLY_SWORD, KNIGHT, DRAGON] and self.table.observation.demon_lord_present
        title = " + ".join(str(r) for r in ranks) + f" = {sum(ranks)}"
        if slays:
            line, colour = self.t("marenzan_table.preview.slay"), theme.GOLD
        else:
            line, colour = self.t("marenzan_table.preview.no_slay"), theme.DANGER
        return Preview(anchor, title, ((line, colour),), colour, (("wins", slays),))

    def support_preview(self, cards) -> Preview | None:
        """M36: the supporter's one card and the caller's revealed card form the pair."""
        battle = self.table.observation.battle
        if battle is None or battle.call_card is None or len(cards) != 1:
            return None
        pair = (battle.call_card, cards[0])
        line, colour, way = self._verdict(pair, battle.target)
        anchor = (PLAY_RECT[0] + PLAY_RECT[2] / 2, PLAY_RECT[1] - 4)
        return Preview(anchor, self._pair_title(rank(pair[0]), rank(pair[1])), ((line, colour),), colour,
                       (("wins", way is not None), ("way", way)))
