package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;

import java.util.List;

/**
 * What a kernel's launch declares for its body: CUDA's {@code threadIdx}, {@code blockIdx} (parameters ranging over the
 * launch's block and grid) and {@code cute::block_rank_in_cluster()}.
 */
final class LaunchIndices {

    private final Scope scope;
    private final StatementRunner.Step step;

    LaunchIndices(Scope scope, StatementRunner.Step step) {
        this.scope = scope;
        this.step = step;
    }

    /**
     * CUDA's indices in the launched kernel: {@code threadIdx.x} in [0, block.x), {@code blockIdx.x} in [0, grid.x), and
     * so on (a dim3's sizes, an integer's as (n,1,1)); where the configuration does not read, undeclared. Indices
     * the file declares itself are kept.
     */
    void declare(Statement.Launch l) {
        String[] axes = {"x", "y", "z"};
        for (int i = 0; i < 3; i++) {
            index("threadIdx." + axes[i], l.block(), i, l.pos());
            index("blockIdx." + axes[i], l.grid(), i, l.pos());
        }
        clusterRank(l);
    }

    /**
     * {@code cute::block_rank_in_cluster()}: the CTA's linear index in its cluster, from blockIdx and the launch's cluster
     * shape C, blockIdx.x % C.x + (blockIdx.y % C.y) * C.x + (blockIdx.z % C.z) * C.x * C.y (0 without a cluster).
     */
    private void clusterRank(Statement.Launch l) {
        String name = "block_rank_in_cluster";
        if (scope.definitions.containsKey(name)) {
            return;
        }
        String rank = "0";
        Located<Expr> c = l.cluster();
        if (c != null) {
            String x = "get(" + c.text() + ", 0)";
            String y = "get(" + c.text() + ", 1)";
            String z = "get(" + c.text() + ", 2)";
            rank = "blockIdx.x % " + x + " + (blockIdx.y % " + y + ") * " + x + " + (blockIdx.z % " + z + ") * " + x + " * " + y;
        }
        try {
            step.apply(new Statement.Let(name, new Located<>(cuteprover.expr.Parser.parse(rank), rank,
                    c != null ? c.lines() : null, c != null ? c.startOffset() : 0), l.pos(), true));
        } catch (CuteError unreadable) {
            // the cluster's shape does not read: block_rank_in_cluster() stays unknown
        }
    }

    private void index(String name, Located<Expr> dims, int axis, SourcePos pos) {
        if (scope.definitions.containsKey(name) || dims == null) {
            return;
        }
        String bound = switch (dimsKind(dims)) {
            case DIM3 -> "get(" + dims.text() + ", " + axis + ")";
            case INTEGER -> axis == 0 ? "(" + dims.text() + ")" : "1";
            case UNKNOWN -> null;
        };
        if (bound == null) {
            // the configuration does not read: the index stays undeclared (an unbounded one would give counterexamples
            // that cannot happen), and what reads it says to declare it
            return;
        }
        String range = "0 <= " + name + " && " + name + " < " + bound;
        try {
            Located<Expr> where = new Located<>(cuteprover.expr.Parser.parse(range), range, dims.lines(), dims.startOffset());
            step.apply(new Statement.Param(List.of(name), where, pos));
        } catch (CuteError unreadable) {
            // keeps the index undeclared (not a parameter without its range): what reads it says so
            scope.params.remove(name);
            scope.definitions.remove(name);
            scope.definedAt.remove(name);
        }
    }

    private enum DimsKind { DIM3, INTEGER, UNKNOWN }

    /**
     * Whether a launch's grid or block is a dim3 or an integer: a field of CUTLASS's ClusterLaunchParams is a dim3, a name
     * is what it was declared as (a dim3 of symbolic sizes too), anything else as it evaluates.
     */
    private DimsKind dimsKind(Located<Expr> dims) {
        if (dims.value() instanceof Expr.Call c && c.name().equals("get") && c.args().size() == 2
                && c.args().get(0) instanceof Expr.Name n && scope.definitions.containsKey(n.name())) {
            return DimsKind.DIM3;   // get(params, i) of cutlass::ClusterLaunchParams{dimGrid, dimBlock, dimCluster, ...}
        }
        Object value = dims.value() instanceof Expr.Name n ? scope.definitions.get(n.name()) : null;
        if (value instanceof DeferredDefinition d) {
            return d.text().startsWith("dim3") ? DimsKind.DIM3 : DimsKind.UNKNOWN;
        }
        if (value == null) {
            try {
                value = new Evaluator(Decider.CONCRETE, true, scope.definitions).evaluate(dims.value());
            } catch (CuteError symbolic) {
                return DimsKind.UNKNOWN;
            }
        }
        if (value instanceof cuteprover.tuple.Tuple t && t.rank() == 3) {
            return DimsKind.DIM3;
        }
        return value instanceof cuteprover.tuple.SymInt ? DimsKind.INTEGER : DimsKind.UNKNOWN;
    }
}
