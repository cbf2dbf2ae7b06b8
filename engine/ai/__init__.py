"""Crew bots: they see only `view(state, seat)` and answer the pending decision."""
