"""The 2018 prototype ruleset (issue 20): groundwork, NOT registered.

What the package will hold once it plays: the prototype's side of base-game.md §1 (D1-D20) as data, read and
checked by content.py:
- options.toml: the prototype's values for option keys the published game already has (each overrides the
  key of the same name when the ruleset is chosen), then the new keys only the prototype's rules will read;
- panic.toml: the Panic deck (§9, §34.4, GAP-25), which the published game lacks;
- bag.toml: the starting Intruder bag without a Blank, and the token supply (D7, §20);
- exploration_tokens.toml: the prototype's 20 Exploration tokens (D13, §7, GAP-03).

Nothing here registers a plug-in: engine/plugins.py keeps "prototype" planned (greyed in the new-game screen)
until the hooks the differences need exist. When it does register, it will be `Plugin(id="ruleset:prototype",
kind="ruleset", options="rulesets/prototype/options.toml", content=...)` beside the published ruleset.
"""
