"""Scoring the understanding against a labelled JSONL file (`todobot eval FILE.jsonl`).

One utterance per line: {"text", "intent" (a task intent, "none" for a conversation act only, or
"unknown"), optional "act" (confirm, deny, cancel, undo, correct, help, greet, thanks, bye, out_of_scope),
"title", "status", "when", "description", "task_ref", "steps" (the intents of every step), "context" (a
ConversationContext), "timezone", "now" (ISO; default 2026-11-23T09:00:00+00:00, a Monday, so relative
dates are reproducible)}.
Labels describe the FIRST step, except "when", which is the first date any step carries (in "remind me
to pay rent on Friday" the add step has the title and the reminder step the date), and "steps".
A line passes when the intent and every labelled field match.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field
from rich.console import Console
from rich.table import Table

from todobot.settings import AgentConfig
from todobot.understanding.model import INTENTS, ConversationContext, Understanding

DEFAULT_NOW = datetime.fromisoformat("2026-11-23T09:00:00+00:00")
NON_TASK = frozenset({"none", "unknown"})  # no task request: only a conversation act, or not understood
FIELDS = ("act", "title", "status", "when", "description", "task_ref", "steps")
ASK_THRESHOLD: float = AgentConfig.model_fields["add_confidence_threshold"].default
AUTO_THRESHOLD: float = AgentConfig.model_fields["auto_confidence_threshold"].default


def asked_first(u: Understanding, threshold: float = ASK_THRESHOLD) -> bool:
    """Whether the dialogue asks "Should I add …?" before adding (`nodes.confirm.needs_confirmation`): the new
    task's step was read with less confidence than the threshold. Such an add is not silent: nothing is added
    without a yes, so the evaluations count it apart from a junk add."""
    first = u.steps[0] if u.steps else u
    return first.intent == "add_task" and first.confidence < threshold


def junk_add(label: str, u: Understanding) -> bool:
    """A message that asked for no new task read as one ("remind me to X at 5", read as add + reminder, is the
    reminder it asked for)."""
    steps = u.steps or [u]
    if steps[0].intent != "add_task" or label == "add_task":
        return False
    return not (label == "schedule_reminder" and any(s.intent == "schedule_reminder" for s in steps))


class IntentScore(BaseModel):
    precision: float
    recall: float
    support: int


class CalibrationBin(BaseModel):
    """How often the reading was right among readings whose confidence fell in [low, high) (a reliability
    table): a calibrated confidence has `accuracy` close to `confidence`, the bin's mean confidence."""

    low: float
    high: float
    n: int
    accuracy: float
    confidence: float = 0.0


CONFIDENCE_BINS = ((0.95, 1.01), (0.9, 0.95), (0.8, 0.9), (0.7, 0.8), (0.6, 0.7), (0.5, 0.6), (0.0, 0.5))


class Failure(BaseModel):
    line: int
    text: str
    expected: dict[str, Any]
    predicted: dict[str, Any]
    wrong: list[str]


class EvalReport(BaseModel):
    """Everything `render_report` prints; also handy for tests that assert thresholds."""

    n: int
    intent_accuracy: float
    per_intent: dict[str, IntentScore]
    oos_precision: float = Field(description="of predicted non-task (intent none/unknown), truly non-task")
    oos_recall: float = Field(description="of truly non-task utterances, not turned into a task intent")
    title_exact_match: float
    title_n: int
    status_accuracy: float
    status_n: int
    when_accuracy: float
    when_n: int
    field_accuracy: dict[str, float] = Field(default_factory=dict)
    field_n: dict[str, int] = Field(default_factory=dict)
    passed: int
    failed: int
    failures: list[Failure] = Field(default_factory=list)
    calibration: list[CalibrationBin] = Field(default_factory=list)
    oos_kept_out: float = Field(1.0, description="of utterances labelled out_of_scope, not read as a task")
    oos_n: int = 0
    junk_adds: float = Field(0.0, description="of utterances not labelled add_task, silently added as a new task")
    asked_junk: float = Field(0.0, description="of the same, read as a new task but asked about first")
    non_add_n: int = 0
    asked_adds: float = Field(0.0, description="of add_task utterances read as adds, the share asked about first")


def _predicted_fields(u: Understanding) -> dict[str, Any]:
    first = u.steps[0] if u.steps else u
    # A task's due date counts as its date too ("add pay rent friday" is due Friday, not reminded).
    dates = (s.params.get("when") or s.params.get("due") for s in u.steps)
    when = next((d for d in dates if d), None)
    return {
        "intent": first.intent,
        "act": first.act,
        "title": first.params.get("title"),
        "status": first.params.get("status"),
        "when": when,
        "description": first.params.get("description"),
        "task_ref": first.params.get("task_ref"),
        "steps": [s.intent for s in u.steps],
    }


