package cuteprover.importer;

import java.util.regex.Pattern;

/**
 * CuTe's {@code print_tensor(t)}: the tensor as {@code print(t)} shows it and a colon, then its element values,
 * a row per line ({@code 0.00 1.00}, {@code 0}, {@code 0.00e+00}, coordinates {@code (0,1)} of a counting
 * tensor), slices of a rank-3 or rank-4 tensor between {@code ---} or {@code ===} lines. The values are the data
 * at print time, not offsets: the layout is read from the header, the rows are skipped.
 */
final class TensorData {

    private static final String VALUE = "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|[-+]?(?i:nan|inf)|\\([-+0-9.,()eE]*\\)";
    private static final Pattern ROW = Pattern.compile("^\\s*(?:" + VALUE + ")(?:\\s+(?:" + VALUE + "))*\\s*$|^\\s*(?:-+|=+)\\s*$");

    private TensorData() {
    }

    /** A tensor printed by print_tensor: an iterator composed with a layout ({@code ptr[16b](0x..) o L}), then a colon. */
    static boolean isHeader(String body) {
        return body.endsWith(":") && body.contains(" o ");
    }

    /** The header without its colon. */
    static String tensor(String body) {
        return body.substring(0, body.length() - 1).trim();
    }

    /** The first line at or after {@code from} that is not a row of values. */
    static int end(PrintoutReader r, int from) {
        int i = from;
        while (i < r.lineCount() && r.line(i) != null && ROW.matcher(r.line(i)).matches()) {
            i++;
        }
        return i;
    }
}
