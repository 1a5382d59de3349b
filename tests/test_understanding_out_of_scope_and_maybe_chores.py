"""Work asked of the assistant itself (a sum, a rude review, a bill paid "for me", a word spelt, a recommendation),
trivia asked as "remind me who …", greetings in dialect and "what are you able to do" never become tasks; chores
named loosely ("vet for the dog at some point", "the boiler service thing", "renewing the lease") are offered
("Should I add …?"), and the near-misses that are the user's own to-dos stay tasks."""

from __future__ import annotations

import pytest

from tests.readings import read, steps
from todobot.understanding.model import ConversationContext
from todobot.understanding.rules.intents import HEDGED_ADD


@pytest.mark.parametrize("text", [
    "add up the tips: 20 35 and 15",
    "total up the tips 20 35 15",
    "add up the bar tab 12 8 and 22",
    "remind me who won the 2019 world cup",
    "remind me who wrote pride and prejudice",
    "remind me how tall the eiffel tower is",
    "best gin for a negroni?",
    "cheapest flights to faro?",
    "any good pubs near leith?",
    "write a rude review of the garage",
    "write a snarky reply to the landlord",
    "draft a passive aggressive email to the neighbours",
    "pay my electricity bill for me",
    "pay the rent for me",
    "book a table for two for me",
    "order the flowers for me",
    "spell bougainvillea",
    "how do you spell necessary",
    "pronounce quinoa",
    "synonym for happy",
])
def test_work_asked_of_the_assistant_is_out_of_scope(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


@pytest.mark.parametrize(("text", "title"), [
    ("pay the electricity bill", "Pay the electricity bill"),
    ("pay my electricity bill", "Pay my electricity bill"),
    ("write a review of the garage", "Write a review of the garage"),
    ("write a thank you card to nan", "Write a thank you card to nan"),
    ("book the dentist", "Book the dentist"),
    ("add up the receipts", "Add up the receipts"),
    ("buy milk for me", "Buy milk"),  # shopping "for me" is what a list is for
])
def test_the_users_own_chores_stay_tasks(text: str, title: str) -> None:
    assert [(i, p.get("title")) for i, _, p in steps(text)] == [("add_task", title)]


def test_a_day_makes_it_the_users_own_errand() -> None:
    assert steps("pay the gas bill for me friday") == [
        ("add_task", None, {"due": "2026-11-27", "title": "Pay the gas bill"})]


@pytest.mark.parametrize(("text", "act"), [
    ("howfa", "greet"),
    ("hows it gaun", "greet"),
    ("hoo's it gaun", "greet"),
    ("how's tricks", "greet"),
    ("ey up", "greet"),
    ("how ya going mate", "greet"),
    ("what are you actually able to do", "help"),
    ("what else are you able to do", "help"),
    ("what are you capable of", "help"),
])
def test_greetings_and_help_are_acts(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize(("text", "title"), [
    ("vet for the dog at some point", "Vet for the dog"),
    ("dentist at some point", "Dentist"),
    ("ring mum sometime", "Ring mum"),
    ("the boiler service thing", "Boiler service"),
    ("boiler service", "Boiler service"),
    ("car service", "Car service"),
    ("renewing the lease 🙃", "Renew the lease"),
    ("sorting out the garage", "Sort out the garage"),
    ("booking the flights", "Book the flights"),
])
def test_chores_named_loosely_are_offered(text: str, title: str) -> None:
    found = read(text).steps
    assert [(s.intent, s.params.get("title")) for s in found] == [("add_task", title)]
    assert found[0].confidence <= HEDGED_ADD  # asked about first ("Should I add …?"), never filed silently


@pytest.mark.parametrize("text", ["the thing", "customer service was awful", "going to the shops",
                                  "shop open from 9 to 5 saturday", "tip's closed till monday"])
def test_chatter_and_news_are_not_offered(text: str) -> None:
    assert all(i in ("none", "unknown") for i, _, _ in steps(text))


def test_opening_hours_beside_an_add_add_only_the_task() -> None:
    assert steps("shop open from 9 to 5 saturday, add buy milk") == [("add_task", None, {"title": "Buy milk"})]
    assert steps("shop closes at 4 on sunday so add get bread") == [("add_task", None, {"title": "Get bread"})]


def test_yes_add_the_thing_offered_with_its_date_is_a_yes() -> None:
    offered = ConversationContext(awaiting_confirmation=True, offered_add=True, pending_intent="add_task")
    assert steps("yes add hydro, due dec 8", offered) == [("none", "confirm", {"due": "2026-12-08"})]
    found = steps("yes add hydro, due dec 8. and delete #3", offered)
    assert found[0] == ("none", "confirm", {"due": "2026-12-08"})
    assert [i for i, _, _ in found[1:]] == ["delete_task"]
