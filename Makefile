# Two commands for a fresh machine: `make play` and `make test` (lint, then the suite).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play test bench bench-full lint clean dist dist-check

$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

play: $(VENV)/.installed
	$(PY) main.py $(ARGS)

# The house rules first (ruff, with the rule set in pyproject.toml), then the suite.
test: $(VENV)/.installed-test
	$(PY) -m ruff check .
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

# A few minutes: every figure, with bot strength from short runs at a small think time. Each
# run is appended to bench/logs/<script>.jsonl; docs/benchmarks.md is then written from them.
bench: $(VENV)/.installed-test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/rules.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/frames.py --seconds 60
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/idle.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/sim_speed.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/bot_overhead.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/theater.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/saves.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/phones.py --seconds 20
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/search_speed.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/bots.py --matches 10 --think-time 0.05 \
		--pairs normal-easy,hard-normal
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/bots.py --pairs hard-easy,expert-hard \
		--iterations 30 --matches 6 --fewest --seed 1000
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/teams.py --iterations 100 --matches 8 \
		--jobs 2
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/ladder.py --matches 8 \
		--games take-or-pass
	$(PY) bench/write_docs.py

# Hours on two cores (JOBS=cores for minutes on many): bot strength over 200 matches per
# pairing at the real budgets (hard 0.25 s, expert 2 s). Every finished match goes to
# out/strength.jsonl (team matches to out/teams.jsonl): stopped, the same command resumes
# where it stopped.
JOBS ?= 2
bench-full: $(VENV)/.installed-test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/rules.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/frames.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/search_speed.py
	mkdir -p out
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/bots.py --jobs $(JOBS) \
		--log out/strength.jsonl
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/teams.py --think-time 0.25 \
		--matches 200 --jobs $(JOBS) --log out/teams.jsonl
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/ladder.py --matches 40 --jobs $(JOBS)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) bench/bots.py --pairs hard-easy \
		--iterations 30 --matches 6 --fewest --seed 1000
	$(PY) bench/write_docs.py

$(VENV)/.installed-dist: $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e '.[dist]'
	touch $@ $(VENV)/.installed

# The standalone build, for this system (not part of `make test`): a one-folder app in
# dist/passtime/ made by PyInstaller from tools/passtime.spec. dist-check runs it headless from
# another folder (version, a demo of each game, replay of each example) and fails on any error.
dist: $(VENV)/.installed-dist
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller tools/passtime.spec

dist-check: $(VENV)/.installed
	$(PY) tools/dist_check.py dist/passtime

lint: $(VENV)/.installed-test
	$(PY) -m ruff check .

clean:
	rm -rf $(VENV) build dist *.egg-info
