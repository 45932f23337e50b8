"""PEP 517 build backend of the cute-prover Python package, from the standard library alone.

pip builds a package with its backend's requirements, fetched from an index. This backend has none, so
`pip install ./python` works offline on any Python >= 3.9: setuptools could not do that here (a fresh
virtual environment has no `wheel`, which setuptools before 70 needs to build one).
"""

import base64
import hashlib
import io
import tarfile
import zipfile
from pathlib import Path

NAME = "cute-prover"
VERSION = "0.1.0"  # the jar's version (pom.xml)
SUMMARY = "Prove NVIDIA CuTe layout properties from Python and pytest (runs the cute-prover jar)"
REQUIRES_PYTHON = ">=3.9"
ENTRY_POINTS = {"pytest11": {"cute_prover": "cute_prover.pytest_plugin"}}

PROJECT = Path(__file__).resolve().parent.parent  # python/
SOURCES = PROJECT / "src" / "cute_prover"
DIST = "cute_prover-" + VERSION
RECORDED_CHECKOUT = "_built_from.py"


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    wheel = _Wheel()
    for source in sorted(SOURCES.rglob("*.py")):
        if "__pycache__" not in source.parts and source.name != RECORDED_CHECKOUT:
            wheel.add("cute_prover/" + source.relative_to(SOURCES).as_posix(), source.read_bytes())
    checkout = _checkout()
    if checkout is not None:
        # Installed from a checkout, the package finds that checkout's jar (cute_prover.locate).
        wheel.add("cute_prover/" + RECORDED_CHECKOUT, ("REPOSITORY = %r\n" % str(checkout)).encode())
    return wheel.write(Path(wheel_directory))


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    wheel = _Wheel()
    wheel.add("cute_prover_editable.pth", (str(SOURCES.parent) + "\n").encode())
    return wheel.write(Path(wheel_directory))


def build_sdist(sdist_directory, config_settings=None):
    name = DIST + ".tar.gz"
    with tarfile.open(Path(sdist_directory) / name, "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for path in sorted(PROJECT.rglob("*")):
            relative = path.relative_to(PROJECT)
            if path.is_file() and not _generated(relative):
                sdist.add(str(path), arcname=DIST + "/" + relative.as_posix(), recursive=False)
        _add_bytes(sdist, DIST + "/PKG-INFO", _metadata().encode())
    return name


def _generated(relative):
    return any(part in ("__pycache__", "build", "dist") or part.endswith(".egg-info") for part in relative.parts) \
        or relative.name == RECORDED_CHECKOUT


def _checkout():
    """The cute-prover repository this package is built from, if it is built from one (not from an sdist)."""
    repository = PROJECT.parent
    if (repository / "pom.xml").is_file() and (repository / "bin" / "cute-prover").is_file():
        return repository
    return None


def _metadata():
    return "".join([
        "Metadata-Version: 2.1\n",
        "Name: %s\n" % NAME,
        "Version: %s\n" % VERSION,
        "Summary: %s\n" % SUMMARY,
        "License: Apache-2.0\n",
        "Requires-Python: %s\n" % REQUIRES_PYTHON,
    ])


def _entry_points():
    return "".join("[%s]\n" % group + "".join("%s = %s\n" % item for item in names.items()) + "\n"
                   for group, names in ENTRY_POINTS.items())


def _add_bytes(archive, name, data):
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = 0o644
    archive.addfile(info, io.BytesIO(data))


class _Wheel:
    """The files of a pure-Python wheel; the dist-info files and RECORD are added on writing."""

    def __init__(self):
        self.files = []

    def add(self, name, data):
        self.files.append((name, data))

    def write(self, directory):
        info = DIST + ".dist-info/"
        self.add(info + "METADATA", _metadata().encode())
        self.add(info + "WHEEL", b"Wheel-Version: 1.0\nGenerator: cute_prover_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        self.add(info + "entry_points.txt", _entry_points().encode())
        record = "".join("%s,sha256=%s,%d\n" % (name, _digest(data), len(data)) for name, data in self.files)
        self.add(info + "RECORD", (record + info + "RECORD,,\n").encode())
        name = DIST + "-py3-none-any.whl"
        directory.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(directory / name, "w", zipfile.ZIP_DEFLATED) as wheel:
            for path, data in self.files:
                entry = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
                entry.external_attr = 0o644 << 16
                wheel.writestr(entry, data, zipfile.ZIP_DEFLATED)
        return name


def _digest(data):
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
