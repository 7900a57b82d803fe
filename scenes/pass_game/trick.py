"""The PASS trick area: the set on the table with its type, rank, label and tokens, and
earlier sets stacked under it. Its hint and status bands are in trick_bands.py, the
effects that explain what happened (a set flying in, bombs, tokens travelling, the sweep
to the trick's winner) in trick_effects.py.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.art.pass_game import value_text
from game.engine import depth, draw, drawn, theme
from game.rules.pass_game.sets import BOMB_LEVEL, set_name
from scenes.pass_game.card_art import card_face, fit_text
from scenes.pass_game.token_art import AUGMENT, UPGRADE, token_face
from scenes.pass_game.trick_bands import TrickBands

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.text import TextCache

CARD_W, CARD_H = 116, 166
SMALL_W, SMALL_H = 84, 120
TOKEN_D = 46
PILL_PAD = 4  # the "X played ..." pill's room above and below its words
LABEL_GAP = 3  # kept clear between the cards and the pill, and the pill and the status band
EARLIER_SHOWN = 3
EARLIER_STRIP = 44  # the least of an earlier set shown above the next: its values read whole
NEWEST_EXTRA = 24  # the newest earlier set shows this much more above the current set
DOT_R = 10  # the radius of an earlier set's dot


def written_face(card: str) -> tuple[str, bool]:
    """(label, upgraded) of a written card such as `2>A^`."""
    return (card[:-1], True) if card.endswith("^") else (card, False)


def with_shadow(card: pygame.Rect) -> pygame.Rect:
    """A card resting on the felt and its shadow (depth.shadow_under at no lift)."""
    return card.union(card.move(depth.REST).inflate(2 * depth.BLUR, 2 * depth.BLUR))


def dot_rect(cards: list[pygame.Rect]) -> pygame.Rect:
    """The dot in its player's colour left of an earlier set at `cards`."""
    return pygame.Rect(cards[0].x - 18 - DOT_R, cards[0].y + 20 - DOT_R, 2 * DOT_R, 2 * DOT_R)


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


