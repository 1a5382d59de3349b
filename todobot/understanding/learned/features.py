"""The features of one message, in pure Python: the same function feeds training and prediction.

scikit-learn's `TfidfVectorizer(analyzer=features)` counts these strings when training; the runtime model
(`todobot.understanding.learned.LearnedModel`) counts the very same strings, so the two can never drift.

- text is NFKC-normalised, lower-cased, every digit becomes "0" ("at 7pm" and "at 9pm" read alike), and
  whitespace is collapsed;
- word unigrams and bigrams (marked with a leading "\\x01", which `normalise` guarantees the text never holds),
  where a word is a run of letters/digits/apostrophes, and "?" / "!" count as words (questions are a cue);
- character 2- to 5-grams inside each whitespace-separated token padded with a space on each side (what
  scikit-learn calls `char_wb`): they carry misspellings ("remnd", "shoping") and word endings.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import pairwise

WORD_MARK = "\x01"
CHAR_RANGE = (2, 5)
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_DIGIT = re.compile(r"\d")
_SPACE = re.compile(r"\s+")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*|[?!]")


def normalise(text: str) -> str:
    """The text the features are read from."""
    text = unicodedata.normalize("NFKC", text or "").lower()
    text = _CONTROL.sub(" ", text)
    text = _DIGIT.sub("0", text)
    return _SPACE.sub(" ", text).strip()


def features(text: str) -> list[str]:
    """Every feature string of `text`, repeated as often as it occurs (the counts are the term frequencies)."""
    text = normalise(text)
    words = _WORD.findall(text)
    out = [WORD_MARK + w for w in words]
    out.extend(f"{WORD_MARK}{a} {b}" for a, b in pairwise(words))
    low, high = CHAR_RANGE
    for token in text.split(" "):
        if not token:
            continue
        padded = f" {token} "
        size = len(padded)
        for n in range(low, min(high, size) + 1):
            out.extend(padded[i:i + n] for i in range(size - n + 1))
    return out
