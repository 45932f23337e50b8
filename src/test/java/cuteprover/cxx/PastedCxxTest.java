package cuteprover.cxx;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wrapping of pasted C++ for clang, without clang: the translation unit keeps every line of the spec file and every
 * pasted character at its column, statements go in functions of the spec's params, definitions and early declarations
 * stay at namespace scope, spec lines stay spec lines.
 */
class PastedCxxTest {

    private static final String SPEC = String.join("\n",
            "# a comment of the spec",
            "param M, K where M % 64 == 0",
            "int tile = 5;",
            "void f(int m) {",
            "  prove sees_tile: tile == 5 && M > 0",
            "}",
            "auto L = make_layout(make_shape(M, K));   // reads M: wrapped",
            "using T = decltype(L);",
            "prove size_ok: size(L) == M * K",
            "");

    @Test
    void everyPastedLineKeepsItsLineAndColumn() {
        PastedCxx.Wrapped w = PastedCxx.wrap(SPEC);
        assertNull(w.problem());
        String[] original = SPEC.split("\n", -1);
        String[] cxx = w.cxx().split("\n", -1);
        String[] spec = w.spec().split("\n", -1);
        assertEquals(original.length, cxx.length, w.cxx());
        assertEquals(original.length, spec.length, w.spec());
        // the C++ lines start as pasted (a wrapper's brace is only ever appended; a parameter goes at the end of a list)
        for (int line : new int[] {2, 5, 6, 7}) {
            assertTrue(cxx[line].startsWith(original[line].replaceAll("//.*$", "").stripTrailing()), line + ": " + cxx[line]);
        }
        // spec lines are blank for clang, and stay spec lines at their columns
        assertFalse(cxx[4].contains("prove"), cxx[4]);
        assertTrue(spec[4].startsWith("  prove sees_tile"), spec[4]);
        assertTrue(spec[8].startsWith("prove size_ok"), spec[8]);
        // param M, K where COND: the condition assumed at its column
        assertEquals(original[1].indexOf("M % 64"), spec[1].indexOf("M % 64"), spec[1]);
        assertTrue(spec[1].contains("assume M % 64 == 0"), spec[1]);
    }

    @Test
    void statementsGoInAFunctionOfTheParamsDefinitionsStayOutside() {
        PastedCxx.Wrapped w = PastedCxx.wrap(SPEC);
        String[] cxx = w.cxx().split("\n", -1);
        // the early declaration reads no param: a namespace-scope variable, as the pasted line is in C++
        assertEquals("int tile = 5;", cxx[2]);
        // a function reading the spec's M takes it as a parameter of its own
        assertTrue(cxx[3].startsWith("void f(int m, int M = 0)"), cxx[3]);
        assertEquals(java.util.List.of("M"), w.paramsGivenToFunctions());
        // the statements after f: a wrapper opened at the end of f's last line, closed at the end of the run
        assertTrue(cxx[5].matches("\\}\\s+void __cute_pasted_\\d+\\(int M, int K\\) \\{"), cxx[5]);
        assertEquals("}", cxx[cxx.length - 1].strip(), w.cxx());
        assertTrue(w.note().startsWith("pasted C++ wrapped as a translation unit:"), w.note());
    }

    @Test
    void aParamOnTheFirstLinesOpensTheWrapperOnAnEmptyLine() {
        String spec = String.join("\n",
                "# comment",
                "param N",
                "auto s = make_shape(N, 2);",
                "prove n: size(s) == 2 * N",
                "");
        PastedCxx.Wrapped w = PastedCxx.wrap(spec);
        String[] cxx = w.cxx().split("\n", -1);
        assertTrue(cxx[0].startsWith("void __cute_pasted_1(int N) {"), cxx[0]);
        assertEquals("auto s = make_shape(N, 2);", cxx[2]);
        assertTrue(cxx[3].isBlank() || cxx[3].strip().equals("}"), cxx[3]);
        // the statement on line 4 stands inside the wrapper: before its closing brace
        int offset = w.offset(4, 1);
        assertTrue(offset > w.cxx().indexOf('{') && offset < w.cxx().lastIndexOf('}'), "offset " + offset);
    }

    @Test
    void deviceCodeIsAKernelAndIfZeroTextIsNoCxx() {
        String spec = String.join("\n",
                "# device code",
                "__shared__ float smem[128];",
                "int t = threadIdx.x;",
                "#if 0",
                "  garbage here (",
                "#endif",
                "prove t: t < 1024",
                "");
        PastedCxx.Wrapped w = PastedCxx.wrap(spec);
        assertNull(w.problem());
        assertTrue(w.cxx().startsWith("__global__ void __cute_pasted_1() {"), w.cxx());
        String[] cxx = w.cxx().split("\n", -1);
        assertEquals("}", cxx[cxx.length - 1].strip(), w.cxx());
        assertTrue(cxx[4].isBlank() || cxx[4].contains("garbage"), cxx[4]);
    }
}
