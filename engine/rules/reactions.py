"""TODO(reactions): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/reactions", kind="ruleset", hooks={}))
