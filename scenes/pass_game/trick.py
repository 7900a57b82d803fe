"""The PASS trick area: the set on the table with its type, rank and tokens, earlier
sets stacked under it, and the effects that explain what happened (a set flying
in, bombs, tokens travelling and turning over, the sweep to the trick's winner).

Effects are small dataclasses (one per kind) whose progress `t` (0..1) a tween
drives; drawing reads them and never changes them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.engine import depth, draw, theme
from game.rules.pass_game.events import SetPlayed
from game.rules.pass_game.sets import BOMB_LEVEL, set_name
from scenes.pass_game.card_art import card_face, fit_text, value_text
from scenes.pass_game.token_art import AUGMENT, UPGRADE, burst, glow, token_face, token_flip

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.text import TextCache

CARD_W, CARD_H = 116, 166
SMALL_W, SMALL_H = 84, 120
TOKEN_D = 46
HINT_H = 116  # the set to beat, then how to beat it on up to two lines
PILL_PAD = 4  # the "X played ..." pill's room above and below its words
LABEL_GAP = 3  # kept clear between the cards and the pill, and the pill and the status band
EARLIER_SHOWN = 3
EARLIER_STRIP = 44  # the least of an earlier set shown above the next: its values read whole
NEWEST_EXTRA = 24  # the newest earlier set shows this much more above the current set


Point = tuple[int, int]


class Hint(NamedTuple):
    """The hint band's words: the set to beat, and how to beat it."""

    to_beat: str
    how: str


@dataclass(eq=False)
class Effect:
    """One running effect: its progress (0..1, driven by a tween); each kind adds what it draws.
    Compared by identity: two tokens flying the same way are two effects."""

    t: float = field(default=0.0, init=False)


@dataclass(eq=False)
class Arrive(Effect):
    """A set flying from its player's seat into the trick."""

    play: SetPlayed
    src: Point


@dataclass(eq=False)
class Bomb(Effect):
    """The bomb's burst over the trick."""

    at: Point


@dataclass(eq=False)
class TokenFlight(Effect):
    """A token travelling (turning over if its faces differ), with an optional label."""

    face_from: str
    face_to: str
    src: Point
    dst: Point
    label: str = ""
    box: pygame.Rect | None = None  #: where the label shows (a seat's crowns row)
    to_set: bool = False  #: a spent token on its way to the set


@dataclass(eq=False)
class Sweep(Effect):
    """The trick's sets sliding to the seat that won it."""

    sets: list[SetPlayed]
    dst: Point


@dataclass(eq=False)
class Caption(Effect):
    """A line over the trick that fades at the end."""

    text: str
    at: Point
    colour: tuple[int, int, int] = theme.WHITE


@dataclass(eq=False)
class Stamp(Effect):
    """The PASSED stamp landing on a seat."""

    seat: int


@dataclass(eq=False)
class Award(Effect):
    """A crown (or point token) growing in the middle, then flying to its seat."""

    seat: int
    points: int
    src: Point
    dst: Point


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[int, int]:
    """A point part-way from `a` to `b`."""
    return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)


def written_face(card: str) -> tuple[str, bool]:
    """(label, upgraded) of a written card such as `2>A^`."""
    return (card[:-1], True) if card.endswith("^") else (card, False)


