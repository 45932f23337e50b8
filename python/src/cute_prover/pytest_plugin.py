"""pytest plugin: ``pytest --cute-prover specs/`` makes each property of the ``*.cute`` spec files a test.

A property passes where the gate passes it (PROVED, BOUNDED, REFUTED under ``expect refuted``) and fails
with its counterexample otherwise; an UNKNOWN fails too, as in the gate, or is skipped with
``--cute-prover-allow-unknown``. An input error of a spec file that no property carries is a failing test of
its own. Every spec file under the command line's paths is proved by one ``cute-prover check`` run, so the
JVM starts once and the proof cache is used as the command line uses it.
"""

import os
import warnings
from pathlib import Path

import pytest

from .checking import CheckReport, check
from .errors import CuteProverWarning
from .verdicts import Verdict

SPEC_SUFFIX = ".cute"


def pytest_addoption(parser):
    group = parser.getgroup("cute-prover", "CuTe layout properties (cute-prover)")
    group.addoption("--cute-prover", action="store_true", default=False,
                    help="collect the properties of *.cute spec files as tests")
    group.addoption("--cute-prover-jar", metavar="PATH", default=None,
                    help="the cute-prover jar (default: $CUTE_PROVER_JAR, else the checkout's)")
    group.addoption("--cute-prover-allow-unknown", action="store_true", default=False,
                    help="skip a property whose verdict is UNKNOWN instead of failing it")
    group.addoption("--cute-prover-arg", metavar="OPTION", action="append", default=[],
                    help="an option for `cute-prover check`, e.g. --cute-prover-arg=--timeout=20000 (repeatable)")


def pytest_configure(config):
    config.addinivalue_line("markers", "cute_prover: a property of a cute-prover spec file")


def pytest_collect_file(file_path, parent):
    if parent.config.getoption("cute_prover") and file_path.suffix == SPEC_SUFFIX:
        return SpecFile.from_parent(parent, path=file_path)
    return None


class SpecFile(pytest.File):
    def collect(self):
        report = _checked(self.config, self.path)
        here = self.path.resolve()
        taken = set()
        for result in report.results:
            if _resolve(result.file, self.config) == here:
                name = _unique(result.name or "line%d" % result.line, taken)
                yield PropertyItem.from_parent(self, name=name, result=result)
        for error in report.errors:
            if _resolve(error.file, self.config) == here:
                yield SpecErrorItem.from_parent(self, name=_unique("error-line%d" % error.line, taken), error=error)


class PropertyItem(pytest.Item):
    def __init__(self, *, result, **kwargs):
        super().__init__(**kwargs)
        self.result = result
        self.add_marker(pytest.mark.cute_prover)

    def runtest(self):
        for warning in self.result.warnings:
            warnings.warn("%s: %s" % (self.result.location, warning), CuteProverWarning)
        if self.result.passed:
            return
        if self.result.verdict is Verdict.UNKNOWN and self.config.getoption("cute_prover_allow_unknown"):
            pytest.skip("%s  %s" % (self.result.location, self.result.message))
        raise PropertyFailed(self.result.describe())

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, PropertyFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, self.result.line - 1, "%s: %s" % (self.name, self.result.property)


class SpecErrorItem(pytest.Item):
    def __init__(self, *, error, **kwargs):
        super().__init__(**kwargs)
        self.error = error

    def runtest(self):
        raise PropertyFailed(str(self.error))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, PropertyFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, self.error.line - 1, self.name


class PropertyFailed(Exception):
    """A property the gate fails; its text is the whole report."""


_REPORTS = pytest.StashKey()


def _checked(config, path: Path) -> CheckReport:
    """The report that covers ``path``: one run over every spec path of the command line, then one per file
    that run did not cover (a spec file pytest reached otherwise)."""
    reports = config.stash.setdefault(_REPORTS, {})
    if "batch" not in reports:
        reports["roots"] = _spec_roots(config)
        paths = [os.path.relpath(root, config.invocation_params.dir) for root in reports["roots"]]
        reports["batch"] = _check(config, paths) if paths else None
    here = path.resolve()
    if reports["batch"] is not None and any(here == root or root in here.parents for root in reports["roots"]):
        return reports["batch"]
    if here not in reports:
        reports[here] = _check(config, [str(here)])
    return reports[here]


def _check(config, paths) -> CheckReport:
    return check(paths, extra_args=config.getoption("cute_prover_arg"), cwd=str(config.invocation_params.dir),
                 jar=config.getoption("cute_prover_jar"))


def _spec_roots(config):
    """The command line's paths that are spec files, or directories with a spec file below them."""
    roots = []
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::")[0]).resolve()
        if path.is_file() and path.suffix == SPEC_SUFFIX:
            roots.append(path)
        elif path.is_dir() and any(_specs_below(path)):
            roots.append(path)
    return roots


def _specs_below(directory: Path):
    return (p for p in directory.rglob("*" + SPEC_SUFFIX)
            if not any(part.startswith(".") for part in p.relative_to(directory).parts))


def _resolve(file: str, config) -> Path:
    return Path(config.invocation_params.dir, file).resolve()


def _unique(name: str, taken: set) -> str:
    unique, k = name, 2
    while unique in taken:
        unique, k = "%s#%d" % (name, k), k + 1
    taken.add(unique)
    return unique
