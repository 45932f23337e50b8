package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.BlockedProducts;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code tile_to_shape_valid(block, shape)}: copies of the block tile the target shape. Each mode of
 * the target must be a multiple of the block's (else the cells from {@code floor(t/b)*b} on in that
 * mode are left uncovered: the witness), and where the sizes allow it, CuTe's tile_to_shape result
 * (a blocked product) sends distinct cells to distinct offsets (else the two cells are the witness:
 * an overlapping block does not tile). A swizzled block is tiled by its inner layout.
 */
final class TileToShapeGoal {

    private TileToShapeGoal() {
    }

    static Goal goal(Scope scope, Expr.Call c, List<Object> args) {
        // A swizzled block Sw o O o B tiles as Sw o O o tile_to_shape(B, S): the swizzle and offset are a
        // bijection of offsets, so coverage and overlaps are those of B's tiling.
        Layout block = Goals.integerSwizzledInner(c, args, 0);
        IntTuple target = Goals.shape(c, args, 1);
        Expr blockExpr = c.args().get(0);
        Expr targetExpr = c.args().get(1);
        int rank = target.isLeaf() ? 1 : target.rank();
        int blockRank = block.shape().isLeaf() ? 1 : block.rank();
        if (blockRank > rank) {
            throw Goals.argError(c, 0, "the block " + block + " has rank " + blockRank + " but the target shape "
                    + Values.format(target) + " has rank " + rank);
        }
        List<Check> checks = new ArrayList<>();
        boolean allDivide = true;
        for (int k = 0; k < rank; k++) {
            SymInt want = Tuples.product(target.isLeaf() ? target : target.mode(k));
            SymInt have = k < blockRank ? (block.shape().isLeaf() ? block.size() : block.mode(k).size()) : SymInt.ONE;
            checks.add(new ModeDivides(k, rank, have, want, blockExpr, targetExpr));
            allDivide &= scope.decider.divides(have, want);
        }
        // An overlapping block (CuTe stops in the complement: "Non-injective Layout detected") is refuted
        // at two cells of its first copy, which sits at the target's origin; only an injective block is tiled.
        checks.add(new NoOverlap(new LayoutChecks.Injective(w -> w.innerLayout(blockExpr), block), blockExpr, targetExpr));
        if (allDivide && AlgebraGoals.injective(scope, block)) {
            Layout tiled;
            try {
                tiled = BlockedProducts.tileToShape(block, target, null, scope.decider);
            } catch (cuteprover.layout.Decider.Undecided u) {
                throw u;
            } catch (cuteprover.CuteError e) {
                // A block with holes whose complement CuTe cannot compose: tile_to_shape itself is undefined.
                throw new cuteprover.CuteError(Goals.text(c, args) + ": CuTe's tile_to_shape(" + block + "," + Values.format(target)
                        + ") does not exist (" + e.getMessage() + ")");
            }
            checks.add(new NoOverlap(new LayoutChecks.Injective(
                    w -> BlockedProducts.tileToShape(w.innerLayout(blockExpr), w.tuple(targetExpr), null), tiled), null, targetExpr));
        }
        return Goal.of(Goals.text(c, args), checks);
    }

    /**
     * The tiling sends distinct cells of the target to distinct offsets (an overlapping block, e.g. a
     * stride-0 mode, does not tile anything); the witness is reported as the two target coordinates.
     */
    /** blockExpr: the block, when the check is about the block itself (its indices are read in its own modes). */
    private record NoOverlap(LayoutChecks.Injective injective, Expr blockExpr, Expr targetExpr) implements RewordedCheck {

        @Override
        public Check inner() {
            return injective;
        }

