"""The tabletop kit: faces at the real pixel size, distinct suit silhouettes,
the animator's timeline, the drag's weight, dice that land on the core's value,
zone geometry, and the kit's catalogs."""

from __future__ import annotations

import json

import pygame
import pytest

from sprites.animator import Animator
from sprites.cards import CARD_W, CardSprite, card_size_px, face_image
from sprites.dice import DiceTray
from sprites.drag import DragController
from sprites.faces import painter
from sprites.faces.icons import suit_icon
from sprites.faces.seven import Role, seven_face
from sprites.resources import asset
from sprites.view import View
from sprites.zones import Zone


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield


def test_faces_are_painted_at_the_real_pixel_size_per_scale():
    for width, height in ((1280, 720), (1920, 1080), (2560, 1440)):
        view = View(width, height)
        size = card_size_px(view)
        image = face_image("seven", seven_face("13-7"), size, "en")
        assert image.get_size() == size and size[0] == round(CARD_W * view.scale)
        assert abs(size[1] / size[0] - 7 / 5) < 0.02
    small = face_image("seven", seven_face("1-1"), (90, 126), "en")
    big = face_image("seven", seven_face("1-1"), (180, 252), "en")
    assert small is not big  # painted again, never stretched


def test_the_seven_silhouettes_differ_in_greyscale():
    masks = [pygame.mask.from_surface(suit_icon(s, 64), 100) for s in range(1, 8)]
    for a in range(7):
        for b in range(a + 1, 7):
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.8, f"suits {a + 1} and {b + 1} look alike"


def test_a_face_down_card_shows_nothing_of_its_face():
    view = View(1280, 720)
    sprite = CardSprite(1, face=seven_face("5-3"), face_up=False)
    back = sprite.image(view, "en")
    sprite.face_up = True
    assert pygame.image.tobytes(sprite.image(view, "en"), "RGBA") != pygame.image.tobytes(back, "RGBA")
    sprite.face_up, sprite.face = False, seven_face("9-6")
    assert pygame.image.tobytes(sprite.image(view, "en"), "RGBA") == pygame.image.tobytes(back, "RGBA")


def test_role_line_is_the_games_and_follows_the_language():
    roles = {13: Role("crown", "King", "王")}
    face = seven_face("13-7", roles)
    assert face.role.en == "King" and seven_face("12-6", roles).role is None
    en = face_image("seven", face, (90, 126), "en")
    ja = face_image("seven", face, (90, 126), "ja")
    assert pygame.image.tobytes(en, "RGBA") != pygame.image.tobytes(ja, "RGBA")
    with pytest.raises(KeyError):
        painter("no-such-kind")


def test_animator_beats_run_in_order_and_speed_scales_time():
    speed = [1.0]
    anim = Animator(speed=lambda: speed[0])
    a, b = CardSprite(1), CardSprite(2)
    anim.slide(a, (300, 0), sound=None)
    anim.beat()
    anim.slide(b, (300, 0), sound=None)
    anim.update(0.2)
    assert a.x > 250 and b.x == 0  # b waits for a
    for _ in range(30):
        anim.update(1 / 60)
    assert not anim.busy() and a.x == 300 and b.x == 300
    speed[0] = 2.0
    anim.slide(a, (0, 0), sound=None)
    anim.update(0.17)
    assert not anim.busy() and a.x == 0  # ≤ 320 ms at speed 1 is ≤ 160 ms at speed 2


def test_skip_and_instant_finish_everything_where_it_would_land():
    anim = Animator()
    sprite = CardSprite(1, face=seven_face("2-2"))
    anim.slide(sprite, (100, 50), angle=90, sound=None)
    anim.flip(sprite, True)
    anim.skip()
    assert (sprite.x, sprite.y, sprite.angle, sprite.face_up, sprite.flip_to) == (100, 50, 90, True, None)
    instant = Animator(instant=True)
    instant.deal([sprite], [(5, 6, 0)])
    instant.shuffle([sprite], (0, 0))
    assert (sprite.x, sprite.y) == (5, 6) and not instant.busy()


