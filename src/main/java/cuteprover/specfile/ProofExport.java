package cuteprover.specfile;

import cuteprover.Version;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Writes obligations as self-contained SMT-LIB2 files that another solver can recheck. Each file
 * starts with comments naming the source location, the property, the expected answer and the
 * engine version; {@code recheck} reads the expected answer back from the {@code ; expected:} line.
 */
public final class ProofExport {

    public static final String EXPECTED_PREFIX = "; expected: ";

    private ProofExport() {
    }

    /**
     * The stem of an obligation's files: the spec path flattened and the property's name, so that a
     * file keeps its name when lines are added above the property. An unnamed property is named by
     * the start of its text and a short hash of all of it.
     */
    static String stem(Obligation o) {
        String base = sanitize(o.pos().file().replace('\\', '/').replaceAll("\\.cute$", ""));
        if (o.name() != null && !o.name().isBlank()) {
            return base + "__" + sanitize(o.name());
        }
        String text = sanitize(o.propertyText()).replaceAll("^_+|_+$", "");
        return base + "__" + (text.length() > 40 ? text.substring(0, 40) : text) + "_" + shortHash(o.propertyText());
    }

    /** File name for query k of an obligation whose (unique) stem is given. */
    static String fileName(String stem, int k) {
        return stem + "__q" + k + ".smt2";
    }

    private static String sanitize(String s) {
        return s.replaceAll("[^A-Za-z0-9_.-]+", "_");
    }

    private static String shortHash(String text) {
        try {
            byte[] h = java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(h, 0, 4);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The header plus the script; the expected answer of every exported query is unsat unless given. */
    static String render(Obligation o, int k, int total, String script, String expected) {
        StringBuilder sb = new StringBuilder();
        sb.append("; cute-prover ").append(Version.VERSION).append(" proof obligation\n");
        sb.append("; source: ").append(o.pos()).append('\n');
        sb.append("; property: ").append(o.propertyText().replace('\n', ' ')).append('\n');
        for (String a : o.assumptionTexts()) {
            sb.append("; assume: ").append(a.replace('\n', ' ')).append('\n');
        }
        sb.append("; query ").append(k + 1).append(" of ").append(total).append('\n');
        sb.append(EXPECTED_PREFIX).append(expected).append('\n');
        String body = standardNullaryConnectives(canonicalLetNames(script));
        sb.append(body.endsWith("\n") ? body : body + "\n");
        return sb.toString();
    }

    private static final java.util.regex.Pattern NULLARY_AND = java.util.regex.Pattern.compile("(?<!\\()\\band\\b(?=[\\s)])");
    private static final java.util.regex.Pattern NULLARY_OR = java.util.regex.Pattern.compile("(?<!\\()\\bor\\b(?=[\\s)])");

    /**
     * Z3 prints an empty conjunction as a bare {@code and} (and an empty disjunction as {@code or}),
     * which other solvers reject; SMT-LIB's constants are {@code true} and {@code false}.
     */
    static String standardNullaryConnectives(String script) {
        String out = NULLARY_AND.matcher(script).replaceAll("true");
        return NULLARY_OR.matcher(out).replaceAll("false");
    }

    private static final java.util.regex.Pattern LET_NAME = java.util.regex.Pattern.compile("([?$])x(\\d+)\\b");

    /**
     * Z3 names let-bound terms after its internal term ids, which depend on what the context built
     * before; renumbering them in order of appearance makes the file a function of the obligation.
     */
    static String canonicalLetNames(String script) {
        Map<String, String> names = new java.util.HashMap<>();
        java.util.regex.Matcher m = LET_NAME.matcher(script);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String renamed = names.computeIfAbsent(m.group(), k -> m.group(1) + "t" + names.size());
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(renamed));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Writes every query of every obligation under {@code dir}. The expected answer is the one the
     * engine's own verdict implies: unsat for each query of a property expected to hold, and for a
     * property expected refuted, sat where the query is the refuting one (recorded by rechecking it).
     */
    public static List<Path> write(Path dir, List<Obligation> obligations, Supplier<ObligationProver> provers) {
        Map<String, String> files = render(obligations, provers);
        List<Path> written = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            try (Stream<Path> old = Files.list(dir)) {
                for (Path f : old.filter(p -> p.toString().endsWith(".smt2")).toList()) {
                    if (!files.containsKey(f.getFileName().toString())) {
                        Files.delete(f);
                    }
                }
            }
            for (Map.Entry<String, String> e : files.entrySet()) {
                Path f = dir.resolve(e.getKey());
                Files.writeString(f, e.getValue(), StandardCharsets.UTF_8);
                written.add(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return written;
    }

    /** File name to content for every query of every obligation, in a stable order. */
    public static Map<String, String> render(List<Obligation> obligations, Supplier<ObligationProver> provers) {
        Map<String, String> files = new TreeMap<>();
        Map<String, Integer> stems = new java.util.HashMap<>();
        for (Obligation o : obligations) {
            // The same name twice (an unnamed property repeated in one file): numbered in source order.
            String stem = stem(o);
            int seen = stems.merge(stem, 1, Integer::sum);
            String unique = seen == 1 ? stem : stem + "_" + seen;
            // A fresh solver context per obligation: Z3's printed form depends on what the context
            // built before, and a proof file must be a function of its obligation alone.
            try (ObligationProver prover = provers.get()) {
                List<String> scripts;
                try {
                    scripts = prover.smtlib(o);
                } catch (cuteprover.CuteError e) {
                    continue; // bad input has no proof; check reports it
                }
                for (int k = 0; k < scripts.size(); k++) {
                    String expected = o.expectRefuted() ? prover.answer(scripts.get(k)) : "unsat";
                    files.put(fileName(unique, k), render(o, k, scripts.size(), scripts.get(k), expected));
                }
            }
        }
        return files;
    }
}
