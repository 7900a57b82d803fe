"""Lint every levels/*.tmx against the registry: every game's layout parses, has all its
anchors for every player count it takes, on screen, without overlaps; and the loader's errors."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.layout import (
    FACINGS,
    LEVELS_DIR,
    Anchor,
    LayoutError,
    computed_layout,
    load_layout,
    required_anchors,
)
from game.engine.theme import SCREEN_SIZE
from game.registry import GAMES, descriptor

CASES = [(game.slug, n) for game in GAMES for n in game.players]


def no_images(*args: object, **kwargs: object):  # noqa: ANN201 - pytmx loader signature
    """An image loader that loads nothing: the layouts are pure data."""
    return lambda *a, **k: None


def test_every_tmx_in_levels_is_a_known_game() -> None:
    found = sorted(p.stem for p in LEVELS_DIR.glob("*.tmx"))
    assert found == sorted(game.slug for game in GAMES)


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_layout_has_every_anchor_on_screen_without_overlaps(slug: str, players: int) -> None:
    layout = load_layout(slug, players, descriptor(slug).anchors, image_loader=no_images)
    assert (layout.width, layout.height) == SCREEN_SIZE
    assert set(required_anchors(players, descriptor(slug).anchors)) <= set(layout.anchors)
    assert [s.name for s in layout.seats] == [f"seat-{i}" for i in range(players)]
    for a in layout.anchors.values():
        assert a.w > 0 and a.h > 0, a.name
        assert a.x >= 0 and a.y >= 0, a.name
        assert a.x + a.w <= SCREEN_SIZE[0] and a.y + a.h <= SCREEN_SIZE[1], a.name
    anchors = list(layout.anchors.values())
    clashes = [(a.name, b.name) for i, a in enumerate(anchors) for b in anchors[i + 1:]
               if a.overlaps(b)]
    assert clashes == []


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_seats_face_the_table_and_go_clockwise_from_bottom_left(slug: str, players: int) -> None:
    layout = load_layout(slug, players, image_loader=no_images)
    seats = layout.seats
    assert all(s.props.get("facing") in FACINGS for s in seats)
    assert seats[0].facing == "up" and seats[0].center[0] < SCREEN_SIZE[0] / 3
    # Clockwise on screen: up the left side, left to right along the top, down the right.
    top = [s for s in seats if s.facing == "down"]
    assert [s.center[0] for s in top] == sorted(s.center[0] for s in top)
    order = [s.facing for s in seats[1:]]
    assert order == sorted(order, key=["right", "down", "left"].index)


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_seats_are_big_enough_for_a_name_chips_and_a_row_of_cards(slug: str, players: int) -> None:
    for seat in load_layout(slug, players, image_loader=no_images).seats:
        assert seat.w >= 330 and seat.h >= 150, seat


@pytest.mark.parametrize("players", descriptor("dominoes").players)
def test_the_domino_train_area_holds_a_28_tile_train(players: int) -> None:
    _x, _y, w, h = load_layout("dominoes", players, image_loader=no_images).rect("train")
    assert w >= 1300 and h >= 420


def test_game_specific_anchors() -> None:
    for game in GAMES:
        layout = load_layout(game.slug, game.players[0], image_loader=no_images)
        assert game.anchors and all(layout.rect(n) == r for n, r in game.anchors.items())


def test_a_layout_lacking_a_games_anchor_is_refused() -> None:
    with pytest.raises(LayoutError, match="lacks: boneyard"):
        load_layout("pass", 2, ("trick", "boneyard"))
    with pytest.raises(LayoutError, match="no 'boneyard'"):
        load_layout("pass", 2).rect("boneyard")


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_the_computed_layout_is_the_maps_without_its_felt(slug: str, players: int) -> None:
    game = descriptor(slug)
    loaded = load_layout(slug, players, game.anchors, image_loader=no_images)
    computed = computed_layout(slug, players, game.anchors)
    assert {n: (a.rect, a.facing) for n, a in computed.anchors.items()} == {
        n: (a.rect, a.facing) for n, a in loaded.anchors.items()}
    assert computed.seats == loaded.seats and (computed.width, computed.height) == SCREEN_SIZE
    assert computed.felt == [] and computed.tileset is None


def test_felt_covers_the_screen_from_the_tileset() -> None:
    layout = load_layout("pass", 3)
    assert len(layout.felt) == 48 * 27
    assert layout.tileset is not None and Path(layout.tileset.image).exists()
    assert layout.tileset.tile_w == 40 and layout.tileset.columns >= 1
    assert {(t.x, t.y) for t in layout.felt} == {
        (x * 40, y * 40) for x in range(48) for y in range(27)
    }


def test_missing_player_count_and_missing_file_give_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match="players-9"):
        load_layout("pass", 9)
    with pytest.raises(LayoutError, match="does not exist"):
        load_layout("chess", 2)
    broken = tmp_path / "pass.tmx"
    broken.write_text("<map version='1.10'", encoding="utf-8")
    with pytest.raises(LayoutError, match="Cannot read"):
        load_layout("pass", 2, path=broken)


def test_anchor_geometry() -> None:
    a = Anchor("a", 10, 20, 100, 50)
    assert a.rect == (10, 20, 100, 50) and a.center == (60, 45)
    assert not a.overlaps(Anchor("b", 110, 20, 10, 10))  # touching edges do not overlap
    assert a.overlaps(Anchor("c", 109, 69, 10, 10))


def test_a_map_is_parsed_once_for_all_its_player_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    import pytmx

    from game.engine import layout as layout_module

    parses: list[str] = []
    real = pytmx.TiledMap

    def counting(path: str, *args: object, **kwargs: object) -> pytmx.TiledMap:
        parses.append(path)
        return real(path, *args, **kwargs)

    layout_module._MAPS.clear()
    monkeypatch.setattr(pytmx, "TiledMap", counting)
    two, three = load_layout("pass", 2), load_layout("pass", 3)
    assert len(parses) == 1 and len(two.seats) == 2 and len(three.seats) == 3
    load_layout("pass", 2, image_loader=no_images)  # a custom loader always parses afresh
    assert len(parses) == 2
