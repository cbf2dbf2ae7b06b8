"""Nemesis: Lockdown, basic side of the board (issue 18): GROUNDWORK ONLY, not a registered map plug-in yet.

The map stays "planned" in engine/plugins.py: nothing here registers hooks, rules or state. What exists is its
content, loaded and checked: board.toml (the PROPOSED topology T2 of shared/rules/lockdown-base.md: 27 rooms,
34 corridors, Sections, Staircases, Elevator Rooms, Exit Room), room_tiles.toml (the Room Sheet, T1) and
time_track.toml (T3), read by content.py (`lockdown_content`, in the shape a map plug-in's content loader
returns) and validated by the rules listed under T2.
"""
