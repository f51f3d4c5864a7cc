"""The sound effects and the small synthesiser that makes them."""
