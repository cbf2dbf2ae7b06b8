"""Maps: geometry is data (content/maps/*.toml); a map module registers it and any map-specific hooks."""
