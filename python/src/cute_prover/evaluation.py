"""``eval``: layout-algebra expressions to Python values, many in one prover process."""

import warnings
from typing import Iterable, Union

from . import process
from .errors import CuteProverWarning, InputError, ProverFailedError
from .locate import find_launcher
from .notation import Translation, notation
from .values import Value, parse_value


def eval(expressions: Union[str, Iterable[object]], *, on_error: str = "raise", jar=None):
    """The value of an expression (``"composition((4,2):(1,4),(2,2):(2,1))"``, a CuTe DSL printout, a
    layout-like object), or the list of values of several, all answered by one process through ``eval``'s
    standard-input batch mode.

    Values: ``Layout``, ``SwizzledLayout``, ``TensorView``, int, bool, tuples (``_`` is None); what has no
    Python type here (a TiledMMA) is the prover's text. An expression the prover rejects raises ``InputError``,
    or with ``on_error="return"`` stands in the list as its ``InputError``. A value that breaks a post-condition
    CuTe documents comes with a ``CuteProverWarning``.
    """
    if on_error not in ("raise", "return"):
        raise ValueError("on_error must be 'raise' or 'return', not %r" % (on_error,))
    single = isinstance(expressions, str) or not _iterable(expressions)
    texts = [notation(e) for e in ([expressions] if single else expressions)]
    translation = Translation(texts, allow_dynamic=False)
    answers = [None] * len(texts)  # an InputError, or the line sent
    for k, text in enumerate(texts):
        try:
            answers[k] = translation.translate(text)
        except InputError as e:
            answers[k] = e
    sent = [k for k, a in enumerate(answers) if isinstance(a, str)]
    if sent:
        stdin = "".join(answers[k] + "\n" for k in sent)
        replies = process.run(find_launcher(jar), ["eval", "--json"], stdin=stdin).json_lines()
        if len(replies) != len(sent):
            raise ProverFailedError("cute-prover eval answered %d of %d expressions" % (len(replies), len(sent)))
        for k, reply in zip(sent, replies):
            answers[k] = _value(reply)
    for answer in answers:
        if isinstance(answer, InputError) and on_error == "raise":
            raise answer
    return answers[0] if single else answers


def _value(reply: dict):
    if "error" in reply:
        return InputError("%s: %s" % (reply["input"], reply["error"]))
    for note in reply.get("notes", []):
        warnings.warn("%s: %s" % (reply["input"], note), CuteProverWarning, stacklevel=3)
    return parse_value(reply["value"])


def _iterable(value) -> bool:
    if hasattr(value, "shape"):
        return False  # a layout-like object is one expression, even where it iterates over its modes
    try:
        iter(value)
    except TypeError:
        return False
    return True
