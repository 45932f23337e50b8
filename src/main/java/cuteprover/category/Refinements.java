package cuteprover.category;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Moving a morphism along a refinement of one of its ends (slides §5).
 * <ul>
 *   <li>{@link #pullback}: for {@code f: S -> T} and {@code T' -> T}, the morphism
 *   {@code f': S' -> T'} where S' replaces each domain entry that goes to {@code t_j} by the relative
 *   mode {@code T'_j} (entries going to * stay), and each piece goes to its own copy in T'.</li>
 *   <li>{@link #pushforward}: for {@code g: U -> V} and {@code U' -> U}, the morphism
 *   {@code g': U' -> V'} where V' replaces each image entry {@code v_{α(k)}} by the relative mode
 *   {@code U'_k} (other entries stay), and each piece of U' goes to its copy in V' (or to * when its
 *   entry did).</li>
 * </ul>
 * Both keep the encoded layout's function: the pieces of an entry keep consecutive prefix products.
 */
public final class Refinements {

    private Refinements() {
    }

    public static NestMorphism pullback(NestMorphism f, NestedTuple refinedCodomain) {
        List<NestedTuple> rel = relativeModes(refinedCodomain, f.codomain(), () -> "cannot pull " + f + " back along ");
        int[] offset = offsets(rel);
        NestedTuple s = f.domain();
        List<NestedTuple> replacements = new ArrayList<>(s.length());
        List<Integer> alpha = new ArrayList<>();
        for (int i = 1; i <= s.length(); i++) {
            int j = f.apply(i);
            if (j == 0) {
                replacements.add(NestedTuple.integer(s.entry(i - 1)));
                alpha.add(0);
            } else {
                NestedTuple piece = rel.get(j - 1);
                replacements.add(piece);
                for (int p = 0; p < piece.length(); p++) {
                    alpha.add(offset[j - 1] + p + 1);
                }
            }
        }
        return NestMorphism.trusted(s.substituteTrusted(replacements), refinedCodomain, toArray(alpha));
    }

    public static NestMorphism pushforward(NestMorphism g, NestedTuple refinedDomain) {
        List<NestedTuple> rel = relativeModes(refinedDomain, g.domain(), () -> "cannot push " + g + " forward along ");
        NestedTuple v = g.codomain();
        List<NestedTuple> replacements = new ArrayList<>(v.length());
        for (int j = 0; j < v.length(); j++) {
            replacements.add(NestedTuple.integer(v.entry(j)));
        }
        for (int k = 1; k <= rel.size(); k++) {
            int j = g.apply(k);
            if (j != 0) {
                replacements.set(j - 1, rel.get(k - 1));
            }
        }
        int[] offset = offsets(replacements);
        int[] alpha = new int[refinedDomain.length()];
        int at = 0;
        for (int k = 1; k <= rel.size(); k++) {
            int j = g.apply(k);
            for (int p = 0; p < rel.get(k - 1).length(); p++) {
                alpha[at++] = j == 0 ? 0 : offset[j - 1] + p + 1;
            }
        }
        return NestMorphism.trusted(refinedDomain, v.substituteTrusted(replacements), alpha);
    }

    private static List<NestedTuple> relativeModes(NestedTuple fine, NestedTuple coarse, Supplier<String> context) {
        try {
            return fine.relativeModes(coarse);
        } catch (CuteError e) {
            throw new CuteError(context.get() + fine + ": it does not refine " + coarse);
        }
    }

    /** Where each piece starts in the concatenated flattening. */
    private static int[] offsets(List<NestedTuple> pieces) {
        int[] out = new int[pieces.size()];
        int at = 0;
        for (int j = 0; j < out.length; j++) {
            out[j] = at;
            at += pieces.get(j).length();
        }
        return out;
    }

    private static int[] toArray(List<Integer> values) {
        int[] out = new int[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = values.get(i);
        }
        return out;
    }

    /**
     * The inclusion {@code ι: T' -> U'} of a mutual refinement: T'♭ is a prefix of U'♭, so entry i
     * goes to entry i.
     */
    public static NestMorphism inclusion(MutualRefinement mr) {
        int[] alpha = new int[mr.tRefined().length()];
        for (int i = 0; i < alpha.length; i++) {
            alpha[i] = i + 1;
        }
        return NestMorphism.trusted(mr.tRefined(), mr.uRefined(), alpha);
    }
}