def wild_card(value: int, w: int, h: int) -> pygame.Surface:
    """The wild (three tokens acting as one card): a violet card naming its value."""
    from game.rules.pass_game.deck import VALUES

    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (120, 80, 170), (0, 0, w, h), border_radius=w // 10)
    pygame.draw.rect(surf, theme.INK, (0, 0, w, h), 2, border_radius=w // 10)
    big = fit_text(value_text(VALUES[value]), int(h * 0.3), theme.WHITE, int(w * 0.7))
    surf.blit(big, (8, 8))
    tag = fit_text("WILD", 28, theme.WHITE, w - 12)
    surf.blit(tag, tag.get_rect(midbottom=(w // 2, h - 8)))
    return surf


class TrickArea:
    """Geometry and drawing of the trick inside the layout's `trick` rectangle.

    From the bottom up: the status band (two rows of the couch minimum), the set's label
    pill, the current set. Their heights come from the text's own line heights, so large
    text moves the set up instead of the pill sliding under the band."""

    def __init__(self, rect: pygame.Rect, text: TextCache) -> None:
        self.rect = rect
        self.text = text

    def status_row(self) -> int:
        """The status band's row pitch: one line of the couch minimum."""
        return self.text.size("Ag", theme.TEXT_MIN)[1]

    def status_height(self, rows: int) -> int:
        """The status band's height for `rows` rows (never under two rows' worth)."""
        return 2 + self.status_row() * max(2, rows)

    def label_height(self) -> int:
        """Room for the set's label pill with its gaps (the pill's words are at most body size)."""
        return self.text.size("Ag", theme.TEXT_BODY, True)[1] + 2 * PILL_PAD + 2 * LABEL_GAP

    def current_top(self) -> int:
        """Top edge of the current set's cards."""
        return self.rect.bottom - self.status_height(2) - self.label_height() - CARD_H

    def set_rects(self, n: int, small: bool = False, top: int | None = None) -> list[pygame.Rect]:
        """Card rectangles for a set of `n` cards, centred in the trick area."""
        w, h = (SMALL_W, SMALL_H) if small else (CARD_W, CARD_H)
        step = w + 8
        x0 = self.rect.centerx - (step * n - 8) // 2
        y = self.current_top() if top is None else top
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(n)]

    def centre(self) -> tuple[int, int]:
        """Where a new set lands (the middle of the current set)."""
        return self.rect.centerx, self.current_top() + CARD_H // 2

    @staticmethod
    def width_of(play: Any) -> int:
        """How many card places a set takes (its wild counts as one)."""
        return len(play.cards) + (play.wild is not None)

    def token_slot(self, trick: list | tuple, index: int) -> tuple[int, int]:
        """Where the `index`-th token spent on the trick's last set rests: right of the set
        and clear of the earlier sets stacked under it."""
        rights = [self.set_rects(self.width_of(trick[-1]) if trick else 1)[-1].right]
        rights += [self.set_rects(self.width_of(p), True)[-1].right
                   for p in trick[:-1][-EARLIER_SHOWN:]]
        x = max(rights) + 20 + TOKEN_D // 2 + (index % 4) * (TOKEN_D + 6)
        y = self.current_top() + 30 + (index // 4) * (TOKEN_D + 8)
        return x, y

    # -- drawing ---------------------------------------------------------------------------

    def draw_set(self, surface: pygame.Surface, play: Any, rects: list[pygame.Rect],
                 offset: tuple[int, int] = (0, 0), fade: int = 0) -> None:
        """Draw one set's cards (and its wild) into `rects`, shifted by `offset`."""
        faces = [written_face(c) for c in play.cards]
        lift = min(30.0, math.hypot(*offset) / 12)  # a set still flying in is off the felt
        for (label, up), rect in zip(faces, rects, strict=False):
            depth.shadow_under(surface, rect.move(offset), max(6, rect.w // 10), lift)
            surface.blit(card_face(label, up, rect.w, rect.h), rect.move(offset))
        if play.wild is not None and len(rects) > len(faces):
            r = rects[len(faces)]
            surface.blit(wild_card(play.wild, r.w, r.h), r.move(offset))
        if fade:
            for rect in rects:
                draw.shade(surface, rect.move(offset), (10, 40, 26, fade))

    def draw_tokens(self, surface: pygame.Surface, trick: tuple) -> None:
        """The tokens spent on the current set, laid beside it (augment faces first)."""
        play = trick[-1]
        faces = [AUGMENT] * play.augment + [UPGRADE] * play.upgrade
        faces += [UPGRADE] * (3 if play.wild is not None else 0)
        for i, face in enumerate(faces):
            img = token_face(face, TOKEN_D)
            surface.blit(img, img.get_rect(center=self.token_slot(trick, i)))

    def draw(self, surface: pygame.Surface, ctx: AppContext, trick: tuple, seats: list,
             hide_last: bool, shake: tuple[int, int], hide_tokens: bool = False,
             show_label: bool = True) -> None:
        """Earlier sets stacked under, then the current set with its label (unless a tall
        status band takes its place) and tokens."""
        if not trick:
            return
        top = self.current_top()
        # Stack upward from the current set, the oldest still below the hint; only as many
        # as show a readable strip of their cards (the values sit at the cards' tops).
        room = top - NEWEST_EXTRA - (self.rect.y + HINT_H + 6)
        earlier = trick[:-1][-min(EARLIER_SHOWN, max(1, room // EARLIER_STRIP)):]
        step = min(48, room // max(1, len(earlier)))
        for j, play in enumerate(earlier):
            k = len(earlier) - j  # 1 for the newest earlier set
            n = len(play.cards) + (play.wild is not None)
            y = top - NEWEST_EXTRA - k * step
            self.draw_set(surface, play, self.set_rects(n, True, y), fade=110)
            colour = seats[play.seat].colour if play.seat < len(seats) else theme.TEXT
            first = self.set_rects(n, True, y)[0]
            pygame.draw.circle(surface, colour, (first.x - 18, first.y + 20), 10)
        last = trick[-1]
        n = len(last.cards) + (last.wild is not None)
        if not hide_last:
            self.draw_set(surface, last, self.set_rects(n), shake)
            if not hide_tokens:  # tokens still flying in are drawn by their effect
                self.draw_tokens(surface, trick)
        if not show_label:
            return
        info = seats[last.seat] if last.seat < len(seats) else None
        img, pill = self.label_box(ctx, last, info)
        colour = info.colour if info else theme.TEXT
        pygame.draw.rect(surface, theme.INK, pill, border_radius=12)
        pygame.draw.rect(surface, colour, pill, 3, border_radius=12)
        surface.blit(img, img.get_rect(center=pill.center))

    def label_box(self, ctx: AppContext, last: Any, info: Any) -> tuple[pygame.Surface,
                                                                           pygame.Rect]:
        """The current set's label ("Ann played a pair of 9s") and its pill, just under the
        cards and clear of the status band."""
        label = set_name(last.type, last.rank, last.augment)
        who = f"{info.name} played " if info else ""
        if BOMB_LEVEL.get(last.type):
            who = "BOMB! " + who
        words = who + label
        img = ctx.text.render(words, ctx.text.fit(words, theme.TEXT_BODY, self.rect.w - 40, True),
                              theme.TEXT, True)
        if img.get_width() > self.rect.w - 40:  # a very long name: the set's words stay whole
            words = ("BOMB! " if BOMB_LEVEL.get(last.type) else "") + label[0].upper() + label[1:]
            img = ctx.text.render(words, theme.TEXT_MIN, theme.TEXT, True)
        pill = img.get_rect().inflate(28, 2 * PILL_PAD)
        pill.midtop = (self.rect.centerx, self.current_top() + CARD_H + LABEL_GAP)
        return img, pill

    def hint_rows(self, ctx: AppContext, hint: Hint) -> list[tuple[str, int, tuple]]:
        """(text, size, colour) of each line of the hint band: the set to beat, then how to
        beat it wrapped onto up to two lines (squeezed to one, most hints read 70-90% wide)."""
        width = self.rect.w - 20
        size = ctx.text.fit(hint.to_beat, theme.TEXT_BODY, width, True)
        rows = [(hint.to_beat, size, theme.HIGHLIGHT)]
        how = hint.how
        if ctx.text.size(how, theme.TEXT_MIN, True)[0] > width and ", or " in how:
            # Break where the sentence does: "Play a higher pair, a bomb," / "or a pair of 9s…".
            head, tail = how.rsplit(", or ", 1)
            parts = [head + ",", "or " + tail]
        else:
            parts = [how]
        for part in parts:
            size = ctx.text.fit(part, theme.TEXT_MIN, width, True)
            rows.append((part, size, theme.TEXT))
        return rows

    def hint_band(self) -> pygame.Rect:
        """Where the hint is drawn: along the trick area's top."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, HINT_H)

    def draw_hint_still(self, surface: pygame.Surface) -> None:
        """The hint band's shading, which never changes (drawn once: the table's backdrop)."""
        draw.shade(surface, self.hint_band(), (0, 0, 0, 120))

    def draw_hint(self, surface: pygame.Surface, ctx: AppContext, hint: Hint) -> None:
        """The always-visible hint: the set to beat, then how to beat it (over its shading,
        draw_hint_still)."""
        band = self.hint_band()
        y = band.y + 4
        for line, size, colour in self.hint_rows(ctx, hint):
            img = ctx.text.render(line, size, colour, True)
            if img.get_width() > band.w - 20:  # one word longer than the band: never happens
                img = pygame.transform.smoothscale(img, (band.w - 20, img.get_height()))
            surface.blit(img, img.get_rect(midtop=(band.centerx, y)))
            y += 40 if y == band.y + 4 else 34

    def status_rows(self, ctx: AppContext, lines: list[tuple[str, tuple[int, int, int]]]
                    ) -> list[tuple[str, tuple[int, int, int]]]:
        """The status band's rows, each fitting the band at the couch minimum: the choice (its
        cost dropped if too long: the side panel shows it), then the reason on up to two rows
        (a reason longer than that keeps its first clause, "2 3 8 Q A is not a set.")."""
        width = self.rect.w - 16
        rows: list[tuple[str, tuple[int, int, int]]] = []
        for n, (line, colour) in enumerate(lines[:2]):
            if n == 0:
                if ctx.text.size(line, theme.TEXT_MIN)[0] > width and " · " in line:
                    line = line.rsplit(" · ", 1)[0]
                rows.append((line, colour))
                continue
            parts = ctx.text.wrap(line, theme.TEXT_MIN, width)
            if len(parts) > 2 and ": " in line:
                parts = ctx.text.wrap(line.split(": ", 1)[0] + ".", theme.TEXT_MIN, width)
            rows += [(part, colour) for part in parts[:2]]
        return rows

    def draw_status(self, surface: pygame.Surface, ctx: AppContext,
                    rows: list[tuple[str, tuple[int, int, int]]]) -> None:
        """The viewer's choice and, if Play is disabled, why (rows from `status_rows`); a third
        row takes the place of the set's label, which the hint's To-beat line repeats."""
        if not rows:
            return
        band = self.status_band(len(rows))
        draw.shade(surface, band, (0, 0, 0, 130))
        pitch = self.status_row()
        for i, (line, colour) in enumerate(rows):
            img = ctx.text.render(line, theme.TEXT_MIN, colour, False)
            if img.get_width() > band.w - 16:  # a single word wider than the band
                img = pygame.transform.smoothscale(img, (band.w - 16, img.get_height()))
            surface.blit(img, img.get_rect(midtop=(band.centerx, band.y + 1 + pitch * i)))

    def status_band(self, rows: int) -> pygame.Rect:
        """Where the status band of `rows` rows is drawn: along the trick area's bottom."""
        height = self.status_height(rows)
        return pygame.Rect(self.rect.x, self.rect.bottom - height, self.rect.w, height)


def token_label_rect(ctx: AppContext, label: str, box: pygame.Rect) -> tuple[int, pygame.Rect]:
    """(size, rect) of a gained token's label inside `box`, the receiving seat's crowns row:
    the token lands there (the label travelled with the token and crossed the To-beat hint
    on the way). Right-aligned over the crowns when it fits there, clear of a PASSED stamp."""
    size = ctx.text.fit(label, theme.TEXT_BODY, box.w - 24, True)
    w, h = ctx.text.size(label, size, True)
    rect = pygame.Rect(0, 0, min(w, box.w - 24), h)
    rect.center = box.center
    if rect.w <= box.w // 2 - 16:
        rect.right = box.right - 12
    return size, rect


def draw_effect(surface: pygame.Surface, ctx: AppContext, area: TrickArea, fx: Effect) -> None:
    """Draw one effect of the trick area at its progress."""
    t = fx.t
    if isinstance(fx, Arrive):
        play = fx.play
        n = len(play.cards) + (play.wild is not None)
        rects = area.set_rects(n)
        start = fx.src
        off = lerp_point((start[0] - area.centre()[0], start[1] - area.centre()[1]), (0, 0), t)
        area.draw_set(surface, play, rects, off)
    elif isinstance(fx, Bomb):
        size = int(700 * (0.4 + 0.6 * t))
        g = glow(size, (255, 150, 40), 1.0 - t)
        surface.blit(g, g.get_rect(center=fx.at))
        b = burst(size, (255, 230, 120), t)
        surface.blit(b, b.get_rect(center=fx.at))
        if t < 0.85:
            img = ctx.text.render("BOMB!", 96, (255, 236, 160), True)
            scale = 1.0 + 0.4 * (1 - t)
            img = pygame.transform.smoothscale(
                img, (int(img.get_width() * scale), int(img.get_height() * scale)))
            surface.blit(img, img.get_rect(center=(fx.at[0], fx.at[1] - 150)))
    elif isinstance(fx, TokenFlight):
        pos = lerp_point(fx.src, fx.dst, t)
        lift = int(60 * 4 * t * (1 - t))  # an arc, so the token is seen travelling
        pos = (pos[0], pos[1] - lift)
        if fx.face_from != fx.face_to:
            img = token_flip(fx.face_from, min(1.0, t * 1.6), TOKEN_D + 8)
        else:
            img = token_face(fx.face_to, TOKEN_D + 8)
        surface.blit(img, img.get_rect(center=pos))
        if fx.label and fx.box is not None and t < 0.95:
            size, rect = token_label_rect(ctx, fx.label, fx.box)
            pygame.draw.rect(surface, theme.INK, rect.inflate(16, 4), border_radius=10)
            ctx.text.blit(surface, fx.label, size, rect.topleft, theme.HIGHLIGHT, True)
    elif isinstance(fx, Sweep):
        target = fx.dst
        centre = area.centre()
        off = lerp_point((0, 0), (target[0] - centre[0], target[1] - centre[1]), t)
        for j, play in enumerate(fx.sets[-EARLIER_SHOWN - 1:]):
            n = len(play.cards) + (play.wild is not None)
            rects = area.set_rects(n, True, area.current_top() + j * 10)
            area.draw_set(surface, play, rects, off, fade=int(200 * t))
    elif isinstance(fx, Caption):
        alpha = 255 if t < 0.7 else int(255 * (1 - t) / 0.3)
        img = ctx.text.render(fx.text, theme.TEXT_LARGE, fx.colour, True)
        img = img.copy()
        img.set_alpha(alpha)
        rect = img.get_rect(center=fx.at)
        pygame.draw.rect(surface, theme.INK, rect.inflate(36, 16), border_radius=16)
        surface.blit(img, rect)
