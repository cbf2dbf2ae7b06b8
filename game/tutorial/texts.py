"""The tutorial's words, in our own wording: chapter titles and, for every step of the script
(assets/tutorial/first_game.toml names them), a title, a lesson and what to do now.

Strings are marked with `N_` so the catalogue extraction finds them, and translated with `_` when shown. A `{name}`
in a text is filled from the step's `names` table (an id named as the board names it: "room 6", "Covering Fire");
`{option}` is the taught answer as the list on the right words it.
"""

from __future__ import annotations

from engine.api import N_

CHAPTERS: dict[int, str] = {
    1: N_("Moving and Noise"),
    2: N_("Exploring"),
    3: N_("An Encounter and a fight"),
    4: N_("Wounds"),
    5: N_("The Event phase"),
    6: N_("Objectives and escape"),
}

# step id -> (title, lesson, what to do now)
STEPS: dict[str, tuple[str, str, str]] = {
    "welcome": (
        N_("Welcome aboard"),
        N_("You are the Soldier, just woken from hibernation in {room}. Something has got loose on this ship. "
           "In six short chapters this first game shows you how a turn works; after that the game goes on and "
           "it is yours to finish.\nThe lit places show what the lesson is about. The link below opens the "
           "rule in the rules reference."),
        N_("Click Next (or press Enter) to begin."),
    ),
    "hand": (
        N_("Your hand"),
        N_("Everything you do costs Action cards from your hand, at the bottom of the screen. You have five "
           "this turn. You take actions two at a time (a round) until you pass; an empty hand means you are "
           "done. Your hand fills up again at the start of every turn."),
        N_("Click Next."),
    ),
    "move_1": (
        N_("Move"),
        N_("Moving to a neighbouring room costs one card. Rooms stay face down until someone walks in. Head "
           "for {room}."),
        N_("Click {room} on the map."),
    ),
    "pay_1": (
        N_("Pay for it"),
        N_("Any card can pay for a move, but some are worth more than others. Keep both Search cards: you "
           "will need one in a moment. Pay with {card}."),
        N_("Click {card} in your hand."),
    ),
    "noise_1": (
        N_("You made Noise"),
        N_("Walking into an empty room makes a Noise roll. The die showed 3, so a Noise marker went into the "
           "corridor numbered 3 of this room (lit). Something may be moving in there. A second marker in a "
           "corridor that already has one brings an Intruder out: an Encounter. The die can also show Silence "
           "(nothing happens) or Danger (nearby Intruders come to you)."),
        N_("Click Next."),
    ),
    "explore": (
        N_("A new room"),
        N_("Walking in turned the room up: it is {room}. Its Exploration token did two things. It set the item "
           "counter (the small number) to how many times the room can still be searched, and it broke "
           "something: the blue Malfunction marker switches off the room's own action until someone repairs "
           "it. Searching still works."),
        N_("Click Next."),
    ),
    "search": (
        N_("Search"),
        N_("A Search card costs only itself: it lowers the item counter by one and draws two Items of the "
           "room's colour. You keep one. Play {card}."),
        N_("Click {card} in your hand."),
    ),
    "keep": (
        N_("Keep one"),
        N_("Bandages or Military Drugs? Keep {item}: they heal Light Wounds or dress a Serious one, and you "
           "are about to need them."),
        N_("Click “{option}” in the list on the right."),
    ),
    "enc_intro": (
        N_("Into the dark"),
        N_("Remember the Noise marker? Its corridor leads to {room}. Walking there means another Noise roll: "
           "if the die lands on that same corridor, whatever made the noise comes out. You carry an Assault "
           "Rifle with five Ammo. Go and see."),
        N_("Click Next."),
    ),
    "move_2": (
        N_("Through the marked corridor"),
        N_("Move into {room}."),
        N_("Click {room} on the map."),
    ),
    "pay_2": (
        N_("Pay again"),
        N_("Pay with {card}. You will have two cards left: keep them for the fight."),
        N_("Click {card} in your hand."),
    ),
    "surprise": (
        N_("An Encounter!"),
        N_("The room's token closed the door behind you, and the die showed 3 again: a second Noise in that "
           "corridor. A token came out of the Intruder bag: an Adult. It strikes first when you hold fewer "
           "cards than the number on its token (3), and you hold two: a Surprise Attack. Its Attack card is a "
           "Scratch. Your Nerves of Steel card could cancel it, but then nothing would be left to shoot with. "
           "Take the scratch."),
        N_("Click “{option}” in the list on the right."),
    ),
    "objective": (
        N_("Choose your Objective"),
        N_("The first Intruder on board is the moment to pick your secret Objective. Playing alone you drew "
           "two and keep one. Keep {objective}: the ship must reach Earth, and you must live to see it. "
           "Chapter 6 says how."),
        N_("Click {objective} in your hand."),
    ),
    "shoot": (
        N_("Shoot"),
        N_("An Intruder in your room means Combat. Shooting costs one card and one Ammo, then the Combat die "
           "decides: a hit, a double hit, a symbol that hits only some kinds of Intruder, or a miss."),
        N_("Click the Adult on the map."),
    ),
    "pay_3": (
        N_("Pay for the shot"),
        N_("Pay with {card}."),
        N_("Click {card} in your hand."),
    ),
    "killed": (
        N_("A hit"),
        N_("A single hit, and the Assault Rifle adds one more: two injuries. Is it dead? An Attack card is "
           "drawn for its blood value: 2, not more than the injuries, so the Adult dies. Its Carcass stays in "
           "the room: a Heavy Object the Laboratory can study for a Weakness."),
        N_("Click Next."),
    ),
    "wounds": (
        N_("You are hurt"),
        N_("Your panel shows the Scratch's Light Wound. Two Light Wounds fit; a third turns into a Serious "
           "Wound, a card whose effect lasts until it is dressed. With three Serious Wounds, any further wound "
           "kills. The Scratch also slipped a Contamination card into your deck: only a scan can tell whether "
           "it carries an infection."),
        N_("Click Next."),
    ),
    "bandages": (
        N_("Patch up"),
        N_("With no Intruder left in the room you are out of Combat and free to use Items. Use {item}: one "
           "card, and every Light Wound is healed."),
        N_("Click {item} in your hand."),
    ),
    "pass": (
        N_("Pass"),
        N_("Your hand is empty, so this turn is over for you: pass. Once everyone has passed, the ship has "
           "its turn."),
        N_("Click “{option}” in the list on the right."),
    ),
    "events": (
        N_("The ship's turn"),
        N_("That was the Event phase (the log on the right tells it line by line). The Time marker moved one "
           "step: when it runs out, the ship jumps. Intruders sharing a room with someone attack, fire burns "
           "Intruders, then an Event card moved Intruders and did its effect (Lurking). Last, a token from "
           "the Intruder bag showed how the creatures grow: a Larva, so an Adult token joined the bag. Then a "
           "new turn began and your hand filled up again."),
        N_("Click Next."),
    ),
    "objective_card": (
        N_("How to win"),
        N_("You win if, when the game ends, your Objective is met and you are alive. Yours, {objective}, "
           "asks for the ship to arrive at Earth. A ship jumps safely only if at least two of its three "
           "Engines work, and it goes where its Coordinates say."),
        N_("Click Next."),
    ),
    "ways_out": (
        N_("Ways out"),
        N_("To live through the end, you either sleep in a hibernation chamber in {room}, which opens when "
           "the Time marker reaches the blue spaces, or leave in an Escape Pod (they start locked). Anyone "
           "still awake aboard when the ship jumps dies."),
        N_("Click Next."),
    ),
    "checks": (
        N_("Before the jump"),
        N_("The Cockpit shows where the ship is heading and can change it; each Engine room lets you check its "
           "Engine, and Repair cards fix one. Explore, keep an eye on the Time track and plan your way to "
           "Earth."),
        N_("Click Next."),
    ),
    "free": (
        N_("Your game now"),
        N_("That is the heart of Nemesis. The game goes on from here as an ordinary solo game: every choice is "
           "yours. A short rule tip appears the first time something new happens (Settings turns them off). "
           "Esc opens the menu; Learn to play on the title screen starts these lessons again."),
        N_("Click Play on."),
    ),
}
