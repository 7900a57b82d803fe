"""What the PASS table shows at each seat and at the supply.

Under each name plate (the frame draws it in the top 56 px of the seat anchor):
the seat's cards face down with their count, its PASS tokens, its crowns or
points, and a PASSED stamp once it passed in this trick. Hidden hands are only
ever drawn as backs: this module reads no seat's hand but the all-open `hands` of the
replay theater's everything view (`Match.view_all`), which no seat's view carries.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.engine import draw, theme
from scenes.pass_game.card_art import card_back, card_face
from scenes.pass_game.token_art import UPGRADE, crown, point_token, token_face

if TYPE_CHECKING:
    from game.engine.context import AppContext

PLATE_H = 56
BACK_W, BACK_H = 40, 56
ICON = 40
BACK_STEP = 10  # the three backs' fan


def info_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    """The part of a seat anchor under its name plate."""
    return pygame.Rect(seat_rect.x, seat_rect.y + PLATE_H + 4, seat_rect.w,
                       max(60, seat_rect.h - PLATE_H - 4))


def score_icons(surface: pygame.Surface, ctx: AppContext, shown: SeatShown,
                right: int, y: int) -> None:
    """Crowns as icons (or the points total beside a point token), right-aligned at `right`."""
    if shown.points is not None:
        img = ctx.text.render(str(shown.points), theme.TEXT_BODY, theme.TEXT, True)
        rect = img.get_rect(midright=(right, y))
        surface.blit(img, rect)
        tok = point_token(4, ICON)
        surface.blit(tok, tok.get_rect(midright=(rect.x - 6, y)))
        return
    for i in range(3):
        img = crown(ICON) if i < shown.crowns else _empty_crown()
        surface.blit(img, img.get_rect(midright=(right - i * (ICON + 4), y)))


class SeatShown(NamedTuple):
    """Everything a seat's pieces show (all draw_seat reads of the view)."""

    count: int  #: cards in hand
    tokens: int
    backs: bool  #: the hand is shown as backs (not the viewer's, not the everything view)
    hand: tuple[str, ...] | None  #: the everything view's open hand
    points: int | None  #: the points total in a points match, else None (crowns count)
    crowns: int
    passed: bool


def seat_shown(view: Any, seat: int, show_backs: bool) -> SeatShown:
    """What `seat`'s pieces show in `view`."""
    return SeatShown(view.hand_sizes[seat], view.tokens[seat],
                     show_backs and view.hands is None,
                     view.hands[seat] if view.hands is not None else None,
                     view.points[seat] if view.win == "points" else None,
                     view.crowns[seat], view.passed[seat])


def draw_seat_still(surface: pygame.Surface, seat_rect: pygame.Rect) -> None:
    """What never changes at a seat: the shading its pieces sit on (drawn once, under
    draw_seat's pieces: the table's backdrop)."""
    draw.shade(surface, info_rect(seat_rect), (0, 0, 0, 70))


