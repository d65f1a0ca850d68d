"""Small helpers for writing rule scenarios as notation."""

from dirty7.rules import apply_move, apply_move_with_events, legal_moves, parse_position


def moves_of(text: str) -> set[str]:
    return {str(m) for m in legal_moves(parse_position(text))}


def after(text: str, *moves: str) -> str:
    position = parse_position(text)
    for move in moves:
        position = apply_move(position, move)
    return str(position)


def events_of(text: str, move: str) -> list:
    return apply_move_with_events(parse_position(text), move)[1]
