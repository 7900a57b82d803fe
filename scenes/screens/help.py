"""How to play: a short page per game, reachable from the menu and from pause.

The text comes from each game's descriptor (game/rules/<game>/about.py); the
picture from the game's own art (scenes/<game>/help_picture.py), imported
lazily; if it is missing or fails, the page simply shows its caption.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine import draw, text_box, theme
from game.engine.intents import Action, Intent
from game.engine.scene import Scene
from game.engine.text_box import Para
from game.registry import SLUGS, descriptor
from scenes.registry import scenes_for

if TYPE_CHECKING:
    from game.engine.context import AppContext

log = logging.getLogger(__name__)

TAB_Y, TAB_W, TAB_H = 40, 460, 76
BODY = pygame.Rect(100, 170, 1040, 760)
PICTURE = pygame.Rect(1200, 190, 620, 560)
CLOSE = pygame.Rect(1480, 820, 340, 76)
LINE, HEAD, GAP = 36, 46, 14
SCROLL_STEP = 3 * LINE
UNDO_HELP = ("Undo (against bots)",
             "Playing alone against bots, press [undo] (Ctrl+Z too), or click the arrow "
             "under the pause button: everything since your last move is taken back and you "
             "decide again. With two or more people playing, undo is off. The deal stays the "
             "same, so a match with undo is marked so in the history.")
HINT_HELP = ("Hints",
             "On your turn press [hint] or click the ? under the undo button: the hard bot "
             "thinks about your hand only (never anyone else's cards), rings its choice on the "
             "table and says why, with the other moves it weighed. Press it again to hide it. "
             "Playing on a phone, tap Hint there: only that phone sees it. A match with hints "
             "is marked so in the history.")


def tab_rect(k: int) -> pygame.Rect:
    """Where the k-th game's tab sits."""
    x0 = (theme.SCREEN_SIZE[0] - len(SLUGS) * TAB_W - (len(SLUGS) - 1) * 30) // 2
    return pygame.Rect(x0 + k * (TAB_W + 30), TAB_Y, TAB_W, TAB_H)


def picture(ctx: AppContext, slug: str) -> pygame.Surface | None:
    """The game's illustration drawn with its own art, or None if that art is unavailable."""
    try:
        return scenes_for(slug).help_picture()(ctx, PICTURE.size)
    except Exception as exc:  # missing or changed art: the caption alone still explains
        log.warning("no help picture for %s: %s", slug, exc)
        return None


class PageLine(NamedTuple):
    """One line of the help page: its words, whether it heads a section, and (once placed at
    the current scroll) its top."""

    text: str
    heading: bool
    top: int = 0


class HelpScene(Scene):
    """Rules help. Tabs or shoulders / left-right change game, up-down scroll, back closes."""

    def __init__(self, ctx: AppContext, slug: str | None = None) -> None:
        self.ctx = ctx
        self.slug = slug if slug in SLUGS else SLUGS[0]
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
        k = SLUGS.index(self.slug)
        if action in (Action.LEFT, Action.PREV):
            self.show_game(SLUGS[(k - 1) % len(SLUGS)])
        elif action in (Action.RIGHT, Action.NEXT):
            self.show_game(SLUGS[(k + 1) % len(SLUGS)])
        elif action in (Action.UP, Action.SCROLL_UP):
            self.scroll = max(0, self.scroll - SCROLL_STEP)
        elif action in (Action.DOWN, Action.SCROLL_DOWN):
            self.scroll = min(self.max_scroll(), self.scroll + SCROLL_STEP)
        elif action in (Action.BACK, Action.PAUSE, Action.HELP, Action.CONFIRM):
            self.ctx.stack.pop()
        elif action is Action.SELECT and intent.pos is not None:
            for j, slug in enumerate(SLUGS):
                if tab_rect(j).collidepoint(intent.pos):
                    self.show_game(slug)
                    return
            if CLOSE.collidepoint(intent.pos):
                self.ctx.stack.pop()

    def lines(self) -> list[PageLine]:
        """The page's lines wrapped to the text column (tops not placed yet)."""
        out: list[PageLine] = []
        for heading, body in (*descriptor(self.slug).help.sections, UNDO_HELP, HINT_HELP):
            out.append(PageLine(heading, True))
            out.extend(PageLine(line, False)
                       for line in self.ctx.text.wrap(body, theme.TEXT_MIN, BODY.w))
        return out

    def page_height(self) -> int:
        """The height of the whole page of text, in pixels."""
        lines = self.lines()
        line_h, head_h = self.pitch()
        return sum(head_h + GAP if line.heading else line_h for line in lines)

    def pitch(self) -> tuple[int, int]:
        """A line's and a heading's height: LINE and HEAD, or what large text needs (a line
        naming a control holds a key cap, taller than letters)."""
        text = self.ctx.text
        line = text.size("[confirm] Ag", theme.TEXT_MIN)[1] + 2
        head = text.size("Ag", theme.TEXT_BODY, True)[1] + 8
        return max(LINE, line), max(HEAD, head)

    def max_scroll(self) -> int:
        """How far the page can scroll before its end reaches the bottom of the column."""
        return max(0, self.page_height() - BODY.h)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Tabs, the scrolled text column, the picture with its caption, Close and the hint."""
        surface.blit(self.felt, (0, 0))
        text = self.ctx.text
        for k, slug in enumerate(SLUGS):
            draw.button(surface, text, tab_rect(k), descriptor(slug).name,
                        focused=k == SLUGS.index(self.slug))
        self._draw_page(surface)
        if self.scroll < self.max_scroll():
            text.blit(surface, "▼ more ([down] or scroll)", theme.TEXT_MIN,
                      (BODY.right, BODY.bottom + 4), theme.TEXT_DIM, anchor="topright")
        self._draw_picture(surface)
        draw.button(surface, text, CLOSE, "Close")
        help_page = descriptor(self.slug).help
        text.blit(surface, help_page.controls, theme.TEXT_MIN, (theme.SCREEN_SIZE[0] // 2, 1034),
                  theme.TEXT_DIM, anchor="midbottom")

    def placed_lines(self) -> list[PageLine]:
        """The lines drawn at the current scroll, with their tops: whole lines only (a line
        cut in half at the column's edge looks broken), and no heading without its text."""
        placed: list[PageLine] = []
        y = BODY.y - self.scroll
        lines = self.lines()
        line_h, head_h = self.pitch()
        for k, line in enumerate(lines):
            heading = line.heading
            top = y + (GAP if heading else 0)
            height = head_h if heading else line_h
            y = top + height
            if top < BODY.top or top + height > BODY.bottom:
                continue
            body_follows = k + 1 < len(lines) and not lines[k + 1].heading
            if heading and body_follows and y + line_h > BODY.bottom:
                continue  # the heading waits for the next scroll, with its first line
            placed.append(line._replace(top=top))
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
        # The caption's four lines at the foot of the picture (fewer, smaller, when long).
        caption = pygame.Rect(PICTURE.x + 10, PICTURE.bottom - 4 * LINE, PICTURE.w - 20,
                              4 * LINE + 4)
        words = Para(descriptor(self.slug).help.caption, theme.TEXT_MIN, theme.TEXT_DIM)
        text_box.draw(surface, self.ctx.text, [words], caption, gap=3)
