package cuteprover.atom;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** The known names closest to a misspelt one (edit distance), for input errors. */
public final class Closest {

    private Closest() {
    }

    /** Up to {@code limit} names of {@code known}, closest first. */
    public static List<String> to(String wrong, Collection<String> known, int limit) {
        List<String> sorted = new ArrayList<>(known);
        String w = wrong.toLowerCase();
        sorted.sort(Comparator.comparingInt((String k) -> distance(w, k.toLowerCase())).thenComparing(k -> k));
        return sorted.subList(0, Math.min(limit, sorted.size()));
    }

    /** "did you mean A, B or C?" style suffix. */
    public static String suggest(String wrong, Collection<String> known) {
        List<String> c = to(wrong, known, 5);
        return c.isEmpty() ? "" : "; closest known names: " + String.join(", ", c);
    }

    /** Levenshtein distance, two rows. */
    public static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
