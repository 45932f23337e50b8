package cuteprover.tuple;

import java.util.List;

/**
 * A scaled basis element {@code coeff@mode} of Z^(*,*): the coordinate with {@code coeff} in
 * position {@code mode} and 0 elsewhere (CuTe's {@code E<mode>{} * coeff}). Used as a stride,
 * it makes a layout return coordinates instead of integer offsets (TMA, tensor memory).
 */
public record ScaledBasis(SymInt coeff, int mode) implements IntTuple {

    public ScaledBasis {
        if (mode < 0) {
            throw new IllegalArgumentException("basis mode must be >= 0, got " + mode);
        }
    }

    public ScaledBasis scale(SymInt factor) {
        return new ScaledBasis(SymInt.mul(coeff, factor), mode);
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
        return coeff.toString() + "@" + mode;
    }
}
