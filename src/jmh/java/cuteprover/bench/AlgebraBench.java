package cuteprover.bench;

import cuteprover.expr.Evaluator;
import cuteprover.layout.Complement;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import cuteprover.layout.TiledFamily;
import cuteprover.tuple.IntTuple;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The concrete layout algebra on typical rank-2..4 static layouts, and the enumeration that the
 * post-condition checks use.
 * <ul>
 * <li>{@code composition}, {@code complement}, {@code logicalDivide}: what {@code eval} runs, the result
 * checked by enumeration; the {@code ...Algorithm} twins: CuTe's algorithm alone (what the symbolic
 * engine reuses);</li>
 * <li>{@code enumerate}: FlatLayout offsets of a size-2^20 rank-4 layout, reported per index.</li>
 * </ul>
 * Run (from the repository root):
 * <pre>
 * mvn -o -q -Pbench -DskipTests package
 * mvn -o -q -Pbench dependency:build-classpath -Dmdep.outputFile=target/bench.cp
 * java -cp target/classes:$(cat target/bench.cp) org.openjdk.jmh.Main AlgebraBench
 * </pre>
 * Measured 2026-11-21 (JDK 17, the 2-core x86-64 dev machine at load average 7-15 from other builds, so
 * the error bars are wide; 1 fork, 2-3 x 1 s warm-up, 4-5 x 1 s; ns/op, best of three runs):
 * <pre>
 * case    compositionAlgorithm  complementAlgorithm  composition  complement  logicalDivide  enumerate (ns/index)
 * rank2          635                  517               4950         1660        12400          2.0
 * rank3          248                  511               2890         ~5000*      13100          1.8
 * rank4          359                  959               2140         9300        25500          1.8
 * </pre>
 * The algorithms run well under a microsecond; the checked operations spend the rest enumerating
 * their post-conditions (a rank-3 complement walks 256 offsets of (A,C) and sorts A's 32).
 * Enumeration: 1.8-2.0 ns per index, about 500-550 million indices per second on one core.
 * (*) JMH reported 76-169 us with errors larger than the score for this case on the loaded machine; a
 * plain loop of 200,000 calls measured 5.3 us after warm-up.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class AlgebraBench {

    /** Each case: A | B for composition | A ; cotarget for complement | A | tiler for logical_divide. */
    @Param({"rank2", "rank3", "rank4"})
    public String shape;

    private Layout compA;
    private Layout compB;
    private Layout compl;
    private IntTuple cotarget;
    private Layout divA;
    private List<Layout> divTiler;
    private FlatLayout flat;
    private long[] buffer;

    private static Object eval(String text) {
        return Evaluator.concrete().evaluate(text);
    }

    @Setup
    public void setup() {
        switch (shape) {
            case "rank2" -> {
                compA = (Layout) eval("(8,8):(1,8)");
                compB = (Layout) eval("((4,8),2):((16,1),8)");
                compl = (Layout) eval("(4,8):(20,2)");
                cotarget = (IntTuple) eval("192");
                divA = (Layout) eval("(8,16):(20,1)");
                divTiler = List.of((Layout) eval("4:1"), (Layout) eval("8:2"));
            }
            case "rank3" -> {
                compA = (Layout) eval("(6,2,2):(2,1,20)");
                compB = (Layout) eval("8:3");
                compl = (Layout) eval("(4,(4,2)):(4,(1,16))");
                cotarget = (IntTuple) eval("256");
                divA = (Layout) eval("(12,32,3):(32,1,384)");
                divTiler = List.of((Layout) eval("4:1"), (Layout) eval("8:1"));
            }
            default -> {
                compA = (Layout) eval("(4,6,8,10):(2,3,5,7)");
                compB = (Layout) eval("6:12");
                compl = (Layout) eval("((2,2),(2,4)):((1,8),(4,32))");
                cotarget = (IntTuple) eval("(8,64)");
                divA = (Layout) eval("((4,2),(8,4)):((1,32),(4,64))");
                divTiler = List.of((Layout) eval("(2,2):(1,4)"), (Layout) eval("(4,2):(1,8)"));
            }
        }
        flat = FlatLayout.of((Layout) eval("(16,8,32,256):(8192,1,256,32)"));
        buffer = new long[1 << 20];
    }

    @Benchmark
    public Layout composition() {
        return Composition.compose(compA, compB, Decider.CONCRETE);
    }

    @Benchmark
    public Layout compositionAlgorithm() {
        return Composition.algorithm(compA, compB, Decider.CONCRETE);
    }

    @Benchmark
    public Layout complement() {
        return Complement.complement(compl, cotarget, Decider.CONCRETE);
    }

    @Benchmark
    public Layout complementAlgorithm() {
        return Complement.algorithm(compl, cotarget, Decider.CONCRETE);
    }

    @Benchmark
    public Layout logicalDivide() {
        return TiledFamily.DIVIDE.logical(divA, divTiler, Decider.CONCRETE);
    }

    /** One index of a 2^20-index rank-4 layout (the odometer of the post-condition checks). */
    @Benchmark
    @OperationsPerInvocation(1 << 20)
    public long[] enumerate() {
        flat.offsets(buffer);
        return buffer;
    }
}
