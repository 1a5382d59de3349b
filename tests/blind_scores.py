"""Score a blind set the way it is first scored, before any fix: `python -m tests.blind_scores FILE [-v]`.

- `*.jsonl` (one message a line: text, intent, act, title, steps, maybe_task): intent accuracy, acts,
  non-task messages kept out of task intents, junk adds (a task added for a message that asked for none),
  title exact match, multi-part steps. "remind me to X at Y" read as add + reminder counts as the reminder.
- `*.toml` (scenarios in the format of tests/scenarios/): the share of conversations where every checked
  turn and the final task list are as expected, on the embedded SQLite default.
"""

from __future__ import annotations

import sys
import tempfile
import tomllib
import uuid
from collections import Counter
from pathlib import Path

from tests.conftest import FIXED_NOW, open_agent
from tests.test_scenarios import play
from todobot.understanding.evaluation import predict, read_cases

NON_TASK = ("none", "unknown")


def _as_said(read: list[str]) -> list[str]:
    """The steps as a person asked for them: "remind me to X at Y" is read as a new task, then its reminder."""
    said: list[str] = []
    for intent in read:
        if intent == "schedule_reminder" and said and said[-1] == "add_task":
            said[-1] = intent
        else:
            said.append(intent)
    return said


def score_messages(path: Path, verbose: bool = False) -> list[str]:
    cases = read_cases(path)
    right = acts = act_n = kept = non_task = junk = not_add = titles = title_n = steps = steps_n = 0
    wrong: Counter[tuple[str, str]] = Counter()
    for case in cases:
        understanding = predict(case)
        first = understanding.steps[0]
        read = [s.intent for s in understanding.steps]
        said = _as_said(read)
        got = said[0] if case["intent"] == "schedule_reminder" else first.intent
        right += got == case["intent"]
        if got != case["intent"]:
            wrong[(case["intent"], got)] += 1
            if verbose:
                print(f"  {case['text']!r}: expected {case['intent']}, got {read} {first.act or ''}")
        if case["intent"] == "none":
            act_n += 1
            acts += got == "none" and first.act == case.get("act")
        if case["intent"] in NON_TASK:
            non_task += 1
            kept += all(i in NON_TASK for i in read)
        if case["intent"] != "add_task" and not case.get("maybe_task"):
            not_add += 1
            # an add the message did not ask for: "done with X. oh and add Y" asks for the one add its steps name
            junk += said.count("add_task") > case.get("steps", []).count("add_task")
        if "title" in case:
            title_n += 1
            titles += first.params.get("title") == case["title"]
        if "steps" in case:
            steps_n += 1
            steps += case["steps"] in (read, said)
    n = len(cases)
    return [
        f"intent {right}/{n} = {right / n:.1%}",
        f"acts {acts}/{act_n} = {acts / max(act_n, 1):.1%}",
        f"non-task kept out {kept}/{non_task} = {kept / max(non_task, 1):.1%}",
        f"junk adds {junk}/{not_add} = {junk / max(not_add, 1):.1%}",
        f"titles {titles}/{title_n} = {titles / max(title_n, 1):.1%}",
        f"multi-part steps {steps}/{steps_n}",
        f"most common confusions: {wrong.most_common(6)}",
        f"{right} passed, {n - right} failed",
    ]


def score_conversations(path: Path, verbose: bool = False) -> list[str]:
    scenarios = tomllib.loads(path.read_text())["scenario"]
    failed: list[str] = []
    clock = {"now": FIXED_NOW}
    with tempfile.TemporaryDirectory() as folder, open_agent(
        f"sqlite:///{folder}/blind.db", clock=lambda: clock["now"]
    ) as agent:
        for scenario in scenarios:
            user, clock["now"] = str(uuid.uuid4()), FIXED_NOW
            try:
                play(agent, user, scenario, clock)
            except AssertionError as exc:
                failed.append(f"  {scenario['name']}: {str(exc).splitlines()[0][:200]}")
    passed = len(scenarios) - len(failed)
    lines = failed if verbose else []
    return [*lines, f"conversations {passed}/{len(scenarios)} = {passed / len(scenarios):.1%}",
            f"{passed} passed, {len(failed)} failed"]


if __name__ == "__main__":
    target = Path(sys.argv[1])
    score = score_conversations if target.suffix == ".toml" else score_messages
    print("\n".join(score(target, verbose="-v" in sys.argv)))
