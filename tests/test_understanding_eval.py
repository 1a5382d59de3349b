"""The labelled development set stays as good as it is now, and the evaluation report is right.

Thresholds are the numbers reached on tests/data/understanding_dev.jsonl, rounded down to 0.5 %:
a change to the rules that makes any of them worse fails here.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from todobot.understanding.evaluation import EvalReport, evaluate_file, render_report
from todobot.understanding.model import INTENTS

DEV_SET = Path(__file__).parent / "data" / "understanding_dev.jsonl"
MIN_INTENT_ACCURACY = 1.0
MIN_TITLE_EXACT_MATCH = 1.0
MIN_OOS_RECALL = 1.0


@pytest.fixture(scope="module")
def dev_report() -> EvalReport:
    return evaluate_file(DEV_SET)


def test_dev_set_is_big_and_covers_every_intent(dev_report: EvalReport) -> None:
    assert dev_report.n >= 450
    assert all(score.support >= 10 for score in dev_report.per_intent.values())
    assert set(dev_report.per_intent) == set(INTENTS)


def test_intent_accuracy(dev_report: EvalReport) -> None:
    assert dev_report.intent_accuracy >= MIN_INTENT_ACCURACY, [f.text for f in dev_report.failures]


def test_title_exact_match(dev_report: EvalReport) -> None:
    assert dev_report.title_exact_match >= MIN_TITLE_EXACT_MATCH, [
        f.text for f in dev_report.failures if "title" in f.wrong]


def test_out_of_scope_is_never_turned_into_a_task(dev_report: EvalReport) -> None:
    assert dev_report.oos_recall >= MIN_OOS_RECALL


def test_dates_and_statuses(dev_report: EvalReport) -> None:
    assert dev_report.when_n >= 50 and dev_report.when_accuracy >= 0.98
    assert dev_report.status_n >= 40 and dev_report.status_accuracy >= 0.98


def _write(tmp_path: Path, rows: list[dict[str, object]]) -> Path:
    path = tmp_path / "set.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def test_metrics_are_computed_from_the_labels(tmp_path: Path) -> None:
    rows = [
        {"text": "add buy milk", "intent": "add_task", "title": "Buy milk"},
        {"text": "add buy milk", "intent": "add_task", "title": "Buy oat milk"},  # wrong title
        {"text": "play some jazz", "intent": "none"},
        {"text": "call mom", "intent": "none"},  # wrongly labelled: predicted add_task
        {"text": "what's left?", "intent": "list_tasks", "status": "pending"},
        {"text": "remind me to call mom tomorrow", "intent": "add_task", "when": "2026-11-24T09:00:00+00:00",
         "steps": ["add_task", "schedule_reminder"]},
        {"text": "remind me about it tomorrow", "intent": "schedule_reminder", "now": "2026-11-30T09:00:00+00:00",
         "when": "2026-12-01T09:00:00+00:00"},
        {"text": "3", "intent": "delete_task", "task_ref": {"kind": "number", "value": 3},
         "context": {"pending_intent": "delete_task", "pending_slot": "task_ref"}},
    ]
    report = evaluate_file(_write(tmp_path, rows))
    assert report.n == 8
    assert report.intent_accuracy == pytest.approx(7 / 8)
    assert report.title_exact_match == pytest.approx(1 / 2)
    assert (report.status_accuracy, report.when_accuracy) == (1.0, 1.0)
    assert report.oos_precision == 1.0  # the one predicted non-task is truly non-task
    assert report.oos_recall == pytest.approx(1 / 2)  # "call mom" became a task
    assert report.per_intent["none"].support == 2
    assert (report.passed, report.failed) == (6, 2)
    assert {f.line for f in report.failures} == {2, 4}


def test_the_act_is_scored_when_labelled(tmp_path: Path) -> None:
    rows = [
        {"text": "thanks", "intent": "none", "act": "thanks"},
        {"text": "thanks", "intent": "none", "act": "bye"},  # wrong act
        {"text": "undo the last two changes", "intent": "none", "act": "undo"},
        {"text": "I meant delete pay the gas bill", "intent": "delete_task", "act": "correct",
         "task_ref": {"kind": "title", "value": "pay the gas bill"}},
        {"text": "purple", "intent": "unknown"},
    ]
    report = evaluate_file(_write(tmp_path, rows))
    assert report.intent_accuracy == 1.0
    assert (report.field_accuracy["act"], report.field_n["act"]) == (0.75, 4)
    assert [(f.line, f.wrong) for f in report.failures] == [(2, ["act"])]
    assert (report.oos_precision, report.oos_recall) == (1.0, 1.0)  # intent none and unknown are both non-task


def test_junk_adds_and_out_of_scope_are_counted_and_an_asked_add_is_not_silent(tmp_path: Path) -> None:
    rows = [
        {"text": "add buy milk", "intent": "add_task"},
        {"text": "play some jazz", "intent": "none", "act": "out_of_scope"},
        {"text": "write a poem about my cat", "intent": "none", "act": "out_of_scope"},
        {"text": "add call mom", "intent": "none", "act": "out_of_scope"},  # labelled wrongly: a silent junk add
        {"text": "dry cleaning", "intent": "none"},  # a weak add, asked about first ("Should I add …?")
    ]
    report = evaluate_file(_write(tmp_path, rows), learned=False)
    assert (report.oos_kept_out, report.oos_n) == (pytest.approx(2 / 3), 3)
    assert report.non_add_n == 4
    assert report.junk_adds == pytest.approx(1 / 4)  # "add call mom"
    assert report.asked_junk == pytest.approx(1 / 4)  # "dry cleaning": nothing added without a yes
    assert report.asked_adds == 0.0
    out = io.StringIO()
    render_report(report, Console(file=out, width=120, color_system=None))
    assert "OOS kept out" in out.getvalue() and "junk adds (added silently)" in out.getvalue()


def test_render_report_ends_with_the_pass_fail_line(tmp_path: Path) -> None:
    rows = [{"text": "add buy milk", "intent": "add_task"}, {"text": "hi", "intent": "add_task"}]
    out = io.StringIO()
    render_report(evaluate_file(_write(tmp_path, rows)), Console(file=out, width=120, color_system=None))
    text = out.getvalue()
    assert text.rstrip("\n").splitlines()[-1] == "1 passed, 1 failed"
    assert "intent accuracy" in text and "hi" in text




# The blind sets were each written by someone who never saw the rules, and scored once, blind, BEFORE any
# fix (the honest figures below, kept for the record). The rules were then improved on the general causes
# each set exposed — never single utterances — and the set became a regression guard at the score reached.
#   holdout: add framings, past-tense completion reports, reminders on existing tasks, newcomer help,
#            chatter/praise/bare nouns.
#   blind2:  date moves as edits, "make it X instead", vague renames, "never mind X", check-mark emoji,
#            "got the X", how-to help, "what's on for …", smart-home requests, "you add", "need 2", "abt".
#   blind3:  "put on my list: X", memos to self, "new one: X", "b4", bare "tues", spelled-out times,
#            "unfinished"/"jobs", explain-help, passive done-reports, "that's sorted, …", reword/swap/correct
#            edits, "remember me about", "take off X", quoted titles containing "from".
BLIND_SETS = {
    # file: (lines, honest blind intent accuracy, honest blind title exact-match)
    "understanding_holdout.jsonl": (250, 0.892, 0.903),
    "understanding_blind2.jsonl": (300, 0.853, 0.947),
    "understanding_blind3.jsonl": (300, 0.910, 0.867),
}
GUARD_MIN = 1.0  # intent, title, out-of-scope precision and recall after the fixes (rounded down to 0.5 %)


@pytest.mark.parametrize("name", sorted(BLIND_SETS))
def test_blind_set_does_not_regress(name: str) -> None:
    """Measured after fixing general causes found by the set; its honest blind numbers are in BLIND_SETS."""
    lines, blind_intent, blind_title = BLIND_SETS[name]
    report = evaluate_file(Path(__file__).parent / "data" / name)
    assert report.n == lines
    failures = [f.text for f in report.failures]
    assert report.intent_accuracy >= GUARD_MIN > blind_intent, failures
    assert report.title_exact_match >= GUARD_MIN > blind_title, failures
    assert report.oos_precision >= GUARD_MIN, failures
    assert report.oos_recall >= GUARD_MIN, failures
