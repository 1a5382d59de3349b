"""The learned intent / out-of-scope classifier that works beside the rules (see `combine.py`).

`load_model()` reads the artefact shipped in this package (`model.zip`, written by `todobot train` /
`make model`) once per process; `probabilities(text)` gives P(class | text) over `CLASSES`. Prediction is
pure Python (`artefact.py`); training needs scikit-learn (`train.py`, `evaluate.py`).

The artefact is derived from HWU64 and SLURP (CC BY 4.0): see NOTICE.md beside it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from todobot.understanding.learned.artefact import LearnedModel
from todobot.understanding.learned.data import CLASSES

MODEL_PATH = Path(__file__).resolve().parent / "model.zip"

__all__ = ["CLASSES", "MODEL_PATH", "LearnedModel", "load_model"]


@lru_cache(maxsize=1)
def load_model() -> LearnedModel | None:
    """The shipped model, or None when the package has none (the rules then work alone)."""
    if not MODEL_PATH.is_file():
        return None
    return LearnedModel.load(MODEL_PATH)
