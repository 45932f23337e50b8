package cuteprover.symbolic;

import cuteprover.expr.Parser;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A constructor's result and its transcription are compared mode by mode when their shapes are equal
 * under the assumptions: logical_divide((M,K):(K,1), (a,b)) has modes ceil_div(M,a) where the
 * transcription writes M/a, the same size when a divides M. Before, the shapes did not align and the
 * comparison became a nonlinear query that timed out (UNKNOWN).
 */
class AssumptionNormalFormProperties {

    @Property(tries = 12)
    void aDivideEqualsItsTranscriptionForEverySizeAndADifferentStrideIsRefuted(
            @ForAll @IntRange(min = 1, max = 7) int logA, @ForAll @IntRange(min = 1, max = 6) int logB,
            @ForAll @IntRange(min = 0, max = 1) int wrongStride) {
        long a = 1L << logA;
        long b = 1L << logB;
        String divide = "logical_divide((M,K):(K,1), (" + a + "," + b + "))";
        String transcription = "((" + a + ",M/" + a + "),(" + b + ",K/" + b + ")):((K," + a + "*K),(" + (1 + wrongStride) + "," + b + "))";
        List<cuteprover.expr.Expr> given = List.of(Parser.parse("M % " + a + " == 0 && K % " + b + " == 0"));
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            Verdict v = s.prove(Parser.parse("equal(" + divide + ", " + transcription + ")"), given, Map.of());
            assertEquals(wrongStride == 0 ? Verdict.Kind.PROVED : Verdict.Kind.REFUTED, v.kind(), divide + " vs " + transcription + ": " + v.lines());
        }
    }
}
