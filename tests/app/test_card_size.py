"""The card size setting: saved like the text size, and laid out by every table at 1280×720 —
the player's own cards drawn larger at 130 % than at 100 %, every card inside the window, the
hand clear of the table's other panels and buttons. Measured from the sprites each table lays."""

from __future__ import annotations

import argparse
import json

import pygame
import pytest

from scenes.kit.settings import CARD_SIZES, Settings
from scenes.shell.app import App, build_parser
from scenes.shell.screens import open_scene
from sprites import cards
from sprites.cards import CARD_H, CARD_W

WINDOW = pygame.Rect(0, 0, 1280, 720)


def card_rect(sprite) -> pygame.Rect:
    w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
    if abs((sprite.angle % 180) - 90) < 45:
        w, h = h, w
    return pygame.Rect(round(sprite.x - w / 2), round(sprite.y - h / 2), round(w), round(h))


def all_sprites(table) -> list:
    sprites = table.sprites.values() if isinstance(table.sprites, dict) else table.sprites
    return list(sprites)


def widgets(table) -> list[pygame.Rect]:
    return [pygame.Rect(w.rect) for w in getattr(table, "widgets", []) if getattr(w, "visible", True)]


# -- each table: (its hand's sprites, the rects the hand must stay clear of) --------------------------------
def requiem(table):
    from scenes.tables.requiem.layout import LINE_H, LINE_Y, PLATE_W

    mine = f"line{table.viewer}"
    panels = [pygame.Rect(z.rect) for name, z in table.layout_zones.items() if name.startswith("line") and name != mine]
    panels += [pygame.Rect(16, y, PLATE_W, LINE_H) for y in LINE_Y]  # the seats' plates
    return table.zones.get(mine, []), panels + widgets(table)


def marenzan(table):
    from scenes.tables.marenzan.layout import PLAY_RECT

    panels = [pygame.Rect(PLAY_RECT)] + [pygame.Rect(table.placement.seat_rect(s)) for s in range(table.observation.players)]
    return [s for s in all_sprites(table) if s.zone == "party"], panels + widgets(table)


def tonight(table):
    from scenes.tables.tonight.layout import LOG_RECT, PLATE_H, PLATE_W, PLATE_X, PLATE_Y

    panels = [pygame.Rect(LOG_RECT)] + [pygame.Rect(PLATE_X, y, PLATE_W, PLATE_H) for y in PLATE_Y]
    return [s for s in all_sprites(table) if str(s.key).startswith("h:")], panels + widgets(table)


def enfield(table):
    from scenes.tables.enfield.layout import LOG_RECT

    me = table.viewer
    hand = [s for s in all_sprites(table) if isinstance(s.key, tuple) and s.key[:2] == ("m", me)]
    panels = [pygame.Rect(LOG_RECT)] + [pygame.Rect(table.band_rect(s)) for s in range(table.players()) if s != me]
    for which in ("t", "x"):  # the target field and the trash beside the squad
        x, y, s = table.side_pos(me, which)
        panels.append(pygame.Rect(round(x - CARD_W * s / 2), round(y - CARD_H * s / 2), round(CARD_W * s),
                                  round(CARD_H * s)))
    return hand, panels + widgets(table)


def kami(table):
    home = table.home
    g = table.geo[home]
    panels = [pygame.Rect(g.plate), pygame.Rect(g.shields), pygame.Rect(g.field_rect())]
    panels += [pygame.Rect(h.pod) for seat, h in table.geo.items() if seat != home]
    return [s for s in all_sprites(table) if s.zone == f"hand.{home}"], panels + widgets(table)


def freetable(table):
    mine = f"hand{table.viewer}"
    panels = [pygame.Rect(z.rect) for name, z in table.layout.zones.items() if name != mine]
    return [s for s in all_sprites(table) if s.zone == mine], panels + widgets(table)


TABLES = {"requiem": requiem, "marenzan": marenzan, "tonight": tonight, "enfield": enfield, "kami": kami,
          "freetable": freetable}


