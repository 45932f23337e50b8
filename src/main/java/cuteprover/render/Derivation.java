package cuteprover.render;

import cuteprover.layout.Trace;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Trace} that keeps the derivation as indented lines: each operation the algorithms open
 * is a heading, its steps are indented under it, and operations called inside it (the coalesce
 * inside a composition, the complement inside a divide) are nested one level deeper.
 */
public final class Derivation implements Trace {

    /** Derivations longer than this are cut (a huge static layout would otherwise print every mode). */
    static final int MAX_LINES = 2000;

    private final List<String> lines = new ArrayList<>();
    private int depth;
    private boolean truncated;

    @Override
    public boolean enabled() {
        return true;
    }

    @Override
    public void step(String text) {
        add("  ".repeat(depth) + "- " + text);
    }

    @Override
    public void begin(String operation) {
        add("  ".repeat(depth) + operation);
        depth++;
    }

    @Override
    public void end() {
        depth = Math.max(0, depth - 1);
    }

    private void add(String line) {
        if (lines.size() < MAX_LINES) {
            lines.add(line);
        } else {
            truncated = true;
        }
    }

    public List<String> lines() {
        List<String> out = new ArrayList<>(lines);
        if (truncated) {
            out.add("(derivation cut after " + MAX_LINES + " lines)");
        }
        return out;
    }
}
