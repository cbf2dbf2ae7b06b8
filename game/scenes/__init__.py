"""One module per scene: title, setup, board, pass_device, zoom, rules, pause, save_load, settings, game_over."""
