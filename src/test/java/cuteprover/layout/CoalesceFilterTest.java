package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Catalogue A §3.5 (coalesce) and filter; expected values are CuTe C++'s printed results. */
class CoalesceFilterTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // [CC 3.2]
            "coalesce((2,(1,6)):(1,(6,2)))|12:1",
            "coalesce((2,(1,6)):(1,(6,2)),(1,1))|(2,6):(1,2)",
            "coalesce(((4,3),5):((15,1),3))|(4,15):(15,1)",
            "coalesce(((4,3),5):((15,1),3),(1,1))|((4,3),5):((15,1),3)",
            "coalesce((4,(3,5)):(15,(1,3)))|(4,15):(15,1)",
            "coalesce((4,(3,5)):(15,(1,3)),(1,1))|(4,15):(15,1)",
            // d0 = N1*d1 must not merge (LM rule note)
            "coalesce((2,4):(4,1))|(2,4):(4,1)",
            // CuTe drops a trailing size-1 mode: same function on the domain only
            "coalesce((4,1):(1,0))|4:1",
            "coalesce((1,1):(3,4))|1:0",
            "coalesce((4,8):(1@0,4@0))|32:1@0",
            "coalesce((3,(1,4)):(-1,(5,-3)))|12:-1",
            "coalesce((2,(3,4),5):(1,(2,6),30),(1))|(2,(3,4),5):(1,(2,6),30)",
            "coalesce((2,(3,4),5):(1,(2,6),30),(1,1))|(2,12,5):(1,2,30)",
            "filter((4,(2,3),1):(0,(1,2),7))|6:1",
            "filter((4,8):(0,0))|1:0",
            "filter(((2,2),(2,4)):((0,1),(0,2)))|8:1",
            "filter((4,(2,3)):(0,(1,2)),(1,1))|(1,6):(0,1)",
            "filter_zeros((4,(2,3)):(0,(1,0)))|(1,(2,1)):(0,(1,0))",
    })
    void matchesCuteCpp(String input, String expected) {
        assertEquals(expected, EvalCommand.evaluateToLine(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "coalesce((2,4):(1,2),(1,1,1))|profile (1,1,1) has 3 modes but the layout (2,4):(1,2) has rank 2",
            "coalesce(4:1,[2:1])|expected an integer or a tuple",
    })
    void badArgumentsAreNamed(String input, String fragment) {
        String line = EvalCommand.evaluateToLine(input);
        assertTrue(line.startsWith("error:") && line.contains(fragment), line);
    }
}
