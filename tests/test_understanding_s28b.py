"""Set 28 leftovers: saluting yeses and whether a task has a date, said the many ways people say them."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", ["yessir", "yessirrr", "yes sir", "yes maam", "yes ma'am", "aye aye",
                                  "aye aye captain", "roger that", "roger", "you bet", "you betcha", "yessir go ahead"])
def test_saluting_yes_is_a_confirm(text: str) -> None:
    assert steps(text) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["roger federer tickets", "yes sir, add buy milk"])
def test_salute_words_in_a_request_are_not_a_bare_yes(text: str) -> None:
    assert steps(text) != [("none", "confirm", {})]


@pytest.mark.parametrize(("text", "query"), [
    ("did i put a date on the shoes", "shoes"),
    ("did i put a date on the shoes yet", "shoes"),
    ("have i set a deadline for the essay", "essay"),
    ("did i give a due date to the passport renewal", "passport renewal"),
    ("does the shoes task have a date", "shoes"),
    ("does the vet one have a due date", "vet"),
    ("does the boiler thing have a date set", "boiler"),
])
def test_whether_a_task_has_a_date_shows_the_task(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


@pytest.mark.parametrize("text", ["does my sister have a date", "did we set a date for the wedding"])
def test_a_date_in_the_world_is_not_a_task_lookup(text: str) -> None:
    assert not any(s[2].get("query") in ("sister", "wedding") for s in steps(text))
