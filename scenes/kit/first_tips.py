"""The first-game tips of each title, as data: the zone each one points at (a logical rect
of that table's layout, the viewer's own zones where a table keeps them at the bottom)
and the catalog key of its words (scenes/locale/tips.json). Shown the first time a
game's table is opened, one at a time; `scenes/table_tips.py` shows them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tip:
    zone: str  # what it points at (for the reader; the words say it to the player)
    anchor: tuple[float, float, float, float]  # that zone's rect, logical 1280×720
    key: str


TIPS: dict[str, tuple[Tip, ...]] = {
    "requiem": (
        Tip("enemy decks and arrivals", (236, 52, 670, 172), "tips.requiem.enemy"),
        Tip("interception slots", (320, 226, 582, 158), "tips.requiem.slot"),
        Tip("the Lines", (190, 390, 714, 322), "tips.requiem.line"),
        Tip("capital deck", (16, 52, 100, 168), "tips.requiem.capital"),
        Tip("the phase's prompt and buttons", (912, 392, 352, 124), "tips.requiem.buttons"),
    ),
    "marenzan": (
        Tip("mountains and villages", (16, 50, 850, 302), "tips.marenzan.mountains"),
        Tip("own Party", (16, 500, 600, 212), "tips.marenzan.party"),
        Tip("reveal cloth", (628, 500, 242, 212), "tips.marenzan.cloth"),
        Tip("the Bells of Doom", (884, 52, 382, 110), "tips.marenzan.bells"),
    ),
    "tonight": (
        Tip("the seven places", (120, 70, 570, 560), "tips.tonight.places"),
        Tip("own hand", (200, 612, 420, 104), "tips.tonight.hand"),
        Tip("the players", (810, 60, 456, 362), "tips.tonight.seats"),
        Tip("will markers", (10, 80, 190, 84), "tips.tonight.wills"),
    ),
    "enfield": (
        Tip("the round's target card", (36, 150, 740, 250), "tips.enfield.stake"),
        Tip("the die", (818, 62, 438, 108), "tips.enfield.die"),
        Tip("the town", (16, 58, 780, 414), "tips.enfield.town"),
        Tip("the squads", (16, 480, 1250, 232), "tips.enfield.squads"),
        Tip("the calendar", (16, 8, 780, 44), "tips.enfield.calendar"),
    ),
    "kami": (
        Tip("own hand", (272, 468, 746, 248), "tips.kami.hand"),
        Tip("own field", (12, 425, 252, 290), "tips.kami.field"),
        Tip("own shields", (520, 388, 500, 122), "tips.kami.shields"),
        Tip("pile, spell being cast, graveyard", (278, 248, 722, 166), "tips.kami.middle"),
        Tip("the other players", (280, 50, 720, 182), "tips.kami.others"),
    ),
    "freetable": (
        Tip("the table area", (188, 64, 798, 392), "tips.freetable.area"),
        Tip("the pile", (24, 64, 150, 190), "tips.freetable.pile"),
        Tip("own hand", (24, 468, 611, 236), "tips.freetable.hand"),
        Tip("the dice", (1000, 68, 252, 160), "tips.freetable.dice"),
        Tip("the top bar", (262, 14, 920, 36), "tips.freetable.bar"),
    ),
}


def tips_for(game_id: str) -> tuple[Tip, ...]:
    return TIPS.get(game_id, ())