def laid_out(game: str, card_size: int):
    """The table of a seeded game a few moves in, laid out at `card_size`, every slide played."""
    app = App((1280, 720), settings=Settings(card_size=card_size), headless=True)
    try:
        if game == "freetable":
            from scenes.tables.freetable.scene import FreeTable

            app.open("menu")
            table = FreeTable(app, hands=3, seed=3, fresh=True)
            table.needs_curtain = False
            app.push(table)
            table.deal_count = 6
            table.deal()
        else:
            args = argparse.Namespace(game=game, seed=3, moves=12, seat=0, players=None)
            open_scene(app, "table", args)
            table = app.top
        for _ in range(3):
            app.frame(1 / 60, events=[])
        table.anim.skip()
        app.frame(1 / 60, events=[])
        return table
    finally:
        cards.set_card_scale(1.0)


def measured(game: str, card_size: int):
    table = laid_out(game, card_size)
    hand, panels = TABLES[game](table)
    return table, [card_rect(s) for s in hand], panels


@pytest.mark.parametrize("game", list(TABLES))
def test_the_card_size_draws_the_players_own_cards_larger(game):
    _, small, _ = measured(game, 100)
    _, large, _ = measured(game, 130)
    assert small and len(small) == len(large), f"{game}: no hand measured"
    widest = lambda rects: max(min(r.width, r.height) for r in rects)
    assert widest(large) >= widest(small) * 1.05, f"{game}: {widest(small)} at 100 %, {widest(large)} at 130 %"


@pytest.mark.parametrize("card_size", CARD_SIZES)
@pytest.mark.parametrize("game", list(TABLES))
def test_every_card_stays_inside_the_window_and_the_hand_clear_of_the_panels(game, card_size):
    table, hand, panels = measured(game, card_size)
    for sprite in all_sprites(table):
        if getattr(sprite, "alpha", 1.0) > 0:
            assert WINDOW.contains(card_rect(sprite)), f"{game} {card_size} %: {sprite.key} at {card_rect(sprite)}"
    for card in hand:
        for panel in panels:
            assert not card.colliderect(panel), f"{game} {card_size} %: a hand card {card} covers {panel}"


def test_the_card_size_is_saved_and_a_strange_one_falls_back_to_100(user_folder):
    Settings(card_size=130).save()
    assert Settings.load().card_size == 130
    for bad in (120, "130", 1.3, None, -1):
        (user_folder / "settings.json").write_text(json.dumps({"card_size": bad}), encoding="utf-8")
        assert Settings.load().card_size == 100, bad


def test_the_screenshot_command_takes_a_card_size():
    assert build_parser().parse_args(["--card-size", "115"]).card_size == 115
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--card-size", "120"])


def test_the_settings_screen_sets_the_card_size_for_every_table():
    app = App((1280, 720), settings=Settings(), headless=True)
    try:
        screen = app.open("settings")
        screen.set("card_size", 130)
        assert app.settings.card_size == 130 and cards.card_scale == 1.3
        assert Settings.load().card_size == 130
    finally:
        cards.set_card_scale(1.0)


# -- Enfield's battle: the fighters' cards grow with the card size as far as the battle panel holds them --
def enfield_battle(card_size: int, text_size: int = 100, lang: str = "en"):
    """A seeded Enfield game in the middle of a battle (three fighters a side, two with attached
    cards), drawn at `card_size`: the table and every line of text its frames drew."""
    from scenes.kit.settings import Settings as S
    from sprites import theme

    app = App((1280, 720), settings=S(card_size=card_size, text_size=text_size, language=lang), headless=True)
    theme.drawn = []
    try:
        open_scene(app, "table", argparse.Namespace(game="enfield", seed=1, moves=45, seat=0, players=None))
        table = app.top
        for _ in range(3):
            app.frame(1 / 60, events=[])
        table.anim.skip()
        theme.drawn = []
        table.painter.battle._battle_key = None  # the panel's still parts drawn again, their text noted
        app.frame(1 / 60, events=[])
        return table, [(words, rect) for kind, words, rect, *_ in theme.drawn if kind == "text"]
    finally:
        theme.drawn = None
        cards.set_card_scale(1.0)
        theme.set_text_scale(1.0)


def fighters(table) -> list[pygame.Rect]:
    return [card_rect(s) for s in table.battle_sprites.values()]


