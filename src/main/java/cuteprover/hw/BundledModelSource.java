package cuteprover.hw;

import cuteprover.CuteError;
import cuteprover.atom.HardwareModelSource;
import cuteprover.layout.Layout;

import java.nio.file.Path;
import java.util.Map;

/**
 * The atoms' view of the models bundled in the jar ({@link BuiltinModels}): named as the
 * {@link HardwareModelSource} service, so {@code cuteprover.atom} reaches the models without knowing the
 * spec language that reads them. Opened on first use; the atoms keep what they read.
 */
public final class BundledModelSource implements HardwareModelSource {

    private HardwareModels models;
    private ModelFamilies families;

    /** For {@link java.util.ServiceLoader}: opens nothing yet. */
    public BundledModelSource() {
    }

    @Override
    public synchronized Object value(String name) {
        return models().value(name);
    }

    @Override
    public synchronized boolean exists(String name) {
        return models().names().contains(name);
    }

    @Override
    public Layout family(String file, String name, Map<String, Long> params) {
        return families().member(file, name, params);
    }

    private synchronized HardwareModels models() {
        if (models == null) {
            models = HardwareModels.at(root());
        }
        return models;
    }

    private synchronized ModelFamilies families() {
        if (families == null) {
            families = new ModelFamilies(root());
        }
        return families;
    }

    private static Path root() {
        return BuiltinModels.root().orElseThrow(
                () -> new CuteError("the hardware models are missing from the class path (/cuteprover/hardware-models/)"));
    }
}
