"""cute_prover.prove against the repository's jar."""

import unittest

import support

import cute_prover
from cute_prover import InputError, Layout, Verdict

support.use_repository_jar()


class Prove(unittest.TestCase):

    def test_proved(self):
        result = cute_prover.prove("bijective((M,N):(1,M))", assume=["M % 8 == 0"])
        self.assertIs(result.verdict, Verdict.PROVED)
        self.assertTrue(result.proved)
        self.assertIsNone(result.counterexample)

    def test_refuted_with_the_counterexample_s_values(self):
        result = cute_prover.prove("injective((M,N):(1,8))")
        self.assertIs(result.verdict, Verdict.REFUTED)
        self.assertEqual(result.counterexample.values, {"M": 9, "N": 2, "x": 8, "y": 9})
        self.assertEqual((result.counterexample.lhs, result.counterexample.rhs), ("8", "8"))
        self.assertEqual(result.counterexample.coordinates, {"x": "(8,0)", "y": "(0,1)"})
        self.assertEqual(str(result).splitlines()[:3], ["REFUTED", "M = 9", "N = 2"])

    def test_bounded(self):
        result = cute_prover.prove("X*X*X + Y*Y*Y != Z*Z*Z", bound=8, timeout_ms=1000)
        self.assertIs(result.verdict, Verdict.BOUNDED)
        self.assertTrue(result.message.startswith("BOUNDED: holds for all values up to 8"))

    def test_a_misspelt_property_is_an_input_error(self):
        with self.assertRaisesRegex(InputError, "unknown property or function 'injektive' \\(did you mean injective"):
            cute_prover.prove("injektive((M,N):(1,8))")

    def test_contradictory_assumptions_are_an_input_error(self):
        with self.assertRaisesRegex(InputError, "assumptions contradict each other"):
            cute_prover.prove("bijective((M,4):(1,M))", assume="M < 0")

    def test_an_assumption_that_does_not_parse_is_an_input_error(self):
        with self.assertRaisesRegex(InputError, "in --assume"):
            cute_prover.prove("bijective((M,4):(1,M))", assume="M %% 2")


class ProveWithLets(unittest.TestCase):

    def test_a_let_of_the_package_s_layout(self):
        self.assertIs(cute_prover.prove("bijective(L)", lets={"L": Layout((4, 8), (8, 1))}).verdict, Verdict.PROVED)

    def test_a_let_of_a_layout_like_object(self):
        class LayoutObject:  # a CuTe DSL or pycute Layout: read by its shape and stride
            shape = (4, (2, 8))
            stride = (2, (1, 8))

            def __repr__(self):
                return "<LayoutObject>"

        result = cute_prover.prove("image_within(L, 32)", lets={"L": LayoutObject()})
        self.assertIs(result.verdict, Verdict.REFUTED)
        self.assertEqual(result.counterexample.terms["L"], "(4,(2,8)):(2,(1,8))")

    def test_a_let_with_a_free_variable_is_refuted_at_a_value_of_it(self):
        result = cute_prover.prove("injective(L)", lets={"L": "(M,4):(1,8)"}, assume=["M % 8 == 0"])
        self.assertIs(result.verdict, Verdict.REFUTED)
        self.assertEqual(result.counterexample.values, {"M": 16, "x": 8, "y": 16})
        self.assertEqual(result.counterexample.terms["L"], "(16,4):(1,8)")

    def test_a_swizzled_shared_memory_tensor_of_cute_dsl(self):
        printed = "tensor<ptr<bf16, smem, align<1024>, S<3,4,3>> o ((64,16),1,(4,2),2):((64,1),0,(16,4096),8192)>"
        result = cute_prover.prove("bijective(sK)", lets={"sK": printed})
        self.assertIs(result.verdict, Verdict.PROVED)

    def test_run_time_values_are_variables_with_the_compiler_s_divisibility(self):
        printed = "tensor<ptr<f32, gmem, align<16>> o (?,?{div=64}):(?{i64 div=64},1)>"
        result = cute_prover.prove("injective(gA)", lets={"gA": printed})
        self.assertEqual(result.dynamic, {"dyn1": "?", "dyn2": "?{div=64}", "dyn3": "?{i64 div=64}"})
        self.assertEqual(result.assumptions, ("dyn2 % 64 == 0", "dyn3 % 64 == 0"))
        self.assertIs(result.verdict, Verdict.REFUTED)  # a row stride smaller than the row overlaps the next row
        self.assertEqual(result.counterexample.values["dyn3"] % 64, 0)
        self.assertLess(result.counterexample.values["dyn3"], result.counterexample.values["dyn2"])

    def test_an_error_in_a_let_names_the_let(self):
        with self.assertRaisesRegex(InputError, "^let L: expected ',' or '\\)'"):
            cute_prover.prove("bijective(L)", lets={"L": "(4,8):(8,1"})

    def test_an_assumption_in_an_error_is_named_by_its_text(self):
        with self.assertRaisesRegex(InputError, r"`M < 0` \(assumption `M < 0`\)"):
            cute_prover.prove("bijective(L)", lets={"L": "(M,8):(8,1)"}, assume=["M < 0"])


if __name__ == "__main__":
    unittest.main()
