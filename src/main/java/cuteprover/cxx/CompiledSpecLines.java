package cuteprover.cxx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which spec statements stand in code the compiler compiles: a statement in a preprocessor branch not taken ({@code #if
 * defined(SM100_SUPPORTED)} on a machine without it) speaks of code that does not exist, and is not checked. The
 * preprocessor answers, not a reading of ours: each statement's first line becomes a line comment naming its line
 * ({@code //@cp12}, the line's length kept), and {@code clang -E -C} keeps the comments of the branches it takes.
 */
final class CompiledSpecLines {

    private static final String MARK = "//@cp";
    private static final Pattern MARKED = Pattern.compile("//@cp(\\d+)");
    private static final Pattern CONDITIONAL = Pattern.compile("(?m)^[ \\t]*#[ \\t]*if");

    private CompiledSpecLines() {
    }

    /** {@code compiledText} with each of {@code specLines} (1-based) marked where the marker fits in the line. */
    static String marked(String compiledText, List<Integer> specLines) {
        String[] lines = compiledText.split("\n", -1);
        for (int line : specLines) {
            String mark = MARK + line;
            if (line >= 1 && line <= lines.length && lines[line - 1].length() >= mark.length() && lines[line - 1].isBlank()) {
                lines[line - 1] = mark + " ".repeat(lines[line - 1].length() - mark.length());
            }
        }
        return String.join("\n", lines);
    }

    /**
     * The spec lines (1-based) that stand in a preprocessor branch the compiler does not take; empty where the file has
     * no conditional. {@code work} is a directory for the marked text.
     */
    static Set<Integer> notCompiled(Invocation inv, String compiledText, List<Integer> specLines, Path work) throws IOException {
        if (specLines.isEmpty() || !CONDITIONAL.matcher(compiledText).find()) {
            return Set.of();
        }
        String marked = marked(compiledText, specLines);
        Files.createDirectories(work);
        Path input = work.resolve(Hashing.sha256(inv.file() + "\n" + marked).substring(0, 24) + "-marked.cu");
        Files.writeString(input, marked, StandardCharsets.UTF_8);
        Path out = Files.createTempFile("cute-prover-preprocessed", ".txt");
        Path err = Files.createTempFile("cute-prover-preprocessed", ".err");
        try {
            int code = Processes.runTo(inv.command(List.of("-E", "-C"), input), out, err, 600);
            if (code != 0) {
                return Set.of();   // the compile that follows reports the error
            }
            Set<Integer> kept = new HashSet<>();
            try (var lines = Files.lines(out, StandardCharsets.UTF_8)) {
                lines.filter(l -> l.contains(MARK)).forEach(l -> {
                    Matcher m = MARKED.matcher(l);
                    while (m.find()) {
                        kept.add(Integer.parseInt(m.group(1)));
                    }
                });
            }
            Set<Integer> dropped = new HashSet<>();
            String[] lines = marked.split("\n", -1);
            for (int line : specLines) {
                if (line >= 1 && line <= lines.length && lines[line - 1].startsWith(MARK) && !kept.contains(line)) {
                    dropped.add(line);
                }
            }
            return dropped;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            Files.deleteIfExists(input);
        }
    }
}
