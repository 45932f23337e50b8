package cuteprover.kernelcheck;

import cuteprover.CuteError;

import java.util.EnumSet;
import java.util.Set;

/**
 * The families of properties {@code check kernel.cu} proves of a kernel's CuTe structure without a spec
 * ({@code --checks LIST}): shared-memory layouts and capacity, thread counts, partitions.
 */
public enum CheckFamily {
    /** Each shared-memory layout injective within a stage, its stages disjoint, the shared storage within the architecture's capacity. */
    SMEM("smem"),
    /** TiledMMA and TiledCopy thread counts agree with the kernel's block size. */
    THREADS("threads"),
    /** Copy and MMA partitions cover their tiles exactly once; a GMMA reads shared memory of its majorness. */
    PARTITIONS("partitions");

    private final String word;

    CheckFamily(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    /** {@code smem,threads}, {@code all} or {@code none}; an unknown word is an error naming the known ones. */
    public static Set<CheckFamily> parse(String list) {
        String text = list.strip();
        if (text.equals("all")) {
            return EnumSet.allOf(CheckFamily.class);
        }
        if (text.equals("none")) {
            return EnumSet.noneOf(CheckFamily.class);
        }
        Set<CheckFamily> out = EnumSet.noneOf(CheckFamily.class);
        for (String w : text.split(",")) {
            String word = w.strip();
            CheckFamily found = null;
            for (CheckFamily f : values()) {
                if (f.word.equals(word)) {
                    found = f;
                }
            }
            if (found == null) {
                throw new CuteError("--checks: unknown family '" + word + "' (known: smem, threads, partitions, all, none)");
            }
            out.add(found);
        }
        return out;
    }
}
