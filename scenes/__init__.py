"""The pygame front end: the app loop, the scene stack, menus and table scenes."""
