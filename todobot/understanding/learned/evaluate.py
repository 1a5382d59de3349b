"""Training with an honest, held-out measure: stratified k-fold for the model and for the rules+model combination.

`kfold(rows)` splits the rows into k stratified folds (fixed seed). For each fold, a model trained on the
other folds predicts it (out-of-fold probabilities); then, for each fold, the combiner's thresholds and
calibration are fitted on the *other* folds' out-of-fold predictions and the fold is scored with them —
no row is ever scored by a model or a combiner that saw its label. (The other folds' predictions came
from models that had seen this fold's rows as training data; only their labels as targets stay unseen, the
usual compromise of stacking with cross_val_predict.)

`train(rows)` does the same and then fits the final model on every row and the final combiner on every
out-of-fold prediction: the artefact `todobot train` writes.

The rules are scored on the same rows. They were written and fixed against the project sets, so on those
rows "rules alone" is in-sample (100 %); the honest blind figures of the rules are in
tests/test_understanding_eval.py. The public rows were never used to write rules.

Correctness, the same for rules and combined: the first step's intent is the label's; on public rows an
out_of_scope label is met by any non-task reading (none or unknown: nothing is done), and a
schedule_reminder label by a reading that schedules one in any step ("remind me to X at 5" is add_task +
schedule_reminder in this project's convention).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from todobot.understanding.combine import (
    CONVERSATION_ACTS,
    CombinerParams,
    decide,
    features,
    finish,
    model_class,
)
from todobot.understanding.evaluation import (
    ASK_THRESHOLD,
    AUTO_THRESHOLD,
    DEFAULT_NOW,
    CalibrationBin,
    _calibration,
    asked_first,
    calibration_error,
    calibration_table,
    junk_add,
    pct,
    per_class_scores,
    ratio,
)
from todobot.understanding.learned.artefact import LearnedModel
from todobot.understanding.learned.data import CLASSES, PROJECT, PUBLIC, Row
from todobot.understanding.learned.train import PARAMS, fit
from todobot.understanding.model import TASK_INTENT_NAMES, Understanding
from todobot.understanding.rules import understand_rules

# "Sure" starts at 0.6: at 0.5 the model is as likely wrong as right, and a switch there drops a wanted add
# ("I want to start running again") as readily as a junk one.
GRID = (0.6, 0.7, 0.8, 0.9, 0.95, 1.01)
# An explicit command (the rules' confidence 0.95: "add check the weather", "delete the gym one") is never
# overruled, whatever the data would reward: the user said what to do. Readings from weaker cues (0.9 and below:
# "what restaurants are open near me" as a list request, "did I get any emails" as a done-report) can be.
RULES_MAX = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.91)
KINDS = ("add", "task", "other", "unknown")
FLOORS = (0.0, 0.05, 0.1, 0.2, 0.3)


def correct(row: Row, u: Understanding) -> bool:
    first = u.steps[0] if u.steps else u
    if first.intent == row.intent:
        return True
    if row.group == PUBLIC and row.intent == "none":
        return first.intent == "unknown"
    return row.group == PUBLIC and row.intent == "schedule_reminder" and any(
        s.intent == "schedule_reminder" for s in u.steps)


def exact(row: Row, u: Understanding) -> bool:
    """`correct`, except that a public out-of-scope request read as "not understood" is not the right reading:
    nothing is done either way, but the right reply declines it, and `auto` should ask Gemini about a message it
    did not understand. The calibration's target (confidence = P(exact)) and the combiner's thresholds use this."""
    return correct(row, u) and not (row.label == "out_of_scope" and (u.steps[0] if u.steps else u).intent == "unknown")


def _non_task(u: Understanding) -> bool:
    return (u.steps[0] if u.steps else u).intent not in TASK_INTENT_NAMES


def _strata(rows: Sequence[Row], k: int) -> list[str]:
    """Group and class; a combination with fewer than k rows falls back to the class, then to "rare"."""
    keys = [f"{r.group}:{r.label}" for r in rows]
    counts = Counter(keys)
    keys = [key if counts[key] >= k else r.label for key, r in zip(keys, rows, strict=True)]
    counts = Counter(keys)
    return [key if counts[key] >= k else "rare" for key in keys]


def folds(rows: Sequence[Row], k: int, seed: int) -> list[int]:
    """The fold of each row (stratified by group and class, shuffled with a fixed seed)."""
    from sklearn.model_selection import StratifiedKFold

    fold_of = [0] * len(rows)
    splitter = StratifiedKFold(n_splits=k, shuffle=True, random_state=seed)
    for fold, (_, test) in enumerate(splitter.split(list(range(len(rows))), _strata(rows, k))):
        for i in test:
            fold_of[i] = fold
    return fold_of


@dataclass
class Candidate:
    """What the combiner could do with one row, before its thresholds are chosen."""

    rules: Understanding
    probs: dict[str, float]
    kind: str  # "add" (rules add_task, model other), "task" (rules non-task, model task), "other" (rules another
    # task intent, model out_of_scope), "unknown" (rules not understood, model out_of_scope), "" (never switches)
    alternative: Understanding | None  # the reading if it switches because the model is sure
    fallback: Understanding | None = None  # "add" only: the reading if it drops an add the model denies


def candidate(row: Row, rules: Understanding, probs: dict[str, float]) -> Candidate:
    permissive = CombinerParams(add_override=0.0, add_rules_max=2.0, task_override=0.0, task_rules_max=2.0,
                                other_override=0.0, other_rules_max=2.0, unknown_override=0.0, unknown_rules_max=2.0)
    chosen, switched = decide(row.text, rules, probs, permissive, now=DEFAULT_NOW, timezone="UTC")
    if not switched:
        return Candidate(rules, probs, "", None)
    ruled = model_class(rules)
    kind = "add" if ruled == "add_task" else "other" if ruled in TASK_INTENT_NAMES else \
        "unknown" if chosen.act == "out_of_scope" else "task"
    fallback = None
    if kind == "add":
        floor_only = CombinerParams(add_override=2.0, add_rules_max=2.0, add_floor=2.0)
        fallback = decide(row.text, rules, probs, floor_only, now=DEFAULT_NOW, timezone="UTC")[0]
    return Candidate(rules, probs, kind, chosen, fallback)


def _thresholds(params: CombinerParams, kind: str) -> tuple[float, float]:
    return getattr(params, f"{kind}_override"), getattr(params, f"{kind}_rules_max")


def outcome(c: Candidate, params: CombinerParams) -> tuple[Understanding, bool]:
    """What `combine.decide` does with the row under `params` (without rereading it again)."""
    if c.kind:
        override, rules_max = _thresholds(params, c.kind)
        if c.rules.confidence < rules_max:
            if max(c.probs.values()) >= override:
                return c.alternative, True  # type: ignore[return-value]
            if c.kind == "add" and _p_add(c.probs) < params.add_floor:
                return c.fallback, True  # type: ignore[return-value]
    return c.rules, False


def _p_add(probs: dict[str, float]) -> float:
    return probs.get("add_task", 0.0) + probs.get("schedule_reminder", 0.0)


def fit_combiner(rows: Sequence[Row], cands: Sequence[Candidate]) -> CombinerParams:
    """Thresholds that maximise the mean of the public and project accuracies, then the calibration."""
    groups = {PUBLIC: [i for i, r in enumerate(rows) if r.group == PUBLIC],
              PROJECT: [i for i, r in enumerate(rows) if r.group == PROJECT]}
    base = [exact(r, c.rules) for r, c in zip(rows, cands, strict=True)]
    sure_right = [c.alternative is not None and exact(r, c.alternative) for r, c in zip(rows, cands, strict=True)]
    floor_right = [c.fallback is not None and exact(r, c.fallback) for r, c in zip(rows, cands, strict=True)]

    def score(kind: str, override: float, rules_max: float, floor: float = 0.0) -> float:
        total = 0.0
        for members in groups.values():
            if not members:
                continue
            hits = 0
            for i in members:
                c = cands[i]
                if c.kind != kind or c.rules.confidence >= rules_max:
                    hits += base[i]
                elif max(c.probs.values()) >= override:
                    hits += sure_right[i]
                elif kind == "add" and _p_add(c.probs) < floor:
                    hits += floor_right[i]
                else:
                    hits += base[i]
            total += hits / len(members)
        return total

    chosen: dict[str, float] = {}
    for kind in KINDS:  # the switches touch disjoint rows: choose each one's thresholds on its own
        grid = itertools.product(GRID, RULES_MAX, FLOORS if kind == "add" else (0.0,))
        override, rules_max, floor = max(grid, key=lambda p, kind=kind: (score(kind, *p), p))
        chosen |= {f"{kind}_override": override, f"{kind}_rules_max": rules_max}
        if kind == "add":
            chosen["add_floor"] = floor
    params = CombinerParams(**chosen)
    return CombinerParams(**{**params.to_dict(), "weights": fit_calibration(rows, cands, params)})


def fit_calibration(rows: Sequence[Row], cands: Sequence[Candidate], params: CombinerParams) -> tuple[float, ...]:
    from sklearn.linear_model import LogisticRegression

    x, y, groups = [], [], []
    for row, c in zip(rows, cands, strict=True):
        chosen, switched = outcome(c, params)
        if chosen.act in CONVERSATION_ACTS:
            continue  # keeps the rules' confidence
        x.append(features(c.rules, chosen, c.probs, switched))
        y.append(int(exact(row, chosen)))
        groups.append(row.group)
    if len(set(y)) < 2:
        return CombinerParams().weights
    sizes = Counter(groups)
    weight = [len(groups) / (len(sizes) * sizes[g]) for g in groups]  # each group counts as much as the other
    clf = LogisticRegression(C=1.0, max_iter=1000).fit(x, y, sample_weight=weight)
    return (round(float(clf.intercept_[0]), 6), *(round(float(w), 6) for w in clf.coef_[0]))


@dataclass
class GroupScore:
    """Held-out figures for one group of rows (public or project), one system (rules, combined) or the model."""

    n: int
    intent_accuracy: float
    oos_kept_out: float
    oos_n: int
    junk_adds: float  # rows that asked for no new task, silently added (read as add_task, not asked about)
    non_add_n: int
    asked_junk: float = 0.0  # of the same rows, read as add_task but asked about first ("Should I add …?")
    asked_adds: float = 0.0  # of the real adds read as adds, the share asked about first
    per_class: dict[str, tuple[float, float, int]] = field(default_factory=dict)  # precision, recall, support
    calibration: list[CalibrationBin] = field(default_factory=list)
    ece: float = 0.0  # expected calibration error of the confidence as P(the reading is exactly right)
    to_gemini: float = 0.0  # share below the auto threshold
    to_gemini_accuracy: float = 1.0  # accuracy among those
    kept_accuracy: float = 1.0  # accuracy among the rest


def score_group(rows: Sequence[Row], readings: Sequence[Understanding],
                threshold: float = AUTO_THRESHOLD) -> GroupScore:
    right = [correct(r, u) for r, u in zip(rows, readings, strict=True)]
    oos = [i for i, r in enumerate(rows) if r.label == "out_of_scope"]
    non_add = [i for i, r in enumerate(rows) if r.intent != "add_task"]
    junk = [i for i in non_add if not right[i] and junk_add(rows[i].intent, readings[i])]
    asked = [i for i in junk if asked_first(readings[i])]
    adds = [i for i, r in enumerate(rows) if r.intent == "add_task" and model_class(readings[i]) == "add_task"]
    confusion: Counter[tuple[str, str]] = Counter()
    for r, u, ok in zip(rows, readings, right, strict=True):
        confusion[(r.label, r.label if ok else model_class(u))] += 1
    per_class = {name: (s.precision, s.recall, s.support) for name, s in per_class_scores(confusion, CLASSES).items()}
    low = [ok for u, ok in zip(readings, right, strict=True) if u.confidence < threshold]
    high = [ok for u, ok in zip(readings, right, strict=True) if u.confidence >= threshold]
    confidences = [(u.confidence, exact(r, u)) for r, u in zip(rows, readings, strict=True)]
    return GroupScore(
        n=len(rows), intent_accuracy=ratio(sum(right), len(rows)),
        oos_kept_out=ratio(sum(_non_task(readings[i]) for i in oos), len(oos)), oos_n=len(oos),
        junk_adds=ratio(len(junk) - len(asked), len(non_add)), non_add_n=len(non_add),
        asked_junk=ratio(len(asked), len(non_add)),
        asked_adds=ratio(sum(asked_first(readings[i]) for i in adds), len(adds)), per_class=per_class,
        calibration=_calibration(confidences), ece=calibration_error(confidences),
        to_gemini=ratio(len(low), len(rows)), to_gemini_accuracy=ratio(sum(low), len(low)),
        kept_accuracy=ratio(sum(high), len(high)))


@dataclass
class KFoldReport:
    k: int
    seed: int
    scores: dict[str, dict[str, GroupScore]]  # system ("model", "rules", "combined") -> group -> score
    failures: list[tuple[Row, Understanding]] = field(default_factory=list)  # combined, held out
    fold_params: list[CombinerParams] = field(default_factory=list)


def _model_reading(probs: dict[str, float]) -> Understanding:
    top = max(probs, key=probs.__getitem__)
    intent = top if top in TASK_INTENT_NAMES else "none"
    return Understanding(intent=intent, act="out_of_scope" if top == "out_of_scope" else None,
                         confidence=round(probs[top], 4))


@dataclass
class Training:
    model: LearnedModel
    report: KFoldReport


def _by_group(rows: Sequence[Row], readings: Sequence[Understanding]) -> dict[str, GroupScore]:
    out = {}
    for group in (PUBLIC, PROJECT):
        idx = [i for i, r in enumerate(rows) if r.group == group]
        if idx:
            out[group] = score_group([rows[i] for i in idx], [readings[i] for i in idx])
    return out


def run(rows: Sequence[Row], params: dict[str, Any] = PARAMS, *, final: bool = True,
        progress: Any = None) -> Training | KFoldReport:
    """k-fold report; with `final`, also the model trained on everything, combiner included."""
    say = progress or (lambda _message: None)
    k, seed = params["k"], params["seed"]
    fold_of = folds(rows, k, seed)
    say(f"reading {len(rows)} rows with the rules")
    rules = [understand_rules(r.text, now=DEFAULT_NOW, timezone="UTC") for r in rows]
    probs: list[dict[str, float]] = [{} for _ in rows]
    for fold in range(k):
        say(f"fold {fold + 1}/{k}: training the model on the other folds")
        model = fit([r for r, f in zip(rows, fold_of, strict=True) if f != fold], params)
        for i, f in enumerate(fold_of):
            if f == fold:
                probs[i] = {c: model.probabilities(rows[i].text).get(c, 0.0) for c in CLASSES}
    say("fitting the combiner out of fold")
    cands = [candidate(r, u, p) for r, u, p in zip(rows, rules, probs, strict=True)]
    combined: list[Understanding] = [rules[0]] * len(rows)
    fold_params = []
    for fold in range(k):
        train_idx = [i for i, f in enumerate(fold_of) if f != fold]
        combiner = fit_combiner([rows[i] for i in train_idx], [cands[i] for i in train_idx])
        fold_params.append(combiner)
        for i, f in enumerate(fold_of):
            if f == fold:
                chosen, switched = outcome(cands[i], combiner)
                combined[i] = finish(cands[i].rules, chosen, switched, cands[i].probs, combiner)
    scores = {
        "model": _by_group(rows, [_model_reading(p) for p in probs]),
        "rules": _by_group(rows, rules),
        "combined": _by_group(rows, combined),
    }
    failures = [(r, u) for r, u in zip(rows, combined, strict=True) if not correct(r, u)]
    report = KFoldReport(k, seed, scores, failures, fold_params)
    if not final:
        return report
    say("training the final model on every row")
    model = fit(rows, params)
    combiner = fit_combiner(rows, cands)
    model.meta["combiner"] = combiner.to_dict()
    model.meta["kfold"] = {system: {group: {"intent_accuracy": round(s.intent_accuracy, 4),
                                            "oos_kept_out": round(s.oos_kept_out, 4),
                                            "junk_adds": round(s.junk_adds, 4), "asked_junk": round(s.asked_junk, 4),
                                            "asked_adds": round(s.asked_adds, 4), "ece": round(s.ece, 4), "n": s.n}
                                    for group, s in by_group.items()} for system, by_group in scores.items()}
    return Training(model, report)


def per_group_failures(report: KFoldReport) -> dict[str, list[tuple[Row, Understanding]]]:
    out: dict[str, list[tuple[Row, Understanding]]] = defaultdict(list)
    for row, u in report.failures:
        out[row.group].append((row, u))
    return out



def render(report: KFoldReport, console: Any, *, max_failures: int = 30) -> None:
    """Tables of the held-out figures; the last line is `N passed, M failed` (the combined system, held out)."""
    from rich.table import Table

    summary = Table(title=f"Held-out figures ({report.k}-fold, seed {report.seed})")
    for column in ("group", "system", "rows", "intent", "OOS kept out", "junk adds", "asked junk", "adds asked"):
        summary.add_column(column, justify="left" if column in ("group", "system") else "right")
    confidence = Table(title="Held-out confidence: calibration and what `nlu=auto` sends to Gemini")
    for column in ("group", "system", "ECE", "conf < 0.8", "right ≥ 0.8", "right < 0.8"):
        confidence.add_column(column, justify="left" if column in ("group", "system") else "right")
    for group in (PUBLIC, PROJECT):
        for system in ("rules", "model", "combined"):
            s = report.scores[system].get(group)
            if s is None:
                continue
            summary.add_row(group, system, str(s.n), pct(s.intent_accuracy), pct(s.oos_kept_out),
                            pct(s.junk_adds), pct(s.asked_junk), pct(s.asked_adds))
            confidence.add_row(group, system, f"{s.ece:.3f}", pct(s.to_gemini), pct(s.kept_accuracy),
                               pct(s.to_gemini_accuracy))
    console.print(summary)
    console.print(confidence)
    console.print("intent: intent accuracy; OOS kept out: out-of-scope rows read as no task; junk adds: rows "
                  "that are not a new task silently added as one; asked junk: the same rows read as a new task "
                  "but asked about first (\u201cShould I add \u2026?\u201d, confidence < "
                  f"{ASK_THRESHOLD}); adds asked: real adds asked about first; ECE: expected calibration error "
                  "of the confidence as P(the reading is exactly right); conf < 0.8: share `nlu=auto` sends to "
                  "Gemini; right: intent accuracy at or above / below it. The model row is the classifier alone; "
                  "the rules are in-sample on the project rows (they were written on them).",
                  markup=False, highlight=False)
    for group in (PUBLIC, PROJECT):
        s = report.scores["combined"].get(group)
        if s is None:
            continue
        classes = Table(title=f"Combined, {group} rows: per class")
        for column in ("class", "precision", "recall", "support"):
            classes.add_column(column, justify="left" if column == "class" else "right")
        for name, (precision, recall, support) in s.per_class.items():
            classes.add_row(name, pct(precision), pct(recall), str(support))
        console.print(classes)
        console.print(calibration_table(f"Combined, {group} rows: confidence calibration", s.calibration))
    if report.failures:
        table = Table(title=f"Held-out failures of the combined system ({len(report.failures)}, "
                            f"showing up to {max_failures} per group)")
        for column in ("row", "text", "expected", "got"):
            table.add_column(column, overflow="fold")
        for rows in per_group_failures(report).values():
            for row, u in rows[:max_failures]:
                table.add_row(row.origin, row.text, row.label, f"{u.intent} {u.act or ''}".strip())
        console.print(table)
    total = sum(s.n for s in report.scores["combined"].values())
    failed = len(report.failures)
    console.print(f"{total - failed} passed, {failed} failed", markup=False, highlight=False)
