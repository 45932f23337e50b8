package cuteprover.layout;

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
}
