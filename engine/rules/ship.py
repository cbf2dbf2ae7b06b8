"""TODO(ship): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/ship", kind="ruleset", hooks={}))
