package cuteprover.smem;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;

/**
 * The shared-memory matrix descriptor of wgmma (sm90, CuTe's {@code GmmaDescriptor}) and tcgen05.mma
 * (sm100, {@code UmmaDescriptor}): from its fields to the layout the instruction reads.
 *
 * <p>The descriptor does not name a layout; it names a <em>canonical</em> one (PTX ISA, "matrix
 * descriptor" and "shared memory matrix layout"; CuTe writes the same table above {@code make_gmma_desc}).
 * In units of 16 bytes ({@code T} elements), with {@code W} the 16-byte chunks of one swizzle row (1 for
 * INTERLEAVE / SWIZZLE_NONE, 2, 4, 8 for 32, 64, 128 bytes), an operand tile of MN x K elements is
 * <pre>
 *   K-major,  no swizzle : ((8,MN/8),(T,2)):((T,SBO),(1,LBO))
 *   K-major,  swizzled   : ((8,MN/8),(T,2)):((W*T,SBO),(1,T))             (LBO is not used)
 *   MN-major, no swizzle : ((T,MN/T),(8,K/8)):((1,SBO),(T,LBO))
 *   MN-major, swizzled   : ((T,W,MN/(W*T)),(R,K/R)):((1,T,LBO),(W*T,SBO))   R = 8 rows (4 for 128B_BASE32B)
 * </pre>
 * and the instruction reads element (mn,k) at byte address {@code Sw(start + E*canonical(mn,k))}, E the
 * element size: the swizzle ({@code Sw<log2 W,4,3>} on byte addresses, {@code Sw<2,5,2>} for UMMA's
 * 128B_BASE32B) acts on the address bits, so a start inside a swizzle repeat (CuTe's k-blocks add 32 bytes
 * to the start field) reads the repeat's rows as the smem layout does. Base offset 0 is assumed (CuTe
 * always writes 0): the buffer starts at a multiple of the swizzle repeat.
 *
 * <p>{@link #layout()} returns that map in element offsets, the units of CuTe's smem layouts: the
 * swizzle's lowest permuted bit drops by log2(E), as for the shared-memory atoms. Only dense operands are
 * modelled: K is 32 bytes of elements (K = 256 / bits).
 *
 * @param layoutType  the descriptor's layout type (which also says GMMA or UMMA)
 * @param major       K-major (CuTe's {@code Major::K}, 0) or MN-major ({@code Major::MN}, 1)
 * @param elementBits 8, 16 or 32
 * @param mn          the operand's M (A) or N (B) extent of one instruction
 * @param k           the instruction's K
 * @param startBytes  start address in bytes (the field holds it >> 4)
 * @param leadingBytes leading dimension byte offset (LBO, the field holds it >> 4)
 * @param strideBytes stride dimension byte offset (SBO, the field holds it >> 4)
 */