def draw_seat(surface: pygame.Surface, ctx: AppContext, shown: SeatShown,
              seat_rect: pygame.Rect) -> None:
    """One seat's public pieces: backs and count, tokens, crowns or points, PASSED (on the
    shading of draw_seat_still)."""
    area = info_rect(seat_rect)
    row1 = area.y + 4 + BACK_H // 2
    row = count_row(ctx, area, shown.count, shown.tokens, shown.backs)
    if shown.hand is not None:  # the theater's everything view: the hand face up
        draw_open_hand(surface, shown.hand, area.x + 8, row.token_x - 6, row1)
    else:
        for i in range(row.backs):
            surface.blit(card_back(BACK_W, BACK_H),
                         (area.x + 10 + i * BACK_STEP, row1 - BACK_H // 2))
        ctx.text.blit(surface, row.label, row.label_size, (row.label_x, row1), theme.TEXT, True,
                      "midleft")
    tok = token_face(UPGRADE, ICON)
    surface.blit(tok, tok.get_rect(midleft=(row.token_x, row1)))
    ctx.text.blit(surface, row.times, row.times_size, (row.token_x + ICON + 4, row1),
                  theme.TEXT, True, "midleft")
    row2 = second_row(area)
    if row2 - row1 >= ICON:
        score_icons(surface, ctx, shown, area.right - 8, row2)
    if shown.passed:
        draw_passed(surface, ctx, passed_rect(seat_rect))


def seat_region(ctx: AppContext, seat_rect: pygame.Rect, shown: SeatShown) -> pygame.Rect:
    """Where draw_seat may draw: the panel under the name plate (with room for large text)
    and the PASSED stamp."""
    region = info_rect(seat_rect).inflate(24, 24)
    if shown.passed:
        area = passed_rect(seat_rect)
        region = region.union(passed_image(ctx).get_rect(center=area.center))
    return region


def draw_open_hand(surface: pygame.Surface, hand: tuple[str, ...], left: int, right: int,
                   middle: int) -> None:
    """A hand face up in one tight row from `left` to `right` (only the all-open view has
    every hand: a seat's own view never does)."""
    if not hand:
        return
    step = min(BACK_W + 2, (right - left - BACK_W) / max(1, len(hand) - 1))
    for i, label in enumerate(hand):
        surface.blit(card_face(label, False, BACK_W, BACK_H),
                     (round(left + i * step), middle - BACK_H // 2))


class CountRow(NamedTuple):
    """Where the count row's parts go: '13 cards' after the backs, the token and '×2' at the
    right edge."""

    label: str
    label_size: int
    label_x: int
    token_x: int
    times: str
    times_size: int
    backs: int


def count_row(ctx: AppContext, area: pygame.Rect, count: int, tokens: int,
              show_backs: bool) -> CountRow:
    """Lay out the count row inside `area`: the token count sits against the right edge and the
    card count shrinks (down to the couch minimum) to fit before it, so nothing spills out."""
    times = f"×{tokens}"
    times_size = ctx.text.fit(times, theme.TEXT_BODY, 90, True)
    token_x = area.right - 8 - ctx.text.size(times, times_size, True)[0] - 4 - ICON
    label = f"{count} card{'s' if count != 1 else ''}"
    backs = min(3, count) if show_backs else 0
    while True:
        label_x = area.x + 10 + (BACK_W + (backs - 1) * BACK_STEP + 8 if backs else 0)
        size = ctx.text.fit(label, theme.TEXT_BODY, token_x - 12 - label_x, True)
        # Still too wide at the smallest size (many tokens): fan fewer backs.
        if backs <= 1 or ctx.text.size(label, size, True)[0] <= token_x - 12 - label_x:
            return CountRow(label, size, label_x, token_x, times, times_size, backs)
        backs -= 1


def second_row(area: pygame.Rect) -> int:
    """The middle height of the crowns row under the count row."""
    return min(area.bottom - ICON // 2 - 2, area.y + 4 + BACK_H + 4 + ICON // 2)


def crowns_row(seat_rect: pygame.Rect) -> pygame.Rect:
    """The whole second row of a seat's panel (crowns or points, and the PASSED stamp)."""
    area = info_rect(seat_rect)
    row2 = second_row(area)
    return pygame.Rect(area.x, row2 - ICON // 2 - 2, area.w, ICON + 4)


def passed_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    """Where the PASSED stamp goes: over the crowns row, so the counts stay readable."""
    area = info_rect(seat_rect)
    row2 = second_row(area)
    return pygame.Rect(area.x, row2 - ICON // 2, area.w // 2 + 40, ICON)


# Made once and reused: a copy or a rotozoom per seat per frame cost ~1 ms while seats passed.
_EMPTY_CROWN: list[pygame.Surface] = []
_PASSED: dict[tuple[float, float], pygame.Surface] = {}  # by (size, text scale)


def _empty_crown() -> pygame.Surface:
    """A faint crown for an empty slot (three crowns win the match)."""
    if not _EMPTY_CROWN:
        img = crown(ICON).copy()
        img.set_alpha(60)
        _EMPTY_CROWN.append(img)
    return _EMPTY_CROWN[0]


def passed_image(ctx: AppContext, scale: float = 1.0) -> pygame.Surface:
    """The PASSED stamp, turned a little, at `scale` (made once for each size)."""
    size = round(scale, 2)  # the stamp's pop-in animation: a few dozen sizes at most
    key = (size, ctx.text.scale)  # large text turned on mid-match: a larger stamp
    box = _PASSED.get(key)
    if box is None:
        img = ctx.text.render("PASSED", theme.TEXT_BODY, (255, 236, 230), True)
        box = pygame.Surface((img.get_width() + 28, img.get_height() + 10), pygame.SRCALPHA)
        pygame.draw.rect(box, (170, 40, 40, 225), box.get_rect(), border_radius=10)
        pygame.draw.rect(box, (255, 236, 230), box.get_rect(), 3, border_radius=10)
        box.blit(img, (14, 5))
        box = pygame.transform.rotozoom(box, 6, size)
        if len(_PASSED) > 64:
            _PASSED.clear()
        _PASSED[key] = box
    return box


def draw_passed(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect,
                scale: float = 1.0) -> None:
    """The PASSED stamp across a seat's pieces."""
    box = passed_image(ctx, scale)
    surface.blit(box, box.get_rect(center=area.center))


def draw_supply_still(surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect) -> None:
    """What never changes at the supply: its shading and heading (drawn once, under
    draw_supply's pieces: the table's backdrop)."""
    draw.shade(surface, rect, (0, 0, 0, 60))
    ctx.text.blit(surface, "Supply", theme.TEXT_MIN, (rect.centerx, rect.y + 6), theme.TEXT_DIM,
                  False, "midtop")


def draw_supply(surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect, supply: int) -> None:
    """The supply: a stack of tokens and how many are left (over draw_supply_still)."""
    img = token_face(UPGRADE, 64)
    for i in range(min(6, (supply + 5) // 6)):
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + 20 - i * 8)))
    ctx.text.blit(surface, str(supply), theme.TEXT_LARGE, (rect.centerx, rect.bottom - 8),
                  theme.TEXT, True, "midbottom")


OUT_W, OUT_H, OUT_GAP = 40, 56, 6  # the cards out of the deal, small and face up


def unused_rect(supply: pygame.Rect, trick: pygame.Rect) -> pygame.Rect:
    """The free column left of the supply, from the trick's top to the supply's foot: where
    the everything view lays out the cards not dealt (only 2 and 3 players leave any)."""
    return pygame.Rect(20, trick.y, supply.x - 40, supply.bottom - trick.y)


def draw_unused(surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect,
                cards: tuple[str, ...]) -> None:
    """The cards out of this deal, face up in rows under a heading (the everything view
    only: no seat's view knows them)."""
    per_row = max(1, (rect.w - 16 + OUT_GAP) // (OUT_W + OUT_GAP))
    rows = -(-len(cards) // per_row)
    draw.shade(surface, rect.clip(rect.x, rect.y, rect.w, 54 + rows * (OUT_H + OUT_GAP)),
               (0, 0, 0, 60))
    ctx.text.blit(surface, f"Not dealt: {len(cards)}", theme.TEXT_MIN,
                  (rect.centerx, rect.y + 6), theme.TEXT_DIM, False, "midtop")
    left = rect.centerx - (min(per_row, len(cards)) * (OUT_W + OUT_GAP) - OUT_GAP) // 2
    for i, label in enumerate(cards):
        row, col = divmod(i, per_row)
        at = (left + col * (OUT_W + OUT_GAP), rect.y + 48 + row * (OUT_H + OUT_GAP))
        if at[1] + OUT_H > rect.bottom:
            break  # never past the column (no layout has that many cards out)
        surface.blit(card_face(label, False, OUT_W, OUT_H), at)


def supply_point(rect: pygame.Rect) -> tuple[int, int]:
    """Where tokens leave and enter the supply."""
    return rect.centerx, rect.centery


def seat_point(seat_rect: pygame.Rect) -> tuple[int, int]:
    """Where pieces travel to and from a seat (the middle of its info area)."""
    return info_rect(seat_rect).center
