"""Save / Load (placeholder until built)."""
from game.scene import Pop
from game.ui import MenuScene


def open_save(scene, path):
    from game.session import from_loaded
    from saves.format import load
    from saves.io import SaveError
    try:
        loaded = load(path)
    except SaveError as exc:
        scene.message = str(exc)
        return None
    from game.scene import Push
    from game.scenes.board import BoardScene
    return Push(BoardScene(), {"session": from_loaded(loaded), "message": loaded.warning})


class SaveLoadScene(MenuScene):
    title = "Saves"

    def build(self) -> None:
        self.button(next(self.column()), "Back", lambda: Pop())

    def on_escape(self):
        return Pop()
