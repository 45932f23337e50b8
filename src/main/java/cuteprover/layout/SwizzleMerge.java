package cuteprover.layout;

import cuteprover.CuteError;

/**
 * CuTe's composition of two swizzles (swizzle.hpp): of one shift S, the swizzle whose source bits are the XOR of the
 * two source masks and whose target bits the XOR of the two target masks ({@code make_swizzle<Y,Z>}), so
 * {@code Sw<2,0,3> o Sw<1,2,3>} is {@code Sw<3,0,3>}. CuTe asserts only that the shifts agree and that the masks make
 * one swizzle; the result is also checked here to be the two applied one after the other, on every offset the two read
 * or write (where it is not, as when one's source bits are the other's target bits, it is refused).
 */
public final class SwizzleMerge {

    /** Offsets up to 2^this are enumerated to check the merge; every swizzle of a real kernel reads far fewer bits. */
    private static final int MAX_CHECKED_BITS = 24;

    private SwizzleMerge() {
    }

    /** {@code outer o inner}: x -> outer(inner(x)). */
    public static Swizzle compose(Swizzle outer, Swizzle inner) {
        if (outer.shift() != inner.shift()) {
            throw new CuteError("composition of " + outer + " and " + inner + ": CuTe can only merge swizzles of the same shift"
                    + " (static_assert \"Can only merge swizzles of the same shift.\")");
        }
        long y = outer.yyyMask() ^ inner.yyyMask();
        long z = outer.zzzMask() ^ inner.zzzMask();
        int bits = Long.bitCount(y);
        if (bits != Long.bitCount(z)) {
            throw new CuteError("composition of " + outer + " and " + inner + ": the merged source and target bits differ in number"
                    + " (CuTe's static_assert \"Number of bits in Y and Z don't match\")");
        }
        Swizzle merged = bits == 0 ? new Swizzle(0, 0, 0)
                : new Swizzle(bits, Math.min(Long.numberOfTrailingZeros(y), Long.numberOfTrailingZeros(z)),
                        Long.numberOfTrailingZeros(y) - Long.numberOfTrailingZeros(z));
        if (bits != 0 && (merged.yyyMask() | merged.zzzMask()) != (y | z)) {
            throw new CuteError("composition of " + outer + " and " + inner + ": the merged bits are not one swizzle's"
                    + " (CuTe's static_assert \"Something went wrong.\")");
        }
        int span = Math.max(Math.max(outer.span(), inner.span()), merged.span());
        if (span > MAX_CHECKED_BITS) {
            throw new CuteError("composition of " + outer + " and " + inner + ": the merge is checked on every offset below 2^"
                    + MAX_CHECKED_BITS + ", and these swizzles read bits up to " + span);
        }
        for (long x = 0; x < 1L << span; x++) {
            if (merged.apply(x) != outer.apply(inner.apply(x))) {
                throw new CuteError("composition of " + outer + " and " + inner + ": CuTe's merge " + merged + " is not the two"
                        + " applied one after the other: at offset " + x + " it gives " + merged.apply(x) + ", they give "
                        + outer.apply(inner.apply(x)));
            }
        }
        return merged;
    }
}
