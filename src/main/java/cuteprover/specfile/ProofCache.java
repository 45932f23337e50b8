package cuteprover.specfile;

import cuteprover.expr.Values;
import cuteprover.symbolic.Violation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Outcomes of obligations, content-addressed: the key is a SHA-256 of the engine fingerprint (the
 * version and a digest of the code, see {@code Version.fingerprint()}), the solver settings other
 * than the time budget, and the obligation's canonical text: the property, the assumptions and the
 * value of every definition in scope, which is everything the spec, its included files and the
 * hardware models it uses contribute. Never a file's name or modification time: touching a file
 * changes nothing, editing anything an obligation depends on changes its key.
 *
 * <p>PROVED and REFUTED do not depend on the budget. An UNKNOWN is cached with the budget it was
 * given and reused only for a budget no larger; a larger one tries again. ERROR is never cached.
 * Entries are written to a temporary file and moved into place atomically, so parallel jobs sharing
 * one cache never read a partial entry (two jobs deciding the same obligation write the same entry).
 */
public final class ProofCache {

    /**
     * Writes {@code .gitignore} ({@code *}) into a cache directory that exists and has none, so that the cache never shows
     * as untracked in the adopter's repository (as Python's {@code .pytest_cache} does); best effort.
     */
    public static void keepOutOfGit(Path dir) {
        Path ignore = dir.resolve(".gitignore");
        try {
            if (Files.isDirectory(dir) && !Files.exists(ignore)) {
                Files.writeString(ignore, "# written by cute-prover: its proof and run caches are not sources\n*\n", StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            // a read-only cache directory still caches nothing new; nothing to ignore
        }
    }


    /** Separates the details from the satisfying assignment and warnings in an entry. */
    private static final String META = "\u0000meta";

    private final Path dir;
    private final String engine;
    private final String settings;
    private final long budgetMs;
    /**
     * The text of each definition value, by identity: the obligations of one scope share their
     * values, so each is formatted once per run instead of once per obligation.
     */
    private final Map<Object, String> formatted = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /** A cache with the default settings and an unlimited budget (tests). */
    public ProofCache(Path dir, String engineFingerprint) {
        this(dir, engineFingerprint, "", Long.MAX_VALUE);
    }

    /**
     * @param settings the solver settings that can change a verdict, except the budget
     * @param budgetMs the time budget of this run (an UNKNOWN cached with a smaller one is retried)
     */
    public ProofCache(Path dir, String engineFingerprint, String settings, long budgetMs) {
        this.dir = dir;
        this.engine = engineFingerprint;
        this.settings = settings;
        this.budgetMs = budgetMs;
    }

    String key(Obligation o) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(engine.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(settings.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(o.canonicalText(v -> formatted.computeIfAbsent(v, Values::format)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }

    public Optional<Outcome> lookup(Obligation o) {
        Path f = dir.resolve(key(o));
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        try {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            if (lines.size() < 2) {
                return Optional.empty();
            }
            Outcome.Status status = Outcome.Status.valueOf(lines.get(0));
            int meta = lines.indexOf(META);
            List<String> details = lines.subList(2, meta < 0 ? lines.size() : meta);
            java.util.Map<String, Long> satisfiedBy = new java.util.LinkedHashMap<>();
            List<String> warnings = new ArrayList<>();
            long budget = -1;
            Violation violation = Violation.NONE;
            Map<String, Long> witnessValues = new java.util.LinkedHashMap<>();
            String[] sides = {"", ""};
            String[] conjunctAndSubject = {"", ""};
            Map<String, Object> terms = new java.util.LinkedHashMap<>();
            Map<String, String> coordinates = new java.util.LinkedHashMap<>();
            boolean hasWitness = false;
            for (String line : meta < 0 ? List.<String>of() : lines.subList(meta + 1, lines.size())) {
                if (line.startsWith("violated ")) {
                    violation = Violation.of(line.substring("violated ".length()));
                } else if (line.startsWith("budget ")) {
                    budget = Long.parseLong(line.substring("budget ".length()));
                } else if (line.startsWith("warning ")) {
                    warnings.add(line.substring("warning ".length()));
                } else if (line.startsWith("witness ")) {
                    String[] kv = line.substring("witness ".length()).split(" = ", 2);
                    witnessValues.put(kv[0], Long.parseLong(kv[1]));
                    hasWitness = true;
                } else if (line.startsWith("lhs ")) {
                    sides[0] = line.substring("lhs ".length());
                    hasWitness = true;
                } else if (line.startsWith("rhs ")) {
                    sides[1] = line.substring("rhs ".length());
                    hasWitness = true;
                } else if (line.startsWith("conjunct ")) {
                    conjunctAndSubject[0] = line.substring("conjunct ".length());
                } else if (line.startsWith("subject ")) {
                    conjunctAndSubject[1] = line.substring("subject ".length());
                } else if (line.startsWith("term ")) {
                    String[] kv = line.substring("term ".length()).split("\t", 2);
                    readTerm(kv, terms);
                } else if (line.startsWith("coordinate ")) {
                    String[] kv = line.substring("coordinate ".length()).split(" = ", 2);
                    coordinates.put(kv[0], kv[1]);
                } else if (line.startsWith("satisfied ")) {
                    String[] kv = line.substring("satisfied ".length()).split(" = ", 2);
                    satisfiedBy.put(kv[0], Long.parseLong(kv[1]));
                }
            }
            if (status == Outcome.Status.UNKNOWN && budget < budgetMs) {
                return Optional.empty();   // undecided with less time than this run has: try again
            }
            Witness witness = hasWitness ? new Witness(witnessValues, sides[0], sides[1], conjunctAndSubject[0],
                    conjunctAndSubject[1], terms, coordinates) : null;
            return Optional.of(new Outcome(status, lines.get(1), details, 0, true, satisfiedBy, warnings, violation, witness));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** A printed value read back as a literal (not the property evaluated again); one that does not read back is left out. */
    private static void readTerm(String[] keyAndValue, Map<String, Object> terms) {
        if (keyAndValue.length != 2) {
            return;
        }
        try {
            terms.put(keyAndValue[0], cuteprover.expr.Evaluator.concrete().evaluate(keyAndValue[1]));
        } catch (cuteprover.CuteError | ArithmeticException | IllegalArgumentException notALiteral) {
            // the picture of this entry then lacks that value, as one of a value it cannot draw
        }
    }

    public void store(Obligation o, Outcome outcome) {
        // A BOUNDED verdict depends on the --bound of its run, which the key does not hold.
        if (outcome.status() == Outcome.Status.ERROR || outcome.status() == Outcome.Status.BOUNDED) {
            return;
        }
        List<String> lines = new ArrayList<>();
        lines.add(outcome.status().name());
        lines.add(outcome.headline());
        lines.addAll(outcome.details());
        boolean unknown = outcome.status() == Outcome.Status.UNKNOWN;
        boolean witness = outcome.status() == Outcome.Status.REFUTED && !outcome.witness().isEmpty();
        if (unknown || witness || !outcome.satisfiedBy().isEmpty() || !outcome.warnings().isEmpty() || !outcome.violation().isEmpty()) {
            lines.add(META);
            if (!outcome.violation().isEmpty()) {
                lines.add("violated " + outcome.violation().text().replace('\n', ' '));
            }
            if (unknown) {
                lines.add("budget " + budgetMs);
            }
            outcome.satisfiedBy().forEach((k, v) -> lines.add("satisfied " + k + " = " + v));
            if (witness) {
                // the witness as the verdict carried it, so that a cached REFUTED is read back whole
                outcome.witness().values().forEach((k, v) -> lines.add("witness " + k + " = " + v));
                lines.add("lhs " + outcome.witness().lhs().replace('\n', ' '));
                lines.add("rhs " + outcome.witness().rhs().replace('\n', ' '));
                // what the re-check evaluated, each value printed as a literal that reads back to itself
                lines.add("conjunct " + outcome.witness().conjunct().replace('\n', ' '));
                lines.add("subject " + outcome.witness().subject().replace('\n', ' '));
                outcome.witness().terms().forEach((k, v) -> lines.add("term " + k.replace('\n', ' ') + "\t" + Values.format(v)));
                outcome.witness().coordinates().forEach((k, v) -> lines.add("coordinate " + k + " = " + v));
            }
            outcome.warnings().forEach(w -> lines.add("warning " + w.replace('\n', ' ')));
        }
        try {
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, ".entry", ".tmp");
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, dir.resolve(key(o)), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, dir.resolve(key(o)), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            // A cache that cannot be written only costs time; the verdict itself stands.
        }
    }
}
