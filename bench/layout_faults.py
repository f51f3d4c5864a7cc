"""The faults in one scene's drawing, from what the text layer recorded (`theme.drawn`): the
counting half of the layout sweep (bench/layout.py), which says what each kind means."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import theme

KINDS = ("outside", "overlap", "window", "cut", "behind", "popups", "buttons", "over", "covers")
MIN_OVERLAP = 3  # pixels both ways: anti-aliased edges that touch are not an overlap


@dataclass(frozen=True)
class Fault:
    kind: str
    screen: str
    words: str
    detail: str


def meets(a: pygame.Rect, b: pygame.Rect) -> bool:
    meet = a.clip(b)
    return meet.width >= MIN_OVERLAP and meet.height >= MIN_OVERLAP


def faults(drawn: list, window: pygame.Rect, screen: str) -> list[Fault]:
    """The kinds of fault in one scene's drawing (see bench/layout.py's docstring)."""
    out: list[Fault] = []
    covers: list[tuple[int, pygame.Rect]] = []  # opaque panels (dialogs, tooltips, toasts) in draw order
    homes: list[tuple[int, pygame.Rect]] = []  # every panel a text may start in
    inks: list[tuple[int, theme.Drawn]] = []
    opaque: list[tuple[int, theme.Drawn]] = []  # cards, dice and buttons: what they are drawn over is hidden
    popups: list[tuple[int, theme.Drawn]] = []
    controls: list[tuple[int, theme.Drawn]] = []
    owned: list[tuple[int, theme.Drawn]] = []  # words a card owns, drawn on it (its face's name, its count)
    hovered: list[tuple[int, theme.Drawn]] = []  # what the pointer rests on, as the popup is drawn
    prompts: list[tuple[int, theme.Drawn]] = []  # the table's prompt (a question asked, the banner's line)
    recaps: list[tuple[int, theme.Drawn]] = []
    cuts: set[str] = set()
    for order, d in enumerate(drawn):
        if d.kind in ("opaque", "button"):
            opaque.append((order, d))
        if d.kind in ("button", "control"):
            controls.append((order, d))
        elif d.kind == "popup":
            popups.append((order, d))
        elif d.kind == "own":
            owned.append((order, d))
        elif d.kind == "hovered":
            hovered.append((order, d))
        elif d.kind == "prompt":
            prompts.append((order, d))
        elif d.kind == "recap":
            recaps.append((order, d))
        if d.kind in ("dialog", "panel"):
            homes.append((order, d.rect))
            if d.kind == "dialog":
                covers.append((order, d.rect))
        elif d.kind == "cut":
            cuts.add(d.words)
        elif d.kind == "ink":
            clip = d.box or window
            if not clip.colliderect(d.rect):
                continue  # not shown (scrolled away)
            if not window.contains(d.rect) and not (clip.height < window.height and window.contains(clip)):
                out.append(Fault("window", screen, d.words, f"{tuple(d.rect)} in {window.size}"))
            elif clip.width < window.width and not clip.left <= d.rect.left <= d.rect.right <= clip.right:
                out.append(Fault("outside", screen, d.words, f"{tuple(d.rect)} clipped to {tuple(clip)}"))
            else:  # what a scrolling page's clip shows of it must lie in the panel it starts in
                shown = d.rect.clip(clip)
                home = next((p for at, p in reversed(homes) if p.collidepoint(shown.topleft)), None)
                if home is not None and not home.contains(shown):
                    out.append(Fault("outside", screen, d.words, f"{tuple(d.rect)} runs out of its panel {tuple(home)}"))
                d = d._replace(rect=shown)
            inks.append((order, d))
        elif d.kind in ("label", "line", "text") and d.box is not None and d.words.strip():
            box = d.box if d.box.height else pygame.Rect(d.box.x, d.rect.y, d.box.width, d.rect.height)
            if not box.contains(d.rect):
                out.append(Fault("outside", screen, d.words, f"{tuple(d.rect)} outside its box {tuple(d.box)}"))
    out += [Fault("cut", screen, words, "cut with …") for words in sorted(cuts)]
    by_y = sorted(inks, key=lambda item: item[1].rect.y)
    for i, (first, a) in enumerate(by_y):
        for second, b in by_y[i + 1:]:
            if b.rect.y >= a.rect.bottom:
                break
            meet = a.rect.clip(b.rect)
            if meet.width < MIN_OVERLAP or meet.height < MIN_OVERLAP or (a.words == b.words and a.rect == b.rect):
                continue
            low, high = sorted((first, second))
            if any(low < at < high and p.contains(meet) for at, p in covers):
                continue  # the later one is on a popup drawn over the earlier
            out.append(Fault("overlap", screen, f"{a.words} / {b.words}", f"{tuple(a.rect)} and {tuple(b.rect)}"))

    def apart(first: int, a: pygame.Rect, second: int, b: pygame.Rect) -> bool:
        """Do not meet, or meet under an opaque dialog drawn between them (not the later one's own panel)."""
        if not meets(a, b):
            return True
        meet = a.clip(b)
        low, high = sorted((first, second))
        return any(low < at < high and p.contains(meet) and p != b for at, p in covers)

    for order, d in inks:
        over = next((o for at, o in opaque if at > order and not apart(order, d.rect, at, o.rect)), None)
        if over is not None:
            out.append(Fault("behind", screen, d.words, f"{tuple(d.rect)} under {over.kind} {over.words!r} "
                                                        f"{tuple(over.rect)}"))
    for kind, things in (("popups", popups), ("buttons", controls)):
        for i, (first, a) in enumerate(things):
            for second, b in things[i + 1:]:
                if a.rect != b.rect and not apart(first, a.rect, second, b.rect):
                    out.append(Fault(kind, screen, f"{a.words} / {b.words}", f"{tuple(a.rect)} and {tuple(b.rect)}"))
    out += texts_over_cards(inks, opaque, owned, popups, apart, screen)
    out += popups_over_words(inks, popups, hovered, apart, screen)
    out += [Fault("covers", screen, "(the prompt)", f"recap {tuple(r.rect)} over {tuple(p.rect)}")
            for at, r in recaps for order, p in prompts if order < at and meets(p.rect, r.rect)]
    return out


def texts_over_cards(inks, opaque, owned, popups, apart, screen: str) -> list[Fault]:
    """over: a text drawn over a card face or a die drawn before it, when the words are not the
    card's own (noted `own` by whoever draws them on the card: its count, its state) nor on a
    bubble drawn over the card (the hint's tag)."""
    out = []
    for order, d in inks:
        if any(o.words == d.words and o.rect.contains(d.rect) for _, o in owned):
            continue
        under = next((o for at, o in opaque if at < order and o.kind == "opaque" and not apart(at, o.rect, order, d.rect)
                      and not any(at < b < order and p.rect.contains(d.rect) for b, p in popups)), None)  # on a bubble
        if under is not None:
            out.append(Fault("over", screen, d.words, f"{tuple(d.rect)} over a card or die {tuple(under.rect)}"))
    return out


def popups_over_words(inks, popups, hovered, apart, screen: str) -> list[Fault]:
    """covers: a bubble (a tooltip, a callout, the pointer's note, the hint's tag, a toast, the
    banner) drawn over a text shown before it, or over the thing the pointer rests on (and, in
    `faults`, the recap over the table's prompt)."""
    out = []
    for at, p in popups:
        for order, d in inks:
            if order < at and not apart(order, d.rect, at, p.rect):
                out.append(Fault("covers", screen, d.words, f"bubble {tuple(p.rect)} over {tuple(d.rect)}"))
        for order, h in hovered:
            if order < at and meets(h.rect, p.rect):
                out.append(Fault("covers", screen, "(the pointed thing)", f"bubble {tuple(p.rect)} over {tuple(h.rect)}"))
    return out
