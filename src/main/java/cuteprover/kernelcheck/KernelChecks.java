package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.cxx.CxxEvaluation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The properties {@code check kernel.cu} proves of a kernel without a spec, for the families asked for. What the AST
 * does not hold (a collective's layouts, TiledMMA and storage size, which live in CUTLASS's headers) is asked of the
 * compiler in one pass for all families. A family that fails is reported as such and the others still run.
 */
public final class KernelChecks {

    /** What the compiler tells about the file beyond its AST: C++ expressions evaluated at its end. */
    public interface Compiler {
        List<CxxEvaluation.Value> evaluate(List<String> expressions);
    }

    /**
     * The properties, the families that did not run (family to why), and, when nothing was found at all, one line
     * saying what was looked for.
     */
    public record Result(List<AutoProperty> properties, Map<CheckFamily, String> failed, String nothingFound) { }

    private KernelChecks() {
    }

    /**
     * {@code archs}: the architectures the flags name; {@code capacity}: the shared memory per block of one, null where no
     * hardware model gives it; {@code letName}: a fresh spec-language name from a hint.
     */
    public static Result of(Set<CheckFamily> families, JsonNode ast, Predicate<String> isMainFile, Compiler compiler,
                            Supplier<List<String>> archs, Function<String, Long> capacity, Function<String, String> letName) {
        LetNames lets = new LetNames(letName);
        Map<CheckFamily, String> failed = new LinkedHashMap<>();
        boolean smem = families.contains(CheckFamily.SMEM);
        boolean partitions = families.contains(CheckFamily.PARTITIONS);
        List<CollectiveAliases.Probe> probes = new ArrayList<>();
        SharedStorageRecords.Found records = new SharedStorageRecords.Found(List.of(), List.of());
        List<TiledObject> declared = List.of();
        List<SmemOperandCalls.Call> calls = List.of();
        try {
            if (smem || partitions) {
                for (CollectiveAliases.Probe p : CollectiveAliases.in(ast, isMainFile)) {
                    boolean tiled = p.kind() == CollectiveAliases.Kind.TILED_MMA || p.kind() == CollectiveAliases.Kind.TILED_COPY;
                    // smem layouts serve both families (partitions: their majorness against the MMA atom)
                    if (tiled ? partitions : p.storage() ? smem : true) {
                        probes.add(p);
                    }
                }
            }
            if (smem) {
                records = SharedStorageRecords.in(ast, isMainFile);
            }
            if (partitions) {
                declared = TiledDeclarations.in(ast, isMainFile);
                calls = SmemOperandCalls.in(ast, isMainFile);
            }
        } catch (CuteError e) {
            families.forEach(f -> failed.putIfAbsent(f, e.getMessage()));
            return new Result(List.of(), failed, null);
        }
        List<String> expressions = new ArrayList<>();
        probes.forEach(p -> expressions.add(SmemChecks.expression(p)));
        records.storages().forEach(s -> expressions.add(SmemChecks.sizeOf(s)));
        Map<CollectiveAliases.Probe, CxxEvaluation.Value> probeValues = new LinkedHashMap<>();
        List<AutoProperty> notEvaluated = new ArrayList<>();
        Map<SmemStorage, CxxEvaluation.Value> storageSizes = new LinkedHashMap<>();
        if (!expressions.isEmpty()) {
            List<CxxEvaluation.Value> values;
            try {
                values = compiler.evaluate(expressions);
            } catch (CuteError e) {
                values = null;
                if (smem) {
                    failed.put(CheckFamily.SMEM, e.getMessage());
                }
                // the declared TiledMMAs and copies need no evaluation and are still checked; a collective's are not
                for (CollectiveAliases.Probe p : probes) {
                    if (partitions && p.kind() == CollectiveAliases.Kind.TILED_MMA) {
                        notEvaluated.add(AutoProperty.notCheckable("mma_partition_A(" + p.name() + ")", p.offset(),
                                "the compiler did not evaluate the collective's TiledMma: " + e.getMessage()));
                    }
                }
            }
            if (values != null) {
                for (int i = 0; i < probes.size(); i++) {
                    probeValues.put(probes.get(i), values.get(i));
                }
                for (int i = 0; i < records.storages().size(); i++) {
                    storageSizes.put(records.storages().get(i), values.get(probes.size() + i));
                }
            }
        }
        List<AutoProperty> out = new ArrayList<>(notEvaluated);
        SharedStorageRecords.Found storages = records;
        if (smem && !failed.containsKey(CheckFamily.SMEM)) {
            run(CheckFamily.SMEM, failed, out, () -> SmemChecks.of(storages, probeValues, storageSizes, archs, capacity, lets));
        }
        if (families.contains(CheckFamily.THREADS)) {
            run(CheckFamily.THREADS, failed, out, () -> ThreadChecks.of(ast, isMainFile, lets));
        }
        if (partitions) {
            List<TiledObject> found = declared;
            List<SmemOperandCalls.Call> operands = calls;
            run(CheckFamily.PARTITIONS, failed, out, () -> PartitionChecks.of(found, operands, probeValues, lets));
        }
        String nothing = null;
        if (out.isEmpty() && failed.isEmpty() && !families.isEmpty()) {
            nothing = nothingFound(families);
        }
        return new Result(out, failed, nothing);
    }

    private static void run(CheckFamily f, Map<CheckFamily, String> failed, List<AutoProperty> out, Supplier<List<AutoProperty>> family) {
        try {
            out.addAll(family.get());
        } catch (CuteError e) {
            failed.put(f, e.getMessage());
        }
    }

    /** What each family looked for, said when none of it was found. */
    static String nothingFound(Set<CheckFamily> families) {
        List<String> sought = new ArrayList<>();
        if (families.contains(CheckFamily.SMEM)) {
            sought.add("smem: no shared storage struct (members ArrayEngine/array_aligned<T, cosize_v<Layout>>) and no CUTLASS"
                    + " collective, kernel or adapter alias");
        }
        if (families.contains(CheckFamily.THREADS)) {
            sought.add("threads: no launch kernel<<<grid, block>>>(...) with a static block and a TiledMMA or TiledCopy argument");
        }
        if (families.contains(CheckFamily.PARTITIONS)) {
            sought.add("partitions: no TiledMMA or TiledCopy variable, alias, kernel parameter or collective");
        }
        return "no CuTe structure found to check without a spec (" + String.join("; ", sought) + ")";
    }
}
