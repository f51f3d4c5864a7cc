"""The preview of a pair carried onto a Demon: its sum and product and whether it wins (M34),
as the rules then resolve the drop (a Victory, or a refusal by M35)."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import CardMoved, Message
from game.engine.record import Seat
from game.engine.session import Session
from game.marenzan import actions as A
from game.marenzan.cards import card, codes, winning_way
from tests.gestures import close_recap, hold, mouse, perform
from tests.marenzan_table.test_scene import open_table

SEEDS = range(1, 60)


def positions(find, players: int = 2):
    """Seeded games, seat 0 human and every seat played by the simple bot, each up to the first
    decision of seat 0 where `find(observation, legal)` gives something: (session, what it gave)."""
    game = registry.get("marenzan")
    for seed in SEEDS:
        session = Session.new(game, [Seat(f"P{i + 1}", "human" if i == 0 else "simple") for i in range(players)],
                              seed, {})
        bot = make_bot(game, "simple")
        rng = bot_rng(seed, 5)
        for _ in range(600):
            if session.over:
                break
            legal = session.legal()
            found = find(session.observe(0), legal) if session.to_act == 0 else None
            if found:
                yield session, found
                break
            session.act(bot.choose(session.observe(session.to_act), legal, rng), legal)


def position(find, players: int = 2):
    for found in positions(find, players):
        return found
    raise AssertionError("no seed reaches such a decision")


def fight(winning: bool):
    """A face-up Demon seat 0 may subjugate and two Party cards that do (or do not) beat it: (village, pair)."""
    def find(obs, legal):
        for v in sorted({a.village for a in legal if isinstance(a, A.Rout)}):
            target = int(obs.villages[v].card.split("-")[0])
            for pair in combinations(obs.party, 2):
                if (winning_way(card(pair[0]), card(pair[1]), target) is not None) == winning:
                    return v, pair
        return None
    return find


def open_session(app, session):
    table = open_table(app, session=session)
    assert table.viewer == 0 and table.legal
    close_recap(app, table)
    assert not table.showing_recap()
    return table


def carry(app, table, cards, target):
    """Hold up all but the last card (a click each), carry the last over `target` (a target's
    name: its centre; or a point): the point it is held at."""
    for code in cards[:-1]:
        perform(app, ("click", table.gestures.grip(code)))
    assert table.gestures.selected == list(cards[:-1])
    if isinstance(target, str):
        x, y, w, h = table.placement.target_rect(target)
        target = (x + w / 2, y + h / 2)
    end = target
    hold(app, table.gestures.grip(cards[-1]), end)
    assert table.dragging()
    return end


def drop_set(app, table, cards, target):
    """Carry the cards to `target` and let go there: the preview shown just before."""
    end = carry(app, table, cards, target)
    preview = table.gestures.current_preview()
    app.frame(1 / 60, [mouse(app, "up", end)])
    return preview


@pytest.mark.parametrize("winning", [True, False])
def test_M34_the_previewed_pair_is_what_the_rules_then_do(app, winning):
    checked = 0
    for session, (v, pair) in positions(fight(winning)):
        table = open_session(app, session)
        demon = table.observation.villages[v].card
        end = carry(app, table, pair, f"village.{v}")
        preview = table.gestures.current_preview()
        assert preview is not None and preview.fact("wins") is winning
        x, y = (int(c.split("-")[0]) for c in pair)
        assert preview.title == f"{x} + {y} = {x + y}   {x} × {y} = {x * y}"
        assert preview.fact("way") == winning_way(card(pair[0]), card(pair[1]), int(demon.split("-")[0]))
        before = len(session.record.actions)
        app.frame(1 / 60, [mouse(app, "up", end)])
        if winning:  # M37: the Demon leaves its village, a Victory
            assert session.record.actions[before] == A.Fight(v, codes(map(card, pair)))
            events = session.history[before].events
            assert any(isinstance(e, CardMoved) and e.card == demon and e.src == f"village.{v}" for e in events)
            assert "marenzan.log.victory" in [e.key for e in events if isinstance(e, Message)]
        else:  # M35: a pair that does not win is not revealed; the refusal says why
            assert len(session.record.actions) == before
            assert A.Fight(v, codes(map(card, pair))) not in session.legal()
            assert table.messages.note is not None and preview.lines[0][0] in table.messages.note[0]
            assert set(pair) <= set(table.observation.party)
        app.scenes.pop()
        checked += 1
        if checked == 3:
            return
    assert checked, "no seed offered such a pair"


def test_section5_the_preview_reads_only_the_viewers_own_cards(app):
    """The other Parties may change in any way: the preview stays the same."""
    session, (v, pair) = position(fight(True))
    table = open_session(app, session)
    carry(app, table, pair, f"village.{v}")
    first = table.gestures.current_preview()
    state = session.state
    state.parties[1], state.mountains[0] = state.mountains[0][:len(state.parties[1])], \
        state.parties[1] + state.mountains[0][len(state.parties[1]):]
    table.read()
    assert table.gestures.current_preview() == first


@pytest.mark.parametrize("winning", [True, False])
def test_M36_a_support_card_carried_to_the_cloth_previews_the_pair_with_the_callers_card(app, winning):
    def asked(obs, legal):
        wins = {a.card for a in legal if isinstance(a, A.Support)}
        return any(isinstance(a, A.DeclineSupport) for a in legal) and any((c in wins) == winning for c in obs.party)

    session, _ = position(asked, 3)
    table = open_session(app, session)
    wins = {a.card for a in table.legal if isinstance(a, A.Support)}
    code = next(c for c in table.observation.party if (c in wins) == winning)
    battle = table.observation.battle
    before = len(session.record.actions)
    preview = drop_set(app, table, (code,), "play")
    assert preview is not None and preview.fact("wins") is winning
    assert preview.fact("way") == winning_way(card(battle.call_card), card(code), int(battle.target.split("-")[0]))
    if winning:  # M36, M37: the pair stands, the Demon is beaten
        assert session.record.actions[before] == A.Support(code)
        assert "marenzan.log.victory" in [e.key for e in session.history[before].events if isinstance(e, Message)]
    else:
        assert len(session.record.actions) == before
        assert table.messages.note is not None and preview.lines[0][0] in table.messages.note[0]


def test_M45_a_petition_pair_on_a_dragon_previews_its_seven_and_the_dragon_joins(app):
    session, _ = position(lambda obs, legal: any(isinstance(a, A.Petition) for a in legal), 2)
    table = open_session(app, session)
    action = next(a for a in table.legal if isinstance(a, A.Petition))
    dragon = table.observation.villages[action.village].card
    before = len(session.record.actions)
    preview = drop_set(app, table, action.cards, f"village.{action.village}")
    assert preview.fact("wins") and preview.title.endswith("= 7")
    assert preview.lines[0][0] == table.t("marenzan_table.preview.petition", card=table.t("marenzan.card.7"))
    assert session.record.actions[before] == action
    assert dragon in session.observe(0).party and not set(action.cards) & set(session.observe(0).party)


def test_M47_the_holy_knight_on_a_dragon_previews_where_each_card_goes(app):
    session, _ = position(lambda obs, legal: any(isinstance(a, A.ChallengeKnight) for a in legal), 2)
    table = open_session(app, session)
    action = next(a for a in table.legal if isinstance(a, A.ChallengeKnight))
    dragon = table.observation.villages[action.village].card
    sword = table.gestures.sword()
    before = len(session.record.actions)
    preview = drop_set(app, table, (sword, action.knight), f"village.{action.village}")
    assert preview.fact("wins") and preview.title == "1 + 6 = 7"
    assert session.record.actions[before] == action
    seat = session.observe(0).seats[0]
    assert dragon in session.observe(0).party and sword in seat.journey and action.knight in seat.hall


def test_M54_the_holy_dragon_knight_previews_the_win_and_wins(app):
    session, _ = position(lambda obs, legal: any(isinstance(a, A.Slay) for a in legal), 2)
    table = open_session(app, session)
    action = next(a for a in table.legal if isinstance(a, A.Slay))
    preview = drop_set(app, table, (table.gestures.sword(), action.knight, action.dragon), f"village.{table.gestures.lord_village()}")
    assert preview.fact("wins") and preview.title == "1 + 6 + 7 = 14"
    assert session.over and session.result.winners
