"""The setup screen's options panel: a button per option, each with its one-line explanation
under it (Lack of PASS and Wildcard PASS mean nothing to a newcomer by name alone), and the
int options' − / + and Left / Right steps."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine import theme
from game.engine.focus import Button
from game.engine.intents import Action

if TYPE_CHECKING:
    from game.engine.text import TextCache
    from game.rules.base import Option
    from scenes.screens.setup_model import SetupModel

OPTIONS_X, OPTIONS_W, OPTION_Y0, OPTION_H = 1300, 560, 218, 70
OPTION_GAP = 14


class Placed(NamedTuple):
    """One option in the panel: where its button row starts, its explanation's lines and
    their height (the text size's own: large text takes more)."""

    option: Option
    y: int
    help: list[str]
    line: int
    size: int

    @property
    def bottom(self) -> int:
        """Where the option's row and explanation end."""
        return self.y + OPTION_H + 4 + self.line * len(self.help)


def place(text: TextCache, model: SetupModel) -> list[Placed]:
    """The options one under another, each explanation wrapped under its button."""
    placed, y = [], OPTION_Y0
    # Every explanation at one size, the text option's own, wrapped onto as many lines as it
    # needs, so the panel reads as one list rather than lines of mixed sizes.
    size = theme.TEXT_MIN
    line = text.size("Ag", size)[1]
    for option in model.game.options:
        placed.append(Placed(option, y, text.wrap(option.help, size, OPTIONS_W), line, size))
        y = placed[-1].bottom + OPTION_GAP
    return placed


def value_text(model: SetupModel, option: Option) -> str:
    """An option's value as its button shows it."""
    value = model.options.get(option.key)
    if option.kind == "bool":
        return "on" if value else "off"
    if value is None:
        return f"auto ({model.auto_value(option)})"
    return str(value)


def option_buttons(model: SetupModel, placed: list[Placed]) -> list[Button]:
    """A button per option; an int option also gets − and + either side of it."""
    out = []
    for option, y, *_explained in placed:
        why = model.option_applies(option)
        label = f"{option.label}: {value_text(model, option)}"
        if option.kind == "int":
            out.append(Button(f"dec:{option.key}", (OPTIONS_X, y, 80, OPTION_H), "−", not why,
                              why))
            out.append(Button(f"opt:{option.key}", (OPTIONS_X + 90, y, OPTIONS_W - 180,
                                                    OPTION_H), label, not why, why))
            out.append(Button(f"inc:{option.key}", (OPTIONS_X + OPTIONS_W - 80, y, 80,
                                                    OPTION_H), "+", not why, why))
        else:
            out.append(Button(f"opt:{option.key}", (OPTIONS_X, y, OPTIONS_W, OPTION_H), label,
                              not why, why))
    return out


def step_option(model: SetupModel, focused: str, action: Action) -> bool:
    """Left / right on an int option's value button change it (quicker than − / +)."""
    if not focused.startswith("opt:"):
        return False
    option = next(o for o in model.game.options if o.key == focused[4:])
    if option.kind != "int" or model.option_applies(option):
        return False
    model.change_option(option.key, -1 if action is Action.LEFT else 1)
    return True


def draw_help(text: TextCache, surface: pygame.Surface, placed: list[Placed]) -> None:
    """Each option's explanation under its button."""
    for _option, y, lines, height, size in placed:
        for n, line in enumerate(lines):
            text.blit(surface, line, size, (OPTIONS_X + 4, y + OPTION_H + 4 + n * height),
                      theme.TEXT_DIM)
