package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * The conditions that make {@code α: {*,1..m} -> {*,1..n}} a tuple morphism
 * {@code (s_1..s_m) -> (t_1..t_n)} (slides §4):
 * <ol>
 *   <li>{@code α(*) = *};</li>
 *   <li>{@code α(i) = α(i') ≠ *} implies {@code i = i'} (injective away from the basepoint);</li>
 *   <li>{@code α(i) = j} implies {@code s_i = t_j} (arrows join equal entries).</li>
 * </ol>
 * Every violated condition is reported, each with its witness, in one error.
 */
final class MorphismConditions {

    private MorphismConditions() {
    }

    /**
     * Checks all conditions; {@code basepointImage} is α(*) (0 for *), {@code images[i-1] = α(i)}.
     * Throws a CuteError listing every violation.
     */
    static void check(String what, long[] domain, long[] codomain, int basepointImage, int[] images) {
        List<String> violations = new ArrayList<>();
        if (basepointImage != 0) {
            violations.add("(i) α(*) = " + basepointImage + " but a pointed map must send * to *");
        }
        if (images.length != domain.length) {
            violations.add("α has " + images.length + " value(s) but the domain has " + domain.length + " entr"
                    + (domain.length == 1 ? "y" : "ies"));
        }
        int[] firstPreimage = new int[codomain.length];
        for (int i = 1; i <= images.length; i++) {
            int j = images[i - 1];
            if (j == 0) {
                continue;
            }
            if (j < 0 || j > codomain.length) {
                violations.add("α(" + i + ") = " + j + " is neither * nor an index 1.." + codomain.length + " of the codomain");
                continue;
            }
            if (firstPreimage[j - 1] != 0) {
                violations.add("(ii) α(" + firstPreimage[j - 1] + ") = α(" + i + ") = " + j
                        + ": two domain entries go to one codomain entry (α must be injective away from *)");
            } else {
                firstPreimage[j - 1] = i;
            }
            if (i <= domain.length && domain[i - 1] != codomain[j - 1]) {
                violations.add("(iii) α(" + i + ") = " + j + " but s_" + i + " = " + domain[i - 1]
                        + " differs from t_" + j + " = " + codomain[j - 1]);
            }
        }
        if (!violations.isEmpty()) {
            throw new CuteError(what + " is not a morphism: " + String.join("; ", violations));
        }
    }
}
