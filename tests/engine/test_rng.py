from collections import Counter

from game.engine.rng import Rng


def test_same_seed_same_stream():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]


def test_known_values_pin_the_generator_across_versions():
    # SplitMix64 reference outputs for seed 0 (the published test vector)
    rng = Rng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_string_seeds_are_stable():
    assert Rng.from_seed("requiem").state == Rng.from_seed("requiem").state
    assert Rng.from_seed("a").state != Rng.from_seed("b").state


def test_below_stays_in_range_and_covers_it():
    rng = Rng.from_seed(1)
    seen = Counter(rng.below(6) for _ in range(6000))
    assert set(seen) == set(range(6))
    assert min(seen.values()) > 850


def test_die_is_one_to_six():
    rng = Rng.from_seed(3)
    assert {rng.die() for _ in range(500)} == {1, 2, 3, 4, 5, 6}


def test_shuffle_is_a_permutation_and_reproducible():
    items = list(range(49))
    a = Rng.from_seed(9).shuffled(items)
    b = Rng.from_seed(9).shuffled(items)
    assert a == b and sorted(a) == items and a != items


def test_fork_leaves_the_parent_untouched():
    rng = Rng.from_seed(5)
    state = rng.state
    child = rng.fork(1)
    child.next_u64()
    assert rng.state == state
    assert rng.fork(1).state != rng.fork(2).state
