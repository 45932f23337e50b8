package cuteprover;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** "Did you mean ...": the known names nearest to a misspelt one, by edit distance. */
public final class ClosestNames {

    private ClosestNames() {
    }

    /** Up to three candidates within an edit distance of max(2, a third of the name's length), nearest first. */
    public static List<String> of(String name, Collection<String> candidates) {
        int limit = name.length() <= 3 ? 1 : Math.max(2, name.length() / 3);
        record Scored(String name, int distance) { }
        List<Scored> scored = new ArrayList<>();
        for (String c : candidates) {
            int d = distance(name.toLowerCase(), c.toLowerCase());
            if (d <= limit || c.startsWith(name) && name.length() >= 3) {
                scored.add(new Scored(c, d));
            }
        }
        scored.sort(Comparator.comparingInt(Scored::distance).thenComparing(Scored::name));
        return scored.stream().limit(3).map(Scored::name).toList();
    }

    /** {@code " (did you mean a, b?)"}, or empty when nothing is close. */
    public static String suggestion(String name, Collection<String> candidates) {
        List<String> near = of(name, candidates);
        return near.isEmpty() ? "" : " (did you mean " + String.join(", ", near) + "?)";
    }

    /** Levenshtein distance with transpositions counted as one edit (optimal string alignment). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
