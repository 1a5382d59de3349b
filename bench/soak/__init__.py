"""Soak and fault harness: many simulated people, several worker processes, PostgreSQL restarts and killed workers.

Run it with `python -m bench.soak` (see `--help`); it is not a unit test (`tests/test_soak.py` runs `--quick`).
"""
