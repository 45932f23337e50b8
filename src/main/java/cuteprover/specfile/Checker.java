package cuteprover.specfile;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Proves obligations in parallel, one spec file at a time per worker thread: a worker takes the next
 * file (largest first), proves its obligations in order on a fresh {@link ObligationProver} (a solver
 * context must never cross threads) and closes it. Z3's search depends on what its context built
 * before; with a context per file, a property's verdict depends only on its file, not on timing or
 * on the number of workers (first come first served over one context per worker made a 100 ms
 * property time out in one CI run).
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
        List<List<Integer>> files = byFile(obligations);
        AtomicInteger nextFile = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = Math.max(1, Math.min(jobs, files.size()));
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            Thread t = new Thread(null, () -> {
                try {
                    for (int f = nextFile.getAndIncrement(); f < files.size() && failure.get() == null; f = nextFile.getAndIncrement()) {
                        proveFile(files.get(f), obligations, provers, cache, results, onResult);
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
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

    /** The obligations' indices grouped by file, in order within a file; the files with most obligations first. */
    static List<List<Integer>> byFile(List<Obligation> obligations) {
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < obligations.size(); i++) {
            groups.computeIfAbsent(obligations.get(i).pos().file(), k -> new ArrayList<>()).add(i);
        }
        List<List<Integer>> out = new ArrayList<>(groups.values());
        out.sort(Comparator.comparingInt((List<Integer> g) -> -g.size()).thenComparingInt(g -> g.get(0)));
        return out;
    }

    /** One file's obligations in order, on a prover created at its first cache miss and closed at its end. */
    private static void proveFile(List<Integer> file, List<Obligation> obligations, Supplier<ObligationProver> provers,
                                  ProofCache cache, CheckResult[] results, java.util.function.Consumer<CheckResult> onResult) {
        // Created on the first cache miss only: a fully cached run never loads the solver.
        ObligationProver[] prover = {null};
        try {
            for (int i : file) {
                Obligation o = obligations.get(i);
                results[i] = new CheckResult(o, decide(o, () -> {
                    if (prover[0] == null) {
                        prover[0] = provers.get();
                    }
                    return prover[0];
                }, cache));
                onResult.accept(results[i]);
            }
        } finally {
            if (prover[0] != null) {
                prover[0].close();
            }
        }
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