public record MatrixDescriptor(LayoutType layoutType, Major major, int elementBits, long mn, long k,
                               long startBytes, long leadingBytes, long strideBytes) {

    /** The operand's major-ness, with CuTe's enum values ({@code GMMA::Major} and {@code UMMA::Major} agree). */
    public enum Major {
        K, MN;

        public static Major ofCode(long code) {
            if (code < 0 || code > 1) {
                throw new CuteError("major must be 0 (K) or 1 (MN), got " + code);
            }
            return values()[(int) code];
        }
    }

    /** The descriptor's layout type (swizzle mode), by CuTe name and by the code the descriptor holds. */
    public enum LayoutType {
        GMMA_INTERLEAVE("GMMA", "INTERLEAVE", 0, 1),
        GMMA_B128("GMMA", "B128", 1, 8),
        GMMA_B64("GMMA", "B64", 2, 4),
        GMMA_B32("GMMA", "B32", 3, 2),
        UMMA_SWIZZLE_NONE("UMMA", "SWIZZLE_NONE", 0, 1),
        UMMA_SWIZZLE_128B_BASE32B("UMMA", "SWIZZLE_128B_BASE32B", 1, 8),
        UMMA_SWIZZLE_128B("UMMA", "SWIZZLE_128B", 2, 8),
        UMMA_SWIZZLE_64B("UMMA", "SWIZZLE_64B", 4, 4),
        UMMA_SWIZZLE_32B("UMMA", "SWIZZLE_32B", 6, 2);

        final String family;
        final String cuteName;
        final int code;
        /** W: 16-byte chunks in one swizzle row. */
        final int rowChunks;

        LayoutType(String family, String cuteName, int code, int rowChunks) {
            this.family = family;
            this.cuteName = cuteName;
            this.code = code;
            this.rowChunks = rowChunks;
        }

        public String family() {
            return family;
        }

        public int code() {
            return code;
        }

        /** By CuTe name ({@code B128}, {@code SWIZZLE_64B}) within a family, or null. */
        public static LayoutType named(String family, String name) {
            for (LayoutType t : values()) {
                if (t.family.equals(family) && t.cuteName.equals(name)) {
                    return t;
                }
            }
            return null;
        }

        /** By the code the descriptor holds. */
        public static LayoutType ofCode(String family, long code) {
            for (LayoutType t : values()) {
                if (t.family.equals(family) && t.code == code) {
                    return t;
                }
            }
            throw new CuteError(family + " layout type code " + code + " is not one of " + codes(family));
        }

        static String codes(String family) {
            StringBuilder sb = new StringBuilder();
            for (LayoutType t : values()) {
                if (t.family.equals(family)) {
                    sb.append(sb.length() == 0 ? "" : ", ").append(t.code).append(" (").append(t.cuteName).append(')');
                }
            }
            return sb.toString();
        }

        boolean base32() {
            return this == UMMA_SWIZZLE_128B_BASE32B;
        }

        /** The swizzle on byte addresses. */
        Swizzle byteSwizzle() {
            return base32() ? new Swizzle(2, 5, 2) : new Swizzle(Integer.numberOfTrailingZeros(rowChunks), 4, 3);
        }

        @Override
        public String toString() {
            return family + "::LayoutType::" + cuteName;
        }
    }

    /**
     * The value of a CuTe enumerator name: {@code GMMA::Major::K}, {@code UMMA::Major::MN},
     * {@code GMMA::LayoutType::B128}, {@code UMMA::LayoutType::SWIZZLE_64B}; null for other names.
     */
    public static Object cuteEnum(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(GMMA|UMMA)::(Major|LayoutType)::(\\w+)").matcher(text);
        if (!m.matches()) {
            return null;
        }
        if (m.group(2).equals("Major")) {
            for (Major major : Major.values()) {
                if (major.name().equals(m.group(3))) {
                    return major;
                }
            }
            throw new CuteError("unknown " + m.group(1) + "::Major '" + m.group(3) + "': K or MN");
        }
        LayoutType t = LayoutType.named(m.group(1), m.group(3));
        if (t == null) {
            throw new CuteError("unknown " + m.group(1) + "::LayoutType '" + m.group(3) + "': one of " + LayoutType.codes(m.group(1)));
        }
        return t;
    }

    /** Largest byte value a 14-bit field of 16-byte units holds. */
    static final long FIELD_LIMIT_BYTES = (1L << 14) * 16;

    public MatrixDescriptor {
        if (elementBits != 8 && elementBits != 16 && elementBits != 32) {
            throw new CuteError("element size must be 8, 16 or 32 bits, got " + elementBits);
        }
        field("start address", startBytes);
        field("leading byte offset (LBO)", leadingBytes);
        field("stride byte offset (SBO)", strideBytes);
        if (k * elementBits != 256) {
            throw new CuteError("K = " + k + " of " + elementBits + "-bit elements is not one dense instruction's K: K * bits must be 256 (32 bytes), so K = "
                    + 256 / elementBits);
        }
        if (layoutType.base32() && major == Major.K) {
            throw new CuteError(layoutType + " is only defined for MN-major operands (CuTe: invalid for Major-K)");
        }
        long unit = mnUnit(layoutType, major, 16 / (elementBits / 8));
        if (mn < 1 || mn % unit != 0) {
            throw new CuteError("MN = " + mn + " must be a positive multiple of " + unit + " for a " + major + "-major " + layoutType
                    + " operand of " + elementBits + "-bit elements (one swizzle atom along MN)");
        }
    }

    private static void field(String name, long bytes) {
        if (bytes < 0 || bytes % 16 != 0 || bytes >= FIELD_LIMIT_BYTES) {
            throw new CuteError("the " + name + " must be a multiple of 16 bytes in [0, " + FIELD_LIMIT_BYTES
                    + ") (a 14-bit field of 16-byte units), got " + bytes);
        }
    }

    /** The MN extent of one canonical atom, in elements. */
    private static long mnUnit(LayoutType type, Major major, long t) {
        return major == Major.K ? 8 : t * type.rowChunks;
    }

    /**
     * The same layout with a symbolic start address in bytes (a k-block's {@code 32*kb}): it must be a
     * multiple of 16 as a polynomial (each coefficient), which keeps it a whole number of elements.
     */
    public ComposedLayout layoutAt(SymInt start) {
        SymInt units = SymInt.div(start, SymInt.of(16));
        if (!SymInt.mul(units, SymInt.of(16)).equals(start)) {
            throw new CuteError("the start address " + start + " must be a multiple of 16 bytes for every value; write it as 16*k or 32*kb");
        }
        ComposedLayout at0 = layout();
        return new ComposedLayout(at0.outer(), SymInt.mul(units, SymInt.of(16 / (elementBits / 8))), at0.inner());
    }

    /** The layout the instruction reads, (mn,k) -> element offset, as {@code Sw o start o canonical}. */
    public ComposedLayout layout() {
        long e = elementBits / 8;
        long t = 16 / e;
        long w = layoutType.rowChunks;
        long lbo = leadingBytes / e;
        long sbo = strideBytes / e;
        Layout canonical;
        if (major == Major.K) {
            IntTuple shape = IntTuple.of(IntTuple.of(SymInt.of(8), SymInt.of(mn / 8)), IntTuple.of(SymInt.of(t), SymInt.of(2)));
            IntTuple stride = w == 1
                    ? IntTuple.of(IntTuple.of(SymInt.of(t), SymInt.of(sbo)), IntTuple.of(SymInt.ONE, SymInt.of(lbo)))
                    : IntTuple.of(IntTuple.of(SymInt.of(w * t), SymInt.of(sbo)), IntTuple.of(SymInt.ONE, SymInt.of(t)));
            canonical = new Layout(shape, stride);
        } else if (w == 1) {
            canonical = new Layout(
                    IntTuple.of(IntTuple.of(SymInt.of(t), SymInt.of(mn / t)), IntTuple.of(SymInt.of(8), SymInt.of(k / 8))),
                    IntTuple.of(IntTuple.of(SymInt.ONE, SymInt.of(sbo)), IntTuple.of(SymInt.of(t), SymInt.of(lbo))));
        } else {
            long rows = layoutType.base32() ? 4 : 8;
            canonical = new Layout(
                    IntTuple.of(IntTuple.of(SymInt.of(t), SymInt.of(w), SymInt.of(mn / (w * t))),
                            IntTuple.of(SymInt.of(rows), SymInt.of(k / rows))),
                    IntTuple.of(IntTuple.of(SymInt.ONE, SymInt.of(t), SymInt.of(lbo)),
                            IntTuple.of(SymInt.of(w * t), SymInt.of(sbo))));
        }
        Swizzle bytes = layoutType.byteSwizzle();
        Swizzle elements = new Swizzle(bytes.bits(), bytes.base() - Long.numberOfTrailingZeros(e), bytes.shift());
        return new ComposedLayout(elements, SymInt.of(startBytes / e), canonical);
    }
}
