"""Stats from the menu: figures per player and game, the last 20 matches (each can be
exported as a record file, or watched in the replay theater), and the ratings page."""
from __future__ import annotations

import json
import time
from contextlib import closing
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import PLAYER_LEVELS
from game.engine import draw, theme
from game.engine.focus import Button
from game.engine.reading import LOADING, Reading
from game.engine.screen import ReadingScreen
from game.registry import descriptor
from game.rules.base import RulesError
from game.safe_write import write_free
from game.store.files import data_dir
from game.store.history import History
from game.store.stats import PlayerStats, player_stats

if TYPE_CHECKING:
    from game.engine.context import AppContext

LAST = 20
PLAYER_ROWS = 12
LEVELS = PLAYER_LEVELS  # every level setup offers, expert included
# Spaced so large text's headings and cells ("The Passing Game", "12 (3 undo)") never touch.
COLUMNS = (("Player", 100), ("Game", 400), ("Played", 740), ("Won", 880), ("Best", 990),
           ("Average", 1100), ("Streak", 1280), ("vs " + " / ".join(LEVELS), 1430))
PANEL_X, PANEL_W, HEAD_H, ROW_STEP = 60, 1800, 84, 46  # the headings take two lines
# The matches page: a match a row across the screen, in two lines (what happened, then when,
# the scores and notes: seven scores and two winners do not fit one), six to a page, under
# the explanation and above Back.
PER_PAGE, MATCH_Y0, MATCH_STEP, MATCH_H = 6, 312, 98, 88
LINE_W, WATCH_X, WATCH_W, PAD = 1580, 1660, 200, 24
NEWER, OLDER = (300, 920, 400, 76), (1220, 920, 400, 76)


def game_name(slug: str) -> str:
    """The game's name on screen (the slug if the game is unknown)."""
    try:
        return descriptor(slug).name
    except RulesError:
        return slug


def low_wins(slug: str) -> bool:
    """Whether the lower score is the better one in this game."""
    try:
        return descriptor(slug).low_score_wins
    except RulesError:
        return False


def match_lines(match: dict[str, Any]) -> tuple[str, str]:
    """One stored match in two lines: game and winners, then date, scores and notes."""
    when = time.strftime("%d %b %H:%M", time.localtime(match["ended"]))
    names = [s["name"] for s in match["seats"]]
    won = ", ".join(names[w] for w in match["winners"]) or "nobody"
    notes = ["with undo"] * bool(match["undo"])
    if match.get("hints"):
        notes.append(f"with hints ({match['hints']})")
    scores = "-".join(str(s) for s in match["scores"])
    return (f"{game_name(match['game'])}: {won} won",
            " · ".join([when, f"scores {scores}", *notes]))


def export_record(history: History, match_id: int) -> str:
    """Write stored match `match_id`'s record to exports/ (never over a file); the line to
    show."""
    record = history.record(match_id)
    if record is None:
        return f"There is no match {match_id} in the history."
    folder = data_dir() / "exports"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_free(folder / f"match-{match_id}.json", json.dumps(record, indent=2).encode())
    except OSError as exc:
        return f"The record could not be written ({exc.strerror or exc})."
    return f"Saved as {path}."


def opened() -> closing[History]:
    """The history, opened for a `with` block that closes it."""
    return closing(History())


def export_stored(match_id: int) -> str:
    """Export stored match `match_id` (`export_record`), the history opened for it; the line
    to show."""
    with opened() as history:
        return export_record(history, match_id)


def read_record(match_id: int) -> dict | None:
    """Stored match `match_id`'s record (None if the history has no such match)."""
    with opened() as history:
        return history.record(match_id)


def read_stats() -> tuple[list[PlayerStats], list[dict[str, Any]], list[str]]:
    """Each player's figures, the last matches, and what opening the history had to say."""
    with opened() as history:
        return (player_stats(history, low_wins), history.matches(limit=LAST),
                list(history.messages))


