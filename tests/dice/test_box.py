"""A game's box is built from its modules and refuses a combination it cannot play with, saying why."""

import copy
import pickle

import pytest

from game.core.common.status import IN, OUT
from game.core.dice.base import MODULE as BASE_MODULE
from game.core.dice.base.steps import STEPS
from game.core.dice.box import DiceBox, box_for
from game.core.dice.specs import Character, DieKind, Face, Module, Resolve, Step


def quiet(game):
    return None


@pytest.mark.parametrize("module, words", [
    (Module("x", steps={"shots": Step(quiet)}), "step 'shots' is defined twice"),
    (Module("x", characters=(Character("kit_carlson", "Kit", "Kit", 7),)), "character 'kit_carlson' is defined"),
    (Module("x", dice=(DieKind("short", ("1", "2"), "red"),)), "die 'short' needs 6 faces"),
    (Module("x", dice=(DieKind("odd", ("1", "2", "beer", "beer", "beer", "moon"), "red"),)), "die 'odd' needs 6"),
    (Module("x", steps={"late": Step(quiet)}, resolve=(Resolve("late", after="sunset"),)), "after 'sunset'"),
    (Module("x", resolve=(Resolve("nowhere"),)), "'nowhere' is not a step"),
    (Module("x", hooks={"midnight": quiet}), "unknown hook .'midnight'."),
    (Module("x", steps={"odd": Step(quiet, detail="face")}), "a detail is one of"),
])
def test_a_module_that_does_not_fit_is_refused(module, words):
    with pytest.raises(ValueError, match=words):
        DiceBox((BASE_MODULE, module))


def test_a_module_replaces_what_it_says_it_replaces():
    shots = Step(quiet)
    box = DiceBox((BASE_MODULE, Module("x", steps={"shots": shots}, replaces=("shots",))))
    assert box.steps["shots"] is shots and box.steps["beer"] is STEPS["beer"]
    assert box.resolve_order == ("dynamite", "shots", "beer", "gatling")


def test_a_resolve_step_goes_right_after_its_anchor_and_faces_count_their_symbols():
    box = DiceBox((BASE_MODULE, Module("x", faces=(Face("twin_beer", {"beer": 2}),), steps={"toast": Step(quiet)},
                                       resolve=(Resolve("toast", after="dynamite"),))))
    assert box.resolve_order == ("dynamite", "toast", "shots", "beer", "gatling")
    assert box.symbol_count["beer"]["twin_beer"] == 2 and box.face_units["twin_beer"] == 2
    assert box.left_of["beer"][("twin_beer", 1)] and not box.left_of["beer"][("twin_beer", 0)]


@pytest.mark.parametrize("modules, words", [((), "base game first"), (("base", "base"), "each module once"),
                                            (("base", "nowhere"), "no dice module 'nowhere'")])
def test_a_game_enables_the_base_game_first_and_known_modules(modules, words):
    with pytest.raises((ValueError, KeyError), match=words):
        box_for(modules)


def test_whom_a_die_reaches_is_one_answer_for_the_engine_the_bots_and_the_window():
    box = box_for(("base",))
    rose, everyone = box.characters["rose_doolan"], box.characters["kit_carlson"]
    status = (IN,) * 6
    assert box.targets(everyone, 0, status) == {"1": (1, 5), "2": (2, 4)}
    assert box.targets(rose, 0, status) == {"1": (1, 2, 4, 5), "2": (2, 3, 4)}
    few = (IN, OUT, IN, OUT, IN, OUT)      # three counted: a 2 reaches as a 1
    assert box.targets(everyone, 0, few) == {"1": (2, 4), "2": (2, 4)}
    players = [{"seat": s, "status": st.name, "character": "rose_doolan" if s == 0 else "kit_carlson"}
               for s, st in enumerate(status)]
    assert box.marks(players, 0) == {1: frozenset("1"), 2: frozenset("12"), 3: frozenset("2"), 4: frozenset("12"),
                                     5: frozenset("1")}


def test_a_box_copied_or_pickled_is_the_same_box():
    """Bots and games hold their box; copying one (a bot deep-copied to ask it a what-if, a game sent to the bots'
    child process) must not clone the box's caches, which grow through a game."""
    box = box_for(("base",))
    box.kept[("probe",)] = ()
    assert copy.deepcopy(box) is box and copy.copy(box) is box and pickle.loads(pickle.dumps(box)) is box
    assert copy.deepcopy({"bot": box})["bot"].kept[("probe",)] == ()
    del box.kept[("probe",)]
