"""Every screen at normal and large text, normal and high contrast: no text clipped or off
its box, no panels overlapping where the layout does not mean them to, and in high contrast
every text at WCAG AA or better (tests/helpers/screen_check.py says what counts).

`KNOWN` lists the screens that still fail, each with what is wrong: they run as strict
expected failures, so fixing one fails the suite until its entry goes.

With PASSTIME_SHOTS set to a folder, each render is saved there as <screen>--<look>.png.
"""
from __future__ import annotations

import os
from fnmatch import fnmatch
from pathlib import Path

import pygame
import pytest
import screen_catalogue
from screen_check import problems

from game.engine import theme

SCREENS = screen_catalogue.catalogue()
SHOTS = os.environ.get("PASSTIME_SHOTS")
LARGE = frozenset({"large", "large-contrast"})
EVERY = frozenset(screen_catalogue.LOOKS)
#: Screen name patterns still failing, in which looks, and why.
KNOWN: dict[str, tuple[frozenset[str], str]] = {
}


def _cases() -> list[object]:
    """Every (screen, look), the known failures marked."""
    cases = []
    for name in sorted(SCREENS):
        for look in sorted(screen_catalogue.LOOKS):
            why = [reason for pattern, (looks, reason) in KNOWN.items()
                   if fnmatch(name, pattern) and look in looks]
            marks = [pytest.mark.xfail(strict=True, reason="; ".join(why))] if why else []
            cases.append(pytest.param(name, look, marks=marks, id=f"{name}-{look}"))
    return cases


@pytest.mark.parametrize(("name", "look"), _cases())
def test_every_screen_fits_its_text_and_panels(name: str, look: str) -> None:
    ctx = screen_catalogue.build(name, look, SCREENS)
    try:
        surface, sheet = screen_catalogue.render(ctx)
    finally:
        screen_catalogue.close(ctx)
        theme.LOOK.high_contrast = False  # the module-wide look goes back for other tests
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(Path(SHOTS) / f"{name.replace(' ', '-')}--{look}.png"))
    assert sheet.texts, "the screen drew text"
    found = problems(sheet, screen_catalogue.LOOKS[look][1])
    assert not found, "\n".join(found[:12])


def test_every_known_failure_names_a_screen() -> None:
    for pattern in KNOWN:
        assert any(fnmatch(name, pattern) for name in SCREENS), pattern
