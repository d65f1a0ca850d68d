"""A label's vertex lists are made at its first draw (``labels-placed-when-drawn``): a
label only measured makes none, and a label drawn gets the very vertex lists pyglet would
have made and kept up to date through every change between its lay-out and its draw.

How "the very vertex lists" is checked: the same label is made twice, once with a batch of
its own (placed when drawn) and once in a shared batch (pyglet's own path: placed at once,
then moved, coloured and hidden in place), the same changes are made to both, and every
vertex attribute of the two is compared, then the pixels each draws.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dirty7.ui.core.bootstrap import arcade, pyglet

Label = pyglet.text.Label


def _attributes(label: Label) -> list[dict[str, list[float]]]:
    """Every vertex attribute of every vertex list the label draws, in order."""
    return [{name: [round(v, 4) for v in getattr(vertex_list, name)]
             for name in vertex_list.domain.attribute_names}
            for box in label._boxes for vertex_list in box.vertex_lists]


def _twins(**kwargs) -> tuple[Label, Label, pyglet.graphics.Batch]:
    shared = pyglet.graphics.Batch()
    own = Label(**kwargs)
    in_batch = Label(batch=shared, **kwargs)
    return own, in_batch, shared


def _begin_and_end(label: Label) -> None:
    label.begin_update()
    label.text = "Changed while updating"
    label.x = 40
    label.end_update()


def _hidden_then_shown(label: Label) -> None:
    label.visible = False
    label.visible = True


def _rotated(label: Label) -> None:
    label.rotation = 15


def _emptied_and_written_again(label: Label) -> None:
    label.text = ""
    label.text = "Written again after nothing"


def _given_a_new_document(label: Label) -> None:
    label.document = pyglet.text.decode_text("A document of its own")
    label.color = (90, 200, 250, 255)


def _centred_in_a_height(label: Label) -> None:
    label.height = 120
    label.content_valign = "center"
    label.anchor_y = "center"


def _wrapped(label: Label) -> None:
    label.width = 120
    label.multiline = True


def _wrapped_then_not(label: Label) -> None:
    _wrapped(label)
    label.multiline = False


CHANGES: dict[str, Callable[[Label], None]] = {
    "nothing": lambda label: None,
    "moved": lambda label: setattr(label, "position", (300, 210, 0)),
    "coloured": lambda label: setattr(label, "color", (200, 40, 90, 255)),
    "hidden": lambda label: setattr(label, "visible", False),
    "hidden then shown": _hidden_then_shown,
    "anchored at its centre": lambda label: setattr(label, "anchor_x", "center"),
    "anchored at its top": lambda label: setattr(label, "anchor_y", "top"),
    "rotated": _rotated,
    "new text": lambda label: setattr(label, "text", "Another text, longer than the first"),
    "larger": lambda label: setattr(label, "font_size", 30),
    "changed inside an update": _begin_and_end,
    "emptied and written again": _emptied_and_written_again,
    "given a new document": _given_a_new_document,
    "centred in a height": _centred_in_a_height,
    "wrapped": _wrapped,
    "wrapped then not": _wrapped_then_not,
    "at another dpi": lambda label: setattr(label, "dpi", 120),
    "anchored at its right and baseline": lambda label: (setattr(label, "anchor_x", "right"),
                                                         setattr(label, "anchor_y", "baseline")),
    "in a group of its own": lambda label: setattr(label, "group", pyglet.graphics.Group(3)),
    "bold": lambda label: setattr(label, "weight", "bold"),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_label_drawn_after_a_change_has_the_vertex_lists_pyglet_makes(window, change):
    own, in_batch, shared = _twins(text="Seven of Hearts, again", x=120, y=200,
                                   font_size=18, color=(250, 240, 200, 255))
    for label in (own, in_batch):
        label.x += 1  # a move before the change too: the one after must still count
        CHANGES[change](label)
    assert _attributes(own) == []  # laid out, measured, not placed
    assert (own.content_width, own.content_height) == (in_batch.content_width,
                                                       in_batch.content_height)
    own.draw()
    assert _attributes(own) == _attributes(in_batch) != []
    window.clear()
    blank = arcade.get_image(0, 0, 640, 400).tobytes()
    own.draw()
    drawn_alone = arcade.get_image(0, 0, 640, 400)
    window.clear()
    shared.draw()
    drawn_in_batch = arcade.get_image(0, 0, 640, 400)
    assert (drawn_alone.tobytes() != blank) == (change != "hidden")
    assert drawn_alone.tobytes() == drawn_in_batch.tobytes()


def test_a_wrapped_label_drawn_late_matches_pyglets(window):
    own, in_batch, _shared = _twins(text="A long line of words that wraps at its width " * 3,
                                    x=10, y=300, width=220, multiline=True, font_size=14)
    for label in (own, in_batch):
        label.width = 300
        label.anchor_y = "top"
    own.draw()
    assert own.get_line_count() == in_batch.get_line_count() > 1
    assert _attributes(own) == _attributes(in_batch)


def test_a_label_only_measured_makes_no_vertex_lists_and_a_drawn_one_keeps_them(window):
    """Through Arcade's ``Text``, as the screens make their labels."""
    label = arcade.Text("Measured only", 0, 0, font_size=16)
    assert label.content_width > 0 and _attributes(label.label) == []
    label.draw()
    placed = _attributes(label.label)
    assert placed != []
    label.draw()  # a second draw places nothing again
    assert _attributes(label.label) == placed
    label.x = 50  # a placed label moves in place, as pyglet's does
    assert _attributes(label.label) != placed and len(_attributes(label.label)) == len(placed)


