package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;
import cuteprover.smem.BankModel;
import cuteprover.smem.SmemAccess;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code bank_conflicts(SMEM, BYTES, TV) == 1} (or {@code <= 1}) for every value of SMEM's variables (a
 * symbolic stage offset, symbolic sizes): the {@link BankModel} written as one quantifier-free query.
 * TV is static, so each (thread, value) has a byte-address term; for each vector width n the query
 * states "n is the width" (the groups of n are consecutive and aligned, and no larger width is) and
 * "two threads of one phase touch distinct words of one bank". Differences of addresses usually fold
 * to constants (a stage offset cancels), so most of the query is decided while it is built. A
 * counterexample is re-checked by evaluating {@code bank_conflicts} on the concrete engine, and its
 * report names the colliding threads, their addresses and the bank.
 */
final class BankConflictCheck implements Check {

    private final Expr.Call call;
    private final Cond conflict;
    private final String what;

    private BankConflictCheck(Expr.Call call, Cond conflict, String what) {
        this.call = call;
        this.conflict = conflict;
        this.what = what;
    }

    /**
     * The checks of {@code bank_conflicts(...) == 1} or {@code <= 1} (either side), one per vector width n
     * ("n is the width and some phase conflicts": the property holds iff none is satisfiable), else null.
     */
    static List<Check> ofProperty(Scope scope, Expr e) {
        if (!(e instanceof Expr.Binary b) || !(b.op().equals("==") || b.op().equals("<="))) {
            return null;
        }
        Expr.Call call = bankCall(b.left());
        Expr other = b.right();
        if (call == null && b.op().equals("==")) {
            call = bankCall(b.right());
            other = b.left();
        }
        if (call == null || !(other instanceof Expr.Num n) || n.value() != 1) {
            return null;
        }
        return of(scope, call);
    }

    private static Expr.Call bankCall(Expr e) {
        return e instanceof Expr.Call c && c.name().equals("bank_conflicts") && c.args().size() == 3 ? c : null;
    }

    static List<Check> of(Scope scope, Expr.Call call) {
        Object smem = scope.evaluator.evaluate(call.args().get(0));
        Object bytesValue = scope.evaluator.evaluate(call.args().get(1));
        Object tvValue = scope.evaluator.evaluate(call.args().get(2));
        if (!(smem instanceof Layout) && !(smem instanceof ComposedLayout)) {
            throw Goals.argError(call, 0, "expected a shared-memory layout but got " + Values.describe(smem));
        }
        if (!(bytesValue instanceof SymInt b) || !b.substitute(scope.assumptions.substitution()).isConst()) {
            throw Goals.argError(call, 1, "the element size must be a static integer, got " + Values.describe(bytesValue));
        }
        int bytes = (int) b.substitute(scope.assumptions.substitution()).value();
        Layout tv;
        try {
            tv = cuteprover.atom.SmemSideOfCopy.accessTv(smem, tvValue, scope.decider);
        } catch (CuteError e) {
            throw Goals.argError(call, 2, e.getMessage());
        }
        if (tv == null) {
            throw Goals.argError(call, 2, "expected a (thread, value) layout but got " + Values.describe(tvValue));
        }
        // Messages name the TV the user wrote: the substituted one carries quotient variables (M = 8*M#q).
        Layout userTv = tv;
        tv = scope.substituted(tv);
        for (String v : variablesOf(smem)) {
            scope.enc.variable(v); // declares the variable's domain before the substituted terms use it
        }
        if (tv.isStatic() && tv.hasIntegerStrides() && tv.rank() <= 2) {
            cuteprover.layout.Requirement fits;
            try {
                fits = SmemAccess.fitsDomain(tv, smem);
            } catch (CuteError e) {
                throw Goals.argError(call, 2, e.getMessage());
            }
            scope.decider.require(fits);   // for every allowed size of SMEM
        }
        SymInt[][] addr;
        try {
            BankModel.requireElementBytes(bytes);
            addr = SmemAccess.addressTerms(Instances.substitute(smem, scope.assumptions.substitution()), bytes, tv);
        } catch (CuteError e) {
            if (!tv.isStatic() || !tv.hasIntegerStrides()) {
                throw Goals.argError(call, 2, "the access layout TV = " + userTv + " must be static with integer strides"
                        + " for every value the assumptions allow");
            }
            throw Goals.argError(call, 2, e.getMessage());
        }
        List<Check> out = new ArrayList<>();
        List<Cond> largerWidths = new ArrayList<>();
        for (int n = 16 / bytes; n >= 1; n /= 2) {
            Cond width = isWidth(addr, bytes, n);
            List<Cond> parts = new ArrayList<>(largerWidths);
            parts.add(width);
            parts.add(collision(addr, bytes, n));
            out.add(new BankConflictCheck(call, and(parts), "bank_conflicts == 1 at vector width " + n + " (" + n * bytes
                    + " B per thread): no phase has two distinct words in one bank, SMEM = " + Values.format(smem) + ", "
                    + bytes + "-byte elements, TV = " + userTv));
            largerWidths.add(Cond.not(width));
        }
        return out;
    }

