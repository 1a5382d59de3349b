"""Opening the conversation checkpointer for a database URL."""

from todobot.checkpoints.open import open_checkpointer

__all__ = ["open_checkpointer"]
