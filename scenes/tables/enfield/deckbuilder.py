"""Enfield's deck builder: pick a party of 3 characters and a deck of 12 cards (at most 4 copies of
a card), or start from a ready-made deck. The rules core checks the squad (E5) and every reason
it is refused is shown; Done hands back the squad code.

    DeckBuilder(app, seat_name, on_done=lambda code: ..., code="P01 P07 P11 | ...")
    open_from_setup(setup_scene, seat)   # writes the seat's custom squad into the setup's options

Gestures: click a card of the catalogue (or its "+ Deck" button) to add it to the deck, "Party" to
put a character in the party; click a card in the party or the deck to take it out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame

from game.enfield.cards import CARDS, DECK_SIZE, MAX_COPIES, PARTY_SIZE, READY_DECKS
from game.enfield.decks import CUSTOM, check_code, check_squad, parse_squad, squad_code
from sprites import theme
from sprites.cards import CARD_H, CARD_W, CardSprite, draw_cards, topmost
from sprites.faces.enfield import EnfieldFace, name_rect
from sprites.furniture import Tooltip

from ...kit.cardinfo import describe_card
from ...kit.scene import Scene
from ...kit.widgets import Button, panel, text

PARTY_RECT = (24, 92, 330, 200)
DECK_RECT = (370, 92, 886, 200)
CATALOGUE_RECT = (24, 316, 1232, 300)
DETAIL_RECT = (24, 50, 1232, 34)  # the card pointed at: its name, kind and what it does, in full
SMALL_SCALE = 0.62
CAPTION = theme.MIN_TEXT  # the names under the catalogue's cards
BADGE_R = 9
ORDER = [c for c in CARDS if CARDS[c].kind == "party"] + [c for c in CARDS if CARDS[c].kind != "party"]


class CardSpot(Button):
    """A card of the squad as a control: the keyboard's ring stands on it and Enter takes it out,
    as a click on the card does (the card itself is drawn by the builder)."""

    def draw(self, surface, view) -> None:
        pass


class DeckBuilder(Scene):
    name = "deckbuilder"

    def __init__(self, app, seat_name: str, on_done: Callable[[str], None], code: str = "",
                 colour: tuple | None = None, hp_cap: bool = False):
        super().__init__(app)
        self.seat_name = seat_name
        self.on_done = on_done
        self.colour = colour
        self.hp_cap = hp_cap
        party, deck, problems = parse_squad(code) if code else ((), (), ())
        ready = next(iter(READY_DECKS.values()))
        self.party: list[str] = list(party) if code and not problems else list(ready.party)
        self.deck: list[str] = list(deck) if code and not problems else list(ready.deck)
        self.tooltip = Tooltip()
        self.sprites: list[CardSprite] = []
        self.message = ""
        self.detail: str | None = None  # the card last pointed at
        self.build()

    # -- the squad -----------------------------------------------------------------
    def check(self):
        return check_squad(tuple(self.party), tuple(sorted(self.deck)), self.hp_cap)

    def add_to_deck(self, card: str) -> None:
        counts = Counter(self.deck)
        if len(self.deck) >= DECK_SIZE:
            self.refuse("enfield.builder.deck_full")
            return
        if counts[card] >= MAX_COPIES:
            self.refuse("enfield.builder.four")
            return
        self.deck.append(card)
        self.message = ""
        self.app.play("slide")
        self.build()

    def add_to_party(self, card: str) -> None:
        if len(self.party) >= PARTY_SIZE:
            self.refuse("enfield.builder.party_full")
            return
        self.party.append(card)
        self.message = ""
        self.app.play("slide")
        self.build()

    def take_out(self, where: str, card: str) -> None:
        (self.party if where == "party" else self.deck).remove(card)
        self.message = ""
        self.app.play("flip")
        self.build()

    def load(self, key: str) -> None:
        ready = READY_DECKS[key]
        self.party, self.deck = list(ready.party), list(ready.deck)
        self.message = ""
        self.app.play("shuffle")
        self.build()

    def clear(self) -> None:
        self.party, self.deck = [], []
        self.message = ""
        self.build()

    def refuse(self, key: str) -> None:
        self.message = self.t(key)
        self.app.play("failure")

    def done(self) -> None:
        check = self.check()
        if not check.ok:
            self.refuse("enfield.builder.not_ready")
            return
        self.on_done(squad_code(check.party, check.deck))
        self.app.pop()

    # -- layout ----------------------------------------------------------------------
    def build(self) -> None:
        app = self.app
        self.sprites = []
        widgets: list = []
        # the party: three slots
        x, y, _w, _h = PARTY_RECT
        for i, card in enumerate(self.party):
            sprite = CardSprite(("party", card, i), kind="enfield", face=EnfieldFace(card, self.colour), face_up=True,
                                back="enfield", x=x + 60 + i * 105, y=y + party_y(), scale=0.92, z=i)
            self.sprites.append(sprite)
        # the deck, grouped
        x, y, w, _ = DECK_RECT
        deck = sorted(self.deck, key=ORDER.index)
        step = min(CARD_W * 0.8 + 6, (w - 40 - CARD_W * 0.8) / max(1, len(deck) - 1))
        for i, card in enumerate(deck):
            self.sprites.append(CardSprite(("deck", card, i), kind="enfield", face=EnfieldFace(card, self.colour),
                                           face_up=True, back="enfield", x=x + 20 + CARD_W * 0.4 + i * step,
                                           y=y + 104, scale=0.8, z=100 + i))
        widgets += self.card_spots(step)
        # the catalogue: characters on the first row, the other cards on the second
        x, y, w, _h = CATALOGUE_RECT
        counts = Counter(self.deck)
        self.captions: list[tuple[str, tuple[float, float], list[str], float]] = []
        self._caption_key = None
        grow = (theme.text_scale - 1) * 16  # a taller heading pushes the first row down (the second stays)
        for row, cards in enumerate((ORDER[:12], ORDER[12:])):
            cols = len(cards)
            cstep = (w - 40) / cols
            for j, card in enumerate(cards):
                cx = x + 20 + cstep * (j + 0.5)
                cy = y + 60 + grow + row * (140 - grow)
                sprite = CardSprite(("cat", card), kind="enfield", face=EnfieldFace(card, self.colour), face_up=True,
                                    back="enfield", x=cx, y=cy, scale=SMALL_SCALE, z=200 + j)
                sprite.alpha = 1.0 if counts[card] < MAX_COPIES else 0.45
                self.sprites.append(sprite)
                # the name in full under the card (the face's own is small at this size)
                top = cy + CARD_H * SMALL_SCALE / 2 + 2
                room = cstep - 8  # a clear gap between neighbouring names
                self.captions.append((card, (cx, top), [], room))
                bw = cstep - 6
                by = top + 28
                if CARDS[card].kind == "party":
                    half = (bw - 4) / 2
                    adds = [Button((cx - bw / 2, by, half, 24), "enfield.builder.to_party",
                                   lambda c=card: self.add_to_party(c), app, size=theme.SMALL),
                            Button((cx - bw / 2 + half + 4, by, half, 24), "enfield.builder.to_deck",
                                   lambda c=card: self.add_to_deck(c), app, size=theme.SMALL,
                                   short=lambda: "+")]  # half a column: "+" when "+ Deck" does not fit
                else:
                    adds = [Button((cx - bw / 2, by, bw, 24), "enfield.builder.to_deck",
                                   lambda c=card: self.add_to_deck(c), app, size=theme.SMALL)]
                for button in adds:
                    button.card = card
                widgets += adds
        self.wrap_captions()
        # ready-made decks, clear, cancel, done
        bx = 24
        for key, ready in READY_DECKS.items():
            label = ready.name_ja if app.settings.language == "ja" else ready.name_en
            widgets.append(Button((bx, 636, 150, 40), (lambda s=label: s), lambda k=key: self.load(k), app,
                                  size=theme.BODY))
            bx += 158
        widgets.append(Button((bx + 10, 636, 110, 40), "enfield.builder.clear", self.clear, app, size=theme.BODY))
        widgets.append(Button((930, 636, 150, 40), "app.back", self.back, app, size=theme.BODY))
        ok = self.check().ok
        done = Button((1096, 636, 160, 40), "enfield.builder.done", self.done, app, primary=True, size=theme.BODY,
                      key=pygame.K_RETURN)
        done.enabled = ok
        widgets.append(done)
        self.widgets = widgets

    def card_spots(self, deck_step: float) -> list[CardSpot]:
        """A control on each card of the party and the deck (its part that shows), to take it out by keys."""
        spots = []
        for sprite in self.sprites:
            where, card = sprite.key[0], sprite.key[1]
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            last = where == "party" or sprite.key[2] == len(self.deck) - 1
            shown = w if last else min(w, deck_step)  # a deck card under the next one shows its left part
            spot = CardSpot((sprite.x - w / 2, sprite.y - h / 2, shown, h), lambda c=card: self.t(f"enfield.card.{c}"),
                            lambda w=where, c=card: self.take_out(w, c), self.app)
            spot.card = card
            spots.append(spot)
        return spots

    def wrap_captions(self) -> None:
        """The names under the catalogue, wrapped for this window size and language."""
        view = self.app.view
        key = (view.scale, self.app.settings.language, theme.text_scale)
        if key == self._caption_key:
            return
        self._caption_key = key
        language = self.app.settings.language
        self.captions = [(card, pos, caption_lines(self.t(f"enfield.card.{card}"), view.px(CAPTION), view.px(room),
                                                   CARDS[card].short_names(language)), room)
                         for card, pos, _lines, room in self.captions]

    # -- input -------------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.handle_controls(event):
            if event.type == pygame.KEYDOWN and getattr(self.focused_control(), "card", None):
                self.detail = self.focused_control().card  # the strip names the card the ring is on
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.sprite_at(event.pos)
            if hit is not None:
                where, card = hit.key[0], hit.key[1]
                if where == "cat":
                    self.add_to_deck(card)
                else:
                    self.take_out(where, card)
        elif event.type == pygame.MOUSEMOTION:
            hit = self.sprite_at(event.pos)
            if hit is not None:
                self.detail = hit.key[1]
                self.tooltip.hover(self.card_tip(hit.key[1], hit.key[0]), event.pos)
            else:
                self.tooltip.clear()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def sprite_at(self, pos) -> CardSprite | None:
        return topmost(self.sprites, pos)

    def card_tip(self, card: str, where: str) -> str:
        """Beside the pointer: the name and what a click does (the strip above says what the card does)."""
        hint = self.t("enfield.builder.tip_add" if where == "cat" else "enfield.builder.tip_remove")
        return f"{self.t(f'enfield.card.{card}')}\n{hint}"

    def problem_text(self, problem) -> str:
        return problem_words(problem, self.t)

    def name_rect(self, sprite: CardSprite) -> tuple[float, float, float, float]:
        """Where the card's face writes its name, in logical units (as painted at this window size)."""
        k = self.app.view.scale
        w, h = round(CARD_W * sprite.scale * k), round(CARD_H * sprite.scale * k)
        box = name_rect(sprite.key[1], (w, h), self.app.settings.language)
        left, top = sprite.x - w / k / 2, sprite.y - h / k / 2
        return left + box.x / k, top + box.y / k, box.width / k, box.height / k

    def badge_rect(self, sprite: CardSprite) -> tuple[float, float, float, float]:
        """The count of a card in the deck: at the card's left edge, under its name."""
        _x, ny, _w, nh = self.name_rect(sprite)
        left = sprite.x - CARD_W * sprite.scale / 2
        return left - 3, ny + nh + 2, 2 * BADGE_R, 2 * BADGE_R

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tooltip.update(dt)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        lang = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("enfield.builder.title", name=self.seat_name), (24, 28), theme.TITLE, theme.INK,
             "midleft", bold=True)
        check = self.check()
        hp = sum(CARDS[c].max_hp for c in self.party)
        heading = None
        for rect, key, count, need in ((PARTY_RECT, "enfield.zone.party", len(self.party), PARTY_SIZE),
                                       (DECK_RECT, "enfield.zone.deck", len(self.deck), DECK_SIZE)):
            panel(surface, view, rect, 150)
            x, y, _w, _h = rect
            drawn = text(surface, view, f"{self.t(key)}  {count}/{need}", (x + 14, y + 16), theme.BODY,
                         theme.GOLD if count == need else theme.INK, "midleft", bold=True)
            heading = drawn if rect == PARTY_RECT else heading
        x, y, w, _ = PARTY_RECT
        hp_line = self.t("enfield.builder.hp", hp=hp)
        room = x + w - 14 - (view.to_logical(heading.topright)[0] + 12)  # beside the heading, over no card
        if theme.text_width(hp_line, view.px(theme.MIN_TEXT) / theme.text_scale) / view.scale > room:
            text(surface, view, hp_line, (x + w - 14, y + 16 + theme.grown(14)), theme.SMALL, theme.INK_DIM, "midright")
        else:
            text(surface, view, hp_line, (x + w - 14, y + 16), theme.SMALL, theme.INK_DIM, "midright", width=room)
        panel(surface, view, CATALOGUE_RECT, 120)
        x, y, w, _h = CATALOGUE_RECT
        text(surface, view, self.t("enfield.builder.catalogue"), (x + 14, y + 12), theme.SMALL, theme.GOLD_MUTED,
             "midleft")
        for i in range(len(self.party), PARTY_SIZE):  # empty party slots
            px, py = PARTY_RECT[0] + 60 + i * 105, PARTY_RECT[1] + party_y()
            slot = view.rect((px - CARD_W * 0.46, py - CARD_H * 0.46, CARD_W * 0.92, CARD_H * 0.92))
            theme.alpha_rect(surface, slot, (0, 0, 0, 60), view.px(6))
            theme.alpha_rect(surface, slot, (255, 255, 255, 50), view.px(6), 1)
        draw_cards(surface, view, self.sprites, lang)
        counts = Counter(self.deck)
        for sprite in self.sprites:
            if sprite.key[0] == "cat" and counts[sprite.key[1]]:
                bx, by, bw, bh = self.badge_rect(sprite)
                centre = view.point(bx + bw / 2, by + bh / 2)
                pygame.draw.circle(surface, theme.GOLD, centre, view.px(BADGE_R))
                pygame.draw.circle(surface, (60, 44, 14), centre, view.px(BADGE_R), 1)
                text(surface, view, f"{counts[sprite.key[1]]}", (bx + bw / 2, by + bh / 2), theme.SMALL, (40, 30, 10),
                     "center", bold=True, shadow=False)
        self.wrap_captions()
        for card, (cx, top), lines, _width in self.captions:
            colour = theme.INK if counts[card] < MAX_COPIES else theme.INK_DIM
            for k, line in enumerate(lines):
                text(surface, view, line, (cx, top + k * (CAPTION + 1) * theme.text_scale), CAPTION, colour, "midtop")
        self.draw_detail(surface, view)
        # what the rules say about this squad
        if check.ok:
            status, colour = self.t("enfield.builder.ready"), theme.SUCCESS
            for warning in check.warnings:
                status += "  " + self.problem_text(warning)
        else:
            status, colour = self.problem_text(check.problems[0]), theme.DANGER
        text(surface, view, self.message or status, (1256, 28), theme.BODY, colour if not self.message else theme.GOLD,
             "midright")
        super().draw(surface)
        self.tooltip.draw(surface, view)


    def draw_detail(self, surface, view) -> None:
        """The strip under the title: the card last pointed at, its name, kind and what it does."""
        panel(surface, view, DETAIL_RECT, 150)
        x, y, _w, h = DETAIL_RECT
        if self.detail is None:
            text(surface, view, self.t("enfield.builder.detail_hint"), (x + 14, y + h / 2), theme.BODY,
                 theme.INK_DIM, "midleft")
            return
        info = describe_card("enfield", self.detail, self.t)
        r = text(surface, view, info.title, (x + 14, y + h / 2), theme.LARGE, theme.GOLD, "midleft", bold=True)
        left = (r.right - view.offset[0]) / view.scale + 12
        r = text(surface, view, info.role, (left, y + h / 2), theme.SMALL, theme.INK_DIM, "midleft")
        left = (r.right - view.offset[0]) / view.scale + 16
        text(surface, view, info.text, (left, y + h / 2), theme.BODY, theme.INK, "midleft")


