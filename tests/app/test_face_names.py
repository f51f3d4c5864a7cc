"""Every card face shows its name: whole (on one line or more) or the short name the card data
gives, never left out, cut to one letter or shortened with "…" (issue 39). The in-suite part of
`python -m bench.face_names`: every face painted on each table, the Enfield deck builder and the
rules pages at 960×540, in Japanese (text 150 %, cards 130 %) and English (100 %, 100 %)."""

from __future__ import annotations

import pygame

from bench import face_names
from sprites.faces.kami import KamiFace
from sprites.faces.seven import Role, SevenFace


def test_the_measure_sees_a_name_left_out_or_cut_to_a_letter():
    assert face_names.shows_name("seven", SevenFace("5-1", Role("staff", "Extractor", "逃がし屋")), (120, 168), "ja")
    assert not face_names.shows_name("seven", SevenFace("5-1", Role("staff", "Extractor", "逃がし屋")), (8, 11), "ja")
    assert face_names.names_of("kami", KamiFace("ENIGMA_CASCADE"), "ja")[-1] == "エニグマ"


def test_every_face_painted_at_the_smallest_window_shows_its_name():
    pygame.init()
    missing, painted = face_names.nameless(quick=True)
    assert painted > 200
    assert missing == [], f"{len(missing)} of {painted} faces without their name, e.g. {missing[:5]}"
