"""TodoBot's benchmark harness: `python -m bench` (or `make bench`) measures how fast, how cheap and how
it scales, prints a table, and writes `bench/results.json` and `bench/scaling.png`."""
