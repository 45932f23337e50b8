"""Where the jar and Java come from (no prover run)."""

import os
import stat
import tempfile
import unittest
from pathlib import Path
from unittest import mock

from cute_prover import JarNotFoundError, JavaNotFoundError, locate
from cute_prover.locate import find_launcher


class FindLauncher(unittest.TestCase):

    def setUp(self):
        temporary = tempfile.TemporaryDirectory()
        self.addCleanup(temporary.cleanup)
        self.directory = Path(temporary.name)
        self.jar = self.directory / "cute-prover.jar"
        self.jar.write_bytes(b"")

    def test_the_jar_argument_runs_with_java_and_the_launcher_s_flags(self):
        command = find_launcher(self.jar).command(["prove", "P"])
        self.assertTrue(command[0].endswith("java"))
        self.assertEqual(command[1:], ["-Xss1g", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Dcuteprover.tuned=1",
                                       "-jar", str(self.jar), "prove", "P"])

    def test_the_environment_variable_names_the_jar(self):
        with mock.patch.dict(os.environ, {"CUTE_PROVER_JAR": str(self.jar)}):
            self.assertEqual(find_launcher().where, str(self.jar))

    def test_an_executable_launcher_is_run_as_it_is(self):
        script = self.directory / "cute-prover"
        script.write_text("#!/bin/sh\n")
        script.chmod(script.stat().st_mode | stat.S_IXUSR)
        self.assertEqual(find_launcher(script).command(["check"]), [str(script), "check"])

    def test_a_missing_jar_says_what_was_asked(self):
        with self.assertRaisesRegex(JarNotFoundError, "the jar argument names .*nowhere.jar, which is not a file"):
            find_launcher(self.directory / "nowhere.jar")

    def test_no_jar_anywhere_says_how_to_get_one(self):
        with mock.patch.dict(os.environ, {"CUTE_PROVER_JAR": ""}), \
                mock.patch.object(locate, "_SOURCE_CHECKOUT", None), mock.patch.object(locate, "_INSTALLED_FROM", None):
            with self.assertRaisesRegex(JarNotFoundError, "CUTE_PROVER_JAR.*mvn -B -DskipTests package"):
                find_launcher()

    def test_the_checkout_installed_from_gives_its_built_jar(self):
        checkout = self.directory / "checkout"
        (checkout / "bin").mkdir(parents=True)
        (checkout / "target").mkdir()
        (checkout / "pom.xml").write_text("<project/>")
        (checkout / "bin" / "cute-prover").write_text("#!/bin/sh\n")
        (checkout / "target" / "cute-prover.jar").write_bytes(b"")
        with mock.patch.dict(os.environ, {"CUTE_PROVER_JAR": ""}), \
                mock.patch.object(locate, "_SOURCE_CHECKOUT", None), \
                mock.patch.object(locate, "_INSTALLED_FROM", str(checkout)):
            self.assertEqual(find_launcher().where, str(checkout / "target" / "cute-prover.jar"))

    def test_no_java_is_a_clear_error(self):
        with mock.patch.dict(os.environ, {"PATH": str(self.directory), "JAVA_HOME": ""}):
            with self.assertRaisesRegex(JavaNotFoundError, "needs Java 17 or newer"):
                find_launcher(self.jar)


if __name__ == "__main__":
    unittest.main()
