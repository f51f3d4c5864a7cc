"""The table of a game whose own scene is not built yet (and of the example game)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action
from sprites import theme

from ..kit.table import TableScene
from ..kit.widgets import Button, panel, text


class PlainTable(TableScene):
    """The table of a game whose own scene is not built yet: its observation in
    words and one button per legal action. Also the table of the example game."""

    def on_refresh(self) -> None:
        self.widgets = [w for w in self.widgets if not getattr(w, "is_action", False)]
        x, y = 40, 560
        for action in self.legal[:24]:
            label = self.action_text(action)
            width = min(300, max(120, theme.text_width(label, 14) + 32))
            if x + width > 1240:
                x, y = 40, y + 44
            button = Button((x, y, width, 36), (lambda s=label: s), (lambda a=action: self.submit(a)), self.app,
                            size=theme.BODY)
            button.is_action = True
            self.widgets.append(button)
            x += width + 8
        undo = Button((1120, 20, 140, 36), "app.table.undo", self.undo.take_back, self.app, size=theme.BODY)
        undo.is_action = True
        undo.enabled = self.undo.can()
        self.widgets.append(undo)

    def action_text(self, action: Action) -> str:
        args = {k: self.format_arg(k, v) for k, v in vars(action).items()}
        if self.app.t.has(action.label):
            return self.t(action.label, **args)
        extra = " ".join(str(v) for v in args.values())
        return f"{type(action).__name__} {extra}".strip()

    def draw_table(self, surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        entry_title = self.game.title_ja if self.app.settings.language == "ja" else self.game.title_en
        text(surface, view, entry_title, (40, 24), theme.TITLE, theme.INK, bold=True)
        seat = self.session.to_act
        banner = self.t("app.table.to_act", name=self.seat_name(seat)) if seat is not None else self.t("app.table.over")
        text(surface, view, banner, (40, 62), theme.BODY, theme.GOLD)
        panel(surface, view, (30, 92, 820, 450), alpha=140)
        lines = _describe_observation(self.observation)
        for i, line in enumerate(lines[:26]):
            text(surface, view, line, (48, 104 + i * 16.5), theme.SMALL, theme.INK)
        panel(surface, view, (870, 92, 380, 450), alpha=140)
        text(surface, view, self.t("app.table.log"), (886, 100), theme.SMALL, theme.GOLD_MUTED)
        for i, line in enumerate(self.log[-24:]):
            text(surface, view, line[:60], (886, 122 + i * 17), theme.SMALL, theme.INK)


def _describe_observation(obs: Any, indent: str = "") -> list[str]:
    import dataclasses

    if dataclasses.is_dataclass(obs):
        lines = []
        for f in dataclasses.fields(obs):
            value = getattr(obs, f.name)
            if dataclasses.is_dataclass(value) or (isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0])):
                lines.append(f"{indent}{f.name}:")
                items = value if isinstance(value, tuple) else (value,)
                for item in items:
                    lines.extend(_describe_observation(item, indent + "    "))
            else:
                shown = repr(value)
                lines.append(f"{indent}{f.name}: {shown[:110]}")
        return lines
    return [indent + repr(obs)[:120]]
