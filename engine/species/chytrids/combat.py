"""What lies in a room to attack besides the figures, and how the Chytrids change the core's numbers: the
Sporeling (any hit but the Blank lowers its level, a double by 2; a melee draws its Contamination card but a miss
costs no Serious Wound; no Noise roll follows), the Eggs in the Nest, what fire burns (a Sporeling loses a level,
a Spore goes, Mycelium stays), the Technical Corridors the Necrocap and the Queen never enter, and the
Weaknesses that change a number (CHY-SPL-11..18, CHY-EVT-02, CHY-SPO-06, CHY-MYC-03, CHY-TECH-02,
GAP-CHY-06/10). Registered as the species' MODIFIERS, ROOM_TARGETS, TARGET_HITS, FIRE_DAMAGE and BOARD_DESTROYED
hooks; the core rules name none of it. A Sporeling is targeted as "sporeling@<room>" (engine/rules/combat.py)."""

from __future__ import annotations

from engine.catalog import opt
from engine.rules.combat import raw_injuries
from engine.species.chytrids.darkness import weakness_works
from engine.species.chytrids.growth import damage_sporeling, remove_spore
from engine.species.chytrids.nest import burn_eggs, eggs_target
from engine.species.chytrids.state import chytrids
from engine.state import State

SPORELING = "sporeling"  # the target word of a Sporeling


def is_sporeling(target: str) -> bool:
    return target.partition("@")[0] == SPORELING


def room_targets(state: State, room: str) -> list[str]:
    """The Sporeling of the room (CHY-SPL-11), the Eggs in an explored Nest (GAP-CHY-10)."""
    out = [f"{SPORELING}@{room}"] if room in chytrids(state).sporeling_rooms else []
    return out + eggs_target(state, room)


def hit_sporeling(state: State, amount: int, rule: str, room: str) -> None:
    """Each Damage, from any source, lowers the level by 1 (CHY-SPL-15/16)."""
    damage_sporeling(state, room, amount, "CHY-SPL-15")


def target_injuries(state: State, amount: int, target: str = "", face: str = "", melee: bool = False) -> int:
    """A Sporeling takes what the face deals a figure, a double 2 when shot (CHY-SPL-14/15, GAP-CHY-06);
    Fragile Hyphae: 1 more on a hit for the attacker it helps."""
    if not is_sporeling(target):
        return amount
    amount = raw_injuries(state, face, melee)
    if amount and weakness_works(state, "fragile_hyphae", state.current_seat):
        amount += 1
    return amount


def melee_contamination(state: State, cards: int, target: str = "") -> int:
    """A melee at a Sporeling draws the Contamination card as usual (CHY-SPL-17)."""
    return int(opt(state, "melee_contamination_cards")) if is_sporeling(target) else cards


def target_noise_roll(state: State, value: bool, target: str = "") -> bool:
    """Attacking a Sporeling is a plain Shoot or Melee Attack: no Noise roll follows (CHY-SPL-11)."""
    return False if is_sporeling(target) else value


def fire_injuries(state: State, amount: int, kind: str = "") -> int:
    """Fire Vulnerability: fire deals 1 more to the Chytrids (its Weakness card)."""
    return amount + 1 if weakness_works(state, "fire_vulnerability") else amount


def ducts_barred_by(state: State, value: str, kind: str = "") -> str:
    """A Necrocap or the Queen never enters a Technical Corridor: it stays (CHY-TECH-02, CHY-NEC-05, CHY-QN-05)."""
    if kind in (opt(state, "necrocap_kind"), opt(state, "queen_kind")):
        return "CHY-TECH-02"
    return value


def combat_face(state: State, face: str, kind: str = "", **_ctx) -> str:
    """Sluggish Stalks: for the shooter it helps, a result that hits only a Larva or a Creeper hits a Rotstalk."""
    if face == "creeper" and kind == opt(state, "rotstalk_kind") and state.current_seat >= 0 \
            and weakness_works(state, "sluggish_stalks", state.current_seat):
        return "adult"
    return face


def burn(state: State, room: str) -> None:
    """FIRE_DAMAGE: the Sporeling takes 1 Damage (2 with Fire Vulnerability), a Spore is removed, Mycelium stays
    (CHY-EVT-02, CHY-SPL-18, CHY-SPO-06 (b), CHY-MYC-03); an Egg burns (LD-NEST-04)."""
    damage_sporeling(state, room, fire_injuries(state, 1), "CHY-SPL-18")
    remove_spore(state, room, "CHY-EVT-02")
    burn_eggs(state, room)


def purged(state: State, room: str, rule: str) -> None:
    """ROOM_PURGED (a Vented room): the Sporeling goes back to the Lab board, the Spore goes, Mycelium stays
    (GAP-LD-08 PROPOSED, CHY-MYC-03)."""
    s = chytrids(state).sporeling_rooms.get(room)
    if s is not None:
        damage_sporeling(state, room, s.level, rule)
    remove_spore(state, room, rule)


MODIFIERS = {"target_injuries": target_injuries, "melee_contamination": melee_contamination,
             "target_noise_roll": target_noise_roll, "fire_injuries": fire_injuries,
             "ducts_barred_by": ducts_barred_by, "combat_face": combat_face}
