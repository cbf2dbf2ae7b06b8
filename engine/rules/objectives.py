"""TODO(objectives): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/objectives", kind="ruleset", hooks={}))
