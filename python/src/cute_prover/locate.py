"""Finding the cute-prover jar and the Java to run it with.

Where the jar comes from, first found wins: the ``jar`` argument, the ``CUTE_PROVER_JAR`` environment variable,
then the cute-prover checkout the package lives in (an editable install, or the sources on ``sys.path``) and the
checkout it was installed from (``pip install ./python`` records it). In a checkout, ``target/cute-prover.jar`` is
used if it is built, else ``bin/cute-prover``, which builds it on first use (Maven needed).

``jar`` and ``CUTE_PROVER_JAR`` may also name an executable launcher such as ``bin/cute-prover``.
"""

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence, Tuple, Union

from .errors import JarNotFoundError, JavaNotFoundError

ENVIRONMENT_VARIABLE = "CUTE_PROVER_JAR"

# The JVM flags of bin/cute-prover: a deep stack for the recursive algebra, start-up over peak speed (the C1
# compiler only, also for eval batches, and the serial collector), and the mark that keeps the jar from starting
# itself again with them.
_JVM_FLAGS = ("-Xss1g", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Dcuteprover.tuned=1")

_HERE = Path(__file__).resolve().parents
_SOURCE_CHECKOUT = _HERE[3] if len(_HERE) > 3 else None  # <checkout>/python/src/cute_prover/locate.py
try:
    from ._built_from import REPOSITORY as _INSTALLED_FROM  # written into the wheel by the build backend
except ImportError:
    _INSTALLED_FROM = None


@dataclass(frozen=True)
class Launcher:
    """How to start cute-prover: ``command(args)`` is the argument vector of one run."""

    prefix: Tuple[str, ...]
    java_flags: bool
    where: str

    def command(self, args: Sequence[str]) -> list:
        if not self.java_flags:
            return [*self.prefix, *args]
        java, *rest = self.prefix
        return [java, *_JVM_FLAGS, *rest, *args]


def find_launcher(jar: Union[str, os.PathLike, None] = None) -> Launcher:
    """The launcher for ``jar`` (a jar or an executable launcher), else the first one found (see the module)."""
    if jar is not None:
        return _launcher_for(Path(jar), "the jar argument")
    if os.environ.get(ENVIRONMENT_VARIABLE):
        return _launcher_for(Path(os.environ[ENVIRONMENT_VARIABLE]), "$" + ENVIRONMENT_VARIABLE)
    looked = []
    for checkout in _checkouts():
        built = checkout / "target" / "cute-prover.jar"
        script = checkout / "bin" / "cute-prover"
        if built.is_file():
            return _java_launcher(built)
        if script.is_file() and os.access(script, os.X_OK):
            _java()  # the script needs it too, and would only say "java: command not found"
            return Launcher((str(script),), java_flags=False, where=str(script))
        looked.append(str(built))
    raise JarNotFoundError(
        "cute-prover: no jar found (looked at " + (", ".join(looked) or "no cute-prover checkout") + "); "
        "pass jar=PATH or set " + ENVIRONMENT_VARIABLE + "=PATH to a cute-prover.jar, "
        "or build one in the repository with `mvn -B -DskipTests package`")


def _launcher_for(path: Path, origin: str) -> Launcher:
    if not path.is_file():
        raise JarNotFoundError("cute-prover: %s names %s, which is not a file" % (origin, path))
    if path.suffix == ".jar":
        return _java_launcher(path)
    if not os.access(path, os.X_OK):
        raise JarNotFoundError("cute-prover: %s names %s, which is neither a .jar nor executable" % (origin, path))
    return Launcher((str(path),), java_flags=False, where=str(path))


def _java_launcher(jar: Path) -> Launcher:
    return Launcher((_java(), "-jar", str(jar)), java_flags=True, where=str(jar))


def _java() -> str:
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").is_file():
        return str(Path(home) / "bin" / "java")
    found = shutil.which("java")
    if found is None:
        raise JavaNotFoundError("cute-prover needs Java 17 or newer: no `java` on PATH and no JAVA_HOME/bin/java")
    return found


def _checkouts():
    """The cute-prover checkouts to look in: around these sources, then the one installed from."""
    candidates = [_SOURCE_CHECKOUT, Path(_INSTALLED_FROM) if _INSTALLED_FROM else None]
    return [c for c in candidates if _is_checkout(c)]


def _is_checkout(path: Optional[Path]) -> bool:
    return path is not None and (path / "pom.xml").is_file() and (path / "bin" / "cute-prover").is_file()
