package cuteprover.symbolic;

import cuteprover.tuple.Atom;
import cuteprover.tuple.Const;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * A {@link Cond} compiled for a block of points at once: each variable is a column ({@code
 * columns[slot][lane]}), each node of the tree runs one loop over the block's lanes instead of one
 * call per point (a forall over 2^17 points took 100-200 ms point by point, most of it in calls).
 * A lane is computed exactly as {@link CompiledCond} computes its point: the same operations in the
 * same order, {@code &&}, {@code ||} and {@code in} evaluating their later parts only on the lanes
 * still undecided, so an overflow or a zero divisor is met at a lane exactly where the point-by-point
 * form meets it. Which lane fails first is not kept: a caller re-runs a block that failed point by point.
 */
final class BlockCond {

    /** The most lanes in one block. */
    static final int LANES = 1024;

    private BlockCond() {
    }

    /** A condition over a block: the lanes of {@code lanes[0..count)} where it holds, in order, into {@code out}. */
    interface Test {
        int holding(long[][] columns, int[] lanes, int count, int[] out);
    }

    /** A term over a block: an array holding the term's value at each lane of {@code lanes[0..count)}. */
    private interface Term {
        long[] values(long[][] columns, int[] lanes, int count);
    }

    /** The condition over the given slots; IllegalArgumentException if it reads a variable without one. */
    static Test compile(Cond c, List<String> slots) {
        if (c instanceof Cond.Cmp cmp) {
            return comparison(cmp.op(), term(cmp.left(), slots), term(cmp.right(), slots));
        }
        if (c instanceof Cond.Divides d) {
            Term divisor = term(d.divisor(), slots);
            Term value = term(d.value(), slots);
            return (columns, lanes, count, out) -> {
                long[] k = divisor.values(columns, lanes, count);
                long[] v = value.values(columns, lanes, count);
                int n = 0;
                for (int i = 0; i < count; i++) {
                    int j = lanes[i];
                    if (k[j] != 0 ? v[j] % k[j] == 0 : v[j] == 0) {
                        out[n++] = j;
                    }
                }
                return n;
            };
        }
        if (c instanceof Cond.In in) {
            return membership(term(in.value(), slots), in.members().stream().map(m -> term(m, slots)).toArray(Term[]::new));
        }
        if (c instanceof Cond.And and) {
            Test[] parts = and.parts().stream().map(x -> compile(x, slots)).toArray(Test[]::new);
            int[] scratch = new int[LANES];
            return (columns, lanes, count, out) -> {
                int[] from = lanes;
                int n = count;
                for (Test t : parts) {
                    int[] to = from == scratch ? out : scratch;
                    n = t.holding(columns, from, n, to);
                    from = to;
                }
                if (from != out) {
                    System.arraycopy(from, 0, out, 0, n);
                }
                return n;
            };
        }
        if (c instanceof Cond.Or or) {
            Test[] parts = or.parts().stream().map(x -> compile(x, slots)).toArray(Test[]::new);
            int[] open = new int[LANES];
            int[] holds = new int[LANES];
            boolean[] decided = new boolean[LANES];
            return (columns, lanes, count, out) -> {
                System.arraycopy(lanes, 0, open, 0, count);
                int undecided = count;
                for (Test t : parts) {
                    int h = t.holding(columns, open, undecided, holds);
                    for (int i = 0; i < h; i++) {
                        decided[holds[i]] = true;
                    }
                    undecided = without(open, undecided, holds, h);
                }
                int n = 0;
                for (int i = 0; i < count; i++) {
                    int j = lanes[i];
                    if (decided[j]) {
                        decided[j] = false;
                        out[n++] = j;
                    }
                }
                return n;
            };
        }
        if (c instanceof Cond.Not not) {
            Test t = compile(not.operand(), slots);
            int[] holds = new int[LANES];
            return (columns, lanes, count, out) -> {
                int h = t.holding(columns, lanes, count, holds);
                System.arraycopy(lanes, 0, out, 0, count);
                return without(out, count, holds, h);
            };
        }
        boolean value = ((Cond.Bool) c).value();
        return (columns, lanes, count, out) -> {
            if (!value) {
                return 0;
            }
            System.arraycopy(lanes, 0, out, 0, count);
            return count;
        };
    }

