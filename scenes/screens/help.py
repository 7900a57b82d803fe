"""How to play: a short page per game, reachable from the menu and from pause.

Pictures come from the games' own art modules (scenes/art_*.py), imported
lazily; if one is missing or fails, the page simply shows its caption.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine import draw, theme
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from scenes.screens.help_text import CAPTIONS, CONTROLS, HELP, TITLES

log = logging.getLogger(__name__)

ORDER = ("take-or-pass", "pass", "dominoes")
TAB_Y, TAB_W, TAB_H = 40, 460, 76
BODY = pygame.Rect(100, 170, 1040, 760)
PICTURE = pygame.Rect(1200, 190, 620, 560)
CLOSE = pygame.Rect(1480, 820, 340, 76)
LINE, HEAD, GAP = 36, 46, 14
SCROLL_STEP = 3 * LINE


def tab_rect(k: int) -> pygame.Rect:
    """Where the k-th game's tab sits."""
    x0 = (theme.SCREEN_SIZE[0] - 3 * TAB_W - 2 * 30) // 2
    return pygame.Rect(x0 + k * (TAB_W + 30), TAB_Y, TAB_W, TAB_H)


def picture(ctx: Any, slug: str) -> pygame.Surface | None:
    """The game's illustration drawn with its own art, or None if that art is unavailable."""
    try:
        return _PICTURES[slug](ctx)
    except Exception as exc:  # missing or changed art: the caption alone still explains
        log.warning("no help picture for %s: %s", slug, exc)
        return None


def _take_or_pass(ctx: Any) -> pygame.Surface:
    from scenes.take_or_pass.card_art import CardArt
    from scenes.take_or_pass.chip_art import ChipArt

    art, chips = CardArt(ctx.text), ChipArt()
    surface = pygame.Surface(PICTURE.size, pygame.SRCALPHA)
    for k, value in enumerate((13, 14, 15)):
        surface.blit(art.face(value, 120, 170, marked=value == 13), (20 + k * 70, 60))
    surface.blit(art.face(20, 120, 170, marked=True), (320, 60))
    surface.blit(chips.pile(3, 72), (470, 110))
    return surface


def _pass(ctx: Any) -> pygame.Surface:
    from scenes.pass_game.card_art import card_face
    from scenes.pass_game.token_art import token_face

    surface = pygame.Surface(PICTURE.size, pygame.SRCALPHA)
    for k, (label, up) in enumerate((("7>8", False), ("7>8", True), ("2>22", True),
                                     ("A>AA", True), ("START", False))):
        surface.blit(card_face(label, up, 104, 150), (10 + k * 120, 60))
    surface.blit(token_face("upgrade", 80), (180, 300))
    surface.blit(token_face("augment", 80), (340, 300))
    return surface


def _dominoes(ctx: Any) -> pygame.Surface:
    from scenes.dominoes.tile_art import tile_back, tile_face

    surface = pygame.Surface(PICTURE.size, pygame.SRCALPHA)
    x = 40
    for a, b in ((6, 4), (4, 4), (4, 1)):
        face = tile_face(a, b, 170)
        surface.blit(face, (x, 100))
        x += face.get_width() + 6
    for k in range(3):
        surface.blit(tile_back(120), (190 + k * 80, 240))
    return surface


_PICTURES = {"take-or-pass": _take_or_pass, "pass": _pass, "dominoes": _dominoes}


