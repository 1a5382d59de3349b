"""The learned intent model: its artefact is current and reproducible, prediction matches scikit-learn, and the
rules+model combination does what a user would notice (out-of-scope requests are not added, paraphrases are).

Training the full model takes minutes (`make model`), so it never runs here: a slice of the data is enough to
check determinism and that the pure-Python predictor reproduces scikit-learn.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from todobot.understanding import understand_offline
from todobot.understanding.combine import CombinerParams, combine
from todobot.understanding.evaluation import DEFAULT_NOW
from todobot.understanding.learned import MODEL_PATH, LearnedModel, load_model
from todobot.understanding.learned.data import CLASSES, data_hash, load_rows
from todobot.understanding.learned.train import PARAMS, TRAINING_VERSION
from todobot.understanding.model import Understanding


@pytest.fixture(scope="module")
def rows():
    return load_rows()


@pytest.fixture(scope="module")
def small(rows):
    """Every 12th row: ~900 rows, every class but the rarest."""
    return rows[::12]


def read(text: str) -> Understanding:
    return understand_offline(text, now=DEFAULT_NOW, timezone="UTC")


def test_the_shipped_model_is_trained_on_the_current_data(rows) -> None:
    model = load_model()
    assert model is not None, f"{MODEL_PATH} is missing: run `make model`"
    stale = "the model is stale: run `make model` (or `todobot train`) and commit todobot/understanding/learned/"
    assert model.meta["data_sha256"] == data_hash(rows), stale
    assert model.meta["rows"] == len(rows), stale
    assert (model.meta["training_version"], model.meta["params"]) == (TRAINING_VERSION, PARAMS), stale
    assert set(model.meta["combiner"]) >= set(CombinerParams().to_dict())


def test_the_artefact_is_small_and_carries_its_attribution() -> None:
    assert MODEL_PATH.stat().st_size < 5_000_000
    notice = (MODEL_PATH.parent / "NOTICE.md").read_text(encoding="utf-8")
    assert "HWU64" in notice and "SLURP" in notice and "CC BY 4.0" in notice


def test_training_is_deterministic(small, tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    from todobot.understanding.learned.train import fit

    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    fit(small).save(first)
    fit(list(reversed(small))).save(second)  # the input order does not matter either
    assert first.read_bytes() == second.read_bytes()


def test_the_pure_python_predictor_matches_scikit_learn(small, tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    from todobot.understanding.learned.train import fit, fit_sklearn

    vectorizer, clf = fit_sklearn(small)
    path = tmp_path / "m.zip"
    fit(small).save(path)
    model = LearnedModel.load(path)
    texts = ["put wash the car on my to do list", "what's the weather in Paris", "thanks!", "", "délète tâche 3"]
    expected = clf.predict_proba(vectorizer.transform(texts))
    for text, row in zip(texts, expected, strict=True):
        got = model.probabilities(text)
        for name, p in zip(clf.classes_, row, strict=True):
            assert got[name] == pytest.approx(p, abs=1e-5), (text, name)


@pytest.mark.parametrize("text", ["write a poem about my cat", "check my bank balance", "remove apple from list",
                                  "what's the weather like in Berlin tomorrow", "turn the kitchen lights blue",
                                  "did i get any emails from sarah"])
def test_requests_that_are_not_new_tasks_are_never_added(text: str) -> None:
    assert read(text).intent != "add_task"


@pytest.mark.parametrize("text", ["tune into the joe rogan show in ten minutes", "should i wear a hat today",
                                  "find a recipe for dinner tonight", "add dan's email to my contacts",
                                  "add this song to my playlist"])
def test_dated_and_elsewhere_requests_are_not_added(text: str) -> None:
    """A weak add with a date (an add plus its reminder) is overruled like any weak add; an add into another
    app's collection is out of scope."""
    u = read(text)
    assert all(s.intent != "add_task" for s in u.steps), u


def test_an_out_of_scope_request_is_declined_and_not_understood_is_never_certain() -> None:
    u = read("any free events in la this weekend")
    assert (u.intent, u.act) == ("none", "out_of_scope")
    for text in ("asdkjh qwe", "purple elephant", "banana"):
        unknown = read(text)
        assert unknown.intent == "unknown" and unknown.confidence < 1.0, (text, unknown)


def test_a_list_item_to_remove_is_a_delete() -> None:
    u = read("remove apple from list")
    assert u.intent == "delete_task"
    assert u.params["task_ref"] == {"kind": "title", "value": "apple"}


