package cuteprover.symbolic;

import cuteprover.expr.Parser;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AfterContainer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spread-stride certificate of injectivity, on layouts whose strides are linear in a parameter
 * ({@code (3,4):(N-2, 5)}): whenever injective(L) is PROVED (by the certificate or the solver, with
 * enumeration switched off), L is injective by enumeration at every allowed value of N; a REFUTED
 * names a value where it is not.
 */
class InjectiveSpreadProperties {

    private static final List<Long> VALUES = List.of(1L, 2L, 3L, 4L, 6L, 8L, 16L);
    private static final ThreadSessions SESSIONS = new ThreadSessions(ProverOptions.defaults().withEnumerationLimit(0).withMinimize(false));

    @AfterContainer
    static void closeSessions() {
        SESSIONS.closeOwn();
    }

    /** A symbolic layout and the allowed values of N. */
    record Case(Layout layout, List<Long> allowed) { }

    @Property(tries = 1500)
    void provedInjectiveHoldsAtEveryAllowedValue(@ForAll("cases") Case c) {
        String assumption = "N in {" + String.join(", ", c.allowed().stream().map(String::valueOf).toList()) + "}";
        Verdict v = SESSIONS.get().prove(Parser.parse("injective(L)"), List.of(Parser.parse(assumption)), Map.of("L", c.layout()));
        boolean byCertificate = v.notes().stream().anyMatch(n -> n.contains("spread-stride certificate"));
        Statistics.label("verdict").collect(v.kind(), byCertificate ? "certificate" : "solver");
        // the certificate must carry a good share of the proofs, or this property tests the solver only
        Statistics.label("verdict").coverage(check -> check.check(Verdict.Kind.PROVED, "certificate").percentage(p -> p >= 10));
        // UNKNOWN (a solver time-out, which a loaded machine makes likelier) is never wrong, but must stay rare
        Statistics.label("undecided").collect(v.kind() == Verdict.Kind.UNKNOWN);
        Statistics.label("undecided").coverage(check -> check.check(true).percentage(p -> p <= 2));
        if (v.kind() == Verdict.Kind.PROVED) {
            for (long n : c.allowed()) {
                assertTrue(ConcreteOracle.injective(table(c.layout(), n)), () -> c + " at N = " + n + ": " + v.lines());
            }
        } else if (v.kind() != Verdict.Kind.UNKNOWN) {
            assertEquals(Verdict.Kind.REFUTED, v.kind(), () -> c + ": " + v.lines());
            long n = v.witness().get("N");
            assertTrue(c.allowed().contains(n) && !ConcreteOracle.injective(table(c.layout(), n)), () -> c + ": " + v.lines());
        }
    }

    /** The sm90 epilogue's accumulator in row-major C, for every N % 256 == 0: certified without the pair query. */
    @Test
    void theEpilogueFragmentIsCertified() {
        Verdict v = SESSIONS.get().prove(Parser.parse("injective(composition((128,64):(N,1), "
                        + "get_layoutC_TV(make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>, (2,1,1)))))"),
                List.of(Parser.parse("N % 256 == 0")), Map.of());
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.lines().toString());
        assertTrue(v.notes().stream().anyMatch(n -> n.contains("spread-stride certificate")), v.notes().toString());
    }

    private static long[] table(Layout symbolic, long n) {
        return FlatLayout.of(Instances.substitute(symbolic, Map.of("N", SymInt.of(n)))).table();
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Long> shapes = Arbitraries.longs().between(1, 5);
        Arbitrary<SymInt> strides = Combinators.combine(Arbitraries.longs().between(0, 2), Arbitraries.longs().between(-9, 9),
                Arbitraries.of(1L, -1L)).as((a, b, sign) -> {
                    SymInt linear = SymInt.add(SymInt.mul(SymInt.of(a), SymInt.var("N")), SymInt.of(b));
                    return sign < 0 ? SymInt.sub(SymInt.ZERO, linear) : linear;
                });
        Arbitrary<List<Long>> allowed = Arbitraries.of(VALUES).set().ofMinSize(1).ofMaxSize(4).map(s -> new ArrayList<>(new java.util.TreeSet<>(s)));
        return Combinators.combine(shapes.list().ofMinSize(1).ofMaxSize(4), strides.list().ofSize(4), allowed)
                .as((s, d, a) -> new Case(layout(s, d), a));
    }

    private static Layout layout(List<Long> shape, List<SymInt> stride) {
        List<IntTuple> s = new ArrayList<>();
        List<IntTuple> d = new ArrayList<>();
        for (int i = 0; i < shape.size(); i++) {
            s.add(SymInt.of(shape.get(i)));
            d.add(stride.get(i));
        }
        return new Layout(new cuteprover.tuple.Tuple(s), new cuteprover.tuple.Tuple(d));
    }
}
