package cuteprover.cxx;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cuteprover.CuteError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * A kernel file is checked with the flags its build compiles it with: CMake (and most build systems)
 * write them to {@code compile_commands.json}, clang's JSON compilation database, which this reads.
 */
public final class CompilationDatabase {

    static final String FILE_NAME = "compile_commands.json";

    /** The options whose value is a path the compiler resolves against its working directory. */
    private static final Set<String> PATH_OPTIONS = Set.of("-I", "-isystem", "-iquote", "-idirafter", "-include");

    /** One entry of the database: its working directory (absolute), its file as written, its arguments. */
    record Entry(Path directory, String file, List<String> arguments) {

        /** The file resolved against the directory, normalized. */
        Path path() {
            return directory.resolve(file).normalize();
        }
    }

    private CompilationDatabase() {
    }

    /**
     * The compile command (argv[0] included) of {@code file} in {@code buildDir/compile_commands.json}, with
     * the relative paths of {@code -I}, {@code -isystem}, {@code -iquote}, {@code -idirafter} and
     * {@code -include} made absolute against the entry's directory ({@code -I dir}, {@code -Idir} and nvcc's
     * {@code -isystem=dir} forms). An entry's file is resolved against its directory; {@code file} against the
     * working directory; they match when equal after normalizing or when both exist and are the same file.
     * The first entry for the file wins.
     *
     * @throws CuteError when the database is absent, is not valid JSON, is not a list of entries, or has no
     *     entry for the file
     */
    public static List<String> commandFor(Path buildDir, Path file) {
        Path db = buildDir.resolve(FILE_NAME);
        List<Entry> entries = read(db);
        Path wanted = file.toAbsolutePath().normalize();
        for (Entry e : entries) {
            if (samePath(e.path(), wanted)) {
                return absolutePaths(e.arguments(), e.directory());
            }
        }
        List<String> closest = closest(wanted, entries);
        throw new CuteError("no entry for " + file + " in " + db + " (" + entries.size() + " entries"
                + (closest.isEmpty() ? "" : "; closest: " + String.join(", ", closest)) + ")");
    }

    /**
     * Whether the database at {@code buildDir} compiles CUDA: an entry whose compiler is nvcc, or that compiles with
     * {@code -x cu}/{@code -x cuda}, or a {@code .cu} file. A missing or malformed database says no (reading a kernel
     * through it reports why).
     */
    public static boolean compilesCuda(Path buildDir) {
        try {
            return read(buildDir.resolve(FILE_NAME)).stream().anyMatch(e -> e.file().endsWith(".cu") || CompileFlags.sayCuda(e.arguments()));
        } catch (CuteError e) {
            return false;
        }
    }

    /** The entries of the database at {@code db}; relative directories are taken against the database's own directory. */
    static List<Entry> read(Path db) {
        if (!Files.isRegularFile(db)) {
            throw new CuteError("no " + FILE_NAME + " in " + db.getParent() + " (looked for " + db
                    + "); generate it with CMake's -DCMAKE_EXPORT_COMPILE_COMMANDS=ON");
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(db.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new CuteError("malformed JSON in " + db + where + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new CuteError("cannot read " + db + ": " + e.getMessage());
        }
        if (root == null || !root.isArray()) {
            throw new CuteError(db + " is not a compilation database: expected a JSON array of entries");
        }
        Path base = db.toAbsolutePath().getParent();
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            entries.add(entry(root.get(i), i, db, base));
        }
        return entries;
    }

    private static Entry entry(JsonNode node, int index, Path db, Path base) {
        String where = db + ": entry " + index;
        if (!node.isObject()) {
            throw new CuteError(where + " is not an object");
        }
        String directory = text(node, "directory", where);
        String file = text(node, "file", where);
        JsonNode arguments = node.get("arguments");
        List<String> args = new ArrayList<>();
        if (arguments != null && arguments.isArray()) {
            for (JsonNode a : arguments) {
                if (!a.isTextual()) {
                    throw new CuteError(where + " has a non-string argument " + a);
                }
                args.add(a.asText());
            }
        } else if (node.hasNonNull("command") && node.get("command").isTextual()) {
            args.addAll(CommandLine.split(node.get("command").asText()));
        } else {
            throw new CuteError(where + " has neither \"arguments\" (a list of strings) nor \"command\" (a string)");
        }
        return new Entry(base.resolve(directory).normalize(), file, List.copyOf(args));
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual()) {
            throw new CuteError(where + " has no \"" + field + "\" string");
        }
        return v.asText();
    }

    /** Equal normalized paths, or the same file on disk when both exist (symbolic links followed). */
    static boolean samePath(Path a, Path b) {
        if (a.equals(b)) {
            return true;
        }
        try {
            return Files.exists(a) && Files.exists(b) && a.toRealPath().equals(b.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code args} with the relative path values of the include options resolved against {@code directory}. */
    static List<String> absolutePaths(List<String> args, Path directory) {
        List<String> out = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (i > 0 && PATH_OPTIONS.contains(a) && i + 1 < args.size()) {
                out.add(a);
                out.add(absolute(args.get(++i), directory));
                continue;
            }
            out.add(i == 0 ? a : joined(a, directory));
        }
        return List.copyOf(out);
    }

    /** {@code -Ifoo} and nvcc's {@code -isystem=foo} (any of the options with {@code =}) with the path made absolute. */
    private static String joined(String arg, Path directory) {
        if (arg.startsWith("-I") && arg.length() > 2 && arg.charAt(2) != '=' && arg.charAt(2) != '-') {
            return "-I" + absolute(arg.substring(2), directory);
        }
        for (String option : PATH_OPTIONS) {
            if (!option.equals("-I") && arg.startsWith(option + "=") && arg.length() > option.length() + 1) {
                return option + "=" + absolute(arg.substring(option.length() + 1), directory);
            }
        }
        return arg;
    }

    private static String absolute(String value, Path directory) {
        Path p = Path.of(value);
        return p.isAbsolute() ? value : directory.resolve(p).normalize().toString();
    }

    /** Up to three file entries nearest to {@code wanted}: by file name first, then by whole path. */
    static List<String> closest(Path wanted, List<Entry> entries) {
        String name = String.valueOf(wanted.getFileName());
        String whole = wanted.toString();
        record Scored(String path, int byName, int byPath) { }
        return entries.stream()
                .map(e -> e.path().toString())
                .distinct()
                .map(p -> new Scored(p, distance(name, String.valueOf(Path.of(p).getFileName())), distance(whole, p)))
                .sorted(Comparator.comparingInt(Scored::byName).thenComparingInt(Scored::byPath).thenComparing(Scored::path))
                .limit(3)
                .map(Scored::path)
                .toList();
    }

    /** Levenshtein distance (the project's one, {@link cuteprover.atom.Closest#distance}). */
    static int distance(String a, String b) {
        return cuteprover.atom.Closest.distance(a, b);
    }
}
