package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.atom.TiledCopy;
import cuteprover.atom.TiledMma;
import cuteprover.atom.TmaAtom;
import cuteprover.atom.TmaPartition;
import cuteprover.expr.Evaluator;
import cuteprover.expr.FunctionTable;
import cuteprover.expr.Functions;
import cuteprover.expr.Parser;
import cuteprover.expr.ThreadSlice;
import cuteprover.expr.Values;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Slicing;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Checker;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.SpecLoader;
import cuteprover.specfile.Z3ObligationProver;
import cuteprover.symbolic.RegistryArguments.Draw;
import cuteprover.symbolic.RegistryArguments.Kind;
import cuteprover.symbolic.RegistrySignatures.Argument;
import cuteprover.symbolic.RegistrySignatures.Optional;
import cuteprover.symbolic.RegistrySignatures.Repeat;
import cuteprover.symbolic.RegistrySignatures.Slot;
import cuteprover.symbolic.RegistrySignatures.Usage;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.LongPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every function of the expression language's registry, held to the concrete engine through the whole pipeline.
 * The functions are enumerated from {@link Functions#TABLE} itself and their arguments drawn from the words of
 * their signatures ({@link RegistryArguments}), so a function registered tomorrow is fuzzed without a test of
 * its own. Each try is a spec file: one or two parameters in a small set, {@code let fx = f(args)} with static
 * values mixed with terms in the parameters (a coordinate or a thread that may be past the end, a shape entry
 * that is 0 at the smallest value), and properties over {@code fx}: tautologies, properties true at some values
 * and false at others, applications of the let. It is checked as {@code check} checks it (loader, checker, Z3
 * prover), and the verdicts are held to the concrete engine at every allowed value (the file with the values
 * substituted): PROVED must hold and exist at each, REFUTED's counterexample must fail there. An input error
 * where the concrete engine accepts every value, and UNKNOWN, are allowed and counted.
 * <p>
 * {@code -Dregistry.fuzz.tries=N} (spec files; by default one round: each function with a declared contract twice, the
 * others once) and {@code -Dregistry.fuzz.seed=S} run it longer or elsewhere; the summary goes to standard output.
 */
class FunctionRegistryDefinednessProperties {

    private static final int TRIES = Integer.getInteger("registry.fuzz.tries", 0);
    private static final long SEED = Long.getLong("registry.fuzz.seed", 20261128L);
    /**
     * The solver's resource limit per query, as {@code check --rlimit} (deterministic: the same verdicts on any machine); a
     * tenth of check's by default. A limit reached is UNKNOWN, which is allowed, so a lower one only trades UNKNOWNs for time.
     */
    private static final long RLIMIT = Long.getLong("registry.fuzz.rlimit", ProverOptions.DEFAULT_RLIMIT / 10);
    private static final int PROPERTIES_PER_SPEC = 3;
    /** Calls drawn per spec while looking for one that the engine accepts at some allowed values and refuses at others. */
    private static final int DRAWS_PER_SPEC = 12;
    private static final int MAX_DRAWS_PER_SPEC = 30;
    /** Values of a parameter without a constant upper bound that the oracle checks (its smallest ones). */
    private static final int UNBOUNDED_PROBES = 10;
    /** Above this many elements a property does not enumerate the let (forall, injective): the oracle's time. */
    private static final long ENUMERATED_ELEMENTS = 1024;
    private static final String LET = "fx";

    /**
     * Wrong verdicts (and crashes) the fuzz found on the current code that are not fixed yet: each excluded from failing the
     * test by function and a pattern of the verdict or the concrete engine's answer, with the reason. Remove an entry once
     * its bug is fixed.
     */
    private static final List<KnownFailure> KNOWN_FAILURES = List.of(
            new KnownFailure("evenly_divides", Pattern.compile("ceil_div by zero"), "a shape or tiler entry that is 0 at an allowed "
                    + "value: the engine's ceil_div by it has no value, but evenly_divides states no requirement (its quotients are "
                    + "terms and the equality a branch question): !e || e for e = evenly_divides(N+1, N/2) is PROVED under N >= 1"),
            new KnownFailure("idx2crd", Pattern.compile("(modulo|division) by zero"), "a shape entry that is 0 at an allowed value: "
                    + "(i / d) % s has no value, and no requirement says the shape's entries are >= 1: size(idx2crd(3, (2*M,1,(M-1,8)))) >= 0 "
                    + "is PROVED under M in {1,3}"),
            new KnownFailure("crd2idx", Pattern.compile("(modulo|division) by zero"), "as idx2crd: crd2idx((0,2,2*N), ((N/2,N/2),3,4)) "
                    + "has no value at N = 1, yet a property of it is PROVED under N >= 1"),
            new KnownFailure("get_tma_tensor", Pattern.compile("shares a TMA mode with another"), "the engine refuses gmem strides that "
                    + "merge two gmem modes into one TMA mode, which only some values of a symbolic stride do: size(get_tma_tensor("
                    + "make_tma_atom(SM90_TMA_LOAD, (32,16):(M,1), tile_to_shape((1,8):(0,1), (32,16)), (32,16)), (32,16))) == 512 is "
                    + "PROVED under M in {2,4,...,12}, refused at M = 8"),
            new KnownFailure("make_tma_atom", Pattern.compile("shares a TMA mode with another"), "as get_tma_tensor, of the atom's "
                    + "coordinate tensor: size(get_tma_tensor(make_tma_atom(SM90_TMA_STORE, (32,32):(16*N,1), tile_to_shape("
                    + "GMMA::Layout_K_SW32_Atom<half_t>, (16,16)), (16,16), 1), (32,32))) >= 1 is PROVED under 1 <= N <= 24, refused at N = 1"),
            new KnownFailure("make_layout_like", Pattern.compile("false at"), "a stride in a parameter orders after every static one "
                    + "(CuTe's compact_order for a dynamic stride), while the engine at the parameter's value orders it as the static "
                    + "integer it is (ties included): make_layout_like((4*N,N,(4,2)):(4,4,(N,3)))(1) == 2 is PROVED under N >= 2 but is 8 "
                    + "at N = 2; injective(make_layout_like((4,4,N):(1,M,4))) is PROVED, but at M = 1 the layout is (4,4,N):(1,1,16)"),
            new KnownFailure("make_fragment_C", Pattern.compile("internal error: .*not a constant"), "a UMMA accumulator's shape with a "
                    + "symbolic entry stops the whole check (check exits 5, 'internal error: not a constant: 4*N'): make_fragment_C("
                    + "make_tiled_mma(SM100_MMA_F16BF16_SS<half_t,half_t,float,128,64,UMMA::Major::K,UMMA::Major::K>), ((4*N,N),(2,M-1),M/2)); "
                    + "TmemFragments reads the shape's entries as constants"),
            new KnownFailure("make_tiled_mma", Pattern.compile("shape entries must be >= 1"), "a permutation tile entry that is 0 at an "
                    + "allowed value: thr_size(make_tiled_mma(SM90_64x64x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>, (1,2,1), (16*M,16,16))) "
                    + ">= 1 is PROVED under 0 <= M <= 5 (refused at M = 0)"),
            new KnownFailure("partition_shape_A", Pattern.compile("shape entries must be >= 1"), "as partition_shape_B"),
            new KnownFailure("partition_shape_B", Pattern.compile("shape entries must be >= 1"), "a shape entry that is 0 at an allowed "
                    + "value: rank(partition_shape_B(make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN), (8,16,N-1))) >= 1 is PROVED under "
                    + "1 <= N <= 24 (refused at N = 1)"),
            new KnownFailure("partition_shape_C", Pattern.compile("shape entries must be >= 1"), "as partition_shape_B"));

    /** A known wrong verdict: of this function, where the verdict or the concrete engine's answer matches {@code answer}. */
    record KnownFailure(String function, Pattern answer, String reason) {
        boolean matches(Failure f) {
            return f.function().equals(function) && answer.matcher(f.verdict() + " / " + f.engine()).find();
        }
    }

    /** A wrong verdict: the function, the whole spec, the property's name, what the prover and the engine said. */
    record Failure(String function, String spec, String property, String verdict, String engine) {
        @Override
        public String toString() {
            return function + " / " + property + ": " + verdict + ", but the concrete engine: " + engine + "\n" + spec.indent(4);
        }
    }

    /** One parameter: its {@code where}, its allowed values (all of them, or its smallest where unbounded). */
    record Domain(String name, String where, List<Long> values, boolean complete, LongPredicate allows) {
    }

    @Test
    void everyDeclaredFunctionHasArgumentsTheFuzzCanDraw() {
        List<String> missing = new ArrayList<>();
        Functions.TABLE.contracts().forEach((name, contract) -> {
            if (contract == FunctionTable.Contract.DECLARED && drawableUsages(name).isEmpty()) {
                missing.add(name + "  (" + Functions.TABLE.signatures().get(name) + ")");
            }
        });
        assertTrue(missing.isEmpty(), "functions that declare their own definedness but whose signature words have no kind in "
                + "RegistryArguments (map the words, or the contract escapes the registry's fuzz):\n" + String.join("\n", missing));
    }

    @Test
    void everyRegisteredFunctionAgreesWithTheConcreteEngine(@TempDir Path dir) throws IOException {
        long start = System.nanoTime();
        Map<String, FunctionTable.Contract> contracts = Functions.TABLE.contracts();
        List<String> covered = new ArrayList<>();
        List<String> notCovered = new ArrayList<>();
        contracts.keySet().forEach(f -> (drawableUsages(f).isEmpty() ? notCovered : covered).add(f));
        Random random = new Random(SEED);
        // One round: a function that states its own definedness twice (the symbolic path to check), the others once.
        List<String> order = new ArrayList<>(covered);
        covered.stream().filter(f -> contracts.get(f) == FunctionTable.Contract.DECLARED).forEach(order::add);
        Collections.shuffle(order, random);
        int tries = TRIES > 0 ? TRIES : order.size();

        Tally tally = new Tally();
        for (int t = 0; t < tries; t++) {
            String function = order.get(t % order.size());
            long t0 = System.nanoTime();
            GeneratedSpec spec = generate(function, random);
            tally.generateNanos += System.nanoTime() - t0;
            tally.specs++;
            if (spec.oracle().acceptedAnywhere()) {
                tally.accepted.add(function);
                if (!spec.oracle().acceptedEverywhere()) {
                    tally.partial++;
                    tally.partialFunctions.add(function);
                }
            }
            if (System.getProperty("registry.fuzz.show", "").equals(function)) {
                System.out.println(spec.text() + "  accepted " + spec.oracle().acceptedAnywhere() + " everywhere " + spec.oracle().acceptedEverywhere());
            }
            Path file = dir.resolve("try" + t + ".cute");
            Files.writeString(file, spec.text());
            long t1 = System.nanoTime();
            Map<String, CheckResult> results;
            try {
                results = check(dir, file);
            } catch (RuntimeException e) {
                // the loader or checker failed on the file as a whole: a bug of ours (check would stop on it), not a verdict
                tally.failures.add(new Failure(function, spec.text(), "(the file)", "internal error: " + e + " at "
                        + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?"), "not asked"));
                continue;
            }
            long t2 = System.nanoTime();
            tally.checkNanos += t2 - t1;
            for (int k = 0; k < spec.properties().size(); k++) {
                judge(spec, "p" + k, spec.properties().get(k), results.get("p" + k), tally);
                if (System.getProperty("registry.fuzz.show", "").equals(function)) {
                    System.out.println("  p" + k + " " + (results.get("p" + k) == null ? "load error" : results.get("p" + k).verdict() + " " + results.get("p" + k).outcome().headline()));
                }
            }
            tally.judgeNanos += System.nanoTime() - t2;
            if (t2 - t1 > 5_000_000_000L) {
                tally.slowSpecs++;
                tally.slowNanos += t2 - t1;
            }
            if (t2 - t1 > tally.slowestNanos) {
                tally.slowestNanos = t2 - t1;
                tally.slowest = spec.text();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;

        List<String> declared = contracts.entrySet().stream().filter(e -> e.getValue() == FunctionTable.Contract.DECLARED)
                .map(Map.Entry::getKey).toList();
        List<String> declaredNeverAccepted = declared.stream().filter(f -> covered.contains(f) && !tally.accepted.contains(f)).toList();
        System.out.println(tally.summary(contracts.size(), covered.size(), declared.size(), notCovered, declaredNeverAccepted, seconds));

        List<Failure> unknown = tally.failures.stream().filter(f -> KNOWN_FAILURES.stream().noneMatch(k -> k.matches(f))).toList();
        if (!unknown.isEmpty()) {
            fail(unknown.size() + " wrong verdict(s) (seed " + SEED + "):\n" + unknown.stream().map(Failure::toString)
                    .collect(Collectors.joining("\n")));
        }
        if (tries >= order.size()) {
            assertTrue(declaredNeverAccepted.isEmpty(), "functions with a declared contract whose drawn calls the concrete engine refused "
                    + "at every value (their contract was never put to the test): " + declaredNeverAccepted);
        }
    }

    // ---- generation ----

    /** A spec file with its parts: the function, the let's call, the properties, the parameters, the oracle. */
    record GeneratedSpec(String function, String text, String call, List<String> properties, List<Domain> domains, Oracle oracle) {
    }

    static List<Usage> drawableUsages(String function) {
        return RegistrySignatures.usages(function, Functions.TABLE.signatures().get(function)).stream()
                .filter(u -> drawable(function, u.slots())).toList();
    }

    /** Whether every argument that cannot be left out has a word with a kind. */
    private static boolean drawable(String function, List<Slot> slots) {
        for (Slot s : slots) {
            if (s instanceof Argument a && a.alternatives().stream().noneMatch(w -> RegistryArguments.kind(function, w) != null)) {
                return false;
            }
        }
        return true;
    }

    private static GeneratedSpec generate(String function, Random random) {
        List<Domain> domains = new ArrayList<>();
        domains.add(domain("N", random, false));
        if (random.nextInt(10) < 4) {
            domains.add(domain("M", random, true));
        }
        List<String> params = domains.stream().map(Domain::name).toList();
        // A call the engine refuses at every value puts no contract to the test: draw until one it accepts somewhere (up to
        // MAX_DRAWS_PER_SPEC), then, half the time, on (up to DRAWS_PER_SPEC) for one that the function itself refuses at
        // some values (a thread past the end), not only an argument (a shape entry 0 refused before the call).
        boolean wantPartial = random.nextBoolean();
        Oracle chosen = null;
        Draw chosenDraw = null;
        for (int k = 0; k < MAX_DRAWS_PER_SPEC; k++) {
            Draw d = new Draw(random, params);
            Oracle o = new Oracle(call(function, d, random), domains);
            if (chosen == null || o.interest(function, wantPartial) > chosen.interest(function, wantPartial)) {
                chosen = o;
                chosenDraw = d;
            }
            int best = wantPartial ? 3 : 1;
            if (chosen.interest(function, wantPartial) >= best || (chosen.acceptedAnywhere() && k >= DRAWS_PER_SPEC - 1)) {
                break;
            }
        }
        List<String> properties = properties(chosen, chosenDraw, random, params);
        StringBuilder text = new StringBuilder();
        for (Domain d : domains) {
            text.append("param ").append(d.name()).append(" where ").append(d.where()).append('\n');
        }
        text.append("let ").append(LET).append(" = ").append(chosen.call).append('\n');
        for (int k = 0; k < properties.size(); k++) {
            text.append("prove p").append(k).append(": ").append(properties.get(k)).append('\n');
        }
        return new GeneratedSpec(function, text.toString(), chosen.call, properties, domains, chosen);
    }

    /**
     * A parameter's set: small boxes (decided by enumeration first), a set with holes, a box too large for that
     * (the solver's path) and sets without a constant upper bound (the oracle checks their smallest values).
     */
    private static Domain domain(String p, Random random, boolean small) {
        int kind = random.nextInt(small ? 5 : 9);
        switch (kind) {
            case 0: return box(p, p + " in {1,3}", 1, 3, v -> v == 1 || v == 3);
            case 1: return box(p, "1 <= " + p + " && " + p + " <= 6", 1, 6, v -> true);
            case 2: return box(p, "0 <= " + p + " && " + p + " <= 5", 0, 5, v -> true);
            case 3: return box(p, p + " in {2,4,8}", 2, 8, v -> v == 2 || v == 4 || v == 8);
            case 4: return box(p, "1 <= " + p + " && " + p + " <= 12 && " + p + " % 2 == 0", 1, 12, v -> v % 2 == 0);
            case 5: return box(p, "1 <= " + p + " && " + p + " <= 24", 1, 24, v -> true);
            case 6: return unbounded(p, p + " >= 1", 1, v -> true);
            case 7: return unbounded(p, p + " % 4 == 0", 1, v -> v % 4 == 0); // no constant lower bound: a positive integer
            default: return unbounded(p, "2 <= " + p, 2, v -> true);
        }
    }

    private static Domain box(String p, String where, long lo, long hi, LongPredicate filter) {
        List<Long> values = LongStream.rangeClosed(lo, hi).filter(filter).boxed().toList();
        return new Domain(p, where, values, true, v -> v >= lo && v <= hi && filter.test(v));
    }

    private static Domain unbounded(String p, String where, long lo, LongPredicate filter) {
        List<Long> values = LongStream.iterate(lo, v -> v + 1).filter(filter).limit(UNBOUNDED_PROBES).boxed().toList();
        return new Domain(p, where, values, false, v -> v >= lo && filter.test(v));
    }

    /** A call of the function as one of its signature's forms, with arguments drawn by their words' kinds. */
    private static String call(String function, Draw d, Random random) {
        List<Usage> usages = drawableUsages(function);
        Usage u = usages.get(random.nextInt(usages.size()));
        List<Planned> plan = new ArrayList<>();
        plan(function, u.slots(), random, plan);
        // A projection Step<...> of rank k: tilers and coordinates have rank k, layouts one mode per _1.
        for (Planned arg : plan) {
            if (arg.word().startsWith("Step<")) {
                String[] entries = arg.word().substring(5, arg.word().length() - 1).split(",");
                d.tilerRank = entries.length;
                d.layoutRank = (int) Arrays.stream(entries).filter(e -> !e.trim().equals("X")).count();
            }
        }
        List<String> args = new ArrayList<>();
        for (Planned arg : plan) {
            args.add(d.draw(arg.kind(), arg.word()));
        }
        return function + "(" + String.join(", ", args) + ")";
    }

    /** One argument to draw: its kind and the signature's word for it. */
    private record Planned(Kind kind, String word) {
    }

    /** The arguments to draw: alternatives chosen, optional groups taken or left, repeats counted. */
    private static void plan(String function, List<Slot> slots, Random random, List<Planned> out) {
        for (Slot s : slots) {
            if (s instanceof Argument a) {
                List<String> words = a.alternatives().stream().filter(w -> RegistryArguments.kind(function, w) != null).toList();
                String w = words.get(random.nextInt(words.size()));
                out.add(new Planned(RegistryArguments.kind(function, w), w));
            } else if (s instanceof Optional o) {
                if (random.nextBoolean() && drawable(function, o.slots())) {
                    plan(function, o.slots(), random, out);
                }
            } else if (s instanceof Repeat r && RegistryArguments.kind(function, r.word()) != null) {
                for (int k = random.nextInt(3); k > 0; k--) {
                    out.add(new Planned(RegistryArguments.kind(function, r.word()), r.word()));
                }
            }
        }
    }

    /**
     * Properties of the let by what the engine made of it (at an allowed value where it exists): tautologies,
     * properties whose constant is the let's value at one allowed value (true there, maybe false elsewhere), and
     * applications of the let at terms in the parameters.
     */
    private static List<String> properties(Oracle oracle, Draw draw, Random random, List<String> params) {
        Map<String, Long> at = oracle.acceptedAssignment(random);
        Object value = at == null ? null : oracle.let(at);
        String p = params.get(random.nextInt(params.size()));
        List<String> candidates = new ArrayList<>();
        long elements = at == null ? 0 : oracle.largestSize();
        boolean enumerable = elements <= ENUMERATED_ELEMENTS;
        if (value instanceof Boolean) {
            candidates.addAll(List.of(LET, "!" + LET + " || " + LET, "!" + LET));
        } else if (value instanceof SymInt) {
            long c = ((SymInt) value).value();
            candidates.addAll(List.of(LET + " >= 0", LET + " == " + LET, LET + " == " + c, LET + " <= " + c, LET + " % 2 == 0",
                    LET + " + 1 > " + LET, LET + " >= " + (c - 1), LET + " != " + p));
        } else if (value instanceof Layout || value instanceof ComposedLayout) {
            candidates.addAll(List.of("size(" + LET + ") >= 0", "rank(" + LET + ") >= 1", LET + " == " + LET, "cosize(" + LET + ") >= 1",
                    LET + "(" + p + "-1) >= 0", "size(" + LET + ") == " + concrete("size(" + LET + ")", value)));
            String at1 = concrete(LET + "(1)", value);
            if (at1 != null) {
                candidates.add(LET + "(1) == " + at1);
            }
            if (enumerable) {
                candidates.addAll(List.of("forall i in [0, size(" + LET + ")): " + LET + "(i) >= 0",
                        "forall i in [0, size(" + LET + ")): " + LET + "(i) < cosize(" + LET + ")"));
            }
            if (enumerable && hasOffsetTable(value)) {
                // the oracle decides these on the layout's table of offsets (integer strides, no swizzle)
                candidates.addAll(List.of("injective(" + LET + ")", "bijective(" + LET + ")", "image_within(" + LET + ", "
                        + concrete("cosize(" + LET + ")", value) + ")", "equal(" + LET + ", " + LET + ")"));
            }
        } else if (value instanceof Slicing.Sliced) {
            candidates.addAll(List.of("offset_of(" + LET + ") >= 0", "size(" + LET + ") >= 0", "rank(" + LET + ") >= 1",
                    "offset_of(" + LET + ") == " + concrete("offset_of(" + LET + ")", value), LET + "(0) >= offset_of(" + LET + ")",
                    "size(" + LET + ") == " + concrete("size(" + LET + ")", value)));
            if (enumerable && hasOffsetTable(((Slicing.Sliced) value).layout())) {
                candidates.add("injective(layout_of(" + LET + "))");
            }
            if (enumerable) {
                candidates.addAll(List.of("forall i in [0, size(" + LET + ")): " + LET + "(i) >= 0",
                        "forall i in [0, size(" + LET + ")): " + LET + "(i) >= offset_of(" + LET + ")"));
            }
        } else if (value instanceof IntTuple) {
            candidates.addAll(List.of("rank(" + LET + ") >= 1", LET + " == " + LET, LET + " == " + Values.format(value),
                    "size(" + LET + ") >= 0", "size(" + LET + ") == " + concrete("size(" + LET + ")", value)));
        } else if (value instanceof TiledMma) {
            candidates.addAll(List.of("thr_size(" + LET + ") >= 1", "size(get_layoutC_TV(" + LET + ")) == "
                    + concrete("size(get_layoutC_TV(" + LET + "))", value), "injective(get_layoutA_TV(" + LET + "))",
                    "forall t in [0, thr_size(" + LET + ")): get_layoutC_TV(" + LET + ")(t,0) >= 0"));
        } else if (value instanceof TiledCopy) {
            candidates.addAll(List.of("size(get_layoutS_TV(" + LET + ")) >= 1", "injective(get_layoutD_TV(" + LET + "))",
                    "size(" + LET + ") == " + concrete("size(" + LET + ")", value)));
        } else if (value instanceof ThreadSlice slice) {
            String tile = tileLayout(slice.tiled());
            String partition = (slice.tiled() instanceof TiledMma ? "partition_C(" : "partition_S(") + LET + ", " + tile + ")";
            candidates.addAll(List.of("offset_of(" + partition + ") >= 0", "offset_of(" + partition + ") == " + concrete("offset_of(" + partition + ")", value),
                    "size(" + partition + ") >= 1"));
        } else if (value instanceof TmaAtom && draw.hasTma()) {
            String parts = "tma_partition(" + LET + ", " + draw.draw(Kind.TMA_SMEM_STAGES, "") + ", " + draw.draw(Kind.TMA_GMEM_TILES, "") + ")";
            candidates.addAll(List.of("size(get_tma_tensor(" + LET + ", " + draw.tmaScenario().gmemShape + ")) >= 1",
                    "offset_of(get(" + parts + ", 1)) >= 0", "size(layout_of(get(" + parts + ", 0))) >= 1"));
        } else if (value instanceof TmaPartition.Parts) {
            candidates.addAll(List.of("offset_of(get(" + LET + ", 0)) == " + concrete("offset_of(get(" + LET + ", 0))", value),
                    "size(get(" + LET + ", 1)) >= 1", "forall i in [0, size(get(" + LET + ", 0))): get(" + LET + ", 0)(i) >= 0"));
        } else {
            candidates.addAll(List.of(LET + " == " + LET, "size(" + LET + ") >= 0", "rank(" + LET + ") >= 0"));
        }
        candidates.removeIf(c -> c.contains("null"));
        Collections.shuffle(candidates, random);
        return candidates.subList(0, Math.min(PROPERTIES_PER_SPEC, candidates.size()));
    }

    private static boolean hasOffsetTable(Object value) {
        try {
            return value instanceof Layout l && cuteprover.layout.FlatLayout.of(l).table() != null;
        } catch (CuteError e) {
            return false;
        }
    }

    /** A column-major layout of one tile of the tiled MMA (M x N) or copy (its Tiler_MN). */
    private static String tileLayout(Object tiled) {
        IntTuple tile = (IntTuple) new Evaluator(Decider.CONCRETE, false, Map.of("t", tiled)).evaluate("tile_size(t)");
        long rows = cuteprover.tuple.Tuples.product(tile.isLeaf() ? tile : tile.mode(0)).value();
        long cols = tile.isLeaf() ? 1 : cuteprover.tuple.Tuples.product(tile.mode(1)).value();
        return "(" + rows + "," + cols + "):(1," + rows + ")";
    }

    /** The text of an expression in the let's value at one allowed value; null where the engine refuses it. */
    private static String concrete(String expr, Object value) {
        try {
            return Values.format(new Evaluator(Decider.CONCRETE, false, Map.of(LET, value)).evaluate(expr));
        } catch (CuteError | ClassCastException e) {
            return null;
        }
    }

    // ---- the pipeline ----

    /** The file checked as {@code check} checks it; a property the loader refused (its let failed) has no result. */
    private static Map<String, CheckResult> check(Path dir, Path file) {
        SpecLoader loader = new SpecLoader(ModelRegistry.empty(), dir);
        loader.load(file);
        Map<String, CheckResult> out = new HashMap<>();
        for (CheckResult r : Checker.run(loader.result().obligations(), Z3ObligationProver.factory(ProverOptions.DEFAULT_TIMEOUT_MS, RLIMIT, null), 1, null)) {
            out.put(r.obligation().name(), r);
        }
        return out;
    }

    // ---- the oracle ----

    /** What the concrete engine says of a property at one assignment; UNDECIDED where the oracle itself cannot read it. */
    enum Answer { HOLDS, FAILS, REFUSED, UNDECIDED }

    record Judgement(Answer answer, String reason) {
    }

    /**
     * The concrete engine on the spec with the parameters' values written in: the let's call evaluated, then the
     * property with the let bound to that value (as {@link ConcreteOracle} decides properties).
     */
    static final class Oracle {
        private static final Pattern PARAMETER = Pattern.compile("\\b(N|M)\\b");
        final String call;
        final List<Domain> domains;
        final List<Map<String, Long>> assignments = new ArrayList<>();
        private final Map<Map<String, Long>, Object> lets = new HashMap<>();

        Oracle(String call, List<Domain> domains) {
            this.call = call;
            this.domains = domains;
            assignments.addAll(product(domains, 0, new LinkedHashMap<>()));
        }

        private static List<Map<String, Long>> product(List<Domain> domains, int k, Map<String, Long> prefix) {
            if (k == domains.size()) {
                return List.of(new LinkedHashMap<>(prefix));
            }
            List<Map<String, Long>> out = new ArrayList<>();
            for (long v : domains.get(k).values()) {
                prefix.put(domains.get(k).name(), v);
                out.addAll(product(domains, k + 1, prefix));
            }
            prefix.remove(domains.get(k).name());
            return out;
        }

        static String substitute(String text, Map<String, Long> assignment) {
            Matcher m = PARAMETER.matcher(text);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                Long v = assignment.get(m.group(1));
                m.appendReplacement(sb, v == null ? m.group(1) : v < 0 ? "(" + v + ")" : String.valueOf(v));
            }
            m.appendTail(sb);
            return sb.toString();
        }

        /** The let's value at the assignment, or the engine's refusal (a {@link Judgement}). */
        Object let(Map<String, Long> assignment) {
            return lets.computeIfAbsent(assignment, a -> {
                try {
                    return Evaluator.concrete().evaluate(substitute(call, a));
                } catch (CuteError e) {
                    // the engine's own limit (a result too large to check by enumeration) says nothing of existence
                    return new Judgement(e.getMessage().contains("cannot be verified") ? Answer.UNDECIDED : Answer.REFUSED, e.getMessage());
                } catch (RuntimeException e) {
                    return new Judgement(Answer.REFUSED, "internal error of the concrete engine: " + e);
                }
            });
        }

        /**
         * How much a spec of this call can tell: 0 refused everywhere, 1 accepted everywhere, 2 refused at some values by an
         * argument, 3 refused at some values by the function itself (its message names it); without {@code partial} the
         * last two count as 1.
         */
        int interest(String function, boolean partial) {
            if (!acceptedAnywhere()) {
                return 0;
            }
            if (acceptedEverywhere() || !partial) {
                return 1;
            }
            for (Map<String, Long> a : assignments) {
                if (let(a) instanceof Judgement j && (j.reason().contains("of " + function + ":") || j.reason().contains("\"" + function + "("))) {
                    return 3;
                }
            }
            return 2;
        }

        boolean acceptedAnywhere() {
            return assignments.stream().anyMatch(a -> !(let(a) instanceof Judgement));
        }

        boolean acceptedEverywhere() {
            return assignments.stream().noneMatch(a -> let(a) instanceof Judgement);
        }

        Map<String, Long> acceptedAssignment(Random random) {
            List<Map<String, Long>> ok = assignments.stream().filter(a -> !(let(a) instanceof Judgement)).toList();
            return ok.isEmpty() ? null : ok.get(random.nextInt(ok.size()));
        }

        /** The most elements of the let (or of its first part) at any allowed value, for the properties that enumerate it. */
        long largestSize() {
            long most = 0;
            for (Map<String, Long> a : assignments) {
                Object v = let(a);
                String size = v instanceof Judgement ? null : concrete(v instanceof TmaPartition.Parts ? "size(get(" + LET + ",0))"
                        : v instanceof TiledMma ? "size(get_layoutA_TV(" + LET + "))" : "size(" + LET + ")", v);
                if (size != null && size.matches("[0-9]+")) {
                    most = Math.max(most, Long.parseLong(size));
                }
            }
            return most;
        }

        Judgement property(String property, Map<String, Long> assignment) {
            Object value = let(assignment);
            if (value instanceof Judgement j) {
                return j;
            }
            try {
                boolean holds = ConcreteOracle.holds(Parser.parse(substitute(property, assignment)), Map.of(), Map.of(LET, value));
                return new Judgement(holds ? Answer.HOLDS : Answer.FAILS, "");
            } catch (CuteError e) {
                return new Judgement(Answer.REFUSED, e.getMessage());
            } catch (RuntimeException e) {
                return new Judgement(Answer.UNDECIDED, "the oracle cannot decide it: " + e);
            }
        }
    }

    // ---- judging ----

    /** The counts of the summary and the wrong verdicts. */
    static final class Tally {
        int specs;
        long generateNanos;
        long checkNanos;
        long judgeNanos;
        long slowestNanos;
        int slowSpecs;
        long slowNanos;
        String slowest;
        int partial;
        final java.util.Set<String> partialFunctions = new TreeSet<>();
        final Map<CheckResult.Verdict, Integer> partialVerdicts = new EnumMap<>(CheckResult.Verdict.class);
        int properties;
        final Map<CheckResult.Verdict, Integer> verdicts = new EnumMap<>(CheckResult.Verdict.class);
        int errorsTheEngineAccepts;
        int errorsAtLoad;
        int undecided;
        String undecidedExample;

        void undecided(GeneratedSpec spec, String property, Judgement j) {
            undecided++;
            undecidedExample = spec.function() + ": " + property + " over " + spec.call() + " (" + j.reason() + ")";
        }
        final java.util.Set<String> accepted = new TreeSet<>();
        final Map<String, Integer> spuriousByFunction = new TreeMap<>();
        final List<String> errorExamples = new ArrayList<>();
        final List<Failure> failures = new ArrayList<>();

        String summary(int functions, int covered, int declared, List<String> notCovered, List<String> declaredNeverAccepted, double seconds) {
            StringBuilder sb = new StringBuilder("registry fuzz (seed " + SEED + ", " + specs + " spec files, " + String.format("%.1f s", seconds) + ")\n");
            sb.append(String.format("  time: drawing and the oracle's lets %.1f s, checking %.1f s, judging %.1f s%n", generateNanos / 1e9,
                    checkNanos / 1e9, judgeNanos / 1e9));
            sb.append("  functions covered: ").append(covered).append(" / ").append(functions).append(" (declared contracts: ")
                    .append(declared).append(", all covered unless listed below)\n");
            sb.append("  not covered (").append(notCovered.size()).append("): ").append(notCovered).append('\n');
            sb.append("  functions whose drawn calls the engine accepted somewhere: ").append(accepted.size()).append('\n');
            if (!declaredNeverAccepted.isEmpty()) {
                sb.append("  declared, never accepted by the engine: ").append(declaredNeverAccepted).append('\n');
            }
            sb.append("  spec files whose let the engine refuses at some allowed values, not all: ").append(partial).append(" (")
                    .append(partialFunctions.size()).append(" functions), their verdicts: ").append(partialVerdicts).append('\n');
            sb.append("  properties: ").append(properties).append(", verdicts: ").append(verdicts).append('\n');
            sb.append("  input errors where the engine accepts every checked value: ").append(errorsTheEngineAccepts)
                    .append(" (of them at load: ").append(errorsAtLoad).append("), by function: ").append(spuriousByFunction).append('\n');
            errorExamples.stream().limit(8).forEach(e -> sb.append("    e.g. ").append(e).append('\n'));
            sb.append("  verdicts the oracle could not check (a property it cannot read at some value): ").append(undecided).append('\n');
            if (undecidedExample != null) {
                sb.append("    e.g. ").append(undecidedExample).append('\n');
            }
            sb.append(String.format("  checks over 5 s: %d (%.1f s in all); slowest: %.1f s%n", slowSpecs, slowNanos / 1e9, slowestNanos / 1e9)).append(slowest == null ? "" : slowest.indent(4));
            sb.append("  wrong verdicts: ").append(failures.size()).append(" (known: ")
                    .append(failures.stream().filter(f -> KNOWN_FAILURES.stream().anyMatch(k -> k.matches(f))).count()).append(")\n");
            return sb.toString();
        }
    }

    private static void judge(GeneratedSpec spec, String name, String property, CheckResult result, Tally tally) {
        tally.properties++;
        CheckResult.Verdict verdict = result == null ? CheckResult.Verdict.ERROR : result.verdict();
        tally.verdicts.merge(verdict, 1, Integer::sum);
        Oracle oracle = spec.oracle();
        if (oracle.acceptedAnywhere() && !oracle.acceptedEverywhere()) {
            tally.partialVerdicts.merge(verdict, 1, Integer::sum);
        }
        switch (verdict) {
            case PROVED, BOUNDED -> {
                for (Map<String, Long> a : oracle.assignments) {
                    Judgement j = oracle.property(property, a);
                    if (j.answer() == Answer.UNDECIDED) {
                        tally.undecided(spec, property, j);
                        return;
                    }
                    if (j.answer() != Answer.HOLDS) {
                        tally.failures.add(new Failure(spec.function(), spec.text(), name, verdict.name(),
                                (j.answer() == Answer.FAILS ? "false" : "refused: " + j.reason()) + " at " + a));
                        return;
                    }
                }
            }
            case REFUTED -> {
                Map<String, Long> witness = new LinkedHashMap<>();
                result.outcome().witness().values().forEach((k, v) -> {
                    if (spec.domains().stream().anyMatch(d -> d.name().equals(k))) {
                        witness.put(k, v);
                    }
                });
                List<Map<String, Long>> completions = new ArrayList<>();
                for (Map<String, Long> a : oracle.assignments) {
                    Map<String, Long> c = new LinkedHashMap<>(a);
                    c.putAll(witness);
                    completions.add(c);
                }
                String engine = null;
                for (Map<String, Long> c : completions) {
                    for (Domain d : spec.domains()) {
                        if (!d.allows().test(c.get(d.name()))) {
                            engine = "the counterexample " + c + " is not an allowed value";
                        }
                    }
                    Judgement j = oracle.property(property, c);
                    if (j.answer() == Answer.FAILS) {
                        return;
                    }
                    if (j.answer() == Answer.UNDECIDED) {
                        tally.undecided(spec, property, j);
                        return;
                    }
                    engine = engine != null ? engine : j.answer() == Answer.HOLDS ? "holds at the counterexample " + c
                            : "refused at the counterexample " + c + ": " + j.reason();
                }
                tally.failures.add(new Failure(spec.function(), spec.text(), name, "REFUTED " + witness, engine));
            }
            case ERROR -> {
                boolean anyRefused = oracle.assignments.stream().anyMatch(a -> oracle.property(property, a).answer() == Answer.REFUSED);
                if (!anyRefused && spec.domains().stream().allMatch(Domain::complete)) {
                    tally.errorsTheEngineAccepts++;
                    if (result == null) {
                        tally.errorsAtLoad++;
                    }
                    tally.spuriousByFunction.merge(spec.function(), 1, Integer::sum);
                    tally.errorExamples.add(spec.function() + ": " + property + " over " + spec.call() + " -> "
                            + (result == null ? "refused at load" : result.outcome().headline()));
                }
            }
            default -> { }
        }
    }
}
