"""TODO(card_effects): skeleton, being written."""

from engine.hooks import Plugin, register

PLUGIN = register(Plugin(id="ruleset:published/card_effects", kind="ruleset", hooks={}))
