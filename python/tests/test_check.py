"""cute_prover.check against the repository's jar, on the spec files beside these tests."""

import unittest

import support

import cute_prover
from cute_prover import ProverFailedError, Verdict

support.use_repository_jar()


class Check(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.report = cute_prover.check(support.SPECS, cache=False)
        cls.by_name = {r.name: r for r in cls.report.results}

    def test_a_refutation_fails_the_gate(self):
        self.assertEqual(self.report.exit_code, 1)
        self.assertFalse(self.report.passed)
        self.assertEqual(self.report.errors, [])

    def test_each_property_has_its_verdict(self):
        self.assertEqual({name: r.verdict for name, r in self.by_name.items()}, {
            "tile_bijective": Verdict.PROVED,
            "accumulator_covers": Verdict.PROVED,
            "overlapping": Verdict.REFUTED,
            "known_overlap": Verdict.REFUTED_AS_EXPECTED,
        })
        self.assertEqual([r.name for r in self.report.failures], ["overlapping"])
        self.assertTrue(self.by_name["known_overlap"].passed)

    def test_a_refutation_has_its_counterexample_and_place(self):
        refuted = self.by_name["overlapping"]
        self.assertEqual((refuted.line, refuted.column), (5, 1))
        self.assertTrue(refuted.file.endswith("tiles.cute"))
        self.assertEqual(refuted.counterexample.values, {"M": 64, "x": 8, "y": 64})
        self.assertEqual(refuted.counterexample.coordinates, {"x": "(8,0)", "y": "(0,1)"})
        text = refuted.describe()
        self.assertTrue(text.startswith("REFUTED  "))
        self.assertIn("tiles.cute:5:1  overlapping\n    injective((M,4):(1,8))\n    M = 64\n    x = 8\n", text)

    def test_the_console_report_comes_too(self):
        self.assertIn("4 properties: 2 proved, 1 refuted as expected, 1 refuted", self.report.output)


class CheckInputErrors(unittest.TestCase):

    def test_an_input_error_is_reported_with_its_place_and_the_rest_is_checked(self):
        report = cute_prover.check([support.BROKEN_SPECS], cache=False)
        self.assertEqual(report.exit_code, 3)
        [error] = report.errors
        self.assertEqual((error.line, error.column), (2, 13))
        self.assertRegex(str(error), r"typo\.cute:2:13: error: unknown property or function 'injektive'")
        self.assertEqual([(r.name, r.verdict) for r in report.results], [("fine", Verdict.PROVED)])


class CheckUnknown(unittest.TestCase):

    def test_an_unknown_verdict_fails_the_gate_unless_allowed(self):
        report = cute_prover.check(support.UNKNOWN_SPECS, cache=False, rlimit=support.SMALL_RLIMIT)
        self.assertEqual(report.exit_code, 2)
        [result] = report.results
        self.assertIs(result.verdict, Verdict.UNKNOWN)
        self.assertRegex(result.message, "resource limit of 100000 units per query exceeded")
        allowed = cute_prover.check(support.UNKNOWN_SPECS, cache=False, rlimit=support.SMALL_RLIMIT, allow_unknown=True)
        self.assertEqual(allowed.exit_code, 0)


class CheckUsageErrors(unittest.TestCase):

    def test_an_unknown_option_is_a_failure_to_answer_with_the_prover_s_words(self):
        with self.assertRaisesRegex(ProverFailedError, "usage error \\(exit 4\\)(.|\\n)*Unknown option: '--bogus'") as caught:
            cute_prover.check(support.SPECS, extra_args=["--bogus"])
        self.assertEqual(caught.exception.exit_code, 4)


if __name__ == "__main__":
    unittest.main()
