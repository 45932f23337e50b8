package cuteprover.atom;

import cuteprover.CuteError;

import java.util.List;

/**
 * A TMA copy op by CuTe name (cute/arch/copy_sm90_tma.hpp): the tiled (not im2col) loads and stores that
 * {@code make_tma_atom} / {@code make_tma_copy} take. Only multicast loads may be shared by several CTAs.
 */
public record TmaOp(String name) {

    static final List<String> NAMES = List.of("SM90_TMA_LOAD", "SM90_TMA_LOAD_MULTICAST", "SM90_TMA_STORE", "SM90_TMA_REDUCE_ADD",
            "SM100_TMA_2SM_LOAD", "SM100_TMA_2SM_LOAD_MULTICAST");

    public static boolean looksLikeTma(String head) {
        return head.matches("SM\\d+_TMA_\\w+");
    }

    static TmaOp resolve(TypeName t) {
        if (!t.args().isEmpty()) {
            throw new CuteError(t.head() + " takes no template arguments, got " + t);
        }
        if (!NAMES.contains(t.head())) {
            throw new CuteError("unknown or unsupported TMA op '" + t.head() + "' (im2col and gather TMA are not modelled)"
                    + Closest.suggest(t.head(), NAMES));
        }
        return new TmaOp(t.head());
    }

    /** SM100's 2-SM loads: one atom for the CTA pair of a 2-SM MMA (ThrID 2:1), each CTA's values as a 1-SM load's. */
    public boolean twoSm() {
        return name.startsWith("SM100_TMA_2SM");
    }

    public boolean multicast() {
        return name.endsWith("_MULTICAST");
    }

    @Override
    public String toString() {
        return name;
    }
}
