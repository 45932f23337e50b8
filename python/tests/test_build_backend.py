"""The in-tree build backend: the wheel pip installs (no prover run)."""

import base64
import hashlib
import importlib.util
import tempfile
import unittest
import zipfile
from pathlib import Path

import support

BACKEND = support.REPOSITORY / "python" / "build_backend" / "cute_prover_build.py"


def load_backend():
    spec = importlib.util.spec_from_file_location("cute_prover_build", BACKEND)
    backend = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backend)
    return backend


class Wheel(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.backend = load_backend()
        with tempfile.TemporaryDirectory() as directory:
            name = cls.backend.build_wheel(directory)
            cls.name = name
            with zipfile.ZipFile(Path(directory) / name) as wheel:
                cls.files = {info.filename: wheel.read(info) for info in wheel.infolist()}

    def test_needs_nothing_to_build(self):
        self.assertEqual(self.backend.get_requires_for_build_wheel(), [])
        self.assertEqual(self.name, "cute_prover-%s-py3-none-any.whl" % self.backend.VERSION)

    def test_holds_the_package_and_registers_the_pytest_plugin(self):
        for module in ("__init__", "proving", "checking", "evaluation", "notation", "values", "pytest_plugin"):
            self.assertIn("cute_prover/%s.py" % module, self.files)
        entry_points = self.files["cute_prover-%s.dist-info/entry_points.txt" % self.backend.VERSION].decode()
        self.assertIn("[pytest11]\ncute_prover = cute_prover.pytest_plugin\n", entry_points)

    def test_records_the_checkout_it_is_built_from(self):
        self.assertEqual(self.files["cute_prover/_built_from.py"].decode(), "REPOSITORY = %r\n" % str(support.REPOSITORY))

    def test_record_lists_every_file_with_its_digest(self):
        record = self.files["cute_prover-%s.dist-info/RECORD" % self.backend.VERSION].decode().splitlines()
        listed = {line.split(",")[0]: line.split(",")[1] for line in record}
        self.assertEqual(set(listed), set(self.files))
        for name, digest in listed.items():
            if not name.endswith("RECORD"):
                expected = base64.urlsafe_b64encode(hashlib.sha256(self.files[name]).digest()).rstrip(b"=").decode()
                self.assertEqual(digest, "sha256=" + expected, name)


if __name__ == "__main__":
    unittest.main()
