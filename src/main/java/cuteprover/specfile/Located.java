package cuteprover.specfile;

/**
 * A parsed value with the source text it came from and the file position of that text's first
 * character, so an offset into the text converts back to {@code file:line:col}.
 */
public record Located<T>(T value, String text, LineMap lines, int startOffset) {

    public SourcePos at(int offsetInText) {
        return lines.position(startOffset + Math.max(0, offsetInText));
    }
}
