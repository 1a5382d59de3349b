"""A command word on its own ("delete", "rename", "reopen"): the intent is clear, the graph asks for the rest."""

from __future__ import annotations

import re

from todobot.understanding.rules.commands.matching import X
from todobot.understanding.rules.reading import Env, Reading

BARE_COMMAND = re.compile(
    r"^(?:(?P<delete_task>delete|remove|erase|get\s+rid\s+of\s+it)|(?P<update_task>rename|edit|update|change)|"
    r"(?P<complete_task>complete|mark\s+(?:as\s+)?(?:done|complete)|tick\s+off|cross\s+off|check\s+off)|"
    r"(?P<reopen_task>reopen|re-open|uncheck|untick|mark\s+(?:as\s+)?(?:not\s+done|undone|incomplete))|"
    r"(?P<schedule_reminder>(?:set\s+(?:a\s+)?)?reminder|remind)|(?P<add_task>add|new\s+task|create))"
    r"(?:\s+(?:a\s+)?(?:task|one|item))?$",
    X,
)


def bare_command_rule(text: str, masked: str, env: Env) -> list[Reading] | None:
    """"delete" / "rename" alone: the intent without its parameters."""
    m = BARE_COMMAND.match(masked)
    if not m:
        return None
    intent = next(name for name, value in m.groupdict().items() if value)
    return [Reading(intent, {}, 0.7, f"'{m.group(0).lower()}' names the action but not the task.")]