    private static java.util.Set<String> variablesOf(Object smem) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Layout inner = smem instanceof ComposedLayout c ? c.inner() : (Layout) smem;
        for (cuteprover.tuple.IntTuple t : inner.shape().leaves()) {
            out.addAll(((SymInt) t).variables());
        }
        for (cuteprover.tuple.IntTuple t : inner.stride().leaves()) {
            if (t instanceof SymInt si) {
                out.addAll(si.variables());
            }
        }
        if (smem instanceof ComposedLayout c && c.offset() instanceof SymInt o) {
            out.addAll(o.variables());
        }
        return out;
    }

    private static Cond isWidth(SymInt[][] addr, int bytes, int n) {
        int values = addr.length == 0 ? 0 : addr[0].length;
        if (values % n != 0) {
            return new Cond.Bool(false);
        }
        List<Cond> parts = new ArrayList<>();
        for (SymInt[] thread : addr) {
            for (int g = 0; g < values; g += n) {
                parts.add(zero(SymInt.mod(thread[g], SymInt.of((long) n * bytes))));
                for (int j = 1; j < n; j++) {
                    parts.add(zero(SymInt.sub(SymInt.sub(thread[g + j], thread[g]), SymInt.of((long) j * bytes))));
                }
            }
        }
        return and(parts);
    }

    private static Cond collision(SymInt[][] addr, int bytes, int n) {
        int threads = addr.length;
        int values = threads == 0 ? 0 : addr[0].length;
        int width = n * bytes;
        int perPhase = BankModel.threadsPerPhase(width);
        // Aligned units of u = max(width, 4) bytes: the words of a thread are one unit (or share one word), and
        // two threads collide iff their units differ but lie in the same bank group: u1 == u2 mod (128/u).
        long unit = Math.max(width, BankModel.WORD_BYTES);
        long groups = (long) BankModel.BANKS * BankModel.WORD_BYTES / unit;
        List<Cond> any = new ArrayList<>();
        for (int g = 0; g < values; g += n) {
            for (int warp = 0; warp < threads; warp += 32) {
                int warpEnd = Math.min(threads, warp + 32);
                for (int first = warp; first < warpEnd; first += perPhase) {
                    int end = Math.min(warpEnd, first + perPhase);
                    for (int t1 = first; t1 < end; t1++) {
                        for (int t2 = t1 + 1; t2 < end; t2++) {
                            SymInt d = SymInt.sub(SymInt.floorDivSplit(addr[t1][g], unit), SymInt.floorDivSplit(addr[t2][g], unit));
                            Cond c = and(List.of(Cond.not(zero(d)), zero(SymInt.mod(d, SymInt.of(groups)))));
                            if (c instanceof Cond.Bool bool && bool.value()) {
                                return c;
                            }
                            any.add(c);
                        }
                    }
                }
            }
        }
        return or(any);
    }

    private static Cond zero(SymInt s) {
        return s.isConst() ? new Cond.Bool(s.value() == 0) : new Cond.Cmp("==", s, SymInt.ZERO);
    }

    /** A conjunction with constants folded. */
    private static Cond and(List<Cond> parts) {
        List<Cond> kept = new ArrayList<>();
        for (Cond c : parts) {
            if (c instanceof Cond.Bool b) {
                if (!b.value()) {
                    return c;
                }
            } else {
                kept.add(c);
            }
        }
        return kept.isEmpty() ? new Cond.Bool(true) : Cond.and(kept);
    }

    /** A disjunction with constants folded. */
    private static Cond or(List<Cond> parts) {
        List<Cond> kept = new ArrayList<>();
        for (Cond c : parts) {
            if (c instanceof Cond.Bool b) {
                if (b.value()) {
                    return c;
                }
            } else {
                kept.add(c);
            }
        }
        return kept.isEmpty() ? new Cond.Bool(false) : Cond.or(kept);
    }

    @Override
    public String description() {
        return what;
    }

    @Override
    public List<String> coordinateNames() {
        return List.of();
    }

    @Override
    public Encoded encode(Scope scope) {
        return new Encoded(scope.enc.encode(conflict), List.of());
    }

    @Override
    public Enumerated enumerate(Scope scope) {
        Cond c = conflict.substitute(scope.assumptions.substitution());
        if (!c.variables().isEmpty()) {
            return Enumerated.NOT_APPLICABLE;
        }
        return c.holds(Map.of()) ? Enumerated.found() : Enumerated.HOLDS;
    }

    @Override
    public Outcome recheck(World w, List<Long> coordinates) {
        Object smem = w.eval(call.args().get(0));
        int bytes = (int) w.integer(call.args().get(1));
        Layout tv = cuteprover.atom.SmemSideOfCopy.accessTv(smem, w.eval(call.args().get(2)), cuteprover.layout.Decider.CONCRETE);
        if (tv == null) {
            throw new CuteError("expected a (thread, value) layout or a TiledCopy, got " + Values.describe(w.eval(call.args().get(2))));
        }
        BankModel.Result r = BankModel.analyze(SmemAccess.addresses(smem, bytes, tv), bytes);
        return new Outcome(r.degree() > 1, r.degree() > 1 ? r.degree() + " (" + r.worst() + ")" : "1", "1");
    }
}
