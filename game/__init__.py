"""The pygame frontend (scenes, board, input) and the `nemesis` command line entry point."""
