package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.atom.CopyAtom;
import cuteprover.atom.Retile;
import cuteprover.atom.TiledCopy;

/** The register side of a TiledCopy (cuteprover.atom.Retile): retile_S, retile_D, make_tiled_copy_C_atom. */
final class RetileFunctions {

    private RetileFunctions() {
    }

    static void register(FunctionTable t) {
        for (String side : new String[] {"S", "D"}) {
            t.register("retile_" + side, 2, 2, "retile_" + side + "(TILED_COPY, FRAGMENT): the register fragment as (CPY,CPY_M,CPY_N,...)",
                    RetileFunctions::retile);
        }
        t.register("make_tiled_copy_C_atom", 2, 2, "make_tiled_copy_C_atom(COPY_ATOM, TILED_MMA)", a -> {
            if (!(a.value(0) instanceof CopyAtom atom)) {
                throw a.error(0, "expected a copy atom (Copy_Atom<OP,T>) but got " + Values.describe(a.value(0)));
            }
            try {
                return Retile.tiledCopyCAtom(atom, AtomFunctions.tiled(a, 1), a.decider());
            } catch (CuteError e) {
                throw AtomFunctions.located(a, 0, e);
            }
        });
    }

    /** CuTe's retile_S and retile_D are the same function (TiledCopy::retile): both sides use the reference layout. */
    private static Object retile(Args a) {
        if (!(a.value(0) instanceof TiledCopy copy)) {
            throw a.error(0, "expected a TiledCopy (make_tiled_copy(...)) but got " + Values.describe(a.value(0)));
        }
        try {
            return Retile.retile(copy, AtomFunctions.layoutOrShape(a, 1), a.decider());
        } catch (CuteError e) {
            throw AtomFunctions.located(a, 1, e);
        }
    }
}
