"""Fitting the learned intent / out-of-scope model (`todobot train`, `make model`). Needs scikit-learn.

Why this model: TF-IDF over word 1-2-grams and character 2-5-grams, then a multinomial logistic regression.
With ~11k short utterances, a linear model over sparse n-grams is the strong, boring baseline (it is what
Rasa's default NLU pipeline and scikit-learn's text examples start from): it trains in seconds, is exactly
deterministic (lbfgs on a fixed, sorted input), its weights fit in a small non-pickle artefact, and it
predicts in pure Python in a fraction of a millisecond. Character n-grams carry misspellings and
inflections; word bigrams carry "turn off", "my list". Logistic regression (rather than a LinearSVC with
CalibratedClassifierCV) gives probabilities directly, from one model instead of k, and its softmax is what
the combiner (`combine.py`) uses as the model's confidence, calibrated together with the rules' there.

Class weights are the square root of scikit-learn's "balanced" weights: fully balanced weights would make
one `reopen_task` example (13 in all) count ~100 `out_of_scope` ones (8,800) and flood rare classes with
false positives; unweighted, the rare classes are barely learned. The square root is the usual compromise.
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence
from typing import Any

from todobot.understanding.learned.artefact import LearnedModel
from todobot.understanding.learned.data import CLASSES, Row, data_hash
from todobot.understanding.learned.features import features

TRAINING_VERSION = 7  # bump when this file, features.py or the combiner's fitted parameters change what a model is
PARAMS: dict[str, Any] = {"C": 10.0, "min_df": 2, "max_iter": 3000, "class_weight": "sqrt-balanced", "k": 5,
                          "seed": 20261123}


def _sklearn() -> Any:
    try:
        import sklearn  # noqa: F401
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError("Training needs scikit-learn: pip install 'todobot[train]'") from exc
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    return TfidfVectorizer, LogisticRegression


def class_weights(labels: Sequence[str]) -> dict[str, float]:
    counts = Counter(labels)
    n, k = len(labels), len(counts)
    return {label: math.sqrt(n / (k * count)) for label, count in sorted(counts.items())}


def fit_sklearn(rows: Sequence[Row], params: dict[str, Any] = PARAMS) -> tuple[Any, Any]:
    """The fitted scikit-learn vectorizer and classifier (what `fit` turns into a `LearnedModel`)."""
    tfidf_cls, lr_cls = _sklearn()
    rows = sorted(rows)  # the same rows in any order make the same model
    labels = [r.label for r in rows]
    vectorizer = tfidf_cls(analyzer=features, sublinear_tf=True, norm="l2", min_df=params["min_df"])
    matrix = vectorizer.fit_transform([r.text for r in rows])
    clf = lr_cls(C=params["C"], max_iter=params["max_iter"], class_weight=class_weights(labels))
    clf.fit(matrix, labels)
    return vectorizer, clf


def fit(rows: Sequence[Row], params: dict[str, Any] = PARAMS) -> LearnedModel:
    """One model fitted on `rows` (no combiner: `evaluate.run` adds it)."""
    vectorizer, clf = fit_sklearn(rows, params)
    labels = {r.label for r in rows}
    classes = [c for c in CLASSES if c in labels]
    order = [list(clf.classes_).index(c) for c in classes]
    coef = clf.coef_[order]  # n_classes × n_features
    vocabulary = [None] * len(vectorizer.vocabulary_)
    for feature, j in vectorizer.vocabulary_.items():
        vocabulary[j] = feature
    import sklearn

    meta = {"data_sha256": data_hash(sorted(rows)), "rows": len(rows), "training_version": TRAINING_VERSION,
            "params": params, "sklearn": sklearn.__version__}
    return LearnedModel(classes, vocabulary, array("f", vectorizer.idf_), array("f", coef.T.ravel()),
                        [float(clf.intercept_[i]) for i in order], meta)
