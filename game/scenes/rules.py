"""Rules reference (placeholder until built)."""
from game.scene import Pop
from game.ui import MenuScene


class RulesScene(MenuScene):
    title = "Rules reference"

    def build(self) -> None:
        self.button(next(self.column()), "Back", lambda: Pop())

    def on_escape(self):
        return Pop()