class StatsScene(ReadingScreen):
    """Players' figures, or the last 20 matches; choosing a match exports its record. The
    history is read off the frame (game/engine/reading.py) for the page, an export or a
    match to watch, the screen saying it is loading meanwhile."""

    title = "Stats"
    back_key = "back"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.page = "players"
        self.first = 0  # the matches page shows matches[first:first + PER_PAGE]
        self.players: list[PlayerStats] = []
        self.matches: list[dict[str, Any]] = []
        self.reading = Reading(self._took, read_stats, failed=self._said)

    def _said(self, line: str) -> None:
        self.say(line, 8.0)

    def _took(self, read: tuple[list[PlayerStats], list[dict[str, Any]], list[str]]) -> None:
        """Show the figures and matches read (and what opening the history said)."""
        self.players, self.matches, notes = read
        for note in notes:
            self.say(note, 8.0)
        self.focus.set_controls(self.buttons())

    def buttons(self) -> list[Button]:
        """The two pages, the matches (on their page), Back."""
        out = [Button("players", (340, 180, 380, 64), "Players"),
               Button("matches", (760, 180, 380, 64), f"Last {LAST} matches"),
               Button("ratings", (1180, 180, 380, 64), "Ratings")]
        if self.page != "matches":
            return [*out, Button("back", (760, 920, 400, 76), "Back")]
        for k, match in enumerate(self.matches[self.first:self.first + PER_PAGE]):
            y = MATCH_Y0 + k * MATCH_STEP
            out.append(Button(f"export:{match['id']}", (PANEL_X, y, LINE_W, MATCH_H),
                              "\n".join(match_lines(match))))
            out.append(Button(f"watch:{match['id']}", (WATCH_X, y, WATCH_W, MATCH_H), "Watch"))
        paged = len(self.matches) > PER_PAGE
        if paged:
            out.append(Button("newer", NEWER, "◀ Newer", self.first > 0,
                              "These are the newest matches."))
        out.append(Button("back", (760, 920, 400, 76), "Back"))
        if paged:
            out.append(Button("older", OLDER, "Older ▶", self.first + PER_PAGE < len(self.matches),
                              "These are the oldest matches kept."))
        return out

    def activate(self, key: str) -> None:
        """Turn the page, export a match, or go back."""
        if key == "back":
            self.ctx.stack.pop()
        elif key == "ratings":
            from scenes.screens.ratings_screen import RatingsScene

            self.ctx.stack.push(RatingsScene(self.ctx))
        elif key in ("players", "matches"):
            self.page = key
            self.focus.set_controls(self.buttons())
            self.focus.focus(key)
        elif key in ("newer", "older"):
            self.turn(-1 if key == "newer" else 1)
        elif self.reading.waiting:
            return  # an export or a match to watch is being read: one at a time
        elif key.startswith("export:"):
            self.reading = Reading(self._said, export_stored, int(key.split(":", 1)[1]),
                                   failed=self._said)
        elif key.startswith("watch:"):
            self.watch(int(key.split(":", 1)[1]))

    def turn(self, step: int) -> None:
        """The next page of older (`step` 1) or newer (-1) matches; the focus stays on the
        page button while it can go on, else moves to the other one."""
        last = max(0, len(self.matches) - 1) // PER_PAGE * PER_PAGE
        self.first = min(max(0, self.first + step * PER_PAGE), last)
        self.focus.set_controls(self.buttons())
        ahead, behind = ("older", "newer") if step > 0 else ("newer", "older")
        can_go_on = self.first < last if step > 0 else self.first > 0
        self.focus.focus(ahead if can_go_on else behind)

    def watch(self, match_id: int) -> None:
        """Open the replay theater on stored match `match_id`, with its players' names, once
        its record is read."""
        self.reading = Reading(lambda record: self._watch(match_id, record), read_record,
                               match_id, failed=self._said)

    def _watch(self, match_id: int, record: dict | None) -> None:
        from scenes.theater.scene import TheaterScene

        match = next((m for m in self.matches if m["id"] == match_id), None)
        if record is None or match is None:
            self.say(f"There is no match {match_id} in the history.", 8.0)
            return
        try:
            scene = TheaterScene(self.ctx, record, names=[s["name"] for s in match["seats"]],
                                 source=f"history:{match['key']}")
        except RulesError as exc:
            self.say(f"That match cannot be watched: {exc}", 8.0)
            return
        self.ctx.stack.push(scene)

    def draw_content(self, surface: pygame.Surface, alpha: float) -> None:
        """The players' table, or a line saying how to export."""
        text = self.ctx.text
        if self.page == "matches":
            line = (LOADING if self.reading.waiting else
                    "Choose a match to save its record (replay it with main.py replay), "
                    "or Watch it on its table." if self.matches else "No finished matches yet.")
            text.blit(surface, line, theme.TEXT_MIN, (960, 256), theme.TEXT_DIM,
                      anchor="midtop")  # under the page buttons, above the first match
            return
        if self.reading.waiting:
            text.blit(surface, LOADING, theme.TEXT_BODY, (960, 400), theme.TEXT_DIM,
                      anchor="midtop")
            return
        if not self.players:
            text.blit(surface, "No finished matches yet: play one and it shows here.",
                      theme.TEXT_BODY, (960, 400), theme.TEXT_DIM, anchor="midtop")
            return
        rows = min(PLAYER_ROWS, len(self.players))
        draw.panel(surface, (PANEL_X, 270, PANEL_W, HEAD_H + 14 + ROW_STEP * rows))
        for n, (title, x) in enumerate(COLUMNS):
            room = (COLUMNS[n + 1][1] if n + 1 < len(COLUMNS) else PANEL_X + PANEL_W) - x - 10
            # A long heading (the levels) wraps onto a second line instead of running out.
            for i, line in enumerate(text.wrap(title, theme.TEXT_MIN, room, bold=True)[:2]):
                text.blit(surface, line, theme.TEXT_MIN, (x, 280 + i * 38), theme.HIGHLIGHT,
                          bold=True)
        for k, stats in enumerate(self.players[:PLAYER_ROWS]):
            y = 270 + HEAD_H + 10 + k * ROW_STEP
            for (_title, x), cell in zip(COLUMNS, self.cells(stats), strict=True):
                text.blit(surface, cell, theme.TEXT_MIN, (x, y))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """Every button; a match's in its two lines, left-aligned as a list reads."""
        for control in self.focus.controls:
            focused = self.focus.is_focused(control.key)
            if control.key.startswith("export:"):
                self._draw_match(surface, control, focused)
            else:
                draw.button(surface, self.ctx.text, control.rect, control.label,
                            focused=focused, enabled=control.enabled)

    def _draw_match(self, surface: pygame.Surface, control: Button, focused: bool) -> None:
        """A match's row: what happened in bold above, when and how in plain under it, each
        shrunk toward the readable floor only if it must."""
        text, rect = self.ctx.text, pygame.Rect(control.rect)
        colour = draw.button_face(surface, rect, focused, control.enabled)
        head, detail = control.label.split("\n")
        room = rect.w - 2 * PAD
        for words, bold, anchor, y in ((head, True, "bottomleft", rect.centery + 2),
                                       (detail, False, "topleft", rect.centery + 2)):
            size = text.fit(words, theme.TEXT_MIN, room, bold=bold)
            text.blit(surface, words, size, (rect.x + PAD, y), colour if bold else theme.TEXT_DIM,
                      bold=bold, anchor=anchor)
        if focused:
            draw.focus_ring(surface, rect)

    @staticmethod
    def cells(stats: PlayerStats) -> list[str]:
        """One row of the players' table."""
        shares = []
        for level in LEVELS:
            share = stats.share(level)
            shares.append("-" if share is None else f"{share:.0%}")
        undo = f" ({stats.with_undo} undo)" if stats.with_undo else ""
        return [stats.name, game_name(stats.game), str(stats.played), f"{stats.won}{undo}",
                str(stats.best), f"{stats.average:.1f}", str(stats.streak), "/".join(shares)]
