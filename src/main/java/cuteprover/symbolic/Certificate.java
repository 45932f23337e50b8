package cuteprover.symbolic;

import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * The sorted-stride certificate of bijectivity. If the modes of a layout (size-1 modes dropped)
 * can be ordered so that {@code d_0 = 1} and {@code d_{k+1} = s_k * d_k}, the layout is the
 * mixed-radix representation of {@code [0, size)} with digits permuted, hence a bijection onto
 * {@code [0, size)} — for every value of the variables, because each link is an identity of
 * polynomials (normal forms compare equal). No solver is involved, so a static layout of size
 * 2^30 is certified as fast as one of size 2^10. When no chain exists the certificate says
 * nothing; the prover then asks Z3 (which finds the counterexample if there is one).
 */
final class Certificate {

    private Certificate() {
    }

    /** The mode order of the chain (flattened mode indices), or null when the certificate does not apply. */
    static List<Integer> bijectiveChain(Layout layout) {
        List<IntTuple> shape = layout.shape().leaves();
        List<IntTuple> stride = layout.stride().leaves();
        List<Integer> pending = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            if (!(stride.get(i) instanceof SymInt)) {
                return null;
            }
            if (!((SymInt) shape.get(i)).isConstant(1)) {
                pending.add(i);
            }
        }
        List<Integer> chain = new ArrayList<>();
        SymInt next = SymInt.ONE;
        while (!pending.isEmpty()) {
            Integer found = null;
            for (Integer i : pending) {
                if (stride.get(i).equals(next)) {
                    if (found != null) {
                        return null;
                    }
                    found = i;
                }
            }
            if (found == null) {
                return null;
            }
            pending.remove(found);
            chain.add(found);
            try {
                next = SymInt.mul((SymInt) shape.get(found), next);
            } catch (ArithmeticException e) {
                return null;
            }
        }
        return chain;
    }
}
