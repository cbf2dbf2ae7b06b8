"""Learn to play: a scripted solo first game on a fixed seed (the script is data, assets/tutorial/*.toml; its words
are texts.py), the coach that follows it (coach.py) and its loader (script.py). The board scene that teaches with
them is game/scenes/tutorial.py."""
