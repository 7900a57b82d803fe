"""The phone page's art: each game's pieces written as SVG from the table's own shapes, the
page's files and icons served, and the home-screen icons drawn from the table's icon."""
from __future__ import annotations

import io
import re
from xml.etree import ElementTree

import pygame
import pytest
from phone_helpers import hub_for

from game.art.icon import icon_shapes
from game.art.pass_game import card_id
from game.engine.painter import paint
from game.engine.shapes import Circle, Rect, Text
from game.net import server, svg
from game.net.server import PAGE_FILES, _page
from game.rules.pass_game.deck import BASE_DECK, FIFTH_PLAYER_CARDS, START

SVG_NS = "{http://www.w3.org/2000/svg}"


def symbols(slug: str) -> dict[str, ElementTree.Element]:
    """The game's sheet, parsed (it must be well-formed XML): its symbols by id."""
    root = ElementTree.fromstring(svg.sheet(slug))
    return {node.get("id"): node for node in root.iter(f"{SVG_NS}symbol")}


def test_every_piece_a_phone_may_show_is_in_its_games_sheet():
    cards = symbols("pass")
    for label in set(BASE_DECK + FIFTH_PLAYER_CARDS):
        assert card_id(label, False) in cards
        assert (card_id(label, True) in cards) == (label != START)  # START has no yellow side
    assert {"token-upgrade", "token-augment", "crown", "points-4"} <= set(cards)
    tiles = symbols("dominoes")
    for a in range(7):
        for b in range(a + 1):
            assert {f"tile-{a}-{b}", f"tile-{a}-{b}-up"} <= set(tiles)
    assert len([t for t in tiles if t.startswith("tile-") and t[5].isdigit()]) == 56
    ladder = symbols("take-or-pass")
    assert {f"card-{v}" for v in range(3, 36)} | {"card-mark", "chip", "chip-edge"} <= set(ladder)


def test_a_face_is_written_with_the_tables_shapes_and_words():
    face = symbols("pass")["card-7_8-up"]
    assert face.get("viewBox") == "0 0 116 166"
    words = [t.text for t in face.iter(f"{SVG_NS}text")]
    assert words == ["8", "7"]  # shown upgraded: the yellow 8 on top, large
    fills = {node.get("fill") for node in face.iter(f"{SVG_NS}rect")}
    assert "#f6cd46" in fills  # theme.CARD_YELLOW
    pips = [c for c in symbols("dominoes")["tile-6-2"].iter(f"{SVG_NS}circle")
            if c.get("fill") == "#1a181c"]  # game/art/dominoes.py PIP
    assert len(pips) == 8


def test_shapes_are_drawn_where_pygame_draws_them():
    # pygame strokes inside a rectangle's outline; SVG strokes on the line: moved in by half
    assert svg.shape_svg(Rect(0, 0, 10, 20, (0, 0, 0), 2, 4)) == (
        '<rect x="1" y="1" width="8" height="18" rx="3" fill="none" stroke="#000000" '
        'stroke-width="2"/>')
    assert svg.shape_svg(Circle(5, 5, 4, (255, 255, 255, 70), 2)) == (
        '<circle cx="5" cy="5" r="3" fill="none" stroke="#ffffff" stroke-width="2" '
        'stroke-opacity="0.27"/>')
    # a value too wide for its room steps down to 28 px, then narrows as fit_text does
    wide = svg.shape_svg(Text(0, 50, "10\u200910", 49, (0, 0, 0), 40))
    assert 'font-size="28"' in wide and 'textLength="' in wide
    assert 'font-size="49"' in svg.shape_svg(Text(0, 50, "7", 49, (0, 0, 0), 40))
    assert "&lt;" in svg.shape_svg(Text(0, 0, "<b>", 30, (0, 0, 0), 0))


@pytest.mark.asyncio
async def test_the_art_icons_and_manifest_are_served_and_an_unknown_game_is_not(aiohttp_client):
    match, hub = hub_for("pass", 2, [0])
    client = await aiohttp_client(server.make_app(hub))
    art = await client.get("/art/pass.svg", headers={"Accept-Encoding": "gzip"})
    assert art.status == 200 and art.headers["Content-Type"].startswith("image/svg+xml")
    assert art.headers["Content-Encoding"] == "gzip" and await art.text() == svg.sheet("pass")
    assert (await client.get("/art/chess.svg")).status == 404
    assert (await client.get("/art/..%2Fserver.svg")).status == 404
    icon = await client.get("/icon.svg")
    assert icon.status == 200 and "<svg" in await icon.text()
    manifest = await client.get("/manifest.webmanifest")
    assert manifest.headers["Content-Type"].startswith("application/manifest+json")
    for source in (await manifest.json(content_type=None))["icons"]:
        assert (await client.get("/" + source["src"])).status == 200
    for path in PAGE_FILES:
        answer = await client.get(path)
        assert answer.status == 200 and answer.headers["Cache-Control"] == "no-store", path


def test_the_page_loads_every_script_the_server_serves():
    page = _page("index.html").decode()
    scripts = set(re.findall(r'<script src="([^"]+)"', page))
    assert {f"/{name}" for name in scripts} == {p for p in PAGE_FILES if p.endswith(".js")}


@pytest.mark.parametrize("size", [192, 512])
def test_the_home_screen_icons_are_the_tables_icon(size):
    """tools/make_art.py writes them; they are the icon's shapes painted, pixel for pixel."""
    shown = pygame.image.load(io.BytesIO(_page(f"icon-{size}.png")), "icon.png")
    drawn = pygame.Surface((size, size), pygame.SRCALPHA)
    paint(drawn, icon_shapes(size))
    assert shown.get_size() == (size, size)
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(drawn, "RGBA")
