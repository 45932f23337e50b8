package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.smem.BankModel;
import cuteprover.smem.SmemAccess;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bank_conflicts(...) == 1} in the prover: symbolic stage offsets, refutations that name the collision. */
class BankConflictProverProperties {

    private static Verdict prove(String property, String... assumptions) {
        try (ProofSession session = new ProofSession(ProverOptions.defaults().withTimeoutMs(60_000))) {
            return prove(session, property, assumptions);
        }
    }

    private static Verdict prove(ProofSession session, String property, String... assumptions) {
        return session.prove(Parser.parse(property), java.util.Arrays.stream(assumptions).map(Parser::parse).toList(), Map.of());
    }

    private static final String LDSM = "((16,2),8):((1,128),16)";

    @Test
    void swizzledPipelineStagesAreConflictFreeForEveryStage() {
        Verdict v = prove("bank_conflicts(Sw<3,3,3> o (1024*s) o (16,64):(64,1), 2, " + LDSM + ") == 1", "0 <= s");
        assertEquals(Verdict.Kind.PROVED, v.kind(), v.details().toString());
    }

    @Test
    void aRefutationNamesTheCollidingThreadsAddressesAndBank() {
        Verdict v = prove("bank_conflicts(Sw<2,3,3> o (1024*s) o (16,64):(64,1), 2, " + LDSM + ") == 1", "0 <= s");
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(0L, v.witness().get("s"));
        assertTrue(v.details().contains("lhs = 2 (2-way in bank 0 (instruction 0, phase 0): thread 0 at byte 0, thread 4 at byte 512)"),
                v.details().toString());
        assertTrue(v.details().contains("rhs = 1"));
    }

    /**
     * The prover's verdict over stages 0..3 agrees with the concrete model at every stage: PROVED iff each
     * stage is conflict-free (stage offsets of 1024 elements are not always a multiple of the swizzle's span).
     */
    @Property(tries = 25)
    void verdictAgreesWithTheModelAtEveryStage(@ForAll @IntRange(min = 0, max = 3) int b, @ForAll @IntRange(min = 0, max = 4) int m,
                                               @ForAll @IntRange(min = 0, max = 4) int extra, @ForAll @IntRange(min = 1, max = 3) int log2Rows) {
        int sh = b + extra;
        int cols = 16 << log2Rows; // 32..128 halves per row
        String smem = "Sw<" + b + "," + m + "," + sh + "> o (" + (768 + 256 * log2Rows) + "*s) o (16," + cols + "):(" + cols + ",1)";
        String tv = "((16,2),8):((1," + 16 * 8 + "),16)";
        boolean allFree = true;
        for (long s = 0; s <= 3; s++) {
            Object concrete = new Evaluator(Decider.CONCRETE, false, Map.of("s", cuteprover.tuple.SymInt.of(s)))
                    .evaluate(Parser.parse(smem));
            Layout tvl = (Layout) new Evaluator(Decider.CONCRETE, false, Map.of()).evaluate(Parser.parse(tv));
            allFree &= BankModel.analyze(SmemAccess.addresses(concrete, 2, tvl), 2).degree() == 1;
        }
        Verdict v = prove("bank_conflicts(" + smem + ", 2, " + tv + ") == 1", "0 <= s <= 3");
        assertEquals(allFree ? Verdict.Kind.PROVED : Verdict.Kind.REFUTED, v.kind(), smem + ": " + v.details());
    }
}
