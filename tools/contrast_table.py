"""Write docs/contrast.md, the contrast of each text style (game/engine/text_styles.py) in
normal and high contrast; never edit that page by hand.

    python tools/contrast_table.py            # rewrite docs/contrast.md
    python tools/contrast_table.py --check    # exit 1 if it differs from what the styles give
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine import contrast  # noqa: E402
from game.engine.text_styles import STYLES, Style, background, drawn, ratio  # noqa: E402

PAGE = ROOT / "docs/contrast.md"
HEADER = """# Contrast of the text styles

Written by `python tools/contrast_table.py` from game/engine/text_styles.py; do not edit.

Each text style's WCAG 2 contrast ratio against what it is drawn on (the felt is taken at the
middle of the table; panels are translucent over it). WCAG AA asks 4.5:1 for text. High
contrast darkens the felt and, wherever a text would come out under 5:1 against the pixels
behind it, draws it nearer white or black (game/engine/contrast.py); the last columns are the
colours it then comes out in.

| style | text | on | normal | high contrast | drawn as | on |
|---|---|---|---|---|---|---|
"""


def hex_colour(colour: contrast.Colour) -> str:
    """`#rrggbb`."""
    return "#" + "".join(f"{c:02x}" for c in colour[:3])


def row(style: Style) -> str:
    """One table row."""
    cells = [style.name, hex_colour(style.colour), hex_colour(background(style, False)),
             f"{ratio(style, False):.2f}" + ("" if ratio(style, False) >= contrast.AA
                                             else " (under AA)"),
             f"{ratio(style, True):.2f}", hex_colour(drawn(style, True)),
             hex_colour(background(style, True))]
    return "| " + " | ".join(cells) + " |"


def page() -> str:
    """The whole page."""
    return HEADER + "\n".join(row(s) for s in STYLES) + "\n"


def main() -> int:
    """Write the page, or with --check say whether the committed one is current."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the page is stale")
    args = parser.parse_args()
    if args.check:
        current = PAGE.exists() and PAGE.read_text("utf-8") == page()
        print("docs/contrast.md is current" if current else "docs/contrast.md is stale")
        return 0 if current else 1
    PAGE.write_text(page(), "utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
