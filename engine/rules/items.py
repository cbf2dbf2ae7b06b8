"""TODO(items): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/items", kind="ruleset", hooks={}))
