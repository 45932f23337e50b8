package cuteprover.atom;

import cuteprover.layout.Layout;

/**
 * CuTe's MMA_Atom: the op's name, its tile (M,N,K), the threads that issue it ({@code ThrID}) and the
 * thread-value layouts of its operands: A (thread, value) -> m + M*k, B -> n + N*k, C -> m + M*n.
 * The layouts are hardware models (see {@link MmaOps}).
 */
public record MmaAtom(String name, long m, long n, long k, Layout thrId, Layout layoutA, Layout layoutB, Layout layoutC) {

    @Override
    public String toString() {
        return "MMA_Atom(" + name + ", ThrID=" + thrId + ", Shape_MNK=(" + m + "," + n + "," + k + "), LayoutA_TV=" + layoutA
                + ", LayoutB_TV=" + layoutB + ", LayoutC_TV=" + layoutC + ")";
    }

    /** Size of mode I of Shape_MNK. */
    long shape(int i) {
        return i == 0 ? m : i == 1 ? n : k;
    }
}
