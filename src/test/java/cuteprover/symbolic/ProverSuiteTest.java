package cuteprover.symbolic;

import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Proves every property of the dynamic suite (src/test/resources/.../dynamic-suite.txt, also timed
 * by ProverBench). A REFUTED verdict is confirmed by the brute-force oracle at the counterexample's
 * values; a PROVED verdict is spot-checked by the oracle at every small assignment the assumptions allow.
 */
class ProverSuiteTest extends SharedProofSession {

    record Case(String expected, List<String> assumptions, String property) {
        @Override
        public String toString() {
            return expected + " " + (assumptions.isEmpty() ? "" : assumptions + " ") + property;
        }
    }

    private static final long[] SMALL_VALUES = {1, 2, 3, 4, 5, 7, 8, 12, 16, 64, 128};

    static List<Case> suite() throws IOException {
        List<Case> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ProverSuiteTest.class.getResourceAsStream("dynamic-suite.txt"), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split(" @@ ", -1);
                List<String> assumptions = f[1].isBlank() ? List.of() : List.of(f[1].trim());
                out.add(new Case(f[0].trim(), assumptions, f[2].trim()));
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("suite")
    void verdictMatchesAndIsConfirmedConcretely(Case c) {
        List<Expr> assumptions = new ArrayList<>();
        for (String a : c.assumptions()) {
            assumptions.add(Parser.parse(a));
        }
        Verdict v = session.prove(Parser.parse(c.property()), assumptions, Map.of());
        assertEquals(c.expected(), v.kind().name(), () -> String.join("\n", v.lines()));
        Set<String> variables = variables(c);
        if (v.kind() == Verdict.Kind.REFUTED) {
            Map<String, Long> vars = new LinkedHashMap<>();
            for (String name : variables) {
                assertTrue(v.witness().containsKey(name), "witness names every variable: " + v.witness());
                vars.put(name, v.witness().get(name));
            }
            assertTrue(ConcreteOracle.assumptionsHold(c.assumptions(), vars), "counterexample satisfies the assumptions");
            assertFalse(ConcreteOracle.holds(c.property(), vars, Map.of()), "the oracle confirms the counterexample " + vars);
            assertTrue(v.details().get(v.details().size() - 2).startsWith("lhs = "));
            assertTrue(v.details().get(v.details().size() - 1).startsWith("rhs = "));
        } else {
            spotCheck(c, new ArrayList<>(variables), 0, new LinkedHashMap<>(), 1);
        }
    }

    /** The oracle agrees with PROVED at every small assignment that satisfies the assumptions. */
    private static void spotCheck(Case c, List<String> vars, int i, Map<String, Long> env, long product) {
        if (i == vars.size()) {
            if (ConcreteOracle.assumptionsHold(c.assumptions(), env)) {
                assertTrue(ConcreteOracle.holds(c.property(), env, Map.of()), () -> "PROVED but fails at " + env);
            }
            return;
        }
        for (long v : SMALL_VALUES) {
            if (product * v > 4096) {
                break;
            }
            env.put(vars.get(i), v);
            spotCheck(c, vars, i + 1, env, product * v);
        }
        env.remove(vars.get(i));
    }

    /** Free names of the property and assumptions (not functions, not forall binders). */
    static Set<String> variables(Case c) {
        Set<String> out = new TreeSet<>();
        Set<String> bound = new TreeSet<>();
        collect(Parser.parse(c.property()), out, bound);
        for (String a : c.assumptions()) {
            collect(Parser.parse(a), out, bound);
        }
        out.removeAll(bound);
        return out;
    }

    private static void collect(Expr e, Set<String> out, Set<String> bound) {
        if (e instanceof Expr.Name n) {
            out.add(n.name());
        } else if (e instanceof Expr.Call c) {
            c.args().forEach(a -> collect(a, out, bound));
        } else if (e instanceof Expr.Binary b) {
            collect(b.left(), out, bound);
            collect(b.right(), out, bound);
        } else if (e instanceof Expr.Unary u) {
            collect(u.operand(), out, bound);
        } else if (e instanceof Expr.TupleExpr t) {
            t.elements().forEach(x -> collect(x, out, bound));
        } else if (e instanceof Expr.LayoutExpr l) {
            collect(l.shape(), out, bound);
            collect(l.stride(), out, bound);
        } else if (e instanceof Expr.In in) {
            collect(in.value(), out, bound);
            collect(in.set(), out, bound);
        } else if (e instanceof Expr.SetExpr s) {
            s.elements().forEach(x -> collect(x, out, bound));
        } else if (e instanceof Expr.Bracket b) {
            b.elements().forEach(x -> collect(x, out, bound));
        } else if (e instanceof Expr.Forall f) {
            for (Expr.Binder b : f.binders()) {
                bound.add(b.name());
                collect(b.low(), out, bound);
                collect(b.high(), out, bound);
            }
            collect(f.body(), out, bound);
        }
    }
}
