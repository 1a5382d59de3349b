# Two commands do all the set-up on a fresh machine with nothing but Python 3.11+: `make chat` and `make test`.
# Both install from a lock (locks/*.txt: every package pinned, with hashes) using uv, which is itself installed
# from the package index into the venv, so nothing else is needed. `make lock` refreshes the locks.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV := $(BIN)/uv
UV_VERSION := 0.13.9
# uv only ever uses the venv's Python, never one it would download.
export UV_PYTHON_DOWNLOADS := never
INSTALL := $(UV) pip install --quiet --python $(BIN)/python
CHAT := $(VENV)/.installed-chat
TEST := $(VENV)/.installed-test
LOCK := --universal --python-version 3.11 --custom-compile-command 'make lock' --quiet
ALL_EXTRAS := --extra dev --extra test --extra bench --extra train

.PHONY: chat dev test lint bench model lock lock-check clean

$(UV):
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

# Chatting needs locks/chat.txt only; tests, benchmarks and `make dev` need locks/test.txt (a superset, same pins).
$(CHAT): locks/chat.txt pyproject.toml | $(UV)
	$(INSTALL) --require-hashes -r locks/chat.txt
	$(INSTALL) --no-deps -e .
	touch $@

$(TEST): locks/test.txt $(CHAT)
	$(INSTALL) --require-hashes -r locks/test.txt
	touch $@

chat: $(CHAT)
	$(BIN)/todobot chat

# LangGraph dev server + Studio link, authenticated (a local dev secret is made when TODOBOT_AUTH_SECRET is unset).
dev: $(TEST)
	$(BIN)/python -m todobot.devserver --host $(or $(HOST),127.0.0.1) --port $(or $(PORT),2024)

test: $(TEST) lock-check
	$(BIN)/ruff check todobot tests bench
	$(BIN)/python -m pytest -n 2 -q

lint: $(TEST)
	$(BIN)/ruff check todobot tests bench

bench: $(TEST)
	$(BIN)/python -m bench --readme

# Train the learned intent model (offline, deterministic, a couple of minutes on 2 cores): writes
# todobot/understanding/learned/model.zip and prints its held-out k-fold figures. Commit the artefact.
model: $(TEST)
	$(BIN)/todobot train

# Refresh the locks after editing pyproject.toml: keeps every pin that still fits, resolves only what changed.
# `make lock UPGRADE=1` moves every package to its newest version within pyproject.toml's bounds instead.
lock: | $(UV)
	$(UV) pip compile pyproject.toml $(ALL_EXTRAS) $(LOCK) --generate-hashes $(if $(UPGRADE),--upgrade) \
		-o locks/test.txt
	$(UV) pip compile pyproject.toml --constraint locks/test.txt $(LOCK) --generate-hashes -o locks/chat.txt

# Fails when pyproject.toml and the locks disagree: resolves again, preferring the locked pins, and compares the
# pins (not the hashes, which change when a project uploads one more wheel for a locked version).
LOCK_CHECK := $(VENV)/lock-check
lock-check: | $(UV)
	rm -rf $(LOCK_CHECK) && mkdir -p $(LOCK_CHECK) && cp locks/test.txt locks/chat.txt $(LOCK_CHECK)/
	$(UV) pip compile pyproject.toml $(ALL_EXTRAS) $(LOCK) -o $(LOCK_CHECK)/test.txt
	$(UV) pip compile pyproject.toml --constraint $(LOCK_CHECK)/test.txt $(LOCK) -o $(LOCK_CHECK)/chat.txt
	@for lock in test chat; do \
		diff <(grep -E '^[A-Za-z0-9]' locks/$$lock.txt | sed 's/ *\\$$//') \
		     <(grep -E '^[A-Za-z0-9]' $(LOCK_CHECK)/$$lock.txt | sed 's/ *\\$$//') \
		|| { echo "locks/$$lock.txt is out of date with pyproject.toml: run 'make lock' and commit it" >&2; exit 1; }; \
	done; echo "locks/test.txt and locks/chat.txt agree with pyproject.toml"

clean:
	rm -rf $(VENV) build *.egg-info
