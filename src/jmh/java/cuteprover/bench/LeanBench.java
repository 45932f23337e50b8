package cuteprover.bench;

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
 * with run-time shapes), {@code line...} the whole line: scan, checked operation, format.
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
    private final StringBuilder out = new StringBuilder(256);
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

    private int line(String text) {
        out.setLength(0);
        engine.evaluate(text, out);
        return out.length();
    }

    @Benchmark
    public int lineComposition() {
        return line("composition((4,8):(8,1),(2,4):(1,2))");
    }

    @Benchmark
    public int lineComplement() {
        return line("complement(4:2,64)");
    }

    @Benchmark
    public int lineLogicalDivide() {
        return line("logical_divide((4,8):(8,1),4:1)");
    }

    @Benchmark
    public int lineCoalesce() {
        return line("coalesce((4,8):(8,1))");
    }

    @Benchmark
    public int lineEval() {
        return line("eval((4,8):(8,1),13)");
    }
}
