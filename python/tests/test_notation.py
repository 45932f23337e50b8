"""CuTe DSL printouts and Python objects in cute-prover's notation (no prover run)."""

import unittest

from cute_prover import InputError, Layout, notation
from cute_prover.notation import Translation


def translate(text):
    return Translation([text]).translate(text)


class DslPrintouts(unittest.TestCase):
    """The forms below are as CuTe DSL prints them (print(x) at trace time, cute.printf at run time)."""

    def test_a_layout_is_cute_notation_already(self):
        self.assertEqual(translate("((4,8),(2,2)):((32,1),(16,8))"), "((4,8),(2,2)):((32,1),(16,8))")
        self.assertEqual(translate("(4096):(1)"), "(4096):(1)")

    def test_a_composed_layout_swizzle_S_is_Sw(self):
        self.assertEqual(translate("S<3,4,3> o 0 o ((128,16),1,4,6):((64,1),0,16,8192)"),
                         "Sw<3,4,3> o 0 o ((128,16),1,4,6):((64,1),0,16,8192)")

    def test_a_global_memory_tensor_is_its_layout(self):
        self.assertEqual(translate("tensor<ptr<f32, gmem, align<16>> o (128,8,4):(1,256,2048)>"),
                         "(128,8,4):(1,256,2048)")

    def test_a_swizzled_shared_memory_pointer_puts_its_swizzle_on_the_layout(self):
        self.assertEqual(
            translate("tensor<ptr<bf16, smem, align<1024>, S<3,4,3>> o ((64,16),1,(4,2),2):((64,1),0,(16,4096),8192)>"),
            "Sw<3,4,3> o 0 o ((64,16),1,(4,2),2):((64,1),0,(16,4096),8192)")

    def test_a_tma_coordinate_tensor_is_its_layout_with_scaled_basis_strides(self):
        self.assertEqual(translate("tensor<(0,0) o (1024,512):(1@1,1@0)>"), "(1024,512):(1@1,1@0)")

    def test_a_printf_tensor_drops_its_raw_pointer(self):
        self.assertEqual(translate("raw_ptr(0x00007f12d9e00000: f32, gmem, align<16>) o (1024):(1)"), "(1024):(1)")

    def test_a_tensor_inside_a_property_is_replaced_in_place(self):
        self.assertEqual(translate("bijective(tensor<ptr<f16, rmem, align<32>> o (4,8):(8,1)>) && true"),
                         "bijective((4,8):(8,1)) && true")

    def test_run_time_values_become_variables_with_their_divisibility(self):
        t = Translation(["(?,?{div=64}):(?{i64 div=64},1)"])
        self.assertEqual(t.translate("(?,?{div=64}):(?{i64 div=64},1)"), "(dyn1,dyn2):(dyn3,1)")
        self.assertEqual(t.assumptions, ["dyn2 % 64 == 0", "dyn3 % 64 == 0"])
        self.assertEqual(t.dynamic, {"dyn1": "?", "dyn2": "?{div=64}", "dyn3": "?{i64 div=64}"})

    def test_names_for_run_time_values_avoid_the_question_s_names(self):
        t = Translation(["dyn1 + dyn2 > 0", "(?,4):(1,?)"])
        self.assertEqual(t.translate("(?,4):(1,?)"), "(dyn3,4):(1,dyn4)")

    def test_a_conditional_operator_is_no_run_time_value(self):
        self.assertEqual(translate("(M > 4 ? 8 : 4) == 8"), "(M > 4 ? 8 : 4) == 8")

    def test_evaluating_refuses_a_run_time_value(self):
        with self.assertRaisesRegex(InputError, "known only at run time"):
            Translation([], allow_dynamic=False).translate("(?,4):(1,?)")

    def test_a_printout_over_several_lines_is_one_line(self):
        self.assertEqual(translate("tensor<ptr<bf16, smem, align<1024>, S<3,4,3>> o\n    ((64,16),1):((64,1),0)>"),
                         "Sw<3,4,3> o 0 o ((64,16),1):((64,1),0)")


class PythonObjects(unittest.TestCase):

    def test_ints_tuples_and_none(self):
        self.assertEqual(notation(((4, 8), 2)), "((4,8),2)")
        self.assertEqual(notation((None, 3)), "(_,3)")
        self.assertEqual(notation(True), "true")

    def test_a_layout_like_object_is_written_from_its_shape_and_stride(self):
        class DslLayout:  # as cute.Layout and pycute's Layout: .shape and .stride, leaves printing themselves
            shape = ((8, 16), 4)
            stride = ((64, 1), Dynamic())

        self.assertEqual(notation(DslLayout()), "((8,16),4):((64,1),?)")

    def test_a_tensor_object_is_read_by_its_printout_which_has_the_pointer_s_swizzle(self):
        class DslTensor:
            shape = (8, 64)
            stride = (64, 1)

            def __str__(self):
                return "tensor<ptr<f16, smem, align<1024>, S<3,4,3>> o (8,64):(64,1)>"

        self.assertEqual(translate(notation(DslTensor())), "Sw<3,4,3> o 0 o (8,64):(64,1)")

    def test_the_package_s_own_layout(self):
        self.assertEqual(notation(Layout((4, 8), (8, 1))), "(4,8):(8,1)")


class Dynamic:
    """A run-time integer of CuTe DSL: no int, prints as ?."""

    def __index__(self):
        raise TypeError("dynamic")

    def __str__(self):
        return "?"


if __name__ == "__main__":
    unittest.main()
