"""What every game shares: the Seven deck, the seeded PRNG, actions, events,
observations, records (save / load / replay / undo), bots and the registry."""
