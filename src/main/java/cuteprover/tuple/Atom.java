package cuteprover.tuple;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** A factor of a polynomial monomial: a variable, or an operation that is not polynomial. */
public sealed interface Atom extends Comparable<Atom> permits Atom.Var, Atom.Op {

    long evaluate(Map<String, Long> env);

    /** This factor with variables replaced; operations are re-simplified ({@code (8*Q)/8} becomes Q). */
    SymInt substitute(Map<String, ? extends SymInt> values);

    void collectVariables(Set<String> out);

    /** Sort key: variables before operations, then by text. */
    default String key() {
        return (this instanceof Var ? "0" : "1") + this;
    }

    @Override
    default int compareTo(Atom o) {
        return key().compareTo(o.key());
    }

    record Var(String name) implements Atom {
        @Override
        public long evaluate(Map<String, Long> env) {
            Long v = env.get(name);
            if (v == null) {
                throw new IllegalArgumentException("no value for variable " + name);
            }
            return v;
        }

        @Override
        public SymInt substitute(Map<String, ? extends SymInt> values) {
            SymInt v = values.get(name);
            return v != null ? v : SymInt.var(name);
        }

        @Override
        public void collectVariables(Set<String> out) {
            out.add(name);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    enum Kind { DIV, MOD, CEIL_DIV, MIN, MAX }

    record Op(Kind kind, SymInt left, SymInt right) implements Atom {

        static Op commutative(Kind kind, SymInt a, SymInt b) {
            return a.toString().compareTo(b.toString()) <= 0 ? new Op(kind, a, b) : new Op(kind, b, a);
        }

        @Override
        public long evaluate(Map<String, Long> env) {
            long x = left.evaluate(env);
            long y = right.evaluate(env);
            if (y != 0) {
                // SymInt's constant arithmetic, without boxing each operand (enumeration's hot path)
                return switch (kind) {
                    case DIV -> Math.floorDiv(x, y);
                    case MOD -> Math.floorMod(x, y);
                    case CEIL_DIV -> Math.floorDiv(Math.addExact(x, y - 1), y);
                    case MIN -> Math.min(x, y);
                    case MAX -> Math.max(x, y);
                };
            }
            SymInt l = SymInt.of(x);
            SymInt r = SymInt.of(y);
            return switch (kind) {
                case DIV -> SymInt.div(l, r).value();
                case MOD -> SymInt.mod(l, r).value();
                case CEIL_DIV -> SymInt.ceilDiv(l, r).value();
                case MIN -> SymInt.min(l, r).value();
                case MAX -> SymInt.max(l, r).value();
            };
        }

        @Override
        public SymInt substitute(Map<String, ? extends SymInt> values) {
            SymInt l = left.substitute(values);
            SymInt r = right.substitute(values);
            return switch (kind) {
                case DIV -> SymInt.div(l, r);
                case MOD -> SymInt.mod(l, r);
                case CEIL_DIV -> SymInt.ceilDiv(l, r);
                case MIN -> SymInt.min(l, r);
                case MAX -> SymInt.max(l, r);
            };
        }

        @Override
        public void collectVariables(Set<String> out) {
            out.addAll(left.variables());
            out.addAll(right.variables());
        }

        @Override
        public String toString() {
            return switch (kind) {
                case DIV -> operand(left) + "/" + operand(right);
                case MOD -> operand(left) + "%" + operand(right);
                case CEIL_DIV -> "ceil_div(" + left + "," + right + ")";
                case MIN -> "min(" + left + "," + right + ")";
                case MAX -> "max(" + left + "," + right + ")";
            };
        }

        /** A single variable or constant needs no parentheses as an operand of / or %. */
        private static String operand(SymInt s) {
            String text = s.toString();
            return s instanceof Const || text.matches("[A-Za-z_][A-Za-z_0-9]*") ? text : "(" + text + ")";
        }
    }

    static Set<String> variablesOf(Iterable<Atom> atoms) {
        Set<String> out = new TreeSet<>();
        for (Atom a : atoms) {
            a.collectVariables(out);
        }
        return out;
    }
}