def test_drag_tracks_the_cursor_tilts_and_settles():
    sprite = CardSprite(1, x=100, y=100)
    drag = DragController()
    drag.press(sprite, (110, 130))
    drag.motion((112, 130))
    assert not drag.active  # within the slop: still a click
    tilts = []
    for i in range(1, 40):
        drag.motion((110 + i * 10, 130))
        drag.update(1 / 60)
        tilts.append(abs(sprite.angle))
    assert max(tilts) > 3  # it swings with the motion
    for _ in range(90):
        drag.update(1 / 60)
    assert abs(sprite.angle) < 3  # and settles upright
    grab_x = sprite.x + 10
    assert abs(grab_x - 500) < 12
    assert drag.release((500, 130)) is sprite and sprite.lift == 1.0
    drag.press(sprite, (500, 130))
    assert drag.release((500, 130)) is None  # a click


def test_dice_tumble_about_a_second_and_land_on_the_given_value():
    tray = DiceTray((0, 0, 260, 140), 2)
    for value in range(1, 7):
        tray.throw(0, value)
        tray.throw(1, 7 - value)
        t = 0.0
        while tray.busy() and t < 3:
            tray.update(1 / 60)
            t += 1 / 60
        assert 0.4 < t <= 1.3
        assert [d.shown for d in tray.dice] == [value, 7 - value]
        for die in tray.dice:
            assert 0 <= die.x <= 260 and 0 <= die.y <= 140


def test_zone_slots_fit_and_insert_index_follows_the_point():
    row = Zone("row", (0, 0, 600, 160), "row")
    xs = [row.slot(i, 5)[0] for i in range(5)]
    assert xs == sorted(xs) and xs[0] - CARD_W / 2 >= 0 and xs[-1] + CARD_W / 2 <= 600
    crowded = [row.slot(i, 30)[0] for i in range(30)]
    assert crowded[0] - CARD_W / 2 >= 0 and crowded[-1] + CARD_W / 2 <= 600.5
    assert row.insert_index((0, 80), 5) == 0 and row.insert_index((600, 80), 5) == 5
    assert Zone("pile", (0, 0, 150, 190), "stack").insert_index((10, 10), 7) == 7


def test_kit_catalogs_have_both_languages():
    for name in ("kit", "freetable"):
        catalog = json.loads(asset("scenes", "locale", f"{name}.json").read_text(encoding="utf-8"))
        for key, entry in catalog.items():
            assert key.startswith(name + ".")
            assert entry.get("en") and entry.get("ja"), key
            assert any(ord(ch) > 0x3000 for ch in entry["ja"]) or entry["ja"].strip("{}0-9 ()") == "", key


def test_every_freetable_message_has_a_catalog_line():
    import re

    from sprites.resources import ROOT

    source = (ROOT / "game" / "freetable" / "rules.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"(freetable\.[a-z_.]+)"', source))
    catalog = json.loads(asset("scenes", "locale", "freetable.json").read_text(encoding="utf-8"))
    assert keys and keys <= set(catalog)


def test_the_font_has_every_glyph_of_the_kit_catalogs():
    ttlib = pytest.importorskip("fontTools.ttLib")
    from sprites.theme import font_path

    path = font_path()
    font = ttlib.TTCollection(str(path)).fonts[0] if str(path).endswith(".ttc") else ttlib.TTFont(str(path))
    cmap = font.getBestCmap()
    for name in ("kit", "freetable"):
        catalog = json.loads(asset("scenes", "locale", f"{name}.json").read_text(encoding="utf-8"))
        text = "".join(v for entry in catalog.values() for v in entry.values()) + "IVX·→"
        missing = sorted({ch for ch in text if ord(ch) > 32 and ord(ch) not in cmap})
        assert not missing, f"{name}: no glyph for {missing}"
