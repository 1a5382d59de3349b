"""The trained model on disk, and in memory for prediction — standard library only, no pickle.

The artefact is a zip (fixed timestamps, so the same model gives the same bytes) of plain data:

  meta.json   format, classes, intercepts, what it was trained on (data SHA-256, row count, training code
              version and parameters, scikit-learn version) and the fitted combiner (see `combine.py`)
  vocab.json  the feature strings (`features.py`), in column order
  idf.f32     the inverse document frequency of each feature (float32, little-endian)
  coef.f32    the logistic-regression weights, feature-major: n_features × n_classes (float32, little-endian)

Nothing in it is executable, so loading a tampered file cannot run code (a joblib/pickle artefact could);
and prediction needs neither scikit-learn nor numpy, which `make chat` does not install: a message's
~200 features are looked up in a dict and their weights summed in pure Python, well under a millisecond.
`LearnedModel.probabilities` reproduces `TfidfVectorizer(sublinear_tf=True, norm="l2")` followed by
multinomial `LogisticRegression.predict_proba` exactly (up to float32 rounding; tests check it).
"""

from __future__ import annotations

import json
import math
import sys
import zipfile
from array import array
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from todobot.understanding.learned.features import features

FORMAT = 1
_EPOCH = (1980, 1, 1, 0, 0, 0)


def _floats(values: Any) -> bytes:
    packed = array("f", (float(v) for v in values))
    if sys.byteorder != "little":
        packed.byteswap()
    return packed.tobytes()


def _unfloats(data: bytes) -> array:
    packed = array("f")
    packed.frombytes(data)
    if sys.byteorder != "little":
        packed.byteswap()
    return packed


@dataclass
class LearnedModel:
    """A fitted TF-IDF + logistic-regression classifier over `CLASSES`, with the combiner's parameters."""

    classes: list[str]
    vocabulary: list[str]
    idf: array
    coef: array  # feature-major: coef[j * len(classes) + c]
    intercept: list[float]
    meta: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._index = {feature: j for j, feature in enumerate(self.vocabulary)}

    def probabilities(self, text: str) -> dict[str, float]:
        """P(class | text) for every class."""
        n = len(self.classes)
        weighted = []
        for feature, tf in Counter(features(text)).items():
            j = self._index.get(feature)
            if j is not None:
                weighted.append((j, (1.0 + math.log(tf)) * self.idf[j]))
        scores = list(self.intercept)
        norm = math.sqrt(sum(v * v for _, v in weighted))
        if norm:
            coef = self.coef
            for j, v in weighted:
                v /= norm
                base = j * n
                for c in range(n):
                    scores[c] += v * coef[base + c]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        total = sum(exps)
        return {name: e / total for name, e in zip(self.classes, exps, strict=True)}

    def save(self, path: Path) -> None:
        meta = {**self.meta, "format": FORMAT, "classes": self.classes, "intercept": self.intercept,
                "n_features": len(self.vocabulary)}
        members = {
            "meta.json": json.dumps(meta, indent=1, sort_keys=True, ensure_ascii=False).encode("utf-8"),
            "vocab.json": json.dumps(self.vocabulary, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
            "idf.f32": _floats(self.idf),
            "coef.f32": _floats(self.coef),
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(path, "w") as archive:
            for name, data in members.items():
                info = zipfile.ZipInfo(name, date_time=_EPOCH)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, data, compresslevel=9)

    @classmethod
    def load(cls, path: Path) -> LearnedModel:
        with zipfile.ZipFile(path) as archive:
            meta = json.loads(archive.read("meta.json"))
            if meta.get("format") != FORMAT:
                raise ValueError(f"{path} is model format {meta.get('format')}, this code reads {FORMAT}")
            vocabulary = json.loads(archive.read("vocab.json"))
            idf = _unfloats(archive.read("idf.f32"))
            coef = _unfloats(archive.read("coef.f32"))
        classes = meta.pop("classes")
        intercept = meta.pop("intercept")
        if len(idf) != len(vocabulary) or len(coef) != len(vocabulary) * len(classes):
            raise ValueError(f"{path} is damaged: array sizes do not match its vocabulary")
        return cls(classes, vocabulary, idf, coef, intercept, meta)
