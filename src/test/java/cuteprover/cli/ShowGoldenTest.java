package cuteprover.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code show} against CuTe: each file under {@code render/cute/} holds what CuTe's print_layout,
 * print_latex, print_latex_tv or print_latex of an MMA_Atom printed for a layout (recorded from a
 * host program built against CUTLASS), headed by the arguments of the equivalent {@code show}.
 * Compared: everything except LaTeX comment lines ({@code % Layout: ...}, where CuTe prints its
 * own types), and the header line of print_layout with CuTe's static underscores removed.
 */
class ShowGoldenTest {

    static final Path DIR = Path.of("src/test/resources/cuteprover/render/cute");

    static Stream<Path> goldenFiles() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            List<Path> files = s.filter(p -> p.toString().endsWith(".txt")).sorted().collect(Collectors.toList());
            assertTrue(files.size() >= 20, "golden files missing under " + DIR);
            return files.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void matchesCute(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>();
        int first = 0;
        while (lines.get(first).startsWith("# ")) {
            if (lines.get(first).startsWith("# arg: ")) {
                args.add(lines.get(first).substring("# arg: ".length()));
            }
            first++;
        }
        List<String> cute = comparable(lines.subList(first, lines.size()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ShowCommand.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args.toArray(new String[0]));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        List<String> ours = comparable(List.of(out.toString(StandardCharsets.UTF_8).split("\n", -1)));
        assertEquals(String.join("\n", cute), String.join("\n", ours));
    }

    private static List<String> comparable(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            if (l.startsWith("%")) {
                continue;
            }
            // print_layout's header line is CuTe's print(layout): static integers print as _N
            out.add(out.isEmpty() && !l.startsWith("\\") ? l.replace("_", "") : l);
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }
}
