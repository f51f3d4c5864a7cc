"""Seven Tables rules cores: headless, pure Python, never imports pygame."""
