"""Painting the dominoes table: train, ghost ends, hands, boneyard, scores and buttons.

Everything here reads the table's state (through `Painted`, the part of it painting
needs) and the last view; nothing changes state (draw must not). Other seats' tiles and
the boneyard are drawn as backs only: their faces are never in the view, so they cannot
be drawn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine import depth, draw, theme
from game.engine.tween import lerp
from scenes.dominoes.controls import default_focus
from scenes.dominoes.hand import fitting_ends, laid_at, numbers
from scenes.dominoes.shown import Shown
from scenes.dominoes.tile_art import tile_back, tile_face

if TYPE_CHECKING:
    from game.engine.lift import Lifts
    from scenes.dominoes.hand import HandChoice

LIFT = 16  # how far a tile that fits rises out of the hand
BONE_TILE = 56  # length of the backs in the boneyard
DIM_VEIL = (10, 30, 20, 120)
TILE_RADIUS = 8  # the rounding of a tile's shadow
CLOSED = "last 2 stay"  # under the boneyard once no tile may be drawn
_PILLS = draw.SurfaceCache(256 * 1024)  # the bubbles' words on their pills


class Painted(Shown, Protocol):
    """What painting the dominoes table reads of it: what it shows (`Shown`: the last view,
    where things go, the train and the pieces in flight), whose view it is, and the hand's
    choice, focus and lifts."""

    viewer: int | None
    choice: HandChoice
    focus: str | None
    lifts: Lifts

    def acting(self) -> bool: ...

    def placeable(self) -> list[str]: ...

    def draw_reason(self) -> str: ...


def seat_colour(seats: list, seat: int, teams: bool) -> tuple[int, int, int]:
    """A seat's colour; with teams, partners share the colour of seat 0 or 1."""
    return seats[seat % 2 if teams else seat].colour


def draw_table(table: Painted, surface: pygame.Surface, alpha: float, kept: bool = False) -> None:
    """The whole table, back to front; with `kept`, what the table's backdrop (backdrop.py)
    already shows is left out: the panels, the train at rest and the seats."""
    if not kept:
        draw_still(table, surface)
        draw_boneyard(table, surface)
        draw_scores(table, surface)
    if not kept or train_moving(table):
        draw_train(table, surface, alpha)
    draw_ends(table, surface)
    if not table.between_rounds:
        if not kept:
            draw_seats(table, surface)
        draw_hand(table, surface)
    draw_buttons(table, surface)
    for flight in table.flights:
        flight.draw(surface, alpha)
    for bubble in table.bubbles:
        draw_bubble(table, surface, bubble, alpha)
    draw_hint(table, surface)


