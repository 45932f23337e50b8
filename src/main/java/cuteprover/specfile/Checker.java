package cuteprover.specfile;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
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
                                        int jobs, ProofCache cache, Consumer<CheckResult> onResult) {
        List<List<Integer>> files = byFile(obligations);
        List<List<Obligation>> fileObligations = files.stream().map(f -> f.stream().map(obligations::get).toList()).toList();
        Map<List<Obligation>, List<CheckResult>> proved = prove(sink -> fileObligations.forEach(sink),
                Math.min(jobs, files.size()), provers, cache, onResult);
        CheckResult[] results = new CheckResult[obligations.size()];
        for (int f = 0; f < files.size(); f++) {
            List<CheckResult> r = proved.get(fileObligations.get(f));
            for (int k = 0; k < r.size(); k++) {
                results[files.get(f).get(k)] = r.get(k);
            }
        }
        return List.of(results);
    }

    /**
     * Proves each file's obligations as soon as {@code files} hands them over, so that proving the
     * first files overlaps loading the later ones (a cold check spent a fifth of its time loading
     * before any worker started). The results come back sorted by file, then line.
     */
    public static List<CheckResult> runAsLoaded(Consumer<Consumer<List<Obligation>>> files, Supplier<ObligationProver> provers,
                                                int jobs, ProofCache cache, Consumer<CheckResult> onResult) {
        List<CheckResult> results = new ArrayList<>();
        prove(files, jobs, provers, cache, onResult).values().forEach(results::addAll);
        results.sort(Comparator.comparing((CheckResult r) -> r.obligation().pos().file())
                .thenComparingInt(r -> r.obligation().pos().line()));
        return results;
    }

    /**
     * The worker pool: each worker takes the largest file waiting (most obligations, then the first
     * loaded) until the producer is done, so that a large file loaded late does not run alone at the
     * end. Each file's results, by the file's list (identity: two files may hold equal lists).
     */
    private static Map<List<Obligation>, List<CheckResult>> prove(Consumer<Consumer<List<Obligation>>> producer, int jobs, Supplier<ObligationProver> provers,
                                           ProofCache cache, Consumer<CheckResult> onResult) {
        BlockingQueue<Queued> queue = new PriorityBlockingQueue<>();
        Map<List<Obligation>, List<CheckResult>> done = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = Math.max(1, jobs);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            Thread t = new Thread(null, () -> {
                try {
                    for (Queued q = queue.take(); q.file() != null && failure.get() == null; q = queue.take()) {
                        done.put(q.file(), proveFile(q.file(), provers, cache, onResult));
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }, "cute-prover-check-" + w, WORKER_STACK);
            threads.add(t);
            t.start();
        }
        long[] arrivals = {0};
        try {
            producer.accept(file -> {
                if (!file.isEmpty()) {
                    queue.add(new Queued(file, arrivals[0]++));
                }
            });
        } finally {
            threads.forEach(t -> queue.add(Queued.END));
            for (Thread t : threads) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while checking", e);
                }
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("a check failed unexpectedly: " + failure.get(), failure.get());
        }
        return done;
    }

    /** A file waiting for a worker; {@link #END} (no file) comes after every file. */
    private record Queued(List<Obligation> file, long arrival) implements Comparable<Queued> {
        static final Queued END = new Queued(null, Long.MAX_VALUE);

        @Override
        public int compareTo(Queued o) {
            if ((file == null) != (o.file == null)) {
                return file == null ? 1 : -1;
            }
            int bySize = file == null ? 0 : Integer.compare(o.file.size(), file.size());
            return bySize != 0 ? bySize : Long.compare(arrival, o.arrival);
        }
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
    private static List<CheckResult> proveFile(List<Obligation> file, Supplier<ObligationProver> provers,
                                               ProofCache cache, Consumer<CheckResult> onResult) {
        // Created on the first cache miss only: a fully cached run never loads the solver.
        ObligationProver[] prover = {null};
        List<CheckResult> results = new ArrayList<>();
        try {
            for (Obligation o : file) {
                CheckResult r = new CheckResult(o, decide(o, () -> {
                    if (prover[0] == null) {
                        prover[0] = provers.get();
                    }
                    return prover[0];
                }, cache));
                results.add(r);
                onResult.accept(r);
            }
        } finally {
            if (prover[0] != null) {
                prover[0].close();
            }
        }
        return results;
    }

    /**
     * A counterexample where a guard that reads the sizes did not read: C++ may never reach it (the guard may exclude its
     * values), so it is UNKNOWN, naming the guard, with the counterexample shown.
     */
    static Outcome withUnreadGuards(Obligation o, Outcome out) {
        if (out.status() != Outcome.Status.REFUTED || o.unreadGuards().isEmpty()) {
            return out;
        }
        List<String> details = new ArrayList<>(out.details());
        details.add(0, "the counterexample found, which the guard may exclude:");
        int more = o.unreadGuards().size() - 1;
        return new Outcome(Outcome.Status.UNKNOWN, "a counterexample was found, but a guard before the property did not read: "
                + o.unreadGuards().get(0) + (more > 0 ? " (and " + more + " more)" : ""), details, out.millis(), false);
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
            out = ImplicitDomains.noted(o, prover.get().prove(o), prover.get());
        } catch (CuteError e) {
            out = new Outcome(Outcome.Status.ERROR, "error: " + e.reason(), List.of(), 0, false);
        } catch (RuntimeException e) {
            // a fault of ours on one property fails that property (never proves it) and the run goes on
            if (System.getenv("CUTE_PROVER_TRACE") != null) {
                e.printStackTrace();
            }
            out = new Outcome(Outcome.Status.ERROR, "error: internal error (a cute-prover bug; CUTE_PROVER_TRACE=1 shows where): " + e,
                    List.of(), 0, false);
        }
        out = withUnreadGuards(o, CompilersType.check(o.compilersTypes(), out)).withTiming((System.nanoTime() - start) / 1_000_000, false);
        if (cache != null) {
            cache.store(o, out);
        }
        return out;
    }
}