    /** Removes the sorted {@code removed[0..r)} from the sorted {@code lanes[0..count)} in place; the new count. */
    private static int without(int[] lanes, int count, int[] removed, int r) {
        int n = 0;
        int k = 0;
        for (int i = 0; i < count; i++) {
            int j = lanes[i];
            if (k < r && removed[k] == j) {
                k++;
            } else {
                lanes[n++] = j;
            }
        }
        return n;
    }

    private static Test comparison(String op, Term left, Term right) {
        int kind = switch (op) {
            case "==" -> 0;
            case "!=" -> 1;
            case "<" -> 2;
            case "<=" -> 3;
            case ">" -> 4;
            default -> 5;
        };
        return (columns, lanes, count, out) -> {
            long[] l = left.values(columns, lanes, count);
            long[] r = right.values(columns, lanes, count);
            int n = 0;
            switch (kind) {
                case 0 -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] == r[j] ? 1 : 0;
                    }
                }
                case 1 -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] != r[j] ? 1 : 0;
                    }
                }
                case 2 -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] < r[j] ? 1 : 0;
                    }
                }
                case 3 -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] <= r[j] ? 1 : 0;
                    }
                }
                case 4 -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] > r[j] ? 1 : 0;
                    }
                }
                default -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[n] = j;
                        n += l[j] >= r[j] ? 1 : 0;
                    }
                }
            }
            return n;
        };
    }

    /** {@code value in {members}}: each member is evaluated only on the lanes no earlier member matched. */
    private static Test membership(Term value, Term[] members) {
        int[] open = new int[LANES];
        boolean[] matched = new boolean[LANES];
        return (columns, lanes, count, out) -> {
            long[] v = value.values(columns, lanes, count);
            System.arraycopy(lanes, 0, open, 0, count);
            int undecided = count;
            for (Term m : members) {
                long[] mv = m.values(columns, open, undecided);
                int n = 0;
                for (int i = 0; i < undecided; i++) {
                    int j = open[i];
                    if (mv[j] == v[j]) {
                        matched[j] = true;
                    } else {
                        open[n++] = j;
                    }
                }
                undecided = n;
            }
            int n = 0;
            for (int i = 0; i < count; i++) {
                int j = lanes[i];
                if (matched[j]) {
                    matched[j] = false;
                    out[n++] = j;
                }
            }
            return n;
        };
    }

    private static Term term(SymInt s, List<String> slots) {
        if (s instanceof Const k) {
            long[] filled = constant(k.value());
            return (columns, lanes, count) -> filled;
        }
        List<Poly.Term> terms = ((Poly) s).terms();
        long[] coefficients = new long[terms.size()];
        Term[][] factors = new Term[terms.size()][];
        for (int i = 0; i < terms.size(); i++) {
            coefficients[i] = terms.get(i).coefficient();
            factors[i] = terms.get(i).factors().stream().map(a -> atom(a, slots)).toArray(Term[]::new);
        }
        if (terms.size() == 1 && factors[0].length == 1 && coefficients[0] == 1) {
            return factors[0][0];
        }
        long[] out = new long[LANES];
        long[][] factorValues = new long[java.util.Arrays.stream(factors).mapToInt(f -> f.length).max().orElse(0)][];
        long[][] constantTerms = new long[factors.length][];
        for (int t = 0; t < factors.length; t++) {
            constantTerms[t] = factors[t].length == 0 ? constant(coefficients[t]) : null;
        }
        return (columns, lanes, count) -> {
            // term by term over the block, each product factor by factor: a lane's operations and
            // their order are CompiledCond's (sum += coefficient * f1 * f2 ...), with its overflow checks
            for (int i = 0; i < count; i++) {
                out[lanes[i]] = 0;
            }
            for (int t = 0; t < factors.length; t++) {
                long c = coefficients[t];
                Term[] fs = factors[t];
                if (fs.length == 0) {
                    addScaled(out, 1, constantTerms[t], lanes, count);
                    continue;
                }
                long[] first = fs[0].values(columns, lanes, count);
                if (fs.length == 1) {
                    addScaled(out, c, first, lanes, count);
                    continue;
                }
                for (int f = 0; f < fs.length; f++) {
                    factorValues[f] = f == 0 ? first : fs[f].values(columns, lanes, count);
                }
                for (int i = 0; i < count; i++) {
                    int j = lanes[i];
                    long product = c;
                    for (int f = 0; f < fs.length; f++) {
                        product = Math.multiplyExact(product, factorValues[f][j]);
                    }
                    out[j] = Math.addExact(out[j], product);
                }
            }
            return out;
        };
    }

    private static long[] constant(long c) {
        long[] filled = new long[LANES];
        java.util.Arrays.fill(filled, c);
        return filled;
    }

    /** {@code out[j] += c * x[j]} at each lane, overflow checked as Math's exact operations check it. */
    private static void addScaled(long[] out, long c, long[] x, int[] lanes, int count) {
        // |x| <= limit keeps c * x in range (c != 0); Long.MIN_VALUE / -1 is the one quotient that overflows
        long limit = c == 0 ? Long.MAX_VALUE : c == -1 ? Long.MAX_VALUE : Math.abs(Long.MAX_VALUE / c);
        for (int i = 0; i < count; i++) {
            int j = lanes[i];
            long v = x[j];
            if (v > limit || v < -limit) {
                v = Math.multiplyExact(c, v);
            } else {
                v = c * v;
            }
            long a = out[j];
            long sum = a + v;
            if (((a ^ sum) & (v ^ sum)) < 0) {
                throw new ArithmeticException("long overflow");
            }
            out[j] = sum;
        }
    }

    private static Term atom(Atom a, List<String> slots) {
        if (a instanceof Atom.Var v) {
            int slot = slots.indexOf(v.name());
            if (slot < 0) {
                throw new IllegalArgumentException("no slot for variable " + v.name());
            }
            return (columns, lanes, count) -> columns[slot];
        }
        Atom.Op op = (Atom.Op) a;
        Term l = term(op.left(), slots);
        Term r = term(op.right(), slots);
        long[] out = new long[LANES];
        long divisor = op.right() instanceof Const k ? k.value() : 0;
        if (divisor > 0 && Long.bitCount(divisor) == 1 && (op.kind() == Atom.Kind.DIV || op.kind() == Atom.Kind.MOD)) {
            // floor division and modulo by 2^k are the arithmetic shift and the mask, for negative values too
            int shift = Long.numberOfTrailingZeros(divisor);
            long mask = divisor - 1;
            boolean div = op.kind() == Atom.Kind.DIV;
            return (columns, lanes, count) -> {
                long[] x = l.values(columns, lanes, count);
                for (int i = 0; i < count; i++) {
                    int j = lanes[i];
                    out[j] = div ? x[j] >> shift : x[j] & mask;
                }
                return out;
            };
        }
        Atom.Kind kind = op.kind();
        // One loop per kind: a call per lane would cost what the block saves.
        return (columns, lanes, count) -> {
            long[] x = l.values(columns, lanes, count);
            long[] y = r.values(columns, lanes, count);
            switch (kind) {
                case DIV -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[j] = y[j] != 0 ? Math.floorDiv(x[j], y[j]) : SymInt.div(SymInt.of(x[j]), SymInt.of(y[j])).value();
                    }
                }
                case MOD -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[j] = y[j] != 0 ? Math.floorMod(x[j], y[j]) : SymInt.mod(SymInt.of(x[j]), SymInt.of(y[j])).value();
                    }
                }
                case CEIL_DIV -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[j] = y[j] != 0 ? Math.floorDiv(Math.addExact(x[j], y[j] - 1), y[j])
                                : SymInt.ceilDiv(SymInt.of(x[j]), SymInt.of(y[j])).value();
                    }
                }
                case MIN -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[j] = Math.min(x[j], y[j]);
                    }
                }
                case MAX -> {
                    for (int i = 0; i < count; i++) {
                        int j = lanes[i];
                        out[j] = Math.max(x[j], y[j]);
                    }
                }
            }
            return out;
        };
    }
}
