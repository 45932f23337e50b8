package cuteprover.tuple;

import java.util.ArrayList;
import java.util.List;

/**
 * A scaled basis element {@code coeff@mode} of Z^(*,*): the coordinate with {@code coeff} in
 * position {@code mode} and 0 elsewhere (CuTe's {@code E<mode>{} * coeff}). Used as a stride,
 * it makes a layout return coordinates instead of integer offsets (TMA, tensor memory).
 *
 * <p>A nested basis {@code E<m,s1,s2,...>} (what {@code make_identity_layout} gives a nested mode) points
 * into sub-mode s1 of mode m, and so on: {@code sub} holds s1, s2, ... (outermost first). It prints as
 * CuTe prints it, innermost position first: E&lt;0,1&gt; * 1 is {@code 1@1@0}.
 *
 * @param coeff the scale
 * @param top   the top-level mode m
 * @param sub   the positions below it, outermost first (empty for a flat basis element)
 */
public record ScaledBasis(SymInt coeff, int top, List<Integer> sub) implements IntTuple {

    public ScaledBasis {
        if (top < 0 || sub.stream().anyMatch(s -> s < 0)) {
            throw new IllegalArgumentException("basis modes must be >= 0, got " + top + " " + sub);
        }
        sub = List.copyOf(sub);
    }

    public ScaledBasis(SymInt coeff, int mode) {
        this(coeff, mode, List.of());
    }

    /** Whether the element points below a top-level mode (E&lt;m,s,...&gt;). */
    public boolean isNested() {
        return !sub.isEmpty();
    }

    /**
     * The top-level mode of a flat basis element. Code that has no meaning for nested elements asks this,
     * so a nested one is refused by name instead of being read as its top-level mode.
     */
    public int mode() {
        if (isNested()) {
            throw new cuteprover.CuteError("the nested basis stride " + this + " (E<" + pathText() + ">) is not supported by this"
                    + " operation: composition, admissibility, TMA and the coordinate encoding take flat strides c@m only"
                    + " (a nested identity layout is read by eval, covers and covers_at_least_once)");
        }
        return top;
    }

    /** The whole position: top-level mode, then the sub-modes, outermost first. */
    public List<Integer> path() {
        List<Integer> out = new ArrayList<>();
        out.add(top);
        out.addAll(sub);
        return out;
    }

    /** The same position with another scale. */
    public ScaledBasis withCoeff(SymInt c) {
        return new ScaledBasis(c, top, sub);
    }

    /** This element placed one level deeper: E&lt;m, path...&gt;. */
    public ScaledBasis under(int mode) {
        return new ScaledBasis(coeff, mode, path());
    }

    public ScaledBasis scale(SymInt factor) {
        return withCoeff(SymInt.mul(coeff, factor));
    }

    private String pathText() {
        List<String> parts = new ArrayList<>();
        for (int p : path()) {
            parts.add(Integer.toString(p));
        }
        return String.join(",", parts);
    }

    @Override
    public int rank() {
        return 1;
    }

    @Override
    public int depth() {
        return 0;
    }

    @Override
    public boolean isLeaf() {
        return true;
    }

    @Override
    public IntTuple mode(int i) {
        if (i != 0) {
            throw new IndexOutOfBoundsException("mode " + i + " of a leaf");
        }
        return this;
    }

    @Override
    public List<IntTuple> leaves() {
        return List.of(this);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(coeff.toString());
        for (int i = sub.size() - 1; i >= 0; i--) {
            sb.append('@').append(sub.get(i));
        }
        return sb.append('@').append(top).toString();
    }
}
