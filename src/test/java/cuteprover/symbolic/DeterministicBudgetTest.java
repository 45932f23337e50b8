package cuteprover.symbolic;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A verdict depends on Z3's resource counter, not on the machine's load: the same property under the same
 * resource limit gives the same verdict, and the same reason, alone and beside threads that keep every core busy.
 * The property sits between two limits (symbolic swizzle bijectivity in its exact bit encoding needs 1-3 M units), so a
 * time-based budget would flip it with the load. The certificates are off: the swizzle block certificate proves this
 * property with a few small queries, which would leave no hard query to budget.
 */
class DeterministicBudgetTest {

    private static final String PROPERTY = "bijective(Sw<3,3,3> o 0 o (M,64):(64,1))";
    private static final String ASSUMPTION = "M % 8 == 0";
    private static final long TIGHT = 300_000;

    private static Verdict prove(long rlimit) {
        try (ProofSession s = new ProofSession(ProverOptions.defaults().withRlimit(rlimit).withCertificates(false))) {
            return s.prove(Parser.parse(PROPERTY), List.of(Parser.parse(ASSUMPTION)), Map.of());
        }
    }

    /** The verdict under the limit, computed while every core is kept busy by other threads. */
    private static Verdict proveUnderLoad(long rlimit) throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> burners = new ArrayList<>();
        for (int i = 0; i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
            Thread t = new Thread(() -> {
                long x = 1;
                while (!stop.get()) {
                    x = x * 6364136223846793005L + 1442695040888963407L;
                }
                if (x == 42) {
                    System.out.print("");   // keeps the loop from being optimised away
                }
            });
            t.setDaemon(true);
            t.start();
            burners.add(t);
        }
        try {
            return prove(rlimit);
        } finally {
            stop.set(true);
            for (Thread t : burners) {
                t.join();
            }
        }
    }

    @Test
    void theSameLimitGivesTheSameVerdictAloneAndUnderLoad() throws InterruptedException {
        Verdict tight = prove(TIGHT);
        assertEquals(Verdict.Kind.UNKNOWN, tight.kind(), tight::toString);
        assertTrue(tight.headline().contains("resource limit of " + TIGHT + " units per query exceeded"), tight.headline());
        Verdict tightLoaded = proveUnderLoad(TIGHT);
        assertEquals(tight.headline(), tightLoaded.headline());

        Verdict enough = prove(3_000_000);
        assertEquals(Verdict.Kind.PROVED, enough.kind(), enough::toString);
        assertEquals(Verdict.Kind.PROVED, proveUnderLoad(3_000_000).kind());
    }

    @Test
    void theWallClockIsASafetyNetThatSaysSo() {
        try (ProofSession s = new ProofSession(ProverOptions.defaults().withTimeoutMs(1).withCertificates(false))) {
            Verdict v = s.prove(Parser.parse(PROPERTY), List.of(Parser.parse(ASSUMPTION)), Map.of());
            assertEquals(Verdict.Kind.UNKNOWN, v.kind(), v::toString);
            // the safety net may expire at the property's query or at the assumptions' satisfiability check before it: both say so
            assertTrue(v.headline().contains("depends on the machine"), v.headline());
        }
    }
}
