"""'Watch a record' on the menu: the picker lists the records, opens the theater on the
chosen one, and says why a record cannot be watched."""
from __future__ import annotations

from game.engine.context import make_test_context
from scenes.screens.menu import MenuScene
from scenes.theater import picker
from scenes.theater.scene import TheaterScene


def test_the_menu_opens_the_picker_which_opens_the_theater():
    ctx = make_test_context(home=MenuScene)
    menu = MenuScene(ctx)
    ctx.stack.push(menu)
    assert "watch" in [c.key for c in menu.focus.controls]
    menu.activate("watch")
    chooser = ctx.stack.top
    assert isinstance(chooser, picker.RecordPicker)
    names = [p.name for p in picker.EXAMPLES.glob("*.json")]
    labels = [c.label for c in chooser.focus.controls]
    assert sorted(names) == sorted(label.rsplit(" · ", 1)[1] for label in labels[:-1])
    index = [p.name for p in chooser.paths].index("pass.json")
    chooser.activate(f"record:{index}")
    scene = ctx.stack.top
    assert isinstance(scene, TheaterScene) and scene.slug == "pass"
    assert scene.theater.length == 14


def test_an_unusable_record_is_listed_with_why_and_does_not_open(tmp_path, monkeypatch):
    (tmp_path / "broken.json").write_text('{"game": "chess", "players": 2}')
    monkeypatch.setattr(picker, "EXAMPLES", tmp_path)
    ctx = make_test_context()
    chooser = picker.RecordPicker(ctx)
    ctx.stack.push(chooser)
    assert "Unknown game 'chess'" in chooser.focus.controls[0].label
    chooser.activate("record:0")
    assert ctx.stack.top is chooser and "broken.json" in chooser.message
