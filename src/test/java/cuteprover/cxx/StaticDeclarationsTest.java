package cuteprover.cxx;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Only what the compiler fixed is taken from it: one static value for every instantiation of a declaration. */
class StaticDeclarationsTest {

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    @Test
    void aDeclarationTakesTheCompilersValueOnlyWhereEveryInstantiationAgrees() throws IOException {
        Path k = Files.writeString(CxxTestSupport.workDir().resolve("static_declarations.cu"), String.join("\n",
                "#include <cute/tensor.hpp>",
                "using namespace cute;",
                "template <int N> void g(int m) {",
                "  auto same = make_layout(make_shape(Int<4>{}, Int<2>{}));",
                "  auto differs = make_layout(make_shape(Int<N>{}, Int<2>{}));",
                "  auto runtime = make_layout(make_shape(m, Int<2>{}));",
                "}",
                "void h(int m) { g<4>(m); g<8>(m); }",
                "using Alias = Layout<Shape<_8,_4>, Stride<_4,_1>>;",
                ""));
        KernelFile.Reading r = KernelFile.read(k, Files.readString(k), CxxTestSupport.options("sm_90a"), new long[1], new LinkedHashSet<>());
        assertEquals(java.util.List.of(), r.errors());
        Map<Integer, Map<String, String>> v = r.staticValues();
        assertEquals("(4,2):(1,4)", v.get(4).get("same"));
        assertNull(v.getOrDefault(5, Map.of()).get("differs"), "g<4> and g<8> disagree: " + v.get(5));
        assertNull(v.getOrDefault(6, Map.of()).get("runtime"), "a run-time size is not the compiler's to fix: " + v.get(6));
        assertEquals("(8,4):(4,1)", v.get(9).get("Alias"));
        assertFalse(v.containsKey(8) && v.get(8).containsKey("m"), "an int parameter holds no CuTe value");
    }
}
