"""Lines of extra characters a map may let into its Draft (config "crew"), each a package and a `crew:<id>`
plug-in: its characters, their Action decks, Starting and Quest Items and what they do (docs/PLUGINS.md)."""
