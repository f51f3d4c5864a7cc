"""Issue 26: the Whisper log says every public move. A draw is seen by all (who drew, not
what: K81), and Brain Storm's two cards put back on top of the pile (K66) are told: which
cards to the caster, that a card went back to everyone else (K79)."""

from __future__ import annotations

from game.engine import registry
from game.engine.contract import CardMoved, Message
from game.engine.simcheck import play_game
from tests.kit.test_table_kit import open_game


def test_K81_another_players_draw_is_in_the_log_without_the_card(app):
    table = open_game(app, "kami", seed=2)
    drawn = CardMoved("NEUTRON", "pile", "hand.1", False, visible_to=(1,))
    assert table.describe(drawn.seen_by(0)) == f"{table.seat_name(1)} takes a card from the pile"
    assert "Neutron" in table.describe(drawn.seen_by(1))


def test_K66_brain_storm_tells_the_cards_put_back_to_the_caster_only(app):
    table = open_game(app, "kami", seed=2)
    back = Message.of("kami.msg.brain_back", visible_to=(1,), seat=1, card="NEUTRON")
    assert table.describe(back.seen_by(1)) == f"{table.seat_name(1)} puts Origin God Neutron face down on top of the pile"
    assert table.describe(back.seen_by(0)) == "The caster puts a card from hand face down on top of the pile"


def test_K66_a_cast_brain_storm_puts_back_two_cards_with_a_line_each():
    game = registry.get("kami")
    for seed in range(60):
        session = play_game(game, 4, seed, ("random",), {"rounds": 1})
        backs = [e for step in session.history for e in session.events_for(step, None)
                 if isinstance(e, Message) and e.key == "kami.msg.brain_back"]
        if backs:
            assert all(e.args is None for e in backs)  # an onlooker is told that, not which
            return
    raise AssertionError("no Brain Storm was cast in 60 seeded games")
