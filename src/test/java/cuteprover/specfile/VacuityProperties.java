package cuteprover.specfile;

import cuteprover.symbolic.ProverOptions;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random assumption sets over M and N (bounds, congruences, linear relations), split at random
 * across an included file's {@code param ... where}, the spec's own {@code param ... where} and
 * {@code assume} lines. Every set is also bounded to a small box, so brute force decides exactly
 * whether it is satisfiable: an unsatisfiable set must never give PROVED (it is an input error that
 * names the contradiction), a satisfiable one must never be flagged.
 */
class VacuityProperties {

    private static final int BOX = 24;
    private static final ThreadLocal<ObligationProver> PROVER = ThreadLocal.withInitial(
            () -> Z3ObligationProver.factory(ProverOptions.DEFAULT_TIMEOUT_MS).get());
    private static final List<ObligationProver> OPEN = new ArrayList<>();

    @AfterContainer
    static void close() {
        synchronized (OPEN) {
            OPEN.forEach(ObligationProver::close);
            OPEN.clear();
        }
    }

    /** One condition: its text and its meaning, for brute force. */
    record Condition(String text, BiPredicate<Long, Long> holds) {
        @Override
        public String toString() {
            return text;
        }
    }

    @Provide
    Arbitrary<Condition> condition() {
        Arbitrary<String> var = Arbitraries.of("M", "N");
        Arbitrary<Integer> small = Arbitraries.integers().between(1, BOX);
        Arbitrary<Condition> lower = Combinators.combine(var, small).as((v, k) ->
                new Condition(v + " >= " + k, (m, n) -> pick(v, m, n) >= k));
        Arbitrary<Condition> upper = Combinators.combine(var, small).as((v, k) ->
                new Condition(v + " < " + k, (m, n) -> pick(v, m, n) < k));
        Arbitrary<Condition> congruence = Combinators.combine(var, Arbitraries.integers().between(2, 8), Arbitraries.integers().between(0, 7))
                .as((v, mod, r) -> new Condition(v + " % " + mod + " == " + (r % mod), (m, n) -> Math.floorMod(pick(v, m, n), mod) == r % mod));
        Arbitrary<Condition> linear = Combinators.combine(Arbitraries.integers().between(1, 3), Arbitraries.integers().between(-3, 3),
                Arbitraries.integers().between(-BOX, 2 * BOX)).as((a, b, k) ->
                new Condition(a + "*M + " + b + "*N <= " + k, (m, n) -> a * m + b * n <= k));
        Arbitrary<Condition> set = Combinators.combine(var, small, small).as((v, x, y) ->
                new Condition(v + " in {" + x + "," + y + "}", (m, n) -> pick(v, m, n) == (long) x || pick(v, m, n) == (long) y));
        return Arbitraries.oneOf(lower, upper, congruence, linear, set);
    }

    private static long pick(String v, long m, long n) {
        return v.equals("M") ? m : n;
    }

