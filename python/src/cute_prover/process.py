"""One run of the cute-prover command line, with its failures turned into exceptions."""

import json
import subprocess
from dataclasses import dataclass
from typing import Optional, Sequence

from .errors import JavaNotFoundError, ProverFailedError
from .locate import Launcher

# The exit statuses that are answers (proved, refuted, unknown, bad input); 4 and 5 are failures to answer.
_ANSWERS = (0, 1, 2, 3)
USAGE_ERROR = 4
INTERNAL_ERROR = 5


@dataclass(frozen=True)
class Run:
    exit_code: int
    stdout: str
    stderr: str

    def json_lines(self) -> list:
        """Every line of standard output that is a JSON object, in order."""
        return [json.loads(line) for line in self.stdout.splitlines() if line.startswith("{")]


def run(launcher: Launcher, args: Sequence[str], stdin: Optional[str] = None, cwd=None) -> Run:
    command = launcher.command(args)
    try:
        done = subprocess.run(command, input=stdin, capture_output=True, text=True, encoding="utf-8", cwd=cwd)
    except OSError as e:
        raise ProverFailedError("cute-prover: cannot start %s: %s" % (command[0], e)) from e
    if "UnsupportedClassVersionError" in done.stderr:
        raise JavaNotFoundError("cute-prover needs Java 17 or newer; %s is older:\n%s" % (command[0], done.stderr.strip()))
    if done.returncode not in _ANSWERS:
        what = {USAGE_ERROR: "usage error", INTERNAL_ERROR: "internal error"}.get(done.returncode, "failed")
        detail = (done.stderr.strip() or done.stdout.strip())[-4000:]
        raise ProverFailedError("cute-prover %s (exit %d) running %s:\n%s" % (what, done.returncode, " ".join(command), detail),
                                exit_code=done.returncode, stderr=done.stderr)
    return Run(done.returncode, done.stdout, done.stderr)
