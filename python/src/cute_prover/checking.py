"""``check``: every property of spec files, as ``cute-prover check`` proves them, read from its JSON report."""

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Union

from . import process
from .errors import ProverFailedError
from .locate import find_launcher
from .verdicts import Counterexample, Verdict

# What the console report prints first on a property's line (CheckResult.tag in the Java sources).
_TAGS = {Verdict.REFUTED_AS_EXPECTED: "REFUTED (expected)",
         Verdict.PROVED_BUT_EXPECTED_REFUTED: "FAILED (expected refuted, but proved)"}


@dataclass(frozen=True)
class PropertyResult:
    """One property of a spec file and its verdict, classified against ``expect refuted``: ``passed`` is what the
    gate counts (PROVED, BOUNDED, REFUTED_AS_EXPECTED). ``name`` is None for an unnamed property."""

    file: str
    line: int
    column: int
    name: Optional[str]
    property: str
    expect_refuted: bool
    verdict: Verdict
    passed: bool
    message: str
    counterexample: Optional[Counterexample] = None
    details: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)
    millis: int = 0
    cached: bool = False
    satisfied_by: Dict[str, int] = field(default_factory=dict)

    @property
    def location(self) -> str:
        return "%s:%d:%d" % (self.file, self.line, self.column)

    @property
    def title(self) -> str:
        return self.name or self.property

    def describe(self) -> str:
        """The result as the console report gives it: verdict, place, name, then why."""
        lines = ["%s  %s  %s" % (_TAGS.get(self.verdict, self.verdict.value), self.location, self.title)]
        if self.name:
            lines.append("    " + self.property)
        if self.verdict is Verdict.PROVED_BUT_EXPECTED_REFUTED:
            lines.append("    expected a refutation (expect refuted), but the property holds")
        elif self.message not in (self.verdict.value, "REFUTED", "PROVED"):
            lines.append("    " + self.message)
        if self.counterexample:
            conjunct = self.counterexample.conjunct
            if conjunct and conjunct.replace(" ", "") != self.property.replace(" ", ""):
                lines.append("    fails: " + conjunct)
            lines += ["    " + line for line in self.counterexample.lines()]
        else:
            lines += ["    " + line for line in self.details]
        lines += ["    warning: " + w for w in self.warnings]
        return "\n".join(lines)


@dataclass(frozen=True)
class SpecError:
    """An input error in a spec file that no property carries (syntax, an unknown name, a broken include)."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self):
        return "%s:%d:%d: error: %s" % (self.file, self.line, self.column, self.message)


@dataclass(frozen=True)
class CheckReport:
    """What ``cute-prover check`` answered: ``exit_code`` (0 passed, 1 refuted, 2 unknown, 3 bad input; README,
    "Exit codes"), one ``PropertyResult`` per property, the input errors, and the console report ``output``."""

    exit_code: int
    summary: str
    results: List[PropertyResult]
    errors: List[SpecError]
    output: str

    @property
    def passed(self) -> bool:
        return self.exit_code == 0

    @property
    def failures(self) -> List[PropertyResult]:
        return [r for r in self.results if not r.passed]


def check(paths: Union[str, os.PathLike, Iterable[Union[str, os.PathLike]], None] = None, *,
          allow_unknown: bool = False, bound: Optional[int] = None, timeout_ms: Optional[int] = None,
          rlimit: Optional[int] = None, jobs: Optional[int] = None, cache: bool = True,
          cache_dir: Union[str, os.PathLike, None] = None, models: Iterable[Union[str, os.PathLike]] = (),
          extra_args: Iterable[str] = (), cwd: Union[str, os.PathLike, None] = None, jar=None) -> CheckReport:
    """Checks the spec files and directories ``paths`` (none: the project's ``specs/`` and ``hardware-models/``,
    as ``cute-prover check`` with no PATH, seen from ``cwd``). The options are ``check``'s; ``extra_args``
    passes others as written (``["--shard=1/2"]``). Input errors in the spec files are part of the report, not
    exceptions."""
    if paths is None:
        paths = []
    elif isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    options = [option for flag, option in ((allow_unknown, "--allow-unknown"), (not cache, "--no-cache")) if flag]
    options += ["%s=%s" % (name, value) for name, value in
                (("--bound", bound), ("--timeout", timeout_ms), ("--rlimit", rlimit), ("--jobs", jobs),
                 ("--cache-dir", cache_dir)) if value is not None]
    options += ["--models=%s" % m for m in models]
    launcher = find_launcher(jar)
    with tempfile.TemporaryDirectory(prefix="cute-prover-") as directory:
        report_file = Path(directory) / "report.json"
        run = process.run(launcher, ["check", "--json=" + str(report_file), *options, *extra_args, "--",
                                     *(os.fspath(p) for p in paths)], cwd=cwd)
        if not report_file.is_file():
            raise ProverFailedError("cute-prover check wrote no JSON report:\n" + (run.stderr or run.stdout).strip(),
                                    exit_code=run.exit_code, stderr=run.stderr)
        report = json.loads(report_file.read_text(encoding="utf-8"))
    return CheckReport(run.exit_code, report["summary"], [_result(r) for r in report["results"]],
                       [SpecError(e["file"], e["line"], e["column"], e["message"]) for e in report["errors"]],
                       run.stdout)


def _result(r: dict) -> PropertyResult:
    witness = r.get("witness")
    counterexample = None if witness is None else Counterexample(
        witness["values"], witness.get("lhs"), witness.get("rhs"), witness.get("conjunct"),
        witness.get("terms", {}), witness.get("coordinates", {}))
    return PropertyResult(r["file"], r["line"], r["column"], r.get("name"), r["property"], r["expect"] == "refuted",
                          Verdict(r["verdict"]), r["passed"], r["headline"], counterexample, r.get("details", []),
                          r.get("warnings", []), r.get("millis", 0), r.get("cached", False), r.get("satisfiedBy", {}))
