package cuteprover.symbolic;

/**
 * Loading Z3's native library costs about 0.2 s (the bundled library is unpacked from the jar on
 * every run). A check starts it on a second thread while it reads the spec files, so the first
 * proof does not wait for it.
 */
public final class SolverLibrary {

    private SolverLibrary() {
    }

    /** Starts loading the library in the background; a failure is left for the first real use to report. */
    public static void preload() {
        Thread t = new Thread(() -> {
            try {
                // Initialising the class unpacks and loads the native library (the JVM's class-init lock
                // makes a proof that starts meanwhile wait for it rather than load it twice).
                Class.forName("com.microsoft.z3.Native", true, SolverLibrary.class.getClassLoader());
            } catch (Throwable ignored) {
                // ProofSession reports a missing or broken library with its own message.
            }
        }, "z3-preload");
        t.setDaemon(true);
        t.start();
    }
}
