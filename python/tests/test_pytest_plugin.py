"""The pytest plugin, run as a user runs it: `pytest --cute-prover specs/`, in a process of its own."""

import os
import subprocess
import sys
import unittest
from importlib import metadata
from pathlib import Path

import support

import cute_prover

support.use_repository_jar()

try:
    import pytest  # noqa: F401 (the plugin's only requirement)
    HAVE_PYTEST = True
except ImportError:
    HAVE_PYTEST = False


def run_pytest(*args):
    """pytest in the test data's directory, with the plugin as installed (its pytest11 entry point), or from
    the sources where the package is not installed."""
    installed = any(e.value == "cute_prover.pytest_plugin" for e in _pytest11_entry_points())
    plugin = [] if installed else ["-p", "cute_prover.pytest_plugin"]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(Path(cute_prover.__file__).parent.parent)] + os.environ.get("PYTHONPATH", "").split(os.pathsep)))
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *plugin, *args],
                          cwd=support.TESTS, env=environment, capture_output=True, text=True)


def _pytest11_entry_points():
    entry_points = metadata.entry_points()
    if hasattr(entry_points, "select"):
        return entry_points.select(group="pytest11")
    return entry_points.get("pytest11", [])  # Python 3.9


@unittest.skipUnless(HAVE_PYTEST, "pytest is not installed: the plugin is not tested")
class PytestPlugin(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.pytest_run = run_pytest("--cute-prover", "-v", "specs", "broken_specs")

    def test_each_property_is_a_test_with_the_gate_s_outcome(self):
        out = self.pytest_run.stdout
        for line in ["specs/tiles.cute::tile_bijective PASSED", "specs/tiles.cute::accumulator_covers PASSED",
                     "specs/tiles.cute::overlapping FAILED", "specs/tiles.cute::known_overlap PASSED",
                     "broken_specs/typo.cute::fine PASSED", "broken_specs/typo.cute::error-line2 FAILED"]:
            self.assertIn(line, out)
        self.assertIn("2 failed, 4 passed", out)
        self.assertEqual(self.pytest_run.returncode, 1, out + self.pytest_run.stderr)

    def test_a_failure_shows_the_counterexample(self):
        self.assertIn("REFUTED  specs/tiles.cute:5:1  overlapping\n    injective((M,4):(1,8))\n    M = 64\n    x = 8\n"
                      "    y = 64\n    lhs = 8\n    rhs = 8\n    coordinates: x = (8,0), y = (0,1)", self.pytest_run.stdout)

    def test_an_input_error_shows_where(self):
        self.assertIn("broken_specs/typo.cute:2:13: error: unknown property or function 'injektive'", self.pytest_run.stdout)

    def test_an_unknown_verdict_fails_or_with_the_option_skips(self):
        rlimit = "--cute-prover-arg=--rlimit=%d" % support.SMALL_RLIMIT
        failed = run_pytest("--cute-prover", rlimit, "unknown_specs")
        self.assertEqual(failed.returncode, 1, failed.stdout)
        self.assertIn("UNKNOWN  unknown_specs/hard.cute:3:1  hard\n", failed.stdout)
        self.assertIn("resource limit of 100000 units per query exceeded", failed.stdout)
        skipped = run_pytest("--cute-prover", rlimit, "--cute-prover-allow-unknown", "-rs", "unknown_specs")
        self.assertEqual(skipped.returncode, 0, skipped.stdout)
        self.assertRegex(skipped.stdout, r"SKIPPED \[1\] .*: unknown_specs/hard.cute:3:1  UNKNOWN: .*resource limit")

    def test_the_plugin_is_off_unless_asked(self):
        run = run_pytest("specs")
        self.assertEqual(run.returncode, 5, run.stdout)  # no tests collected
        self.assertIn("no tests ran", run.stdout)


if __name__ == "__main__":
    unittest.main()
