"""`python -m todobot …` is the `todobot` command."""

from todobot.cli import app

app()
