package cuteprover.cxx;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cuteprover.CuteError;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Clang's typed AST of a translation unit ({@code -Xclang -ast-dump=json}), the user's declarations only (the headers
 * come from the precompiled preamble, which the dump leaves out). Cached by the content of every file the unit read
 * (clang's dependency list), the command and clang's version: an unchanged kernel starts no clang.
 */
public final class ClangAst {

    /** The dump, clang's warnings, the files the unit read, and clang's wall time for it (0 when it came from the cache). */
    public record Dump(JsonNode root, Path mainFile, List<ClangDiagnostic> diagnostics, List<Path> inputs, long clangMillis, boolean cached) { }

    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(1_000_000).maxStringLength(Integer.MAX_VALUE).build())
            .build());

    /** The version of how FILE's text becomes the text clang reads (the preamble's lines blanked with spaces). */
    private static final String LAYOUT = "main-text-4";   // 4: every record's layout printed before the AST

    private ClangAst() {
    }

    /**
     * The AST of {@code text} read as the translation unit FILE's command compiles ({@code text} empty: FILE itself).
     * A compile error is a {@link CompileError}: clang's diagnostics, mapped to FILE by {@code toUserFile}.
     */
    public static Dump read(Invocation inv, Optional<String> text, Path cacheDir, PrintStream verbose) {
        try {
            return readOnce(inv, text, cacheDir, verbose, true);
        } catch (IOException e) {
            throw new CuteError("cannot run clang on " + inv.file() + ": " + e.getMessage());
        }
    }

    private static Dump readOnce(Invocation inv, Optional<String> text, Path cacheDir, PrintStream verbose, boolean retry) throws IOException {
        String fileText = Files.readString(inv.file(), StandardCharsets.UTF_8);
        String source = text.orElse(fileText);
        // the key holds no preamble: a hit must start no clang (the inputs' hashes cover the preamble's headers); it holds
        // how the text clang reads is made from the file (LAYOUT), on which the AST's offsets depend
        String key = Hashing.sha256(LAYOUT + "\n" + inv.clang().versionLine() + "\n" + String.join("\n", inv.args()) + "\n"
                + inv.file() + "\n" + source).substring(0, 32);
        AstCache cache = new AstCache(cacheDir.resolve("cxx").resolve("ast").resolve(key));
        Optional<AstCache.Entry> hit = cache.lookup();
        if (hit.isPresent()) {
            return new Dump(parse(hit.get().ast()), inv.file(), ClangDiagnostic.parse(hit.get().stderr()), hit.get().inputs(), 0, true);
        }
        Optional<Preamble.Compiled> pch = Preamble.pch(inv, cacheDir, verbose);
        List<String> extra = new ArrayList<>();
        pch.ifPresent(p -> {
            extra.add("-include-pch");
            extra.add(p.pch().toString());
        });
        // what clang reads for FILE: its text (or the text standing for it) without the preamble the PCH holds, on the
        // same lines, so that every position clang reports is FILE's
        String mainText = pch.map(p -> p.without(source)).orElse(source);
        Path main = inv.file();
        if (!mainText.equals(fileText)) {
            Path work = cacheDir.resolve("cxx").resolve("work");
            Files.createDirectories(work);
            main = work.resolve(Hashing.sha256(inv.file() + "\n" + mainText).substring(0, 24) + ".cu");
            if (!Files.exists(main) || !Files.readString(main).equals(mainText)) {
                Files.writeString(main, mainText, StandardCharsets.UTF_8);
            }
        }
        Path out = Files.createTempFile("cute-prover-ast", ".json");
        Path err = Files.createTempFile("cute-prover-clang", ".txt");
        Path deps = Files.createTempFile("cute-prover-deps", ".d");
        try {
            extra.addAll(List.of("-Xclang", "-ast-dump=json", "-Xclang", "-fdump-record-layouts-simple", "-MD", "-MF", deps.toString()));
            if (inv.clang().major() >= 18) {
                // every complete record, not only those Sema laid out (int(sizeof(S)) outside a constant context); an
                // older clang may not know the flag, and its sizeof is then read where a constant context laid it out
                extra.addAll(List.of("-Xclang", "-fdump-record-layouts-complete"));
            }
            List<String> command = inv.command(extra, main);
            if (verbose != null) {
                verbose.println("clang: " + Invocation.shellText(command));
            }
            long start = System.nanoTime();
            int code = Processes.runTo(command, out, err, 600);
            long millis = (System.nanoTime() - start) / 1_000_000;
            String stderr = Files.readString(err, StandardCharsets.UTF_8);
            if (code != 0 && pch.isPresent() && retry && stderr.contains("precompiled header")) {
                Files.deleteIfExists(pch.get().pch());   // a header changed since the preamble was compiled
                return readOnce(inv, text, cacheDir, verbose, false);
            }
            List<ClangDiagnostic> diagnostics = ClangDiagnostic.parse(stderr);
            if (code != 0) {
                throw compileError(diagnostics, inv.file(), main, stderr);
            }
            List<Path> inputs = DependencyFile.read(deps);
            cache.store(out, stderr, inputs);
            return new Dump(parse(cache.astFile()), main, diagnostics, inputs, millis, false);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            Files.deleteIfExists(deps);
        }
    }

    /**
     * The AST of clang's output, with the record sizes clang printed before it ({@code -fdump-record-layouts-simple})
     * under {@link RecordLayouts#FIELD} of the root.
     */
    private static JsonNode parse(Path ast) throws IOException {
        try (java.io.InputStream in = new java.io.BufferedInputStream(Files.newInputStream(ast))) {
            StringBuilder layouts = new StringBuilder();
            in.mark(1);
            int c = in.read();
            while (c != -1 && c != '{') {
                // a line of the layouts: read to its end (the AST starts at a line's first character)
                while (c != -1 && c != '\n') {
                    layouts.append((char) c);
                    c = in.read();
                }
                layouts.append('\n');
                in.mark(1);
                c = in.read();
            }
            in.reset();
            JsonNode root = JSON.readTree(in);
            if (root instanceof com.fasterxml.jackson.databind.node.ObjectNode object) {
                com.fasterxml.jackson.databind.node.ObjectNode sizes = object.putObject(RecordLayouts.FIELD);
                RecordLayouts.parse(layouts, RecordLayouts.sizeofTypes(root)).forEach(sizes::put);
            }
            return root;
        }
    }

    /**
     * Clang's message with each quoted type of more than 160 characters cut to its template's name ({@code
     * 'cutlass::gemm::device::GemmUniversalAdapter<...>'}): a CUTLASS kernel's full type is thousands of characters.
     */
    static String shortTypes(String message) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("'([^']{160,})'").matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String t = m.group(1);
            int open = t.indexOf('<');
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement("'" + (open > 0 ? t.substring(0, open) + "<...>" : t.substring(0, 157) + "...") + "'"));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Clang's errors at the user's positions: in FILE or the text standing for it, else clang's own position. */
    static CompileError compileError(List<ClangDiagnostic> diagnostics, Path userFile, Path mainFile, String stderr) {
        List<CompileError.Located> errors = new ArrayList<>();
        for (ClangDiagnostic d : diagnostics) {
            if (!d.isError()) {
                continue;
            }
            ClangDiagnostic at = d.inFile(f -> ClangDiagnostic.sameFile(f, mainFile) || ClangDiagnostic.sameFile(f, userFile)
                    || f.startsWith("cute-prover-expression-"));
            // the text standing for FILE (a copy or a wrapper) reports as FILE; a wrapper's expression under its own name
            String where = at == null ? d.file() : ClangDiagnostic.sameFile(at.file(), mainFile) || ClangDiagnostic.sameFile(at.file(), userFile)
                    ? userFile.toString() : at.file();
            ClangDiagnostic pos = at == null ? d : at;
            String message = shortTypes(d.message());
            message = at == null || at == d ? message : message + " (in " + d.file() + ":" + d.line() + ":" + d.col() + ")";
            errors.add(new CompileError.Located(where, pos.line(), pos.col(), message));
        }
        if (errors.isEmpty()) {
            errors.add(new CompileError.Located(userFile.toString(), 1, 1, "clang failed: " + stderr.strip()));
        }
        return new CompileError(errors);
    }
}
