package cuteprover.symbolic;

import org.apache.commons.math3.exception.MathArithmeticException;
import org.apache.commons.math3.util.ArithmeticUtils;

import cuteprover.tuple.Atom;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The assumptions of a proof, prepared for the encoder.
 *
 * <p>Divisibility is not encoded with {@code mod}: {@code M % 64 == 0} (or {@code 64 | M}) becomes the
 * substitution {@code M := 64*M#q}, {@code M % 8 == 3} becomes {@code M := 8*M#q + 3}, {@code K | N}
 * becomes {@code N := K*N#q}, and an equation {@code N == 2*M} becomes {@code N := 2*M}. After the
 * substitution {@code M/8} is the polynomial {@code 8*M#q}, so the solver sees no division at all
 * (measured: mod/div by symbols is what makes Z3 slow). The original conditions stay asserted, which
 * is harmless (they become identities).
 *
 * <p>A variable that the assumptions give no constant lower bound is a positive integer.
 */
final class Assumptions {

    /** Suffix of the fresh quotient variables introduced by substitution; not a legal input identifier. */
    static final String QUOTIENT = "#q";

    private final List<Cond> conditions;
    private final Map<String, SymInt> substitution;
    private final Set<String> lowerBounded;
    /** False only for {@link #literal()}: no variable gets the implicit positivity. */
    private final boolean implicitPositivity;

    private Assumptions(List<Cond> conditions, Map<String, SymInt> substitution, Set<String> lowerBounded) {
        this(conditions, substitution, lowerBounded, true);
    }

    private Assumptions(List<Cond> conditions, Map<String, SymInt> substitution, Set<String> lowerBounded,
                        boolean implicitPositivity) {
        this.conditions = List.copyOf(conditions);
        this.substitution = substitution;
        this.lowerBounded = lowerBounded;
        this.implicitPositivity = implicitPositivity;
    }

    /**
     * The conditions exactly as written: no substitution (which would fold {@code M % 64 == 0} into
     * every other condition) and no implicit positivity (the vacuity check tracks it as a premise of
     * its own, so that an unsat core can name it).
     */
    Assumptions literal() {
        return new Assumptions(conditions, Map.of(), lowerBounded, false);
    }

    static Assumptions of(List<Cond> given) {
        List<Cond> conjuncts = new ArrayList<>();
        for (Cond c : given) {
            flatten(c, conjuncts);
        }
        Set<String> bounded = new HashSet<>();
        Map<String, Long> zeroModuli = new TreeMap<>();
        Map<String, SymInt> subst = new LinkedHashMap<>();
        for (Cond c : conjuncts) {
            recordLowerBound(c, bounded);
        }
        // Congruences V = 0 (mod c) combine by lcm; one non-zero residue per variable is substituted.
        Map<String, long[]> residues = new TreeMap<>();
        List<Cond> symbolicDivisibility = new ArrayList<>();
        for (Cond c : conjuncts) {
            long[] congruence = new long[2];
            String v = congruence(c, congruence);
            if (v != null) {
                if (congruence[1] == 0) {
                    zeroModuli.merge(v, congruence[0], Assumptions::lcmOrKeep);
                } else {
                    residues.putIfAbsent(v, congruence);
                }
            } else if (c instanceof Cond.Divides || c instanceof Cond.Cmp) {
                symbolicDivisibility.add(c);
            }
        }
        for (Map.Entry<String, Long> e : zeroModuli.entrySet()) {
            if (!residues.containsKey(e.getKey())) {
                put(subst, e.getKey(), SymInt.mul(SymInt.of(e.getValue()), SymInt.var(e.getKey() + QUOTIENT)));
            }
        }
        for (Map.Entry<String, long[]> e : residues.entrySet()) {
            long[] cr = e.getValue();
            put(subst, e.getKey(), SymInt.add(SymInt.mul(SymInt.of(cr[0]), SymInt.var(e.getKey() + QUOTIENT)), SymInt.of(cr[1])));
        }
        for (Cond c : symbolicDivisibility) {
            symbolicSubstitution(c, subst, bounded);
        }
        return new Assumptions(conjuncts, subst, bounded);
    }

    /**
     * The same assumptions with variables that they force to one value replaced by that value (a case
     * such as {@code 128 >= M} with {@code M % 128 == 0} pins M to 128, which makes the case static).
     */
    Assumptions pin(Map<String, Long> values) {
        Map<String, SymInt> constants = new LinkedHashMap<>();
        values.forEach((k, v) -> constants.put(k, SymInt.of(v)));
        Map<String, SymInt> subst = new LinkedHashMap<>();
        substitution.forEach((k, v) -> subst.put(k, constants.containsKey(k) ? constants.get(k) : v.substitute(constants)));
        constants.forEach(subst::putIfAbsent);
        Set<String> bounded = new HashSet<>(lowerBounded);
        bounded.addAll(values.keySet());
        return new Assumptions(conditions, subst, bounded);
    }

    static Assumptions none() {
        return of(List.of());
    }

    List<Cond> conditions() {
        return conditions;
    }

    /** Equal for assumptions that allow the same values, read alike (the conditions, substitution and bounds). */
    Object identity() {
        return List.of(conditions, substitution, lowerBounded, implicitPositivity);
    }

    /** Original variable to its expression over fresh quotient variables (and other variables). */
    Map<String, SymInt> substitution() {
        return substitution;
    }

    /** Whether the assumptions give this variable a constant lower bound (else it is a positive integer). */
    boolean hasLowerBound(String variable) {
        return !implicitPositivity || lowerBounded.contains(variable);
    }

    static boolean isQuotient(String variable) {
        return variable.endsWith(QUOTIENT);
    }

    private static void flatten(Cond c, List<Cond> out) {
        if (c instanceof Cond.And a) {
            for (Cond p : a.parts()) {
                flatten(p, out);
            }
        } else {
            out.add(c);
        }
    }

    /** lcm(a, b), or a when it does not fit in 64 bits (then the assumption stays as it was). */
    private static long lcmOrKeep(long a, long b) {
        try {
            return ArithmeticUtils.lcm(a, b);
        } catch (MathArithmeticException e) {
            return a;
        }
    }

    /** V ≡ r (mod c) with constant c > 0 and 0 <= r < c: returns V and fills {c, r}; else null. */
    private static String congruence(Cond c, long[] out) {
        if (c instanceof Cond.Divides d && d.divisor().isConst() && d.divisor().value() > 0) {
            String v = SymForms.variable(d.value());
            if (v != null) {
                out[0] = d.divisor().value();
                out[1] = 0;
                return v;
            }
        }
        if (c instanceof Cond.Cmp cmp && cmp.op().equals("==")) {
            for (int side = 0; side < 2; side++) {
                SymInt l = side == 0 ? cmp.left() : cmp.right();
                SymInt r = side == 0 ? cmp.right() : cmp.left();
                Atom.Op op = SymForms.operation(l);
                if (op != null && op.kind() == Atom.Kind.MOD && op.right().isConst() && op.right().value() > 0
                        && r.isConst() && r.value() >= 0 && r.value() < op.right().value()) {
                    String v = SymForms.variable(op.left());
                    if (v != null) {
                        out[0] = op.right().value();
                        out[1] = r.value();
                        return v;
                    }
                }
            }
        }
        return null;
    }

    /** {@code K | N} or {@code N % K == 0} with variables K != N: N := K*N#q; {@code N == e}: N := e. */
    private static void symbolicSubstitution(Cond c, Map<String, SymInt> subst, Set<String> bounded) {
        String target = null;
        SymInt value = null;
        if (c instanceof Cond.Divides d) {
            target = SymForms.variable(d.value());
            if (target != null && !d.divisor().isConst()) {
                value = SymInt.mul(d.divisor(), SymInt.var(target + QUOTIENT));
            }
        } else if (c instanceof Cond.Cmp cmp && cmp.op().equals("==")) {
            Atom.Op op = SymForms.operation(cmp.left());
            if (op != null && op.kind() == Atom.Kind.MOD && cmp.right().isConstant(0) && !op.right().isConst()) {
                target = SymForms.variable(op.left());
                value = target == null ? null : SymInt.mul(op.right(), SymInt.var(target + QUOTIENT));
            } else if (SymForms.variable(cmp.left()) != null) {
                target = SymForms.variable(cmp.left());
                value = cmp.right();
            } else if (SymForms.variable(cmp.right()) != null) {
                target = SymForms.variable(cmp.right());
                value = cmp.left();
            }
        }
        if (target == null || value == null || subst.containsKey(target)) {
            return;
        }
        SymInt resolved = value.substitute(subst);
        if (resolved.variables().contains(target)) {
            return;
        }
        put(subst, target, resolved);
    }

    /** Adds target := value and rewrites earlier entries that mention target, keeping the map idempotent. */
    private static void put(Map<String, SymInt> subst, String target, SymInt value) {
        Map<String, SymInt> one = Map.of(target, value);
        for (Map.Entry<String, SymInt> e : subst.entrySet()) {
            e.setValue(e.getValue().substitute(one));
        }
        subst.put(target, value);
    }

    private static void recordLowerBound(Cond c, Set<String> bounded) {
        if (c instanceof Cond.In in) {
            String v = SymForms.variable(in.value());
            boolean allConst = in.members().stream().allMatch(SymInt::isConst);
            if (v != null && allConst) {
                bounded.add(v);
            }
            return;
        }
        if (!(c instanceof Cond.Cmp cmp)) {
            return;
        }
        String left = SymForms.variable(cmp.left());
        String right = SymForms.variable(cmp.right());
        switch (cmp.op()) {
            case ">=", ">" -> {
                if (left != null && cmp.right().isConst()) {
                    bounded.add(left);
                }
            }
            case "<=", "<" -> {
                if (right != null && cmp.left().isConst()) {
                    bounded.add(right);
                }
            }
            case "==" -> {
                // An equation determines one variable, the one it substitutes (the left, else the right): no
                // default positivity on top of it. The other side's variables keep theirs: ldA == k leaves k a
                // positive integer, and so ldA too (with both unbounded, k = ldA = 0 was allowed).
                // M == 128 * ceil_div(M, 128) (an algebra result's divisibility) does not determine M: it keeps its own
                // positivity (M = -128 satisfied it)
                if (left != null && !cmp.right().variables().contains(left)) {
                    bounded.add(left);
                } else if (right != null && !cmp.left().variables().contains(right)) {
                    bounded.add(right);
                }
            }
            default -> { }
        }
    }
}
