package cuteprover.symbolic;

import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A condition over symbolic integers: what assumptions, branch decisions, case splits and
 * predicates are made of. Conditions print in the input language ({@code M % 8 == 0}), evaluate
 * concretely (for re-checking counterexamples) and are encoded for Z3 by {@link Z3Encoder}.
 */
public sealed interface Cond permits Cond.Cmp, Cond.Divides, Cond.In, Cond.Junction, Cond.Not, Cond.Bool {

    /** Evaluates under a full assignment; ArithmeticException on division by zero or overflow. */
    boolean holds(Map<String, Long> env);

    Cond substitute(Map<String, ? extends SymInt> values);

    void collectVariables(Set<String> out);

    default Set<String> variables() {
        Set<String> out = new TreeSet<>();
        collectVariables(out);
        return out;
    }

    /** {@code left op right} with op one of {@code == != < <= > >=}. */
    record Cmp(String op, SymInt left, SymInt right) implements Cond {
        public Cmp {
            if (!List.of("==", "!=", "<", "<=", ">", ">=").contains(op)) {
                throw new IllegalArgumentException("not a comparison: " + op);
            }
        }

        @Override
        public boolean holds(Map<String, Long> env) {
            long l = left.evaluate(env);
            long r = right.evaluate(env);
            return switch (op) {
                case "==" -> l == r;
                case "!=" -> l != r;
                case "<" -> l < r;
                case "<=" -> l <= r;
                case ">" -> l > r;
                default -> l >= r;
            };
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return new Cmp(op, left.substitute(values), right.substitute(values));
        }

        @Override
        public void collectVariables(Set<String> out) {
            SymInt.addVariables(out, left, right);
        }

        @Override
        public String toString() {
            return left + " " + op + " " + right;
        }
    }

    /** {@code divisor | value}, printed as {@code value % divisor == 0}. */
    record Divides(SymInt divisor, SymInt value) implements Cond {
        @Override
        public boolean holds(Map<String, Long> env) {
            long d = divisor.evaluate(env);
            return d != 0 ? value.evaluate(env) % d == 0 : value.evaluate(env) == 0;
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return new Divides(divisor.substitute(values), value.substitute(values));
        }

        @Override
        public void collectVariables(Set<String> out) {
            SymInt.addVariables(out, divisor, value);
        }

        @Override
        public String toString() {
            return paren(value) + " % " + paren(divisor) + " == 0";
        }
    }

    /** {@code value in {m0, m1, ...}}. */
    record In(SymInt value, List<SymInt> members) implements Cond {
        public In {
            members = List.copyOf(members);
        }

        @Override
        public boolean holds(Map<String, Long> env) {
            long v = value.evaluate(env);
            for (SymInt m : members) {
                if (m.evaluate(env) == v) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            List<SymInt> ms = new ArrayList<>();
            for (SymInt m : members) {
                ms.add(m.substitute(values));
            }
            return new In(value.substitute(values), ms);
        }

        @Override
        public void collectVariables(Set<String> out) {
            out.addAll(value.variables());
            for (SymInt m : members) {
                out.addAll(m.variables());
            }
        }

        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            for (SymInt m : members) {
                parts.add(m.toString());
            }
            return paren(value) + " in {" + String.join(",", parts) + "}";
        }
    }

    /** A conjunction or disjunction: its variables are its parts'. */
    sealed interface Junction extends Cond permits And, Or {
        List<Cond> parts();

        @Override
        default void collectVariables(Set<String> out) {
            for (Cond c : parts()) {
                c.collectVariables(out);
            }
        }
    }

    record And(List<Cond> parts) implements Junction {
        public And {
            parts = List.copyOf(parts);
        }

        @Override
        public boolean holds(Map<String, Long> env) {
            return !somePartIs(false, parts, env);
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return new And(substituteAll(parts, values));
        }

        @Override
        public String toString() {
            return join(parts, " && ");
        }
    }

    record Or(List<Cond> parts) implements Junction {
        public Or {
            parts = List.copyOf(parts);
        }

        @Override
        public boolean holds(Map<String, Long> env) {
            return somePartIs(true, parts, env);
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return new Or(substituteAll(parts, values));
        }

        @Override
        public String toString() {
            return join(parts, " || ");
        }
    }

    record Not(Cond operand) implements Cond {
        @Override
        public boolean holds(Map<String, Long> env) {
            return !operand.holds(env);
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return new Not(operand.substitute(values));
        }

        @Override
        public void collectVariables(Set<String> out) {
            operand.collectVariables(out);
        }

        @Override
        public String toString() {
            if (operand instanceof Divides d) {
                return paren(d.value()) + " % " + paren(d.divisor()) + " != 0";
            }
            if (operand instanceof Cmp c) {
                return new Cmp(negate(c.op()), c.left(), c.right()).toString();
            }
            return "!(" + operand + ")";
        }
    }

    record Bool(boolean value) implements Cond {
        @Override
        public boolean holds(Map<String, Long> env) {
            return value;
        }

        @Override
        public Cond substitute(Map<String, ? extends SymInt> values) {
            return this;
        }

        @Override
        public void collectVariables(Set<String> out) {
        }

        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** The negation, pushed into comparisons so that it prints readably. */
    static Cond not(Cond c) {
        if (c instanceof Not n) {
            return n.operand();
        }
        if (c instanceof Cmp cmp) {
            return new Cmp(negate(cmp.op()), cmp.left(), cmp.right());
        }
        if (c instanceof Bool b) {
            return new Bool(!b.value());
        }
        return new Not(c);
    }

    static Cond and(List<Cond> parts) {
        return parts.size() == 1 ? parts.get(0) : new And(parts);
    }

    static Cond or(List<Cond> parts) {
        return parts.size() == 1 ? parts.get(0) : new Or(parts);
    }

    private static String negate(String op) {
        return switch (op) {
            case "==" -> "!=";
            case "!=" -> "==";
            case "<" -> ">=";
            case "<=" -> ">";
            case ">" -> "<=";
            default -> "<";
        };
    }

    /**
     * Whether some part evaluates to {@code value}, in order and stopping there: an And fails at its
     * first false part, an Or holds at its first true one (later parts are not evaluated).
     */
    private static boolean somePartIs(boolean value, List<Cond> parts, Map<String, Long> env) {
        for (Cond c : parts) {
            if (c.holds(env) == value) {
                return true;
            }
        }
        return false;
    }

    private static List<Cond> substituteAll(List<Cond> parts, Map<String, ? extends SymInt> values) {
        List<Cond> out = new ArrayList<>(parts.size());
        for (Cond c : parts) {
            out.add(c.substitute(values));
        }
        return out;
    }

    private static String join(List<Cond> parts, String sep) {
        List<String> out = new ArrayList<>();
        for (Cond c : parts) {
            String t = c.toString();
            out.add(c instanceof Junction ? "(" + t + ")" : t);
        }
        return String.join(sep, out);
    }

    private static String paren(SymInt s) {
        String t = s.toString();
        return s.isConst() || t.matches("[A-Za-z_][A-Za-z_0-9.]*") ? t : "(" + t + ")";
    }
}
