package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * The logical product A ⊗ B = (A, A*∘B) with A* the complement of A with respect to
 * size(A)·cosize(B), so that B arranges copies of A (CuTe's logical_product). Its by-mode form with a
 * tiler and its zipped, tiled and flat rearrangements are the family's ({@link TiledFamily}); the
 * blocked and raked products are in {@link BlockedProducts}.
 *
 * <p>Checked on static results: mode 0 of A⊗B is A itself, the size is size(A)·size(B), the second
 * mode is a composition (checked there), and the product is injective whenever A and B are.
 */
final class Product {

    private Product() {
    }

    /** The steps of logical_product, traced by {@link TiledFamily#logical}. */
    static Layout logicalProductSteps(Layout a, Layout b, Decider d) {
        SymInt target = SymInt.mul(a.size(), Complement.cosize(b, d));
        if (d.trace().enabled()) {
            d.trace().step("A* = complement(A, size(A)*cosize(B) = " + a.size() + "*" + Complement.cosize(b, d) + " = " + target + ")");
        }
        // Unchecked here: the product's own checks (mode 0 is A, injective when A and B are) cover it.
        Layout complement = Complement.algorithm(a, target, d);
        Layout result = Layout.concat(List.of(a, Composition.compose(complement, b, d)));
        if (Checks.applicable(a, b, result)) {
            check(a, b, result);
        } else {
            d.unchecked(new Unchecked("logical_product", List.of(a, b), result,
                    in -> logicalProductSteps((Layout) in.get(0), (Layout) in.get(1), Decider.CONCRETE)));
        }
        return result;
    }

    private static void check(Layout a, Layout b, Layout result) {
        String property = "logical_product is not a product";
        if (!result.mode(0).equals(a)) {
            throw new CuteError(property + ": mode 0 of " + result + " is not " + a);
        }
        if (!result.size().equals(SymInt.mul(a.size(), b.size()))) {
            throw new CuteError(property + ": size(" + result + ")=" + result.size() + " but size(A)*size(B)="
                    + SymInt.mul(a.size(), b.size()));
        }
        if (StaticFunction.of(a).coordinates || StaticFunction.of(b).coordinates) {
            return;
        }
        if (Certificates.injective(Certificates.flat(result))) {
            return; // injective by dominance, whatever A and B are
        }
        if (Checks.injective(a, property) && Checks.injective(b, property)) {
            long[] t = Checks.table(result, property);
            long repeated = Checks.repeatedIndex(t);
            if (repeated >= 0) {
                throw new CuteError(property + ": A and B are injective but R(" + repeated + ")=" + t[(int) repeated]
                        + " repeats an earlier offset");
            }
        }
    }
}
