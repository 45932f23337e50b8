package cuteprover.expr;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A growable buffer of UTF-8 output bytes, reused line after line by {@link StreamingEval}: result
 * lines are written into it directly (digits included), so a stream of answers costs no String, no
 * character-to-byte conversion and no allocation per line.
 */
public final class LineBuffer {

    byte[] bytes;
    int length;

    public LineBuffer(int capacity) {
        bytes = new byte[Math.max(capacity, 64)];
    }

    public int length() {
        return length;
    }

    /** Drops everything after the first {@code length} bytes. */
    public void setLength(int length) {
        this.length = length;
    }

    /** Room for {@code extra} more bytes. */
    void ensure(int extra) {
        if (bytes.length - length < extra) {
            bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, length + extra));
        }
    }

    public void append(byte b) {
        ensure(1);
        bytes[length++] = b;
    }

    public void append(String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        ensure(utf8.length);
        System.arraycopy(utf8, 0, bytes, length, utf8.length);
        length += utf8.length;
    }

    /** Writes the bytes to {@code out} and empties the buffer. */
    public void writeTo(OutputStream out) throws IOException {
        out.write(bytes, 0, length);
        length = 0;
    }

    /** The bytes from {@code from} on, decoded. */
    public String toString(int from) {
        return new String(bytes, from, length - from, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return toString(0);
    }
}
