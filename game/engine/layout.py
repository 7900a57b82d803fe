"""Table layouts from Tiled maps (levels/<slug>.tmx), as plain data.

Each map has a felt tile layer and one object layer per player count named
`players-N`, holding rectangles: `seat-0`..`seat-(N-1)` (with a `facing`
property), `hand`, `controls`, `log`, `score` and the game's own areas. The
loader turns them into `Anchor`s; nothing in a `TableLayout` is a pygame object,
and the image loader is injectable (pytmx's default loads no images at all). When a
map cannot be loaded, `computed_layout` builds the same rectangles from the plan the
maps are written from (game/engine/layout_plan.py), on plain felt.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytmx

from game.engine.layout_plan import COMMON_AREAS, SCREEN_H, SCREEN_W, Rect, area_plan, seat_plan
from game.engine.resources import folder

LEVELS_DIR = folder("levels")

# Anchors every layout has; each game names its own (GameDescriptor.anchors).
COMMON_ANCHORS = tuple(COMMON_AREAS)
FACINGS = ("up", "down", "left", "right")


class LayoutError(Exception):
    """A .tmx file that is missing, unreadable or lacks an anchor; the message names it."""


@dataclass(frozen=True, slots=True)
class Anchor:
    """A named rectangle on the 1920x1080 table, with its Tiled custom properties."""

    name: str
    x: int
    y: int
    w: int
    h: int
    props: dict = field(default_factory=dict, hash=False, compare=False)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """(x, y, w, h), ready for pygame.Rect."""
        return (self.x, self.y, self.w, self.h)

    @property
    def center(self) -> tuple[int, int]:
        """The middle of the rectangle."""
        return (self.x + self.w // 2, self.y + self.h // 2)

    @property
    def facing(self) -> str:
        """Which way a seat looks at the table ("up" for the bottom seat)."""
        return str(self.props.get("facing", "up"))

    def overlaps(self, other: Anchor) -> bool:
        """True if the two rectangles share any area."""
        return (
            self.x < other.x + other.w
            and other.x < self.x + self.w
            and self.y < other.y + other.h
            and other.y < self.y + self.h
        )


@dataclass(frozen=True, slots=True)
class FeltTile:
    """One felt tile: its index in the tileset image, and where it goes."""

    index: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Tileset:
    """Where the felt tiles come from: image path, tile size and columns."""

    image: str
    tile_w: int
    tile_h: int
    columns: int

    def source_rect(self, index: int) -> tuple[int, int, int, int]:
        """The tile's rectangle inside the tileset image."""
        col, row = index % self.columns, index // self.columns
        return (col * self.tile_w, row * self.tile_h, self.tile_w, self.tile_h)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Everything a table scene needs to place its pieces, for one game and player count."""

    slug: str
    players: int
    width: int
    height: int
    anchors: dict[str, Anchor]
    seats: list[Anchor]
    felt: list[FeltTile]
    tileset: Tileset | None

    def names(self) -> list[str]:
        """Every anchor's name (seats included), in the map's order."""
        return list(self.anchors)

    def rect(self, name: str) -> Rect:
        """The rectangle (x, y, w, h) of anchor `name`; every reader of the layout asks here.
        The loader refuses a map that lacks a required anchor, so a miss is a bug: an error."""
        anchor = self.anchors.get(name)
        if anchor is None:
            raise LayoutError(f"The {self.slug} layout for {self.players} has no {name!r}.")
        return anchor.rect


def above(layout: TableLayout, bottom: int) -> TableLayout:
    """`layout` with every anchor ending by `bottom`: the strip below is left to something
    else (the replay theater's control bar), and what reached into it is shortened."""
    def clipped(anchor: Anchor) -> Anchor:
        if anchor.y + anchor.h <= bottom:
            return anchor
        return replace(anchor, h=max(1, bottom - anchor.y))

    anchors = {name: clipped(anchor) for name, anchor in layout.anchors.items()}
    return replace(layout, anchors=anchors, seats=[anchors.get(a.name, clipped(a))
                                                   for a in layout.seats])


def required_anchors(players: int, anchors: Iterable[str] = ()) -> list[str]:
    """Names a layout for `players` seats must have: seats, the common ones, `anchors`."""
    seats = [f"seat-{i}" for i in range(players)]
    return list(dict.fromkeys([*seats, *COMMON_ANCHORS, *anchors]))


def map_path(slug: str) -> Path:
    """The .tmx file for a game."""
    return LEVELS_DIR / f"{slug}.tmx"


def load_layout(
    slug: str,
    players: int,
    anchors: Iterable[str] = (),
    image_loader: Callable[..., Any] | None = None,
    path: Path | None = None,
) -> TableLayout:
    """Read `levels/<slug>.tmx` and return the layout for `players` seats; it must hold
    the seats, the common anchors and `anchors` (the game's own areas)."""
    path = path or map_path(slug)
    if not path.exists():
        raise LayoutError(f"No table layout for {slug!r}: {path} does not exist.")
    tmx = _read_map(path, image_loader)
    layer_name = f"players-{players}"
    try:
        group = tmx.get_layer_by_name(layer_name)
    except ValueError:
        raise LayoutError(f"{path.name} has no object layer {layer_name!r}.") from None
    found: dict[str, Anchor] = {}
    for obj in group:
        found[obj.name] = Anchor(
            name=obj.name,
            x=round(obj.x),
            y=round(obj.y),
            w=round(obj.width),
            h=round(obj.height),
            props=dict(obj.properties),
        )
    missing = [n for n in required_anchors(players, anchors) if n not in found]
    if missing:
        raise LayoutError(f"{path.name} layer {layer_name!r} lacks: {', '.join(missing)}.")
    seats = [found[f"seat-{i}"] for i in range(players)]
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    felt, tileset = _felt(tmx)
    return TableLayout(slug, players, width, height, found, seats, felt, tileset)


def computed_layout(slug: str, players: int, own: Mapping[str, Rect]) -> TableLayout:
    """The layout the plan gives `players` seats and the game's own areas `own`, with no
    felt tiles: what a table uses when its .tmx cannot be loaded."""
    found: dict[str, Anchor] = {}
    for i, (rect, facing) in enumerate(seat_plan(players)):
        found[f"seat-{i}"] = Anchor(f"seat-{i}", *rect, props={"facing": facing})
    for name, rect in area_plan(own).items():
        found[name] = Anchor(name, *rect)
    seats = [found[f"seat-{i}"] for i in range(players)]
    return TableLayout(slug, players, SCREEN_W, SCREEN_H, found, seats, [], None)


_MAPS: dict[tuple[str, int, int], pytmx.TiledMap] = {}


def _read_map(path: Path, image_loader: Callable[..., Any] | None) -> pytmx.TiledMap:
    """Parse a .tmx; without an image loader the parse is kept for the map's other layers
    (each player count is one layer of the same file, and a parse costs milliseconds)."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if image_loader is None and key in _MAPS:
        return _MAPS[key]
    kwargs: dict[str, Any] = {}
    if image_loader is not None:
        kwargs["image_loader"] = image_loader
    try:
        tmx = pytmx.TiledMap(str(path), **kwargs)
    except Exception as exc:  # pytmx raises many kinds; all mean "this file is bad"
        raise LayoutError(f"Cannot read {path.name}: {exc}") from exc
    if image_loader is None:
        _MAPS[key] = tmx
    return tmx


def _felt(tmx: pytmx.TiledMap) -> tuple[list[FeltTile], Tileset | None]:
    """The felt layer as tile indices into the (single) felt tileset."""
    if not tmx.tilesets:
        return [], None
    ts = tmx.tilesets[0]
    columns = ts.columns or max(
        1, (ts.width - 2 * ts.margin + ts.spacing) // (ts.tilewidth + ts.spacing)
    )
    # pytmx gives the image path relative to the .tmx (it resolves the .tsx for us).
    image = str((Path(tmx.filename).parent / ts.source).resolve()) if ts.source else ""
    tileset = Tileset(image, ts.tilewidth, ts.tileheight, columns)
    felt: list[FeltTile] = []
    for layer in tmx.visible_layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        for x, y, gid in layer.iter_data():
            if gid:
                local = tmx.tiledgidmap[gid] - ts.firstgid
                felt.append(FeltTile(local, x * tmx.tilewidth, y * tmx.tileheight))
    return felt, tileset
