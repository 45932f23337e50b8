package cuteprover.cxx;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * FILE's preamble (its leading {@code #include}s and macros, as clang's {@code -print-preamble} finds them) compiled once
 * into a precompiled header. Two reasons: the headers (CuTe, CUTLASS) are most of clang's time, and clang's AST dump
 * leaves declarations that come from a precompiled header out, so the dump holds the user's own code only.
 */
final class Preamble {

    private Preamble() {
    }

    /** A compiled preamble, and its text: the translation unit that uses it must not read that text again. */
    record Compiled(Path pch, String text) {
        /** {@code source} with the preamble's lines blanked (line count kept), or {@code source} when it does not start with it. */
        String without(String source) {
            if (!source.startsWith(text)) {
                return source;
            }
            // a header without include guards must not be read twice: once in the preamble, once in the file; blanked with
            // spaces, so that every offset clang reports is the file's
            return text.replaceAll("[^\\n]", " ") + source.substring(text.length());
        }
    }

    /** The precompiled header of FILE's preamble under {@code cacheDir}, built if absent; empty when there is none or it fails. */
    static Optional<Compiled> pch(Invocation inv, Path cacheDir, PrintStream verbose) throws IOException {
        Processes.Result printed = Processes.run(inv.command(List.of("-Xclang", "-print-preamble"), inv.file()), 300);
        String text = printed.stdout();
        if (printed.exitCode() != 0 || !text.contains("#include")) {
            return Optional.empty();
        }
        String key = Hashing.sha256(inv.clang().versionLine() + "\n" + String.join("\n", inv.args()) + "\n" + text).substring(0, 24);
        Path dir = cacheDir.resolve("cxx").resolve("pch");
        Path header = dir.resolve(key + ".cuh");
        Path pch = dir.resolve(key + ".pch");
        if (Files.exists(pch) && Files.exists(header)) {
            return Optional.of(new Compiled(pch, text));
        }
        Files.createDirectories(dir);
        Files.writeString(header, text, StandardCharsets.UTF_8);
        Path partial = Files.createTempFile(dir, key, ".pch.part");
        List<String> command = new ArrayList<>(inv.command(List.of("-Xclang", "-emit-pch", "-o", partial.toString()), header));
        command.remove("-fsyntax-only");
        command.add(command.size() - 1, "-c");
        if (verbose != null) {
            verbose.println("clang (precompiled preamble): " + Invocation.shellText(command));
        }
        Processes.Result built = Processes.run(command, 600);
        if (built.exitCode() != 0) {
            // the preamble alone does not compile (a conditional it leaves open): read the file without one
            Files.deleteIfExists(partial);
            return Optional.empty();
        }
        Files.move(partial, pch, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return Optional.of(new Compiled(pch, text));
    }
}
