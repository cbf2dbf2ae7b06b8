"""The right-hand side of the board: the pending decision with every option as a numbered button (the same
options are clickable on the board), the Undo / Skip / Menu buttons, and the scrolling log with rule IDs."""

from __future__ import annotations

import pygame

from engine import api
from engine.api import N_, _, ngettext
from game import theme
from game.assets import fit, text, wrap
from game.board.hitmap import HitMap
from game.board.layout import Layout
from game.board.option_order import group_of
from game.labels import Names

PROMPTS = {
    "choose_action": N_("Choose an action (or pass)"),
    "pay_cards": N_("Pay with Action cards: click the cards in your hand"),
    "choose_corridor": N_("Choose the corridor for the Noise marker"),
    "choose_discard": N_("Discard any cards you like, then keep the rest"),
    "choose_character": N_("Choose your character"),
    "choose_objective": N_("Keep one of your two Objectives"),
    "choose_option": N_("Choose"),
    "reaction": N_("React now, or let it pass"),
}
BUTTONS = {"undo": N_("Undo (Ctrl+Z)"), "skip": N_("Skip (Space)"), "ask": N_("Ask reactions"),
           "reactions": N_("Skip reactions"), "menu": N_("Menu (Esc)")}
TIPS = {"undo": N_("Take back your last choice (never past a roll, draw or reveal)"),
        "skip": N_("Skip the animations of this step"),
        "reactions": N_("Interruption and other reactions: ask me each time, or let them pass"),
        "menu": N_("Pause: save, load, settings, rules, quit")}


def prompt(decision, intruder_player: bool = False, cite=lambda rule: rule) -> str:
    base = _(PROMPTS[decision.kind]) if decision.kind in PROMPTS else decision.kind.replace("_", " ").title()
    if intruder_player and decision.kind == "choose_action":  # PUB-IPLAYER-02
        base = _("Play an Intruder card (or pass)")
    if decision.kind == "pay_cards" and decision.picks:
        base = ngettext("Pay {n} Action card: click it in your hand", "Pay {n} Action cards: click them in your hand",
                        decision.picks).format(n=decision.picks)
    return f"{base} ({cite(decision.rule)})"