@pytest.mark.parametrize(("text", "title"), [("put wash the car to my to do list", "Wash the car"),
                                             ("add check the weather", "Check the weather"),
                                             ("add buy milk", "Buy milk")])
def test_paraphrased_and_explicit_adds_are_added(text: str, title: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("title")) == ("add_task", title)


@pytest.mark.parametrize(("text", "act"), [("yes", "confirm"), ("no", "deny"), ("undo that", "undo"),
                                           ("thanks", "thanks"), ("forget it", "cancel")])
def test_conversation_acts_stay_the_rules_own(text: str, act: str) -> None:
    from todobot.understanding.rules import understand_rules

    assert read(text) == understand_rules(text, now=DEFAULT_NOW, timezone="UTC")
    assert read(text).act == act


def test_clear_readings_are_confident_and_a_dropped_add_is_not() -> None:
    assert read("add buy milk").confidence >= 0.8  # clear: `auto` does not ask Gemini
    params = CombinerParams(add_override=0.7, add_rules_max=0.9, add_floor=0.2)
    unsure = dict.fromkeys(CLASSES, 0.1) | {"add_task": 0.05, "schedule_reminder": 0.05, "complete_task": 0.2}
    dropped = combine("check my bank account", _rules_add(0.6), unsure, params)  # an add that would be silent
    assert dropped.intent == "unknown"
    assert dropped.confidence < 0.8  # `auto` asks Gemini what was meant
    asked = combine("check my bank account", _rules_add(0.5), unsure, params)  # below the ask line: asked, not dropped
    assert asked.intent == "add_task" and asked.steps[0].confidence < 0.6


def _rules_add(confidence: float) -> Understanding:
    return Understanding(intent="add_task", confidence=confidence, params={"title": "Check my bank balance"})


def test_a_sure_model_overrules_a_weak_add_but_never_an_explicit_one() -> None:
    params = CombinerParams(add_override=0.7, add_rules_max=0.9)
    oos = dict.fromkeys(CLASSES, 0.01) | {"out_of_scope": 0.92}
    weak = combine("check my bank balance", _rules_add(0.5), oos, params)
    assert (weak.intent, weak.act) == ("none", "out_of_scope")
    explicit = combine("add check my bank balance", _rules_add(0.95), oos, params)
    assert explicit.intent == "add_task"
    unsure = dict.fromkeys(CLASSES, 0.05) | {"out_of_scope": 0.6}
    assert combine("check my bank balance", _rules_add(0.5), unsure, params).intent == "add_task"


def test_without_the_learned_model_the_rules_answer_alone() -> None:
    from todobot.understanding.rules import understand_rules

    text = "check my bank balance"
    alone = understand_offline(text, now=DEFAULT_NOW, timezone="UTC", learned=False)
    assert alone == understand_rules(text, now=DEFAULT_NOW, timezone="UTC")


def test_the_kfold_report_ends_with_the_pass_fail_line(rows) -> None:
    pytest.importorskip("sklearn")
    from todobot.understanding.learned.evaluate import render, run

    report = run(rows[::40], {**PARAMS, "k": 2}, final=False)
    out = io.StringIO()
    render(report, Console(file=out, width=160, color_system=None))
    last = out.getvalue().rstrip("\n").splitlines()[-1]
    total = sum(s.n for s in report.scores["combined"].values())
    assert last == f"{total - len(report.failures)} passed, {len(report.failures)} failed"
    assert set(report.scores) == {"model", "rules", "combined"}


@pytest.mark.parametrize(("text", "intent", "params"), [
    ("I'm in Berlin", "set_timezone", {"timezone": "Europe/Berlin"}),
    ("any reminders set?", "list_reminders", {}),
    ("cancel the dentist reminder", "cancel_reminder", {"task_ref": {"kind": "title", "value": "dentist"}}),
])
def test_intents_the_model_never_learned_keep_the_rules_reading(text: str, intent: str, params: dict) -> None:
    """The shipped model knows only the first seven task intents: it must not talk the rules out of a newer one."""
    assert intent not in CLASSES
    rules = Understanding(intent=intent, confidence=0.9, params=params)  # type: ignore[arg-type]
    sure_oos = {c: 0.0 for c in CLASSES} | {"out_of_scope": 0.99}
    chosen = combine(text, rules, sure_oos, CombinerParams())
    assert (chosen.intent, chosen.params, chosen.confidence) == (intent, params, 0.9)
    assert understand_offline(text, now=DEFAULT_NOW).intent == intent
