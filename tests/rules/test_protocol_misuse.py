"""The rules API refuses misuse with its own errors (RulesError subclasses), never a
TypeError, IndexError or a silently wrong answer."""
import pytest

from game.registry import SLUGS, get_game
from game.rules import BadOptions, BadSeat, IllegalMove, RulesError
from game.rules.dominoes.moves import Play as TilePlay
from game.rules.pass_game.moves import Play as PassPlay


def new(slug: str, seed: int = 1):
    return get_game(slug).new_match(4, seed)


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("seat", [-1, 4, 99, True, "0", 1.0])
def test_a_seat_out_of_range_is_refused(slug, seat):
    match = new(slug)
    with pytest.raises(BadSeat, match="seats are 0 to 3"):
        match.view(seat)
    with pytest.raises(IllegalMove, match="There is no seat"):
        match.apply_as(seat, match.legal_moves()[0])


@pytest.mark.parametrize("slug", SLUGS)
def test_the_public_view_has_no_hand(slug):
    assert getattr(new(slug).view(None), "hand", None) is None


@pytest.mark.parametrize("slug", SLUGS)
def test_legal_moves_are_never_shared(slug):
    first, second = new(slug), new(slug)
    before = list(second.legal_moves())
    first.legal_moves().clear()
    first.legal_moves().append("junk")
    assert second.legal_moves() == before
    assert "junk" not in first.legal_moves()


@pytest.mark.parametrize("slug", SLUGS)
def test_negative_seeds_are_refused(slug):
    # random.Random(-5) deals as random.Random(5) does: refusing is clearer than a twin.
    with pytest.raises(BadOptions, match="from 0 up, not -5"):
        new(slug, -5)
    assert new(slug, 0).summary()


@pytest.mark.parametrize(("slug", "options"), [
    ("pass", {"lack_of_pass": 1}), ("pass", {"win": True}),
    ("take-or-pass", {"games": True}), ("take-or-pass", {"games": "3"}),
    ("take-or-pass", {"games": 10**400}), ("dominoes", {"teams": "yes"}),
    ("dominoes", {"target": 1.5}), ("pass", {1: 2, "a": 3}),
])
def test_options_of_the_wrong_type_are_refused(slug, options):
    with pytest.raises(BadOptions) as refused:
        get_game(slug).new_match(4, 1, options)
    assert len(str(refused.value)) < 200, "a huge value is cut short in the message"


@pytest.mark.parametrize("options", [[1, 2], "ab", 5])
def test_options_that_are_not_an_object_are_refused(options):
    with pytest.raises(BadOptions, match="must be a JSON object"):
        get_game("pass").new_match(4, 1, options)


@pytest.mark.parametrize("deals", [[1], "x", {"deck": []}])
def test_take_or_pass_deals_of_the_wrong_type_are_refused(deals):
    with pytest.raises(RulesError):
        get_game("take-or-pass").new_match(4, 1, None, deals)


@pytest.mark.parametrize("play", [
    PassPlay(("2>22",), augment=True), PassPlay(("2>22",), augment=-1),
    PassPlay(("2>22",), augment=1.5), PassPlay(None), PassPlay("2>22"), PassPlay((1,)),
    PassPlay(("2>22",), wild=True),
])
def test_pass_plays_of_the_wrong_type_are_refused(play):
    match = get_game("pass").new_match(4, 1, {"wildcard_pass": True})
    before = match.summary()
    with pytest.raises(IllegalMove):
        match.apply(play)
    assert match.summary() == before
    assert str(play).startswith("play")


def test_augment_true_is_never_written_into_a_record():
    match = get_game("pass").new_match(4, 1)
    with pytest.raises(IllegalMove, match="augment count must be a whole number"):
        match.apply(PassPlay(("2>22",), augment=True))
    assert match.record()["moves"] == []


@pytest.mark.parametrize("args", [(True, 1), (1.5, 2), ("6", 2), (6, 2, "middle"), (7, 0)])
def test_tile_plays_of_the_wrong_type_are_refused(args):
    with pytest.raises(IllegalMove, match="Not a tile placement"):
        TilePlay(*args)


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("move", [None, 5, b"pass", "x" * 10_000, "play " + "9" * 5000])
def test_unreadable_move_text_is_one_short_sentence(slug, move):
    match = new(slug)
    with pytest.raises(IllegalMove) as refused:
        match.apply_text(move)
    assert len(str(refused.value)) < 300 and "\n" not in str(refused.value)


def test_a_huge_augment_is_refused_not_parsed():
    with pytest.raises(IllegalMove, match="more tokens than the game has"):
        get_game("pass").parse_move("play 2>22 augment " + "9" * 5000)
