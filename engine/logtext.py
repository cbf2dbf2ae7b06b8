"""English text for log entries and choices, from templates keyed by the entry's kind (translatable)."""

from __future__ import annotations

from engine.decisions import Choice
from engine.state import LogEntry

TEMPLATES: dict[str, str] = {
    "setup_start": "New game: {seats} seat(s), seed {seed}",
    "character_ready": "Seat {seat} plays the {character}, waking in {room}",
    "setup_coordinates": "A Coordinates card lies face down by the Cockpit ({boxed} boxed unseen)",
    "destination_set": "Destination marker on {position}",
    "pod_placed": "Escape Pod {number} in Evacuation Section {section}, locked",
    "setup_engines": "Engine tokens stacked face down on {engines} engines",
    "help_card": "Seat {seat} is player {number}",
    "objectives_dealt": "Seat {seat} is dealt Objectives {cards}",
    "turn_start": "Turn {turn} begins",
    "first_player": "Seat {seat} holds the First Player token",
    "round_start": "Seat {seat} plays a round",
    "action": "Seat {seat}: {action} {args}",
    "passed": "Seat {seat} passes",
    "cards_drawn": "Seat {seat} draws {count} card(s)",
    "cards_discarded": "Seat {seat} discards {cards}",
    "character_moved": "Seat {seat} moves {src} → {room}",
    "room_explored": "{room} explored: {tile}",
    "exploration_token": "Exploration token in {room}: {effect} (items {items})",
    "noise_roll": "Seat {seat} noise roll: {face}",
    "noise_roll_skipped": "Seat {seat} is in Combat now and skips its noise roll",
    "noise_placed": "Noise marker in {corridor}",
    "noise_removed": "Noise removed from {corridors}",
    "second_noise": "Second noise in {corridor} → encounter",
    "encounter": "Encounter in {room} (seat {seat})",
    "token_drawn": "Intruder token drawn: {kind}",
    "intruder_placed": "{kind} #{intruder} appears in {room}",
    "surprise_attack": "Surprise attack on seat {seat}: {cards} card(s) < {number}",
    "no_surprise": "No surprise attack: seat {seat} holds {cards} card(s), token {number}",
    "intruder_attacks": "{kind} #{intruder} attacks seat {seat} ({reason})",
    "attack_card": "Attack card {name} hits seat {seat}",
    "attack_missed": "Attack card {name} misses seat {seat}",
    "light_wound": "Seat {seat} suffers a light wound ({total})",
    "serious_wound": "Seat {seat} suffers a serious wound: {wound}",
    "character_dead": "Seat {seat} dies in {room} ({cause})",
    "shot": "Seat {seat} shoots {target}: {face} (ammo {ammo})",
    "melee": "Seat {seat} melee on {target}: {face}",
    "intruder_injured": "{kind} #{intruder} takes {amount} injury(ies) ({total})",
    "injury_check": "Injury check on {kind} #{intruder}: blood {blood} vs {injuries}",
    "intruder_killed": "{kind} #{intruder} killed in {room}",
    "retreat": "{kind} #{intruder} retreats (corridor {number})",
    "intruder_moved": "{kind} #{intruder} moves {src} → {room}",
    "event_card": "Event: {name} (corridor {number})",
    "fire_placed": "Fire in {room}",
    "malfunction_placed": "Malfunction in {room}",
    "door_closed": "Door closed in {corridor}",
    "door_destroyed": "Door destroyed in {corridor}",
    "door_opened": "Door opened in {corridor}",
    "time_advanced": "Time track: {time}",
    "game_over": "Game over: {reason}",
    "not_implemented": "Not in the engine yet: {what}",
    "item_used": "Seat {seat} uses {item}",
    "item_gained": "Seat {seat} takes {item}",
    "item_discarded": "Seat {seat} discards {item}",
    "quest_item_spent": "Seat {seat} spends its quest item {item}",
    "object_taken": "Seat {seat} picks up {object} in {room}",
    "scanned": "Seat {seat} scans {cards} Contamination card(s): {infected} INFECTED",
    "contamination_removed": "Seat {seat} removes {count} Contamination card(s) from the game",
    "contamination_gained": "Seat {seat} gains a Contamination card",
    "larva_on_board": "A Larva settles in seat {seat}'s body",
    "larva_removed": "Seat {seat}'s Larva is removed",
}


def describe_entry(entry: LogEntry) -> str:
    """One readable line, ending with the rule ID."""
    template = TEMPLATES.get(entry.kind)
    try:
        text = template.format(**entry.args) if template else None
    except (KeyError, IndexError):
        text = None
    if text is None:
        args = ", ".join(f"{k}={v}" for k, v in entry.args.items())
        text = f"{entry.kind.replace('_', ' ')}" + (f": {args}" if args else "")
    return f"{text} ({entry.rule})"


ACTION_NAMES = {"move": "Move to {0} via {1}", "careful": "Careful move to {0} via {1}",
                "shoot": "Shoot {1} with {0}", "melee": "Melee attack on {0}", "pass": "Pass",
                "pay": "Pay with {all}", "corridor": "Noise marker in {0}", "discard": "Discard {0}",
                "keep": "Keep the rest", "character": "Play the {0}", "card": "Play {0} {rest}",
                "item": "Use {0} {rest}", "room": "Room action in {0} {rest}", "objective": "Keep objective {0}",
                "drop": "Drop {0}", "pickup": "Pick up {0}", "trade": "Trade with seat {0}",
                "craft": "Craft {0} from {1} and {2}", "activate": "Activate {0}"}


def describe(choice: Choice) -> str:
    template = ACTION_NAMES.get(choice.kind)
    if template is None:
        return str(choice)
    try:
        return template.format(*choice.args, all=", ".join(choice.args), rest=" ".join(choice.args[1:])).strip()
    except IndexError:
        return str(choice)
