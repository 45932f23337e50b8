package cuteprover.symbolic;

import cuteprover.expr.Parser;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Properties over a parameter bounded by constants are decided by enumeration before the solver is
 * asked; the solver path (forced by enumerationLimit 0) must give the same verdict on random layouts
 * whose shape and stride depend on the parameter, with an unread parameter of the file beside it.
 */
class EnumerationFirstProperties {

    private static final ThreadSessions FIRST = new ThreadSessions(ProverOptions.defaults().withMinimize(false));
    private static final ThreadSessions SOLVER = new ThreadSessions(ProverOptions.defaults().withEnumerationLimit(0).withMinimize(false));

    @AfterContainer
    static void close() {
        FIRST.closeOwn();
        SOLVER.closeOwn();
    }

    @Property(tries = 150)
    void enumerationFirstAgreesWithTheSolver(@ForAll @IntRange(min = 0, max = 3) int low, @ForAll @IntRange(min = 1, max = 4) int count,
                                             @ForAll @IntRange(min = 1, max = 4) int a, @ForAll @IntRange(min = 0, max = 3) int b,
                                             @ForAll @IntRange(min = 0, max = 6) int s1, @ForAll @IntRange(min = 0, max = 6) int s2,
                                             @ForAll @IntRange(min = 0, max = 2) int kind, @ForAll @IntRange(min = 1, max = 40) int bound) {
        String layout = "(" + a + ",g+" + (b + 1) + "):(" + s1 + "," + s2 + "*g+1)";
        String property = switch (kind) {
            case 0 -> "injective(" + layout + ")";
            case 1 -> "forall i in [0, size(" + layout + ")): " + layout + "(i) < " + bound;
            default -> "size(" + layout + ") <= " + bound;
        };
        String assumption = low + " <= g && g < " + (low + count) + " && M % 64 == 0";
        Verdict first = FIRST.get().prove(Parser.parse(property), List.of(Parser.parse(assumption)), Map.of());
        Verdict solver = SOLVER.get().prove(Parser.parse(property), List.of(Parser.parse(assumption)), Map.of());
        assertTrue(first.kind() != Verdict.Kind.UNKNOWN, property + " under " + assumption + ": " + first.lines());
        if (solver.kind() != Verdict.Kind.UNKNOWN) {
            assertEquals(solver.kind(), first.kind(), property + " under " + assumption + ": enumeration " + first.lines()
                    + ", solver " + solver.lines());
        }
        if (first.kind() == Verdict.Kind.REFUTED) {
            long g = first.witness().get("g");
            assertTrue(low <= g && g < low + count, "the witness is an allowed value: " + first.witness());
        }
    }
}
