package cuteprover.cli;

import cuteprover.specfile.CheckResult;

import java.io.PrintStream;

/**
 * "N of M, current file" on one rewritten line of standard error, only when a person watches a
 * terminal: never in CI logs (the CI variable set, or output redirected), where it would be noise.
 */
final class Progress {

    private final PrintStream err;
    private int total;
    private int done;
    private boolean drawn;

    private Progress(PrintStream err) {
        this.err = err;
    }

    /** A progress line on the terminal, or null when there is no terminal or this is CI. */
    static Progress onTerminal() {
        boolean terminal = System.console() != null && System.getenv("CI") == null && !"dumb".equals(System.getenv("TERM"));
        return terminal ? new Progress(System.err) : null;
    }

    /** Obligations loaded: the total grows as the files are read while the first are proved. */
    synchronized void expect(int obligations) {
        total += obligations;
    }

    synchronized void decided(CheckResult r) {
        done++;
        err.print("\r\033[K[" + done + "/" + total + "] " + r.obligation().pos().file());
        err.flush();
        drawn = true;
    }

    /** Erases the line before the report is printed. */
    synchronized void clear() {
        if (drawn) {
            err.print("\r\033[K");
            err.flush();
        }
    }
}
