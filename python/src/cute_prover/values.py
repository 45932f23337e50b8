"""Python values of the prover's printed values: layouts, swizzled layouts, tensor views, integers, tuples.

``parse_value`` reads what ``cute-prover eval`` prints; each value prints (``str``) as the prover printed it, so a
layout can be passed into another expression. A tuple is a Python tuple (``_`` is ``None``), a scaled-basis stride
such as ``1@0`` a ``ScaledBasis``.
"""

import re
from dataclasses import dataclass
from typing import Tuple, Union


@dataclass(frozen=True)
class ScaledBasis:
    """A stride that moves a coordinate instead of an offset: ``value@mode`` (``1@0``), ``value@m@s`` nested."""

    value: int
    modes: Tuple[int, ...]

    def __str__(self):
        return "@".join(str(x) for x in (self.value, *self.modes))


IntTuple = Union[int, ScaledBasis, None, Tuple["IntTuple", ...]]


@dataclass(frozen=True)
class Layout:
    """``shape:stride``; each a nested tuple of ints, or an int for a rank-0 layout such as ``8:1``."""

    shape: IntTuple
    stride: IntTuple

    def __str__(self):
        return "%s:%s" % (tuple_text(self.shape), tuple_text(self.stride))


@dataclass(frozen=True)
class SwizzledLayout:
    """``Sw<bits,base,shift> o offset o layout``: CuTe's swizzle applied to the offsets of ``layout`` plus ``offset``."""

    bits: int
    base: int
    shift: int
    offset: int
    layout: Layout

    def __str__(self):
        return "Sw<%d,%d,%d> o %d o %s" % (self.bits, self.base, self.shift, self.offset, self.layout)


@dataclass(frozen=True)
class TensorView:
    """``{offset} o layout``: a tensor's layout and the offset of its first element (a slice, a tile)."""

    offset: IntTuple
    layout: Union[Layout, SwizzledLayout]

    def __str__(self):
        return "{%s} o %s" % (tuple_text(self.offset), self.layout)


Value = Union[bool, int, IntTuple, Layout, SwizzledLayout, TensorView, str]


def tuple_text(value: IntTuple) -> str:
    if isinstance(value, tuple):
        return "(" + ",".join(tuple_text(v) for v in value) + ")"
    return "_" if value is None else str(value)


_SWIZZLED = re.compile(r"Sw<(-?\d+),(-?\d+),(-?\d+)> o (-?\d+) o (.+)", re.S)
_VIEW = re.compile(r"\{([^{}]*)\} o (.+)", re.S)


def parse_value(text: str) -> Value:
    """The Python value of a printed value; text this module has no type for (a TiledMMA, ...) stays a string."""
    text = text.strip()
    if text in ("true", "false"):
        return text == "true"
    try:
        return _layout_or_view(text)
    except ValueError:
        pass
    try:
        return _TupleReader(text).read_all()
    except ValueError:
        return text


def _layout_or_view(text):
    view = _VIEW.fullmatch(text)
    if view:
        return TensorView(_TupleReader(view.group(1)).read_all(), _layout_or_view(view.group(2)))
    swizzled = _SWIZZLED.fullmatch(text)
    if swizzled:
        bits, base, shift, offset = (int(g) for g in swizzled.groups()[:4])
        return SwizzledLayout(bits, base, shift, offset, _plain_layout(swizzled.group(5)))
    return _plain_layout(text)


def _plain_layout(text):
    colon = _top_level_colon(text)
    if colon < 0:
        raise ValueError("no layout: " + text)
    return Layout(_TupleReader(text[:colon]).read_all(), _TupleReader(text[colon + 1:]).read_all())


def _top_level_colon(text):
    depth = 0
    for i, c in enumerate(text):
        depth += (c == "(") - (c == ")")
        if c == ":" and depth == 0:
            return i
    return -1


class _TupleReader:
    """Reads an integer tuple: integers, ``_``, scaled bases ``1@0``, nested in parentheses."""

    _TOKEN = re.compile(r"\s*(-?\d+|[(),@_])")

    def __init__(self, text):
        self.tokens = []
        position = 0
        text = text.rstrip()
        while position < len(text):
            token = self._TOKEN.match(text, position)
            if token is None:
                raise ValueError("not an integer tuple: " + text)
            self.tokens.append(token.group(1))
            position = token.end()
        self.next = 0

    def read_all(self):
        value = self._read()
        if self.next != len(self.tokens):
            raise ValueError("trailing text")
        return value

    def _peek(self):
        return self.tokens[self.next] if self.next < len(self.tokens) else None

    def _take(self, expected=None):
        token = self._peek()
        if token is None or (expected is not None and token != expected):
            raise ValueError("expected %s" % (expected or "a value"))
        self.next += 1
        return token

    def _read(self):
        token = self._take()
        if token == "(":
            items = [self._read()]
            while self._peek() == ",":
                self._take(",")
                items.append(self._read())
            self._take(")")
            return tuple(items)
        if token == "_":
            return None
        if not re.fullmatch(r"-?\d+", token):
            raise ValueError("unexpected " + token)
        modes = []
        while self._peek() == "@":
            self._take("@")
            modes.append(int(self._take()))
        return ScaledBasis(int(token), tuple(modes)) if modes else int(token)
