"""Each Undo refusal names the event that really stands in the way, the same in both languages.

Seeded games of every title are played with one human seat; at every decision of that seat
where Undo is refused past a barrier (a die, a reveal, a draw from chance since the seat's
last decision), the refusal's words are read in English and in Japanese, matched against the
catalog's causes, and the cause they name is checked against the barrier step's own events:
a die named was rolled with that value; a card "shown to you" was another seat's card shown to
the viewer; "turned face up" was a public reveal; "you saw" a card shown to the viewer; what
"someone else saw" or "learned" was shown to seats other than the viewer; "shuffled" was a
shuffle; "by chance" drew from the game's chance (replayed from the seed); and both languages
name the same cause."""

from __future__ import annotations

import re

import pytest

from game.engine.contract import CardMoved, DieRolled, Revealed, Shuffled
from game.engine.record import replay
from game.engine.session import Session
from scenes.kit.i18n import catalog, tr
from scenes.kit.table_log import zone_parts
from tests.kit.test_table_kit import GAMES, open_game

CAUSES = ("die", "shown_you", "shown_all", "shown_all_card", "shown_all_yours", "yours_seen", "you_saw", "seen_by",
          "told_you", "told_other", "face_down", "shuffled", "chance")
DECISIONS = {"requiem": 30, "marenzan": 40, "tonight": 40, "enfield": 25, "kami": 20}
# zone kinds whose number is a seat ("hand.2", "party0"); Requiem's "arrival1" is a column
OWNED_KINDS = frozenset({"hand", "party", "position", "shields", "deck", "field", "line", "target", "trash"})


def pattern(key: str, lang: str) -> re.Pattern | None:
    """The words of `app.table.undo.since` around a cause `key`, as a regular expression."""
    entry = catalog().get(key)
    if not entry or lang not in entry:
        return None
    inner = re.sub(r"\\\{(\w+)\\\}", lambda m: f"(?P<{m.group(1)}>.+?)", re.escape(entry[lang]))
    outer = re.escape(catalog()["app.table.undo.since"][lang]).replace(r"\{what\}", inner)
    return re.compile(f"^{outer}$")


def named(words: str, lang: str) -> tuple[str, dict] | None:
    """The cause the words name (the most particular when several fit: "your card" before
    "{name}'s card"), with its arguments."""
    found = []
    for cause in CAUSES:
        regex = pattern(f"app.table.undo.{cause}", lang)
        match = regex.match(words) if regex else None
        if match:
            found.append((len(match.groupdict()), cause, match.groupdict()))
    return min(found)[1:] if found else None


def owner(event) -> int | None:
    zones = [event.where] if isinstance(event, Revealed) else [event.src, event.dst]
    for zone in zones:
        kind, seat = zone_parts(zone)
        if seat is not None and kind in OWNED_KINDS:
            return seat
    return None


def drew(session: Session, index: int) -> bool:
    """Did the step at `index` draw from the game's chance? Replayed from the seed."""
    record = session.record
    game = session.game
    prefix = type(record)(record.game, record.rules_version, record.seed, list(record.seats), dict(record.options),
                          list(record.actions[:index]))
    state = replay(prefix, game)
    before = state.rng.state
    game.apply(state, record.actions[index])
    return state.rng.state != before


def false_claim(cause: str, args: dict, session: Session, index: int, viewer: int, name) -> str | None:
    """Why the words are untrue of the barrier step at `index` (None: they are true)."""
    step = session.history[index]
    events = step.events
    cards = [e for e in events if isinstance(e, (CardMoved, Revealed)) and e.is_reveal()]
    told = [e for e in events if not isinstance(e, (CardMoved, Revealed)) and e.is_reveal()]
    if cause == "die":
        ok = any(isinstance(e, DieRolled) and str(e.value) == args["value"] for e in events)
    elif cause == "shown_you":
        ok = any(e.visible_to and viewer in e.visible_to and owner(e) not in (None, viewer)
                 and name(owner(e)) == args["name"] for e in cards)
    elif cause == "shown_all":
        ok = any(e.visible_to is None and owner(e) not in (None, viewer) and name(owner(e)) == args["name"]
                 for e in cards)
    elif cause == "shown_all_card":
        ok = any(e.visible_to is None for e in cards)
    elif cause == "shown_all_yours":
        ok = any(e.visible_to is None and owner(e) == viewer for e in cards)
    elif cause == "yours_seen":
        ok = any(e.visible_to and owner(e) == viewer and set(e.visible_to) - {viewer} for e in cards)
    elif cause == "you_saw":
        ok = any(e.visible_to and viewer in e.visible_to and owner(e) in (None, viewer) for e in cards)
    elif cause == "seen_by":
        ok = any(e.visible_to and viewer not in e.visible_to for e in cards)
    elif cause == "told_you":
        ok = any(e.visible_to and viewer in e.visible_to for e in told)
    elif cause == "told_other":
        ok = any(e.visible_to is not None and viewer not in e.visible_to for e in told)
    elif cause == "face_down":
        ok = any(e.visible_to == () for e in cards)
    elif cause == "shuffled":
        ok = any(isinstance(e, Shuffled) for e in events)
    else:  # chance; words that say a card was drawn also claim a card left a face-down pile
        ok = drew(session, index)
        if ok and re.search(r"card|カード", catalog()["app.table.undo.chance"]["en"]
                            + catalog()["app.table.undo.chance"]["ja"]):
            ok = any(isinstance(e, CardMoved) and not e.face_up for e in events)
    return None if ok else f"it says '{cause}' {args}, but step {index} ({type(step.action).__name__}) had " \
                           f"{[type(e).__name__ for e in events]}"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_undo_refusal_names_the_event_in_the_way(app, game_id):
    from game.engine.bots import bot_rng, make_bot

    table = open_game(app, game_id, seed=7)
    session = table.session
    chooser, rng = make_bot(table.game, "random"), bot_rng(7, 9)
    faults, seen = [], 0
    for _ in range(DECISIONS[game_id]):
        for _ in range(4000):
            if session.over or (table.legal and not table.busy()):
                break
            app.frame(1 / 60, [])
        if session.over:
            break
        if table.undo.refusal() == "app.table.undo.barrier":
            seen += 1
            viewer = table.viewer
            index = max(i for i, b in enumerate(session.record.barriers) if b)
            said = {}
            for lang in ("en", "ja"):
                app.set_language(lang)
                words = table.undo.refusal_words()
                said[lang] = named(words, lang)
                if said[lang] is None:
                    faults.append(f"[{lang}] '{words}' names no cause")
            app.set_language("en")
            if said["en"] and said["ja"] and said["en"][0] != said["ja"][0]:
                faults.append(f"English says {said['en'][0]}, Japanese {said['ja'][0]}")
            if said["en"]:
                wrong = false_claim(*said["en"], session, index, viewer, table.seat_name)
                if wrong:
                    faults.append(wrong)
        table.submit(chooser.choose(table.observation, table.legal, rng))
    assert seen, f"{game_id}: no refusal past a barrier was met"
    assert not faults, f"{game_id}: {len(faults)} of {seen} refusals untrue:\n" + "\n".join(sorted(set(faults)))
