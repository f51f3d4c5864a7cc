"""A faster __init__ for frozen dataclasses built by the thousand (observations, views, events).

The __init__ that `dataclass(frozen=True)` writes sets each field through
`object.__setattr__`, which costs about three times what filling the instance
dictionary does. `fast_frozen` swaps in an __init__ with the same parameters and
defaults that writes the dictionary directly; the objects it builds are the same
(equal, hashable, immutable through the class's own __setattr__). A class it cannot
treat exactly the same way (slots, __post_init__, init=False or keyword-only fields)
is returned unchanged.
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

T = TypeVar("T")

_NO_ARG = object()  # stands for "not given" where a field has a default factory


def fast_frozen(cls: type[T]) -> type[T]:
    if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen:
        raise TypeError(f"fast_frozen is for frozen dataclasses, not {cls.__name__}")
    fields = dataclasses.fields(cls)
    if (not cls.__dataclass_params__.init or "__slots__" in cls.__dict__ or hasattr(cls, "__post_init__")
            or any(not f.init or f.kw_only for f in fields)
            or any(isinstance(v, dataclasses.InitVar) for v in getattr(cls, "__annotations__", {}).values())):
        return cls
    names = [f.name for f in fields]
    if len(set(names) & {"_self_", "_d_", "_NO_ARG"}) or any(n.startswith("_default_") for n in names):
        return cls
    scope: dict = {"_NO_ARG": _NO_ARG}
    params, body = ["_self_"], ["    _d_ = _self_.__dict__"]
    for f in fields:
        if f.default is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_NO_ARG")
            body.append(f"    if {f.name} is _NO_ARG: {f.name} = _default_{f.name}()")
        else:
            params.append(f.name)
        body.append(f"    _d_[{f.name!r}] = {f.name}")
    source = f"def __init__({', '.join(params)}):\n" + "\n".join(body) + "\n"
    exec(source, scope)  # noqa: S102 - the source is built above from field names only
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init
    return cls
