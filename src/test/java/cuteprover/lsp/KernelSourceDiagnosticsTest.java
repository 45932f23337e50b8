package cuteprover.lsp;

import com.google.gson.JsonObject;
import cuteprover.cxx.CxxTestSupport;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel source in the editor: read by clang with the flags the client gives ({@code cxxFlags}), its spec statements
 * checked where the C++ reaches them, and what does not compile reported at its line. Needs clang, CUDA and CUTLASS.
 */
class KernelSourceDiagnosticsTest {

    private static final String KERNEL = String.join("\n",
            "#include <cute/tensor.hpp>",
            "using namespace cute;",
            "",
            "void host(int M) {",
            "  assume M >= 1 && M <= 64",
            "  auto layout = make_layout(make_shape(M, Int<4>{}), make_stride(Int<1>{}, Int<8>{}));",
            "  prove four_columns: size<1>(layout) == 4",
            "  prove col_major: injective(layout)",
            "}",
            "");

    @Test
    void kernelSourcesPropertiesAndCompileErrorsAreDiagnosticsAtTheirLines() throws Exception {
        CxxTestSupport.requireClangAndCutlass();
        JsonObject options = new JsonObject();
        options.addProperty("cxxFlags", CxxTestSupport.flags("sm_90a"));
        options.addProperty("cacheDir", CxxTestSupport.cache().toString());   // the tests' shared precompiled preamble
        Path dir = CxxTestSupport.workDir();
        Path kernel = dir.resolve("lsp_tile.cu");
        Path broken = dir.resolve("lsp_broken.cu");
        Files.writeString(kernel, KERNEL, StandardCharsets.UTF_8);
        Files.writeString(broken, KERNEL.replace("make_stride(", "make_strid("), StandardCharsets.UTF_8);
        try (LspSession lsp = new LspSession(dir, options)) {
            List<Diagnostic> ds = lsp.open(kernel);
            assertEquals(1, ds.size(), "the refuted property alone: " + ds);
            Diagnostic d = ds.get(0);
            assertEquals(7, d.getRange().getStart().getLine());
            assertEquals(2, d.getRange().getStart().getCharacter());
            assertEquals(DiagnosticSeverity.Error, d.getSeverity());
            assertTrue(d.getMessage().contains("col_major") && d.getMessage().contains("at M = 9"), d.getMessage());

            List<Diagnostic> errors = lsp.open(broken);
            assertTrue(errors.stream().anyMatch(e -> e.getSeverity() == DiagnosticSeverity.Error && e.getRange().getStart().getLine() == 5
                    && e.getMessage().contains("make_strid")), "clang's error at the line that does not compile: " + errors);
        }
    }
}
