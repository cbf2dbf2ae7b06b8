"""Nemesis rules engine: pure Python, no pygame, no file I/O beyond its own content data.

The only door for the frontend, the saves and the bots is `engine.api`.
"""
