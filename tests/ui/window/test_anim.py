"""Tweens and timelines: eased steps, chains, skipping, aborting, speed."""

import math

from game.ui.anim import Timeline, Tween, call, ease_out, lerp, lerp_point, linear, wait


def test_a_tween_steps_then_ends_once():
    seen, done = [], []
    tween = Tween(1.0, seen.append, ease=linear, done=lambda: done.append(1))
    tween.update(0.25)
    tween.update(0.5)
    left = tween.update(0.5)
    tween.update(0.5)
    assert seen == [0.25, 0.75, 1.0] and done == [1] and tween.finished and math.isclose(left, 0.25)


def test_a_chain_runs_in_order_and_carries_left_over_time():
    order = []
    timeline = Timeline()
    timeline.chain(Tween(0.1, ease=linear, done=lambda: order.append("a")), call(lambda: order.append("b")),
                   wait(0.1), call(lambda: order.append("c")))
    timeline.update(0.15)
    assert order == ["a", "b"] and timeline.busy
    timeline.update(0.1)
    assert order == ["a", "b", "c"] and not timeline.busy


def test_skip_ends_everything_with_its_effect_and_abort_drops_it():
    positions = []
    timeline = Timeline()
    timeline.add(Tween(2.0, lambda k: positions.append(lerp_point((0, 0), (10, 20), k))))
    timeline.update(0.5)
    timeline.skip()
    assert positions[-1] == (10, 20) and not timeline.busy
    ended = []
    timeline.add(Tween(2.0, done=lambda: ended.append(1)))
    timeline.abort()
    assert ended == [] and not timeline.busy


def test_speed_scales_time_and_infinity_is_instant():
    values = []
    fast = Timeline(speed=2.0)
    fast.add(Tween(1.0, values.append, ease=linear))
    fast.update(0.25)
    assert values == [0.5]
    instant = Timeline(speed=math.inf)
    done = []
    instant.chain(wait(5), call(lambda: done.append(1)))
    assert done == [1]
    assert lerp(2, 4, 0.5) == 3 and ease_out(1.0) == 1.0
