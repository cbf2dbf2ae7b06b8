"""Rulesets: an options table (content/<ruleset>/ruleset.toml) plus hooks."""
