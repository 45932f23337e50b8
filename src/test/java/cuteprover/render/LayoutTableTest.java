package cuteprover.render;

import cuteprover.expr.Evaluator;
import cuteprover.layout.Layout;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Golden tables: the bodies are what CuTe's print_layout printed for the same layouts (header line aside). */
class LayoutTableTest {

    private static Layout layout(String text) {
        return (Layout) Evaluator.concrete().evaluate(text);
    }

    @Test
    void rankTwoMatchesCutePrintLayout() {
        String expected = String.join("\n",
                "(4,(2,2)):(2,(1,8))",
                "       0    1    2    3 ",
                "    +----+----+----+----+",
                " 0  |  0 |  1 |  8 |  9 |",
                "    +----+----+----+----+",
                " 1  |  2 |  3 | 10 | 11 |",
                "    +----+----+----+----+",
                " 2  |  4 |  5 | 12 | 13 |",
                "    +----+----+----+----+",
                " 3  |  6 |  7 | 14 | 15 |",
                "    +----+----+----+----+",
                "");
        assertEquals(expected, LayoutTable.render(layout("(4,(2,2)):(2,(1,8))")));
    }

    @Test
    void smallTableMatchesCutePrintLayout() {
        String expected = String.join("\n",
                "(2,3):(3,1)",
                "      0   1   2 ",
                "    +---+---+---+",
                " 0  | 0 | 1 | 2 |",
                "    +---+---+---+",
                " 1  | 3 | 4 | 5 |",
                "    +---+---+---+",
                "");
        assertEquals(expected, LayoutTable.render(layout("(2,3):(3,1)")));
    }

    @Test
    void markedCellsAreFlagged() {
        String table = LayoutTable.render(layout("(2,2):(1,1)"), Set.of(1L, 2L));
        assertEquals(String.join("\n",
                "(2,2):(1,1)",
                "       0    1 ",
                "    +----+----+",
                " 0  | 0  | 1* |",
                "    +----+----+",
                " 1  | 1* | 2  |",
                "    +----+----+",
                ""), table);
    }
}
