"""Drawing for the shared table frame: name plates, the turn banner, the log and messages.

Name plates sit at the top of each seat's layout rectangle (the game table uses
the rest of it). The acting seat's plate glows in the seat's colour and carries
a "TURN" tag, so whose turn it is reads from across the room, for colour-blind
players too (the symbol and the tag never rely on colour alone).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, drawn, theme
from scenes.frame.game_table import GameTable, SeatInfo

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from game.engine.layout import TableLayout
    from game.engine.text import TextCache

PLATE_H = 52
STATUS_H = 38
BANNER_Y = 788  # between the centre of the table and the log strip
BANNER_REACH = 30  # the banner's half height, large text and frame included
PILL_GAP = 12  # kept between the banner and the panels beside it
#: The middle of the table, which the banner may cross (it lies over the log strip's edge).
MIDDLE = ("log", "trick", "train", "card", "pile", "hand")


def seat_rect(layout: TableLayout, seat: int, has_status: bool) -> pygame.Rect:
    """Where seat `seat`'s name plate goes: the top strip of its layout rectangle."""
    x, y, w, _h = layout.rect(f"seat-{seat}")
    return pygame.Rect(x, y, w, PLATE_H + (STATUS_H if has_status else 0))


def draw_symbol(
    surface: pygame.Surface, symbol: str, centre: tuple[int, int], size: int, colour: tuple,
    shift: tuple[int, int] = (0, 0),
) -> None:
    """The seat's symbol (circle, square, triangle, ...), so colour is never the only cue
    (`shift`: draw.draw_seat_symbol)."""
    draw.draw_seat_symbol(surface, symbol, centre, size, colour, shift=shift)


NAME_X = 54  # where the name starts, right of the symbol
EDGE = 12  # space kept inside the plate's right edge and between parts
BORDER = 4  # the plate's coloured edge
TAG_CLEAR = 4  # the TURN tag keeps this much felt-dark ink between it and the plate's edge
# Shorter forms of bot levels, used only when the full word does not fit beside the name.
SHORT_LEVELS = {"normal": "norm.", "random": "rand."}


@dataclass(frozen=True)
class PlateParts:
    """Where each part of a name plate goes; the parts never overlap (tested)."""

    name: str
    name_size: int
    name_rect: pygame.Rect
    level: str
    level_rect: pygame.Rect | None
    tag_rect: pygame.Rect | None


def _ellipsize(text: TextCache, words: str, size: int, room: int) -> str:
    """`words` cut with an ellipsis to fit `room` at `size` bold (a name is never cut mid-glyph)."""
    if text.size(words, size, True)[0] <= room:
        return words
    while words and text.size(words + "…", size, True)[0] > room:
        words = words[:-1].rstrip()
    return words + "…" if words else ""


_PARTS: dict[tuple, PlateParts] = {}


def plate_parts(text: TextCache, info: SeatInfo, rect: pygame.Rect, acting: bool) -> PlateParts:
    """The parts of a plate at `rect`: laid out once per name, level, width and turn, since
    plates are drawn every frame (measuring text is most of their cost)."""
    # The text size too: large text turned on (or a new cache where an old one was) lays out anew.
    key = (id(text), text.scale, info.name, info.bot, rect.w, acting)
    parts = _PARTS.get(key)
    if parts is None:
        if len(_PARTS) > 256:
            _PARTS.clear()
        parts = _PARTS[key] = _layout_parts(text, info, pygame.Rect(0, 0, rect.w, PLATE_H),
                                            acting)
    move = rect.topleft
    return PlateParts(parts.name, parts.name_size, parts.name_rect.move(move), parts.level,
                      parts.level_rect.move(move) if parts.level_rect else None,
                      parts.tag_rect.move(move) if parts.tag_rect else None)


