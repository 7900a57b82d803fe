"""bench/bots.py --log: a strength run's finished matches go to a log, and a stopped run
resumes from it with the figures one whole run would give (bench/match_log.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import Future
from pathlib import Path

import pytest
from bench_helpers import count_plays, load_bench

EXPERT_HARD = ("take-or-pass", 3, "expert", "hard")
BUDGET = {"think_time": None, "iterations": 3}  # expert gets 8x: replays exactly


class _Pool:
    """Stands in for a process pool: plays a match at once when `runs`, else leaves its
    future pending (a match not begun)."""

    def __init__(self, runs=lambda count: True) -> None:
        self.futures: list[Future] = []
        self.runs = runs

    def submit(self, fn, job) -> Future:
        future: Future = Future()
        if self.runs(len(self.futures)):
            future.set_result(fn(job))
        self.futures.append(future)
        return future


@pytest.mark.slow
def test_a_stopped_run_resumes_from_its_log_with_the_figures_of_one_whole_run(
        tmp_path, monkeypatch, capsys):
    bots = load_bench("bots")
    whole = bots.strength(*EXPERT_HARD, 6, 11, BUDGET, None, {})
    played = count_plays(bots, monkeypatch)
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"]) as log:  # "stopped" after 4 matches
        bots.strength(*EXPERT_HARD, 4, 11, BUDGET, None, {}, log)
    assert len(path.read_text().splitlines()) == 4
    played.clear()
    times: dict = {}
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        assert len(log.results) == 4
        resumed = bots.strength(*EXPERT_HARD, 6, 11, BUDGET, None, times, log)
    assert (whole.pop("from_log"), resumed.pop("from_log")) == (0, 4)
    assert resumed == whole
    assert len(played) == 2  # only the matches the log did not hold
    assert len(path.read_text().splitlines()) == 6
    assert set(times) == {"take-or-pass/expert", "take-or-pass/hard"}
    capsys.readouterr()


def test_matches_ending_out_of_order_in_a_pool_give_the_same_figures_and_log(tmp_path, capsys):
    bots = load_bench("bots")
    alone = bots.strength("take-or-pass", 3, "normal", "random", 7, 11, {}, None, {})
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        pooled = bots.strength("take-or-pass", 3, "normal", "random", 7, 11, {}, _Pool(), {},
                               log)
    assert pooled == alone
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        assert len(log.results) == 7
    capsys.readouterr()


def test_a_run_stopped_early_cancels_the_matches_not_begun(tmp_path):
    bots = load_bench("bots")
    jobs = [("take-or-pass", 3, ["normal", "random", "random"], 11, {}, None),
        ("take-or-pass", 3, ["random", "normal", "random"], 11, {}, None),
        ("take-or-pass", 3, ["random", "random", "normal"], 11, {}, None)]
    pool = _Pool(runs=lambda count: count == 0)  # only the first match was played
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        results = bots.results_as_played(jobs, pool, log)
        index, _, logged = next(results)
        results.close()  # as Ctrl-C or an error would stop it
    assert (index, logged) == (0, False)
    assert [f.cancelled() for f in pool.futures] == [False, True, True]
    assert len(path.read_text().splitlines()) == 1  # the finished match is kept


def test_a_log_keeps_but_does_not_use_matches_played_by_other_code(tmp_path, monkeypatch):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"], fingerprint=lambda slug: "old") as log:
        bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    before = path.read_text()
    played = count_plays(bots, monkeypatch)
    with bots.MatchLog(path, ["take-or-pass"], fingerprint=lambda slug: "new") as log:
        assert (len(log.results), log.stale) == (0, 3)
        bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    assert len(played) == 3
    text = path.read_text()
    assert text.startswith(before) and len(text.splitlines()) == 6


def test_a_match_is_not_logged_once_the_games_code_changed_during_the_run(tmp_path, capsys):
    bots = load_bench("bots")
    prints = iter(["before", "after", "after"])
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"], fingerprint=lambda slug: next(prints)) as log:
        bots.strength("take-or-pass", 3, "normal", "random", 2, 11, {}, None, {}, log)
    assert path.read_text() == ""
    err = capsys.readouterr().err
    assert err.count("the code of take-or-pass changed during the run") == 1


def test_a_last_line_cut_short_is_skipped_and_the_next_record_starts_a_line(
        tmp_path, monkeypatch, capsys):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    lines = path.read_text().splitlines()
    gone = lines[1].replace('take-or-pass', 'tiddlywinks')  # a game no longer known
    cut = "\n".join([lines[0], gone, lines[1]]) + "\n" + lines[2][:40]  # killed mid-write
    path.write_text(cut)
    capsys.readouterr()
    played = count_plays(bots, monkeypatch)
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        assert "line 4 was cut short, skipped" in capsys.readouterr().err
        assert (len(log.results), log.stale) == (2, 1)  # a game no longer known: stale
        bots.strength("take-or-pass", 3, "normal", "random", 3, 11, {}, None, {}, log)
    assert len(played) == 1
    assert path.read_text().startswith(cut + "\n")  # kept, and the new record on its own line
    with bots.MatchLog(path, ["take-or-pass"]) as log:
        assert len(log.results) == 3


@pytest.mark.parametrize("content", [
    b'{"frames": 3600}\n{"p99_ms": 4.1}\n',  # some other JSON figures
    b'{"game":"take-or-pass","key":"[]","code":"x","winners":[0],"times":{}}\nnot json\n',
    b"\xff\xfe binary",
], ids=["other-json", "bad-line-inside", "not-text"])
def test_a_file_that_is_not_a_match_log_is_refused_and_left_as_it_was(tmp_path, capsys,
                                                                       content):
    bots = load_bench("bots")
    path = tmp_path / "figures.json"
    path.write_bytes(content)
    with pytest.raises(SystemExit) as stop:
        bots.main(["--games", "take-or-pass", "--pairs", "normal-random", "--matches", "3",
                   "--log", str(path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"{path} is not a match log" in err and "left as it was" in err
    assert "matches," not in err  # no match was played
    assert path.read_bytes() == content


def test_a_second_run_on_the_same_log_is_refused(tmp_path, capsys):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    with bots.MatchLog(path, ["take-or-pass"]):
        with pytest.raises(SystemExit) as stop:
            bots.main(["--games", "take-or-pass", "--pairs", "normal-random", "--matches", "3",
                       "--log", str(path)])
        assert stop.value.code == 2
        assert "is in use by another run" in capsys.readouterr().err
    with bots.MatchLog(path, ["take-or-pass"]) as log:  # free again once the first is done
        assert log.results == {}


def test_a_log_that_cannot_be_written_stops_the_run_before_any_match(tmp_path, capsys):
    bots = load_bench("bots")
    with pytest.raises(SystemExit) as stop:
        bots.main(["--games", "take-or-pass", "--pairs", "normal-random", "--matches", "3",
                   "--log", str(tmp_path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"cannot use {tmp_path} as the match log" in err
    assert "matches," not in err  # no match was played


def test_a_games_fingerprint_changes_with_its_own_and_the_shared_code_only(tmp_path):
    match_log = load_bench("match_log")
    files = {"game/ai/search.py": "a", "game/rules/base.py": "b", "game/registry.py": "c",
             "game/rules/cards/rules.py": "d", "game/rules/tiles/rules.py": "e",
             "game/engine/draw.py": "f", "game/ai/hint.py": "g", "game/rules/tiles/learn.py": "h",
             "game/rules/record.py": "i", "bench/match_play.py": "j", "bench/bots.py": "k"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)

    def prints() -> tuple[str, str]:
        return (match_log.code_fingerprint("cards", tmp_path),
                match_log.code_fingerprint("tiles", tmp_path))

    first = prints()
    assert first[0] != first[1]
    (tmp_path / "game/rules/tiles/rules.py").write_text("e2")
    for unplayed in ("game/engine/draw.py", "game/ai/hint.py", "game/rules/tiles/learn.py",
                     "game/rules/record.py", "bench/bots.py"):  # not what bots play by
        (tmp_path / unplayed).write_text("changed")
    second = prints()
    assert second[0] == first[0] and second[1] != first[1]
    for shared in ("game/ai/search.py", "game/rules/base.py", "game/registry.py",
                   "bench/match_play.py"):
        (tmp_path / shared).write_text("changed")
        third = prints()
        assert third[0] != second[0] and third[1] != second[1]
        second = third
    assert match_log.game_package("pass") == "pass_game"


def test_a_match_between_bots_loads_only_modules_its_fingerprint_covers():
    """A fresh interpreter plays a short match of each game with every level; each game or
    bench module it loads (the loop too) must be one whose change makes that game's logged
    matches stale."""
    match_log = load_bench("match_log")
    script = (
        "import json, sys\n"
        "from bench.match_play import play_one\n"
        "seen = {}\n"
        "for slug, levels in [('pass', ['expert', 'hard', 'normal']),\n"
        "                     ('take-or-pass', ['expert', 'hard', 'easy']),\n"
        "                     ('dominoes', ['expert', 'hard', 'normal', 'easy'])]:\n"
        "    play_one((slug, len(levels), levels, 3, {'think_time': None, 'iterations': 2},"
        " None))\n"
        "    seen[slug] = sorted(m.__file__ for name, m in sys.modules.items()\n"
        "                        if name.split('.')[0] in ('game', 'bench')\n"
        "                        and getattr(m, '__file__', 0))\n"
        "print(json.dumps(seen))\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-c", script], cwd=match_log.ROOT, env=env,
                         capture_output=True, text=True, check=True, timeout=120).stdout
    rules = match_log.ROOT / "game" / "rules"
    for slug, files in json.loads(out).items():
        package = match_log.game_package(slug)
        covered = set(match_log.fingerprint_files(package))
        loaded = {Path(f).resolve() for f in files}
        # Other games' modules (the registry reads every game's about.py) run for theirs.
        others = {f for f in loaded if f.parent.parent == rules and f.parent.name != package}
        assert len(loaded) > 20, slug
        assert loaded - others <= covered, (slug, sorted(map(str, loaded - others - covered)))


def _main_json(bots, capsys, args: list[str]) -> dict:
    assert bots.main(args) == 0
    return json.loads(capsys.readouterr().out)


def test_a_peek_reports_the_logged_matches_beside_the_run_adding_to_it(tmp_path, monkeypatch,
                                                                       capsys):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    four = bots.strength("take-or-pass", 3, "normal", "random", 4, 11, {}, None, {})
    args = ["--games", "take-or-pass", "--players", "3", "--pairs", "normal-random",
            "--matches", "6", "--seed", "11", "--log", str(path), "--peek"]
    with bots.MatchLog(path, ["take-or-pass"]) as running:  # the run goes on meanwhile
        assert _main_json(bots, capsys, args)["strength"][0]["matches"] == 0
        bots.strength("take-or-pass", 3, "normal", "random", 4, 11, {}, None, {}, running)
        before = path.read_bytes()
        played = count_plays(bots, monkeypatch)
        peeked = _main_json(bots, capsys, args)
    assert played == [] and path.read_bytes() == before
    row = peeked["strength"][0]
    assert (row.pop("from_log"), four.pop("from_log")) == (4, 0)
    assert row == four
    assert peeked["settings"]["peek"] is True


def test_an_empty_peek_has_no_share_and_a_peek_needs_a_log(tmp_path, capsys):
    bots = load_bench("bots")
    path = tmp_path / "strength.jsonl"
    path.write_text("")
    row = _main_json(bots, capsys, ["--games", "take-or-pass", "--pairs", "normal-random",
                                    "--fewest", "--matches", "3", "--log", str(path),
                                    "--peek"])["strength"][0]
    assert (row["matches"], row["ratio"], row["ratio_95"], row["met"]) == (0, None, None, None)
    for args, message in ((["--peek"], "--peek reads a log"),
                          (["--peek", "--log", str(tmp_path / "none.jsonl")], "cannot use")):
        with pytest.raises(SystemExit) as stop:
            bots.main(["--games", "take-or-pass", "--pairs", "normal-random", *args])
        assert stop.value.code == 2
        assert message in capsys.readouterr().err
    assert not (tmp_path / "none.jsonl").exists()  # a peek creates nothing


def test_a_comment_or_docstring_edit_keeps_the_fingerprint_and_a_code_edit_changes_it(
        tmp_path):
    match_log = load_bench("match_log")
    rules = tmp_path / "game/rules/cards/rules.py"
    rules.parent.mkdir(parents=True)
    (tmp_path / "bench").mkdir()
    (tmp_path / "bench/match_play.py").write_text("def play(match):\n    return match\n")

    def code(text: str) -> str:
        rules.write_text(text)
        return match_log.code_fingerprint("cards", tmp_path)

    first = code('"""Cards."""\nLIMIT = 3\n"""How many."""\n\n\n'
                 'def take(n):\n    """Take n."""\n    return n + LIMIT  # the limit\n')
    assert code('"""Cards, a game of taking."""\n# Three, as the rules say.\nLIMIT = 3\n'
                '"""How many a seat may take."""\n\n\ndef take(n):\n    """Take n cards."""\n'
                '    # n is checked by the caller\n    return n + LIMIT\n') == first
    assert code('"""Cards."""\nLIMIT = 3\n\n\ndef take(n):\n    return n - LIMIT\n') != first
    assert code('LIMIT = 3\n\n\ndef take(n):\n    return n + LIMIT\n') == first
    assert code('LIMIT = 3\n\n\ndef take(n):\n    return n + LIMIT\nprint("x")\n') != first
    rules.rename(rules.with_name("play.py"))  # the same code in another module
    assert match_log.code_fingerprint("cards", tmp_path) != first


def test_the_code_is_written_the_same_by_every_python_version():
    """Python 3.12's ast.dump adds `type_params=[]` to every function and 3.13's leaves empty
    fields out: the fingerprint writes each node with the fields that hold something only,
    which is the same text on 3.11, 3.12 and 3.13 (pinned here)."""
    import ast

    match_log = load_bench("match_log")
    tree = ast.parse("@cache\ndef take(n, *, k=2):\n    return n + k\n")
    assert match_log.canonical(tree) == (
        "Module(body=[FunctionDef(name='take',args=arguments(args=[arg(arg='n')],"
        "kwonlyargs=[arg(arg='k')],kw_defaults=[Constant(value=2)]),"
        "body=[Return(value=BinOp(left=Name(id='n',ctx=Load()),op=Add(),"
        "right=Name(id='k',ctx=Load())))],decorator_list=[Name(id='cache',ctx=Load())])])")
