"""The viewer's PASS hand as a fan: sorting, the cursor, selection and flipping.

Pure state plus geometry: `HandFan` knows which cards are selected and which
are shown upgraded, where each card sits inside the hand rectangle, and which
card a click hits. Drawing lives in `draw_fan`, which reads but never changes
the fan.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import depth, drawn
from game.engine.theme import HIGHLIGHT, INK
from game.rules.pass_game.deck import hand_order
from scenes.pass_game.card_art import card_face, flip_frame

if TYPE_CHECKING:
    from game.engine.lift import Lifts

START = "START"
LIFT = 30  # how far a selected card rises out of the fan
FOCUS_LIFT = 14  # the card under the cursor rises a little, so the eye finds it
ARC = 10  # how far the fan's ends dip below its middle
BADGE = 48  # diameter of the flip badge over a selected card
NAMED_LIFT = 18  # a card a hint or a lesson's step names rises this much out of the fan
# Kept between a named card and the next: both their rings (draw.focus_ring: 17 px out
# from the card) and a little air, so each ring is round one whole card.
RING_ROOM = 40
MIN_STRIP = 30  # the least of an unnamed card shown beside a named one: its value reads
FAN_ROOM = 48  # round a card, room for its shadow, its badge and the cursor's ring


@dataclass
class HandCard:
    """One card in the fan: its label, whether it is selected and shown upgraded."""

    label: str
    selected: bool = False
    upgraded: bool = False
    flip_t: float = 1.0  # flip animation progress; 1 = still

    @property
    def can_flip(self) -> bool:
        """START has no upgraded side (P6)."""
        return self.label != START

    @property
    def written(self) -> str:
        """The card as the notation writes it in a play: `7>8`, or `7>8^` upgraded."""
        return self.label + ("^" if self.upgraded else "")


class HandFan:
    """The viewer's cards sorted by value, with a cursor, selection and flips."""

    def __init__(self) -> None:
        self.cards: list[HandCard] = []
        self.cursor = 0
        #: Indices of the cards a hint or a lesson's step names: lifted and set apart.
        self.named: frozenset[int] = frozenset()

    def set_hand(self, labels: list[str] | tuple[str, ...]) -> None:
        """Take a new hand, keeping selection and flips of cards still held."""
        old: dict[str, list[HandCard]] = {}
        for card in self.cards:
            old.setdefault(card.label, []).append(card)
        cards = []
        for label in sorted(labels, key=hand_order):
            kept = old.get(label)
            cards.append(kept.pop(0) if kept else HandCard(label))
        self.cards = cards
        self.cursor = min(self.cursor, max(0, len(cards) - 1))
        self.named = frozenset()  # the places changed: whoever named cards names them anew

    def clear(self) -> None:
        """Deselect everything and turn every card back to its basic side."""
        for card in self.cards:
            card.selected = card.upgraded = False
            card.flip_t = 1.0

    def move_cursor(self, step: int) -> None:
        """Move the pad cursor left or right, stopping at the ends."""
        if self.cards:
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + step))

    def toggle(self, index: int) -> bool:
        """Select or deselect a card; a deselected card turns back to its basic side."""
        if not 0 <= index < len(self.cards):
            return False
        card = self.cards[index]
        card.selected = not card.selected
        if not card.selected and card.upgraded:
            card.upgraded = False
            card.flip_t = 0.0
        self.cursor = index
        return True

    def flip(self, index: int) -> str | None:
        """Turn a card to its other side (selecting it); returns why not, or None."""
        if not 0 <= index < len(self.cards):
            return "No card there."
        card = self.cards[index]
        if not card.can_flip:
            return "START has no upgraded side."
        card.selected = True
        card.upgraded = not card.upgraded
        card.flip_t = 0.0
        self.cursor = index
        return None

    @property
    def selected(self) -> list[HandCard]:
        """The selected cards, in fan order."""
        return [c for c in self.cards if c.selected]

    @property
    def upgraded_count(self) -> int:
        """How many selected cards show their upgraded side."""
        return sum(1 for c in self.cards if c.selected and c.upgraded)

    def written(self) -> list[str]:
        """The selected cards in notation (`2>A^`)."""
        return [c.written for c in self.selected]

    # -- geometry --------------------------------------------------------------------------

    @staticmethod
    def card_size(area: pygame.Rect) -> tuple[int, int]:
        """Card width and height for a hand area (room left for the lift and the arc).

        The flip badge of a lifted card may rise just above the area (over the log strip)."""
        h = max(120, min(200, area.h - LIFT - ARC))
        return int(h * 0.7), h

    def rest_lift(self, index: int) -> int:
        """How far card `index` stands out of the fan: selected, named, or not at all."""
        if self.cards[index].selected:
            return LIFT
        return NAMED_LIFT if index in self.named else 0

    def steps(self, area_w: int, w: int) -> list[int]:
        """The distance from each card to the next: a named card is followed by room for
        its ring (so it shows whole), the others share what is left, up to a small gap."""
        n = len(self.cards)
        wide = [i in self.named for i in range(n - 1)]
        plain = n - 1 - sum(wide)
        room = area_w - w - sum(wide) * (w + RING_ROOM)
        step = min(w + 10, room // plain) if plain else 0
        if plain and step < MIN_STRIP:  # too many named to set apart: an even fan
            return [min(w + 10, (area_w - w) // (n - 1))] * (n - 1)
        return [w + RING_ROOM if apart else step for apart in wide]

    def rects(self, area: pygame.Rect) -> list[pygame.Rect]:
        """Where each card is drawn inside `area` (selected and named cards lifted, named
        ones set apart)."""
        n = len(self.cards)
        if n == 0:
            return []
        w, h = self.card_size(area)
        steps = self.steps(area.w, w)
        x = area.centerx - (w + sum(steps)) // 2
        base = area.bottom - h - ARC
        out = []
        mid = (n - 1) / 2
        for i in range(n):
            # A gentle arc: the ends sit lower, like cards held in a hand.
            dip = ARC * ((i - mid) / mid) ** 2 if mid else 0
            out.append(pygame.Rect(x, int(base + dip - self.rest_lift(i)), w, h))
            x += steps[i] if i < n - 1 else 0
        return out

    def lift_targets(self, show_cursor: bool) -> dict[tuple[str, int], float]:
        """How high each card should rise, by (label, which copy): the selection out of the
        fan, named cards a little, the cursor's card a little more."""
        seen: Counter[str] = Counter()
        out = {}
        for i, card in enumerate(self.cards):
            focus = FOCUS_LIFT if show_cursor and i == self.cursor else 0
            out[(card.label, seen[card.label])] = self.rest_lift(i) + focus
            seen[card.label] += 1
        return out

    def badge_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The round flip badge above a selected card's left part (visible in the fan)."""
        return pygame.Rect(rect.x + 8, rect.y - BADGE // 2 - 6, BADGE, BADGE)

    def hit(self, area: pygame.Rect, pos: tuple[int, int]) -> tuple[int, str] | None:
        """(card index, "flip" or "card") under `pos`, topmost first; None if no card."""
        rects = self.rects(area)  # (the focus lift only shows: its few px never hide a card)
        for i in range(len(rects) - 1, -1, -1):
            card = self.cards[i]
            if card.selected and card.can_flip and self.badge_rect(rects[i]).collidepoint(pos):
                return i, "flip"
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i, "card"
        return None


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, upgraded: bool) -> None:
    """The flip badge: a round button with a turning arrow (yellow when shown upgraded)."""
    fill = (246, 205, 70) if upgraded else (245, 240, 226)
    pygame.draw.circle(surface, INK, rect.center, rect.w // 2)
    pygame.draw.circle(surface, fill, rect.center, rect.w // 2 - 3)
    r = pygame.Rect(0, 0, rect.w - 18, rect.h - 18)
    r.center = rect.center
    pygame.draw.arc(surface, INK, r, 0.6, 5.2, 4)
    tip = (r.right - 2, r.centery - 6)
    head = [(tip[0] - 8, tip[1]), (tip[0] + 8, tip[1]), (tip[0], tip[1] + 10)]
    pygame.draw.polygon(surface, INK, head)


def placed(fan: HandFan, area: pygame.Rect, show_cursor: bool, lifts: Lifts | None = None
           ) -> tuple[list[pygame.Rect], list[float]]:
    """Where each card of the fan is drawn and how high it is lifted (at the heights `lifts`
    has eased them to; at once without)."""
    rects = fan.rects(area)  # selected cards already out of the fan: where clicks land
    targets = fan.lift_targets(show_cursor)
    heights = [wanted if lifts is None else lifts.height(key) for key, wanted in targets.items()]
    for i, height in enumerate(heights):
        rects[i] = depth.lift_rect(rects[i], height - fan.rest_lift(i))
    return rects, heights


def fan_region(rects: list[pygame.Rect], heights: list[float]) -> pygame.Rect:
    """Where draw_fan may draw with the cards at `rects`, lifted `heights` (from `placed`):
    the cards, their shadows (further off the higher a card is), badges and the cursor's
    ring."""
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    lifted = round(max(heights))
    return rects[0].unionall(rects[1:]).inflate(2 * FAN_ROOM + lifted, 2 * (FAN_ROOM + lifted))


def draw_fan(surface: pygame.Surface, fan: HandFan, area: pygame.Rect, show_cursor: bool,
             lifts: Lifts | None = None) -> None:
    """Draw the fan: faces with their shadows, flips in progress, lifted selection and
    focus (at the heights `lifts` has eased them to; at once without), badges and the
    cursor."""
    rects, heights = placed(fan, area, show_cursor, lifts)
    if rects:
        drawn.note_panel(surface, rects[0].unionall(rects[1:]), "hand")
    for card, rect, height in zip(fan.cards, rects, heights, strict=True):
        depth.shadow_under(surface, rect, max(6, rect.w // 10), height)
        if card.flip_t < 1.0:
            frame = flip_frame(card.label, not card.upgraded, card.flip_t, rect.w, rect.h)
            surface.blit(frame, frame.get_rect(center=rect.center))
        else:
            surface.blit(card_face(card.label, card.upgraded, rect.w, rect.h), rect)
        if card.selected:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 4, border_radius=12)
    for card, rect in zip(fan.cards, rects, strict=True):
        if card.selected and card.can_flip:
            draw_badge(surface, fan.badge_rect(rect), card.upgraded)
    if show_cursor and 0 <= fan.cursor < len(rects):
        # Drawn last so the next card in the fan never hides the cursor's ring.
        pygame.draw.rect(surface, (255, 255, 255), rects[fan.cursor].inflate(8, 14), 4,
                         border_radius=14)
