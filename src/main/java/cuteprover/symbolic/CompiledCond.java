package cuteprover.symbolic;

import cuteprover.tuple.Atom;
import cuteprover.tuple.Const;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;

import java.util.List;

/**
 * A {@link Cond} compiled for enumeration: each variable is a slot of a {@code long[]} (the point
 * being tried) instead of a map entry, and the tree is walked once at compile time. The arithmetic
 * is {@link Cond#holds}'s exactly: overflow detected in the same order, floor division and modulo,
 * and the zero divisor handed to {@link SymInt}'s own rules.
 */
final class CompiledCond {

    private CompiledCond() {
    }

    /** An integer term at a point. */
    @FunctionalInterface
    interface Term {
        long at(long[] point);
    }

    /** A condition at a point. */
    @FunctionalInterface
    interface Test {
        boolean at(long[] point);
    }

    /** The condition over the given slots; IllegalArgumentException if it reads a variable without one. */
    static Test compile(Cond c, List<String> slots) {
        if (c instanceof Cond.Cmp cmp) {
            Term l = compile(cmp.left(), slots);
            Term r = compile(cmp.right(), slots);
            return switch (cmp.op()) {
                case "==" -> p -> l.at(p) == r.at(p);
                case "!=" -> p -> l.at(p) != r.at(p);
                case "<" -> p -> l.at(p) < r.at(p);
                case "<=" -> p -> l.at(p) <= r.at(p);
                case ">" -> p -> l.at(p) > r.at(p);
                default -> p -> l.at(p) >= r.at(p);
            };
        }
        if (c instanceof Cond.Divides d) {
            Term divisor = compile(d.divisor(), slots);
            Term value = compile(d.value(), slots);
            return p -> {
                long k = divisor.at(p);
                return k != 0 ? value.at(p) % k == 0 : value.at(p) == 0;
            };
        }
        if (c instanceof Cond.In in) {
            Term value = compile(in.value(), slots);
            Term[] members = in.members().stream().map(m -> compile(m, slots)).toArray(Term[]::new);
            return p -> {
                long v = value.at(p);
                for (Term m : members) {
                    if (m.at(p) == v) {
                        return true;
                    }
                }
                return false;
            };
        }
        if (c instanceof Cond.And and) {
            Test[] parts = and.parts().stream().map(x -> compile(x, slots)).toArray(Test[]::new);
            return p -> {
                for (Test t : parts) {
                    if (!t.at(p)) {
                        return false;
                    }
                }
                return true;
            };
        }
        if (c instanceof Cond.Or or) {
            Test[] parts = or.parts().stream().map(x -> compile(x, slots)).toArray(Test[]::new);
            return p -> {
                for (Test t : parts) {
                    if (t.at(p)) {
                        return true;
                    }
                }
                return false;
            };
        }
        if (c instanceof Cond.Not not) {
            Test t = compile(not.operand(), slots);
            return p -> !t.at(p);
        }
        boolean value = ((Cond.Bool) c).value();
        return p -> value;
    }

    /** The term over the given slots (see {@link #compile(Cond, List)}). */
    static Term compile(SymInt s, List<String> slots) {
        if (s instanceof Const k) {
            long v = k.value();
            return p -> v;
        }
        List<Poly.Term> terms = ((Poly) s).terms();
        long[] coefficients = new long[terms.size()];
        Term[][] factors = new Term[terms.size()][];
        for (int i = 0; i < terms.size(); i++) {
            coefficients[i] = terms.get(i).coefficient();
            factors[i] = terms.get(i).factors().stream().map(a -> compile(a, slots)).toArray(Term[]::new);
        }
        if (terms.size() == 1 && factors[0].length == 1 && coefficients[0] == 1) {
            return factors[0][0];
        }
        return p -> {
            long sum = 0;
            for (int i = 0; i < factors.length; i++) {
                long product = coefficients[i];
                for (Term f : factors[i]) {
                    product = Math.multiplyExact(product, f.at(p));
                }
                sum = Math.addExact(sum, product);
            }
            return sum;
        };
    }

    private static Term compile(Atom a, List<String> slots) {
        if (a instanceof Atom.Var v) {
            int i = slots.indexOf(v.name());
            if (i < 0) {
                throw new IllegalArgumentException("no slot for variable " + v.name());
            }
            return p -> p[i];
        }
        Atom.Op op = (Atom.Op) a;
        Term l = compile(op.left(), slots);
        Term r = compile(op.right(), slots);
        return switch (op.kind()) {
            case DIV -> p -> {
                long x = l.at(p);
                long y = r.at(p);
                return y != 0 ? Math.floorDiv(x, y) : SymInt.div(SymInt.of(x), SymInt.of(y)).value();
            };
            case MOD -> p -> {
                long x = l.at(p);
                long y = r.at(p);
                return y != 0 ? Math.floorMod(x, y) : SymInt.mod(SymInt.of(x), SymInt.of(y)).value();
            };
            case CEIL_DIV -> p -> {
                long x = l.at(p);
                long y = r.at(p);
                return y != 0 ? Math.floorDiv(Math.addExact(x, y - 1), y) : SymInt.ceilDiv(SymInt.of(x), SymInt.of(y)).value();
            };
            case MIN -> p -> Math.min(l.at(p), r.at(p));
            case MAX -> p -> Math.max(l.at(p), r.at(p));
        };
    }
}