def _same(field: str, expected: Any, predicted: Any) -> bool:
    if field == "when" and expected and predicted and "T" not in str(predicted):  # a whole-day due
        return str(expected)[:10] == str(predicted)
    if field == "when" and expected and predicted:
        return datetime.fromisoformat(expected) == datetime.fromisoformat(predicted) and \
            datetime.fromisoformat(expected).utcoffset() == datetime.fromisoformat(predicted).utcoffset()
    return expected == predicted


def read_cases(path: Path) -> list[dict[str, Any]]:
    """The labelled lines of a JSONL file (blank lines and // comments skipped)."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() and not line.lstrip().startswith("//"):
            case = json.loads(line)
            case["_line"] = number
            cases.append(case)
    return cases


def predict(case: dict[str, Any], *, learned: bool = True) -> Understanding:
    """Read one labelled line with its clock, zone and conversation context, the way the bot does offline:
    the rules with the learned model (`learned`), or the rules alone."""
    from todobot.understanding import understand_offline  # the package imports this module's users

    now = datetime.fromisoformat(case["now"]) if case.get("now") else DEFAULT_NOW
    context = ConversationContext(**case["context"]) if case.get("context") else None
    return understand_offline(case["text"], context=context, now=now, timezone=case.get("timezone") or "UTC",
                              learned=learned)


def evaluate_file(path: Path, *, learned: bool = True) -> EvalReport:
    """Score every line of `path` (with the learned model beside the rules unless `learned` is False)."""
    cases = read_cases(Path(path))
    confusion: Counter[tuple[str, str]] = Counter()
    field_hits: Counter[str] = Counter()
    field_n: Counter[str] = Counter()
    failures: list[Failure] = []
    confidences: list[tuple[float, bool]] = []
    oos: list[bool] = []  # kept out, per out-of-scope utterance
    junk: list[bool] = []  # asked about first, per junk add
    adds: list[bool] = []  # asked about first, per real add read as an add
    for case in cases:
        understanding = predict(case, learned=learned)
        got = _predicted_fields(understanding)
        if case.get("act") == "out_of_scope":
            oos.append(got["intent"] in NON_TASK)
        if junk_add(case["intent"], understanding):
            junk.append(asked_first(understanding))
        elif case["intent"] == "add_task" == got["intent"]:
            adds.append(asked_first(understanding))
        confidences.append((understanding.confidence, got["intent"] == case["intent"]))
        confusion[(case["intent"], got["intent"])] += 1
        wrong = [] if got["intent"] == case["intent"] else ["intent"]
        for field in FIELDS:
            if field in case:
                field_n[field] += 1
                if _same(field, case[field], got[field]):
                    field_hits[field] += 1
                else:
                    wrong.append(field)
        if wrong:
            expected = {k: case[k] for k in ("intent", *FIELDS) if k in case}
            shown = {k: v for k, v in got.items() if v is not None and (k in expected or k == "intent")}
            failures.append(Failure(line=case["_line"], text=case["text"], expected=expected, predicted=shown,
                                    wrong=wrong))
    report = _report(len(cases), confusion, field_hits, field_n, failures)
    non_add_n = sum(case["intent"] != "add_task" for case in cases)
    report.calibration = _calibration(confidences)
    report.oos_kept_out, report.oos_n = ratio(sum(oos), len(oos)), len(oos)
    report.junk_adds, report.asked_junk = ratio(junk.count(False), non_add_n), ratio(junk.count(True), non_add_n)
    report.non_add_n, report.asked_adds = non_add_n, ratio(sum(adds), len(adds))
    return report


def _calibration(confidences: list[tuple[float, bool]]) -> list[CalibrationBin]:
    bins = []
    for low, high in CONFIDENCE_BINS:
        inside = [(c, right) for c, right in confidences if low <= c < high]
        bins.append(CalibrationBin(low=low, high=min(high, 1.0), n=len(inside),
                                   accuracy=ratio(sum(right for _, right in inside), len(inside)),
                                   confidence=ratio(sum(c for c, _ in inside), len(inside))))
    return bins


def calibration_error(confidences: Sequence[tuple[float, bool]], bins: int = 10) -> float:
    """Expected calibration error: over ten equal-width confidence bins, |accuracy − mean confidence| weighted by
    the bin's share of the readings (0 is perfectly calibrated)."""
    groups: dict[int, list[tuple[float, bool]]] = {}
    for c, right in confidences:
        groups.setdefault(min(int(c * bins), bins - 1), []).append((c, right))
    return sum(abs(sum(r for _, r in g) - sum(c for c, _ in g)) for g in groups.values()) / max(len(confidences), 1)


def ratio(hits: float, total: float) -> float:
    """hits / total, and 1.0 for nothing to score."""
    return hits / total if total else 1.0


