"""TODO(coop): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/coop", kind="ruleset", hooks={}))
