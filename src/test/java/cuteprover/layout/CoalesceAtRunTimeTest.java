package cuteprover.layout;

import cuteprover.expr.Evaluator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * CuTe's coalesce with a run-time {@code int N}: each expected form is what CUTLASS 7107b05 prints on the host
 * for the same layout with N an int (CuTe's {@code (_16,6):(_8,_128)} for N = 6 is {@code (16,N):(8,128)}).
 */
class CoalesceAtRunTimeTest {

    private static Layout layout(String text) {
        return (Layout) new Evaluator(Decider.CONCRETE, true, Map.of()).evaluate(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(16,N):(8,128)|(16,N):(8,128)",
            "(16,N):(1,16)|(16,N):(1,16)",
            "(N,1):(1,0)|N:1",
            "(2,N,4,8):(1,2,N,4*N)|(2,N,4,8):(1,2,N,4*N)",
            "(2,4,N):(1,2,8)|(8,N):(1,8)",
            "(1,N,1):(N,1,7)|N:1",
            "(4,2):(N,4*N)|(4,2):(N,4*N)",
            "(4,2):(1,4)|8:1",
    })
    void mergesAndDropsOnlyWhatIsKnownAtCompileTime(String input, String cute) {
        assertEquals(layout(cute).toString(), CoalesceAtRunTime.of(layout(input)).toString());
    }
}
