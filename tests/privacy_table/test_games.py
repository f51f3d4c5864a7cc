"""Hot seat at every table: after each hand-off (and each Undo and Resume) the log, the
tooltips and the faces drawn are exactly what the new viewer may know. All seats human,
and humans mixed with AIs (while AIs act, nobody's private faces are drawn)."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from tests.privacy import Walk

OPTIONS = {"marenzan": {"turn_limit": 10}, "kami": {"rounds": 1, "turn_limit": 40}, "requiem": {}, "enfield": {}}


def new_session(game_id: str, humans: tuple[int, ...], players: int, seed: int) -> Session:
    game = registry.get(game_id)
    seats = [Seat(f"P{i + 1}", "human" if i in humans else "random") for i in range(players)]
    return Session.new(game, seats, seed, OPTIONS[game_id])


def opener(app, game_id):
    from scenes.tables import table_class

    cls = table_class(game_id)
    return lambda session: cls(app, session)


def kami_name(table, token):
    from game.kami.cards import BY_CODE

    return table.card_name(token) if token in BY_CODE else None


def enfield_name(table, token):
    from game.enfield.cards import CARDS

    return table.t(f"enfield.card.{token}") if token in CARDS else None


def is_seven_code(token) -> bool:
    """A Seven-deck card code: "rank-suit", both numbers."""
    rank, dash, suit = token.partition("-") if isinstance(token, str) else ("", "", "")
    return bool(dash) and rank.isdigit() and suit.isdigit()


def seven_name(table, token):
    return table.card_name(token) if is_seven_code(token) else None


def enfield_gesture(app, table, turn):
    from tests.enfield_table.test_scene import gesture

    gesture(app, table, turn)


NAMES = {"kami": kami_name, "enfield": enfield_name, "marenzan": seven_name, "requiem": None}
DECIDE = {"enfield": enfield_gesture}


@pytest.mark.parametrize("game_id,players,humans,seed", [
    ("requiem", 3, (0, 1, 2), 1),
    ("requiem", 3, (0, 2), 2),
    ("marenzan", 3, (0, 1, 2), 1),
    ("marenzan", 3, (0, 2), 2),
    ("enfield", 3, (0, 1, 2), 1),
    ("enfield", 3, (0, 2), 2),
    ("kami", 3, (0, 1, 2), 1),
    ("kami", 4, (0, 2), 2),
])
def test_hot_seat_shows_each_human_only_their_own(app, monkeypatch, game_id, players, humans, seed):
    walk = Walk(app, monkeypatch, opener(app, game_id), new_session(game_id, humans, players, seed),
                NAMES[game_id], seed=seed, max_decisions=40, decide=DECIDE.get(game_id)).run()
    assert walk.decisions >= 10
    if game_id != "requiem":
        assert walk.handoffs >= 3 and walk.resumes >= 1
        assert walk.public_checks or len(humans) == players


def test_the_free_table_hands_over_without_showing_another_hand(app, monkeypatch, user_folder):
    from game.engine.rng import Rng
    from game.freetable.rules import Deal, PassTo
    from scenes.tables.freetable.scene import FreeTable, card_name

    first = FreeTable(app, hands=3, seed=5, fresh=True)
    rng = Rng.from_seed(5)
    tables = []

    def open_free(session):
        """The walk's table first; then (a fresh view) the table reopened from its save."""
        if tables:  # a second table on the same save would rewrite its journal under the first: open a copy
            import shutil

            import scenes.tables.freetable.saved_table as free  # where the table's save lies

            copy = user_folder / "reopened" / "freetable.json"
            copy.parent.mkdir(exist_ok=True)
            for source in free.save_path().parent.glob("freetable.json*"):
                shutil.copy(source, copy.parent / source.name)
            with monkeypatch.context() as patch:
                patch.setattr(free, "save_path", lambda: copy)
                table = FreeTable(app)
        else:
            table = first
        tables.append(table)
        assert table.session.record.actions == session.record.actions
        return table

    def name(table, token):
        return card_name(token, table.t) if isinstance(token, str) and "-" in token else None

    def decide(app, table, turn):
        """Deal, play cards about, and pass the table on every few decisions."""
        if turn == 0:
            table.submit(Deal(4, False))
        elif turn % 4 == 3:
            table.submit(PassTo((table.viewer + 1) % 3))
        else:
            moves = [a for a in table.legal if type(a).__name__ in ("MoveCard", "Flip", "Turn", "Roll")]
            table.submit(moves[rng.below(len(moves))])

    walk = Walk(app, monkeypatch, open_free, first.session, name, seed=5, max_decisions=30, decide=decide,
                undo_every=5, resume_every=0)
    walk.run()
    assert walk.handoffs >= 5


@pytest.mark.parametrize("game_id,players", [("kami", 3)])
def test_a_log_kept_across_viewers_is_caught(app, monkeypatch, game_id, players):
    """The walk notices a table that keeps one viewer's log for the next. (Whisper's lines
    differ by viewer from the first draws; each step is told in its actor's eyes while the
    actor watches it, so a kept log shows a secret only where a line does differ: Marenzan's
    and Enfield's first 40 moves read the same for everyone, Tonight has its own test.)"""
    from scenes.kit.table_log import LogView
    from tests.privacy import Leak

    monkeypatch.setattr(LogView, "rebuild", lambda self: None)
    with pytest.raises(Leak):
        Walk(app, monkeypatch, opener(app, game_id), new_session(game_id, tuple(range(players)), players, 1),
             NAMES[game_id], seed=1, max_decisions=40, resume_every=0, decide=DECIDE.get(game_id)).run()


def test_26_1_a_full_log_that_keeps_an_earlier_viewers_lines_is_caught(app, monkeypatch):
    from scenes.kit.table_history import History
    from tests.privacy import Leak

    kept: dict[int, list] = {}
    fresh = History.rows

    def stale(self):  # the rows the view first held, kept for whoever looks next
        return kept.setdefault(id(self), fresh(self))

    monkeypatch.setattr(History, "rows", stale)
    with pytest.raises(Leak):
        Walk(app, monkeypatch, opener(app, "kami"), new_session("kami", (0, 1, 2), 3, 1),
             NAMES["kami"], seed=1, max_decisions=40, resume_every=0).run()
