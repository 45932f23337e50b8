package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.smem.BankModel;
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
        t.register("bank_conflicts", 3, 3, "bank_conflicts(SMEM,BYTES,TV): worst n-way bank conflict, 1 = conflict-free",
                a -> SymInt.of(analyze(a).degree()));
        t.register("bank_wavefronts", 3, 3, "bank_wavefronts(SMEM,BYTES,TV): shared-memory wavefronts, the sum over phases",
                a -> SymInt.of(analyze(a).wavefronts()));
        t.register("bank_report", 3, 3, "bank_report(SMEM,BYTES,TV): vector width, degree, wavefronts and the worst phase",
                a -> new Report(analyze(a)));
        t.register("synthesize_swizzle", 3, 2 + MAX_ACCESSES, "synthesize_swizzle(SMEM,BYTES,TV1,...): the smallest conflict-free Sw<B,M,S>",
                a -> synthesize(a, false).swizzle());
        t.register("synthesize_tma_swizzle", 3, 2 + MAX_ACCESSES, "synthesize_tma_swizzle(SMEM,BYTES,TV1,...): the TMA swizzle mode to pick",
                a -> synthesize(a, true));
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
        Layout tv = a.layout(2);
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
            Layout tv = a.layout(i);
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