        @Override
        public String description() {
            return blockExpr != null ? "no two cells of the block share an offset" : "no two cells of the target share an offset";
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            Outcome o = injective.recheck(w, c);
            if (!o.violated()) {
                return o;
            }
            IntTuple t = w.tuple(targetExpr);
            IntTuple modes = blockExpr != null ? padded(w.innerLayout(blockExpr).shape(), t) : t;
            return new Outcome(true, "coordinate " + coordinate(modes, Math.min(c.get(0), c.get(1))) + " of the target at offset " + o.lhs(),
                    "coordinate " + coordinate(modes, Math.max(c.get(0), c.get(1))) + " at offset " + o.rhs() + " too");
        }

        /** The block's shape with CuTe's trailing 1s up to the target's rank. */
        private static IntTuple padded(IntTuple block, IntTuple target) {
            if (target.isLeaf()) {
                return block;
            }
            List<IntTuple> modes = new ArrayList<>();
            for (int k = 0; k < target.rank(); k++) {
                modes.add(block.isLeaf() ? (k == 0 ? block : SymInt.ONE) : (k < block.rank() ? block.mode(k) : SymInt.ONE));
            }
            return new Tuple(modes);
        }

        @Override
        public Outcome recheckExact(java.util.Map<String, Long> variables, List<Long> c) {
            return injective.recheckExact(variables, c);
        }

        /** Index x of the tiled layout as a coordinate of the target (colexicographic over its modes). */
        private static String coordinate(IntTuple target, long x) {
            if (target.isLeaf()) {
                return Long.toString(x);
            }
            List<String> parts = new ArrayList<>();
            long rest = x;
            for (int k = 0; k < target.rank(); k++) {
                long size = Tuples.product(target.mode(k)).value();
                parts.add(Long.toString(rest % size));
                rest /= size;
            }
            return "(" + String.join(",", parts) + ")";
        }
    }

    /** Mode k of the target is a multiple of the block's; the witness is the first uncovered coordinate. */
    private record ModeDivides(int mode, int rank, SymInt block, SymInt target, Expr blockExpr, Expr targetExpr) implements Check {

        @Override
        public String description() {
            return "mode " + mode + " of the target (" + target + ") is a multiple of the block's (" + block + ")";
        }

        @Override
        public List<String> coordinateNames() {
            return List.of("uncovered m" + mode);
        }

        @Override
        public Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            BoolExpr notMultiple = ctx.mkNot(scope.enc.encode(new Cond.Divides(block, target)));
            return new Encoded(notMultiple, List.of(scope.enc.encode(SymInt.mul(SymInt.div(target, block), block))));
        }

        @Override
        public Outcome recheck(World w, List<Long> c) {
            long[] bt = sizes(w);
            if (bt[1] % bt[0] == 0) {
                return new Outcome(false, "?", "?");
            }
            return new Outcome(true, "coordinate " + coordinate(bt[1] / bt[0] * bt[0]) + " of the target",
                    "not covered by " + bt[1] / bt[0] + " copies of a block of " + bt[0] + " in mode " + mode);
        }

        private String coordinate(long at) {
            List<String> parts = new ArrayList<>();
            for (int k = 0; k < rank; k++) {
                parts.add(k == mode ? Long.toString(at) : "0");
            }
            return rank == 1 ? parts.get(0) : "(" + String.join(",", parts) + ")";
        }

        private long[] sizes(World w) {
            Layout b = w.innerLayout(blockExpr);
            IntTuple t = w.tuple(targetExpr);
            int blockRank = b.shape().isLeaf() ? 1 : b.rank();
            long have = mode < blockRank ? (b.shape().isLeaf() ? b.size() : b.mode(mode).size()).value() : 1;
            long want = Tuples.product(t.isLeaf() ? t : ((Tuple) t).elements().get(mode)).value();
            return new long[] {have, want};
        }

        @Override
        public Enumerated enumerate(Scope scope) {
            SymInt b = block.substitute(scope.assumptions.substitution());
            SymInt t = target.substitute(scope.assumptions.substitution());
            if (!b.isConst() || !t.isConst()) {
                return Enumerated.NOT_APPLICABLE;
            }
            return t.value() % b.value() == 0 ? Enumerated.HOLDS : Enumerated.found(t.value() / b.value() * b.value());
        }
    }
}
