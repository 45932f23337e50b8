"""CuTe DSL's printed values, and Python objects, in cute-prover's notation.

CuTe DSL prints CuTe's notation (``str(layout)`` is ``(4,8):(8,1)``), with three differences that
cute-prover reads otherwise:

* a swizzle is ``S<B,M,S>``, composed as ``S<3,4,3> o 0 o L``; cute-prover writes ``Sw<B,M,S>``;
* a tensor is ``tensor<ENGINE o LAYOUT>``, its engine a pointer (``ptr<f32, gmem, align<16>>``, a swizzled
  shared-memory one ``ptr<bf16, smem, align<1024>, S<3,4,3>>``) or, for a TMA tensor, a coordinate
  ``(0,0)``; ``cute.printf`` prints ``raw_ptr(0x...: f32, gmem, align<16>) o LAYOUT``. A tensor is read as its
  layout: an address is no layout property, and a pointer's swizzle becomes the layout's ``Sw<B,M,S> o 0 o``
  (swizzle parameters are taken as printed, in the units of the layout's offsets);
* a value known only at run time prints as ``?``, with what the compiler knows of it: ``?{div=16}``,
  ``?{i64 div=64}``. Each ``?`` becomes a variable of its own (``dyn1``, ``dyn2``, ...; a positive integer, as
  every variable) and ``div=N`` the assumption ``dynK % N == 0``. A property proved is so for every run-time
  value; a refutation may combine values no launch can (two ``?`` that are one run-time value are two
  variables here: write the layout with a name of your own to relate them).

An object with ``.shape`` and ``.stride`` (a CuTe DSL or pycute ``Layout``) is written from them, unless it
prints as a tensor or a composed layout (a CuTe DSL tensor has a shape and a stride too, but only its printout
has its pointer's swizzle).
"""

import operator
import re
from typing import Dict, Iterable, List

from .errors import InputError
from .values import Layout, ScaledBasis, SwizzledLayout, TensorView, tuple_text


def notation(value) -> str:
    """The CuTe text of a Python value, before translation: a string as it is, ints and (nested) tuples as
    CuTe writes them, ``None`` as ``_``, a layout-like object from its shape and stride, anything else by ``str``."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (Layout, SwizzledLayout, TensorView, ScaledBasis)) or value is None:
        return tuple_text(value)
    if isinstance(value, (tuple, list)):
        return "(" + ",".join(notation(v) for v in value) + ")"
    try:
        return str(operator.index(value))  # int, numpy's and the DSL's static integers
    except Exception:  # a DSL run-time value may refuse in its own way; it prints as ?
        pass
    printed = str(value)
    if printed.startswith(("tensor<", "raw_ptr(")) or " o " in printed:
        return printed  # a tensor or a composed layout: only its printout has the pointer's or layout's swizzle
    if hasattr(value, "shape") and hasattr(value, "stride") and not callable(value.shape):
        return "%s:%s" % (notation(value.shape), notation(value.stride))
    return printed


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SWIZZLE = re.compile(r"(?<![\w.])S<\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*>")
_RAW_POINTER = re.compile(r"raw_ptr\(([^()]*)\)\s+o\s+")
_DYNAMIC = re.compile(r"\?(\{[^{}]*\})?")
_DIVISIBILITY = re.compile(r"\bdiv\s*=\s*(\d+)")


class Translation:
    """Translates texts of one question, sharing the names given to run-time values among them.

    ``assumptions`` collects what the compiler knew of those values; ``dynamic`` maps each name to the ``?``
    text it stands for. ``texts`` are all the question's texts, so that no name given clashes with one of them.
    """

    def __init__(self, texts: Iterable[str] = (), allow_dynamic: bool = True):
        self.taken = {name for text in texts for name in _IDENTIFIER.findall(text)}
        self.allow_dynamic = allow_dynamic
        self.assumptions: List[str] = []
        self.dynamic: Dict[str, str] = {}

    def translate(self, text: str) -> str:
        text = " ".join(text.split())  # one line: the prover reads a batch, and spec statements, line by line
        text = _tensors_as_layouts(text)
        text = _RAW_POINTER.sub(lambda m: _pointer_swizzle(m.group(1)), text)
        text = _SWIZZLE.sub(r"Sw<\1,\2,\3>", text)
        return _DYNAMIC.sub(lambda m: self._dynamic(m, text), text)

    def _dynamic(self, match, text) -> str:
        before = text[:match.start()].rstrip()
        if before and before[-1] not in "(,:{":
            return match.group(0)  # C++'s conditional operator, not a run-time value
        if not self.allow_dynamic:
            raise InputError("%r has a value known only at run time (%s): evaluating needs static values; "
                             "prove a property of it instead" % (text, match.group(0)))
        name = self._fresh_name()
        self.dynamic[name] = match.group(0)
        for divisor in _DIVISIBILITY.findall(match.group(1) or ""):
            self.assumptions.append("%s %% %s == 0" % (name, divisor))
        return name

    def _fresh_name(self) -> str:
        k = len(self.dynamic) + 1
        while "dyn%d" % k in self.taken:
            k += 1
        self.taken.add("dyn%d" % k)
        return "dyn%d" % k


def _tensors_as_layouts(text: str) -> str:
    """Each ``tensor<ENGINE o LAYOUT>`` as its LAYOUT, with a swizzle of its pointer in front."""
    out = []
    position = 0
    for start in (m.start() for m in re.finditer(r"(?<![\w.])tensor<", text)):
        if start < position:
            continue  # inside a tensor already replaced
        end = _closing_angle(text, start + len("tensor<"))
        if end < 0:
            break
        inner = text[start + len("tensor<"):end]
        split = _top_level(inner, " o ")
        if split < 0:
            continue
        out.append(text[position:start])
        out.append(_pointer_swizzle(inner[:split]) + inner[split + 3:].strip())
        position = end + 1
    return "".join(out) + text[position:]


def _pointer_swizzle(engine: str) -> str:
    swizzle = _SWIZZLE.search(engine)
    return "Sw<%s,%s,%s> o 0 o " % swizzle.groups() if swizzle else ""


def _closing_angle(text: str, start: int) -> int:
    depth = 1
    for i in range(start, len(text)):
        depth += (text[i] == "<") - (text[i] == ">")
        if depth == 0:
            return i
    return -1


def _top_level(text: str, separator: str) -> int:
    depth = 0
    for i, c in enumerate(text):
        depth += (c in "<(") - (c in ">)")
        if depth == 0 and text.startswith(separator, i):
            return i
    return -1
