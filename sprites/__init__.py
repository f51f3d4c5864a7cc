"""Everything drawn: theme, card faces, the tabletop kit."""
