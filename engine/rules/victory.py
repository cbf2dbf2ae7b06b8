"""TODO(victory): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/victory", kind="ruleset", hooks={}))
