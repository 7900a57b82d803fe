"""Write the Tiled table layouts: levels/<game>.tmx and the felt tileset levels/felt.tsx.

The rectangles are computed here so every game and player count follows one
plan (bottom band: seat 0, the hand, the controls; a top band of seats; side
seats when there are many; the game's areas in the middle). The output is
ordinary Tiled 1.x XML: open it in Tiled to adjust by hand, or edit this and
re-run `python tools/make_levels.py`.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "levels"
W, H, TILE = 48, 27, 40
SCREEN_W, SCREEN_H = W * TILE, H * TILE
VARIANTS = 4  # felt tiles in the tileset, one row (see tools/make_art.py)

Rect = tuple[int, int, int, int]
SEAT_W, SEAT_H = 340, 170
MARGIN = 20

# Fixed areas shared by every game.
SEAT_BOTTOM: Rect = (MARGIN, 866, SEAT_W, 194)
HAND: Rect = (380, 866, 1140, 194)
CONTROLS: Rect = (1540, 866, 360, 194)
LOG: Rect = (380, 808, 1140, 48)
SEAT_LEFT: Rect = (MARGIN, 300, SEAT_W, SEAT_H)
SEAT_RIGHT: Rect = (SCREEN_W - MARGIN - SEAT_W, 300, SEAT_W, SEAT_H)
SCORE_SIDE: Rect = (SCREEN_W - MARGIN - SEAT_W, 500, SEAT_W, 296)

GAME_AREAS: dict[str, dict[str, Rect]] = {
    "take-or-pass": {"pile": (560, 330, 300, 400), "card": (960, 260, 420, 500)},
    "pass": {"trick": (560, 230, 940, 520), "supply": (380, 560, 160, 236)},
    "dominoes": {"train": (300, 206, 1320, 592), "boneyard": (MARGIN, 400, 260, 300)},
}
SCORES: dict[str, Rect] = {
    "take-or-pass": SCORE_SIDE,
    "pass": SCORE_SIDE,
    "dominoes": (1640, 400, 260, 396),
}
PLAYERS = {"take-or-pass": range(3, 8), "pass": range(2, 6), "dominoes": range(2, 5)}


def top_row(count: int) -> list[Rect]:
    """`count` seats spread evenly along the top edge, left to right."""
    slot = (SCREEN_W - 2 * MARGIN) / count
    return [
        (round(MARGIN + slot * i + (slot - SEAT_W) / 2), MARGIN, SEAT_W, SEAT_H)
        for i in range(count)
    ]


def seats(slug: str, players: int) -> list[tuple[Rect, str]]:
    """Seat rectangles and facings, seat 0 bottom-left then clockwise (left, top, right)."""
    others = players - 1
    out = [(SEAT_BOTTOM, "up")]
    if others <= 4 or slug == "dominoes":
        out += [(r, "down") for r in top_row(others)]
    else:
        out.append((SEAT_LEFT, "right"))
        out += [(r, "down") for r in top_row(others - 2)]
        out.append((SEAT_RIGHT, "left"))
    return out


def rect_xml(oid: int, name: str, rect: Rect, props: dict[str, str] | None = None) -> str:
    """One Tiled rectangle object."""
    x, y, w, h = rect
    head = f'  <object id="{oid}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"'
    if not props:
        return head + "/>"
    inner = "".join(
        f'\n    <property name={quoteattr(k)} value={quoteattr(v)}/>' for k, v in props.items()
    )
    return f"{head}>\n   <properties>{inner}\n   </properties>\n  </object>"


def felt_csv(seed: int) -> str:
    """The felt layer: the noise variants mixed at random so no pattern shows."""
    rng = random.Random(seed)
    rows = [",".join(str(1 + rng.randrange(VARIANTS)) for _ in range(W)) for _ in range(H)]
    return ",\n".join(rows)


def tmx(slug: str) -> str:
    """The whole .tmx text for one game."""
    oid = 1
    groups = []
    for layer_id, players in enumerate(PLAYERS[slug], start=2):
        objects = []
        for i, (rect, facing) in enumerate(seats(slug, players)):
            objects.append(rect_xml(oid, f"seat-{i}", rect, {"facing": facing}))
            oid += 1
        areas = {"hand": HAND, "controls": CONTROLS, "log": LOG, "score": SCORES[slug]}
        areas.update(GAME_AREAS[slug])
        for name, rect in areas.items():
            objects.append(rect_xml(oid, name, rect))
            oid += 1
        groups.append(
            f' <objectgroup id="{layer_id}" name="players-{players}">\n'
            + "\n".join(objects)
            + "\n </objectgroup>"
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{W}" height="{H}" tilewidth="{TILE}" '
        f'tileheight="{TILE}" infinite="0" nextlayerid="{len(groups) + 2}" '
        f'nextobjectid="{oid}">\n'
        ' <tileset firstgid="1" source="felt.tsx"/>\n'
        f' <layer id="1" name="felt" width="{W}" height="{H}">\n'
        f'  <data encoding="csv">\n{felt_csv(len(slug))}\n</data>\n </layer>\n'
        + "\n".join(groups)
        + "\n</map>\n"
    )


TSX = f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="felt" tilewidth="{TILE}" \
tileheight="{TILE}" tilecount="{VARIANTS}" columns="{VARIANTS}">
 <image source="felt.png" width="{TILE * VARIANTS}" height="{TILE}"/>
</tileset>
"""


def main() -> int:
    """Write felt.tsx and one .tmx per game."""
    (LEVELS / "felt.tsx").write_text(TSX, encoding="utf-8")
    for slug in PLAYERS:
        (LEVELS / f"{slug}.tmx").write_text(tmx(slug), encoding="utf-8")
    print("wrote levels/felt.tsx and", ", ".join(f"levels/{s}.tmx" for s in PLAYERS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
