"""A four-room test map: a ring of rooms around a printed Bridge, no ship systems at all."""
