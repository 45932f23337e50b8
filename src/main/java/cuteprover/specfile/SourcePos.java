package cuteprover.specfile;

/** A 1-based line and column in a spec file. */
public record SourcePos(String file, int line, int column) {

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