def test_a_label_in_a_shared_batch_is_placed_at_once_as_the_batch_draws_it(window):
    batch = pyglet.graphics.Batch()
    label = Label("In a batch", x=10, y=10, batch=batch)
    assert _attributes(label) != []


def test_a_label_put_in_a_shared_batch_before_its_draw_is_placed_there(window):
    label = Label("Measured, then batched", x=10, y=10)
    assert _attributes(label) == []
    label.batch = pyglet.graphics.Batch()
    assert _attributes(label) != []


def _drawn(window, draw: Callable[[], None]) -> bytes:
    window.clear()
    draw()
    return arcade.get_image(0, 0, 640, 400).tobytes()


def test_a_label_deleted_before_its_draw_draws_nothing_then_only_its_new_text(window):
    """pyglet's ``delete`` takes a label's vertex lists away (it draws nothing until it is
    laid out again): a label deleted while its lines wait for their draw places none of
    them there, and none is left over, drawn under its next text."""
    own, in_batch, shared = _twins(text="Deleted before its draw", x=40, y=200, font_size=18)
    blank = _drawn(window, lambda: None)
    for label in (own, in_batch):
        label.delete()
    assert _drawn(window, own.draw) == _drawn(window, shared.draw) == blank
    assert _attributes(own) == []
    for label in (own, in_batch):
        label.text = "Written again"
    assert _drawn(window, own.draw) == _drawn(window, shared.draw) != blank
    assert _attributes(own) == _attributes(in_batch)


@pytest.mark.parametrize("turns", [(0, 15), (15, 0)])
def test_a_label_turned_after_its_lay_out_keeps_the_anchor_pyglet_rounded(window, turns):
    """pyglet rounds a line's anchor to whole pixels when it places an unturned label, and
    turning it later turns the vertex lists as they are: a label right-anchored to a width
    of half a pixel, turned between its lay-out and its draw, has the anchor pyglet left."""
    laid_out, drawn = turns
    own, in_batch, _shared = _twins(text="Words wrapped at a width of half a pixel " * 2,
                                    x=300, y=200, width=220.5, multiline=True,
                                    anchor_x="right", rotation=laid_out, font_size=14)
    for label in (own, in_batch):
        label.rotation = drawn
    own.draw()
    assert _attributes(own) == _attributes(in_batch) != []


def test_a_label_taken_out_of_a_shared_batch_is_placed_at_its_draw_as_pyglet_places_it(window):
    """Out of a shared batch (``batch = None``) a label draws itself: laid out again, its
    vertex lists wait for its draw; back in a batch, it is placed there at once."""
    settings = {"text": "Out of the batch and back", "x": 60, "y": 200, "font_size": 18}
    first, kept = pyglet.graphics.Batch(), pyglet.graphics.Batch()
    label, twin = Label(batch=first, **settings), Label(batch=kept, **settings)
    label.batch = None
    assert _attributes(label) == []
    for each in (label, twin):
        each.x = 200
    drawn = _drawn(window, twin.batch.draw)
    assert _drawn(window, label.draw) == drawn and _attributes(label) == _attributes(twin)
    again = pyglet.graphics.Batch()
    label.batch = again
    assert _drawn(window, again.draw) == drawn
    label.batch = None
    assert _drawn(window, label.draw) == drawn
