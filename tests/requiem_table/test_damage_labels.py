"""The Damage Area's caption and the "Capital nearly empty" warning (R39 is near) never overlap,
nor does the warning lie under the Damage cards, at every window size in both languages."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.record import GameRecord, Seat
from game.engine.session import Session
from game.requiem.cards import ALLIED, MAGES, PRINCES
from scenes.tables.requiem.layout import DAMAGE_RECT, damage_captions
from sprites.cards import CARD_H, CARD_W
from tests.requiem.conftest import build
from tests.stand_in import push_instant

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def low_capital_table(size, language, damaged: int = 14):
    """A table in Sortie with three Capital cards left and `damaged` cards in the Damage Area."""
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.requiem import RequiemTable

    game = registry.get("requiem")
    spare = [c for c in ALLIED if c not in PRINCES and c not in MAGES and c != "13-7"]
    capital, damage = spare[:3], spare[3:3 + damaged]
    state = build(5, 0, capital=capital, damage=damage, arrivals=("6-1", None, None), face_up=(True, False, False))
    seats = [Seat(f"P{i + 1}", "human") for i in range(3)]
    session = Session(game, GameRecord(game.id, game.rules_version, 1, seats, {}), state=state)
    settings = Settings()
    settings.language = language
    app = App(size, settings=settings, headless=True)
    table = RequiemTable(app, session)
    push_instant(app, table)
    return app, table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_R39_the_capital_warning_keeps_clear_of_the_damage_caption_and_cards(size, language):
    app, table = low_capital_table(size, language)
    view = app.view
    caption = table.caption(table.layout_zones["damage"])
    lines = table.painter.damage_warning(view)
    cap, same = damage_captions(view, caption, table.t("requiem_table.capital_low"))
    assert lines and [r for _, r in lines] == [r for _, r in same]
    assert "".join(line for line, _ in lines).replace(" ", "") == table.t("requiem_table.capital_low").replace(" ", "")
    zone = view.rect(DAMAGE_RECT)
    cards = [s for s in table.sprites if s.zone == "damage"]
    assert len(cards) == 14
    for _, rect in lines:
        assert not rect.colliderect(cap), (caption, rect, cap)
        assert zone.contains(rect), (rect, zone)
        for sprite in cards:
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            card = view.rect((sprite.x - w / 2, sprite.y - h / 2, w, h))
            assert not rect.colliderect(card), (rect, card)
            assert zone.contains(card), (card, zone)
    app.scenes.clear()


def test_no_warning_and_no_room_kept_while_the_capital_holds_out():
    app, table = low_capital_table((1280, 720), "en")
    table.session.state.capital.append(table.session.state.damage.pop())
    table.refresh()
    assert table.painter.damage_warning(app.view) == [] and table.painter.damage_reserve() == 0.0
    app.scenes.clear()
