package cuteprover.report;

import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inline suppressions: {@code # cute-prover: ignore[NAME-or-rule] reason} in a spec file, {@code // cute-prover:
 * ignore[NAME-or-rule] reason} in a C++ source (a spec file takes {@code //} too, as it takes pasted kernel lines). After
 * code, the comment covers its own line; alone on its line, the next line that is no suppression (so several stack). It
 * accepts the findings there whose property name or rule ({@link Rules}: {@code injective}, {@code input-error},
 * {@code vacuous}, ...) it names, several separated by commas. The reason is required: it is reported with the finding.
 */
public final class Suppressions {

    /** The C++ sources, where {@code #} starts a preprocessor line and only {@code //} is a comment. */
    private static final Set<String> CXX_EXTENSIONS = Set.of("cu", "cuh", "cpp", "cc", "cxx", "c", "h", "hpp", "hh", "hxx", "inl");

    private static final Pattern COMMENT = Pattern.compile("(#|//)\\s*cute-prover:\\s*(.*)$");
    private static final Pattern IGNORE = Pattern.compile("ignore\\[([^\\]]*)\\](.*)");
    private static final String FORM = "cute-prover: ignore[NAME-or-rule] REASON";

    /**
     * One comment.
     *
     * @param file        the file, absolute and normalized
     * @param at          where the comment starts, as reports name the file
     * @param coveredLine the line whose findings it accepts
     * @param targets     property names and rule ids
     * @param reason      why, as written
     */
    public record Suppression(Path file, SourcePos at, int coveredLine, List<String> targets, String reason) {

        public Suppression {
            targets = List.copyOf(targets);
        }

        /** The target that names the finding, or null. */
        String target(Finding f) {
            if (!absolute(f.pos().file()).equals(file) || f.pos().line() != coveredLine) {
                return null;
            }
            for (String t : targets) {
                if (t.equals(f.rule()) || t.equals(f.baseName())) {
                    return t;
                }
            }
            return null;
        }
    }

    /** A file's suppressions and its malformed ones (input errors at their comment). */
    public record Parsed(List<Suppression> suppressions, List<Diagnostic> errors) { }

    /** A line of a file, absolute. */
    public record FileLine(Path file, int line) {
        public static FileLine of(SourcePos pos) {
            return new FileLine(absolute(pos.file()), pos.line());
        }
    }

    /** What the suppressions accept, and those that accepted nothing (as warnings). */
    public record Applied(Map<Finding, Waiver> waived, List<Finding> unused) { }

    private final List<Suppression> all;
    private final List<Diagnostic> errors;

    private Suppressions(List<Suppression> all, List<Diagnostic> errors) {
        this.all = List.copyOf(all);
        this.errors = List.copyOf(errors);
    }

    /** The suppressions of the files (a file that cannot be read has none); {@code display} names a file in reports. */
    public static Suppressions read(Collection<Path> files, Function<Path, String> display) {
        List<Suppression> all = new ArrayList<>();
        List<Diagnostic> errors = new ArrayList<>();
        for (Path file : new java.util.LinkedHashSet<>(files)) {
            if (!Files.isRegularFile(file)) {
                continue;
            }
            String text;
            try {
                text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                continue;   // what cannot be read holds no suppression; the loader reports the file itself
            }
            if (!text.contains("cute-prover:")) {
                continue;
            }
            Parsed p = parse(file.toAbsolutePath().normalize(), display.apply(file), text);
            all.addAll(p.suppressions());
            errors.addAll(p.errors());
        }
        return new Suppressions(all, errors);
    }

    /** The malformed comments: a missing reason, no target, no {@code ignore[...]}. */
    public List<Diagnostic> errors() {
        return errors;
    }

    /** The suppressions of one file's text. */
    public static Parsed parse(Path file, String displayName, String text) {
        boolean cxx = CXX_EXTENSIONS.contains(extension(file));
        List<String> lines = text.lines().toList();
        List<Suppression> found = new ArrayList<>();
        List<Diagnostic> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher m = COMMENT.matcher(line);
            if (!m.find() || cxx && !m.group(1).equals("//") || insideString(line, m.start())) {
                continue;
            }
            SourcePos at = new SourcePos(displayName, i + 1, m.start() + 1);
            String rest = m.group(2).strip();
            if (!rest.startsWith("ignore")) {
                continue;   // another cute-prover: comment, not a suppression
            }
            Matcher ignore = IGNORE.matcher(rest);
            if (!ignore.matches()) {
                errors.add(new Diagnostic(at, "malformed suppression '" + rest + "': expected " + FORM));
                continue;
            }
            List<String> targets = List.of(ignore.group(1).split(",", -1)).stream().map(String::strip).toList();
            String reason = ignore.group(2).strip();
            if (targets.stream().anyMatch(String::isEmpty)) {
                errors.add(new Diagnostic(at, "suppression 'ignore[" + ignore.group(1) + "]' names no property or rule"
                        + " in one of its places: expected " + FORM));
            } else if (reason.isEmpty()) {
                errors.add(new Diagnostic(at, "suppression 'ignore[" + ignore.group(1) + "]' has no reason: expected " + FORM
                        + " (the reason is reported with the finding)"));
            } else {
                boolean alone = line.substring(0, m.start()).isBlank();
                found.add(new Suppression(file, at, alone ? nextCoveredLine(lines, i, cxx) : i + 1, targets, reason));
            }
        }
        return new Parsed(found, errors);
    }

    /** The 1-based line a comment alone on line {@code index} covers: the next one that is no suppression itself. */
    private static int nextCoveredLine(List<String> lines, int index, boolean cxx) {
        int k = index + 1;
        while (k < lines.size()) {
            Matcher m = COMMENT.matcher(lines.get(k));
            boolean suppressionAlone = m.find() && lines.get(k).substring(0, m.start()).isBlank()
                    && (!cxx || m.group(1).equals("//")) && m.group(2).strip().startsWith("ignore");
            if (!suppressionAlone) {
                break;
            }
            k++;
        }
        return k + 1;
    }

    /** Whether offset {@code at} of the line lies in a string literal (an odd number of quotes before it). */
    private static boolean insideString(String line, int at) {
        return line.substring(0, at).chars().filter(c -> c == '"').count() % 2 == 1;
    }

    private static String extension(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /**
     * Each finding a suppression names is waived; a suppression that names none is a warning at its comment, unless
     * a property on its line was not checked in this run ({@code notChecked}: another shard's), which it may be for.
     */
    public Applied apply(List<Finding> findings, Set<FileLine> notChecked) {
        Map<Finding, Waiver> waived = new LinkedHashMap<>();
        Set<Suppression> used = new HashSet<>();
        for (Finding f : findings) {
            for (Suppression s : all) {
                String target = s.target(f);
                if (target != null) {
                    used.add(s);
                    waived.putIfAbsent(f, new Waiver.Suppressed(s.at(), target, s.reason()));
                }
            }
        }
        List<Finding> unused = new ArrayList<>();
        for (Suppression s : all) {
            if (!used.contains(s) && !notChecked.contains(new FileLine(s.file(), s.coveredLine()))) {
                unused.add(new Finding(Finding.Type.WARNING, s.at(), Rules.UNUSED_SUPPRESSION.id(), null, null,
                        "suppression ignore[" + String.join(",", s.targets()) + "] matched no finding on line " + s.coveredLine()
                                + ": remove it, or name the property or rule of a finding there", List.of()));
            }
        }
        return new Applied(waived, unused);
    }

    /** A report's file name as a path, absolute and normalized; a name that is no path matches no file. */
    static Path absolute(String file) {
        try {
            return Path.of(file).toAbsolutePath().normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return Path.of("/dev/null/" + file.hashCode());
        }
    }
}
