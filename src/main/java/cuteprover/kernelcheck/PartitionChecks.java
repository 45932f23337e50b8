package cuteprover.kernelcheck;

import cuteprover.CuteError;
import cuteprover.cxx.CuteTypes;
import cuteprover.cxx.CxxEvaluation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code partitions} family: every TiledMMA and TiledCopy the translation unit instantiates has partitions that
 * cover their tile exactly once ({@link PartitionProperties}), and a collective mainloop whose TiledMMA reads smem
 * through descriptors (SM90 GMMA, SM100 UMMA)
 * has shared-memory layouts of the majorness the atom reads ({@link MajornessProperties}), as does each smem tensor a
 * kernel hands to a GMMA ({@link SmemOperandCalls}: {@code thr_mma.partition_A(sA)}). The TiledMMAs and TiledCopies
 * come from the file's declarations ({@link TiledDeclarations}) and from its CUTLASS collectives' {@code TiledMma} and
 * {@code GmemTiledCopyA/B} ({@link CollectiveAliases}); one value found twice is checked once, where it was first made.
 */
final class PartitionChecks {

    private PartitionChecks() {
    }

    static List<AutoProperty> of(List<TiledObject> declared, List<SmemOperandCalls.Call> calls,
                                 Map<CollectiveAliases.Probe, CxxEvaluation.Value> probes, LetNames letName) {
        List<TiledObject> all = new ArrayList<>(declared);
        Map<String, String> mmaOfMainloop = new LinkedHashMap<>();
        Map<String, TiledObject> mmaObject = new HashMap<>();
        for (Map.Entry<CollectiveAliases.Probe, CxxEvaluation.Value> e : probes.entrySet()) {
            CollectiveAliases.Probe p = e.getKey();
            boolean mma = p.kind() == CollectiveAliases.Kind.TILED_MMA;
            if (!mma && p.kind() != CollectiveAliases.Kind.TILED_COPY || !e.getValue().ok()) {
                continue;
            }
            String type = e.getValue().type().replaceFirst("^const ", "");
            if (!type.startsWith(mma ? "cute::TiledMMA<" : "cute::TiledCopy<")) {
                continue;   // a TMA mainloop's GmemTiledCopyA is a copy op (SM90_TMA_LOAD), not a TiledCopy
            }
            TiledObject t;
            try {
                t = new TiledObject(p.name(), mma, CuteTypes.specText(CuteTypes.parse(type), CuteTypes.STATIC_ONLY), p.offset(), null);
            } catch (CuteError x) {
                t = new TiledObject(p.name(), mma, null, p.offset(), "the " + (mma ? "TiledMMA " : "TiledCopy ") + p.name()
                        + " does not read: " + x.getMessage());
            }
            all.add(t);
            if (mma) {
                mmaOfMainloop.put(p.mainloop(), t.value());
                mmaObject.put(p.mainloop(), t);
            }
        }
        List<AutoProperty> out = new ArrayList<>();
        Set<String> checked = new HashSet<>();
        Map<String, Integer> named = new HashMap<>();
        for (TiledObject t : all) {
            String shortName = t.name().substring(t.name().lastIndexOf(':') + 1);
            if (t.value() != null && !checked.add(shortName + "=" + t.value())) {
                continue;   // one TiledMMA made twice (a function instantiated twice, a collective and its kernel): once
            }
            TiledObject unique = new TiledObject(distinct(t.name(), named), t.mma(), t.value(), t.offset(), t.error());
            out.addAll(PartitionProperties.of(unique, letName));
        }
        out.addAll(majorness(probes, mmaOfMainloop, mmaObject, letName));
        out.addAll(majorness(calls, letName));
        return out;
    }

    /** Each smem tensor a kernel hands to a GMMA as an operand against the atom's majorness, once per (operand, major, layout). */
    private static List<AutoProperty> majorness(List<SmemOperandCalls.Call> calls, LetNames letName) {
        List<AutoProperty> out = new ArrayList<>();
        Set<String> checked = new HashSet<>();
        Map<String, Integer> named = new HashMap<>();
        for (SmemOperandCalls.Call c : calls) {
            AtomMajors.Majors majors = AtomMajors.of(c.mma());
            String major = majors.byOperand().get(c.operand());
            if (major == null || !checked.add(c.operand() + " " + major + " " + c.tensor().layout())) {
                continue;
            }
            String let = letName.of(c.tensor().name() + "_layout", c.tensor().layout());
            // sA of two instantiations, both K-major: the second is sA#2
            String shown = distinct(c.tensor().name(), named, c.operand() + " " + major + " " + c.mmaName() + " ");
            SmemBuffer tensor = new SmemBuffer(shown, c.tensor().layout(), c.tensor().offset());
            out.add(MajornessProperties.of(c.operand(), major, majors.mmaShaped(), tensor, let, c.mmaName()));
        }
        return out;
    }

    /** Each GMMA mainloop's smem layouts against the majorness its atom reads them with, once per (layout, major). */
    private static List<AutoProperty> majorness(Map<CollectiveAliases.Probe, CxxEvaluation.Value> probes, Map<String, String> mmaOfMainloop,
                                                Map<String, TiledObject> mmaObject, LetNames letName) {
        List<AutoProperty> out = new ArrayList<>();
        Set<String> checked = new HashSet<>();
        for (Map.Entry<CollectiveAliases.Probe, CxxEvaluation.Value> e : probes.entrySet()) {
            CollectiveAliases.Probe p = e.getKey();
            String mma = p.mainloop() == null ? null : mmaOfMainloop.get(p.mainloop());
            if (p.kind() != CollectiveAliases.Kind.LAYOUT || mma == null) {
                continue;
            }
            String operand = p.name().endsWith("::SmemLayoutA") ? "A" : p.name().endsWith("::SmemLayoutB") ? "B" : null;
            AtomMajors.Majors majors = AtomMajors.of(mma);
            String major = operand == null ? null : majors.byOperand().get(operand);
            SmemBuffer b = major == null ? null : SmemChecks.buffer(p, e.getValue());
            if (b == null || !checked.add(operand + " " + major + " " + b.layout())) {
                continue;
            }
            if (b.layout().equals("?")) {
                out.add(AutoProperty.notCheckable("smem_major_" + operand + "(" + b.name() + ")", b.offset(),
                        "the shared-memory layout " + b.name() + " does not read from its type " + e.getValue().type()));
                continue;
            }
            String let = letName.of(b.name(), b.layout());
            out.add(MajornessProperties.of(operand, major, majors.mmaShaped(), b, let, mmaObject.get(p.mainloop()).name()));
        }
        return out;
    }

    /** {@code name}, or {@code name#2}, {@code name#3} ... for the second and later different values of one name. */
    private static String distinct(String name, Map<String, Integer> named) {
        return distinct(name, named, "");
    }

    /** As above, names counted within a {@code context} (one property kind). */
    private static String distinct(String name, Map<String, Integer> named, String context) {
        int k = named.merge(context + name, 1, Integer::sum);
        return k == 1 ? name : name + "#" + k;
    }
}
