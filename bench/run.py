"""Run every benchmark and print its numbers (`make bench`)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import bench_turn, bench_understand

if __name__ == "__main__":
    print("== understanding (rules backend) ==")
    bench_understand.main()
    print("\n== agent turns ==")
    bench_turn.main()
