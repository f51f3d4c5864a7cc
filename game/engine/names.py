"""The rules for a player's name, wherever it comes from: typed at setup, or read from a
record, an autosave or the statistics file (which anyone can edit or send)."""

from __future__ import annotations

from collections.abc import Callable

NAME_LEN = 14  # the longest name the setup's name field takes


def clean_name(value: str, seat: int) -> str:
    """`value` as the setup's name field would have taken it: printable characters only (a
    line break or tab becomes a space; a control character or direction mark goes), trimmed,
    at most NAME_LEN long. Nothing left gives
    the seat's default name, which every screen shows in the player's language."""
    kept = "".join(ch if ch.isprintable() else " " if ch.isspace() else "" for ch in value)  # a line break parts words
    name = kept.strip()[:NAME_LEN].strip()
    return name or f"Player {seat + 1}"


def told_apart(names: list[str], same: Callable[[str], str] = str) -> list[str]:
    """The seats' names, each one different, so plates, log, results and statistics tell the
    players apart: a name that is the same as an earlier seat's (by `same`, which may read a
    default name in every language as one) gets its seat's number after it ('Ann', 'Ann 3')."""
    out: list[str] = []
    for seat, name in enumerate(names):
        taken = {same(other).casefold() for other in out}
        if same(name).casefold() in taken:
            name = f"{name[:NAME_LEN - 3]} {seat + 1}"
        out.append(name)
    return out
