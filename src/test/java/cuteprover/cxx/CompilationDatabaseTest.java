package cuteprover.cxx;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** CompilationDatabase.commandFor: a file's compile command out of compile_commands.json, include paths made absolute. */
class CompilationDatabaseTest {

    @TempDir
    Path tmp;

    private Path write(Path dir, String json) throws IOException {
        Files.createDirectories(dir);
        return Files.writeString(dir.resolve("compile_commands.json"), json);
    }

    private static String q(Object o) {
        return "\"" + o.toString().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    @Test
    void argumentsFormWithRelativeFileAndIncludePaths() throws IOException {
        Path src = Files.createDirectories(tmp.resolve("src"));
        Path kernel = Files.writeString(src.resolve("k.cu"), "");
        Path build = tmp.resolve("build");
        write(build, "[\n"
                + " {\"directory\": " + q(build) + ", \"file\": \"../src/other.cu\", \"arguments\": [\"nvcc\", \"-c\", \"../src/other.cu\"]},\n"
                + " {\"directory\": " + q(build) + ", \"file\": \"../src/k.cu\", \"arguments\": [\"/usr/local/cuda/bin/nvcc\","
                + " \"-I../include\", \"-I\", \"gen\", \"-isystem\", \"/abs/x\", \"-iquote\", \"./q\", \"-include\", \"pre.h\","
                + " \"-isystem=third/y\", \"-DA=1\", \"-o\", \"k.o\", \"-c\", \"../src/k.cu\"]}\n]");
        assertEquals(List.of("/usr/local/cuda/bin/nvcc", "-I" + tmp.resolve("include"), "-I", build.resolve("gen").toString(),
                        "-isystem", "/abs/x", "-iquote", build.resolve("q").toString(), "-include", build.resolve("pre.h").toString(),
                        "-isystem=" + build.resolve("third/y"), "-DA=1", "-o", "k.o", "-c", "../src/k.cu"),
                CompilationDatabase.commandFor(build, kernel));
    }

    @Test
    void commandFormIsSplitAsAShellWould() throws IOException {
        Path build = tmp.resolve("b");
        Path kernel = tmp.resolve("k.cu");
        write(build, "[{\"directory\": " + q(tmp) + ", \"file\": " + q(kernel) + ", \"command\":"
                + " \"clang++ -DMSG=\\\"a b\\\" '-DQ=x y' -I inc -c k.cu\"}]");
        assertEquals(List.of("clang++", "-DMSG=a b", "-DQ=x y", "-I", tmp.resolve("inc").toString(), "-c", "k.cu"),
                CompilationDatabase.commandFor(build, kernel));
    }

    @Test
    void argumentsWinOverCommandAndTheFirstEntryForAFileWins() throws IOException {
        Path kernel = tmp.resolve("k.cu");
        write(tmp, "[{\"directory\": " + q(tmp) + ", \"file\": \"k.cu\", \"arguments\": [\"nvcc\", \"-DFIRST\"], \"command\": \"nvcc -DCOMMAND\"},"
                + " {\"directory\": " + q(tmp) + ", \"file\": \"k.cu\", \"arguments\": [\"nvcc\", \"-DSECOND\"]}]");
        assertEquals(List.of("nvcc", "-DFIRST"), CompilationDatabase.commandFor(tmp, kernel));
    }

    @Test
    void relativeDirectoryIsTakenAgainstTheDatabaseAndFileAgainstTheWorkingDirectory() throws IOException {
        Path build = tmp.resolve("build");
        Files.createDirectories(tmp.resolve("out"));
        write(build, "[{\"directory\": \"../out\", \"file\": \"../src/k.cu\", \"arguments\": [\"nvcc\", \"-Iinc\"]}]");
        Path kernel = tmp.resolve("src/k.cu");
        assertEquals(List.of("nvcc", "-I" + tmp.resolve("out/inc")), CompilationDatabase.commandFor(build, kernel));
        Path relative = Path.of("").toAbsolutePath().relativize(kernel);
        assertEquals(List.of("nvcc", "-I" + tmp.resolve("out/inc")), CompilationDatabase.commandFor(build, relative));
    }

    @Test
    void symbolicLinksMatchByRealPath() throws IOException {
        Path real = Files.createDirectories(tmp.resolve("real"));
        Path kernel = Files.writeString(real.resolve("k.cu"), "");
        Path link = Files.createSymbolicLink(tmp.resolve("link"), real);
        write(tmp, "[{\"directory\": " + q(link) + ", \"file\": \"k.cu\", \"arguments\": [\"nvcc\", \"-DL\"]}]");
        assertEquals(List.of("nvcc", "-DL"), CompilationDatabase.commandFor(tmp, kernel));
    }

    @Test
    void noDatabaseSaysHowToGenerateIt() {
        CuteError e = assertThrows(CuteError.class, () -> CompilationDatabase.commandFor(tmp, tmp.resolve("k.cu")));
        assertEquals("no compile_commands.json in " + tmp + " (looked for " + tmp.resolve("compile_commands.json")
                + "); generate it with CMake's -DCMAKE_EXPORT_COMPILE_COMMANDS=ON", e.getMessage());
    }

    @Test
    void malformedJsonNamesFileLineAndColumn() throws IOException {
        Path db = write(tmp, "[\n  {\"directory\": \"/x\",\n   \"file\" \"k.cu\"}\n]");
        CuteError e = assertThrows(CuteError.class, () -> CompilationDatabase.commandFor(tmp, tmp.resolve("k.cu")));
        assertEquals("malformed JSON in " + db + ":3:11: Unexpected character ('\"' (code 34)): was expecting a colon"
                + " to separate field name and value", e.getMessage());
    }

    @Test
    void entryWithoutArgumentsOrCommandIsNamed() throws IOException {
        Path db = write(tmp, "[{\"directory\": \"/x\", \"file\": \"k.cu\"}]");
        CuteError e = assertThrows(CuteError.class, () -> CompilationDatabase.commandFor(tmp, tmp.resolve("k.cu")));
        assertEquals(db + ": entry 0 has neither \"arguments\" (a list of strings) nor \"command\" (a string)", e.getMessage());
    }

    /** The same file name in another directory is nearer than another file in the same directory. */
    @Test
    void noEntryListsTheThreeClosestFiles() throws IOException {
        StringBuilder json = new StringBuilder("[");
        for (String f : List.of("a/48_hopper_warp_specialized_gemm.cu", "some/deeper/dir/48.cu", "c/49.cu", "d/unrelated_long_name.cpp", "x/k.cu")) {
            json.append(json.length() > 1 ? "," : "").append("{\"directory\": ").append(q(tmp))
                    .append(", \"file\": ").append(q(f)).append(", \"command\": \"nvcc -c x\"}");
        }
        write(tmp, json.append("]").toString());
        Path wanted = tmp.resolve("x/48.cu");
        CuteError e = assertThrows(CuteError.class, () -> CompilationDatabase.commandFor(tmp, wanted));
        assertEquals("no entry for " + wanted + " in " + tmp.resolve("compile_commands.json") + " (5 entries; closest: "
                + tmp.resolve("some/deeper/dir/48.cu") + ", " + tmp.resolve("c/49.cu") + ", " + tmp.resolve("x/k.cu") + ")", e.getMessage());
    }

    @Test
    void emptyDatabaseHasNoClosest() throws IOException {
        write(tmp, "[]");
        CuteError e = assertThrows(CuteError.class, () -> CompilationDatabase.commandFor(tmp, Path.of("/k.cu")));
        assertEquals("no entry for /k.cu in " + tmp.resolve("compile_commands.json") + " (0 entries)", e.getMessage());
    }

    @Test
    void distanceIsLevenshtein() {
        assertEquals(3, CompilationDatabase.distance("kitten", "sitting"));
        assertEquals(0, CompilationDatabase.distance("", ""));
        assertEquals(4, CompilationDatabase.distance("", "abcd"));
    }
}
