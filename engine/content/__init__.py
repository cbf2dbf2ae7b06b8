"""Content data of the rules engine: maps, tiles, tokens, decks, characters and ruleset options (TOML)."""
