package cuteprover.kernelcheck;

import cuteprover.CuteError;
import cuteprover.cxx.CuteTypes;
import cuteprover.cxx.CxxEvaluation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The {@code smem} family: every shared-memory layout the translation unit instantiates is injective within a stage
 * and its stages are disjoint ({@link SmemProperties}), and every shared storage fits the architecture's shared memory
 * per block ({@code smem_fits}: {@code sizeof} as the compiler lays the struct out, against the hardware model
 * {@code smNN.smem.max_bytes_per_block} of each architecture the flags name).
 */
public final class SmemChecks {

    private SmemChecks() {
    }

    /** The C++ expressions the family needs the compiler to evaluate for a shared storage the file declares. */
    static String sizeOf(SmemStorage s) {
        return "sizeof(" + s.cxxType() + ")";
    }

    /** The C++ expression of a collective's probe ({@code sizeof} of a storage, else the value itself). */
    static String expression(CollectiveAliases.Probe p) {
        return p.storage() ? "sizeof(" + p.expression() + ")" : p.expression();
    }

    /**
     * The properties, from the storages the file declares ({@code records}) and the collectives' probes, with the values
     * the compiler gave them. {@code capacity}: the bytes of shared memory per block of an architecture ({@code sm90}),
     * null where no hardware model gives it; {@code archs}: the architectures the flags name, asked for only when a
     * storage is found; {@code letName}: a fresh spec-language name for a definition, from a hint.
     */
    static List<AutoProperty> of(SharedStorageRecords.Found records, Map<CollectiveAliases.Probe, CxxEvaluation.Value> probes,
                                 Map<SmemStorage, CxxEvaluation.Value> storageSizes, java.util.function.Supplier<List<String>> archs,
                                 Function<String, Long> capacity, LetNames letName) {
        List<SmemBuffer> buffers = new ArrayList<>(records.buffers());
        Map<SmemStorage, Long> bytes = new LinkedHashMap<>();
        Map<SmemStorage, String> bytesError = new LinkedHashMap<>();
        Set<String> seenKernels = new HashSet<>();
        for (Map.Entry<CollectiveAliases.Probe, CxxEvaluation.Value> e : probes.entrySet()) {
            CollectiveAliases.Probe p = e.getKey();
            CxxEvaluation.Value v = e.getValue();
            if (!v.ok()) {
                continue;   // a member this kernel does not have (a collective without SmemLayoutC)
            }
            if (p.storage()) {
                if (seenKernels.add(p.kernelKey()) && v.integer() != null) {
                    SmemStorage s = new SmemStorage(p.name(), p.expression(), p.offset());
                    bytes.put(s, v.integer());
                }
                continue;
            }
            if (p.kind() != CollectiveAliases.Kind.LAYOUT) {
                continue;
            }
            SmemBuffer b = buffer(p, v);
            if (b != null) {
                buffers.add(b);
            }
        }
        for (SmemStorage s : records.storages()) {
            CxxEvaluation.Value v = storageSizes.get(s);
            if (v != null && v.ok() && v.integer() != null) {
                bytes.put(s, v.integer());
            } else {
                bytesError.put(s, v == null ? "it was not asked" : v.ok() ? "its size did not fold" : v.error());
            }
        }
        List<AutoProperty> out = new ArrayList<>();
        Set<String> checked = new HashSet<>();
        Map<String, Integer> named = new java.util.HashMap<>();
        for (SmemBuffer b : buffers) {
            if (!checked.add(shortName(b.name()) + "=" + b.layout())) {
                continue;   // one layout under one name twice (a collective's and its kernel's SmemLayoutA): checked once
            }
            SmemBuffer unique = new SmemBuffer(distinct(b.name(), named), b.layout(), b.offset());
            out.addAll(SmemProperties.of(unique, letName.of(b.name(), b.layout())));
        }
        for (Map.Entry<SmemStorage, Long> e : bytes.entrySet()) {
            SmemStorage s = new SmemStorage(distinct(e.getKey().name(), named), e.getKey().cxxType(), e.getKey().offset());
            for (String arch : archs.get()) {
                String name = "smem_fits(" + s.name() + ", " + arch + ")";
                Long cap = capacity.apply(arch);
                if (cap == null) {
                    out.add(AutoProperty.notCheckable(name, s.offset(), "no hardware model gives the shared memory per block of "
                            + arch + " (" + arch + ".smem.max_bytes_per_block in hardware-models/smem_capacity.cute)"));
                    continue;
                }
                Map<String, String> defs = new LinkedHashMap<>();
                String size = letName.fresh("sizeof_" + s.name());
                String max = letName.fresh(arch + "_smem_max_bytes_per_block");
                defs.put(size, Long.toString(e.getValue()));
                defs.put(max, Long.toString(cap));
                out.add(new AutoProperty(name, defs, size + " <= " + max, s.offset(), null));
            }
        }
        for (Map.Entry<SmemStorage, String> e : bytesError.entrySet()) {
            out.add(AutoProperty.notCheckable("smem_fits(" + e.getKey().name() + ")", e.getKey().offset(),
                    "the compiler did not give sizeof(" + e.getKey().cxxType() + "): " + e.getValue()));
        }
        return out;
    }

    /** A collective's layout as a shared-memory buffer; null where its value is no layout; "?" where it does not read. */
    static SmemBuffer buffer(CollectiveAliases.Probe p, CxxEvaluation.Value v) {
        if (!v.ok() || !SharedStorageRecords.isLayout(v.type())) {
            return null;
        }
        try {
            return new SmemBuffer(p.name(), CuteTypes.specText(CuteTypes.parse(v.type()), CuteTypes.STATIC_ONLY), p.offset());
        } catch (CuteError e) {
            return new SmemBuffer(p.name(), "?", p.offset());
        }
    }

    private static String shortName(String name) {
        return name.substring(name.lastIndexOf("::") + 1).replace(":", "");
    }

    /** {@code name}, or {@code name#2}, {@code name#3} ... for the second and later different values of one name. */
    private static String distinct(String name, Map<String, Integer> named) {
        int k = named.merge(name, 1, Integer::sum);
        return k == 1 ? name : name + "#" + k;
    }

    /** The architectures of clang's arguments ({@code --cuda-gpu-arch=sm_90a}: sm90), in order, once each. */
    public static List<String> archs(List<String> clangArgs) {
        List<String> out = new ArrayList<>();
        for (String a : clangArgs) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("--cuda-gpu-arch=sm_(\\d+)").matcher(a);
            if (m.find() && !out.contains("sm" + m.group(1))) {
                out.add("sm" + m.group(1));
            }
        }
        return out;
    }

    /** The model that gives an architecture's shared memory per block. */
    public static String capacityModel(String arch) {
        return arch + ".smem.max_bytes_per_block";
    }

}
