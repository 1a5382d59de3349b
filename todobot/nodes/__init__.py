"""The graph's nodes and nothing else, one module each: classify → extract → validate → confirm → invoke →
format, plus undo. What an intent means lives in `todobot.intents`; the dialogue's data and sentences in
`todobot.dialogue`; how the tools are reached in `todobot.tools.access`."""

from todobot.nodes.classify import classify
from todobot.nodes.confirm import confirm
from todobot.nodes.extract import extract
from todobot.nodes.format import format_reply
from todobot.nodes.invoke import invoke
from todobot.nodes.undo import undo
from todobot.nodes.validate import validate

__all__ = ["classify", "confirm", "extract", "format_reply", "invoke", "undo", "validate"]
