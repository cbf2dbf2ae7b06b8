"""A one-kind test species: Drones, with an Attack card of their own (a Sting)."""
