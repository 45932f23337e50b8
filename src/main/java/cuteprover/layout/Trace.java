package cuteprover.layout;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An optional recorder of the algebra's derivation steps, for {@code explain}: the algorithms
 * report the modes they split and merge, each shape_div / ceil_div with its values, and the step
 * where a condition fails. It travels with the {@link Decider} ({@link Decider#trace()}), which every
 * algorithm already receives, so no signature changes; the default is {@link #NONE}, and every
 * hook is guarded by {@link #enabled()}, so an untraced run builds no strings.
 */
public interface Trace {

    /** Records nothing. */
    Trace NONE = new Trace() {
        @Override
        public boolean enabled() {
            return false;
        }

        @Override
        public void step(String text) {
        }

        @Override
        public void begin(String operation) {
        }

        @Override
        public void end() {
        }
    };

    boolean enabled();

    /** One step of the current derivation. */
    void step(String text);

    /** Opens the derivation of an operation (nested inside the current one until {@link #end()}). */
    void begin(String operation);

    void end();

    /** The steps of one traced operation; they receive the trace to record their own steps. */
    interface Steps<T> {
        T run(Trace t);
    }

    /**
     * Runs an operation as one derivation: opened with {@code opening}, closed with its result as
     * {@code result} describes it. Both are built only when tracing, so an untraced run builds no
     * strings.
     */
    static <T> T derive(Decider d, Supplier<String> opening, Steps<T> steps, Function<T, String> result) {
        return derive(d, opening, steps, result, null);
    }

    /**
     * As {@link #derive(Decider, Supplier, Steps, Function)}, and a failure of type {@code failure}
     * is recorded as the step where the operation fails (explain shows where a condition broke).
     */
    static <T> T derive(Decider d, Supplier<String> opening, Steps<T> steps, Function<T, String> result,
                        Class<? extends RuntimeException> failure) {
        Trace t = d.trace();
        if (t.enabled()) {
            t.begin(opening.get());
        }
        try {
            T r = steps.run(t);
            if (t.enabled()) {
                t.step(result.apply(r));
            }
            return r;
        } catch (RuntimeException e) {
            if (failure != null && failure.isInstance(e) && t.enabled()) {
                t.step("fails here: " + e.getMessage());
            }
            throw e;
        } finally {
            if (t.enabled()) {
                t.end();
            }
        }
    }
}
