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
        // The order of key() without building it: variables first, then by text.
        boolean var = this instanceof Var;
        if (var != o instanceof Var) {
            return var ? -1 : 1;
        }
        return toString().compareTo(o.toString());
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

    /** An operation on two polynomials; its text (the sort key) is built once. */
    final class Op implements Atom {
        private final Kind kind;
        private final SymInt left;
        private final SymInt right;
        private final CachedText text = new CachedText();

        public Op(Kind kind, SymInt left, SymInt right) {
            this.kind = java.util.Objects.requireNonNull(kind);
            this.left = java.util.Objects.requireNonNull(left);
            this.right = java.util.Objects.requireNonNull(right);
        }

        public Kind kind() {
            return kind;
        }

        public SymInt left() {
            return left;
        }

        public SymInt right() {
            return right;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Op op && op.kind == kind && op.left.equals(left) && op.right.equals(right);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(kind, left, right);
        }

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
            SymInt.addVariables(out, left, right);
        }

        @Override
        public String toString() {
            return text.get(this::format);
        }

        private String format() {
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
            return s instanceof Const || isIdentifier(text) ? text : "(" + text + ")";
        }

        private static boolean isIdentifier(String text) {
            if (text.isEmpty() || !(Character.isLetter(text.charAt(0)) && text.charAt(0) < 128 || text.charAt(0) == '_')) {
                return false;
            }
            for (int i = 1; i < text.length(); i++) {
                char c = text.charAt(i);
                if (!(c < 128 && Character.isLetterOrDigit(c) || c == '_')) {
                    return false;
                }
            }
            return true;
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
