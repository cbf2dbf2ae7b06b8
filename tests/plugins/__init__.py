"""Plug-ins defined only for the tests: a four-room map and a one-kind species. They prove the boundary: they
play complete games through the conformance suite with no edit outside tests/ (importing this package
registers them)."""

from tests.plugins.tiny_map import plugin as tiny_map  # noqa: F401
from tests.plugins.tiny_species import plugin as tiny_species  # noqa: F401
