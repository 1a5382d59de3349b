"""Simulated people for the soak: what they say, and what they expect to find afterwards.

A person has a user id, one conversation, and a tag (random letters) in every task title they create, so
anything of theirs is recognisable in anyone else's reply. Some people use two devices at once on the same
conversation (through different workers), which is what the per-conversation turn lock is for.

What a person expects is folded from the tool calls their replies reported — the product's own account of
what it did — never from what they asked for. A request whose reply was lost (its worker was killed) and
whose retry could not tell what happened is remembered as "maybe", so a change that was made but never
acknowledged is not miscounted as lost.
"""

from __future__ import annotations

import random
import string
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any


def make_tag(rng: random.Random) -> str:
    return "".join(rng.choices(string.ascii_lowercase, k=7))


@dataclass
class Person:
    index: int
    tag: str
    devices: int
    user_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    conversation_id: str = field(default_factory=lambda: f"soak-{uuid.uuid4()}")
    expected: dict[str, dict[str, Any]] = field(default_factory=dict)  # task id -> {"title", "status"}
    maybe_added: set[str] = field(default_factory=set)  # titles
    maybe_deleted: set[int] = field(default_factory=set)  # task numbers
    maybe_completed: set[int] = field(default_factory=set)
    turns_acknowledged: int = 0  # turns whose reply said they ran (not refused, not failed)
    turns_unacknowledged: int = 0  # requests lost with a killed worker: they may or may not have run
    clients: list[Device] = field(default_factory=list)

    def observe(self, calls: list[dict[str, Any]]) -> None:
        """Fold a reply's successful tool calls into what this person expects the store to hold."""
        for call in calls:
            if not call["success"]:
                continue
            result = call["result"]
            if call["name"] in ("add_task", "complete_task", "update_task"):
                task = result["task"]
                self.expected[task["id"]] = {"title": task["title"], "status": task["status"],
                                             "number": task["number"]}
            elif call["name"] == "delete_task":
                self.expected.pop(result["deleted"]["id"], None)
        for device in self.clients:  # a "yes" on one device may confirm the other's pending delete
            device.saw(calls)


class Device:
    """One client of a person: picks the next message from the tasks it created itself."""

    def __init__(self, person: Person, letter: str, rng: random.Random) -> None:
        self.person, self.letter, self.rng = person, letter, rng
        self.created = 0
        self.mine: dict[int, str] = {}  # number -> status, for the tasks this device created and still sees
        self.pending_delete: int | None = None
        person.clients.append(self)

    def next_messages(self) -> list[str]:
        """The next request: one message, or "delete task N" + "yes"."""
        pending = [n for n, status in self.mine.items() if status == "pending"]
        roll = self.rng.random()
        if not pending or roll < 0.4:
            self.created += 1
            return [f"add errand {self.person.tag}-{self.letter}{self.created}"]
        number = self.rng.choice(pending)
        if roll < 0.6:
            return [f"mark task {number} as done"]
        if roll < 0.8:
            self.pending_delete = number
            return [f"delete task {number}", "yes"]
        return ["show my tasks"]

    def saw(self, calls: list[dict[str, Any]]) -> None:
        for call in calls:
            if not call["success"]:
                continue
            result = call["result"]
            task = result.get("task") or result.get("deleted")
            if not task or f"-{self.letter}" not in task["title"].lower():
                continue  # another device's task (a "yes" may confirm the other device's pending delete)
            if call["name"] == "delete_task":
                self.mine.pop(task["number"], None)
            else:
                self.mine[task["number"]] = task["status"]

    def reply_lost(self, message: str) -> None:
        """The worker died with this request in flight: its effect may or may not have happened."""
        person = self.person
        person.turns_unacknowledged += 1
        if message.startswith("add "):
            person.maybe_added.add(message.removeprefix("add ").capitalize())
        elif message == "yes" and self.pending_delete is not None:
            person.maybe_deleted.add(self.pending_delete)
        elif message.startswith("mark task "):
            person.maybe_completed.add(int(message.split()[2]))


@dataclass
class Verdict:
    lost: list[str] = field(default_factory=list)
    duplicated: list[str] = field(default_factory=list)
    unexplained: list[str] = field(default_factory=list)  # present but never acknowledged nor maybe-added
    applied_unacknowledged: int = 0  # changes made by a request whose reply died with its worker
    foreign: list[str] = field(default_factory=list)  # another person's task in this person's list


def verify(person: Person, tasks: list[Any], all_tags: set[str]) -> Verdict:
    """Compare the store's final tasks for `person` with what their replies acknowledged."""
    verdict = Verdict()
    by_id = {t.id: t for t in tasks}
    for title, count in Counter(t.title for t in tasks).items():
        if count > 1:
            verdict.duplicated.append(f"{title} ×{count}")
    for task_id, want in person.expected.items():
        have = by_id.get(task_id)
        if have is None:
            if want["number"] in person.maybe_deleted:
                verdict.applied_unacknowledged += 1
            else:
                verdict.lost.append(f"{want['title']} (#{want['number']}) missing")
        elif have.status != want["status"]:
            if have.status == "completed" and have.number in person.maybe_completed:
                verdict.applied_unacknowledged += 1
            else:
                verdict.lost.append(f"{want['title']} is {have.status}, acknowledged {want['status']}")
    for task in tasks:
        if task.id in person.expected:
            continue
        if task.title in person.maybe_added:
            verdict.applied_unacknowledged += 1
        else:
            verdict.unexplained.append(task.title)
    others = all_tags - {person.tag}
    verdict.foreign = [
        t.title for t in tasks if person.tag not in t.title.lower() or any(tag in t.title.lower() for tag in others)
    ]
    return verdict
