package cuteprover.tuple;

import org.apache.commons.math3.util.ArithmeticUtils;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A non-constant polynomial with integer coefficients: the normal form of a symbolic integer.
 * Monomials are sorted multisets of atoms; the empty monomial is the constant term. The
 * constructor is private and every factory returns a {@link Const} when the result is constant,
 * so a Poly is never a disguised constant.
 */
public final class Poly implements SymInt {

    /** A product of atoms, sorted; equal monomials have equal lists. */
    record Monomial(List<Atom> atoms) implements Comparable<Monomial> {
        static final Monomial ONE = new Monomial(List.of());

        Monomial times(Monomial o) {
            List<Atom> all = new ArrayList<>(atoms);
            all.addAll(o.atoms);
            Collections.sort(all);
            return new Monomial(List.copyOf(all));
        }

        /** Higher degree first, then by atom text; the constant term sorts last. */
        @Override
        public int compareTo(Monomial o) {
            if (atoms.size() != o.atoms.size()) {
                return Integer.compare(o.atoms.size(), atoms.size());
            }
            for (int i = 0; i < atoms.size(); i++) {
                int c = atoms.get(i).compareTo(o.atoms.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }

        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            for (Atom a : atoms) {
                String t = a.toString();
                // An operation atom in a product is parenthesised: 2*(M/8) is not (2*M)/8.
                parts.add(a instanceof Atom.Op op && isInfix(op) && atoms.size() > 1 ? "(" + t + ")" : t);
            }
            return String.join("*", parts);
        }

        static boolean isInfix(Atom.Op op) {
            return op.kind() == Atom.Kind.DIV || op.kind() == Atom.Kind.MOD;
        }
    }

    /** One term of the normal form: {@code coefficient * factors[0] * factors[1] * ...}. */
    public record Term(long coefficient, List<Atom> factors) { }

    private final TreeMap<Monomial, Long> terms;

    private Poly(TreeMap<Monomial, Long> terms) {
        this.terms = terms;
    }

    static SymInt atom(Atom a) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        t.put(new Monomial(List.of(a)), 1L);
        return new Poly(t);
    }

    static TreeMap<Monomial, Long> from(SymInt s) {
        if (s instanceof Poly p) {
            return p.terms;
        }
        TreeMap<Monomial, Long> t = new TreeMap<>();
        long v = s.value();
        if (v != 0) {
            t.put(Monomial.ONE, v);
        }
        return t;
    }

    private static SymInt normal(TreeMap<Monomial, Long> t) {
        t.values().removeIf(c -> c == 0);
        if (t.isEmpty()) {
            return SymInt.ZERO;
        }
        if (t.size() == 1 && t.containsKey(Monomial.ONE)) {
            return SymInt.of(t.get(Monomial.ONE));
        }
        return new Poly(t);
    }

    static SymInt sum(TreeMap<Monomial, Long> a, TreeMap<Monomial, Long> b) {
        TreeMap<Monomial, Long> t = new TreeMap<>(a);
        b.forEach((m, c) -> t.merge(m, c, Math::addExact));
        return normal(t);
    }

