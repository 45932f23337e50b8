"""cute_prover.eval against the repository's jar."""

import shlex
import stat
import tempfile
import unittest
import warnings
from pathlib import Path

import support

import cute_prover
from cute_prover import CuteProverWarning, InputError, Layout, ScaledBasis, SwizzledLayout, TensorView

support.use_repository_jar()


class Eval(unittest.TestCase):

    def test_a_composition_is_a_layout(self):
        self.assertEqual(cute_prover.eval("composition((4,2):(1,4),(2,2):(2,1))"), Layout((2, 2), (2, 1)))

    def test_a_batch_gives_python_values_in_order(self):
        values = cute_prover.eval([
            "size((4,8):(8,1))",
            "(4,8):(8,1) == (4,8):(8,1)",
            "idx2crd(22,((2,2),(4,2)))",
            "make_identity_layout((4,8))",
            "local_tile((128,64):(64,1), (32,16), 5)",
            "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64))",
        ])
        self.assertEqual(values, [
            32,
            True,
            ((0, 1), (1, 1)),
            Layout((4, 8), (ScaledBasis(1, (0,)), ScaledBasis(1, (1,)))),
            TensorView(2064, Layout((32, 16), (64, 1))),
            SwizzledLayout(3, 3, 3, 0, Layout(((8, 16), (64, 1)), ((64, 512), (1, 0)))),
        ])

    def test_cute_dsl_printouts_and_objects_evaluate(self):
        values = cute_prover.eval([
            "coalesce(tensor<ptr<f32, gmem, align<16>> o (4,8):(1,4)>)",
            "S<3,4,3> o 0 o (8,64):(64,1)",
            Layout((4, 8), (8, 1)),
        ])
        self.assertEqual(values, [Layout(32, 1), SwizzledLayout(3, 4, 3, 0, Layout((8, 64), (64, 1))),
                                  Layout((4, 8), (8, 1))])

    def test_a_rejected_expression_raises_the_prover_s_message(self):
        with self.assertRaisesRegex(InputError, r"foo\(1\): .*unknown function 'foo'"):
            cute_prover.eval("foo(1)")

    def test_errors_can_stand_in_the_batch(self):
        values = cute_prover.eval(["size(4:1)", "foo(1)", "(?,4):(1,?)", "size(8:1)"], on_error="return")
        self.assertEqual(values[0], 4)
        self.assertIsInstance(values[1], InputError)
        self.assertRegex(str(values[2]), "known only at run time")
        self.assertEqual(values[3], 8)

    def test_a_value_breaking_a_documented_post_condition_warns(self):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            self.assertEqual(cute_prover.eval("complement((1,2):(2,8), 36)"), Layout((8, 3), (1, 16)))
        self.assertTrue(any(issubclass(w.category, CuteProverWarning) and "complement" in str(w.message) for w in caught))

    def test_a_batch_runs_one_process(self):
        with tempfile.TemporaryDirectory() as directory:
            log = Path(directory) / "runs"
            script = Path(directory) / "counting-cute-prover"
            script.write_text("#!/bin/sh\necho run >> %s\nexec java -Xss1g -jar %s \"$@\"\n"
                              % (shlex.quote(str(log)), shlex.quote(str(support.JAR))))
            script.chmod(script.stat().st_mode | stat.S_IXUSR)
            values = cute_prover.eval(["size((%d,8):(8,1))" % n for n in range(1, 201)], jar=script)
            self.assertEqual(values, [8 * n for n in range(1, 201)])
            self.assertEqual(log.read_text().count("run"), 1)


if __name__ == "__main__":
    unittest.main()
