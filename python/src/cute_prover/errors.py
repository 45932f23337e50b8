"""The exceptions the package raises: a broken question, a missing tool, a failed run."""


class CuteProverError(Exception):
    """Base of every error this package raises."""


class InputError(CuteProverError, ValueError):
    """The question itself is broken (syntax, names, contradictory assumptions, a value that is no layout):
    the prover's exit status 3. The message is the prover's own."""


class JavaNotFoundError(CuteProverError):
    """No Java 17 or newer to run the jar with."""


class JarNotFoundError(CuteProverError, FileNotFoundError):
    """No cute-prover jar where one was asked for or looked for."""


class ProverFailedError(CuteProverError):
    """The prover could not answer: a usage error (exit 4), an internal error (exit 5), an unreadable answer.
    ``exit_code`` and ``stderr`` are the process's."""

    def __init__(self, message, exit_code=None, stderr=""):
        super().__init__(message)
        self.exit_code = exit_code
        self.stderr = stderr


class CuteProverWarning(UserWarning):
    """A value the prover gives with a note (a documented post-condition it breaks), or a property proved
    with a warning (vacuous for some reason, read for static sizes only)."""
