"""Test-wide setup: every test runs headless, with no display and no audio device."""
import os
import sys
import tempfile
from pathlib import Path

from hypothesis import settings

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Rendered sound effects are cached here, never in the user's own cache directory; settings,
# saves and history likewise (and no test moves the user's old ~/.config/passtime).
os.environ["PASSTIME_CACHE_DIR"] = tempfile.mkdtemp(prefix="passtime-test-cache-")
os.environ["PASSTIME_CONFIG_DIR"] = tempfile.mkdtemp(prefix="passtime-test-config-")
# Bench scripts run by tests log their runs here, never into the kept bench/logs.
os.environ["PASSTIME_BENCH_LOGS"] = tempfile.mkdtemp(prefix="passtime-test-bench-logs-")

# In CI the property tests draw the same examples every run (a landing never fails on an
# example nobody has seen); on developers' machines they keep exploring new ones. No example
# has a time limit: on a loaded machine a slow example is not a failure (speed is measured
# in bench/, never asserted).
settings.register_profile("local", deadline=None)
settings.register_profile("ci", derandomize=True, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "local")

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests" / "helpers"):  # the project, and the tests' shared helpers
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from game.engine import drawn  # noqa: E402 - the project is importable from here on

# Pictures kept between frames (backdrops, stamps) take notes for the screen checks even when
# drawn before a check listens: a test may listen only for the frame it checks.
drawn.KEEP_NOTES = True
