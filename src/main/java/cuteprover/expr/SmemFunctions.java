package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.smem.BankModel;
import cuteprover.smem.MatrixDescriptor;
import cuteprover.smem.SmemAccess;
import cuteprover.smem.SwizzleSynthesis;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;

/**
 * Shared memory: bank conflicts of a warp's access ({@link BankModel}) and swizzle synthesis
 * ({@link SwizzleSynthesis}). SMEM is a layout or a swizzled layout of element offsets, BYTES the
 * element size, TV a (thread, value) layout into SMEM's domain.
 */
final class SmemFunctions {

    private static final int MAX_ACCESSES = 16;

    private SmemFunctions() {
    }

    static void register(FunctionTable t) {
        t.register("bank_conflicts", 3, 3, "bank_conflicts(SMEM,BYTES,TV | TILED_COPY): worst n-way bank conflict, 1 = conflict-free",
                a -> SymInt.of(analyze(a).degree()));
        t.register("bank_wavefronts", 3, 3, "bank_wavefronts(SMEM,BYTES,TV): shared-memory wavefronts, the sum over phases",
                a -> SymInt.of(analyze(a).wavefronts()));
        t.register("bank_report", 3, 3, "bank_report(SMEM,BYTES,TV): vector width, degree, wavefronts and the worst phase",
                a -> new Report(analyze(a)));
        t.register("gmma_desc", 8, 8, "gmma_desc(MAJOR,LAYOUT_TYPE,BITS,MN,K,START,LBO,SBO): the layout wgmma reads through a shared-memory"
                + " descriptor, (mn,k) -> element offset; START, LBO, SBO in bytes", a -> descriptor(a, "GMMA"));
        t.register("umma_desc", 8, 8, "umma_desc(MAJOR,LAYOUT_TYPE,BITS,MN,K,START,LBO,SBO): the layout tcgen05.mma reads through a"
                + " shared-memory descriptor, (mn,k) -> element offset; START, LBO, SBO in bytes", a -> descriptor(a, "UMMA"));
        t.register("synthesize_swizzle", 3, 2 + MAX_ACCESSES, "synthesize_swizzle(SMEM,BYTES,TV1 | TILED_COPY,...): the smallest conflict-free Sw<B,M,S>",
                a -> synthesize(a, false).swizzle());
        t.register("synthesize_tma_swizzle", 3, 2 + MAX_ACCESSES, "synthesize_tma_swizzle(SMEM,BYTES,TV1,...): the TMA swizzle mode to pick",
                a -> synthesize(a, true));
    }

    /**
     * {@code gmma_desc} / {@code umma_desc}: the layout a wgmma / tcgen05.mma reads through a
     * shared-memory descriptor ({@link MatrixDescriptor}), in element offsets.
     */
    private static Object descriptor(Args a, String family) {
        MatrixDescriptor.Major major;
        if (a.value(0) instanceof MatrixDescriptor.Major m) {
            major = m;
        } else {
            major = withArgument(a, 0, () -> MatrixDescriptor.Major.ofCode(a.staticInt(0)));
        }
        MatrixDescriptor.LayoutType type;
        if (a.value(1) instanceof MatrixDescriptor.LayoutType t) {
            if (!t.family().equals(family)) {
                throw a.error(1, t + " is not a " + family + " layout type");
            }
            type = t;
        } else {
            type = withArgument(a, 1, () -> MatrixDescriptor.LayoutType.ofCode(family, a.staticInt(1)));
        }
        long bits = a.staticInt(2);
        SymInt start = a.integer(5);
        try {
            // A symbolic start (a k-block's 32*kb) keeps the start field's other checks on a static 0.
            MatrixDescriptor d = new MatrixDescriptor(type, major, (int) Math.min(bits, 1024), a.staticInt(3), a.staticInt(4),
                    start.isConst() ? start.value() : 0, a.staticInt(6), a.staticInt(7));
            return start.isConst() ? d.layout() : d.layoutAt(start);
        } catch (CuteError e) {
            throw new CuteError(family.toLowerCase() + "_desc: " + e.getMessage());
        }
    }

    private static <T> T withArgument(Args a, int i, java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (CuteError e) {
            throw a.error(i, e.getMessage());
        }
    }

    /** What bank_report prints. */
    record Report(BankModel.Result r) {
        @Override
        public String toString() {
            return "vector " + r.vector() + " x " + r.widthBytes() / r.vector() + " B (" + r.widthBytes() + " B per thread), degree " + r.degree()
                    + ", wavefronts " + r.wavefronts() + (r.degree() > 1 ? "; worst: " + r.worst() : "");
        }
    }

    private static Object smem(Args a) {
        Object v = a.value(0);
        if (v instanceof Layout || v instanceof ComposedLayout) {
            return v;
        }
        if (v instanceof SymInt) {
            return a.layout(0);
        }
        throw a.error(0, "expected a shared-memory layout (a layout or a swizzled layout) but got " + Values.describe(v));
    }

    /** TV: a (thread, value) layout into SMEM's domain, or a TiledCopy, whose shared-memory side is read on SMEM's first tile. */
    private static Layout accessTv(Args a, Object smem, int i) {
        Layout tv;
        try {
            tv = cuteprover.atom.SmemSideOfCopy.accessTv(smem, a.value(i), a.decider());
        } catch (cuteprover.CuteError e) {
            throw a.error(i, e.getMessage());
        }
        return tv != null ? tv : a.layout(i);   // a.layout names the argument's wrong kind
    }

    private static int bytes(Args a) {
        long b = a.staticInt(1);
        try {
            BankModel.requireElementBytes(b);
        } catch (CuteError e) {
            throw a.error(1, e.getMessage());
        }
        return (int) b;
    }

    private static BankModel.Result analyze(Args a) {
        Object smem = smem(a);
        int bytes = bytes(a);
        Layout tv = accessTv(a, smem, 2);
        long[][] addr;
        try {
            addr = SmemAccess.addresses(smem, bytes, tv);
        } catch (CuteError e) {
            throw a.error(2, e.getMessage());
        } catch (ArithmeticException e) {
            throw a.error(0, "a byte address of " + smem + " overflows 64 bits");
        }
        return BankModel.analyze(addr, bytes);
    }

    private static SwizzleSynthesis.Choice synthesize(Args a, boolean tma) {
        if (!(a.value(0) instanceof Layout) && !(a.value(0) instanceof SymInt)) {
            throw a.error(0, "expected an unswizzled shared-memory layout but got " + Values.describe(a.value(0)));
        }
        Layout smem = a.layout(0);
        int bytes = bytes(a);
        List<Layout> accesses = new ArrayList<>();
        for (int i = 2; i < a.count(); i++) {
            Layout tv = accessTv(a, smem, i);   // a TiledCopy as bank_report takes it, its shared-memory side
            try {
                SmemAccess.indices(tv, SmemAccess.domain(smem));
            } catch (CuteError e) {
                throw a.error(i, e.getMessage());
            }
            accesses.add(tv);
        }
        return SwizzleSynthesis.synthesize(smem, bytes, accesses, tma);
    }
}
