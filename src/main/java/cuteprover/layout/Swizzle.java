package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * CuTe's {@code Swizzle<B,M,S>}: XOR the B bits at position M+max(0,S) (the YYY mask) into the B
 * bits at position M-min(0,S) (the ZZZ mask). The M lowest bits are never touched; a positive S
 * moves YYY right onto ZZZ, a negative S moves it left.
 * <pre>
 *   0bxxxxxxxxxxxxxxxYYYxxxxxxxZZZxxxx      S = 7, B = 3, M = 4
 *   result: ZZZ := ZZZ xor YYY
 * </pre>
 * Because |S| &gt;= B the two masks are disjoint and YYY is unchanged, so a swizzle is an
 * involution (its own inverse) and a bijection on every [0, 2^k) with k &gt;= M+B+|S|.
 * Offsets are 64-bit here (CuTe computes in {@code int}; both agree wherever CuTe's is defined),
 * and M+B+|S| is limited to 62 so that the masks fit.
 */
public record Swizzle(int bits, int base, int shift) implements ComposedLayout.Outer {

    public Swizzle {
        if (bits < 0 || base < 0) {
            throw new CuteError("swizzle Sw<" + bits + "," + base + "," + shift + ">: B and M must be >= 0");
        }
        if (Math.abs(shift) < bits) {
            throw new CuteError("swizzle Sw<" + bits + "," + base + "," + shift + ">: |S| must be >= B (the masks would overlap)");
        }
        if ((long) bits + base + Math.abs((long) shift) > 62) {
            throw new CuteError("swizzle Sw<" + bits + "," + base + "," + shift + ">: B+M+|S| must be <= 62 (64-bit offsets)");
        }
    }

    private long bitMask() {
        return (1L << bits) - 1;
    }

    /** The source bits YYY. */
    public long yyyMask() {
        return bitMask() << (base + Math.max(0, shift));
    }

    /** The target bits ZZZ, which receive ZZZ xor YYY. */
    public long zzzMask() {
        return bitMask() << (base - Math.min(0, shift));
    }

    /** Number of low bits the swizzle reads or writes: it permutes every [0, 2^span()). */
    public int span() {
        return bits + base + Math.abs(shift);
    }

    /** CuTe's {@code offset ^ shiftr(offset & yyy_msk, S)}. */
    public long apply(long offset) {
        long y = offset & yyyMask();
        return offset ^ (shift >= 0 ? y >>> shift : y << -shift);
    }

    /**
     * The swizzle of an integer offset: computed for a constant, and for a symbolic offset the exact
     * term {@link #term(SymInt)}, which every property of the prover encodes the same way.
     */
    @Override
    public IntTuple apply(IntTuple offset) {
        if (offset instanceof SymInt s) {
            return s.isConst() ? SymInt.of(apply(s.value())) : term(s);
        }
        throw new CuteError(this + " is applied to an integer offset, got " + offset);
    }

    /**
     * The swizzle of a symbolic offset x as an integer term without bit operations (the integer bit
     * decomposition; the README's architecture notes give the measurements that chose it over
     * bit-vectors). With bit(x,j) = floor(x/2^j) mod 2 (two's complement bits, so exact for every
     * integer) and ZZZ at z, YYY at y:
     * <pre>
     *   Sw(x) = x + sum_{i&lt;B} 2^(z+i) * ( (floor(x/2^(y+i)) + floor(x/2^(z+i))) mod 2  -  floor(x/2^(z+i)) mod 2 )
     * </pre>
     * the first mod being the XOR of the two bits. Only floor division and modulo by constants
     * appear, which the encoder turns into bounded fresh quotients: linear integer arithmetic.
     */
    public SymInt term(SymInt x) {
        int z = Long.numberOfTrailingZeros(zzzMask());
        int y = Long.numberOfTrailingZeros(yyyMask());
        SymInt two = SymInt.of(2);
        SymInt out = x;
        for (int i = 0; i < bits; i++) {
            SymInt zq = SymInt.floorDivSplit(x, 1L << (z + i));
            SymInt yq = SymInt.floorDivSplit(x, 1L << (y + i));
            SymInt xorBit = SymInt.mod(SymInt.add(zq, yq), two);
            SymInt zBit = SymInt.mod(zq, two);
            out = SymInt.add(out, SymInt.mul(SymInt.of(1L << (z + i)), SymInt.sub(xorBit, zBit)));
        }
        return out;
    }

    @Override
    public String toString() {
        return "Sw<" + bits + "," + base + "," + shift + ">";
    }
}
