"""Whisper's card faces: a name never runs past its nameplate (into the cost gem), in
either language, at the smallest size a card is painted."""

from __future__ import annotations

import pytest

from game.kami.cards import BY_CODE
from sprites.faces.kami import _lines, _short_name, _shortest


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("width,px", [(44, 9), (60, 12), (120, 24)])
def test_every_name_fits_its_plate(lang, width, px):
    for code in BY_CODE:
        main, other = _short_name(code, lang)
        for text in (main, other):
            lines = _lines(text, px, (0, 0, 0), width, bold=True, short=_shortest(code, lang if text == main else
                                                                               ("en" if lang == "ja" else "ja")))
            assert len(lines) <= 3
            assert all(line.get_width() <= width for line in lines), (code, lang, text)
            if width >= 60:  # a card of a hand or a field writes every name, whole or short, never cut
                assert lines, (code, lang, text)
