package cuteprover.cxx;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Reading what clang writes: its diagnostics with their include stacks and instantiation notes, and its -MD rules. */
class ClangOutputTest {

    static final String STDERR = String.join("\n",
            "In file included from /k/kernel.cu:1:",
            "In file included from /cutlass/include/cute/tensor.hpp:40:",
            "/cutlass/include/cute/container/tuple.hpp:229:17: error: static assertion failed due to requirement '5UL < sizeof...(T)': Index out of range",
            "/k/kernel.cu:7:20: note: in instantiation of function template specialization 'cute::size<5>' requested here",
            "/cutlass/include/cute/int_tuple.hpp:90:3: note: in instantiation of something else requested here",
            "/k/kernel.cu:9:11: warning: unused variable 'x' [-Wunused-variable]",
            "2 errors generated when compiling for host.",
            "");

    @Test
    void anErrorInCutesHeadersIsAtTheUsersInstantiatingLine() {
        List<ClangDiagnostic> d = ClangDiagnostic.parse(STDERR);
        assertEquals(2, d.size());
        assertEquals("error", d.get(0).severity());
        CompileError e = ClangAst.compileError(d, Path.of("/k/kernel.cu"), Path.of("/k/kernel.cu"), STDERR);
        assertEquals(1, e.errors().size(), "warnings are not errors");
        CompileError.Located at = e.errors().get(0);
        assertEquals("/k/kernel.cu:7:20: error: static assertion failed due to requirement '5UL < sizeof...(T)': Index out of range"
                + " (in /cutlass/include/cute/container/tuple.hpp:229:17)", at.text());
    }

    @Test
    void aHeaderNotFoundIsAtTheUsersIncludeLine() {
        String stderr = "In file included from /k/kernel.cu:2:\n/x/a.h:3:10: fatal error: 'b.h' file not found\n";
        CompileError e = ClangAst.compileError(ClangDiagnostic.parse(stderr), Path.of("/k/kernel.cu"), Path.of("/k/kernel.cu"), stderr);
        assertEquals("/k/kernel.cu:2:1: error: 'b.h' file not found (in /x/a.h:3:10)", e.errors().get(0).text());
    }

    @Test
    void longTypesInMessagesAreCutToTheirTemplatesName() {
        String huge = "cutlass::gemm::device::GemmUniversalAdapter<" + "cute::tuple<int, int, int>, ".repeat(20) + "void>";
        assertEquals("no type named 'NoSuchThing' in 'cutlass::gemm::device::GemmUniversalAdapter<...>'",
                ClangAst.shortTypes("no type named 'NoSuchThing' in '" + huge + "'"));
        assertEquals("use of undeclared identifier 'x'", ClangAst.shortTypes("use of undeclared identifier 'x'"));
    }

    @Test
    void theFilesAUnitReadComeFromItsMakeRule(@TempDir Path dir) throws IOException {
        Path deps = Files.writeString(dir.resolve("k.d"), "k.o: /k/kernel.cu /cutlass/include/cute/tensor.hpp \\\n  /with\\ space/a.hpp\n");
        assertEquals(List.of(Path.of("/k/kernel.cu"), Path.of("/cutlass/include/cute/tensor.hpp"), Path.of("/with space/a.hpp")),
                DependencyFile.read(deps));
    }
}
