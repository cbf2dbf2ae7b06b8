"""Tests of the downloadable build: what build.spec ships, the frozen entry point, the built executable."""
