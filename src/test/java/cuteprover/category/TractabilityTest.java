package cuteprover.category;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** E21 and the treatment of degenerate and negative strides. */
class TractabilityTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "((2,2),(2,2)):((8,1),(4,2))|true",
            "(8,8):(1,16)|true",
            "(128,128):(1,0)|true",
            "(4,6):(1,5)|false",
            "(2,2,2):(1,7,4)|false",
            "(2,2,2):(1,2,4)|true",
            "(1,4):(3,1)|false",
            "(1,4):(0,1)|true",
            "(1,2):(1,1)|true",
            "(2,2):(1,1)|false",
            "(4,6):(-1,4)|false",
            "():()|true",
            "((4,8,4),(2,2,8)):((128,1,16),(64,8,512))|true",
    })
    void decidesTheDivisibilityChain(String layout, boolean expected) {
        assertEquals(expected, Tractability.of(NestLayout.parse(layout)).tractable());
    }

    @Test
    void explainsWhyNot() {
        assertEquals("false: sorted by (stride, shape), flat mode 1 (4:1) is followed by flat mode 2 (6:5), and 4*1 = 4 does not divide 5",
                Tractability.of(NestLayout.parse("(4,6):(1,5)")).toString());
        assertEquals("false: sorted by (stride, shape), flat mode 3 (2:4) is followed by flat mode 2 (3:6), and 2*4 = 8 does not divide 6",
                Tractability.of(NestLayout.parse("(2,3,2):(1,6,4)")).toString());
        assertTrue(Tractability.of(NestLayout.parse("(4,6):(-1,4)")).reason().contains("negative stride"));
        assertEquals("true", Tractability.of(NestLayout.parse("(8,8):(1,16)")).toString());
    }
}
