package cuteprover.kernelcheck;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Spec-language names for the definitions the families write: a fresh one from a hint ({@code fresh}), or the same one
 * each time one value is defined under one hint ({@code of}), so that the smem family's {@code SmemLayoutA} and the
 * partitions family's majorness property read one definition, printed under one name.
 */
final class LetNames {

    private final Function<String, String> fresh;
    private final Map<String, String> given = new HashMap<>();

    LetNames(Function<String, String> fresh) {
        this.fresh = fresh;
    }

    String fresh(String hint) {
        return fresh.apply(hint);
    }

    String of(String hint, String value) {
        return given.computeIfAbsent(hint + "\u0000" + value, k -> fresh.apply(hint));
    }
}