def draw_decision(surface: pygame.Surface, layout: Layout, view: api.View, names: Names, hits: HitMap,
                  status: str, scroll: int, can_undo: bool, playing: bool,
                  auto_decline: bool | None, options: tuple[api.Choice, ...], context: str = "",
                  dimmed: frozenset = frozenset()) -> int:
    """Draw the decision box with the options the viewer can pick now (none while a step plays back); the
    `dimmed` indices are drawn greyed (the tutorial's untaught options); returns how many option rows fit (for the
    number keys)."""
    area = layout.decision
    pygame.draw.rect(surface, theme.PANEL, area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.bottomleft)
    s = layout.s
    x, y, w = area.x + int(10 * s), area.y + int(8 * s), area.width - int(20 * s)
    d = view.decision
    if d is None:
        head = _("The game is over") if view.over else "…"
        surface.blit(text(fit(head, layout.font(16), w, "bold"), layout.font(16), theme.TEXT, "bold"), (x, y))
        y += int(24 * s)
    else:
        who = names.seat(d.seat)
        mine = d.seat == view.seat and bool(options)
        if d.seat == view.intruder_player:  # the first to die now plays the Intruders (PUB-IPLAYER-01)
            head = (_("Your move as the Intruder player") if d.seat == view.seat
                    else _("Waiting for the Intruder player"))
        else:
            head = (_("Your decision, {player}") if d.seat == view.seat else _("Waiting for {player}")).format(
                player=who)
        surface.blit(text(fit(head, layout.font(16), w, "bold"), layout.font(16), theme.ACCENT if mine else theme.TEXT,
                          "bold"), (x, y))
        y += int(22 * s)
        for line in wrap(prompt(d, d.seat == view.intruder_player, names.cite) if mine else status, layout.font(13), w):
            surface.blit(text(line, layout.font(13), theme.MUTED), (x, y))
            y += int(17 * s)
        if mine and context:
            for line in wrap(context, layout.font(13), w, "bold"):  # measured in the face it is drawn in
                surface.blit(text(line, layout.font(13), theme.TEXT, "bold"), (x, y))
                y += int(17 * s)
    y += int(4 * s)
    buttons_h = int(34 * s)
    list_bottom = area.bottom - buttons_h - int(8 * s)
    row_h = int(28 * s)
    size = layout.font(13)
    grouped = len({group_of(o) for o in options} - {""}) > 1  # headings only where a turn offers several kinds
    fits, heading = 0, ""
    for i, option in enumerate(options[scroll:], start=scroll):
        number = f"{i - scroll + 1}." if i - scroll < 9 else "  "
        group = group_of(option) or heading
        new_group = grouped and group != heading
        tag = text(_(group).upper(), layout.font(9), theme.MUTED, "bold") if new_group else None
        room_for = w - 10 - (tag.get_width() + 8 if tag is not None else 0)
        lines = wrap(f"{number} {names.choice(option)}", size, room_for)
        if len(lines) > 1:  # a long option takes two lines, the second cut; the rest follows its first line
            whole = f"{number} {names.choice(option)}".strip()
            rest = whole[len(lines[0]):] if whole.startswith(lines[0]) else " ".join(lines[1:])
            lines = [lines[0], fit(rest.strip(), size, room_for)]
        gap = int(5 * s) if new_group and fits else 0  # a small gap between groups, the group's name in its row
        height = row_h + (len(lines) - 1) * int(16 * s)
        if fits and y + gap + height > list_bottom:
            break
        y += gap
        heading = group
        r = pygame.Rect(x, y, w, height - 4)
        key = ("option", str(i))  # the hovered one is outlined over the cached frame (scenes/board.py)
        pygame.draw.rect(surface, (40, 46, 62), r, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=5)
        line_h = text("Ag", size, theme.TEXT).get_height()
        top = r.y + (r.height - line_h * len(lines)) // 2
        ink = theme.DIM if i in dimmed else theme.TEXT
        for k, line in enumerate(lines):  # a long option takes two lines; beyond, the tooltip shows it whole
            surface.blit(text(line, size, ink), (r.x + 6, top + k * line_h))
        if tag is not None:
            surface.blit(tag, tag.get_rect(topright=(r.right - 6, r.y + 3)))
        hits.add(r, key, f"{names.choice(option)} ({names.cite(d.rule)})")
        y += height
        fits += 1
    fits = max(1, fits)
    if len(options) > scroll + fits or scroll:
        more = text(_("{first}–{last} of {count} (scroll for more)").format(
            first=scroll + 1, last=min(len(options), scroll + fits), count=len(options)), layout.font(11), theme.MUTED)
        surface.blit(more, (x, min(y, list_bottom - more.get_height())))
    by = area.bottom - buttons_h
    bw = (w - int(12 * s)) // 4
    for j, (key, label, enabled) in enumerate((("undo", _(BUTTONS["undo"]), can_undo),
                                               ("skip", _(BUTTONS["skip"]), playing),
                                               ("reactions", _(BUTTONS["ask" if auto_decline else "reactions"]),
                                                auto_decline is not None),
                                               ("menu", _(BUTTONS["menu"]), True))):
        r = pygame.Rect(x + j * (bw + int(4 * s)), by, bw, buttons_h - int(6 * s))
        pygame.draw.rect(surface, (38, 44, 60) if enabled else (28, 31, 40), r, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=5)
        size = layout.font(11)
        t = text(fit(label, size, r.width - 6), size, theme.TEXT if enabled else theme.DIM)
        surface.blit(t, t.get_rect(center=r.center))
        if enabled:
            hits.add(r, ("button", key), f"{label}: {_(TIPS[key])}" if fit(label, size, r.width - 6) != label
                     else _(TIPS[key]))
    return fits


