"""One version string: `--version`, the menu's corner, and the optional "passtime" key of
the records Passtime writes, which replay accepts and ignores (docs/rules.md section 4)."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

from game.engine.context import make_test_context
from game.rules.base import BadRecord
from game.rules.record import parse_record, replay_summary
from game.version import stamped, version

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def test_a_checkout_reads_its_version_from_pyproject() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert version() == declared


def test_the_command_line_prints_the_version() -> None:
    done = subprocess.run([sys.executable, "main.py", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == f"passtime {version()}\n"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_replay_ignores_the_version_key(path: Path) -> None:
    record = parse_record(path.read_bytes())
    assert "passtime" not in record
    with_version = parse_record(json.dumps(stamped(record)))
    assert with_version["passtime"] == version()
    assert replay_summary(with_version) == replay_summary(record)
    assert "passtime" not in replay_summary(with_version)


def test_a_version_that_is_not_text_is_a_malformed_record() -> None:
    with pytest.raises(BadRecord, match="'passtime' must be the text of the version"):
        parse_record('{"game": "dominoes", "players": 2, "passtime": 1}')
    with pytest.raises(BadRecord, match="Unknown key 'passtime_x'"):
        parse_record('{"game": "dominoes", "players": 2, "passtime_x": "1"}')


@pytest.mark.parametrize("large", [False, True])
def test_the_menu_shows_the_version_in_its_foot(monkeypatch: pytest.MonkeyPatch,
                                                large: bool) -> None:
    from game.engine.screen import HINT
    from scenes.screens.menu import MenuScene

    ctx = make_test_context(home=MenuScene)
    ctx.text.set_large(large)
    menu = MenuScene(ctx)
    drawn: dict[str, tuple[int, pygame.Rect]] = {}
    blit = ctx.text.blit

    def spy(surface: pygame.Surface, text: str, size: int, pos: tuple[int, int],
            *args: object, **kwargs: object) -> pygame.Rect:
        drawn[text] = (size, blit(surface, text, size, pos, *args, **kwargs))
        return drawn[text][1]

    monkeypatch.setattr(ctx.text, "blit", spy)
    menu.draw(pygame.Surface((1920, 1080)), 0.0)
    size, corner = drawn[f"Passtime {version()}"]
    assert size >= 28 and corner.right == 1890 and corner.bottom > 950
    assert not corner.colliderect(drawn[HINT][1])  # large text moves it up a row
