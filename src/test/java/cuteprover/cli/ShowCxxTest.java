package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code show --cxx FILE EXPR}: a name in a kernel drawn as the compiler computed it, the same picture as the layout
 * written in the spec language; its run-time sizes as the file's constants fold them; a name the file lacks is the
 * compiler's error.
 */
class ShowCxxTest {

    private record Run(int status, String out, String err) { }

    private static Path kernel;

    @BeforeAll
    static void aKernelFile() throws IOException {
        CxxTestSupport.requireClangAndCutlass();
        kernel = CxxTestSupport.workDir().resolve("show_cxx_names.cu");
        Files.writeString(kernel, String.join("\n",
                "#include <cute/tensor.hpp>",
                "using namespace cute;",
                "using SmemLayoutA = decltype(composition(Swizzle<1,0,3>{}, Layout<Shape<_4,_8>, Stride<_8,_1>>{}));",
                "constexpr int M = 6;",
                "constexpr auto dynamic = make_layout(make_shape(M, Int<2>{}), LayoutRight{});",
                ""));
    }

    private static Run show(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ShowCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Run showCxx(String expression) {
        return show("--cxx", kernel.toString(), "--cxx-flags", CxxTestSupport.flags("sm_90a"), expression);
    }

    @Test
    void aSwizzledTypeDrawsAsItsSpecLanguageValue() {
        Run cxx = showCxx("SmemLayoutA{}");
        Run spec = show("Sw<1,0,3> o 0 o (4,8):(8,1)");
        assertEquals(0, cxx.status(), cxx.err());
        assertEquals(spec.out(), cxx.out());
        assertTrue(cxx.out().startsWith("Sw<1,0,3> o 0 o (4,8):(8,1)"), cxx.out());
    }

    @Test
    void runTimeSizesAreTheFilesConstants() {
        Run cxx = showCxx("dynamic");
        Run spec = show("(6,2):(2,1)");
        assertEquals(0, cxx.status(), cxx.err());
        assertEquals(spec.out(), cxx.out());
    }

    @Test
    void aTvDrawingTakesItsTile() {
        Run cxx = show("--cxx", kernel.toString(), "--cxx-flags", CxxTestSupport.flags("sm_90a"), "--tv", "(2,4)",
                "Layout<Shape<_4,_2>, Stride<_2,_1>>{}");
        Run spec = show("--tv", "(2,4)", "(4,2):(2,1)");
        assertEquals(0, cxx.status(), cxx.err());
        assertEquals(spec.out(), cxx.out());
    }

    @Test
    void aNameTheFileLacksIsTheCompilersError() {
        Run cxx = showCxx("tiled_mma_nowhere");
        assertEquals(3, cxx.status());
        assertTrue(cxx.err().contains("tiled_mma_nowhere") && cxx.err().contains("undeclared identifier"), cxx.err());
        assertEquals("", cxx.out());
    }
}
