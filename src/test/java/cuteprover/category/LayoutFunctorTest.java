package cuteprover.category;

import cuteprover.CuteError;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The functor both ways: E24-E27, E30, E34 and the hardware TV layouts of catalogue B §4. */
class LayoutFunctorTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(4,6)-(1,2)->(4,6)|(4,6):(1,4)",
            "(4,6)-(2,1)->(6,4)|(4,6):(6,1)",
            "(6,4)-(1,3)->(6,2,4)|(6,4):(1,12)",
            "(8,8,3)-(1,2,*)->(8,8)|(8,8,3):(1,8,0)",
            "(2)-(2)->(5,2,4,4,4)|(2):(5)",
            "((2,3),2,3)-(2,1,4,3)->(3,2,3,2)|((2,3),2,3):((3,1),18,6)",
    })
    void encodesPrefixProducts(String morphism, String layout) {
        assertEquals(layout, LayoutFunctor.encode(NestMorphism.parse(morphism)).toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(4,6):(1,32)|(4,6)-(1,3)->(4,8,6)",
            "(4,6):(6,1)|(4,6)-(2,1)->(6,4)",
            "(4,6):(2,64)|(4,6)-(2,4)->(2,4,8,6)",
            "(128,128):(128,0)|(128,128)-(2,*)->(128,128)",
            "(4,6):(1,8)|(4,6)-(1,3)->(4,2,6)",
            "(4,2,6):(2,1,8)|(4,2,6)-(2,1,3)->(2,4,6)",
            "(8,8):(2,32)|(8,8)-(2,4)->(2,8,2,8)",
            "(2,2,5,5):(1,2,8,40)|(2,2,5,5)-(1,2,4,5)->(2,2,2,5,5)",
            "((2,3),2,3):((3,1),18,6)|((2,3),2,3)-(2,1,4,3)->(3,2,3,2)",
            "((4,2),(2,4)):((4,1),(2,16))|((4,2),(2,4))-(3,1,2,4)->(2,2,4,4)",
            "(2,2,4,4):(1,2,12,48)|(2,2,4,4)-(1,2,4,5)->(2,2,3,4,4)",
            "((2,2,2),2):((8,1,2),4)|((2,2,2),2)-(4,1,2,3)->(2,2,2,2)",
            "((4,4,4),5):((10,40,160),1)|((4,4,4),5)-(3,4,5,1)->(5,2,4,4,4)",
            "((4,8),(2,2)):((32,1),(16,8))|((4,8),(2,2))-(4,1,3,2)->(8,2,2,4)",
            "((4,8,4),(2,2,8)):((128,1,16),(64,8,512))|((4,8,4),(2,2,8))-(5,1,3,4,2,6)->(8,2,4,2,4,8)",
            "(12,4):(4,1)|(12,4)-(2,1)->(4,12)",
            "(12,3,6):(1,72,12)|(12,3,6)-(1,3,2)->(12,6,3)",
            "(1,2):(1,1)|(1,2)-(1,2)->(1,2)",
            "8:0|8-(*)->()",
    })
    void standardFormsOfTheSlides(String layout, String morphism) {
        NestLayout l = NestLayout.parse(layout);
        NestMorphism f = LayoutFunctor.standardForm(l);
        assertEquals(morphism, f.toString());
        assertEquals(l, LayoutFunctor.encode(f), "round trip");
    }

    @Test
    void noStandardFormWithoutTractability() {
        CuteError e = assertThrows(CuteError.class, () -> LayoutFunctor.standardForm(NestLayout.parse("(4,6):(1,5)")));
        assertTrue(e.getMessage().contains("is not tractable: sorted by (stride, shape)"), e.getMessage());
    }

    @Test
    void encodingRefusesOverflowingStrides() {
        NestMorphism f = NestMorphism.parse("(2)-(3)->(4294967296,4294967296,2)");
        CuteError e = assertThrows(CuteError.class, () -> LayoutFunctor.encode(f));
        assertTrue(e.getMessage().contains("integer overflow"), e.getMessage());
    }
}
