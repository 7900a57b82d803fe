"""Property test: arbitrary JSON, bytes and argument lists thrown at `replay`, `sim` and the
settings loader never end in a traceback or a hang, and exit 0 or 2 (2 with one line).

main.main() runs in-process (a subprocess per example would take minutes); an alarm turns
a hang into a failure instead of a stuck suite."""
import contextlib
import io
import json
import signal
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.engine.settings import Settings
from main import main

HANG_SECONDS = 30  # far above any real run here: only a hang trips it
EXAMPLES = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=20,
)
slugs = st.sampled_from(["pass", "take-or-pass", "dominoes"])
moves = st.sampled_from(["take", "pass", "draw", "play 6-6", "play 2>22", "play 7>8 7>8",
                         "play START", "play 5-3 left", "play 2>22 augment 1"])
records = st.fixed_dictionaries(
    {"game": slugs | json_values, "players": st.integers(0, 8) | json_values},
    optional={"seed": st.integers(-3, 2**70) | json_values, "options": json_values,
              "deals": json_values, "moves": st.lists(moves | json_values, max_size=30)},
)
# Hostile text: deep brackets, huge numbers, NaN, and plain junk.
nasty_text = st.sampled_from(["[" * 5000, "9" * 5000, "NaN", "-1", "1e999", "", "\x00",
                              '{"games": true}', "{", "inf"]) | st.text(max_size=30)


def run_cli(argv: list[str]) -> tuple[int, str]:
    """main(argv) in-process: (exit code, stderr); fails on an exception or a hang."""
    err = io.StringIO()

    def hung(*_args: object) -> None:
        raise AssertionError(f"no answer within {HANG_SECONDS} s for {argv!r:.200}")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(HANG_SECONDS)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as exc:  # argparse's refusals
                code = exc.code
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    return code, err.getvalue()


def check_answer(code: int, stderr: str) -> None:
    event(f"exit {code}")  # --hypothesis-show-statistics shows how many runs got through
    assert code in (0, 2), (code, stderr)
    assert "Traceback" not in stderr
    if code == 2 and stderr:
        assert len(stderr.strip().splitlines()) == 1, stderr


@EXAMPLES
@given(content=records.map(json.dumps).map(str.encode) | st.binary(max_size=300)
       | json_values.map(json.dumps).map(str.encode))
def test_replay_answers_any_file(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(content)
        check_answer(*run_cli(["replay", str(path)]))


sim_flags = st.lists(
    st.sampled_from(["--game"]).flatmap(lambda f: (slugs | nasty_text).map(lambda v: [f, v]))
    | st.sampled_from(["--players"]).flatmap(
        lambda f: (st.integers(-2, 9).map(str) | nasty_text).map(lambda v: [f, v]))
    | st.sampled_from(["--bots"]).flatmap(
        lambda f: (st.sampled_from(["random", "easy", "random,easy,random", "easy,random"])
                   | nasty_text).map(lambda v: [f, v]))
    | st.sampled_from(["--matches", "--seed"]).flatmap(
        lambda f: (st.integers(-1, 2).map(str) | nasty_text).map(lambda v: [f, v]))
    | st.sampled_from(["--options"]).flatmap(
        lambda f: (json_values.map(json.dumps) | nasty_text).map(lambda v: [f, v]))
    | st.just(["--json"]) | nasty_text.map(lambda v: [v]),
    max_size=7,
).map(lambda groups: [word for group in groups for word in group])


@EXAMPLES
@given(args=sim_flags)
def test_sim_answers_any_arguments(args: list[str]) -> None:
    check_answer(*run_cli(["sim", *args]))


@EXAMPLES
@given(content=st.binary(max_size=300) | json_values.map(json.dumps).map(str.encode)
       | st.sampled_from([b"[" * 10_000, b'{"volume": ' + b"9" * 5000 + b"}"]))
def test_settings_survive_any_bytes(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        (directory / "settings.json").write_bytes(content)
        loaded = Settings.load(directory)
        kept = [p.read_bytes() for p in directory.iterdir()]
        assert content in kept, "the file as it was is never lost"
        if loaded.save(directory) is not None:
            assert Settings.load(directory).messages == [], "what was saved reads back clean"
        assert content in [p.read_bytes() for p in directory.iterdir()] or not loaded.messages


def demo_flags(folder: str) -> st.SearchStrategy[list[str]]:
    """Demo arguments, always with a short --frames or --seconds so a valid run is brief."""
    paths = st.sampled_from([f"{folder}/out", f"{folder}/stats.json", "/dev/full/x",
                             "/proc/none/x", folder, ""])
    flag = (
        st.tuples(st.just("--game"), slugs | nasty_text)
        | st.tuples(st.just("--players"), st.integers(0, 8).map(str) | nasty_text)
        | st.tuples(st.sampled_from(["--speed", "--seed"]),
                    st.sampled_from(["1", "4", "0", "-1", "nan", "inf", "1e9"]) | nasty_text)
        | st.tuples(st.just("--bots"), st.sampled_from(["random", "easy"]) | nasty_text)
        | st.tuples(st.just("--options"), json_values.map(json.dumps) | nasty_text)
        | st.tuples(st.sampled_from(["--screenshots", "--stats"]), paths)
    )
    length = (st.tuples(st.just("--frames"), st.integers(-1, 3).map(str) | nasty_text)
              | st.tuples(st.just("--seconds"),
                          st.sampled_from(["0.05", "inf", "nan", "-1", "0", "1e308"])))
    return st.tuples(st.lists(flag, max_size=5), length).map(
        lambda parts: [word for group in [*parts[0], parts[1]] for word in group])


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_demo_answers_any_arguments(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        args = data.draw(demo_flags(folder))
        with contextlib.chdir(folder):  # a relative path drawn for a flag lands here
            check_answer(*run_cli(["demo", *args]))


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(content=records.map(json.dumps).map(str.encode) | st.binary(max_size=200),
       extra=st.lists(st.sampled_from(["--perspective", "--speed", "--screenshots"])
                      .flatmap(lambda f: nasty_text.map(lambda v: [f, v])), max_size=2),
       frames=st.integers(-1, 3).map(str) | nasty_text)
def test_watch_answers_any_record_and_arguments(content: bytes, extra: list[list[str]],
                                                frames: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(content)
        args = [word for group in extra for word in group]
        with contextlib.chdir(folder):  # --screenshots takes drawn text as a relative folder
            check_answer(*run_cli(["watch", str(path), *args, "--frames", frames]))
