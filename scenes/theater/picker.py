"""Choose a record to watch (the menu's "Watch a record"): the shipped examples, one
button each, with the game, seats and length; a record that cannot start says why.

Matches played here join the list once they are kept (the history store): that is
the one place to add them, `watchable()`.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.engine import theme
from game.engine.focus import Button
from game.engine.resources import folder
from game.engine.screen import ButtonScreen
from game.registry import descriptor
from game.rules.base import RulesError
from game.rules.record import parse_record
from game.userdata import BadInput, read_limited

if TYPE_CHECKING:
    from game.engine.context import AppContext

EXAMPLES = folder("examples")
MAX_SHOWN = 7
ROW_X, ROW_W, ROW_H, ROW_Y0, ROW_GAP = 360, 1200, 84, 230, 100


def watchable() -> list[Path]:
    """The records offered, in name order."""
    return sorted(EXAMPLES.glob("*.json"))[:MAX_SHOWN]


def describe(path: Path) -> str:
    """'PASS · 3 players · 14 moves · pass.json', or the file name and why it is unusable."""
    try:
        record = parse_record(read_limited(path))
        name = descriptor(record["game"]).name
    except (BadInput, RulesError) as exc:
        return f"{path.name}: {exc}"
    moves = len(record.get("moves", []))
    return f"{name} · {record['players']} players · {moves} moves · {path.name}"


class RecordPicker(ButtonScreen):
    """A list of records; choosing one opens the replay theater on it."""

    title = "Watch a record"
    back_key = "back"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.paths = watchable()

    def buttons(self) -> list[Button]:
        """One button per record, then Back."""
        out = [Button(f"record:{i}", (ROW_X, ROW_Y0 + i * ROW_GAP, ROW_W, ROW_H), describe(p))
               for i, p in enumerate(self.paths)]
        y = ROW_Y0 + max(len(self.paths), 1) * ROW_GAP + 20
        out.append(Button("back", ((theme.SCREEN_SIZE[0] - 360) // 2, y, 360, 80), "Back"))
        return out

    def activate(self, key: str) -> None:
        """Open the theater on the chosen record, or go back."""
        if key == "back":
            self.ctx.stack.pop()
            return
        path = self.paths[int(key.split(":", 1)[1])]
        from scenes.theater.scene import TheaterScene

        try:
            scene = TheaterScene(self.ctx, parse_record(read_limited(path)), source=str(path))
        except (BadInput, RulesError) as exc:
            self.say(f"{path.name}: {exc}")
            return
        self.ctx.stack.push(scene)
