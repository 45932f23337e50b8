package cuteprover.specfile;

/** A bad-input error in a spec file, reported as {@code file:line:col: message}. */
public record Diagnostic(SourcePos pos, String message) {

    @Override
    public String toString() {
        return pos + ": " + message;
    }
}
