package cuteprover.bench;

import cuteprover.expr.LineBuffer;
import cuteprover.expr.StreamingEval;
import cuteprover.layout.FlatTree;
import cuteprover.layout.LeanAlgebra;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The lean path per operation, on the operands of the CuTe C++ host timings in the README:
 * {@code op...} runs the checked operation on already scanned operands (what CuTe's host code does
 * with run-time shapes), {@code line...} the whole line as the CLI reads it from standard input
 * (bytes in, scan, checked operation, digits into the output bytes).
 * <pre>
 * mvn -q -Pbench -DskipTests package
 * mvn -o -q -Pbench dependency:build-classpath -Dmdep.outputFile=target/bench.cp
 * java -cp target/classes:$(cat target/bench.cp) org.openjdk.jmh.Main LeanBench
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class LeanBench {

    private final LeanAlgebra algebra = new LeanAlgebra();
    private final StreamingEval engine = new StreamingEval();
    private final LineBuffer out = new LineBuffer(256);
    private final FlatTree a = new FlatTree();
    private final FlatTree b = new FlatTree();
    private final FlatTree c = new FlatTree();
    private final FlatTree tile = new FlatTree();
    private final FlatTree result = new FlatTree();

    @Setup
    public void setUp() {
        read(a, "(4,8):(8,1)");
        read(b, "(2,4):(1,2)");
        read(c, "4:2");
        read(tile, "4:1");
    }

    private static void read(FlatTree t, String text) {
        byte[] chars = (text + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        if (t.read(chars, 0) != text.length()) {
            throw new IllegalStateException(text);
        }
    }

    @Benchmark
    public boolean opComposition() {
        return algebra.composition(a, b, result);
    }

    @Benchmark
    public boolean opComplement() {
        return algebra.complement(c, 64, result);
    }

    @Benchmark
    public boolean opLogicalDivide() {
        return algebra.logicalDivide(a, tile, result);
    }

    @Benchmark
    public boolean opCoalesce() {
        return algebra.coalesce(a, result);
    }

    @Benchmark
    public long opEval() {
        return LeanAlgebra.offset(a, 13);
    }

    private static byte[] bytes(String line) {
        return (line + "\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    private static final byte[] COMPOSITION = bytes("composition((4,8):(8,1),(2,4):(1,2))");
    private static final byte[] COMPLEMENT = bytes("complement(4:2,64)");
    private static final byte[] LOGICAL_DIVIDE = bytes("logical_divide((4,8):(8,1),4:1)");
    private static final byte[] COALESCE = bytes("coalesce((4,8):(8,1))");
    private static final byte[] EVAL = bytes("eval((4,8):(8,1),13)");

    /** One line as {@code cute-prover eval} reads it from standard input: bytes in, bytes out. */
    private int line(byte[] text) {
        out.setLength(0);
        engine.evaluateLines(text, 0, text.length, out);
        return out.length();
    }

    @Benchmark
    public int lineComposition() {
        return line(COMPOSITION);
    }

    @Benchmark
    public int lineComplement() {
        return line(COMPLEMENT);
    }

    @Benchmark
    public int lineLogicalDivide() {
        return line(LOGICAL_DIVIDE);
    }

    @Benchmark
    public int lineCoalesce() {
        return line(COALESCE);
    }

    @Benchmark
    public int lineEval() {
        return line(EVAL);
    }
}
