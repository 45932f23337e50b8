package cuteprover.cli;

import java.io.File;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;

/**
 * The launcher's JVM configuration for every way of starting the jar. {@code bin/cute-prover} starts the JVM with the
 * C1 compiler only (C2's compile threads cost more CPU than they save: most of a check's work is in Z3, and an eval
 * batch is over before C2's code pays back) and the serial collector; a bare {@code java -jar cute-prover.jar check} (the action, the README's example, an adopter's CI)
 * got neither and paid twice the CPU. A jar cannot carry JVM options, so a start without them runs the jar again in a
 * child JVM with them, with the caller's own options first (a collector or compiler setting the caller chose is kept,
 * and ours for it is not added), the same standard streams, and the child's exit status. The launcher marks its JVM
 * ({@code -Dcuteprover.tuned=1}), so it is never run twice; {@code CUTE_PROVER_NO_RELAUNCH=1} keeps the bare JVM.
 */
final class TunedJvm {

    static final String MARK = "cuteprover.tuned";

    private TunedJvm() {
    }

    /**
     * The flags bin/cute-prover gives every run. C1 alone also for a stdin eval batch: C2's compilation does not pay
     * back there either (60,000 lines: 1.15 s against 2.31 s of CPU; 600,000: 2.5 s against 7.4 s; README, Speed).
     */
    static List<String> flags() {
        return List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
    }

    /** Of {@code wanted}, the flags whose setting the caller's JVM options leave open (a GC or a compiler choice is theirs). */
    static List<String> missing(List<String> callers, List<String> wanted) {
        boolean gc = callers.stream().anyMatch(o -> o.matches("-XX:[+-]Use\\w*GC"));
        boolean compiler = callers.stream().anyMatch(o -> o.startsWith("-XX:TieredStopAtLevel") || o.matches("-XX:[+-]TieredCompilation")
                || o.equals("-Xint") || o.equals("-Xcomp"));
        List<String> out = new ArrayList<>();
        for (String f : wanted) {
            if (f.endsWith("GC") ? !gc : !compiler) {
                out.add(f);
            }
        }
        return out;
    }

    /** The command that runs this jar again with the missing flags, or null where this JVM needs none or cannot be re-run. */
    static List<String> relaunch(String[] args) {
        if (System.getProperty(MARK) != null || System.getenv("CUTE_PROVER_NO_RELAUNCH") != null) {
            return null;
        }
        File jar = jar();
        if (jar == null) {
            return null;   // classes on a class path (tests, an IDE): whoever started them chose the JVM
        }
        List<String> callers = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> added = missing(callers, flags());
        if (added.isEmpty()) {
            return null;
        }
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(callers);
        command.addAll(added);
        command.add("-D" + MARK + "=1");
        // the same class path, not -jar: a jar without bundled solvers runs beside Z3's jar on it (java -cp a.jar:z3.jar)
        command.add("-cp");
        command.add(System.getProperty("java.class.path", jar.getPath()));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return command;
    }

    /** Runs the command with this process's standard streams and returns its exit status. */
    static int run(List<String> command) throws java.io.IOException, InterruptedException {
        Process child = new ProcessBuilder(command).inheritIO().start();
        // a terminated parent takes its child along (Ctrl-C reaches both through the process group anyway)
        Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
        return child.waitFor();
    }

    private static File jar() {
        try {
            var source = TunedJvm.class.getProtectionDomain().getCodeSource();
            File f = source == null ? null : new File(source.getLocation().toURI());
            return f != null && f.isFile() && f.getName().endsWith(".jar") ? f : null;
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }
}
