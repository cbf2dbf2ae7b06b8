"""The board scene's parts: layout (map → screen), the ship drawing, panels, the hit map and playback."""
