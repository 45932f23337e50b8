package cuteprover.cli;

import cuteprover.expr.StreamingEval;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code eval}'s byte stream ({@link EvalCommand#streamLines}): whatever the chunks standard input
 * arrives in and whichever terminators end its lines (line feed, carriage return, both, none at
 * the end), the output is exactly one line per input line, the answer {@code readLine} and the
 * general path would give, and the exit status says whether any line was an error.
 */
class EvalStreamProperties {

    /** Lean forms, forms the lean path declines, errors, blanks and non-ASCII text. */
    private static final List<String> LINES = List.of(
            "composition((4,8):(8,1),(2,4):(1,2))", "complement((4,16):(2,8),256)", "logical_divide((4,8):(8,1),4:1)",
            "coalesce(((2,1),4):((1,7),2))", "eval((4,16):(2,8),3)", "(4,(2,8)):(2,(1,8))", "12:3", "", "   ",
            "eval((4,8):(1,4),(1,1))", "complement((2,2):(1,1),8)", "foo(1)", "(4,8):(1,-4)", "coalesce(4:1", "4:1)",
            "composition(4:1,\u00e9)", "(\u0664,8):(1,4)", "eval(4:99999999999999999,9999)", "coalesce((2,2):(1,2)) ",
            "complement(4:2,64)", "logical_divide(6:1,4:1)", "coalesce((2,2):(1,2))x");

    private static final List<String> TERMINATORS = List.of("\n", "\r\n", "\r");

    @Property(tries = 300)
    void everyLineGetsTheGeneralPathsAnswer(@ForAll("streams") Object[] stream) throws IOException {
        String input = (String) stream[0];
        @SuppressWarnings("unchecked")
        List<String> lines = (List<String>) stream[1];
        StringBuilder expected = new StringBuilder();
        boolean anyError = false;
        for (String line : lines) {
            String answer = StreamingEval.generalLine(line);
            anyError |= answer.startsWith("error:");
            expected.append(answer).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        boolean error = EvalCommand.streamLines(new Chunked(input, new Random((Long) stream[2])), out, new StreamingEval());
        assertEquals(expected.toString(), out.toString(StandardCharsets.UTF_8), input);
        assertEquals(anyError, error, input);
    }

    /** [input text, its lines as {@code readLine} splits them (the definition), a seed for the chunk sizes]. */
    @Provide
    Arbitrary<Object[]> streams() {
        return Arbitraries.randomValue(r -> {
            int n = r.nextInt(12);
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < n; i++) {
                text.append(LINES.get(r.nextInt(LINES.size())));
                if (i < n - 1 || r.nextBoolean()) {
                    text.append(TERMINATORS.get(r.nextInt(TERMINATORS.size())));
                }
            }
            List<String> lines = new java.io.BufferedReader(new java.io.StringReader(text.toString())).lines().toList();
            return new Object[] {text.toString(), lines, r.nextLong()};
        });
    }

    @Example
    void aCarriageReturnAndLineFeedSplitBetweenChunksEndOneLine() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // chunks of one byte: the \r and the \n of each line arrive in separate reads
        EvalCommand.streamLines(new Chunked("4:1\r\n\r\n(2,2):(1,2)", null), out, new StreamingEval());
        assertEquals("4:1\nerror: empty expression\n(2,2):(1,2)\n", out.toString(StandardCharsets.UTF_8));
    }

    @Example
    void aStreamLongerThanTheInputBufferKeepsItsUnfinishedLinesAcrossRefills() throws IOException {
        // 150 KB in chunks of up to 5,000 bytes: the 64 KB buffer fills with a line unfinished
        // and moves it to its front, again and again
        Random r = new Random(17);
        StringBuilder text = new StringBuilder();
        while (text.length() < 150_000) {
            text.append(LINES.get(r.nextInt(LINES.size()))).append(TERMINATORS.get(r.nextInt(TERMINATORS.size())));
        }
        assertStreamsAsReadLine(text.toString(), new ChunkedUpTo(text.toString(), r, 5_000));
    }

    @Example
    void aLineLongerThanTheInputBufferGrowsIt() throws IOException {
        int modes = 30_000; // a literal of about 120 KB: twice the buffer, and far more leaves than the arrays start with
        String line = "(" + "1,".repeat(modes - 1) + "1):(" + "0,".repeat(modes - 1) + "0)";
        String text = "4:1\n" + line + "\ncoalesce(" + line + ")\n(2,2):(1,2)";
        assertStreamsAsReadLine(text, new ChunkedUpTo(text, new Random(5), 50_000));
    }

    private static void assertStreamsAsReadLine(String text, java.io.InputStream in) throws IOException {
        StringBuilder expected = new StringBuilder();
        for (String line : new java.io.BufferedReader(new java.io.StringReader(text)).lines().toList()) {
            expected.append(StreamingEval.generalLine(line)).append('\n');
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EvalCommand.streamLines(in, out, new StreamingEval());
        assertEquals(expected.toString(), out.toString(StandardCharsets.UTF_8));
    }

    private static final class ChunkedUpTo extends ByteArrayInputStream {
        private final Random random;
        private final int most;

        ChunkedUpTo(String text, Random random, int most) {
            super(text.getBytes(StandardCharsets.UTF_8));
            this.random = random;
            this.most = most;
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            return super.read(b, off, Math.min(len, 1 + random.nextInt(most)));
        }
    }

    /** Standard input arriving in random chunks (of one byte each without a seed). */
    private static final class Chunked extends ByteArrayInputStream {
        private final Random random;

        Chunked(String text, Random random) {
            super(text.getBytes(StandardCharsets.UTF_8));
            this.random = random;
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            return super.read(b, off, Math.min(len, random == null ? 1 : 1 + random.nextInt(40)));
        }
    }
}
