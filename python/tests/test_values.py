"""Reading the values the prover prints (no prover run)."""

import unittest

from cute_prover import Layout, ScaledBasis, SwizzledLayout, TensorView, parse_value
from cute_prover.values import tuple_text


class PrintedValues(unittest.TestCase):

    def test_layouts(self):
        self.assertEqual(parse_value("((4,8),(2,2)):((32,1),(16,8))"), Layout(((4, 8), (2, 2)), ((32, 1), (16, 8))))
        self.assertEqual(parse_value("8:1"), Layout(8, 1))
        self.assertEqual(parse_value("(6,2):(-4,26)"), Layout((6, 2), (-4, 26)))

    def test_swizzled_layouts_and_tensor_views(self):
        self.assertEqual(parse_value("Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))"),
                         SwizzledLayout(3, 3, 3, 0, Layout(((8, 16), (64, 1)), ((64, 512), (1, 0)))))
        self.assertEqual(parse_value("{2064} o (32,16):(64,1)"), TensorView(2064, Layout((32, 16), (64, 1))))

    def test_scaled_basis_strides(self):
        self.assertEqual(parse_value("(4,8):(1@0,1@1)"), Layout((4, 8), (ScaledBasis(1, (0,)), ScaledBasis(1, (1,)))))

    def test_integers_booleans_tuples(self):
        self.assertEqual(parse_value("-3"), -3)
        self.assertIs(parse_value("true"), True)
        self.assertIs(parse_value("false"), False)
        self.assertEqual(parse_value("((0,1),(1,_))"), ((0, 1), (1, None)))

    def test_other_values_stay_text(self):
        text = "TiledMMA(SM80_16x8x16_F32F16F16F32_TN, ThrLayoutVMNK=(32,1,1,1):(1,0,0,0), PermutationMNK=(16,8,16))"
        self.assertEqual(parse_value(text), text)

    def test_values_print_as_the_prover_prints_them(self):
        for text in ["((4,8),(2,2)):((32,1),(16,8))", "8:1", "Sw<3,4,3> o 0 o (8,64):(64,1)", "{2064} o (32,16):(64,1)",
                     "(4,8):(1@0,1@1)", "(6,2):(-4,26)"]:
            self.assertEqual(str(parse_value(text)), text)

    def test_tuples_are_python_tuples_written_back_by_tuple_text(self):
        self.assertEqual(tuple_text(parse_value("((0,1),(1,_))")), "((0,1),(1,_))")


if __name__ == "__main__":
    unittest.main()
