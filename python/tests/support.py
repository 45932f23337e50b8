"""What the tests share: the repository's own jar, and the test data beside this file."""

import os
from pathlib import Path

TESTS = Path(__file__).resolve().parent
REPOSITORY = TESTS.parent.parent
JAR = REPOSITORY / "target" / "cute-prover.jar"
SPECS = TESTS / "specs"  # tiles.cute: proved, refuted and expected-refuted properties
BROKEN_SPECS = TESTS / "broken_specs"  # typo.cute: an input error on line 2
UNKNOWN_SPECS = TESTS / "unknown_specs"  # hard.cute: UNKNOWN within --rlimit=100000
SMALL_RLIMIT = 100000


def use_repository_jar():
    """Runs the tests against this checkout's jar, unless CUTE_PROVER_JAR names another."""
    if os.environ.get("CUTE_PROVER_JAR"):
        return
    if not JAR.is_file():
        raise RuntimeError("%s is not built: run `mvn -B -DskipTests package` in %s" % (JAR, REPOSITORY))
    os.environ["CUTE_PROVER_JAR"] = str(JAR)