def log_frame(surface: pygame.Surface, layout: Layout, title: str, share: float = 1.0) -> tuple[pygame.Rect, int, int]:
    """The log panel's ground and title (in `share` of its width); returns its area, the text's left edge and
    width."""
    area = layout.log
    pygame.draw.rect(surface, (18, 21, 29), area)
    pygame.draw.line(surface, theme.PANEL_EDGE, area.topleft, area.topright)
    x, w = area.x + int(10 * layout.s), area.width - int(20 * layout.s)
    surface.blit(text(fit(title, layout.font(13), int(w * share), "bold"), layout.font(13), theme.MUTED, "bold"),
                 (x, area.y + 4))
    return area, x, w


def draw_log(surface: pygame.Surface, layout: Layout, lines: list, scroll: int, hits: HitMap | None = None,
             show_ids: bool = False) -> None:
    """The newest lines at the bottom; `scroll` lines back from the end. `lines` are game/board/log_lines.LogLine:
    a rules line shows its rule ID on hover (or at its end with `show_ids`) and opens the rules reference when
    clicked; a bot's reason is indented and set apart by its colour."""
    area, x, w = log_frame(surface, layout, _("Log"), share=0.45)  # the Rule IDs toggle takes the right half
    s = layout.s
    size = layout.font(12)
    toggle = text(fit(_("Rule IDs: shown") if show_ids else _("Rule IDs: on hover"), layout.font(11), w // 2 - 8),
                  layout.font(11), theme.MUTED)
    r = toggle.get_rect(topright=(area.right - int(10 * s), area.y + 5))
    surface.blit(toggle, r)
    if hits is not None:
        hits.add(r.inflate(8, 4), ("button", "rule_ids"), _("Show every line's rule ID, or only when you point at it"))
    top = area.y + int(22 * s)
    line_h = int(15 * s)
    indent = int(14 * s)
    wrapped: list[tuple[str, tuple, str, int]] = []
    for line in lines[-200:]:
        body = f"{line.text} ({line.rule})" if show_ids and line.rule else line.text
        left = indent if line.reason else 0
        for part in wrap(body, size, w - left):
            wrapped.append((part, line.colour, line.rule, left))
    fits = max(1, (area.bottom - top - 4) // line_h)
    end = max(0, len(wrapped) - scroll)
    for i, (part, colour, rule, left) in enumerate(wrapped[max(0, end - fits):end]):
        surface.blit(text(part, size, colour), (x + left, top + i * line_h))
        if rule and hits is not None:
            hits.add(pygame.Rect(x, top + i * line_h, w, line_h), ("rule", rule),
                     _("Rule {rule} (click: read it)").format(rule=rule))


def reaction_context(view: api.View, names: Names) -> str:
    """What a reaction would answer: the action about to happen, or the last public event."""
    d = view.decision
    if d is None or d.kind != "reaction":
        return ""
    for entry in reversed(view.log):
        if entry.visible_to is not None:
            continue
        if d.resume == "interrupt_answer" and entry.kind == "action":
            action = api.Choice(str(entry.args.get("action", "")),
                                tuple(a for a in str(entry.args.get("args", "")).split(",") if a))
            return _("{player} is about to: {action}").format(player=names.seat(int(entry.args.get("seat", -1))),
                                                               action=names.choice(action))
        if d.resume != "interrupt_answer":
            return _("Last: {line}").format(line=names.entry(entry))
    return ""


def waiting_status(session, names: Names, playing: bool) -> str:
    """Who the game waits for, and whether a bot is thinking or a step is playing back."""
    from game.session import seat_label

    seat = session.pending_seat
    if session.thinking:
        return _("{player} ({kind}) is thinking…").format(player=names.seat(seat), kind=seat_label(session.players[seat]))
    if playing:
        return _("Playing back…")
    if seat >= 0:
        return _("{player} ({kind}) is deciding.").format(player=names.seat(seat), kind=seat_label(session.players[seat]))
    return ""
