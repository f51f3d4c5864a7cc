"""What a Sortie will do, shown beside the slot while the card is carried there (or while a
selected card points at it): the combat sum and its meaning by R25, from the public table.

A face-down arrival is never summed (section 5: nobody knows it); the preview then says
which of the enemy values still unseen (game.requiem.observe.unseen_enemies) the card would
beat, trade with or fall to.
"""

from __future__ import annotations

from game.requiem.actions import Pact, SelfSacrifice, Sortie
from game.requiem.cards import ENEMY, KING, MATCHING_MAGE, VALUE
from game.requiem.observe import unseen_enemies
from game.requiem.rules import combat_outcome, slays_slaughter_king
from sprites import theme
from sprites.cards import CardSprite

from ...kit.table_preview import Preview
from .layout import COL_X, zone_number

OUTCOME_COLOUR = {"victory": theme.SUCCESS, "mutual": theme.GOLD, "defeat": theme.DANGER}
# one enemy card of each value 1..6, to ask the rules what a hidden arrival of that value would do
ENEMY_OF_VALUE = {VALUE[c]: c for c in reversed(ENEMY)}


def value_span(values: list[int]) -> str:
    """'5–6', '6', or '3, 5–6' where a value in between is no longer unseen."""
    runs: list[list[int]] = []
    for value in values:
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    return ", ".join(str(run[0]) if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs)


def drop_preview(t, observation, sprite: CardSprite, zone: str, actions: list) -> Preview | None:
    """The Sortie this drop of `sprite` on `zone` makes (`actions`: what the drop means) (R21),
    its combat in step B (R25) and, for a Prince, what its declaration would do instead (R26,
    R27). None where the drop is not a Sortie. `t` translates."""
    if not any(isinstance(a, Sortie) for a in actions):
        return None
    card = sprite.data["code"]
    column = observation.columns[zone_number(zone) - 1]
    anchor = (COL_X[column.number - 1] + 84 + 64, 224)  # over the seam of arrival and slot, like the combat badge
    name = t(f"requiem.card.{card}")
    ally = VALUE[card]
    lines: list[tuple[str, tuple]] = []
    facts: tuple = ()
    if column.arrival is not None:  # face up: everyone knows it (R11), the sum is certain (R24, R25)
        total, outcome = combat_outcome(card, column.arrival)
        title = f"{ally} + {VALUE[column.arrival]} = {total}"
        if slays_slaughter_king(card, column.arrival):
            lines.append((t("requiem_table.preview.king_wins"), theme.GOLD))  # R29
        else:
            lines.append((t(f"requiem_table.preview.{outcome}", card=name), OUTCOME_COLOUR[outcome]))
        colour = OUTCOME_COLOUR[outcome]
        facts = (("column", column.number), ("total", total), ("outcome", outcome))
    else:  # face down: nobody may sum it (section 5); the rules still say what each value would do
        title = f"{ally} + ?"
        colour = theme.GOLD_MUTED
        lines.append((t("requiem_table.preview.hidden"), theme.INK_DIM))
        # only the values still unseen (the count the bots play by): with both Berserkers out
        # of play an Elite no longer "falls to 1–2"
        unseen = {VALUE[enemy] for enemy in unseen_enemies(observation)}
        by_outcome: dict[str, list[int]] = {"victory": [], "mutual": [], "defeat": []}
        for value, enemy in sorted(ENEMY_OF_VALUE.items()):
            if value in unseen:
                by_outcome[combat_outcome(card, enemy)[1]].append(value)
        if by_outcome["victory"]:
            lines.append((t("requiem_table.preview.wins_against", values=value_span(by_outcome["victory"])),
                          theme.SUCCESS))
        if by_outcome["mutual"]:
            key = "requiem_table.preview.king_trades" if card == KING else "requiem_table.preview.mutual_against"
            lines.append((t(key, values=value_span(by_outcome["mutual"])), theme.GOLD))
        if by_outcome["defeat"]:
            lines.append((t("requiem_table.preview.falls_to", values=value_span(by_outcome["defeat"])),
                          theme.DANGER))
        facts = (("column", column.number), ("hidden", True))
    for action in actions:
        if isinstance(action, SelfSacrifice):  # R26: the sweep, then the Medal Prince falls
            lines.append((t("requiem_table.preview.or_sacrifice"), theme.INK_DIM))
        elif isinstance(action, Pact):  # R27, R28: the Prince falls after its fight; its Mage joins
            mage = t(f"requiem.card.{MATCHING_MAGE[action.card]}")
            lines.append((t("requiem_table.preview.or_pact", card=mage), theme.INK_DIM))
    return Preview(anchor, title, tuple(lines), colour, facts)