def test_the_card_size_draws_the_battle_fighters_larger():
    small, large = enfield_battle(100)[0], enfield_battle(130)[0]
    assert len(small.battle_sprites) == len(large.battle_sprites) == 6
    narrow = max(r.width for r in fighters(small))
    wide = max(r.width for r in fighters(large))
    assert wide >= narrow * 1.1, f"fighters {narrow} px wide at 100 %, {wide} at 130 %"


@pytest.mark.parametrize("card_size,text_size,lang", [(100, 100, "en"), (115, 100, "en"), (130, 100, "en"),
                                                      (130, 150, "ja")])
def test_the_battle_fighters_stay_inside_the_panel_apart_and_clear_of_its_words(card_size, text_size, lang):
    from scenes.tables.enfield.layout import BATTLE_RECT

    table, texts = enfield_battle(card_size, text_size, lang)
    panel = pygame.Rect(BATTLE_RECT)
    cards_drawn = fighters(table)
    hp = [rect for words, rect in texts if words.startswith("HP ")]
    words = [rect for w, rect in texts if not w.startswith("HP ")]  # the title, the sides, the KO counts, the prompt
    assert len(hp) == 6 and words, texts
    for i, card in enumerate(cards_drawn):
        assert panel.contains(card), f"a fighter {card} leaves the battle panel {panel}"
        assert card.collidelist(cards_drawn[i + 1:]) < 0, f"two fighters overlap: {card}"
        assert card.collidelist(words) < 0, f"a fighter {card} covers a label"
        assert card.collidelist(widgets(table)) < 0, f"a fighter {card} covers a button"
    for i, line in enumerate(hp):
        assert line.collidelist(hp[i + 1:]) < 0, f"two fighters' HP lines overlap: {line}"
        assert line.collidelist(words) < 0 and line.collidelist(cards_drawn) < 0, f"an HP line {line} covers something"
    for f in table.show.fighters:  # the attached cards' chips under each fighter, clear of the KO count
        for rect, _card, _ in table.gestures.battle.chip_rects(table.show, f):
            chip = pygame.Rect(rect)
            assert chip.collidelist(words) < 0 and chip.collidelist(cards_drawn) < 0, f"a chip {chip} covers something"


@pytest.mark.parametrize("card_size", CARD_SIZES)
def test_a_fighters_whole_column_fits_between_the_sides_names_and_the_ko_counts(card_size, monkeypatch):
    """The most the panel keeps room for on every fighter: two status chips over the card and
    three attached cards under it, none over a label, a card or another fighter's chips."""
    import dataclasses

    from scenes.tables.enfield import battle as battle_module

    table, _ = enfield_battle(card_size)
    obs = table.observation
    views = tuple(dataclasses.replace(f, guard=1, nurse=1) for f in obs.battle.fighters)
    battle = dataclasses.replace(obs.battle, fighters=views)
    monkeypatch.setattr(table, "observation", dataclasses.replace(obs, battle=battle))
    monkeypatch.setattr(table.gestures.battle, "fighter_chips", lambda f: [("A01", "a"), ("A02", "b"), ("A03", "c")])
    chips: list[pygame.Rect] = []
    real = battle_module.theme.rounded
    monkeypatch.setattr(battle_module.theme, "rounded", lambda surface, rect, *a, **k: (chips.append(pygame.Rect(rect)),
                                                                                        real(surface, rect, *a, **k)))
    from sprites import theme

    cards.set_card_scale(card_size / 100)
    theme.drawn = []
    try:
        table.painter.battle._battle_key = None
        table.app.frame(1 / 60, events=[])
        texts = [rect for kind, words, rect, *_ in theme.drawn if kind == "text" and not words.startswith("HP ")]
    finally:
        theme.drawn = None
        cards.set_card_scale(1.0)
    from scenes.tables.enfield.layout import BATTLE_RECT

    chips = [c for c in chips if pygame.Rect(BATTLE_RECT).contains(c) and c.height in (14, 16)]  # status, attached
    assert len(chips) == 6 * 5, chips
    cards_drawn = fighters(table)
    for i, chip in enumerate(chips):
        assert chip.collidelist(texts) < 0, f"{card_size} %: a chip {chip} covers a label"
        assert chip.collidelist(cards_drawn) < 0, f"{card_size} %: a chip {chip} covers a fighter"
        assert chip.collidelist(chips[i + 1:]) < 0, f"{card_size} %: two chips overlap at {chip}"
