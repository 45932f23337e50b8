package cuteprover.specfile;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Proves obligations in parallel. Each worker thread owns one {@link ObligationProver} (a solver
 * context must never cross threads), takes every {@code workers}-th obligation in order, and closes
 * its prover when done. The split is fixed, not first come first served: Z3's search depends on what
 * its context built before, so a worker's sequence of obligations must not depend on timing, or the
 * same suite could prove in one run and time out in the next.
 */
public final class Checker {

    private static final long WORKER_STACK = 256L << 20;

    private Checker() {
    }

    public static List<CheckResult> run(List<Obligation> obligations, Supplier<ObligationProver> provers,
                                        int jobs, ProofCache cache) {
        return run(obligations, provers, jobs, cache, r -> { });
    }

    /** As above, telling {@code onResult} of each result as it is decided (from the worker threads). */
    public static List<CheckResult> run(List<Obligation> obligations, Supplier<ObligationProver> provers,
                                        int jobs, ProofCache cache, java.util.function.Consumer<CheckResult> onResult) {
        CheckResult[] results = new CheckResult[obligations.size()];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = Math.max(1, Math.min(jobs, obligations.size()));
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            int first = w;
            // Each worker creates, uses and closes its own prover: solver contexts are thread-confined.
            Thread t = new Thread(null, () -> {
                // Created on the first cache miss only: a fully cached run never loads the solver.
                ObligationProver[] prover = {null};
                try {
                    for (int i = first; i < results.length; i += workers) {
                        Obligation o = obligations.get(i);
                        results[i] = new CheckResult(o, decide(o, () -> {
                            if (prover[0] == null) {
                                prover[0] = provers.get();
                            }
                            return prover[0];
                        }, cache));
                        onResult.accept(results[i]);
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                } finally {
                    if (prover[0] != null) {
                        prover[0].close();
                    }
                }
            }, "cute-prover-check-" + w, WORKER_STACK);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while checking", e);
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("a check failed unexpectedly: " + failure.get(), failure.get());
        }
        return List.of(results);
    }

    static Outcome decide(Obligation o, Supplier<ObligationProver> prover, ProofCache cache) {
        long start = System.nanoTime();
        if (cache != null) {
            Optional<Outcome> hit = cache.lookup(o);
            if (hit.isPresent()) {
                return hit.get().withTiming((System.nanoTime() - start) / 1_000_000, true);
            }
        }
        Outcome out;
        try {
            out = prover.get().prove(o);
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
