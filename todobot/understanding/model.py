"""The contract between understanding (rules or Gemini) and the rest of the graph.

Every backend returns an `Understanding`; the classify/extract nodes never look at how it was made.
Everything here is plain JSON-able data so it can live in the checkpointed graph state.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

TaskIntent = Literal[
    "add_task",
    "list_tasks",
    "complete_task",
    "reopen_task",
    "delete_task",
    "update_task",
    "schedule_reminder",
    "set_timezone",
    "list_reminders",
    "cancel_reminder",
    "move_reminder",
    "get_timezone",
]
# A message is a task request (a TaskIntent), only a conversation act ("none", see `Act`), or not
# understood at all ("unknown").
Intent = Literal[TaskIntent, "none", "unknown"]

INTENTS: tuple[str, ...] = Intent.__args__  # type: ignore[attr-defined]
TASK_INTENT_NAMES: tuple[str, ...] = TaskIntent.__args__  # type: ignore[attr-defined]

# Intents that act on one existing task and so need a `task_ref`.
TASK_INTENTS: frozenset[str] = frozenset(
    {"complete_task", "reopen_task", "delete_task", "update_task", "schedule_reminder", "cancel_reminder",
     "move_reminder"}
)

Act = Literal["confirm", "deny", "cancel", "undo", "correct", "help", "greet", "thanks", "bye", "out_of_scope"]
"""A conversation move, apart from any task intent (Rasa CALM's conversation-repair patterns):

  confirm       "yes", "go ahead"               answers a pending confirmation
  deny          "no", "keep it", "wait"         declines a pending confirmation
  cancel        "forget it", "nvm"              drops whatever is pending; never deletes anything
  undo          "undo that", "bring it back"    reverts the last change (`params.count` steps, default 1)
  correct       "no, I meant the other one"     redo the last request with another task (`params.task_ref`)
                "I meant delete pay the gas bill"   or replace it with the request in `steps`
  help, greet, thanks, bye                      answered with a fixed sentence
  out_of_scope  "write a poem"                  politely declined: TodoBot only manages tasks
"""

ACTS: tuple[str, ...] = Act.__args__  # type: ignore[attr-defined]


class TaskRef(BaseModel):
    """How the user pointed at a task, before it is resolved against the user's real tasks.

    kind:
      number  - "task 3", "#3"              value = 3
      uuid    - a pasted task id             value = "…uuid…"
      ordinal - "the second one", "the last" value = 2, or -1 for last
      pronoun - "it", "that one"             value = None
      title   - "the groceries one"          value = "groceries" (fuzzy words, may contain typos)
      all     - "all pending tasks"          value = None, `status` says which ones (bulk actions); the rules
                                             may add "due", a list_tasks due filter ("everything overdue")
      other   - "the other one"              value = None: not the task just acted on (a correction)
    """

    kind: Literal["number", "uuid", "ordinal", "pronoun", "title", "all", "other"]
    value: int | str | None = None
    status: Literal["all", "pending", "completed"] | None = None
    verb: str | None = None  # title refs: the to-do verb said with the words ("i told the landlord" → "tell")


class ConversationContext(BaseModel):
    """What the conversation already knows, so short answers and references make sense.

    `pending_slot` is the parameter the bot just asked for (e.g. "title"); a bare answer fills it.
    """

    last_listed: list[dict[str, Any]] = Field(default_factory=list)  # [{"id","number","title","status"}]
    last_task: dict[str, Any] | None = None  # {"id","number","title"}
    pending_intent: str | None = None
    pending_slot: str | None = None
    last_action: dict[str, Any] | None = None  # {"intent", "params"} of the last step that ran ("and 6" repeats it)
    awaiting_confirmation: bool = False  # a yes/no question is open ("cancel it" then answers it)
    offered_add: bool = False  # that question offers a new task ("Should I add “…”?"): "no, call it …" names it
    # what that question would do: {"intent", "numbers"} ("Delete #47?" "yes delete 47" is the yes, said in full)
    confirming: dict[str, Any] | None = None


class Understanding(BaseModel):
    """One reading of a user message: a task `intent`, a conversation `act`, or both (a correction that
    carries the corrected request).

    `params` holds only what was said. Known keys:
      title, description            (add_task; update_task new values; "" clears a description)
      due                           add_task / update_task: a day "2026-11-27" or a local time with its offset
                                    ("" clears it); list_tasks: a due filter ("today", "overdue", "this_week", …)
      repeat                        how a task or a reminder repeats, in words ("every monday"; "" stops it)
      priority                      "high" | "medium" | "low" | "none" (add/update_task; list_tasks filter)
      status                        "all" | "pending" | "completed" (list_tasks filter)
      query, sort, more             list_tasks: words searched for ("is milk on my list?"), the order asked
                                    for ("due", "priority", "created"), the next page ("more")
      numbers                       list_tasks: the tasks asked to see by number ("show task 23" -> [23])
      completed                     list_tasks: the days things were marked done in ("what did I finish this
                                    week" -> "this_week"; also today, yesterday, last_week, last_7_days, days)
      task_ref                      a TaskRef as a dict (act "undo": the task whose latest change is undone,
                                    when named: "bring back the dentist")
      when                          ISO-8601 datetime with offset (schedule_reminder; update_task moves; the
                                    rules put a date said with a new task on a reminder step after it)
      at_time, at_time_loose        update_task: a new time of day "HH:MM" on the task's own due day; loose when
                                    said without am/pm (the half of the day nearest the task's own time is meant)
      shift                         update_task: a move by an offset from the task's own due ({"days": 2})
      note                          update_task: words added to the description, keeping what it says
      before                        schedule_reminder: counted back from the task's due ({"minutes": 30},
                                    {"days": 1, "at": "18:00"})
      repeat_interval_minutes, repeat_count   (schedule_reminder)
      timezone                      an IANA zone name (set_timezone; "I'm in Berlin" -> "Europe/Berlin")
      place                         the place said when no zone was found for it (set_timezone declines)
      count                         how many changes to undo (act "undo")
      also                          the undo goes on from an undo just made ("undo the one before that too")
      except, affirmed              act "confirm" to a change of several tasks: the TaskRefs left out ("all except
                                    the milk"), and whether a yes was said too (then the rest goes ahead)
    `steps` lists the understandings of a compound request in order; a simple request has one step,
    a copy of itself without nested steps.
    """

    intent: Intent
    act: Act | None = None
    confidence: float = Field(ge=0.0, le=1.0)
    reasoning: str = ""
    params: dict[str, Any] = Field(default_factory=dict)
    steps: list[Understanding] = Field(default_factory=list)

    def model_post_init(self, _context: Any) -> None:
        if not self.steps:
            self.steps = [self.model_copy(update={"steps": []})]