    private static boolean satisfiable(List<Condition> cs) {
        for (long m = 1; m <= BOX; m++) {
            for (long n = 1; n <= BOX; n++) {
                long mm = m;
                long nn = n;
                if (cs.stream().allMatch(c -> c.holds().test(mm, nn))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Writes the conditions into an include, the spec's param line and assume lines; proves one property. */
    private static Outcome check(List<Condition> cs, List<Integer> placement, Path dir) {
        StringBuilder inc = new StringBuilder("param M, N where 1 <= M <= " + BOX + "\n");
        StringBuilder spec = new StringBuilder("include \"inc.cute\"\n");
        List<String> where = new ArrayList<>();
        List<String> assumes = new ArrayList<>();
        List<String> included = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            switch (placement.get(i % placement.size())) {
                case 0 -> included.add(cs.get(i).text());
                case 1 -> where.add(cs.get(i).text());
                default -> assumes.add(cs.get(i).text());
            }
        }
        included.forEach(t -> inc.append("assume ").append(t).append('\n'));
        spec.append("param N where 1 <= N <= ").append(BOX);
        where.forEach(t -> spec.append(" && ").append(t));
        spec.append('\n');
        assumes.forEach(t -> spec.append("assume ").append(t).append('\n'));
        spec.append("prove p: M + N >= 2 && injective((M,N):(1,M))\n");
        try {
            Files.writeString(dir.resolve("inc.cute"), inc, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("main.cute"), spec, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SpecLoader loader = new SpecLoader(new ModelRegistry(List.of(dir.resolve("no-models"))), dir);
        loader.load(dir.resolve("main.cute"));
        SpecLoader.Loaded loaded = loader.result();
        assertTrue(loaded.errors().isEmpty(), loaded.errors().toString());
        assertEquals(1, loaded.obligations().size());
        ObligationProver prover = PROVER.get();
        synchronized (OPEN) {
            if (!OPEN.contains(prover)) {
                OPEN.add(prover);
            }
        }
        Outcome o = Checker.decide(loaded.obligations().get(0), () -> prover, null);
        try {
            Files.delete(dir.resolve("inc.cute"));
            Files.delete(dir.resolve("main.cute"));
            Files.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return o;
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("vacuity");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Property(tries = 300)
    void contradictoryAssumptionsAreNeverProved(@ForAll("condition") Condition a, @ForAll("condition") Condition b,
                                                @ForAll("condition") Condition c,
                                                @ForAll("placements") List<Integer> placement) {
        List<Condition> cs = List.of(a, b, c);
        Outcome o = check(cs, placement, tempDir());
        if (satisfiable(cs)) {
            assertEquals(Outcome.Status.PROVED, o.status(), cs + " -> " + o.headline());
            assertTrue(!o.satisfiedBy().isEmpty(), o.toString());
        } else {
            assertEquals(Outcome.Status.ERROR, o.status(), cs + " -> " + o.headline());
            assertTrue(o.headline().contains("contradict each other") || o.headline().contains("can never hold"), o.headline());
            assertTrue(o.headline().contains("main.cute:") || o.headline().contains("inc.cute:"), o.headline());
        }
    }

    /** Sets made contradictory on purpose (a bound and its opposite, or two residues), padded with random conditions. */
    @Property(tries = 200)
    void setsBuiltToContradictAreInputErrors(@ForAll("condition") Condition pad, @ForAll("contradiction") List<Condition> pair,
                                             @ForAll("placements") List<Integer> placement) {
        List<Condition> cs = List.of(pair.get(0), pad, pair.get(1));
        assertTrue(!satisfiable(cs));
        Outcome o = check(cs, placement, tempDir());
        assertEquals(Outcome.Status.ERROR, o.status(), cs + " -> " + o.headline());
    }

    @Provide
    Arbitrary<List<Condition>> contradiction() {
        Arbitrary<String> var = Arbitraries.of("M", "N");
        Arbitrary<List<Condition>> bounds = Combinators.combine(var, Arbitraries.integers().between(1, BOX), Arbitraries.integers().between(0, 5))
                .as((v, k, gap) -> List.of(new Condition(v + " >= " + k, (m, n) -> pick(v, m, n) >= k),
                        new Condition(v + " <= " + (k - 1 - gap), (m, n) -> pick(v, m, n) <= k - 1 - gap)));
        Arbitrary<List<Condition>> residues = Combinators.combine(var, Arbitraries.integers().between(2, 8), Arbitraries.integers().between(1, 7))
                .as((v, mod, d) -> {
                    int r2 = d % mod == 0 ? 1 : d % mod;
                    return List.of(new Condition(v + " % " + mod + " == 0", (m, n) -> Math.floorMod(pick(v, m, n), mod) == 0),
                            new Condition(v + " % " + mod + " == " + r2, (m, n) -> Math.floorMod(pick(v, m, n), mod) == r2));
                });
        Arbitrary<List<Condition>> linear = Combinators.combine(Arbitraries.integers().between(1, 3), Arbitraries.integers().between(1, 3))
                .as((a, b) -> List.of(new Condition(a + "*M + " + b + "*N <= " + (a + b - 1), (m, n) -> a * m + b * n <= a + b - 1),
                        new Condition("M + N >= 2", (m, n) -> m + n >= 2)));
        return Arbitraries.oneOf(bounds, residues, linear);
    }

    @Provide
    Arbitrary<List<Integer>> placements() {
        return Arbitraries.integers().between(0, 2).list().ofSize(3);
    }
}
