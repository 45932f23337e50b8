package cuteprover.specfile;

import cuteprover.expr.Parser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each spec file is proved in order on a prover of its own, whatever the number of workers: a
 * solver's answer may depend on what its context saw before, so what a prover sees must not
 * depend on timing or on --jobs.
 */
class CheckerScheduleTest {

    /** A prover that records the obligations it is given, in order. */
    private static class Recording implements ObligationProver {
        final List<String> seen = new ArrayList<>();

        @Override
        public Outcome prove(Obligation o) {
            seen.add(o.pos().file() + ":" + o.name());
            return new Outcome(Outcome.Status.PROVED, "PROVED", List.of(), 0, false);
        }

        @Override
        public List<String> smtlib(Obligation o) {
            return List.of();
        }

        @Override
        public String answer(String script) {
            return "unknown";
        }

        @Override
        public void close() {
        }
    }

    private static List<Obligation> suite() {
        List<Obligation> out = new ArrayList<>();
        int[] sizes = {3, 5, 1, 4};
        for (int f = 0; f < sizes.length; f++) {
            for (int i = 0; i < sizes[f]; i++) {
                out.add(new Obligation(new SourcePos("f" + f + ".cute", i + 1, 1), "p" + i, "true", Parser.parse("1 == 1"),
                        List.of(), List.of(), Map.of(), false, List.of()));
            }
        }
        return out;
    }

    private static List<List<String>> provers(int jobs) {
        List<Recording> made = Collections.synchronizedList(new ArrayList<>());
        Supplier<ObligationProver> supplier = () -> {
            Recording r = new Recording();
            made.add(r);
            return r;
        };
        Checker.run(suite(), supplier, jobs, null);
        List<List<String>> out = new ArrayList<>();
        made.forEach(r -> out.add(r.seen));
        out.sort(java.util.Comparator.comparing(l -> l.get(0)));
        return out;
    }

    @Test
    void eachFileIsProvedInOrderOnAProverOfItsOwn() {
        List<List<String>> seen = provers(3);
        assertEquals(4, seen.size(), seen.toString());
        for (List<String> one : seen) {
            String file = one.get(0).substring(0, one.get(0).indexOf(':'));
            for (int i = 0; i < one.size(); i++) {
                assertEquals(file + ":p" + i, one.get(i), "one file per prover, in order: " + seen);
            }
        }
    }

    @Test
    void whatEachProverSeesDoesNotDependOnTheNumberOfWorkers() {
        assertEquals(provers(1), provers(2));
        assertEquals(provers(1), provers(4));
    }

    @Test
    void filesWithMostObligationsComeFirst() {
        List<List<Integer>> order = Checker.byFile(suite());
        List<Integer> sizes = order.stream().map(List::size).toList();
        assertEquals(List.of(5, 4, 3, 1), sizes);
        assertTrue(order.get(0).get(0) == 3, "file f1 starts at index 3: " + order);
    }

    @Test
    void filesAreProvedWhileLaterOnesAreStillLoading() throws Exception {
        List<Obligation> all = suite();
        java.util.concurrent.CountDownLatch firstProved = new java.util.concurrent.CountDownLatch(1);
        Supplier<ObligationProver> supplier = () -> new Recording() {
            @Override
            public Outcome prove(Obligation o) {
                firstProved.countDown();
                return super.prove(o);
            }
        };
        boolean[] overlapped = {false};
        List<CheckResult> results = Checker.runAsLoaded(sink -> {
            // Files handed over in reverse order; the producer waits for a proof before handing the rest.
            sink.accept(all.subList(9, 13));
            try {
                overlapped[0] = firstProved.await(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            sink.accept(all.subList(8, 9));
            sink.accept(all.subList(3, 8));
            sink.accept(all.subList(0, 3));
        }, supplier, 2, null, r -> { });
        assertTrue(overlapped[0], "the first file is proved before the producer hands over the next");
        assertEquals(all, results.stream().map(CheckResult::obligation).toList(), "results by file, then line");
    }

    @Test
    void aFaultOnOnePropertyFailsThatPropertyOnly() {
        Supplier<ObligationProver> supplier = () -> new Recording() {
            @Override
            public Outcome prove(Obligation o) {
                if (o.name().equals("p1") && o.pos().file().equals("f0.cute")) {
                    throw new IllegalStateException("not a constant: bx");
                }
                return super.prove(o);
            }
        };
        List<CheckResult> results = Checker.run(suite(), supplier, 2, null);
        assertEquals(13, results.size());
        for (CheckResult r : results) {
            boolean faulty = r.obligation().name().equals("p1") && r.obligation().pos().file().equals("f0.cute");
            assertEquals(faulty ? Outcome.Status.ERROR : Outcome.Status.PROVED, r.outcome().status(), r.toString());
            if (faulty) {
                assertTrue(r.outcome().headline().contains("internal error") && r.outcome().headline().contains("not a constant: bx"),
                        r.outcome().headline());
            }
        }
    }
}
