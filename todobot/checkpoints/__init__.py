"""Conversation persistence: the checkpointer for a database URL, and the per-conversation turn locks."""

from todobot.checkpoints.open import open_checkpointer
from todobot.checkpoints.turn_lock import ConversationBusy, TurnLocks, open_turn_locks

__all__ = ["ConversationBusy", "TurnLocks", "open_checkpointer", "open_turn_locks"]
