package cuteprover.bench;

import cuteprover.category.CompositionAlgorithm;
import cuteprover.category.NestLayout;
import cuteprover.layout.Composition;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Categorical composition (mutual refinement) against the concrete engine's composition (CuTe's
 * algorithm) on the same tractable inputs, both from and to {@link Layout}. The issue asks for the
 * categorical one to be within 3x of the concrete one.
 * <ul>
 *   <li>{@code categorical} / {@code concrete}: what users get, each result checked by enumeration;</li>
 *   <li>{@code categoricalAlgorithm} / {@code concreteAlgorithm}: the algorithms alone, unchecked.</li>
 * </ul>
 * Run: {@code mvn -o -Pbench -DskipTests package}, then
 * {@code java -cp target/classes:$(deps) org.openjdk.jmh.Main CategoryBench}.
 *
 * <p>Measured (JDK 17 on a 16-core Xeon, 1 fork, 3x1 s warm-up, 5x1 s, us/op; the concrete engine as
 * of its flat-mode composition):
 * <pre>
 * case             categorical  concrete   categoricalAlgorithm  concreteAlgorithm
 * slidesE39            2.0         4.2            1.6                 0.9
 * slidesE40            2.3         4.1            2.5                 1.2
 * mmaTvRowMajor        3.6         7.5            2.9                 1.7
 * wgmmaTvRowMajor     55          57              3.6                 2.0
 * tiles256           653        1078              2.2                 1.5
 * </pre>
 * Checked (what users get), the categorical engine takes 0.5-1.0x the concrete engine's time; the
 * algorithms alone, 1.4-2.0x. Both inside the 3x goal.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss64m")
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class CategoryBench {

    /** name -> {A, B} for composition(A, B) = A∘B. */
    private static final Map<String, String[]> CASES = Map.of(
            "slidesE39", new String[] {"(12,4):(4,1)", "(4,6):(6,1)"},
            "slidesE40", new String[] {"(12,3,6):(1,72,12)", "(6,6):(6,1)"},
            "mmaTvRowMajor", new String[] {"(16,8):(8,1)", "((4,8),(2,2)):((32,1),(16,8))"},
            "wgmmaTvRowMajor", new String[] {"(64,64):(64,1)", "((4,8,4),(2,2,8)):((128,1,16),(64,8,512))"},
            "tiles256", new String[] {"(256,256):(256,1)", "((4,64),(4,64)):((256,1),(64,1024))"});

    @State(Scope.Thread)
    public static class Inputs {
        @Param({"slidesE39", "slidesE40", "mmaTvRowMajor", "wgmmaTvRowMajor", "tiles256"})
        public String name;

        Layout a;
        Layout b;

        @Setup
        public void setup() {
            String[] c = CASES.get(name);
            a = NestLayout.parse(c[0]).toLayout();
            b = NestLayout.parse(c[1]).toLayout();
            Layout concrete = Composition.compose(a, b);
            Layout categorical = CompositionAlgorithm.compose(NestLayout.of(a), NestLayout.of(b)).toLayout();
            if (!concrete.toString().equals(categorical.toString())) {
                throw new IllegalStateException(name + ": engines disagree: " + concrete + " vs " + categorical);
            }
        }
    }

    @Benchmark
    public Layout categorical(Inputs in) {
        return CompositionAlgorithm.compose(NestLayout.of(in.a), NestLayout.of(in.b)).toLayout();
    }

    @Benchmark
    public Layout concrete(Inputs in) {
        return Composition.compose(in.a, in.b);
    }

    @Benchmark
    public Layout categoricalAlgorithm(Inputs in) {
        return CompositionAlgorithm.runUnchecked(NestLayout.of(in.a), NestLayout.of(in.b)).result().toLayout();
    }

    @Benchmark
    public Layout concreteAlgorithm(Inputs in) {
        return Composition.algorithm(in.a, in.b, Decider.CONCRETE);
    }
}
