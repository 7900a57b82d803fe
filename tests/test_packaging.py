"""The wheel carries everything the game reads (fonts, images, the Tiled maps, the example
records, the phone pages), and the code finds them installed and zipped, away from the
checkout (game/engine/resources.py)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("game", "scenes", "assets", "levels", "examples", "main.py", "pyproject.toml",
           "setup.py", "README.md", "LICENSE")
# What the probe below prints, run with only the wheel (or its unpacked files) on the path.
PROBE = """
import json, os, pygame
from game.engine import display, layout, resources, text
from scenes.theater import picker
lay = layout.load_layout("pass", 4)
pygame.font.init()
pygame.font.Font(str(text.BOLD), 30)
print(json.dumps({
    "folders": {name: str(resources.folder(name)) for name in resources.FOLDERS},
    "are_dirs": [resources.folder(name).is_dir() for name in resources.FOLDERS],
    "felt_image": bool(lay.tileset) and os.path.isfile(lay.tileset.image),
    "felt_tiles": len(lay.felt),
    "icon": display.ICON.is_file(),
    "examples": sorted(p.name for p in picker.watchable()),
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a copy of the sources (the checkout gets no build/ folder)."""
    base = tmp_path_factory.mktemp("wheel")
    source = base / "source"
    source.mkdir()
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(path, source / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(base / "dist"), str(source)],
                   check=True, capture_output=True, cwd=base)
    (found,) = (base / "dist").glob("passtime-*.whl")
    return found


def tracked(folder: str, pattern: str = "*") -> set[str]:
    """Files under the checkout's `folder` matching `pattern`, as paths from the root."""
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob(pattern)
            if p.is_file() and "__pycache__" not in p.parts}


def test_the_wheel_holds_every_resource_inside_the_game_package(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder in ("assets", "levels", "examples"):
        expected = {f"game/{name}" for name in tracked(folder)}
        assert expected <= names, sorted(expected - names)
    for needed in ("game/assets/fonts/DejaVuSans.ttf", "game/assets/fonts/DejaVuSans-Bold.ttf",
                   "game/assets/images/icon.png", "game/levels/pass.tmx",
                   "game/levels/take-or-pass.tmx", "game/levels/dominoes.tmx",
                   "game/levels/felt.tsx", "game/levels/felt.png"):
        assert needed in names
    assert tracked("game/net/page") <= names
    # No generic top-level names: only the code's packages, main.py and the metadata.
    tops = {name.split("/", 1)[0] for name in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"game", "scenes", "main.py"}


def test_the_wheel_holds_every_module(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = tracked("game", "*.py") | tracked("scenes", "*.py")
    assert modules <= names, sorted(modules - names)
    assert "main.py" in names


def probe(path_entry: Path, cwd: Path) -> dict:
    """Run PROBE with `path_entry` as the only place the game can come from."""
    env = dict(os.environ, PYTHONPATH=str(path_entry), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # -P: the working directory is not put on the path, so nothing comes from the checkout.
    done = subprocess.run([sys.executable, "-P", "-c", PROBE], env=env, cwd=cwd,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def check_found(found: dict) -> None:
    """Every folder outside the checkout, the real felt map, the icon and the examples."""
    for name, where in found["folders"].items():
        assert not Path(where).is_relative_to(ROOT), (name, where)
    assert all(found["are_dirs"])  # checked in the probe: a zip's copies go when it exits
    assert found["felt_image"]
    assert found["felt_tiles"] > 1000  # the map's felt layer, not the plain fallback felt
    assert found["icon"]
    assert found["examples"] == sorted(p.name for p in (ROOT / "examples").glob("*.json"))


def test_an_installed_wheel_finds_its_resources(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)  # what installing a pure-Python wheel lays down
    found = probe(site, tmp_path)
    check_found(found)
    assert found["folders"]["levels"] == str(site / "game" / "levels")


def test_a_zipped_game_finds_its_resources(wheel: Path, tmp_path: Path) -> None:
    found = probe(wheel, tmp_path)  # a wheel is a zip: imported straight from it
    check_found(found)
    # pygame and pytmx open files by name: the folders were copied out of the zip.
    assert not Path(found["folders"]["levels"]).is_relative_to(wheel)


def test_a_checkout_finds_its_own_folders() -> None:
    from game.engine import resources

    for name in resources.FOLDERS:
        assert resources.folder(name) == ROOT / name
    with pytest.raises(ValueError, match="not a resource folder"):
        resources.folder("tests")
