package cuteprover.cxx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * nvcc names GPU targets in several spellings ({@code -arch}, {@code -code}, {@code -gencode} with
 * virtual {@code compute_XX} and real {@code sm_XX} architectures); clang wants one
 * {@code --cuda-gpu-arch=sm_XX} per target. These pure functions read nvcc's spellings.
 */
final class GpuArchs {

    private static final Pattern ARCH = Pattern.compile("(?:sm|compute|lto)_(\\d+[a-z]?)");

    private GpuArchs() {
    }

    /** {@code sm_90a} for {@code sm_90a}, {@code compute_90a} and {@code lto_90a}; empty for anything else ({@code native}, {@code all}). */
    static Optional<String> sm(String value) {
        Matcher m = ARCH.matcher(value.trim());
        return m.matches() ? Optional.of("sm_" + m.group(1)) : Optional.empty();
    }

    /** The comma-separated items of an nvcc list value, without brackets, quotes and blanks. */
    static List<String> items(String value) {
        List<String> out = new ArrayList<>();
        for (String s : value.replaceAll("[\\[\\]\"'\\s]", "").split(",")) {
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * The targets of a {@code -gencode} value such as {@code arch=compute_90a,code=[sm_90a,compute_90a]}:
     * the real architectures of {@code code} when it names any, else those its virtual ones stand for, else
     * {@code arch}'s. Items that name no architecture are returned as they are, for the caller to drop.
     */
    static List<String> gencode(String value) {
        List<String> arch = new ArrayList<>();
        List<String> code = new ArrayList<>();
        List<String> current = arch;
        for (String item : items(value)) {
            String v = item;
            if (item.startsWith("arch=")) {
                current = arch;
                v = item.substring(5);
            } else if (item.startsWith("code=")) {
                current = code;
                v = item.substring(5);
            }
            if (!v.isEmpty()) {
                current.add(v);
            }
        }
        List<String> real = code.stream().filter(c -> c.startsWith("sm_")).toList();
        return !real.isEmpty() ? real : !code.isEmpty() ? code : arch;
    }
}
