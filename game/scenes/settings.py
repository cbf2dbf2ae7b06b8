"""Settings (placeholder until the settings scene is built)."""
from game.scene import Pop
from game.ui import MenuScene


class SettingsScene(MenuScene):
    title = "Settings"

    def build(self) -> None:
        self.button(next(self.column()), "Back", lambda: Pop())

    def on_escape(self):
        return Pop()
