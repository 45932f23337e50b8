package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.layout.BrokenPostcondition;
import cuteprover.layout.Complement;
import cuteprover.layout.Layout;
import cuteprover.layout.Unchecked;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.List;

/**
 * A symbolic proof that {@code C = complement(A, M)} exists for every allowed value, as the concrete
 * engine defines it (it refuses C unless C is strictly increasing, misses A's offsets except at 0 and
 * reaches the cotarget, {@code cosize((A,C)) >= M}; where A's strides chain, (A,C) must also be a
 * bijection onto [0, size(A)*size(C)) of size >= M).
 *
 * <p>The proof: the sorted-stride certificate of (A,C), a polynomial identity for every value, makes
 * (A,C) the mixed-radix enumeration of [0, n), n = size(A)*size(C), with its digits permuted. Then
 * (A,C)(x, y) = A(x) + C(y) never repeats, so C(y) != A(x) for y > 0; C is strictly increasing when its
 * own modes come in chain order (each stride then exceeds every offset of the modes before it); the
 * largest offset is n - 1, so cosize((A,C)) = n. What is left is {@code n >= M}, proved by Z3.
 *
 * <p>CuTe's documented bound {@code cosize(C) <= round_up(M, cosize(A))} is no defining property (the
 * concrete engine gives C where only it fails, {@link Complement#COSIZE_BOUND}): asked too, and where Z3 does
 * not prove it, the decider is told ({@link BrokenPostcondition}), so that a proved property warns.
 */
final class ComplementExistence {

    private ComplementExistence() {
    }

    /** Null when existence is proved for every allowed value; else why this proof does not apply. */
    static String prove(Scope scope, Unchecked u) {
        if (!(u.result() instanceof Layout c) || !(u.inputs().get(0) instanceof Layout a)
                || !(u.inputs().get(1) instanceof IntTuple cotarget)) {
            return "no symbolic proof for this complement";
        }
        Layout image = withoutZeroStrides(a);
        Layout both = scope.substituted(Layout.concat(List.of(image, c)));
        List<Integer> chain = Certificate.bijectiveChain(both);
        if (chain == null) {
            return "(A,C) = " + Layout.concat(List.of(a, c)) + " has no sorted-stride certificate";
        }
        int first = image.shape().leaves().size();
        int previous = -1;
        for (int i : chain) {
            if (i >= first) {
                if (i < previous) {
                    return "the modes of C = " + c + " are not in stride order, so C need not be increasing";
                }
                previous = i;
            }
        }
        SymInt target = Tuples.product(cotarget);
        SymInt n = SymInt.mul(image.size(), c.size());
        Check covers = new LayoutChecks.IntegerRelation("size(A)*size(C) >= size(cotarget)", LayoutChecks.IntegerRelation.Relation.AT_LEAST,
                n, target, w -> new long[] {World.size(instance(image, w)) * World.size(instance(c, w)), Tuples.product(instance(cotarget, w)).value()});
        Verdict covered = scope.checks.runCheck(scope, covers);
        if (covered.kind() != Verdict.Kind.PROVED) {
            return covers.description() + ": " + covered.headline();
        }
        tellWhereBoundBreaks(scope, u, a, c, cotarget);
        return null;
    }

    /** Tells the decider where CuTe's documented bound {@code cosize(C) <= round_up(M, cosize(A))} is not proved. */
    private static void tellWhereBoundBreaks(Scope scope, Unchecked u, Layout a, Layout c, IntTuple cotarget) {
        SymInt target = Tuples.product(cotarget);
        SymInt cosizeA = cosize(a);
        String where;
        try {
            SymInt roundUp = SymInt.mul(SymInt.ceilDiv(target, cosizeA), cosizeA);
            Check bound = new LayoutChecks.IntegerRelation("round_up(size(cotarget), cosize(A)) >= cosize(C)",
                    LayoutChecks.IntegerRelation.Relation.AT_LEAST, roundUp, cosize(c),
                    w -> {
                        long m = Tuples.product(instance(cotarget, w)).value();
                        long ca = cosize(instance(a, w)).value();
                        return new long[] {Math.floorDiv(m + ca - 1, ca) * ca, cosize(instance(c, w)).value()};
                    });
            Verdict bounded = scope.checks.runCheck(scope, bound);
            if (bounded.kind() == Verdict.Kind.PROVED) {
                return;
            }
            where = brokenWhere(scope, bounded);
        } catch (CuteError | ArithmeticException e) {
            where = "round_up(" + target + ", cosize(A)) has no term: " + e.getMessage();
        }
        scope.decider.postconditionBroken(new BrokenPostcondition(u.term() + " = " + c, Complement.COSIZE_BOUND, where,
                "the prover shows it a complement (ordered, meeting A only at 0, (A,C) covering the cotarget) for every allowed value"));
    }

    /** Where the bound fails (a counterexample's values), or why it is not shown for every allowed value. */
    private static String brokenWhere(Scope scope, Verdict v) {
        if (v.kind() == Verdict.Kind.REFUTED) {
            java.util.Map<String, Long> at = new java.util.TreeMap<>(v.witness());
            at.keySet().retainAll(scope.enc.originalVariables());
            return at.isEmpty() ? "it fails" : "it fails for " + ProofSession.describe(at);
        }
        return "not shown for every allowed value: " + v.headline();
    }

    /**
     * A without its leaves of stride 0 (1:0 when none is left), as the engine reads A: its image, its
     * cosize and its size in (A,C) are those of A's non-zero modes ({@code complement(M:0,1)} is 1:0).
     * A itself when no stride is the constant 0.
     */
    private static Layout withoutZeroStrides(Layout a) {
        List<IntTuple> shapes = a.shape().leaves();
        List<IntTuple> strides = a.stride().leaves();
        List<IntTuple> keptShapes = new ArrayList<>();
        List<IntTuple> keptStrides = new ArrayList<>();
        for (int i = 0; i < shapes.size(); i++) {
            if (!(strides.get(i) instanceof SymInt d && d.isConstant(0))) {
                keptShapes.add(shapes.get(i));
                keptStrides.add(strides.get(i));
            }
        }
        if (keptShapes.size() == shapes.size()) {
            return a;
        }
        return keptShapes.isEmpty() ? Layout.of(1, 0)
                : new Layout(new cuteprover.tuple.Tuple(keptShapes), new cuteprover.tuple.Tuple(keptStrides));
    }

    /** 1 + sum (s-1)*d: the cosize of a layout whose strides are positive (as in a chain). */
    private static SymInt cosize(Layout l) {
        SymInt sum = SymInt.ONE;
        List<IntTuple> shapes = l.shape().leaves();
        List<IntTuple> strides = l.stride().leaves();
        for (int i = 0; i < shapes.size(); i++) {
            sum = SymInt.add(sum, SymInt.mul(SymInt.sub((SymInt) shapes.get(i), SymInt.ONE), (SymInt) strides.get(i)));
        }
        return sum;
    }

    private static Layout instance(Layout l, World w) {
        return Instances.substitute(l, Instances.constants(w.env()));
    }

    private static IntTuple instance(IntTuple t, World w) {
        return Instances.substitute(t, Instances.constants(w.env()));
    }
}