def _layout_parts(text: TextCache, info: SeatInfo, rect: pygame.Rect, acting: bool) -> PlateParts:
    """Lay out symbol, name, bot level and the TURN tag on one plate row.

    The TURN tag has first claim on the right end; then the name (shrinking to the
    smallest readable size); the level follows the name in full, shortened, or not at
    all; a name too long even alone ends in an ellipsis.
    """
    mid = rect.y + PLATE_H // 2
    right = rect.right - EDGE
    tag_rect = None
    if acting:
        tw, th = text.size("TURN", theme.TEXT_MIN, True)
        # Capitals have no descenders: in large text the tag may be shorter than the line,
        # never tall enough to touch the plate's edge.
        tag_rect = pygame.Rect(0, 0, tw + 14, min(th + 4, PLATE_H - 2 * (BORDER + TAG_CLEAR)))
        tag_rect.midright = (right, mid)
        right = tag_rect.left - EDGE
    room = max(0, right - (rect.x + NAME_X))
    size = text.fit(info.name, theme.TEXT_BODY, room, True)
    level = ""
    if info.bot:
        # Keep the level before keeping the name large; its short form before dropping it.
        forms = (f"({info.bot})", f"({SHORT_LEVELS.get(info.bot, info.bot)})")
        tries = [(s, f) for f in dict.fromkeys(forms) for s in (theme.TEXT_BODY, theme.TEXT_MIN)]
        for name_size, form in tries:
            used = text.size(info.name, name_size, True)[0] + EDGE // 2
            if used + text.size(form, theme.TEXT_MIN)[0] <= room:
                size, level = name_size, form
                break
    name = _ellipsize(text, info.name, size, room)
    nw, nh = text.size(name, size, True)
    name_rect = pygame.Rect(rect.x + NAME_X, mid - nh // 2, nw, nh)
    level_rect = None
    if level:
        lw, lh = text.size(level, theme.TEXT_MIN)
        level_rect = pygame.Rect(name_rect.right + EDGE // 2, mid - lh // 2, lw, lh)
    return PlateParts(name, size, name_rect, level, level_rect, tag_rect)


def draw_plate(
    ctx: AppContext,
    surface: pygame.Surface,
    info: SeatInfo,
    rect: pygame.Rect,
    acting: bool,
    status: str = "",
) -> None:
    """One seat's name plate: symbol, name, bot level, public status; glowing on its turn
    (drawn once per look and kept: plates show every frame)."""
    area = rect.inflate(2 * GLOW, 2 * GLOW)
    key = ("plate", id(ctx.text), ctx.text.scale, theme.LOOK.high_contrast, info, tuple(rect),
           acting, status)
    draw.stamp(surface, key, area,
               lambda image: _paint_plate(ctx, image, info, rect, acting, status, area.topleft))


GLOW = 7  # the acting seat's glow round its plate


def _paint_plate(ctx: AppContext, surface: pygame.Surface, info: SeatInfo, rect: pygame.Rect,
                 acting: bool, status: str, shift: tuple[int, int] = (0, 0)) -> None:
    """Draw the plate at `rect` onto `surface` shown `shift` px right and down of the screen's
    top left (draw_plate)."""
    text = ctx.text
    symbol = (rect.x + 30, rect.y + PLATE_H // 2)
    rect = rect.move(-shift[0], -shift[1])
    if acting:
        glow = rect.inflate(2 * GLOW, 2 * GLOW)
        pygame.draw.rect(surface, info.colour, glow, border_radius=16)
    pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
    pygame.draw.rect(surface, info.colour, rect, width=BORDER, border_radius=12)
    draw_symbol(surface, info.symbol, symbol, 28, info.colour, shift)
    parts = plate_parts(text, info, rect, acting)
    if parts.tag_rect is not None:
        pygame.draw.rect(surface, info.colour, parts.tag_rect, border_radius=8)
        text.blit(surface, "TURN", theme.TEXT_MIN, parts.tag_rect.center, theme.INK, bold=True,
                  anchor="center")
    text.blit(surface, parts.name, parts.name_size, parts.name_rect.topleft, theme.TEXT,
              bold=True)
    if parts.level_rect is not None:
        text.blit(surface, parts.level, theme.TEXT_MIN, parts.level_rect.topleft, theme.TEXT_DIM)
    if status:  # centred in the room under the name row (it is taller in large text)
        text.blit(surface, status, theme.TEXT_MIN,
                  (rect.x + 16, (rect.y + PLATE_H + rect.bottom) // 2), theme.TEXT_DIM,
                  anchor="midleft")


def draw_plates(ctx: AppContext, surface: pygame.Surface, layout: TableLayout, table: GameTable,
                seats: list[SeatInfo], to_move: int | None) -> dict[int, pygame.Rect]:
    """Every seat's name plate with the table's status line for it; the seat to move glows.
    Returns each seat's plate rectangle (phone badges sit beside them)."""
    rects = {}
    for info in seats:
        line = table.status(info.seat)
        rects[info.seat] = rect = seat_rect(layout, info.seat, bool(line))
        draw_plate(ctx, surface, info, rect, info.seat == to_move, line)
    return rects


def banner_span(layout: TableLayout) -> tuple[int, int]:
    """The x range the turn banner may use: the screen less its margins and less any panel
    beside the middle of the table (a supply, a score board, a seat) that reaches its height;
    it may cross the log strip and the middle's own areas."""
    left, right = 100, theme.SCREEN_SIZE[0] - 100
    half = theme.SCREEN_SIZE[0] // 2
    for name in layout.names():
        x, y, w, h = layout.rect(name)
        if name in MIDDLE or y >= BANNER_Y + BANNER_REACH or y + h <= BANNER_Y - BANNER_REACH:
            continue
        if x + w <= half:
            left = max(left, x + w + PILL_GAP)
        elif x >= half:
            right = min(right, x - PILL_GAP)
    return left, right


def pill_room(span: tuple[int, int] | None) -> tuple[int, int, int]:
    """A pill's x range (`span`, or the screen less its margins) and the width its text may
    take in it."""
    left, right = span or (100, theme.SCREEN_SIZE[0] - 100)
    return left, right, right - left - 40


def fitting(text: TextCache, choices: tuple[str, ...], span: tuple[int, int] | None) -> str:
    """The first of `choices` (longest first) whose pill fits `span` at a size a player
    can read; the last if none does."""
    room = pill_room(span)[2]
    for words in choices:
        if text.size(words, text.fit(words, theme.TEXT_BODY, room, True), True)[0] <= room:
            return words
    return choices[-1]


def draw_pill(
    ctx: AppContext, surface: pygame.Surface, message: str, colour: tuple, fill: tuple, y: int,
    border: tuple | None = None, span: tuple[int, int] | None = None,
) -> pygame.Rect:
    """A rounded strip of text centred on the screen at height `y`, moved aside only as far
    as it must to stay in `span` (the x range it may use), with an optional coloured border."""
    left, right, room = pill_room(span)
    size = ctx.text.fit(message, theme.TEXT_BODY, room, True)
    image = ctx.text.render(message, size, colour, True)
    rect = image.get_rect(center=(theme.SCREEN_SIZE[0] // 2, y))
    rect.x = max(left + 20, min(rect.x, right - 20 - rect.w))
    strip = rect.inflate(40, 14)

    def paint(target: pygame.Surface) -> None:
        body = pygame.Rect((0, 0), strip.size)
        pygame.draw.rect(target, fill, body, border_radius=18)
        if border is not None:
            pygame.draw.rect(target, border, body, width=4, border_radius=18)
        at = rect.move(-strip.x, -strip.y)
        drawn.note_text(target, message, image, at, colour)
        target.blit(image, at)

    key = ("pill", id(ctx.text), ctx.text.scale, message, size, colour, fill, border, strip.size)
    draw.stamp(surface, key, strip, paint)
    return rect


#: The mouse's way to pause (keys and pads have Esc / Start): a corner that no
#: table layout uses (a test checks every layout).
PAUSE_BUTTON = (1852, 12, 56, 56)


def draw_pause_button(surface: pygame.Surface, hovered: bool = False) -> None:
    """Two bars in a small dark square at the top-right corner."""
    draw.stamp(surface, ("pause", hovered), PAUSE_BUTTON,
               lambda image: _paint_pause(image, hovered))


def _paint_pause(surface: pygame.Surface, hovered: bool) -> None:
    """Draw the pause button at the top left of `surface`."""
    rect = pygame.Rect((0, 0), PAUSE_BUTTON[2:])
    pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
    pygame.draw.rect(surface, theme.HIGHLIGHT if hovered else theme.TEXT_DIM, rect, width=3,
                     border_radius=12)
    for dx in (-9, 5):
        pygame.draw.rect(surface, theme.TEXT, (rect.centerx + dx, rect.y + 15, 6, 26))


#: The mouse's undo (keys U / Ctrl+Z, pad: press the left stick), under the pause button.
UNDO_BUTTON = (1852, 76, 56, 56)


def draw_undo_button(surface: pygame.Surface, hovered: bool, enabled: bool) -> None:
    """A hooked arrow pointing back; crossed out when undo is off (two or more people)."""
    draw.stamp(surface, ("undo", hovered, enabled), UNDO_BUTTON,
               lambda image: _paint_undo(image, hovered, enabled))


def _paint_undo(surface: pygame.Surface, hovered: bool, enabled: bool) -> None:
    """Draw the undo button at the top left of `surface`."""
    rect = pygame.Rect((0, 0), UNDO_BUTTON[2:])
    ink = theme.TEXT if enabled else theme.TEXT_DIM
    pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
    pygame.draw.rect(surface, theme.HIGHLIGHT if hovered else theme.TEXT_DIM, rect, width=3,
                     border_radius=12)
    cx, cy = rect.centerx, rect.centery
    pygame.draw.arc(surface, ink, (cx - 14, cy - 12, 30, 28), -1.6, 1.6, 5)
    pygame.draw.line(surface, ink, (cx + 1, cy - 12), (cx - 10, cy - 12), 5)
    pygame.draw.polygon(surface, ink, [(cx - 18, cy - 12), (cx - 8, cy - 21), (cx - 8, cy - 3)])
    pygame.draw.line(surface, ink, (cx + 1, cy + 15), (cx - 8, cy + 15), 5)
    if not enabled:
        pygame.draw.line(surface, (200, 60, 50), rect.topleft, rect.bottomright, 5)


def draw_banner(ctx: AppContext, surface: pygame.Surface,
                banner: tuple[str | tuple[str, ...], tuple], span: tuple[int, int] | None = None,
                ) -> pygame.Rect:
    """The turn banner: whose turn, light text framed in their colour (dark seat colours
    such as the Okabe-Ito blue are hard to read as text on dark ink), in `span`; of words
    given longest first, the longest that fits."""
    words, colour = banner
    message = words if isinstance(words, str) else fitting(ctx.text, words, span)
    return draw_pill(ctx, surface, message, theme.TEXT, theme.INK, BANNER_Y, border=colour,
                     span=span)


def draw_message(ctx: AppContext, surface: pygame.Surface, message: str,
                 span: tuple[int, int] | None = None) -> None:
    """A refusal or notice, drawn over the banner so it cannot be missed."""
    draw_pill(ctx, surface, message, theme.WHITE, (150, 40, 30), BANNER_Y, span=span)


_SHADES: dict[tuple[int, int], pygame.Surface] = {}


def _shade(size: tuple[int, int]) -> pygame.Surface:
    """A translucent strip behind the log, made once per size."""
    if size not in _SHADES:
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        _SHADES[size] = shade
    return _SHADES[size]


LOG_SEPARATOR = "   ·   "


def log_line(text: TextCache, entries: list[str], width: int) -> tuple[str, int]:
    """The log's newest entries that fit `width`, and the size to draw them at.

    The line shrinks to the smallest readable size first; then the oldest whole
    entries give way to a leading ellipsis (never a move cut mid-glyph)."""
    line = LOG_SEPARATOR.join(entries)
    size = text.fit(line, theme.TEXT_MIN, width)
    kept = list(entries)
    while len(kept) > 1 and text.size(line, size)[0] > width:
        kept.pop(0)
        line = "…   " + LOG_SEPARATOR.join(kept)
    return line, size


def draw_log(ctx: AppContext, surface: pygame.Surface, layout: TableLayout,
             entries: list[str]) -> None:
    """The one-line log of the last moves, in the log strip of the layout."""
    rect = pygame.Rect(layout.rect("log"))
    line, size = log_line(ctx.text, entries, rect.w - 20)
    surface.blit(_shade(rect.size), rect)
    image = ctx.text.render(line, size, theme.TEXT_DIM)
    if image.get_width() > rect.w - 20:
        # A single move wider than the strip: keep its end, the part just played.
        image = image.subsurface((image.get_width() - (rect.w - 20), 0, rect.w - 20,
                                  image.get_height()))
    place = image.get_rect(midleft=(rect.x + 10, rect.centery))
    drawn.note_text(surface, line, image, place, theme.TEXT_DIM)
    surface.blit(image, place)
