package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Catalogue A §3.9 (products) and §3.10 (divides), tile_to_shape, max_common_layout/vector and
 * upcast/downcast. Every expected value was printed by CuTe C++ (compiled host program); where CuTe
 * refuses to compile (static_assert), we refuse with the same condition.
 */
class DivideProductTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "logical_divide(24:3,8:3)|(8,3):(9,3)",
            "logical_divide((6,2,2):(2,1,20),8:3)|((2,2,2),3):((6,1,20),2)",
            "logical_divide((8,16):(20,1),[4:1,8:2])|((4,2),(8,2)):((20,80),(2,1))",
            "zipped_divide((8,16):(20,1),[4:1,8:2])|((4,8),(2,2)):((20,2),(80,1))",
            "tiled_divide((8,16):(20,1),[4:1,8:2])|((4,8),2,2):((20,2),80,1)",
            "flat_divide((8,16):(20,1),[4:1,8:2])|(4,8,2,2):(20,2,80,1)",
            "zipped_divide((8,16,3):(20,1,200),[4:1,8:2])|((4,8),(2,2,3)):((20,2),(80,1,200))",
            "tiled_divide((8,16,3):(20,1,200),[4:1,8:2])|((4,8),2,2,3):((20,2),80,1,200)",
            "flat_divide((8,16,3):(20,1,200),[4:1,8:2])|(4,8,2,2,3):(20,2,80,1,200)",
            "logical_divide((8,16,3):(20,1,200),[4:1,8:2])|((4,2),(8,2),3):((20,80),(2,1),200)",
            "zipped_divide(16:1,[4:1])|((4),(4)):((1),(4))",
            "tiled_divide(16:1,[4:1])|((4),(4)):((1),(4))",
            "flat_divide(16:1,[4:1])|((4),(4)):((1),(4))",
            "zipped_divide(16:1,4:1)|(4,4):(1,4)",
            "tiled_divide(16:1,4:1)|(4,4):(1,4)",
            "flat_divide(16:1,4:1)|(4,4):(1,4)",
            "logical_divide((12,32):(32,1),(4,8))|((4,3),(8,4)):((32,128),(1,8))",
            "zipped_divide((12,32):(32,1),(4,8))|((4,8),(3,4)):((32,1),(128,8))",
            "logical_divide(15:1,4:1)|(4,4):(1,4)",
            "logical_divide((3,5):(1,3),2:1)|(2,8):(1,2)",
            "logical_divide((4,6):(1,4),(2,3):(1,4))|((2,3),(2,2)):((1,4),(2,12))",
            "logical_product((3,4):(4,1),(2,5):(1,2))|((3,4),(2,5)):((4,1),(12,24))",
            "logical_product((4,8):(20,2),(3,2):(2,1))|((4,8),(3,2)):((20,2),(80,1))",
            "blocked_product((3,4):(4,1),(2,5):(1,2))|((3,2),(4,5)):((4,12),(1,24))",
            "raked_product((3,4):(4,1),(2,5):(1,2))|((2,3),(5,4)):((12,4),(24,1))",
            "blocked_product(4:1,3:1)|((4,3)):((1,4))",
            "raked_product(4:1,3:1)|((3,4)):((4,1))",
            "blocked_product((2,2):(1,2),3:1)|((2,3),(2,1)):((1,4),(2,0))",
            "blocked_product(4:1,(2,3):(1,2))|((4,2),(1,3)):((1,4),(0,8))",
            "raked_product((2,2):(2,1),(3,4,2):(1,3,12))|((3,2),(4,2),(2,1)):((4,2),(12,1),(48,0))",
            "logical_product((2,2):(1,2),[3:1,4:1])|((2,3),(2,(2,2))):((1,2),(2,(1,4)))",
            "zipped_product((2,2):(1,2),[3:1,4:1])|((2,2),(3,(2,2))):((1,2),(2,(1,4)))",
            "tiled_product((2,2):(1,2),[3:1,4:1])|((2,2),3,(2,2)):((1,2),2,(1,4))",
            "flat_product((2,2):(1,2),[3:1,4:1])|(2,2,3,(2,2)):(1,2,2,(1,4))",
            "logical_product((2,2,3):(1,2,100),[3:1,4:1])|((2,3),(2,(2,2)),3):((1,2),(2,(1,4)),100)",
            "zipped_product((2,2,3):(1,2,100),[3:1,4:1])|((2,2),(3,(2,2),3)):((1,2),(2,(1,4),100))",
            "tile_to_shape((2,2):(1,2),(6,8))|((2,3),(2,4)):((1,4),(2,12))",
            "tile_to_shape((2,2):(2,1),(4,6,3))|((2,2),(2,3),(1,3)):((2,4),(1,8),(0,24))",
            "tile_to_shape((2,2):(1,2),(6,8),(1,0))|((2,3),(2,4)):((1,16),(2,4))",
            "max_common_layout((4,8):(1,4),(4,8):(1,4))|32:1",
            "max_common_layout((4,8):(1,4),(4,8):(8,1))|1:0",
            "max_common_layout((4,8):(1,4),(2,16):(1,2))|32:1",
            "max_common_vector((4,8):(1,4),(4,8):(1,4))|32",
            "max_common_vector((4,8):(1,4),(4,8):(8,1))|1",
            "max_common_vector(((2,4),8):((1,16),2),(8,8):(1,8))|2",
            "max_common_vector((4,8):(2,8),(4,8):(2,8))|1",
            "upcast((4,8):(1,4),2)|(2,8):(1,2)",
            "upcast((4,8):(8,1),4)|(4,2):(2,1)",
            "upcast((3,(2,8)):(0,(1,2)),4)|(3,(1,4)):(0,(1,1))",
            "upcast((4,8):(-1,4),2)|(2,8):(-1,2)",
            "downcast((4,8):(1,4),2)|(8,8):(1,8)",
            "downcast((4,8):(8,1),4)|(4,32):(32,1)",
            // [CC Fig10/Fig11] tables: blocked row 0 and raked row 0
            "eval(blocked_product((3,4):(4,1),(2,5):(1,2)),(0,7))|27",
            "eval(raked_product((3,4):(4,1),(2,5):(1,2)),(0,5))|1",
            // Issue 15: an integer first argument of zip makes one mode (CuTe C++ printed these)
            "blocked_product(2:2,6:1)|((2,(2,3))):((2,(1,4)))",
            "blocked_product(3:1,(2):(3))|((3,(2))):((1,(9)))",
            "raked_product((2):(1),(3):(1))|((3,2)):((2,1))",
    })
    void matchesCuteCpp(String input, String expected) {
        assertEquals(expected, EvalCommand.evaluateToLine(input));
    }

    /** [CC] Fig 10 and Fig 11: the 6x20 tables of the blocked and raked products, row by row. */
    @org.junit.jupiter.api.Test
    void blockedAndRakedTablesOfFigures10And11() {
        long[] blockedRow0 = {0, 1, 2, 3, 24, 25, 26, 27, 48, 49, 50, 51, 72, 73, 74, 75, 96, 97, 98, 99};
        long[] rakedRow0 = {0, 24, 48, 72, 96, 1, 25, 49, 73, 97, 2, 26, 50, 74, 98, 3, 27, 51, 75, 99};
        for (int m = 0; m < 6; m++) {
            for (int n = 0; n < 20; n++) {
                String blocked = EvalCommand.evaluateToLine("eval(blocked_product((3,4):(4,1),(2,5):(1,2)),(" + m + "," + n + "))");
                String raked = EvalCommand.evaluateToLine("eval(raked_product((3,4):(4,1),(2,5):(1,2)),(" + m + "," + n + "))");
                assertEquals(String.valueOf(blockedRow0[n] + 4 * (m % 3) + 12 * (m / 3)), blocked, "blocked " + m + "," + n);
                assertEquals(String.valueOf(rakedRow0[n] + 12 * (m % 2) + 4 * (m / 2)), raked, "raked " + m + "," + n);
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // CuTe C++: Shape Divisibility Condition
            "logical_product(4:2,3:1)|shape divisibility condition fails",
            // CuTe C++: Stride Divisibility Condition
            "logical_product(4:2,3:3)|stride divisibility condition fails",
            // CuTe C++: tile_to_shape: block shape does not divide the target shape.
            "tile_to_shape((2,2):(1,2),(5,8))|block shape does not divide the target shape",
            // CuTe C++: Divisibility condition
            "upcast((6,8):(1,6),4)|the stride 6 is neither a multiple nor a divisor of 4",
            // CuTe C++: Divisibility condition
            "upcast((4,8):(3,12),2)|the stride 3 is neither a multiple nor a divisor of 2",
            // CuTe C++: Downcast requires adjacent elements
            "downcast((4,8):(2,8),2)|no mode has stride 1",
            // CuTe C++: Downcast requires adjacent elements
            "downcast((4,(2,8)):(-1,(0,4)),2)|no mode has stride 1",
            "logical_divide((4,8):(1,4),[2:1,2:1,2:1])|too many modes in the tiler",
            // CuTe C++ returns ((8,2),(7,2)):((21,1),(3,2)), whose copies of the block overlap (offset 3 twice)
            "tile_to_shape((8,7):(21,3),(16,14))|composition is not admissible: R(3)=3 but A(B(3))=168",
            "blocked_product((4,8):(1@0,1@1),2:1)|integer strides",
            // Issue 15: CuTe C++ stops in zip with "Mismatched Ranks" (or an incomplete tuple_size of an integer)
            "raked_product(2:2,6:1)|Mismatched Ranks",
            "raked_product((2):(2),6:1)|Mismatched Ranks",
            "blocked_product((2):(2),6:1)|Mismatched Ranks",
            "raked_product(3:1,(2):(3))|Mismatched Ranks",
            // Issue 15: CuTe C++ returns 2:36, and ((4,6),2):((1,6),36) reaches offset 69 only, below the cotarget 72
            "complement(((4,6)):((1,6)),72)|cosize((A,C)) = 70 < 72",
    })
    void refusesLikeCuteCpp(String input, String fragment) {
        String line = EvalCommand.evaluateToLine(input);
        assertTrue(line.startsWith("error: ") && line.contains(fragment), line);
    }
}