class HelpScene(Scene):
    """Rules help. Tabs or shoulders / left-right change game, up-down scroll, back closes."""

    def __init__(self, ctx: Any, slug: str = "take-or-pass") -> None:
        self.ctx = ctx
        self.slug = slug if slug in HELP else ORDER[0]
        self.scroll = 0
        self._pictures: dict[str, pygame.Surface | None] = {}
        # plain_felt reads a Tiled map each call: fetch it once, not every frame.
        self.felt = draw.plain_felt()

    def enter(self) -> None:
        """Draw the first page's picture."""
        self._ensure_picture()

    def show_game(self, slug: str) -> None:
        """Turn to `slug`'s page, from the top."""
        self.slug, self.scroll = slug, 0
        self._ensure_picture()

    def _ensure_picture(self) -> None:
        if self.slug not in self._pictures:
            self._pictures[self.slug] = picture(self.ctx, self.slug)  # drawn once, then kept

    def handle(self, intent: Intent) -> None:
        """Change game, scroll, or close (back, pause, help, or the Close button)."""
        action = intent.action
        k = ORDER.index(self.slug)
        if action in (Action.LEFT, Action.PREV):
            self.show_game(ORDER[(k - 1) % len(ORDER)])
        elif action in (Action.RIGHT, Action.NEXT):
            self.show_game(ORDER[(k + 1) % len(ORDER)])
        elif action in (Action.UP, Action.SCROLL_UP):
            self.scroll = max(0, self.scroll - SCROLL_STEP)
        elif action in (Action.DOWN, Action.SCROLL_DOWN):
            self.scroll = min(self.max_scroll(), self.scroll + SCROLL_STEP)
        elif action in (Action.BACK, Action.PAUSE, Action.HELP, Action.CONFIRM):
            self.ctx.stack.pop()
        elif action is Action.SELECT and intent.pos is not None:
            for j, slug in enumerate(ORDER):
                if tab_rect(j).collidepoint(intent.pos):
                    self.show_game(slug)
                    return
            if CLOSE.collidepoint(intent.pos):
                self.ctx.stack.pop()

    def lines(self) -> list[tuple[str, bool]]:
        """The page as (text, is_heading) lines wrapped to the text column."""
        out: list[tuple[str, bool]] = []
        for heading, body in HELP[self.slug]:
            out.append((heading, True))
            out.extend((line, False) for line in self.ctx.text.wrap(body, theme.TEXT_MIN, BODY.w))
        return out

    def page_height(self) -> int:
        """The height of the whole page of text, in pixels."""
        lines = self.lines()
        return sum(HEAD + GAP if heading else LINE for _, heading in lines)

    def max_scroll(self) -> int:
        """How far the page can scroll before its end reaches the bottom of the column."""
        return max(0, self.page_height() - BODY.h)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Tabs, the scrolled text column, the picture with its caption, Close and the hint."""
        surface.blit(self.felt, (0, 0))
        text = self.ctx.text
        for k, slug in enumerate(ORDER):
            draw.button(surface, text, tab_rect(k), TITLES[slug], focused=slug == self.slug)
        self._draw_page(surface)
        if self.scroll < self.max_scroll():
            text.blit(surface, "▼ more (down / scroll)", theme.TEXT_MIN,
                      (BODY.right, BODY.bottom + 4), theme.TEXT_DIM, anchor="topright")
        self._draw_picture(surface)
        draw.button(surface, text, CLOSE, "Close")
        for k, line in enumerate(CONTROLS[self.slug]):
            text.blit(surface, line, theme.TEXT_MIN, (theme.SCREEN_SIZE[0] // 2, 1010 + k * 38),
                      theme.TEXT_DIM, anchor="midbottom")

    def placed_lines(self) -> list[tuple[str, bool, int]]:
        """The lines drawn at the current scroll, with their tops: whole lines only (a line
        cut in half at the column's edge looks broken), and no heading without its text."""
        placed: list[tuple[str, bool, int]] = []
        y = BODY.y - self.scroll
        lines = self.lines()
        for k, (line, heading) in enumerate(lines):
            top = y + (GAP if heading else 0)
            height = HEAD if heading else LINE
            y = top + height
            if top < BODY.top or top + height > BODY.bottom:
                continue
            body_follows = k + 1 < len(lines) and not lines[k + 1][1]
            if heading and body_follows and y + LINE > BODY.bottom:
                continue  # the heading waits for the next scroll, with its first line
            placed.append((line, heading, top))
        return placed

    def _draw_page(self, surface: pygame.Surface) -> None:
        text = self.ctx.text
        for line, heading, top in self.placed_lines():
            if heading:
                text.blit(surface, line, theme.TEXT_BODY, (BODY.x, top), theme.HIGHLIGHT, True)
            else:
                text.blit(surface, line, theme.TEXT_MIN, (BODY.x, top))

    def _draw_picture(self, surface: pygame.Surface) -> None:
        draw.panel(surface, PICTURE.inflate(20, 20))
        image = self._pictures.get(self.slug)
        if image is not None:
            surface.blit(image, PICTURE.topleft)
        text = self.ctx.text
        y = PICTURE.bottom - 4 * LINE
        for line in text.wrap(CAPTIONS[self.slug], theme.TEXT_MIN, PICTURE.w - 20):
            text.blit(surface, line, theme.TEXT_MIN, (PICTURE.x + 10, y), theme.TEXT_DIM)
            y += LINE
