package cuteprover.hw;

import cuteprover.CuteError;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Maps and relations observed on silicon ({@code hardware-models/observed/}): {@code NAME.txt} holds the
 * map of model NAME in {@code hw map}'s format; {@code raw/mma.SHAPE.TYPE.pairs} the mma.sync relation
 * {@code ta va tb vb tc vc value_bits} (A element a and B element b, both 1, lit D element c).
 * Lines starting with {@code #} are comments.
 */
public final class Observed {

    private Observed() {
    }

    /** The observed map of a model, if it was measured. */
    public static Optional<Path> mapFile(Path modelsRoot, String name) {
        Path p = modelsRoot.resolve("observed").resolve(name + ".txt");
        return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    }

    /** The integer rows of an observed file (comments skipped; hex fields such as 0x3f800000 parsed). */
    public static List<long[]> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+");
            long[] row = new long[parts.length];
            for (int j = 0; j < parts.length; j++) {
                try {
                    row[j] = parts[j].startsWith("0x") ? Long.parseLong(parts[j].substring(2), 16) : Long.parseLong(parts[j]);
                } catch (NumberFormatException e) {
                    throw new CuteError(file + ":" + (i + 1) + ": not an integer: '" + parts[j] + "'");
                }
            }
            out.add(row);
        }
        return out;
    }

    /** Rows as a sorted set of their text, for comparisons that ignore order. */
    public static Set<String> asSet(List<long[]> rows) {
        Set<String> out = new TreeSet<>();
        for (long[] r : rows) {
            out.add(AccessMap.line(r));
        }
        return out;
    }

    /** Null when the two maps hold the same rows; otherwise the first row (in sorted order) that differs. */
    public static String difference(List<long[]> model, List<long[]> observed) {
        Set<String> m = asSet(model);
        Set<String> o = asSet(observed);
        if (m.size() != model.size()) {
            return "the model lists an element twice";
        }
        if (o.size() != observed.size()) {
            return "the observation lists an element twice";
        }
        for (String s : m) {
            if (!o.contains(s)) {
                return "model row '" + s + "' was not observed";
            }
        }
        for (String s : o) {
            if (!m.contains(s)) {
                return "observed row '" + s + "' is not in the model";
            }
        }
        return null;
    }

    /**
     * The mma.sync relation the maps A (M x K), B (K x N) and C (M x N) predict, rows {@code ta va tb vb tc vc}:
     * A element (m,k) and B element (k,n) meet in the C element at (m,n). Compared with the observed
     * relation it checks the maps up to a renaming of rows, columns and k (no naming needed).
     */
    public static Set<String> mmaRelation(List<long[]> a, List<long[]> b, List<long[]> c) {
        java.util.Map<String, long[]> cAt = new java.util.HashMap<>();
        for (long[] r : c) {
            cAt.put(r[2] + " " + r[3], r);
        }
        Set<String> out = new TreeSet<>();
        for (long[] ra : a) {
            for (long[] rb : b) {
                if (ra[3] != rb[2]) {
                    continue;
                }
                long[] rc = cAt.get(ra[2] + " " + rb[3]);
                if (rc == null) {
                    throw new CuteError("no C element at (" + ra[2] + "," + rb[3] + ")");
                }
                out.add(ra[0] + " " + ra[1] + " " + rb[0] + " " + rb[1] + " " + rc[0] + " " + rc[1]);
            }
        }
        return out;
    }

    /** The first six fields of each raw relation row, as text. */
    public static Set<String> relationRows(List<long[]> raw) {
        List<long[]> six = new ArrayList<>();
        for (long[] r : raw) {
            six.add(java.util.Arrays.copyOf(r, 6));
        }
        return asSet(six);
    }
}
