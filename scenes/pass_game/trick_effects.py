"""The PASS trick's effects, which explain what happened: a set flying in, a bomb's burst,
tokens travelling and turning over, the sweep to the trick's winner, captions, the PASSED
stamp and a deal's award.

Effects are small dataclasses (one per kind) whose progress `t` (0..1) a tween drives
(motion.py); drawing reads them and never changes them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.engine import theme
from game.rules.pass_game.events import SetPlayed
from scenes.pass_game.bomb_art import draw_burst
from scenes.pass_game.token_art import token_face, token_flip
from scenes.pass_game.trick import EARLIER_SHOWN, TOKEN_D

if TYPE_CHECKING:
    from game.engine.context import AppContext
    from scenes.pass_game.trick import TrickArea

Point = tuple[int, int]


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
        draw_burst(surface, fx.at, t)
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
