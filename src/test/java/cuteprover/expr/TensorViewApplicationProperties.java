package cuteprover.expr;

import cuteprover.cli.EvalCommand;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tensor view {@code {offset} o L} (local_tile, local_partition) applied to a coordinate reads the
 * offset plus L there, so tile (m,n) of a two-mode layout at (i,j) is the layout at (m*ta+i, n*tb+j);
 * and {@code g -> q} is the implication {@code !g || q}.
 */
class TensorViewApplicationProperties {

    @Property(tries = 300)
    void aTileAppliedIsTheLayoutAtTheTilesCell(@ForAll @IntRange(min = 1, max = 4) int ta, @ForAll @IntRange(min = 1, max = 4) int tb,
                                              @ForAll @IntRange(min = 1, max = 3) int ka, @ForAll @IntRange(min = 1, max = 3) int kb,
                                              @ForAll @IntRange(min = 0, max = 20) int da, @ForAll @IntRange(min = 0, max = 20) int db,
                                              @ForAll @IntRange(min = 0, max = 8) int m, @ForAll @IntRange(min = 0, max = 8) int n,
                                              @ForAll @IntRange(min = 0, max = 3) int i, @ForAll @IntRange(min = 0, max = 3) int j) {
        int mm = m % ka;
        int nn = n % kb;
        int ii = i % ta;
        int jj = j % tb;
        String layout = "(" + (ta * ka) + "," + (tb * kb) + "):(" + da + "," + db + ")";
        String tile = EvalCommand.evaluateToLine("local_tile(" + layout + ", (" + ta + "," + tb + "), (" + mm + "," + nn + "))("
                + ii + "," + jj + ")");
        String cell = EvalCommand.evaluateToLine(layout + "(" + (mm * ta + ii) + "," + (nn * tb + jj) + ")");
        assertEquals(cell, tile, layout);
    }

    /**
     * A thread's partition of a tile of a tensor is the tile read at the coordinates the same partition
     * of the tile's identity layout gives: CuTe partitions coordinates and data alike.
     */
    @Property(tries = 200)
    void aPartitionOfATileReadsTheTileAtThePartitionsCoordinates(
            @ForAll @IntRange(min = 1, max = 2) int a, @ForAll @IntRange(min = 1, max = 2) int b,
            @ForAll @IntRange(min = 1, max = 3) int km, @ForAll @IntRange(min = 1, max = 3) int kn,
            @ForAll @IntRange(min = 0, max = 2) int m, @ForAll @IntRange(min = 0, max = 2) int n,
            @ForAll boolean rowMajor, @ForAll @IntRange(min = 0, max = 127) int thread, @ForAll @IntRange(min = 0, max = 63) int value) {
        int tm = 32 * a;
        int tn = 16 * b;
        int rows = tm * km;
        int cols = tn * kn;
        String tensor = "(" + rows + "," + cols + "):" + (rowMajor ? "(" + cols + ",1)" : "(1," + rows + ")");
        String mma = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1))";
        String tile = "local_tile(" + tensor + ", (" + tm + "," + tn + "), (" + (m % km) + "," + (n % kn) + "))";
        int v = value % (tm * tn / 128);
        String coordinate = EvalCommand.evaluateToLine("partition_C(" + mma + ", make_identity_layout((" + tm + "," + tn + ")), " + thread + ")(" + v + ")");
        String expected = EvalCommand.evaluateToLine(tile + coordinate);
        String partitioned = EvalCommand.evaluateToLine("partition_C(" + mma + ", " + tile + ", " + thread + ")(" + v + ")");
        assertEquals(expected, partitioned, tile + " thread " + thread + " value " + v);
    }

    @Test
    void aSymbolicTileOffsetIsProvedAndAnOffByOneRefuted() {
        String tile = "local_tile((M,N):(N,1), (128,128), (m,n))(i,j)";
        List<String> assumptions = List.of("M >= 1", "N >= 1", "m >= 0 && m < ceil_div(M, 128)", "n >= 0 && n < ceil_div(N, 128)");
        try (ProofSession s = new ProofSession(ProverOptions.defaults())) {
            List<Expr> given = assumptions.stream().map(Parser::parse).toList();
            Verdict exact = s.prove(Parser.parse("forall i in [0,128), j in [0,128): " + tile + " == (m*128+i)*N + n*128 + j"), given, Map.of());
            assertEquals(Verdict.Kind.PROVED, exact.kind(), exact.lines().toString());
            Verdict guarded = s.prove(Parser.parse("forall i in [0,128), j in [0,128): m*128 + i < M && n*128 + j < N -> " + tile + " < M*N"),
                    given, Map.of());
            assertEquals(Verdict.Kind.PROVED, guarded.kind(), guarded.lines().toString());
            Verdict unguarded = s.prove(Parser.parse("forall i in [0,128), j in [0,128): " + tile + " < M*N"), given, Map.of());
            assertEquals(Verdict.Kind.REFUTED, unguarded.kind(), unguarded.lines().toString());
            Verdict offByOne = s.prove(Parser.parse("forall i in [0,128), j in [0,128): " + tile + " == (m*128+i)*N + n*128 + j + 1"), given, Map.of());
            assertEquals(Verdict.Kind.REFUTED, offByOne.kind(), offByOne.lines().toString());
        }
    }
}
