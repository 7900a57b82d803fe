"""The sections of docs/benchmarks.md: which logbooks each shows, its title and what a reader
needs to know first (what the script measures, its targets). A logbook no section names is
shown at the end under its own name, so no run is ever left out."""
from __future__ import annotations

HEADER = """\
# Benchmarks

Every figure below was measured by a script in `bench/`, which appended its run to
`bench/logs/<script>.jsonl` (`bench/logbook.py`); this page is written from those logs by
`python bench/write_docs.py` and must not be edited by hand (a test compares them). Each
figure carries its date, the machine and the exact command; the newest run of each kind
is shown, older ones by date and command. Runs marked *carried* were measured before the
logs existed and copied from the README of the time, as it stated them.

`make bench` runs the quick scripts in a few minutes; `make bench-full` measures bot
strength as the targets define it (200 matches per pairing at the real budgets), which
takes hours on two cores (`JOBS=N` spreads it over N processes). Each script takes
`--help`. These are not tests: the numbers depend on the machine and on what else it runs.
"""

SECTIONS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("Bot strength", ("bots",), """\
`bench/bots.py` plays a *challenger* level against another level in every other seat,
each deal once with the challenger in every seat (duplicate play, so the cards' luck
cancels). A figure is the challenger's win share as a multiple of the fair share
(1/players), with an approximate 95% interval from the spread between deals. Targets:
normal at least 1.5x easy, hard at least 1.3x normal (and 1.5x easy), expert at least 1.2x
hard. A level written `hard#1100` plays at 1,100 search iterations a move, what its real
budget (hard 0.25 s, expert 2 s) buys on the 2-core machine, so a busy machine does not
change the result. Rows of runs that gathered their matches through the match log
`bench/logs/strength.jsonl` are recomputed from it here (`bench/match_log.py`), with the
fingerprint of the code that played them: `python bench/bots.py --log
bench/logs/strength.jsonl --peek` with the same pairing tells how many of them today's
code would reuse."""),
    ("Bot levels rated", ("ladder",), """\
`bench/ladder.py` plays 4-player matches among random, easy, normal and hard in every
game, the bots moved one seat on each match, stores them as `sim --history` does and rates
them with openskill from the placements, as `python main.py ratings` does. A ladder lists
each level's rating (1000 is a newcomer's) with its 95% interval (two sigmas either
side); the aim is hard > normal > easy > random with hard's and random's intervals apart.
Hard searches the iterations 0.25 s buys on the 2-core machine."""),
    ("Against strangers", ("strangers",), """\
`bench/strangers.py` plays one of our levels against a table of *strangers*
(`bench/stranger_bots.py`): plain search bots that share none of our code, heuristics or
weights, single-observer ISMCTS (`ismcts`) or UCT over determinisations (`duct`), with
uniform random playouts. Every seat thinks for the same time a move (the level's own,
hard 0.25 s and expert 2 s, unless the run names another), each deal once with our level
in every seat. Targets in 3-player
Take or Pass: expert at least 1.5x its fair share, hard at least 1.3x. A think time is wall
clock, so on a busy machine every seat runs fewer iterations alike: each row gives the load
average while it ran and the share of a core the run had (`cpu share`)."""),
    ("Team dominoes", ("teams",), """\
`bench/teams.py`: 4-player dominoes in teams of two, a team of two levels against a
team of two others; each match its own deal, the challenging team at seats 0+2 and 1+3 in
turn, each team's partners swapped in turn; Wilson's intervals."""),
    ("Search speed", ("search_speed",), """\
`bench/search_speed.py`: ISMCTS iterations per CPU second for each game and player count,
on a few positions from normal bots' matches. A budget in seconds buys iterations at this
rate, less as the tree grows."""),
    ("A settled move is played at once", ("settle",), """\
`bench/settle.py` searches positions from normal bots' matches both with and without
stopping once the most visited move cannot be overtaken, and checks the move is the same;
the share of the budget spent is what settling saves."""),
    ("Playout experiments", ("tune_playouts", "top_screen", "fit_opponents"), """\
How the bots' playouts were chosen. `bench/tune_playouts.py` tunes a game's playout weights
by self-play of the policy; `bench/top_screen.py` screens a change to expert against hard
at equal iterations (win share and score margin, paired on the same deals);
`bench/fit_opponents.py` fits the Take or Pass take rule's weights to a bot's choices by
maximum likelihood."""),
    ("Frame times", ("frames", "frame_layers"), """\
`bench/frames.py` runs demo matches as the app runs them (1920x1080 on the dummy driver,
bots in their own process, 60 frames a second on the wall clock as players see them) and
reports wall-clock frame times, the first frame's time
after start and peak memory; `bench/frame_layers.py` reports the main thread's CPU time
per frame and per drawing layer. Targets: frame p99 at most 4 ms, no frame over 16.7 ms
after a scene's first, the first frame within 1.5 s, under 200 MB. Wall-clock frame times
need a quiet machine: each run logs the load average, and the main thread's CPU time per
frame (`frame_cpu`) beside the wall time says what the frames cost whatever else ran. Runs
logged before 2026-12-03 20:45 (and `--simulated` ones) ran frames as fast as they went while
bots answered in wall time: the cheaper the frames, the fewer moves such a run held."""),
    ("Idle", ("idle",), """\
`bench/idle.py`: the share of one core used while nothing moves (menu, setup, a human's
turn at each table), as the game runs (`rest`: no frames while nothing can change, input
looked for once a 60th of a second), with a frame every 60th drawn only when it can
differ (`lazy`, the way before resting) and with every frame drawn (`always`). Goal: at
most 1%."""),
    ("Phones", ("phones",), """\
`bench/phones.py`: a Take or Pass table drawn at 1920x1080 and 60 fps as the app runs it,
with phone clients on loopback in another process, then what the phone page weighs with
its art for each game. Targets: a phone's move reaches the table in a median under 50 ms;
the TV's frame p99 under 8 ms; the page with its art under 300 KB."""),
    ("Windows on real desktops", ("window_fit",), """\
`bench/window_fit.py` starts `main.py --windowed` on Xvfb + openbox desktops from 1280x720
to 2560x1440: where the window opened (its picture box, the window manager's frame, whether
both lie inside the screen, the share of the screen used), how long the menu took to
appear, and how far what the window shows is from the menu drawn headless and scaled (mean
difference per colour channel, of 255: under 8 is the same picture) as opened, resized to
half its size (letterboxed) and in full screen. Its screenshots are for checking by eye."""),
    ("Replay theater", ("theater",), """\
`bench/theater.py`: stepping back one move rebuilds the position by replaying the record
from its start; timed on the longest of 20 seeded random-play records per game. Goal:
under 50 ms, so no snapshots are kept."""),
    ("Saves and history", ("saves",), """\
`bench/saves.py`: the part of an autosave that runs in the frame (goal under 2 ms), making
and writing it on the writer thread, and the history's size per 1,000 matches. The frame
copies what the save is made of; the thread serializes it (since 2026-12-03: before, the
frame serialized it too), with the load average beside the figures."""),
    ("Sounds", ("sounds",), """\
`bench/sounds.py`: rendering the sound effects at first start and loading them from the
cache afterwards, with frame times meanwhile (goal: ready within 100 ms from the
cache)."""),
    ("Sim against OpenSpiel", ("sim_speed",), """\
`bench/sim_speed.py`: random-bot moves per second in 4-player dominoes through `sim`'s own
path, measured in the same run as the bare rules loop and as OpenSpiel's
python_team_dominoes (pure Python, played by uniform random choices; a move is a
player's decision, and the ratio against all its actions, dealing included, is given
too). Goal: `sim` at least 3x OpenSpiel's moves per second."""),
    ("Bot overhead", ("bot_overhead",), """\
`bench/bot_overhead.py`: for each game at 4 players and each bot level, the median
microseconds a move spent outside the bot's own thinking: in `sim`'s path (the port,
applying the move, dealing on) beside the rules' own apply, and in the app's path
(cloning the match, the round trip to the bot worker process)."""),
    ("Rules speed", ("rules", "pass_figures", "dominoes_figures"), """\
`bench/rules.py`: random-play moves and matches per second for every game and player
count. Targets on the 2-core machine: Take or Pass 4 players at least 150,000 moves/s,
PASS 4 players 5,000, dominoes 4 players 100,000."""),
    ("Start-up", ("startup",), """\
`bench/startup.py`: the three ways Passtime runs, from the checkout, from a wheel installed
in a fresh venv and as the standalone build (`make dist`): the time from starting `demo`
to its first frame (a 4-player Take or Pass table), that process's peak memory, the time
of `passtime --version`, the CPU seconds of each whole run (which a machine busy with
other work stretches far less than the wall-clock times), and the standalone build's
size. Targets as for frame times: the first frame within 1.5 s, under 200 MB."""),
)
