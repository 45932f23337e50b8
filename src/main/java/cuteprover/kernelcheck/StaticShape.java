package cuteprover.kernelcheck;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * A static shape read from its CuTe printout ({@code ((8,16),(64,1),(1,3))}): a leaf's size, or the modes of a tuple.
 * Shared-memory layouts are fully static (their sizes fix the storage's {@code cosize_v}), so a run-time leaf here is
 * an error, never a guess.
 */
record StaticShape(long size, List<StaticShape> modes) {

    boolean leaf() {
        return modes == null;
    }

    int rank() {
        return leaf() ? 1 : modes.size();
    }

    long total() {
        if (leaf()) {
            return size;
        }
        long p = 1;
        for (StaticShape m : modes) {
            p = Math.multiplyExact(p, m.total());
        }
        return p;
    }

    static StaticShape parse(String text) {
        int[] at = {0};
        StaticShape s = read(text.replace(" ", "").replace("_", ""), at);
        if (at[0] != text.replace(" ", "").replace("_", "").length()) {
            throw new CuteError("not a static shape: " + text);
        }
        return s;
    }

    private static StaticShape read(String t, int[] at) {
        if (at[0] < t.length() && t.charAt(at[0]) == '(') {
            at[0]++;
            List<StaticShape> modes = new ArrayList<>();
            while (true) {
                modes.add(read(t, at));
                if (at[0] >= t.length()) {
                    throw new CuteError("not a static shape: " + t);
                }
                char c = t.charAt(at[0]++);
                if (c == ')') {
                    return new StaticShape(0, modes);
                }
                if (c != ',') {
                    throw new CuteError("not a static shape: " + t);
                }
            }
        }
        int start = at[0];
        while (at[0] < t.length() && Character.isDigit(t.charAt(at[0]))) {
            at[0]++;
        }
        if (start == at[0]) {
            throw new CuteError("not a static shape (a run-time size?): " + t);
        }
        return new StaticShape(Long.parseLong(t.substring(start, at[0])), null);
    }
}
