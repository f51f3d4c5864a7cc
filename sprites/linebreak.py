"""Where a line of Japanese may break: by phrase (BudouX), with the kinsoku rules.

Japanese has no spaces, so a line may break between almost any two characters; a
printed page breaks it between phrases (文節) instead, so that 「使えない。」 or
「ドロップしてください」 is never cut in two, and obeys the kinsoku (禁則) rules: no line
starts with closing punctuation, a prolonged-sound mark or a small kana, none ends with
an opening bracket. A phrase longer than a whole line is broken between characters,
still under those rules. A last line of one character is avoided by moving the phrase
before it down when that fits.

Text with no Japanese in it never comes here: English breaks between words as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

# Kinsoku (禁則): characters a Japanese line may not start with, and those it may not end with.
NO_LINE_START = frozenset("、。，．,.）)］]｝}〕〉》」』】〙〗!?！？:;：；ー…‥・ゝゞヽヾ々"
                          "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ％%")
NO_LINE_END = frozenset("（(［[｛{〔〈《「『【〘〖")


def is_japanese(text: str) -> bool:
    """Holds a character of the CJK blocks (kana, kanji, full-width forms)."""
    return any(ord(ch) > 0x2E7F for ch in text)


@lru_cache(maxsize=1)
def _parser():
    import budoux

    return budoux.load_default_japanese_parser()


_COUNTER = re.compile(r"[0-9０-９][かヶカケ]$")


def _counter_split(before: str, after: str) -> bool:
    """BudouX cuts the counter 「か所」 after a number (「3か|所に」): glue it back."""
    return after[:1] == "所" and _COUNTER.search(before) is not None


@lru_cache(maxsize=8192)
def phrases(paragraph: str) -> tuple[str, ...]:
    """The pieces a Japanese line may break between: BudouX phrases, split again at
    spaces (a space stays with the word before it), glued by the kinsoku rules."""
    pieces: list[str] = []
    for chunk in _parser().parse(paragraph) if paragraph.strip() else [paragraph]:
        pieces.extend(re.findall(r"[^ ]+ *| +", chunk))
    out: list[str] = []
    for piece in pieces:
        if out and (piece[0] in NO_LINE_START or out[-1].rstrip()[-1:] in NO_LINE_END or piece[0] == " "
                    or _counter_split(out[-1], piece)):
            out[-1] += piece
        else:
            out.append(piece)
    # a phrase of one character (「その|他」, 「神の|ささや|き」, 「即|勝利」) never stands
    # alone on a line: it goes with the phrase before it, or the one after when first
    glued: list[str] = []
    for piece in out:
        if glued and (_single(piece) or _single(glued[-1]) and len(glued) == 1):
            glued[-1] += piece
        else:
            glued.append(piece)
    return tuple(glued)


def _single(piece: str) -> bool:
    return len(piece.rstrip()) == 1


def _kinsoku(before: str, after: str) -> bool:
    return after in NO_LINE_START or before in NO_LINE_END


def _glued(before: str, after: str) -> bool:
    """May a line not break between these two characters?"""
    if _kinsoku(before, after):
        return True
    # a number or a Latin word inside Japanese is not cut either
    return before.isascii() and after.isascii() and before.isalnum() and after.isalnum()


def _script(ch: str) -> str:
    """The kind of character, for where a long phrase breaks best (between kinds)."""
    if "\u3040" <= ch <= "\u309f":
        return "hiragana"
    if "\u30a0" <= ch <= "\u30ff" or ch == "\uff70":
        return "katakana"
    if "\u4e00" <= ch <= "\u9fff" or ch == "々":
        return "kanji"
    return "other"


def _cut(phrase: str, start: int, end: int) -> int:
    """Where to end a piece of `phrase` begun at `start`, when `phrase[start:end]` is the
    most that fits: the last change of script (ドロップ|してください) if it keeps the piece at
    least a third full (a name's 「・」 is such a change), else as late as fits; then earlier until the cut obeys kinsoku (the
    character that may not start a line takes the one before it down with it)."""
    cut = end
    for i in range(end, start + (end - start + 2) // 3 - 1, -1):
        boundary = phrase[i - 1] in "・ " or _script(phrase[i - 1]) != _script(phrase[i])
        if boundary and not _glued(phrase[i - 1], phrase[i]):
            cut = i
            break
    for glued in (_glued, _kinsoku):  # a Latin word wider than the line is cut, kinsoku never
        at = cut
        while at > start + 1 and glued(phrase[at - 1], phrase[at]):
            at -= 1
        if not glued(phrase[at - 1], phrase[at]):
            return at
    return end  # a run of kinsoku-glued characters wider than the line: cut where it overflows


def _by_characters(phrase: str, fits: Callable[[str], bool]) -> list[str]:
    """A phrase longer than a line, cut between characters, each piece as long as fits."""
    pieces: list[str] = []
    start = 0
    while start < len(phrase):
        end = start + 1
        while end < len(phrase) and fits(phrase[start:end + 1].rstrip()):
            end += 1
        if end < len(phrase):
            end = _cut(phrase, start, end)
        while end < len(phrase) and phrase[end] == " ":  # a space ends a line, never starts one
            end += 1
        pieces.append(phrase[start:end])
        start = end
    return pieces


def _lone(line: list[str]) -> bool:
    """A line holding one character (closing punctuation and spaces not counted)."""
    body = [ch for ch in "".join(line) if ch != " " and ch not in NO_LINE_START]
    return len(body) <= 1


def break_lines(paragraph: str, fits: Callable[[str], bool]) -> list[str]:
    """One paragraph of Japanese (no newline) as lines for which `fits(line)` holds,
    wherever a phrase allows."""
    lines: list[list[str]] = [[]]
    broken: set[int] = set()  # lines that are a piece of a phrase cut between characters
    queue = list(phrases(paragraph))
    while queue:
        phrase = queue.pop(0)
        line = lines[-1]
        if fits(("".join(line) + phrase).rstrip()):
            line.append(phrase)
            continue
        parts = _after_marks(phrase)
        if len(parts) > 1 and not fits(phrase.rstrip()):
            queue[:0] = parts  # a phrase longer than a line breaks after its colon first (ハート：|ヒロインが)
            continue
        if line:
            lines.append([])
        if fits(phrase.rstrip()):
            lines[-1].append(phrase)
            continue
        pieces = _by_characters(phrase, fits)
        if len(pieces) > 1 and _lone([pieces[-1]]):
            _no_lone_piece(pieces, queue, fits)
        for i, piece in enumerate(pieces):
            if i:
                lines.append([])
            if piece:  # empty: the last piece went on with the next phrase
                lines[-1].append(piece)
            if i < len(pieces) - 1:
                broken.add(len(lines) - 1)
    _keep_company(lines, broken, fits)
    return ["".join(line).rstrip() for line in lines]


BREAK_AFTER = "：、，・"  # marks a line may end with, inside a phrase too long for one


def _after_marks(phrase: str) -> list[str]:
    """The phrase in pieces that each end with one of BREAK_AFTER (the last, with what follows)."""
    parts, start = [], 0
    for i, char in enumerate(phrase[:-1]):
        if char in BREAK_AFTER:
            parts.append(phrase[start:i + 1])
            start = i + 1
    return parts + [phrase[start:]]


def _no_lone_piece(pieces: list[str], queue: list[str], fits: Callable[[str], bool]) -> None:
    """A phrase cut between characters whose last piece is one character (使用可能|な):
    that character goes on with the next phrase when both fit a line, or when the next is
    too long for a line anyway (ゴーレム|の仕組まれた); else the cut moves earlier
    (使用可|能な), so that no phrase that fits a line is cut because of it."""
    lone, before = pieces[-1], pieces[-2].rstrip()
    space = pieces[-2][len(before):]
    if queue and (fits((lone + queue[0]).rstrip()) or not fits(queue[0].rstrip())):
        queue[0] = lone + queue[0]
        pieces[-1] = ""
        return
    for cut in range(len(before) - 1, 1, -1):
        if not _glued(before[cut - 1], before[cut]):
            pieces[-2:] = [before[:cut], before[cut:] + space + lone]
            return
    # nowhere to move: the piece keeps its line rather than cut the next phrase, which fits one


def _keep_company(lines: list[list[str]], broken: set[int], fits: Callable[[str], bool]) -> None:
    """Never leave one character alone on the last line when what comes before it can
    move down: the last phrase of the line before, or, when that line is a piece of a
    phrase cut between characters, its last character."""
    if len(lines) < 2 or not _lone(lines[-1]) or not "".join(lines[-1]).strip():
        return
    before, last = lines[-2], lines[-1]
    if len(before) >= 2:
        moved = [before[-1], *last]
        if fits("".join(moved).rstrip()):
            lines[-2], lines[-1] = before[:-1], moved
        return
    if len(lines) - 2 in broken:
        text = before[0]
        for cut in range(len(text) - 1, 0, -1):
            if _glued(text[cut - 1], text[cut]):
                continue
            moved = text[cut:] + "".join(last)
            if fits(moved.rstrip()):
                lines[-2], lines[-1] = [text[:cut]], [moved]
            return
