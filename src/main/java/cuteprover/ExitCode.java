package cuteprover;

/**
 * The exit statuses of every command, documented in {@code --help} and the README. Each outcome has
 * its own code, so a CI script can tell a refuted property from a typo on the command line.
 */
public final class ExitCode {

    /** Everything proved (or refuted where {@code expect refuted} says so); {@code --help}, {@code --version}. */
    public static final int OK = 0;
    /** A property is refuted (or an expected refutation now proves). */
    public static final int REFUTED = 1;
    /** A property could not be decided (time-out, unsupported fragment) and UNKNOWN is not allowed. */
    public static final int UNKNOWN = 2;
    /** Bad input: a spec or expression with a syntax, name, type or include error; a path with no spec files. */
    public static final int INPUT_ERROR = 3;
    /** The command line itself is wrong: an unknown flag or command, a missing or malformed option value. */
    public static final int USAGE_ERROR = 4;
    /** The tool failed: a report or cache could not be written, the solver could not be loaded, a bug. */
    public static final int INTERNAL_ERROR = 5;

    /** The list printed by {@code --help}: code, then meaning. */
    public static final String[] HELP_LIST = {
            "0:all properties proved (or refuted where `expect refuted` says so)",
            "1:a property is refuted",
            "2:a property is UNKNOWN (not decided within its budget)",
            "3:bad input (spec or expression error, a path without spec files)",
            "4:usage error (unknown option, bad option value)",
            "5:internal error (cannot write a report, solver failed to load)",
    };

    /** The exit codes of a command that proves nothing (eval, show, explain, hw, import): it never answers 1 or 2. */
    public static final String[] OTHER_HELP_LIST = {
            "0:done",
            "3:bad input (an expression, a file or a name that does not read)",
            "4:usage error (unknown option, bad option value)",
            "5:internal error (cannot write the output)",
    };

    private ExitCode() {
    }
}
