package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * upcast&lt;N&gt;, downcast&lt;N&gt; and recast_layout&lt;T,U&gt; of swizzles and composed layouts, as CuTe
 * (swizzle_layout.hpp, layout_composed.hpp): each part is recast on its own.
 * <ul>
 *   <li>{@code upcast<N>(Sw<B,M,S>) = Sw<B,M-log2 N,S>}, or {@code Sw<max(B+M-log2 N,0),0,S>} when M &lt; log2 N
 *       (the swizzle's low bits fall inside one new element); {@code downcast<N>(Sw<B,M,S>) = Sw<B,M+log2 N,S>}.
 *       N must be a power of two.</li>
 *   <li>The offset: {@code O/N} (CuTe's safe_div: N must divide O) or {@code O*N}.</li>
 *   <li>The inner layout, and a layout used as the outer function, by {@link Recast}.</li>
 * </ul>
 * So {@code downcast(Sw<3,3,3> o 0 o (8,64):(64,1), 2)} is the byte form {@code Sw<3,4,3> o 0 o (8,128):(128,1)}
 * of the 16-bit GMMA K-major SW128 atom, and element and byte forms can be compared in one property.
 */
public final class ComposedRecast {

    private ComposedRecast() {
    }

    public static Swizzle upcast(Swizzle sw, SymInt n) {
        int log2 = log2(n, "upcast");
        int newBase = sw.base() - log2;
        return newBase >= 0 ? new Swizzle(sw.bits(), newBase, sw.shift()) : new Swizzle(Math.max(sw.bits() + newBase, 0), 0, sw.shift());
    }

    public static Swizzle downcast(Swizzle sw, SymInt n) {
        return new Swizzle(sw.bits(), sw.base() + log2(n, "downcast"), sw.shift());
    }

    public static Object upcast(ComposedLayout c, SymInt n, Decider d) {
        ComposedLayout.Outer outer = outer(c, n, d, true);
        SymInt offset = (SymInt) c.offset();
        if (!d.divides(n, offset)) {
            throw new CuteError("upcast of " + c + " by " + n + ": the offset " + offset + " is not a multiple of " + n
                    + " (CuTe's safe_div)");
        }
        return compose(outer, SymInt.div(offset, n), Recast.upcast(c.inner(), n, d));
    }

    public static Object downcast(ComposedLayout c, SymInt n, Decider d) {
        ComposedLayout.Outer outer = outer(c, n, d, false);
        return compose(outer, SymInt.mul((SymInt) c.offset(), n), Recast.downcast(c.inner(), n, d));
    }

    /**
     * CuTe's recast_layout&lt;Old,New&gt; for element sizes in bits: with New/Old = num/den in lowest terms,
     * downcast by den when num is 1, upcast by num when den is 1, else downcast&lt;den&gt;(upcast&lt;num&gt;(L)).
     */
    public static Object recast(Object value, long oldBits, long newBits, Decider d) {
        if (oldBits < 1 || newBits < 1) {
            throw new CuteError("recast_layout: element sizes must be >= 1 bit, got " + oldBits + " and " + newBits);
        }
        long g = java.math.BigInteger.valueOf(oldBits).gcd(java.math.BigInteger.valueOf(newBits)).longValue();
        SymInt num = SymInt.of(newBits / g);
        SymInt den = SymInt.of(oldBits / g);
        Object v = value;
        if (!num.isConstant(1)) {
            v = up(v, num, d);
        }
        if (!den.isConstant(1)) {
            v = down(v, den, d);
        }
        return v;
    }

    /** upcast&lt;N&gt; of a layout, a swizzle or a composed layout. */
    public static Object up(Object v, SymInt n, Decider d) {
        return cast(v, n, d, true);
    }

    /** downcast&lt;N&gt; of a layout, a swizzle or a composed layout. */
    public static Object down(Object v, SymInt n, Decider d) {
        return cast(v, n, d, false);
    }

    /** The one dispatch on the kind of value, for both directions ({@code up}: upcast, else downcast). */
    private static Object cast(Object v, SymInt n, Decider d, boolean up) {
        if (v instanceof ComposedLayout c) {
            return up ? upcast(c, n, d) : downcast(c, n, d);
        }
        if (v instanceof Swizzle sw) {
            return up ? upcast(sw, n) : downcast(sw, n);
        }
        return up ? Recast.upcast((Layout) v, n, d) : Recast.downcast((Layout) v, n, d);
    }

    /** A composed layout's outer function recast: a swizzle by its bits, a layout function as a layout. */
    private static ComposedLayout.Outer outer(ComposedLayout c, SymInt n, Decider d, boolean up) {
        if (c.outer() instanceof Swizzle sw) {
            return up ? upcast(sw, n) : downcast(sw, n);
        }
        return new ComposedLayout.LayoutFunction((Layout) cast(((ComposedLayout.LayoutFunction) c.outer()).layout(), n, d, up));
    }

    /** CuTe's composition(A, O, B): a swizzle without bits at offset 0 is B itself. */
    private static Object compose(ComposedLayout.Outer outer, IntTuple offset, Layout inner) {
        if (outer instanceof Swizzle sw && sw.bits() == 0 && offset instanceof SymInt s && s.isConstant(0)) {
            return inner;
        }
        return new ComposedLayout(outer, offset, inner);
    }

    private static int log2(SymInt n, String op) {
        if (!n.isConst() || n.value() < 1 || Long.bitCount(n.value()) != 1) {
            throw new CuteError(op + " of a swizzle needs a power-of-two factor, got " + n);
        }
        return Long.numberOfTrailingZeros(n.value());
    }
}