class TrickArea(TrickBands):
    """Geometry and drawing of the trick inside the layout's `trick` rectangle.

    From the bottom up: the status band (two rows of the couch minimum), the set's label
    pill, the current set. Their heights come from the text's own line heights, so large
    text moves the set up instead of the pill sliding under the band."""

    def __init__(self, rect: pygame.Rect, text: TextCache) -> None:
        self.rect = rect
        self.text = text
        #: Advice is up over the hint band: the earlier sets go, and the set to beat is said
        #: in the current set's label (make_room in table.py).
        self.compact = False

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

    def earlier_places(self, trick: tuple | list) -> list[tuple[Any, list[pygame.Rect]]]:
        """The earlier sets shown, oldest first, each with its small cards' rects: stacked
        upward from the current set, the oldest still below the hint band; only as many as
        show a readable strip of their cards (the values sit at the cards' tops)."""
        if self.compact:
            return []
        top = self.current_top()
        room = top - NEWEST_EXTRA - (self.rect.y + self.band_height() + 6)
        earlier = trick[:-1][-min(EARLIER_SHOWN, max(1, room // EARLIER_STRIP)):]
        step = min(48, room // max(1, len(earlier)))
        return [(play, self.set_rects(self.width_of(play), True,
                                      top - NEWEST_EXTRA - (len(earlier) - j) * step))
                for j, play in enumerate(earlier)]

    def pieces_rect(self, trick: tuple | list) -> pygame.Rect:
        """What the trick's cards and tokens cover (the screen check's "trick" area)."""
        rects = self.set_rects(self.width_of(trick[-1]))
        for _play, small in self.earlier_places(trick):
            rects += [*small, dot_rect(small)]
        tokens = self.tokens_region(trick)
        return rects[0].unionall(rects[1:] + ([tokens] if tokens.w else []))

    def draw_earlier(self, surface: pygame.Surface, trick: tuple, seats: list) -> None:
        """The earlier sets stacked under the current set, faded, each with its player's dot
        (and, for the screen check, where the trick's pieces lie)."""
        if not trick:
            return
        drawn.note_panel(surface, self.pieces_rect(trick), "trick")
        for play, rects in self.earlier_places(trick):
            self.draw_set(surface, play, rects, fade=110)
            colour = seats[play.seat].colour if play.seat < len(seats) else theme.TEXT
            pygame.draw.circle(surface, colour, dot_rect(rects).center, DOT_R)

    def earlier_region(self, trick: tuple) -> pygame.Rect:
        """Where draw_earlier may draw: the earlier sets with their shadows, and their dots."""
        rects = []
        for _play, small in self.earlier_places(trick) if trick else []:
            rects += [with_shadow(r) for r in small] + [dot_rect(small)]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def set_region(self, play: Any) -> pygame.Rect:
        """Where the current set `play` lies on the felt, with its shadows."""
        rects = [with_shadow(r) for r in self.set_rects(self.width_of(play))]
        return rects[0].unionall(rects[1:])

    def tokens_region(self, trick: tuple | list) -> pygame.Rect:
        """Where draw_tokens lays the tokens spent on the current set (empty if none)."""
        play = trick[-1]
        count = play.augment + play.upgrade + 3 * (play.wild is not None)
        rects = [pygame.Rect(0, 0, TOKEN_D, TOKEN_D).move_to(center=self.token_slot(trick, i))
                 for i in range(count)]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def draw_label(self, surface: pygame.Surface, ctx: AppContext, label: str | None,
                   last: Any, seats: list | None = None) -> None:
        """The label pill under the current set, framed in its player's colour: `label`, or
        who played the set and what it is."""
        info, words, img, pill = self.label_parts(ctx, label, last, seats)
        colour = info.colour if info else theme.TEXT
        drawn.note_panel(surface, pill, "set label")
        pygame.draw.rect(surface, theme.INK, pill, border_radius=12)
        pygame.draw.rect(surface, colour, pill, 3, border_radius=12)
        place = img.get_rect(center=pill.center)
        drawn.note_text(surface, words, img, place, theme.TEXT)
        surface.blit(img, place)

    def label_parts(self, ctx: AppContext, label: str | None, last: Any,
                    seats: list | None = None) -> tuple[Any, str, pygame.Surface, pygame.Rect]:
        """The label's player (None if unknown), words, their image and pill: `label`, or
        who played `last` and what it is."""
        info = seats[last.seat] if seats and last is not None and last.seat < len(seats) \
            else None
        words, img, pill = self.label_box(ctx, *((label, None) if label is not None
                                                  else label_words(last, info)))
        return info, words, img, pill

    def label_box(self, ctx: AppContext, words: str, short: str | None = None
                  ) -> tuple[str, pygame.Surface, pygame.Rect]:
        """The label's words as drawn (`short` at the couch minimum if `words` cannot fit),
        their image and the pill, just under the cards and clear of the status band."""
        img = ctx.text.render(words, ctx.text.fit(words, theme.TEXT_BODY, self.rect.w - 40, True),
                              theme.TEXT, True)
        if img.get_width() > self.rect.w - 40 and short is not None:
            words = short
            img = ctx.text.render(words, theme.TEXT_MIN, theme.TEXT, True)
        pill = img.get_rect().inflate(28, 2 * PILL_PAD)
        pill.midtop = (self.rect.centerx, self.current_top() + CARD_H + LABEL_GAP)
        return words, img, pill


def label_words(last: Any, info: Any) -> tuple[str, str]:
    """The current set's label ("Ann played a pair of 9s"), and the short one for a very
    long name (the set's words stay whole)."""
    label = set_name(last.type, last.rank, last.augment)
    bomb = "BOMB! " if BOMB_LEVEL.get(last.type) else ""
    who = f"{info.name} played " if info else ""
    return bomb + who + label, bomb + label[0].upper() + label[1:]
