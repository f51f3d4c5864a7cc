"""The Chronicle tells Marenzan's public moves in words, in both languages, to every viewer:
the first placements (M9), the pair in a fight and its sum or product (M34, M36), and where a
returned card went (M49) and where used cards went (M56). The Magician's peeked card is read by
its user alone (M64, section 5). Seeded games of AIs, shown through the real table."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.contract import CardMoved
from game.engine.simcheck import play_game
from tests.kit.test_table_kit import open_game

GAME = registry.get("marenzan")
MOUNTAIN = {"en": ("Left Mountain", "Centre Mountain", "Right Mountain"),
            "ja": ("左の魔山", "中央の魔山", "右の魔山")}
FIRST = {"en": "First placement: {card} from {mountain} {verb} Village {n}",
         "ja": "最初の配置：{mountain}の{card}が村 {n}を{verb}"}
VERB = {"en": {True: "guards", False: "rules"}, "ja": {True: "守護する", False: "支配する"}}
FIGHT = {"en": "{seat} fights {target} with {first} and {second}",
         "ja": "{seat}が{first}と{second}で{target}と戦う"}
SWORD = {"en": "Sword: {x} + {y} = {total}, one more than {value}",
         "ja": "剣で戦う：{x}＋{y}＝{total}で{value}より1多い"}
MAGIC = {"en": "Magic: {x} × {y} = {value}", "ja": "魔法で戦う：{x}×{y}＝{value}"}
RETURNED = {"en": "{seat} returns {card} to {mountain}", "ja": "{seat}が{card}を{mountain}に還した"}
JOURNEY = {"en": "face up into {seat}'s Journey", "ja": "が{seat}の旅路に表向きで置かれた"}
SEEN = {"en": "Only {seat} sees the card: {card}", "ja": "{seat}だけが見たカード：{card}"}
LOOKS = {"en": "{seat} looks at the top card of {mountain}",
         "ja": "{seat}が{mountain}の一番上のカードを見た"}


def rank(code: str) -> int:
    return int(code.split("-")[0])


def table_of(app, lang, seed, players=3, bots=("random", "simple")):
    app.set_language(lang)
    return open_game(app, "marenzan", session=play_game(GAME, players, seed, bots))


def viewers(table):
    return [None, *range(len(table.session.record.seats))]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_M9_every_viewer_reads_the_three_first_placements(app, lang):
    table = table_of(app, lang, seed=4)
    steps = table.session.history[:3]
    want = []
    for step in steps:
        (move,) = [e for e in step.events if isinstance(e, CardMoved) and e.src.startswith("mountain.")]
        want.append(FIRST[lang].format(card=table.card_name(move.card), mountain=MOUNTAIN[lang][int(move.src[-1])],
                                       verb=VERB[lang][rank(move.card) <= 6], n=int(move.dst[-1]) + 1))
    for viewer in viewers(table):
        told = [line for step in steps for line in table.log_view.step_lines(step, viewer)]
        assert told[:3] == want, viewer  # then the first turn begins
        table.handoff.viewer = viewer
        table.log_view.rebuild()
        assert [line for line in table.log if line.startswith(want[0][:6])][:3] == want


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_M34_M36_a_fight_names_each_adventurers_cards_the_demon_and_the_totals(app, lang):
    fights = supported = 0
    for seed in range(6):
        table = table_of(app, lang, seed)
        name, seat = table.card_name, table.seat_name
        for step in table.session.history:
            kind = type(step.action).__name__
            if kind not in ("Fight", "Support"):
                continue
            lines = table.log_view.step_lines(step, (step.seat + 1) % 3)  # another seat reads it all
            target = next(e.card for e in step.events if isinstance(e, CardMoved) and e.src.startswith("village."))
            if kind == "Fight":
                pair = step.action.cards
                assert FIGHT[lang].format(seat=seat(step.seat), target=name(target), first=name(pair[0]),
                                          second=name(pair[1])) in lines
                fights += 1
            else:  # the supporter's card makes a pair with the caller's (M36)
                pair = (_call_card(table, step), step.action.card)
                assert any(name(pair[1]) in line and seat(step.seat) in line for line in lines)
                supported += 1
            x, y = sorted(rank(c) for c in pair)
            totals = {"x": x, "y": y, "total": x + y, "value": rank(target)}
            if x + y == rank(target) + 1:
                assert SWORD[lang].format(**totals) in lines
            elif x * y == rank(target):
                assert MAGIC[lang].format(**totals) in lines
            else:  # M34 (c)
                assert any(("Holy Sword" if lang == "en" else "聖剣と冒険者") in line and name(target) in line
                           for line in lines)
        app.scenes.clear()
    assert fights >= 5 and supported >= 1, (fights, supported)


def _call_card(table, support_step) -> str:
    """The card the active player called for help with, before this Support (M35 ii)."""
    history = table.session.history
    for step in reversed(history[:history.index(support_step)]):
        if type(step.action).__name__ == "CallForHelp":
            return step.action.card
    raise AssertionError("a Support without a Call for Help")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_M49_M56_every_viewer_reads_where_returned_and_used_cards_went(app, lang):
    table = table_of(app, lang, seed=2)
    returned = journeys = 0
    for step in table.session.history:
        for viewer in (None, step.seat, (step.seat + 1) % 3):
            lines = table.log_view.step_lines(step, viewer)
            for e in step.events:
                if not isinstance(e, CardMoved):
                    continue
                if e.src == "table" and e.dst.startswith("mountain."):
                    assert RETURNED[lang].format(seat=table.seat_name(step.seat), card=table.card_name(e.card),
                                                 mountain=MOUNTAIN[lang][int(e.dst[-1])]) in lines
                    returned += viewer is None
                elif e.src.startswith("revealed.") and e.dst.startswith("journey."):
                    into = JOURNEY[lang].format(seat=table.seat_name(int(e.dst[-1])))
                    assert any(table.card_name(e.card) in line and into in line for line in lines), lines
                    journeys += viewer is None
    assert returned > 10 and journeys > 5, (returned, journeys)


def _peeks(app, lang):
    """A seeded game of random AIs in which a Magician looked at a mountain, and that step."""
    for seed in range(40):
        table = table_of(app, lang, seed, bots=("random",))
        steps = [s for s in table.session.history if type(s.action).__name__ == "ArcaneSpeaks"]
        if steps:
            return table, steps[0]
        app.scenes.clear()
    raise AssertionError("no Magician was used in 40 seeded games")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_M64_only_the_magicians_user_reads_the_peeked_card(app, lang):
    table, step = _peeks(app, lang)
    (peek,) = [e for e in step.events if type(e).__name__ == "Revealed"]
    card, user = table.card_name(peek.card), step.seat
    looks = LOOKS[lang].format(seat=table.seat_name(user), mountain=MOUNTAIN[lang][step.action.mountain])
    seen = SEEN[lang].format(seat=table.seat_name(user), card=card)
    for viewer in viewers(table):
        lines = table.log_view.step_lines(step, viewer)
        assert looks in lines  # the public part: who looked, and at which mountain
        if viewer == user:
            assert seen in lines
        else:  # the hidden variant: the same line without the card
            assert not [line for line in lines if card in line], (viewer, lines)
    table.handoff.viewer = user
    table.log_view.rebuild()
    assert seen in table.log
