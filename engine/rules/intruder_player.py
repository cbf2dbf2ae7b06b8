"""TODO(intruder_player): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/intruder_player", kind="ruleset", hooks={}))
