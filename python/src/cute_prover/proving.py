"""``prove``: one property, for every value the assumptions allow, or a re-checked counterexample.

Without ``lets`` the property goes to ``cute-prover prove --json``, where every free name is a variable. With
``lets`` it goes into a spec file of one property (``let NAME = VALUE`` is the spec language's own definition,
the same as in a ``.cute`` file) checked by ``cute-prover check --json``; a spec file declares its variables, so
names the prover reports unknown are declared as parameters and the file checked again.
"""

import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, Iterable, List, Mapping, Optional, Tuple, Union

from . import process
from .errors import InputError, ProverFailedError
from .locate import find_launcher
from .notation import Translation, notation
from .verdicts import Counterexample, Verdict


@dataclass(frozen=True)
class ProofResult:
    """The answer to one property. ``property`` and ``assumptions`` are as the prover read them (CuTe DSL
    forms translated, see ``cute_prover.notation``); ``dynamic`` names the variables that stand for run-time
    values ``?`` (name -> the printed ``?``); ``message`` is the verdict's first line (``UNKNOWN: reason``)."""

    property: str
    verdict: Verdict
    message: str
    counterexample: Optional[Counterexample] = None
    details: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)
    assumptions: Tuple[str, ...] = ()
    dynamic: Dict[str, str] = field(default_factory=dict)

    @property
    def proved(self) -> bool:
        return self.verdict is Verdict.PROVED

    def __str__(self):
        lines = [self.message]
        lines += self.counterexample.lines() if self.counterexample else self.details
        lines += ["warning: " + w for w in self.warnings]
        return "\n".join(lines)


def prove(property: str, assume: Union[str, Iterable[str]] = (), lets: Optional[Mapping[str, object]] = None, *,
          bound: Optional[int] = None, timeout_ms: Optional[int] = None, rlimit: Optional[int] = None,
          jar=None) -> ProofResult:
    """Proves ``property`` (the property language of ``cute-prover prove``) under the assumptions ``assume``
    (``"M % 64 == 0"``, one string or several), with ``lets`` naming values the property reads: a layout's text
    (CuTe DSL's printouts too), a ``cute_prover.Layout``, a layout-like object, an int or a tuple.

    Returns the verdict (PROVED, REFUTED with its counterexample, UNKNOWN with the reason, BOUNDED under
    ``bound``); raises ``InputError`` where the question is broken (syntax, names, contradictory assumptions).
    """
    assumptions = [assume] if isinstance(assume, str) else list(assume)
    definitions = {name: notation(value) for name, value in (lets or {}).items()}
    for name in definitions:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise InputError("let name %r is not an identifier" % name)
    translation = Translation([property, *assumptions, *definitions, *definitions.values()])
    text = translation.translate(property)
    assumptions = [translation.translate(a) for a in assumptions]
    definitions = {name: translation.translate(value) for name, value in definitions.items()}
    assumptions += translation.assumptions
    options = _solver_options(bound, timeout_ms, rlimit)
    launcher = find_launcher(jar)
    if definitions:
        answer = _prove_in_spec_file(launcher, text, assumptions, definitions, list(translation.dynamic), options)
    else:
        answer = _prove_on_command_line(launcher, text, assumptions, options)
    return ProofResult(text, answer.verdict, answer.message, answer.counterexample, answer.details, answer.warnings,
                       tuple(assumptions), dict(translation.dynamic))


def _solver_options(bound, timeout_ms, rlimit) -> List[str]:
    given = (("--bound", bound), ("--timeout", timeout_ms), ("--rlimit", rlimit))
    return ["%s=%d" % (option, value) for option, value in given if value is not None]


def _prove_on_command_line(launcher, text, assumptions, options) -> ProofResult:
    args = ["prove", "--json", *("--assume=" + a for a in assumptions), *options, "--", text]
    run = process.run(launcher, args)
    answers = run.json_lines()
    if not answers:
        # An assumption that does not parse is reported before any property, as text.
        raise InputError(_without_prefix(run.stdout.strip()) or "cute-prover prove gave no answer")
    answer = answers[0]
    if answer["verdict"] == Verdict.ERROR:
        raise InputError(answer["error"])
    witness = answer.get("witness")
    counterexample = None if witness is None else Counterexample(
        witness, answer.get("lhs"), answer.get("rhs"), None, answer.get("terms", {}), answer.get("coordinates", {}))
    return ProofResult(text, Verdict(answer["verdict"]), answer["headline"], counterexample,
                       answer.get("details", []), answer.get("warnings", []))


_SPEC_NAME = "question.cute"
_UNKNOWN_NAME = re.compile(r"^unknown name '([^']+)'")


def _prove_in_spec_file(launcher, text, assumptions, definitions, params, options) -> ProofResult:
    with tempfile.TemporaryDirectory(prefix="cute-prover-") as directory:
        # The prover names each free variable it meets; each round declares them, at most once per name.
        while True:
            spec, roles = _spec_file(text, assumptions, definitions, params)
            report = _check_spec(launcher, Path(directory), spec, options)
            unknown = [m.group(1) for e in report["errors"] for m in [_UNKNOWN_NAME.match(e["message"])] if m]
            new = [name for name in dict.fromkeys(unknown) if name not in params and name not in definitions]
            if not new:
                break
            params = params + new
    if report["errors"]:
        raise InputError("; ".join("%s: %s" % (roles.get(e["line"], "line %d" % e["line"]), _in_roles(e["message"], roles))
                                   for e in report["errors"]))
    if not report["results"]:
        raise ProverFailedError("cute-prover check gave no result for the property")
    result = report["results"][0]
    if result["verdict"] == Verdict.ERROR:
        raise InputError(_in_roles(_without_prefix(result["headline"]), roles))
    witness = result.get("witness")
    counterexample = None if witness is None else Counterexample(
        witness["values"], witness.get("lhs"), witness.get("rhs"), witness.get("conjunct"),
        witness.get("terms", {}), witness.get("coordinates", {}))
    return ProofResult(text, Verdict(result["status"]), result["headline"], counterexample,
                       result.get("details", []), result.get("warnings", []))


def _spec_file(text, assumptions, definitions, params):
    """The spec file of the question, and what each of its lines is (by line number), for error messages."""
    lines, roles = ["# cute_prover.prove"], {}

    def add(line, role):
        lines.append(line)
        roles[len(lines)] = role

    if params:
        add("param " + ", ".join(params), "the variables " + ", ".join(params))
    for assumption in assumptions:
        add("assume " + assumption, "assumption `%s`" % assumption)
    for name, value in definitions.items():
        add("let %s = %s" % (name, value), "let %s" % name)
    add("prove " + text, "the property")
    return "\n".join(lines) + "\n", roles


def _check_spec(launcher, directory: Path, spec: str, options) -> dict:
    (directory / _SPEC_NAME).write_text(spec, encoding="utf-8")
    report = directory / "report.json"
    process.run(launcher, ["check", "--no-cache", "--json=" + str(report), *options, _SPEC_NAME], cwd=directory)
    if not report.is_file():
        raise ProverFailedError("cute-prover check wrote no JSON report")
    return json.loads(report.read_text(encoding="utf-8"))


def _in_roles(message: str, roles: Dict[int, str]) -> str:
    """A message with the places in the generated spec file named by what stands there."""
    return re.sub(re.escape(_SPEC_NAME) + r":(\d+):\d+", lambda m: roles.get(int(m.group(1)), m.group(0)), message)


def _without_prefix(message: str) -> str:
    return message[len("error: "):] if message.startswith("error: ") else message
