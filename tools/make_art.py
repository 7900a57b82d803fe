"""Draw the project's generated images: the felt tileset (levels/felt.png), assets/images/ and
the phone page's home-screen icons (game/net/page/icon-*.png).

Run `python tools/make_art.py` after changing colours here; the output is committed.
Everything is drawn from code with a fixed seed, so the files are reproducible.
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.art.icon import icon_shapes  # noqa: E402
from game.engine import theme  # noqa: E402
from game.engine.painter import paint  # noqa: E402

PHONE_ICONS = (192, 512)  # the home-screen icons the phone page's manifest lists

TILE = 40
# One felt shade in four noise variants; the soft darkening toward the table's rim is
# applied smoothly in code (game/engine/draw.py felt_surface), not in steps of whole tiles.
SHADES = (1.0,)
VARIANTS = 4


def felt_tile(shade: float, seed: int) -> pygame.Surface:
    """One 40x40 felt tile: the felt colour with per-pixel noise (tiles seamlessly)."""
    rng = random.Random(seed)
    tile = pygame.Surface((TILE, TILE))
    base = [c * shade for c in theme.FELT]
    for y in range(TILE):
        for x in range(TILE):
            n = rng.gauss(0, 3.2)
            # Faint diagonal fibres, period 8 so they line up across tile edges.
            if (x + y) % 8 == 0:
                n += 2.5
            tile.set_at((x, y), tuple(max(0, min(255, int(c + n))) for c in base))
    return tile


def felt_tileset() -> pygame.Surface:
    """VARIANTS columns by len(SHADES) rows of felt tiles."""
    sheet = pygame.Surface((TILE * VARIANTS, TILE * len(SHADES)))
    for row, shade in enumerate(SHADES):
        for v in range(VARIANTS):
            sheet.blit(felt_tile(shade, 1000 * v + row), (v * TILE, row * TILE))
    return sheet


def icon(size: int = 64) -> pygame.Surface:
    """The icon (game/art/icon.py), `size` px square: the window's at 64, the phones' larger."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    paint(img, icon_shapes(size))
    return img


def main() -> None:
    """Write every generated image."""
    pygame.display.init()
    pygame.image.save(felt_tileset(), str(ROOT / "levels" / "felt.png"))
    (ROOT / "assets" / "images").mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon(), str(ROOT / "assets" / "images" / "icon.png"))
    for size in PHONE_ICONS:
        pygame.image.save(icon(size), str(ROOT / "game" / "net" / "page" / f"icon-{size}.png"))
    print("wrote levels/felt.png, assets/images/icon.png, game/net/page/icon-*.png")


if __name__ == "__main__":
    main()