def draw_still(table: Painted, surface: pygame.Surface) -> None:
    """What never changes during a match: the boneyard's panel and heading, the score panel."""
    x, y, w, h = table.geo.boneyard
    draw.panel(surface, (x, y, w, h), shadow=False)
    table.ctx.text.blit(surface, "Boneyard", theme.TEXT_MIN, (x + w // 2, y + 10), theme.TEXT,
                        True, "midtop")
    draw.panel(surface, table.geo.score, shadow=False)


def train_moving(table: Painted) -> bool:
    """True while the train's tiles slide to a shrunk layout (between any two steps)."""
    slide = table.slide
    return bool(table.slide_from) and min(float(slide.prev), float(slide.value)) < 1.0  # type: ignore[arg-type]


def draw_train(table: Painted, surface: pygame.Surface, alpha: float,
               within: pygame.Rect | None = None) -> None:
    """The tiles on the train (sliding if the train just shrank); only those whose shadow
    reaches into `within` if given."""
    layout = table.placed
    slide = float(table.slide.at(alpha))  # type: ignore[arg-type]
    for name, p in zip(table.train, layout.placements[1:], strict=False):
        if name in table.hidden_train:
            continue
        a, b = numbers(name)
        image = tile_face(a, b, layout.length, p.angle)
        cx, cy = p.cx, p.cy
        old = table.slide_from.get(name)
        if old is not None and slide < 1.0:
            cx, cy = lerp(old.cx, p.cx, slide), lerp(old.cy, p.cy, slide)
        rect = image.get_rect(center=(round(cx), round(cy)))  # type: ignore[arg-type]
        if within is not None and not within.colliderect(shadow_reach(rect)):
            continue
        depth.shadow_under(surface, rect, TILE_RADIUS)
        surface.blit(image, rect)


def shadow_reach(rect: pygame.Rect | tuple[int, int, int, int]) -> pygame.Rect:
    """`rect` grown by the shadow of a piece resting there (depth.shadow_under's reach)."""
    x, y, w, h = rect
    left, top = depth.BLUR - depth.REST[0], depth.BLUR - depth.REST[1]
    return pygame.Rect(x - left, y - top, w + 2 * depth.BLUR, h + 2 * depth.BLUR)


def draw_ends(table: Painted, surface: pygame.Surface) -> None:
    """A picked tile shown, see-through, where it would lie on each end it fits."""
    view, tile = table.view, table.choice.tile
    if view is None or tile is None or view.ends is None:
        return
    layout = table.placed
    for side in fitting_ends(tile, view.ends):
        p = layout.placements[0 if side == "left" else -1]
        a, b = laid_at(tile, side, view.ends)
        angle = p.angle if a != b else (p.angle + 90) % 360  # doubles lie across
        image = tile_face(a, b, layout.length, angle).copy()
        aimed = side == table.choice.side
        image.set_alpha(255 if aimed else 110)
        rect = image.get_rect(center=(round(p.cx), round(p.cy)))
        surface.blit(image, rect)
        if aimed:
            draw.focus_ring(surface, rect, width=4, radius=10, gap=5)
        label = "◀ left" if side == "left" else "right ▶"
        colour = theme.HIGHLIGHT if aimed else theme.TEXT_DIM
        table.ctx.text.blit(surface, label, theme.TEXT_MIN, (rect.centerx, rect.bottom + 8),
                            colour, True, "midtop")


def draw_seats(table: Painted, surface: pygame.Surface) -> None:
    """Backs for every other seat's tiles; the viewer's seat says its pip count."""
    if table.view is None:
        return
    for seat in range(len(table.view.hand_counts)):
        draw_seat(table, surface, seat)


def draw_seat(table: Painted, surface: pygame.Surface, seat: int) -> None:
    """One seat's backs (its faces in the everything view), or the viewer's pip count."""
    view = table.view
    if view is None:
        return
    if view.hand is not None and seat == view.seat:
        x, y, _, _ = table.geo.seat_tiles(seat)
        table.ctx.text.blit(surface, pips_line(view.pips), theme.TEXT_MIN, (x + 8, y + 8),
                            theme.TEXT, True)
        return
    count = view.hand_counts[seat]
    # Tiles still flying to the seat are not in its row yet.
    shown = max(count - table.incoming[seat], 0)
    centres, length = table.geo.seat_backs(seat, count)
    back = tile_back(length, 90)
    # The theater's everything view (view_all) opens every hand; no seat's view has it.
    faces = view.hands[seat] if view.hands is not None else None
    for k, (cx, cy) in enumerate(centres[:shown]):
        image = tile_face(*numbers(faces[k]), length, 90) if faces else back
        rect = image.get_rect(center=(cx, cy))
        depth.shadow_under(surface, rect, TILE_RADIUS)
        surface.blit(image, rect)


def pips_line(pips: int | None) -> str:
    """What the viewer's seat says of their hand."""
    return f"Your hand: {pips} pips"


def hand_rises(table: Painted) -> dict[str, float]:
    """How high each of the viewer's tiles should rise: on their turn the tiles that fit, the
    cursor's tile and a picked one twice as far."""
    view = table.view
    if view is None or view.hand is None or table.viewer != view.seat:
        return {}
    if not table.acting():
        return dict.fromkeys(view.hand, 0.0)
    fitting = set(table.placeable())
    focus = table.focus or default_focus(table)
    rises = {}
    for name in view.hand:
        picked = name == table.choice.tile
        focused = focus == f"tile:{name}" and not table.choice.tile
        rises[name] = LIFT * (2 if picked or focused else 1) if name in fitting else 0.0
    return rises


def draw_hand(table: Painted, surface: pygame.Surface) -> None:
    """The viewer's tiles upright; those that fit rise and glow on their turn."""
    view = table.view
    if view is None or view.hand is None or table.viewer != view.seat:
        return
    slots, length = table.geo.hand_slots(len(view.hand))
    acting = table.acting()
    fitting = set(table.placeable())
    focus = table.focus or (default_focus(table) if acting else None)
    for name, (x, y, w, h) in zip(view.hand, slots, strict=True):
        if name in table.hidden_hand:
            continue
        a, b = numbers(name)
        image = tile_face(a, b, length, 90)
        picked = name == table.choice.tile
        focused = acting and focus == f"tile:{name}" and not table.choice.tile
        rise = table.lifts.height(name)  # eased toward hand_rises' height
        y -= round(rise)
        if acting and name in fitting:
            # A soft halo (not a line), so the cursor's ring stands apart from it.
            glow = pygame.Rect(x, y, w, h).inflate(14, 14)
            draw.shade(surface, glow, (*theme.HIGHLIGHT, 150), 12)
        depth.shadow_under(surface, (x, y, w, h), TILE_RADIUS, rise)
        surface.blit(image, (x, y))
        if acting and name not in fitting:
            draw.shade(surface, (x, y, w, h), DIM_VEIL)
        if focused:
            draw.focus_ring(surface, (x, y, w, h), radius=14, gap=12)
        if picked:
            draw.focus_ring(surface, (x, y, w, h), colour=theme.WHITE, radius=14, gap=12)


def draw_buttons(table: Painted, surface: pygame.Surface) -> None:
    """Draw and Pass, enabled as the rules allow, when the viewer may act."""
    view = table.view
    if view is None or not table.acting():
        return
    focus = table.focus or default_focus(table)
    aiming = table.choice.tile is not None
    can_draw = not table.draw_reason()
    label = f"Draw ({view.boneyard} left)"
    if view.ends is not None and not can_draw:
        label = "Draw: last 2 stay"  # the reason on the button itself, not only when pressed
    text = table.ctx.text
    draw.button(surface, text, table.geo.draw_button, label, focus == "draw" and not aiming,
                can_draw, hint="[extra]" if can_draw else "")
    draw.button(surface, text, table.geo.pass_button, "Pass", focus == "pass" and not aiming,
                view.ends is not None, hint="[alt]")


def draw_boneyard(table: Painted, surface: pygame.Surface) -> None:
    """The heap of face-down tiles with its count (over draw_still's panel); says when
    drawing is over."""
    view = table.view
    if view is None:
        return
    x, y, w, h = table.geo.boneyard
    text = table.ctx.text
    back = tile_back(BONE_TILE, 0)
    cols = 3
    bw, bh = back.get_size()
    left = x + (w - cols * (bw + 10) + 10) // 2
    heap = view.boneyard + table.undealt
    rows = max((h - 104) // (bh + 6), 1)  # a full set before the deal would overflow the panel
    # The theater's everything view opens the boneyard, next draw first.
    bones = view.bones if view.bones is not None and not table.undealt else None
    for k in range(min(heap, rows * cols)):
        row, col = divmod(k, cols)
        jitter = ((k * 37) % 7) - 3  # a loose heap, the same every frame
        image = tile_face(*numbers(bones[k]), BONE_TILE, 0) if bones else back
        surface.blit(image, (left + col * (bw + 10) + jitter, y + 52 + row * (bh + 6)))
    count = f"{heap} tile" + ("" if heap == 1 else "s")
    colour = theme.TEXT if view.can_draw else theme.TEXT_DIM
    text.blit(surface, count, theme.TEXT_MIN, (x + w // 2, y + h - 44), colour, True, "midtop")
    if view.ends is not None and not view.can_draw:
        text.blit(surface, CLOSED, theme.TEXT_MIN, (x + w // 2, y + h + 6),
                  theme.TEXT_DIM, False, "midtop")


def draw_scores(table: Painted, surface: pygame.Surface) -> None:
    """Points per seat (or per team: partners share a colour) toward the target (over
    draw_still's panel)."""
    view = table.view
    if view is None:
        return
    x, y, w, h = table.geo.score
    text = table.ctx.text
    title = f"Score · to {view.target}"  # large text gives back its quarter if need be
    text.blit(surface, title, text.fit(title, theme.TEXT_MIN, w - 20, True), (x + w // 2, y + 10),
              theme.TEXT, True, "midtop")
    groups = [[0, 2], [1, 3]] if view.teams else [[s] for s in range(view.players)]
    row_h = min(110 if view.teams else 84, (h - 56) // max(len(groups), 1))
    for k, members in enumerate(groups):
        top = y + 52 + k * row_h
        colour = seat_colour(table.seats, members[0], view.teams)
        for j, seat in enumerate(members):
            symbol = table.seats[seat].symbol
            draw.draw_seat_symbol(surface, symbol, (x + 26 + j * 30, top + 20), 24, colour)
        points = str(view.scores[members[0]])
        text.blit(surface, points, theme.TEXT_BODY, (x + w - 14, top + 2), colour, True,
                  "topright")
        pw = text.size(points, theme.TEXT_BODY, True)[0]
        if view.teams:
            # Two names do not fit beside the points: they go on a line of their own.
            names = " + ".join(table.seats[s].name for s in members)
            _clipped(table, surface, names, (x + 14, top + 40), w - 28)
            bar_y = top + 84
        else:
            name_x = x + 50
            name = table.seats[members[0]].name
            _clipped(table, surface, name, (name_x, top + 4), x + w - 24 - pw - name_x)
            bar_y = top + 44
        bar = pygame.Rect(x + 14, bar_y, w - 28, 10)
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=5)
        done = min(1.0, view.scores[members[0]] / max(view.target, 1))
        if done > 0:
            pygame.draw.rect(surface, colour, (bar.x, bar.y, max(10, round(bar.w * done)),
                                                    bar.h), border_radius=5)


def _clipped(
    table: Painted, surface: pygame.Surface, line: str, pos: tuple[int, int], width: int
) -> None:
    """`line` at the smallest readable size, cut at `width` if even that is too wide."""
    text = table.ctx.text
    size = text.fit(line, theme.TEXT_MIN, width)
    image = text.render(line, size, theme.TEXT)
    if image.get_width() > width:
        image = image.subsurface((0, 0, max(width, 1), image.get_height()))
    surface.blit(image, pos)


def draw_bubble(table: Painted, surface: pygame.Surface, bubble: Any, alpha: float) -> None:
    """A fading word by a seat ("Pass")."""
    life = float(bubble.life.at(alpha))
    if life <= 0:
        return
    text = table.ctx.text
    key = (bubble.text, bubble.colour, text.scale, theme.LOOK.high_contrast)
    pill = _PILLS.get(key, lambda: _pill(text.render(bubble.text, theme.TEXT_BODY, theme.INK,
                                                     True), bubble.colour))
    pill.set_alpha(round(255 * min(1.0, life * 2)))  # set before each blit: pills are shared
    surface.blit(pill, pill.get_rect(center=bubble.centre))


def _pill(image: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """A word on a rounded pill of `colour`."""
    pill = pygame.Surface(image.get_rect().inflate(28, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (*colour, 255), pill.get_rect(), border_radius=18)
    pill.blit(image, image.get_rect(center=pill.get_rect().center))
    return pill


def hint_text(table: Painted) -> str:
    """What the acting viewer can do now, in a line."""
    view = table.view
    if view is None or not table.acting():
        return ""
    tile = table.choice.tile
    if tile is not None:
        fits = fitting_ends(tile, view.ends)
        if len(fits) == 2:
            return f"{tile}: [leftright] pick an end, [confirm] places it ([back] puts it back)"
        return f"{tile} goes on the {fits[0]} end: [confirm] places it ([back] puts it back)"
    if view.ends is None:
        return "You lead: place any tile"
    if table.placeable():
        if table.draw_reason():
            return "Pick a glowing tile, or pass ([alt])"
        return "Pick a glowing tile, draw ([extra]), or pass ([alt])"
    if not table.draw_reason():
        return "No tile fits: draw ([extra]), or pass ([alt])"
    return "No tile fits and the boneyard is closed: pass ([alt])"


def draw_hint(table: Painted, surface: pygame.Surface) -> None:
    """The hint line at the top of the train area."""
    line = hint_text(table)
    if line:
        table.ctx.text.blit(surface, line, theme.TEXT_MIN, table.geo.hint_centre, theme.TEXT,
                            True, "center")