    static SymInt product(TreeMap<Monomial, Long> a, TreeMap<Monomial, Long> b) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        a.forEach((ma, ca) -> b.forEach((mb, cb) -> t.merge(ma.times(mb), Math.multiplyExact(ca, cb), Math::addExact)));
        return normal(t);
    }

    static boolean divisible(TreeMap<Monomial, Long> t, long d) {
        return t.values().stream().allMatch(c -> c % d == 0);
    }

    static SymInt divideExact(TreeMap<Monomial, Long> t, long d) {
        TreeMap<Monomial, Long> out = new TreeMap<>();
        t.forEach((m, c) -> out.put(m, c / d));
        return normal(out);
    }

    /**
     * a / b when b is a single term (a constant times a product of atoms) that divides every term of a
     * exactly, e.g. {@code (8*M*N + 4*M) / (4*M) = 2*N + 1}; null when the division is not exact this way.
     */
    static SymInt divideByTerm(SymInt a, SymInt b) {
        TreeMap<Monomial, Long> tb = from(b);
        if (tb.size() != 1) {
            return null;
        }
        Map.Entry<Monomial, Long> divisor = tb.firstEntry();
        long c = divisor.getValue();
        TreeMap<Monomial, Long> out = new TreeMap<>();
        for (Map.Entry<Monomial, Long> e : from(a).entrySet()) {
            if (e.getValue() % c != 0) {
                return null;
            }
            List<Atom> rest = new ArrayList<>(e.getKey().atoms());
            for (Atom x : divisor.getKey().atoms()) {
                if (!rest.remove(x)) {
                    return null;
                }
            }
            out.merge(new Monomial(List.copyOf(rest)), e.getValue() / c, Math::addExact);
        }
        return normal(out);
    }

    /** Drops the terms whose coefficients are multiples of d: the part that matters modulo d. */
    static SymInt withoutMultiples(TreeMap<Monomial, Long> t, long d) {
        TreeMap<Monomial, Long> out = new TreeMap<>();
        t.forEach((m, c) -> {
            long r = Math.floorMod(c, d);
            if (r != 0) {
                out.put(m, r);
            }
        });
        return normal(out);
    }

    /** The terms of the normal form, highest degree first; the constant term, if any, is last. */
    public List<Term> terms() {
        List<Term> out = new ArrayList<>(terms.size());
        terms.forEach((m, c) -> out.add(new Term(c, m.atoms())));
        return out;
    }

    /** The largest number of factors in one term: 1 for a linear polynomial over atoms. */
    public int degree() {
        return terms.firstKey().atoms().size();
    }

    @Override
    public SymInt substitute(Map<String, ? extends SymInt> values) {
        SymInt sum = SymInt.ZERO;
        for (Map.Entry<Monomial, Long> e : terms.entrySet()) {
            SymInt p = SymInt.of(e.getValue());
            for (Atom a : e.getKey().atoms()) {
                p = SymInt.mul(p, a.substitute(values));
            }
            sum = SymInt.add(sum, p);
        }
        return sum;
    }

    /** The constant term (0 if none). */
    public long constantTerm() {
        return terms.getOrDefault(Monomial.ONE, 0L);
    }

    /** Greatest common divisor of the coefficients: every value of this polynomial is a multiple of it. */
    public long contentGcd() {
        long g = 0;
        for (long c : terms.values()) {
            g = ArithmeticUtils.gcd(g, Math.abs(c));
        }
        return g;
    }

    @Override
    public boolean isConst() {
        return false;
    }

    @Override
    public long value() {
        throw new IllegalStateException("not a constant: " + this);
    }

    @Override
    public Set<String> variables() {
        Set<String> out = new TreeSet<>();
        for (Monomial m : terms.keySet()) {
            out.addAll(Atom.variablesOf(m.atoms()));
        }
        return out;
    }

    /**
     * The terms as arrays, built on the first evaluation: enumeration evaluates one polynomial at
     * every point of a box, and walking the sorted map each time was most of a cold check's Java time.
     */
    private TermArrays arrays;

    /** Final fields: safely published to other threads; a racing thread may build its own copy. */
    private record TermArrays(long[] coefficients, Atom[][] factors) { }

    @Override
    public long evaluate(Map<String, Long> env) {
        TermArrays t = arrays;
        if (t == null) {
            long[] c = new long[terms.size()];
            Atom[][] f = new Atom[terms.size()][];
            int k = 0;
            for (Map.Entry<Monomial, Long> e : terms.entrySet()) {
                c[k] = e.getValue();
                f[k++] = e.getKey().atoms().toArray(new Atom[0]);
            }
            t = new TermArrays(c, f);
            arrays = t;
        }
        long sum = 0;
        Atom[][] f = t.factors();
        long[] c = t.coefficients();
        for (int k = 0; k < f.length; k++) {
            long p = c[k];
            for (Atom a : f[k]) {
                p = Math.multiplyExact(p, a.evaluate(env));
            }
            sum = Math.addExact(sum, p);
        }
        return sum;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Poly p && terms.equals(p.terms);
    }

    @Override
    public int hashCode() {
        return Objects.hash(terms);
    }

    private final CachedText text = new CachedText();

    @Override
    public String toString() {
        return text.get(this::format);
    }

    private String format() {
        StringBuilder sb = new StringBuilder();
        List<Map.Entry<Monomial, Long>> entries = new ArrayList<>(terms.entrySet());
        entries.sort(Map.Entry.comparingByKey(Comparator.naturalOrder()));
        for (Map.Entry<Monomial, Long> e : entries) {
            long c = e.getValue();
            Monomial m = e.getKey();
            boolean first = sb.length() == 0;
            if (c < 0) {
                sb.append('-');
            } else if (!first) {
                sb.append('+');
            }
            long abs = Math.abs(c);
            if (m.atoms().isEmpty()) {
                sb.append(abs);
            } else if (abs == 1) {
                sb.append(m);
            } else if (m.atoms().size() == 1 && m.atoms().get(0) instanceof Atom.Op op && Monomial.isInfix(op)) {
                // 8*(t/32), not 8*t/32 (which reads as (8*t)/32).
                sb.append(abs).append("*(").append(m).append(')');
            } else {
                sb.append(abs).append('*').append(m);
            }
        }
        return sb.toString();
    }
}
