"""Save files, autosaves and settings: format, versioning, atomic writes, the platform data folder."""
