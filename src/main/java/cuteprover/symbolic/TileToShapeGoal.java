package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.Layout;
import cuteprover.layout.Product;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code tile_to_shape_valid(block, shape)}: copies of the block tile the target shape. Each mode of
 * the target must be a multiple of the block's (else the cells from {@code floor(t/b)*b} on in that
 * mode are left uncovered: the witness), and where the sizes allow it, CuTe's tile_to_shape result
 * (a blocked product) sends distinct cells to distinct offsets whenever the block does.
 */
final class TileToShapeGoal {

    private TileToShapeGoal() {
    }

    static void register() {
        Goals.register("tile_to_shape_valid", 2, TileToShapeGoal::goal);
    }

    private static Goal goal(Scope scope, Expr.Call c, List<Object> args) {
        Layout block = Goals.integerLayout(c, args, 0);
        IntTuple target = shape(c, args);
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
        if (allDivide && injective(block, scope)) {
            Layout tiled = Product.tileToShape(block, target, null, scope.decider);
            checks.add(new LayoutChecks.Injective(w -> Product.tileToShape(w.layout(blockExpr), w.tuple(targetExpr), null), tiled));
        }
        return Goal.of(Goals.text(c, args), checks);
    }

    private static boolean injective(Layout block, Scope scope) {
        return AlgebraGoals.injective(scope, block);
    }

    private static IntTuple shape(Expr.Call c, List<Object> args) {
        Object s = args.get(1);
        if (s instanceof IntTuple t && !(s instanceof ScaledBasis)) {
            return t;
        }
        if (s instanceof Layout l) {
            return l.shape();
        }
        throw Goals.argError(c, 1, "expected a shape but got " + Values.describe(s));
    }

    /** Mode k of the target is a multiple of the block's; the witness is the first uncovered coordinate. */
    private static final class ModeDivides extends Check {
        private final int mode;
        private final int rank;
        private final SymInt block;
        private final SymInt target;
        private final Expr blockExpr;
        private final Expr targetExpr;

        ModeDivides(int mode, int rank, SymInt block, SymInt target, Expr blockExpr, Expr targetExpr) {
            this.mode = mode;
            this.rank = rank;
            this.block = block;
            this.target = target;
            this.blockExpr = blockExpr;
            this.targetExpr = targetExpr;
        }

        @Override
        String description() {
            return "mode " + mode + " of the target (" + target + ") is a multiple of the block's (" + block + ")";
        }

        @Override
        List<String> coordinateNames() {
            return List.of("uncovered m" + mode);
        }

        @Override
        Encoded encode(Scope scope) {
            Context ctx = scope.enc.ctx();
            BoolExpr notMultiple = ctx.mkNot(scope.enc.encode(new Cond.Divides(block, target)));
            return new Encoded(notMultiple, List.of(scope.enc.encode(SymInt.mul(SymInt.div(target, block), block))));
        }

        @Override
        Outcome recheck(World w, List<Long> c) {
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
            Layout b = w.layout(blockExpr);
            IntTuple t = w.tuple(targetExpr);
            int blockRank = b.shape().isLeaf() ? 1 : b.rank();
            long have = mode < blockRank ? (b.shape().isLeaf() ? b.size() : b.mode(mode).size()).value() : 1;
            long want = Tuples.product(t.isLeaf() ? t : ((Tuple) t).elements().get(mode)).value();
            return new long[] {have, want};
        }

        @Override
        Enumerated enumerate(Scope scope) {
            SymInt b = block.substitute(scope.assumptions.substitution());
            SymInt t = target.substitute(scope.assumptions.substitution());
            if (!b.isConst() || !t.isConst()) {
                return Enumerated.NOT_APPLICABLE;
            }
            return t.value() % b.value() == 0 ? Enumerated.HOLDS : Enumerated.found(t.value() / b.value() * b.value());
        }
    }
}
