package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random symbolic algebra terms (compositions, products, inverses, complements, coalesced
 * compositions of small layouts with one entry N, N+k or 2*N) under random finite parameter sets
 * {@code N in {..}}, with a random property. The concrete engine is the oracle at every value of the
 * set: PROVED means that the term exists and the property holds at each; REFUTED means that it
 * exists and fails at the counterexample; an input error means that the concrete engine refuses the
 * term at some value. UNKNOWN is allowed. At least 10,000 terms per run (issue 12).
 */
class SymbolicTermProperties {

    private static final ThreadSessions SESSIONS = new ThreadSessions(ProverOptions.defaults().withTimeoutMs(2_000).withMinimize(false));

    @AfterContainer
    static void closeSessions() {
        SESSIONS.closeOwn();
    }

    /** A term with the variable N, the values N may take, and a property over the term (T). */
    record Case(String term, List<Long> values, String property) {
        String propertyText() {
            return property.replace("T", term);
        }

        @Override
        public String toString() {
            return propertyText() + " under N in " + values;
        }
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<String> small = Arbitraries.integers().between(1, 6).map(String::valueOf);
        Arbitrary<String> stride = Arbitraries.integers().between(0, 9).map(String::valueOf);
        Arbitrary<String> symbolic = Arbitraries.of("N", "N+1", "2*N", "N+2");
        Arbitrary<String> layoutA = Combinators.combine(small, small, stride, stride).as((s0, s1, d0, d1) ->
                "(" + s0 + "," + s1 + "):(" + d0 + "," + d1 + ")");
        Arbitrary<String> layoutB = Combinators.combine(small, small, stride, stride).as((s0, s1, d0, d1) ->
                "(" + s0 + "," + s1 + "):(" + d0 + "," + d1 + ")");
        Arbitrary<String> op = Arbitraries.of("composition", "composition", "composition", "coalesce_composition",
                "logical_product", "right_inverse", "left_inverse", "complement");
        Arbitrary<Integer> slot = Arbitraries.integers().between(0, 7);
        Arbitrary<String> term = Combinators.combine(op, layoutA, layoutB, symbolic, slot).as((o, a, b, n, k) -> {
            String[] both = withVariable(a + "|" + b, n, k).split("\\|");
            return switch (o) {
                case "coalesce_composition" -> "coalesce(composition(" + both[0] + "," + both[1] + "))";
                case "logical_product" -> "logical_product(" + both[0] + "," + both[1] + ")";
                case "right_inverse", "left_inverse" -> o + "(" + both[0] + ")";
                case "complement" -> "complement(" + both[0] + ",64)";
                default -> "composition(" + both[0] + "," + both[1] + ")";
            };
        });
        Arbitrary<List<Long>> values = Arbitraries.longs().between(1, 8).set().ofMinSize(1).ofMaxSize(3)
                .map(s -> new ArrayList<>(new TreeSet<>(s)));
        Arbitrary<String> property = Arbitraries.of("injective(T)", "image_within(T, 16)", "image_within(T, 64)",
                "size(T) >= 4", "cosize(T) <= 48");
        return Combinators.combine(term, values, property).as(Case::new);
    }

    /** Replaces the k-th entry (of the 8 numbers in "A|B", shapes before strides) by the symbolic value. */
    static String withVariable(String ab, String n, int k) {
        StringBuilder out = new StringBuilder();
        int index = 0;
        int i = 0;
        while (i < ab.length()) {
            char c = ab.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < ab.length() && Character.isDigit(ab.charAt(j))) {
                    j++;
                }
                out.append(index++ == k ? n : ab.substring(i, j));
                i = j;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The term at N = v on the concrete engine, or the engine's refusal. */
    private static Object concrete(Case c, long v) {
        try {
            return Evaluator.concrete().evaluate(c.term().replace("N", Long.toString(v)));
        } catch (CuteError e) {
            return e;
        }
    }

    /** The property at N = v, decided by enumeration on the concrete engine. */
    private static boolean holds(Case c, Layout t) {
        long[] table = FlatLayout.of(t.flatten()).table();
        switch (c.property()) {
            case "injective(T)" -> {
                return new TreeSet<>(java.util.Arrays.stream(table).boxed().toList()).size() == table.length;
            }
            case "image_within(T, 16)", "image_within(T, 64)" -> {
                long k = c.property().contains("16") ? 16 : 64;
                return java.util.Arrays.stream(table).allMatch(x -> x >= 0 && x < k);
            }
            case "size(T) >= 4" -> {
                return table.length >= 4;
            }
            default -> {
                return cuteprover.layout.Complement.cosize(t, cuteprover.layout.Decider.CONCRETE).value() <= 48;
            }
        }
    }

    @Property(tries = 10_000)
    void provedTermsExistAndSatisfyThePropertyAtEveryValueAndRefutationsAreReal(@ForAll("cases") Case c) {
        String assumption = "N in {" + String.join(",", c.values().stream().map(String::valueOf).toList()) + "}";
        Verdict v;
        try {
            v = SESSIONS.get().prove(Parser.parse(c.propertyText()), List.of(Parser.parse(assumption)), Map.of());
        } catch (CuteError e) {
            net.jqwik.api.statistics.Statistics.collect("input error");
            // An input error: the concrete engine must refuse the term at some allowed value.
            for (long value : c.values()) {
                if (concrete(c, value) instanceof CuteError) {
                    return;
                }
            }
            fail(c + ": input error (" + e.getMessage() + ") but the concrete engine accepts the term at every value");
            return;
        }
        net.jqwik.api.statistics.Statistics.collect(v.kind().name());
        switch (v.kind()) {
            case PROVED -> {
                for (long value : c.values()) {
                    Object t = concrete(c, value);
                    if (!(t instanceof Layout l)) {
                        fail(c + ": PROVED, but at N = " + value + " the concrete engine refuses the term: " + t);
                        return;
                    }
                    assertTrue(holds(c, l), c + ": PROVED, but the property fails at N = " + value + " for " + l);
                }
            }
            case REFUTED -> {
                long value = v.witness().get("N");
                assertTrue(c.values().contains(value), c + ": counterexample N = " + value + " is not allowed");
                Object t = concrete(c, value);
                if (!(t instanceof Layout l)) {
                    fail(c + ": REFUTED at N = " + value + ", where the concrete engine refuses the term: " + t);
                    return;
                }
                assertTrue(!holds(c, l), c + ": REFUTED at N = " + value + ", but the property holds there for " + l);
            }
            case UNKNOWN -> assertTrue(v.headline().startsWith("UNKNOWN: "), v.headline());
            default -> assertEquals(Verdict.Kind.PROVED, v.kind(), "no bound was given: " + v.headline());
        }
    }
}
