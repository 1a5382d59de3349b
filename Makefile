# Two commands do all the set-up on a fresh machine: `make chat` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: chat dev test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

chat: $(STAMP)
	$(BIN)/todobot chat

# LangGraph dev server + Studio link, authenticated (a local dev secret is made when TODOBOT_AUTH_SECRET is unset).
dev: $(STAMP)
	$(BIN)/python -m todobot.devserver --host $(or $(HOST),127.0.0.1) --port $(or $(PORT),2024)

test: $(STAMP)
	$(BIN)/ruff check todobot tests bench
	$(BIN)/python -m pytest -n 2 -q

lint: $(STAMP)
	$(BIN)/ruff check todobot tests bench

bench: $(STAMP)
	$(BIN)/python -m bench --readme

clean:
	rm -rf $(VENV) build *.egg-info