def per_class_scores(confusion: Counter[tuple[str, str]], names: Sequence[str]) -> dict[str, IntentScore]:
    """Precision, recall and support of each name seen in a (expected, predicted) confusion count."""
    scores = {}
    for name in names:
        tp = confusion[(name, name)]
        predicted = sum(c for (_, p), c in confusion.items() if p == name)
        support = sum(c for (e, _), c in confusion.items() if e == name)
        if predicted or support:
            scores[name] = IntentScore(precision=ratio(tp, predicted), recall=ratio(tp, support), support=support)
    return scores


def _report(n: int, confusion: Counter[tuple[str, str]], hits: Counter[str], field_n: Counter[str],
            failures: list[Failure]) -> EvalReport:
    per_intent = per_class_scores(confusion, INTENTS)
    correct = sum(c for (e, p), c in confusion.items() if e == p)
    pred_non_task = sum(c for (_, p), c in confusion.items() if p in NON_TASK)
    true_non_task = sum(c for (e, _), c in confusion.items() if e in NON_TASK)
    both = sum(c for (e, p), c in confusion.items() if e in NON_TASK and p in NON_TASK)
    other = [f for f in FIELDS if f not in ("title", "status", "when")]
    return EvalReport(
        n=n,
        intent_accuracy=ratio(correct, n),
        per_intent=per_intent,
        oos_precision=ratio(both, pred_non_task),
        oos_recall=ratio(both, true_non_task),
        title_exact_match=ratio(hits["title"], field_n["title"]),
        title_n=field_n["title"],
        status_accuracy=ratio(hits["status"], field_n["status"]),
        status_n=field_n["status"],
        when_accuracy=ratio(hits["when"], field_n["when"]),
        when_n=field_n["when"],
        field_accuracy={f: ratio(hits[f], field_n[f]) for f in other if field_n[f]},
        field_n={f: field_n[f] for f in other if field_n[f]},
        passed=n - len(failures),
        failed=len(failures),
        failures=failures,
    )


def pct(value: float) -> str:
    return f"{value * 100:.1f}%"


def calibration_table(title: str, bins: Sequence[CalibrationBin], rows: str = "rows") -> Table:
    """A reliability table: per confidence band, the mean confidence and how often the reading was right."""
    table = Table(title=title)
    for column in ("confidence", rows, "mean confidence", "right"):
        table.add_column(column, justify="right")
    for band in bins:
        table.add_row(f"{band.low:.2f}–{band.high:.2f}", str(band.n), pct(band.confidence) if band.n else "–",
                      pct(band.accuracy) if band.n else "–")
    return table


def render_report(report: EvalReport, console: Console, *, max_failures: int = 50) -> None:
    """Summary, per-intent and failure tables; the last line is exactly `N passed, M failed`."""
    summary = Table(title=f"Understanding evaluation ({report.n} utterances)")
    summary.add_column("metric")
    summary.add_column("value", justify="right")
    summary.add_column("over", justify="right")
    summary.add_row("intent accuracy", pct(report.intent_accuracy), str(report.n))
    summary.add_row("out-of-scope precision", pct(report.oos_precision), "")
    summary.add_row("out-of-scope recall", pct(report.oos_recall), "")
    summary.add_row("OOS kept out", pct(report.oos_kept_out) if report.oos_n else "–", str(report.oos_n))
    summary.add_row("junk adds (added silently)", pct(report.junk_adds), str(report.non_add_n))
    summary.add_row("junk adds asked about first", pct(report.asked_junk), str(report.non_add_n))
    summary.add_row("real adds asked about first", pct(report.asked_adds), "")
    summary.add_row("title exact match", pct(report.title_exact_match), str(report.title_n))
    summary.add_row("status accuracy", pct(report.status_accuracy), str(report.status_n))
    summary.add_row("when accuracy", pct(report.when_accuracy), str(report.when_n))
    for field, value in report.field_accuracy.items():
        summary.add_row(f"{field} accuracy", pct(value), str(report.field_n[field]))
    console.print(summary)

    intents = Table(title="Per intent")
    for column in ("intent", "precision", "recall", "support"):
        intents.add_column(column, justify="left" if column == "intent" else "right")
    for intent, score in report.per_intent.items():
        intents.add_row(intent, pct(score.precision), pct(score.recall), str(score.support))
    console.print(intents)

    console.print(calibration_table("Confidence calibration (intent right per confidence band)",
                                    report.calibration, "utterances"))

    if report.failures:
        table = Table(title=f"Failures ({len(report.failures)}, showing up to {max_failures})")
        for column in ("line", "text", "wrong", "expected", "predicted"):
            table.add_column(column, overflow="fold")
        for f in report.failures[:max_failures]:
            table.add_row(str(f.line), f.text, ", ".join(f.wrong), json.dumps(f.expected, ensure_ascii=False),
                          json.dumps(f.predicted, ensure_ascii=False))
        console.print(table)
    console.print(f"{report.passed} passed, {report.failed} failed", markup=False, highlight=False)
