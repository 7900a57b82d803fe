"""Run the standalone build as a player would, headless and from an unrelated folder, and
fail on any error (`make dist-check`): `--version`, a demo of each game with screenshots
(the real tables: a table that falls back to its computed layout says so on stderr, and any
stderr fails), and `replay` of each example, whose output must be byte for byte the
checkout's.

    python tools/dist_check.py [APP_FOLDER] [--screenshots DIR]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.version import version  # noqa: E402 - the checkout's, found through ROOT

DEMOS = (("pass", 4), ("take-or-pass", 4), ("dominoes", 2))
FRAMES = 240
TIMEOUT = 300  # seconds for one command on a busy machine


def program(folder: Path) -> Path:
    """The built executable inside the one-folder app."""
    return folder / ("passtime.exe" if sys.platform == "win32" else "passtime")


class Check:
    """Runs the commands and keeps what went wrong."""

    def __init__(self, app: Path, home: Path) -> None:
        self.app = app
        self.home = home  # the working folder: nothing of the checkout is in reach
        self.env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                        PYGAME_HIDE_SUPPORT_PROMPT="1",
                        PASSTIME_CONFIG_DIR=str(home / "config"),
                        PASSTIME_CACHE_DIR=str(home / "cache"))
        self.failures: list[str] = []

    def run(self, *args: str) -> subprocess.CompletedProcess[bytes]:
        """The built program run with `args` in the working folder."""
        return subprocess.run([str(self.app), *args], cwd=self.home, env=self.env,
                              capture_output=True, timeout=TIMEOUT)

    def expect(self, what: str, ok: bool, detail: bytes | str = b"") -> None:
        """Print one line for `what`; keep it as a failure unless `ok`."""
        print(f"{'ok    ' if ok else 'FAILED'} {what}", flush=True)
        if not ok:
            text = detail.decode(errors="replace") if isinstance(detail, bytes) else detail
            self.failures.append(f"{what}: {text.strip()[-2000:]}")

    def version(self) -> None:
        done = self.run("--version")
        wanted = f"passtime {version()}\n".encode()
        self.expect(f"--version prints {wanted.decode().strip()!r}",
                    done.returncode == 0 and done.stdout.replace(b"\r\n", b"\n") == wanted,
                    done.stdout + done.stderr)

    def demo(self, game: str, players: int, shots: Path) -> None:
        folder = shots / f"{game}-{players}"
        folder.mkdir(parents=True, exist_ok=True)
        done = self.run("demo", "--game", game, "--players", str(players), "--frames",
                        str(FRAMES), "--screenshots", str(folder))
        pictures = sorted(p for p in folder.glob("*.png") if p.stat().st_size > 10_000)
        self.expect(f"demo {game} x{players}: {len(pictures)} screenshots in {folder}",
                    done.returncode == 0 and not done.stderr.strip() and bool(pictures),
                    done.stderr or done.stdout)

    def replay(self, record: Path) -> None:
        built = self.run("replay", str(record))
        source = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", str(record)],
                                cwd=ROOT, env=self.env, capture_output=True, timeout=TIMEOUT)
        same = (built.returncode, built.stdout) == (source.returncode, source.stdout)
        self.expect(f"replay {record.name} matches the checkout's",
                    same and built.returncode == 0 and not built.stderr.strip(),
                    built.stderr or built.stdout)


def main(argv: list[str] | None = None) -> int:
    """Check the build; 0 when everything passed, 1 otherwise."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "dist" / "passtime"),
                        help="the one-folder app (default: dist/passtime)")
    parser.add_argument("--screenshots", metavar="DIR", help="keep the screenshots here")
    args = parser.parse_args(argv)
    app = program(Path(args.folder).resolve())
    if not app.is_file():
        print(f"dist-check: {app} does not exist; run `make dist` first.", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="passtime-dist-check-") as tmp:
        check = Check(app, Path(tmp))
        check.version()
        shots = Path(args.screenshots).resolve() if args.screenshots else Path(tmp) / "shots"
        for game, players in DEMOS:
            check.demo(game, players, shots)
        for record in sorted((ROOT / "examples").glob("*.json")):
            check.replay(record)
    for failure in check.failures:
        print(f"dist-check: {failure}", file=sys.stderr)
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main())
