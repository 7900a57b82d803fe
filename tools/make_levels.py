"""Write the Tiled table layouts: levels/<game>.tmx and the felt tileset levels/felt.tsx.

Every game and player count follows one plan, game/engine/layout_plan.py (bottom
band: seat 0, the hand, the controls; a top band of seats; side seats when there
are many), with each game's own areas from its descriptor's `anchors`. The output is
ordinary Tiled 1.x XML: open it in Tiled to adjust by hand, or edit this and
re-run `python tools/make_levels.py`.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.descriptor import GameDescriptor  # noqa: E402 - after the path is set
from game.engine.layout_plan import area_plan, seat_plan  # noqa: E402
from game.registry import GAMES  # noqa: E402

LEVELS = ROOT / "levels"
W, H, TILE = 48, 27, 40
VARIANTS = 4  # felt tiles in the tileset, one row (see tools/make_art.py)

Rect = tuple[int, int, int, int]


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


def tmx(game: GameDescriptor) -> str:
    """The whole .tmx text for one game."""
    oid = 1
    groups = []
    for layer_id, players in enumerate(game.players, start=2):
        objects = []
        for i, (rect, facing) in enumerate(seat_plan(players)):
            objects.append(rect_xml(oid, f"seat-{i}", rect, {"facing": facing}))
            oid += 1
        for name, rect in area_plan(game.anchors).items():
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
        f'  <data encoding="csv">\n{felt_csv(len(game.slug))}\n</data>\n </layer>\n'
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
    for game in GAMES:
        (LEVELS / f"{game.slug}.tmx").write_text(tmx(game), encoding="utf-8")
    print("wrote levels/felt.tsx and", ", ".join(f"levels/{g.slug}.tmx" for g in GAMES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
