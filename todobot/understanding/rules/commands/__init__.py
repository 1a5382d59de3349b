"""Explicit task commands, one module per family, tried in this order (first hit wins):

  timezone  "I'm in Berlin", "set my time zone to london"    (before update: not a change to a task)
  reminders "what reminders do I have?", "cancel the dentist reminder", "move the dentist reminder to
            thursday 10am" (before "remind me", the list and delete: the reminder goes, never the task)
  reopen    "reopen task 5", "mark task 2 as not done"   (before "mark ... done")
  skip      "skip yoga this week", "cancel just this week's bins"   (one occurrence: before update, delete, done)
  priority  "make it urgent", "bump X to high prio", "#3 p2", "X is super urgent"   (before update)
  update    rename / new description / move to a date / "make it X instead"
  reminder  "remind me to X at 5" (add + reminder), "remind me about <task>"
  add       "add X", "put X on my list", "jot down X"
  listing   "show my tasks", "what's left?"
  complete  "mark X done", "X is done", "I paid the rent"
  delete    "delete task 4", "get rid of it"
  bare      a command word alone ("delete", "rename"): the intent, the graph asks for the rest

Each rule is anchored at the start of a clause, matches on the quote-masked text (so quoted titles are
never read as commands) and returns Readings, or None to let the next rule try. Adding a family is one
module plus one line here.
"""

from __future__ import annotations

from todobot.understanding.rules.commands.add import add_rule
from todobot.understanding.rules.commands.bare import bare_command_rule
from todobot.understanding.rules.commands.complete import complete_rule
from todobot.understanding.rules.commands.delete import delete_rule
from todobot.understanding.rules.commands.listing import list_rule
from todobot.understanding.rules.commands.matching import Rule
from todobot.understanding.rules.commands.priority import priority_rule, with_level_after
from todobot.understanding.rules.commands.reminder import reminder_rule
from todobot.understanding.rules.commands.reminder_admin import (
    cancel_reminder_rule,
    list_reminders_rule,
    move_reminder_rule,
)
from todobot.understanding.rules.commands.reopen import reopen_rule
from todobot.understanding.rules.commands.skip import skip_rule
from todobot.understanding.rules.commands.timezone import timezone_rule
from todobot.understanding.rules.commands.update import update_rule, with_due_after

__all__ = ["ACTION_RULES", "COMMAND_RULES", "DATA_RULES", "Rule", "bare_command_rule", "skip_rule"]

# Rules whose content after the cue is data (a title), so injection-looking text there is harmless.
DATA_RULES: tuple[Rule, ...] = (timezone_rule, list_reminders_rule, cancel_reminder_rule,
                                move_reminder_rule, reopen_rule, skip_rule,
                                with_level_after(with_due_after(update_rule)),
                                with_due_after(priority_rule),
                                with_due_after(update_rule), reminder_rule, add_rule)
# Rules that act on the list; tried only once the text is known not to re-instruct the assistant.
ACTION_RULES: tuple[Rule, ...] = (list_rule, complete_rule, delete_rule)
COMMAND_RULES: tuple[Rule, ...] = DATA_RULES + ACTION_RULES
