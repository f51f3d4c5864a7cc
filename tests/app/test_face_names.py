"""Every card face shows its name: whole (on one line or more, broken only between whole words) or
a short name the card data gives, never left out, cut to one letter or shortened with "…"; and no
text on a face runs over another or off the face (issue 39). The in-suite part of
`python -m bench.face_names`: every face painted on each table, the Enfield deck builder and the
rules pages at 960×540, in Japanese (text 150 %, cards 130 %) and English (100 %, 100 %); and every
card of every game at the smallest widths the tables paint it, in both languages."""

from __future__ import annotations

import pygame

from bench import face_names
from sprites.faces.kami import KamiFace
from sprites.faces.seven import Role, SevenFace


def test_the_measure_sees_a_name_left_out_or_cut_to_a_letter():
    assert face_names.shows_name("seven", SevenFace("5-1", Role("staff", "Extractor", "逃がし屋")), (120, 168), "ja")
    assert not face_names.shows_name("seven", SevenFace("5-1", Role("staff", "Extractor", "逃がし屋")), (8, 11), "ja")
    assert "エニグマ" in face_names.names_of("kami", KamiFace("ENIGMA_CASCADE"), "ja")


def test_the_measure_sees_a_name_broken_inside_a_word():
    broken = face_names.breaks_inside_a_word
    assert broken("Hitman", ["Hitm-", "an"])
    assert broken("Enigma Cascade", ["Enigma", "Cascad-", "e"])
    assert broken("サラリーマン", ["サラリー", "マン"])
    assert broken("野戦看護師", ["野戦看", "護師"])
    assert not broken("Poka-Poka Hammer", ["Poka-", "Poka", "Hammer"])
    assert not broken("Slaughter King", ["Slaughter", "King"])
    assert not broken("ルカン・アシュフォード", ["ルカン・", "アシュフォード"])
    assert not broken("ライク・ア・ローリング・ストーム", ["ライク・ア・", "ローリング・", "ストーム"])


def test_the_measure_sees_texts_over_each_other_or_off_the_face():
    pygame.init()
    block = pygame.mask.Mask((10, 10), fill=True)
    name, rank = face_names.Ink("Knight", block, (5, 5)), face_names.Ink("10", block, (12, 12))
    assert face_names.clashes([name, rank], (40, 56)) == ["'Knight' over '10'"]
    assert face_names.clashes([name, rank._replace(at=(20, 20))], (40, 56)) == []
    assert face_names.clashes([rank._replace(at=(35, 20))], (40, 56)) == ["'10' leaves the face (50 px)"]
    suit = face_names.Ink(face_names.MARK, block, (8, 8))
    assert face_names.clashes([name, suit], (40, 56)) == [f"'Knight' over '{face_names.MARK}'"]
    assert face_names.clashes([suit, suit._replace(at=(9, 9))], (40, 56)) == []


def test_a_face_is_read_from_what_lands_on_it():
    """The texts a painter only measures are not read as shown: the ink on the face is."""
    pygame.init()
    inks = face_names.painted_texts("seven", SevenFace("13-7", Role("crown", "King", "王")), (120, 168), "en")
    words = [ink.words for ink in inks]
    assert "King" in words and "K" in words
    assert all(ink.mask.count() for ink in inks)


def test_every_face_painted_at_the_smallest_window_shows_its_whole_name_clear_of_other_texts():
    pygame.init()
    found, painted = face_names.measure(quick=True)
    assert painted > 200
    assert found == {"nameless": [], "broken": [], "clash": []}, {k: v[:3] for k, v in found.items() if v}


def test_every_card_at_its_smallest_widths_shows_its_whole_name_clear_of_other_texts():
    pygame.init()
    found, painted = face_names.every_card(most_width=62)
    assert painted > 700
    assert found == {"nameless": [], "broken": [], "clash": []}, {k: v[:3] for k, v in found.items() if v}