def party_y() -> float:
    """The party's cards' centres below the party panel's top: lower under a taller heading and HP line."""
    return 100 + (theme.text_scale - 1) * 24


CAPTION_ROOM = 26  # logical height between a catalogue card and its buttons


def caption_lines(name: str, px: int, width: int, short: tuple[str, ...] = ()) -> list[str]:
    """A card's name in the lines the room under the card holds at this text size (two at
    100 %, one larger) and `width` pixels: the whole name, or a party character's given name,
    or none (the face and the strip above name the card)."""
    most = int(CAPTION_ROOM // theme.grown(CAPTION + 1))
    return theme.name_lines(name, px, width, short=short, floor=px, most=most, leave_out=True)[0] if most else []


def problem_words(problem, t) -> str:
    """A rule's refusal or advice in words, the cards named as players know them."""
    args = dict(problem.args)
    if args.get("card") in CARDS:
        args["card"] = t(f"enfield.card.{args['card']}")
    return t(problem.key, **args)


def seat_problems(options: dict, players: int, t) -> dict[int, str]:
    """Why each seat's squad would be refused at Start, in the player's language: the builder's
    own checks (E5), with the balance rule as the setup has it now. A custom deck needs a squad
    built first; a squad built before the balance rule was switched on may break it."""
    hp_cap = bool(options.get("hp_cap", False))
    decks = tuple(options.get("deck") or ())
    codes = tuple(options.get("custom_decks") or ())
    out: dict[int, str] = {}
    for seat in range(min(players, len(decks))):
        choice = decks[seat]
        if choice == CUSTOM:
            code = codes[seat] if seat < len(codes) and isinstance(codes[seat], str) else ""
            if not code:
                out[seat] = t("enfield.setup.no_squad")
                continue
            check = check_code(code, hp_cap)
        elif choice in READY_DECKS:
            ready = READY_DECKS[choice]
            check = check_squad(ready.party, ready.deck, hp_cap)
        else:
            continue  # not a deck at all: the option's own check says so
        if not check.ok:
            problem = check.problems[0]
            out[seat] = problem_words(problem, t)
    return out


def open_from_setup(setup, seat: int) -> None:
    """Open the builder for one seat of a SetupScene of Enfield: Done writes the squad code into
    the setup's `custom_decks` option and switches that seat's deck choice to "custom"."""
    options = setup.options
    codes = list(options.get("custom_decks") or ("",) * setup.players)

    def done(code: str) -> None:
        codes[seat] = code
        options["custom_decks"] = tuple(codes)
        decks = list(options.get("deck") or ())
        if seat < len(decks):
            decks[seat] = "custom"
            options["deck"] = tuple(decks)
        setup.build()

    name = setup.names[seat] if getattr(setup, "names", None) else str(seat + 1)
    code = codes[seat] if seat < len(codes) else ""
    chosen = (options.get("deck") or ())[seat:seat + 1]
    if chosen and chosen[0] in READY_DECKS:  # the seat's own ready-made deck, not the first one listed
        ready = READY_DECKS[chosen[0]]
        code = squad_code(tuple(ready.party), tuple(sorted(ready.deck)))
    setup.app.push(DeckBuilder(setup.app, name, done, code, theme.seat_colour(seat), bool(options.get("hp_cap", False))))
