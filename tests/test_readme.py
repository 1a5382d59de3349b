"""The README shows the graph as it really is, and documents every setting."""

from __future__ import annotations

from todobot.graph.diagram import BLOCK, README, readme_block
from todobot.settings import AgentConfig


def test_readme_diagram_matches_the_compiled_graph() -> None:
    found = BLOCK.search(README.read_text())
    assert found, "README lost its <!-- graph:start --> block"
    assert found.group(0) == readme_block(), "run `python -m todobot.graph.diagram` to refresh the README"


def test_every_graph_node_is_drawn() -> None:
    for node in ("classify", "extract", "validate", "confirm", "invoke", "undo", "format"):
        assert node in readme_block()


def test_readme_documents_every_setting() -> None:
    text = README.read_text()
    for name in AgentConfig.model_fields:
        assert f"TODOBOT_{name.upper()}" in text, f"README misses TODOBOT_{name.upper()}"
