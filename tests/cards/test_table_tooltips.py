"""A card under the pointer at every table names the card, its role and what it does
(scenes/kit/cardinfo.py), in both languages, with no template left in it."""

import pytest

from scenes.kit.cardinfo import describe_card
from scenes.kit.i18n import Translator
from scenes.shell.screens import prepared_session
from scenes.tables import table_class

MOVES = {"requiem": 12, "marenzan": 6, "tonight": 10, "enfield": 4, "kami": 8}


def shown_sprites(table):
    sprites = table.sprites.values() if isinstance(table.sprites, dict) else table.sprites
    return [s for s in sprites if s.face is not None and s.showing_face()]


def code_of(game_id, sprite):
    face = sprite.face
    return getattr(face, "code", None) or getattr(face, "card", None)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_hovering_a_face_up_card_reads_its_ability(app_at, game_id, lang):
    app = app_at((1280, 720), lang)
    session = prepared_session(game_id, 3, MOVES[game_id], None, 0)
    table = table_class(game_id)(app, session)
    table.needs_curtain = False
    table.handoff.viewer = 0
    table.refresh()
    app.push(table)
    app.frame(1 / 60, events=[])
    t = Translator(lang)
    read = 0
    for sprite in shown_sprites(table):
        if not sprite.contains((sprite.x, sprite.y)):
            continue
        table.hover((sprite.x, sprite.y))
        tip = table.tooltip.text
        assert "{" not in tip and "}" not in tip, tip
        code = code_of(game_id, sprite)
        info = describe_card(game_id, code, t)
        if tip.startswith(info.title):  # this card is the top one under the pointer
            first = info.text.split()[0] if lang == "en" else info.text[:6]
            assert first in tip, (code, tip)
            read += 1
    assert read >= 1
