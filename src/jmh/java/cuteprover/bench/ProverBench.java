package cuteprover.bench;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Prover speed. Run: {@code mvn -Pbench -DskipTests package} then
 * {@code java -cp target/classes:$(deps) org.openjdk.jmh.Main ProverBench} from the project root.
 *
 * <ul>
 *   <li>{@code staticBijective*}: a static layout of size 2^10, 2^20 and 2^30 proved bijective by the
 *       default path (sorted-stride certificate) and by the Z3 coordinate encoding (injective and
 *       image_within, enumeration off). The issue asks that 2^30 take about as long as 2^10.</li>
 *   <li>{@code dynamicSuite}: each property of the prover's test suite
 *       ({@code src/test/resources/cuteprover/symbolic/dynamic-suite.txt}, one {@code line} each);
 *       the median over lines is the figure the issue asks for (under 200 ms).</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss64m")
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class ProverBench {

    /** A compact static layout ((8,X),(4,Y)):((4,32*Y),(1,32)) of size 2^log2Size. */
    @State(Scope.Thread)
    public static class StaticLayout {
        @Param({"10", "20", "30"})
        public int log2Size;

        ProofSession defaults;
        ProofSession solverOnly;
        Map<String, Object> definitions;
        Expr bijective;
        Expr injectiveAndRange;

        @Setup(Level.Trial)
        public void open() {
            long x = 1L << ((log2Size - 5) / 2);
            long y = 1L << (log2Size - 5 - (log2Size - 5) / 2);
            Layout l = (Layout) new Evaluator(Decider.CONCRETE, false, Map.of())
                    .evaluate("((8," + x + "),(4," + y + ")):((4," + (32 * y) + "),(1,32))");
            definitions = Map.of("L", l);
            defaults = new ProofSession(ProverOptions.defaults());
            solverOnly = new ProofSession(ProverOptions.defaults().withEnumerationLimit(0));
            bijective = Parser.parse("bijective(L)");
            injectiveAndRange = Parser.parse("injective(L) && image_within(L, size(L))");
        }

        @TearDown(Level.Trial)
        public void close() {
            defaults.close();
            solverOnly.close();
        }
    }

    /** One line of the dynamic test suite. */
    @State(Scope.Thread)
    public static class SuiteLine {
        @Param({"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17",
                "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40"})
        public int line;

        ProofSession session;
        Expr property;
        List<Expr> assumptions;

        @Setup(Level.Trial)
        public void open() throws IOException {
            Path suite = Path.of(System.getProperty("suite", "src/test/resources/cuteprover/symbolic/dynamic-suite.txt"));
            List<String[]> lines = new ArrayList<>();
            for (String l : Files.readAllLines(suite)) {
                if (!l.isBlank() && !l.startsWith("#")) {
                    lines.add(l.split(" @@ ", -1));
                }
            }
            String[] f = lines.get(line);
            property = Parser.parse(f[2].trim());
            assumptions = f[1].isBlank() ? List.of() : List.of(Parser.parse(f[1].trim()));
            session = new ProofSession(ProverOptions.defaults());
            Verdict v = session.prove(property, assumptions, Map.of());
            if (!v.kind().name().equals(f[0].trim())) {
                throw new IllegalStateException("line " + line + " expected " + f[0].trim() + " got " + v.lines());
            }
        }

        @TearDown(Level.Trial)
        public void close() {
            session.close();
        }
    }

    @Benchmark
    public Verdict staticBijectiveDefault(StaticLayout s) {
        return s.defaults.prove(s.bijective, List.of(), s.definitions);
    }

    @Benchmark
    public Verdict staticBijectiveZ3(StaticLayout s) {
        return s.solverOnly.prove(s.injectiveAndRange, List.of(), s.definitions);
    }

    @Benchmark
    public Verdict dynamicSuite(SuiteLine s) {
        return s.session.prove(s.property, s.assumptions, Map.of());
    }
}
