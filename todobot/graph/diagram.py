"""The README's Mermaid diagram, generated from the compiled graph (`python -m todobot.graph.diagram`).

A test compares the README with `mermaid()`, so the picture can't drift from the code.
"""

from __future__ import annotations

import re
from pathlib import Path

from todobot.graph.graph import graph

README = Path(__file__).resolve().parents[2] / "README.md"
BLOCK = re.compile(r"<!-- graph:start -->\n.*?<!-- graph:end -->", re.DOTALL)


def mermaid() -> str:
    return graph.get_graph().draw_mermaid()


def readme_block() -> str:
    return f"<!-- graph:start -->\n```mermaid\n{mermaid().strip()}\n```\n<!-- graph:end -->"


def update_readme(path: Path = README) -> bool:
    """Rewrite the README's diagram block; True when it changed."""
    text = path.read_text()
    updated = BLOCK.sub(lambda _: readme_block(), text)
    if updated != text:
        path.write_text(updated)
    return updated != text


if __name__ == "__main__":
    print("README diagram updated" if update_readme() else "README diagram already up to date")
