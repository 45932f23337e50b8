package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CUTLASS's op and smem-atom selectors against CuTe C++: each row of {@code cute-selectors.tsv} is a selector call
 * and the type CuTe C++ returns for it (confirmed by {@code std::is_same_v} in a host program compiled against
 * CUTLASS include/, kept outside the repository), or the first static_assert it stops at. The call goes through the
 * expression parser as a kernel writes it, {@code GMMA::ss_op_selector<...>()}. The SM100 builder helpers return a
 * TiledMMA, recorded as the {@code make_tiled_mma(OP{})} CuTe's type equals.
 */
class SelectorCrossCheckTest {

    record Row(String call, String cute) { }

    private static List<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        try (InputStream in = SelectorCrossCheckTest.class.getResourceAsStream("/cuteprover/atom/cute-selectors.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.split("\t");
                    out.add(new Row(parts[0], parts[1].trim()));
                }
            }
        }
        return out;
    }

    @Test
    void everySelectionIsCuteCs() throws IOException {
        List<Row> rows = rows();
        assertTrue(rows.size() > 1000, "rows: " + rows.size());
        List<String> wrong = new ArrayList<>();
        int refused = 0;
        for (Row r : rows) {
            String got;
            try {
                Object chosen = Evaluator.concrete().evaluate(r.call() + "()");
                Object expected = Evaluator.concrete().evaluate(r.cute().endsWith(")") ? r.cute() : r.cute() + "{}");
                got = chosen.equals(expected) ? r.cute() : String.valueOf(chosen);
            } catch (CuteError e) {
                got = e.getMessage();
            }
            if (r.cute().startsWith("REFUSED ")) {
                refused++;
                String words = "('" + r.cute().substring("REFUSED ".length()) + "')";
                if (!got.contains(words)) {
                    wrong.add(r.call() + ": CuTe stops at " + words + ", we said " + got);
                }
            } else if (!got.equals(r.cute())) {
                wrong.add(r.call() + ": CuTe returns " + r.cute() + ", we " + got);
            }
        }
        assertTrue(refused > 50, "refused rows: " + refused);
        assertEquals(List.of(), wrong);
    }

    @Test
    void theNamespacedOpNameIsTheSameOp() {
        assertEquals(Evaluator.concrete().evaluate("SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{}"),
                Evaluator.concrete().evaluate("SM90::GMMA::MMA_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>{}"));
    }

    @Test
    void aRunTimeTileShapeIsRefusedByName() {
        CuteError e = org.junit.jupiter.api.Assertions.assertThrows(CuteError.class,
                () -> Evaluator.concrete().evaluate("GMMA::ss_op_selector<half_t, half_t, float, Shape<int,_128,_64>>()"));
        assertTrue(e.getMessage().contains("TileShape_MNK must be static") && e.getMessage().contains("int"), e.getMessage());
    }
}
