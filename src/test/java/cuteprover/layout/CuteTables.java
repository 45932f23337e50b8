package cuteprover.layout;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the tables of CuTe C++ outputs recorded under src/test/resources/cuteprover/cute. */
final class CuteTables {

    /** One recorded case: our expression and what CuTe printed, with its static underscores removed. */
    record Case(String expression, String cutePrinted) {
        String expected() {
            return cutePrinted.replaceAll("_(?=-?[0-9])", "");
        }

        @Override
        public String toString() {
            return expression;
        }
    }

    private CuteTables() {
    }

    static List<Case> load(String name) {
        InputStream in = CuteTables.class.getResourceAsStream("/cuteprover/cute/" + name);
        if (in == null) {
            throw new IllegalStateException("missing test table " + name);
        }
        List<Case> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int bar = line.lastIndexOf('|');
                out.add(new Case(line.substring(0, bar), line.substring(bar + 1)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
