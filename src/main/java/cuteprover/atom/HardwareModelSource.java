package cuteprover.atom;

import cuteprover.layout.Layout;

import java.util.Map;

/**
 * Where the atoms find the hardware models. The models are spec files, and reading them takes the spec
 * language and the expression evaluator, both of which stand above the atoms (they build atoms); so the
 * atoms ask through this interface, which {@code cuteprover.hw} implements and names as a service
 * ({@code META-INF/services}), and the stairs between the packages keep running one way.
 */
public interface HardwareModelSource {

    /** A model's value by name ({@code sm80.mma.m16n8k16.f16.A}): a layout, swizzled layout or integer. */
    Object value(String name);

    boolean exists(String name);

    /**
     * Member {@code let NAME} of a model family file, at the given parameter values. The values must
     * satisfy the file's {@code param ... where} condition; otherwise the error quotes it.
     */
    Layout family(String file, String name, Map<String, Long> params);
}
