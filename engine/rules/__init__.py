"""Base rules of the published game, one module per rule area (queries, steps and their flow ops)."""
