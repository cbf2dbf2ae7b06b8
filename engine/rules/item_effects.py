"""TODO(item_effects): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/item_effects", kind="ruleset", hooks={}))
