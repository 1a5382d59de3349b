"""Things done said as news, questions about tasks, moves and reminders said loosely (long chat 14): a done-report
with when or how it went after the task's words ("paid jamie just now on monzo", "emailed the landlord earlier
tonight", "holiday request submitted on the staff app"), or a remark after it ("booked the flights!! 340 zl return")
names only the task — with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title


def _done(value: str, verb: str | None = None) -> list[tuple[str, str | None, dict[str, Any]]]:
    ref = title(value) if verb is None else {**title(value), "verb": verb}
    return [("complete_task", None, {"task_ref": ref})]


# ------------------------------------------------------------------ done, said as news


@pytest.mark.parametrize(
    ("text", "value", "verb"),
    [
        ("btw emailed the landlord earlier tonight, so thats done. he never answers anyway 🙄", "landlord", "email"),
        ("paid jamie just now on monzo", "jamie", "pay"),
        ("paid the window cleaner via paypal", "window cleaner", "pay"),
        ("renewed the car tax online this afternoon", "car tax", "renew"),
        ("ok. booked the flights!! 340 zl return, not bad. cross it off", "flights", "book"),
        ("rang the dentist this evening", "dentist", "ring"),
        ("topped up the meter on the app", "meter", "top"),
        ("emailed the school by email lol", "school", "email"),
    ],
)
def test_a_done_report_names_only_the_task_not_when_or_how(text: str, value: str, verb: str) -> None:
    assert steps(text) == _done(value, verb)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("haha fine. holiday request submitted on the staff app just now", "holiday request"),
        ("council tax paid via the banking app", "council tax"),
        ("timesheet submitted on the portal", "timesheet"),
        ("parking fine paid online", "parking fine"),
    ],
)
def test_a_thing_said_done_in_its_own_verb_with_how(text: str, value: str) -> None:
    assert steps(text) == _done(value)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("need to pay jamie on monzo", "add_task"),
        ("add pay the gas bill online", "add_task"),
        ("mark no. 3 done", "complete_task"),
    ],
)
def test_near_misses_keep_their_reading(text: str, intent: str) -> None:
    assert steps(text)[0][0] == intent


def test_a_number_with_a_dot_stays_the_number() -> None:
    assert steps("mark no. 3 done")[0][2] == {"task_ref": {"kind": "number", "value": 3}}
