"""tools/dist_check.py (`make dist-check`) fails on a build that errs, naming each check."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = len(list((ROOT / "examples").glob("*.json")))


def check(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "dist_check.py"), str(folder)],
                          capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(sys.platform == "win32", reason="the fake build is a POSIX shell script")
def test_a_build_that_fails_fails_every_check(tmp_path: Path) -> None:
    app = tmp_path / "passtime"
    app.write_text("#!/bin/sh\necho 'broken build' >&2\nexit 3\n")
    app.chmod(0o755)
    done = check(tmp_path)
    assert done.returncode == 1
    # --version, a demo of each of the three games, a replay of each example.
    assert done.stdout.count("FAILED") == 1 + 3 + EXAMPLES and "ok " not in done.stdout
    assert "dist-check: --version prints" in done.stderr and "broken build" in done.stderr


def test_a_missing_build_says_how_to_make_one(tmp_path: Path) -> None:
    done = check(tmp_path)
    assert done.returncode == 1 and "run `make dist` first" in done.stderr
