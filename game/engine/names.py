"""The rules for a player's name, wherever it comes from: typed at setup, or read from a
record, an autosave or the statistics file (which anyone can edit or send)."""

from __future__ import annotations

NAME_LEN = 14  # the longest name the setup's name field takes


def clean_name(value: str, seat: int) -> str:
    """`value` as the setup's name field would have taken it: printable characters only (a
    line break or tab becomes a space; a control character or direction mark goes), trimmed,
    at most NAME_LEN long. Nothing left gives
    the seat's default name, which every screen shows in the player's language."""
    kept = "".join(ch if ch.isprintable() else " " if ch.isspace() else "" for ch in value)  # a line break parts words
    name = kept.strip()[:NAME_LEN].strip()
    return name or f"Player {seat + 1}"
