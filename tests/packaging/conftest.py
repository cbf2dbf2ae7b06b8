"""Packaging tests: the `packaging` marker (PyInstaller builds, a minute of CPU) is registered here until
pyproject.toml lists it, so `--strict-markers` accepts it; those tests run only when asked for with
`pytest -m packaging`."""

from __future__ import annotations


def pytest_configure(config):
    config.addinivalue_line("markers", "packaging: builds the PyInstaller executable (run with -m packaging)")
