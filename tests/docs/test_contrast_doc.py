"""docs/contrast.md is what tools/contrast_table.py writes from the text styles."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_contrast_table_is_current() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools/contrast_table.py"), "--check"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, "run python tools/contrast_table.py: " + run.stdout
    page = (ROOT / "docs/contrast.md").read_text("utf-8")
    assert "| focused button label |" in page and "| seat colour blue on a panel |" in page
