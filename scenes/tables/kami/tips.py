"""What hovering at Whisper's table shows: a card's, a seat's or the pile's tooltip (the words only;
the gesture map says where the pointer is)."""

from __future__ import annotations

from game.kami.cards import BY_CODE
from sprites.cards import CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from ...kit.cardinfo import describe_card, tooltip_lines
from .links import group_of


def card_tip(table, sprite: CardSprite) -> str:
    """A card's tooltip: its words, the seat it belongs to, its linked partners."""
    code = sprite.data.get("code")
    zone = sprite.zone
    if zone.startswith("shields."):
        seat = int(zone.split(".")[1])
        label = sprite.data.get("label")
        known = next((sh.card for sh in table.shown.seats[seat].shields if sh.label == label), None)
        line = table.t("kami_table.tip.shield", label=label, name=table.seat_name(seat))
        if known:
            return line + "\n" + table.t("kami_table.tip.known", card=table.card_name(known))
        return line + "\n" + table.t("kami_table.tip.shield_hidden")
    if zone == "pile":
        return pile_tip(table)
    if code is None or not sprite.showing_face():
        if zone.startswith("hand."):
            seat = int(zone.split(".")[1])
            return table.t("kami_table.tip.hand", name=table.seat_name(seat), n=table.shown.seats[seat].hand_size)
        return table.t("kit.card.facedown")
    card = BY_CODE[code]
    other = card.en if table.app.settings.language == "ja" else card.ja
    lines = tooltip_lines(describe_card("kami", code, table.t), 330)
    lines[0] = f"{lines[0]}  ({other})"
    if zone.startswith("field."):
        grp = group_of(table.shown, int(zone.split(".")[1]), code)
        if grp is not None:  # K47: the partners make one creature with it
            sep = "、" if table.app.settings.language == "ja" else ", "
            lines.append(table.t("kami_table.tip.linked_with",
                                cards=sep.join(table.card_name(c, short=True) for c in grp.partners(code))))
    if zone == "graveyard":
        lines.append(table.t("kami_table.tip.graveyard", n=len(table.shown.graveyard)))
        lines.append(table.t("kami_table.tip.graveyard_browse"))
    return "\n".join(lines)

def seat_tip(table, seat: int) -> str:
    sv = table.shown.seats[seat]
    lines = [table.seat_name(seat), table.t("kami_table.tip.seat", gods=sv.gods, shields=len(sv.shields),
                                          hand=sv.hand_size, points=sv.points)]
    if sv.locked:
        lines.append(table.t("kami_table.locked"))
    if sv.eliminated:
        lines.append(table.t("kami_table.out"))
    return "\n".join(lines)

def pile_tip(table) -> str:
    obs = table.shown
    lines = [table.t("kami_table.tip.pile", n=obs.pile_size)]
    for pos, code in obs.pile_known[:4]:
        lines.append(table.t("kami_table.tip.pile_known", pos=pos, card=table.card_name(code)))
    return "\n".join(lines)
