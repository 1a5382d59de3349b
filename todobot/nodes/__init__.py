"""The graph's nodes, one module each: classify → extract → validate → confirm → invoke → format."""

from todobot.nodes.classify import classify
from todobot.nodes.confirm import confirm
from todobot.nodes.extract import extract
from todobot.nodes.format import format_reply
from todobot.nodes.invoke import invoke
from todobot.nodes.undo import undo
from todobot.nodes.validate import validate

__all__ = ["classify", "confirm", "extract", "format_reply", "invoke", "undo", "validate"]
