package cuteprover.spec;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Proves obligations in parallel. Each worker thread owns one {@link ObligationProver} (a solver
 * context must never cross threads) and closes it at the end.
 */
public final class Checker {

    private static final long WORKER_STACK = 256L << 20;

    private Checker() {
    }

    public static List<CheckResult> run(List<Obligation> obligations, Supplier<ObligationProver> provers,
                                        int jobs, ProofCache cache) {
        ConcurrentLinkedQueue<ObligationProver> opened = new ConcurrentLinkedQueue<>();
        ThreadLocal<ObligationProver> local = ThreadLocal.withInitial(() -> {
            ObligationProver p = provers.get();
            opened.add(p);
            return p;
        });
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs),
                r -> new Thread(null, r, "cute-prover-check", WORKER_STACK));
        try {
            List<Future<CheckResult>> futures = new ArrayList<>();
            for (Obligation o : obligations) {
                futures.add(pool.submit(() -> new CheckResult(o, decide(o, local.get(), cache))));
            }
            List<CheckResult> out = new ArrayList<>();
            for (Future<CheckResult> f : futures) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while checking", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a check failed unexpectedly", e.getCause());
        } finally {
            pool.shutdownNow();
            awaitQuietly(pool);
            // All workers have stopped, so no context is in use while it is closed.
            opened.forEach(ObligationProver::close);
        }
    }

    private static void awaitQuietly(ExecutorService pool) {
        try {
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static Outcome decide(Obligation o, ObligationProver prover, ProofCache cache) {
        long start = System.nanoTime();
        if (cache != null) {
            Optional<Outcome> hit = cache.lookup(o);
            if (hit.isPresent()) {
                return hit.get().withTiming((System.nanoTime() - start) / 1_000_000, true);
            }
        }
        Outcome out;
        try {
            out = prover.prove(o);
        } catch (CuteError e) {
            out = new Outcome(Outcome.Status.ERROR, "error: " + e.reason(), List.of(), 0, false);
        }
        out = out.withTiming((System.nanoTime() - start) / 1_000_000, false);
        if (cache != null) {
            cache.store(o, out);
        }
        return out;
    }
}
