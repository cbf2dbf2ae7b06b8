"""Build helpers run by hand or by CI: the PyInstaller build and zip, the data list of build.spec, the icon."""
