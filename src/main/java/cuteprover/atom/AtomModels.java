package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.layout.Layout;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hardware models that CuTe's atoms are built on: the copy of {@code hardware-models/} that travels
 * in the jar (the same files {@code check} proves), read once through the {@link HardwareModelSource}
 * on the class path and kept. Two kinds of lookup: a model by name ({@code sm80.mma.m16n8k16.f16.A}),
 * and a member of a model family at given parameter values (so the legality rules live in the model
 * file, next to their proofs).
 */
public final class AtomModels {

    private static final Map<String, Object> CACHE = new ConcurrentHashMap<>();
    private static HardwareModelSource source;

    private AtomModels() {
    }

    /** A model's layout by name. */
    public static Layout model(String name) {
        Object v = CACHE.computeIfAbsent(name, AtomModels::load);
        if (v instanceof Layout l) {
            return l;
        }
        throw new CuteError("hardware model '" + name + "' is not a layout: " + v);
    }

    /** A model's value of any kind (layout, swizzled layout, integer). */
    public static Object value(String name) {
        return CACHE.computeIfAbsent(name, AtomModels::load);
    }

    public static boolean exists(String name) {
        return source().exists(name);
    }

    /** Member {@code let NAME} of a model family file, at the given parameter values ({@link HardwareModelSource#family}). */
    public static Layout family(String file, String name, Map<String, Long> params) {
        String key = file + ":" + name + params;
        return (Layout) CACHE.computeIfAbsent(key, k -> source().family(file, name, params));
    }

    private static synchronized Object load(String name) {
        return source().value(name);
    }

    private static synchronized HardwareModelSource source() {
        if (source == null) {
            source = ServiceLoader.load(HardwareModelSource.class, HardwareModelSource.class.getClassLoader())
                    .findFirst()
                    .orElseThrow(() -> new CuteError("no hardware-model source on the class path"
                            + " (META-INF/services/" + HardwareModelSource.class.getName() + ")"));
        }
        return source;
    }
}
