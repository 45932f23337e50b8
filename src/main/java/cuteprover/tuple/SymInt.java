package cuteprover.tuple;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An integer that may depend on shape variables: a {@link Const} or a {@link Poly}nomial with
 * integer coefficients over variables and opaque atoms ({@code M/8}, {@code M%8}, {@code min(M,N)}).
 *
 * <p>Every operation returns a normal form, so equal polynomials print equally and compare equal
 * with {@link Object#equals}. Constant arithmetic is exact: an overflow throws
 * {@link ArithmeticException} (callers turn it into an input error), never wraps.
 */
public sealed interface SymInt extends IntTuple permits Const, Poly {

    SymInt ZERO = Const.ZERO;
    SymInt ONE = Const.ONE;

    static SymInt of(long value) {
        return Const.of(value);
    }

    static SymInt var(String name) {
        return Poly.atom(new Atom.Var(name));
    }

    boolean isConst();

    /** The value of a constant; throws {@link IllegalStateException} for a symbolic integer. */
    long value();

    /** The variables this integer depends on, sorted by name. */
    Set<String> variables();

    /** Adds the variables of the two operands of a binary term (a comparison, a division) to {@code out}. */
    static void addVariables(Set<String> out, SymInt left, SymInt right) {
        out.addAll(left.variables());
        out.addAll(right.variables());
    }

    /** Evaluates under a full assignment of the variables; overflow throws ArithmeticException. */
    long evaluate(Map<String, Long> env);

    /**
     * Replaces variables by integers (unmapped variables stay) and re-normalises, so that a
     * substitution such as {@code M := 64*Q} simplifies {@code M/8} to {@code 8*Q}.
     */
    SymInt substitute(Map<String, ? extends SymInt> values);

    default boolean isConstant(long v) {
        return isConst() && value() == v;
    }

    static SymInt add(SymInt a, SymInt b) {
        if (a instanceof Const x && b instanceof Const y) {
            return of(Math.addExact(x.value(), y.value()));
        }
        return Poly.sum(Poly.from(a), Poly.from(b));
    }

    static SymInt sub(SymInt a, SymInt b) {
        return add(a, neg(b));
    }

    static SymInt neg(SymInt a) {
        if (a instanceof Const x) {
            return of(Math.negateExact(x.value()));
        }
        return Poly.product(Poly.from(a), Poly.from(of(-1)));
    }

    static SymInt mul(SymInt a, SymInt b) {
        if (a instanceof Const x && b instanceof Const y) {
            return of(Math.multiplyExact(x.value(), y.value()));
        }
        return Poly.product(Poly.from(a), Poly.from(b));
    }

    /** Floor division (CuTe's {@code /} on non-negative values); exact when b divides a termwise. */
    static SymInt div(SymInt a, SymInt b) {
        if (b instanceof Const y && y.value() == 0) {
            throw new ArithmeticException("division by zero: " + a + "/0");
        }
        if (a instanceof Const x && b instanceof Const y) {
            return of(Math.floorDiv(x.value(), y.value()));
        }
        if (b.isConstant(1)) {
            return a;
        }
        if (a.equals(b)) {
            return ONE;
        }
        if (b instanceof Const y && Poly.divisible(Poly.from(a), y.value())) {
            return Poly.divideExact(Poly.from(a), y.value());
        }
        SymInt exact = Poly.divideByTerm(a, b);
        if (exact != null) {
            return exact;
        }
        return Poly.atom(new Atom.Op(Atom.Kind.DIV, a, b));
    }

    /**
     * a / b when the division is exact as polynomials (b a constant or a single term dividing every
     * term of a, or b == a); null otherwise. Shape algebra uses this to align {@code (M,N)} with {@code M*N}.
     */
    static SymInt divideExactly(SymInt a, SymInt b) {
        if (b.isConstant(0)) {
            return null;
        }
        if (a.equals(b)) {
            return ONE;
        }
        if (a instanceof Const x && b instanceof Const y) {
            return x.value() % y.value() == 0 ? of(x.value() / y.value()) : null;
        }
        return Poly.divideByTerm(a, b);
    }

    /** Floor modulo; {@code (8*M+3) % 8} simplifies to 3. */
    static SymInt mod(SymInt a, SymInt b) {
        if (b instanceof Const y && y.value() == 0) {
            throw new ArithmeticException("modulo by zero: " + a + "%0");
        }
        if (a instanceof Const x && b instanceof Const y) {
            return of(Math.floorMod(x.value(), y.value()));
        }
        if (b.isConstant(1) || a.equals(b) || !b.isConst() && Poly.divideByTerm(a, b) != null) {
            return ZERO;
        }
        if (b instanceof Const y && y.value() > 0) {
            SymInt rest = Poly.withoutMultiples(Poly.from(a), y.value());
            if (rest instanceof Const r) {
                return of(Math.floorMod(r.value(), y.value()));
            }
            return Poly.atom(new Atom.Op(Atom.Kind.MOD, rest, b));
        }
        return Poly.atom(new Atom.Op(Atom.Kind.MOD, a, b));
    }

    /**
     * floor(a/d) for a positive constant d with the multiples of d taken out of the division:
     * {@code floor((1024*s + i)/16) = 64*s + floor(i/16)} (exact: the terms whose coefficients d
     * divides are integers divided exactly). The remainder's coefficients lie in [0,d).
     */
    static SymInt floorDivSplit(SymInt a, long d) {
        if (d <= 0) {
            throw new ArithmeticException("floorDivSplit needs a positive divisor, got " + d);
        }
        if (a instanceof Const) {
            return div(a, of(d));
        }
        SymInt rest = Poly.withoutMultiples(Poly.from(a), d);
        SymInt whole = Poly.divideExact(Poly.from(sub(a, rest)), d);
        if (rest instanceof Poly p) {
            // With g = gcd(d, the other coefficients), floor((P + r)/d) = floor((P + g*floor(r/g))/d): P + r - r mod g
            // is a multiple of g, and g | d, so dropping r mod g never crosses a multiple of d. Many offsets then
            // share one atom (floor((1024*s + r)/2048) has two forms, r < 1024 and r >= 1024).
            long g = d;
            long constant = 0;
            for (Poly.Term t : p.terms()) {
                if (t.factors().isEmpty()) {
                    constant = t.coefficient();
                } else {
                    g = java.math.BigInteger.valueOf(g).gcd(java.math.BigInteger.valueOf(t.coefficient())).longValue();
                }
            }
            long kept = g * Math.floorDiv(constant, g);
            if (kept != constant) {
                rest = add(rest, of(kept - constant));
            }
        }
        return add(whole, div(rest, of(d)));
    }

    /** CuTe's {@code ceil_div}: the smallest q with q*b >= a, for positive b. */
    static SymInt ceilDiv(SymInt a, SymInt b) {
        if (a instanceof Const x && b instanceof Const y) {
            if (y.value() == 0) {
                throw new ArithmeticException("ceil_div by zero: ceil_div(" + a + ",0)");
            }
            return of(Math.floorDiv(Math.addExact(x.value(), y.value() - 1), y.value()));
        }
        if (b instanceof Const y && y.value() > 0 && Poly.divisible(Poly.from(a), y.value())) {
            return div(a, b);
        }
        if (a.equals(b)) {
            return ONE;
        }
        SymInt exact = b.isConst() ? null : Poly.divideByTerm(a, b);
        if (exact != null) {
            return exact;
        }
        return Poly.atom(new Atom.Op(Atom.Kind.CEIL_DIV, a, b));
    }

    static SymInt min(SymInt a, SymInt b) {
        if (a instanceof Const x && b instanceof Const y) {
            return x.value() <= y.value() ? a : b;
        }
        if (a.equals(b)) {
            return a;
        }
        return Poly.atom(Atom.Op.commutative(Atom.Kind.MIN, a, b));
    }

    static SymInt max(SymInt a, SymInt b) {
        if (a instanceof Const x && b instanceof Const y) {
            return x.value() >= y.value() ? a : b;
        }
        if (a.equals(b)) {
            return a;
        }
        return Poly.atom(Atom.Op.commutative(Atom.Kind.MAX, a, b));
    }

    static SymInt product(List<SymInt> factors) {
        SymInt p = ONE;
        for (SymInt f : factors) {
            p = mul(p, f);
        }
        return p;
    }

    @Override
    default int rank() {
        return 1;
    }

    @Override
    default int depth() {
        return 0;
    }

    @Override
    default boolean isLeaf() {
        return true;
    }

    @Override
    default IntTuple mode(int i) {
        if (i != 0) {
            throw new IndexOutOfBoundsException("mode " + i + " of a leaf");
        }
        return this;
    }

    @Override
    default List<IntTuple> leaves() {
        return List.of(this);
    }
}
