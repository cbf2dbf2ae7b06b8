"""TODO(rooms): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/rooms", kind="ruleset", hooks={}))
