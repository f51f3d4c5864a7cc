from game.engine.bots import RandomBot as SimpleBot  # placeholder

from . import actions as A


class WandererBot:
    """Random play that never proposes or accepts surrender: long games for the checker."""

    name = "wanderer"

    def choose(self, observation, legal, rng):
        keep = [a for a in legal if not isinstance(a, A.ProposeSurrender) and a != A.SurrenderVote(True)]
        return rng.choice(keep or legal)
