package cuteprover.category;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Coalesce on morphisms and layouts: E20, E33, E36, E46. */
class CoalesceTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(2,2,5,5)-(1,2,4,5)->(2,2,2,5,5)|(4,25)-(1,3)->(4,2,25)|(4,25):(1,8)",
            "((2,2,2),2)-(4,1,2,3)->(2,2,2,2)|(2,8)-(2,1)->(8,2)|(2,8):(8,1)",
            "(8,8,3)-(1,2,*)->(8,8)|(64,3)-(1,*)->(64)|(64,3):(1,0)",
            "(3,1,4)-(*,2,*)->(5,1)|12-(*)->(5)|12:0",
            "(1,1)-(*,1)->(1)|1-(*)->()|1:0",
            "(2,(1,6))-(1,3,4)->(2,1,1,6)|12-(1)->(12)|12:1",
    })
    void morphismCoalesceEncodesLayoutCoalesce(String morphism, String coalesced, String layout) {
        NestMorphism f = NestMorphism.parse(morphism);
        NestMorphism c = MorphismCoalesce.coalesce(f);
        assertEquals(coalesced, c.toString());
        assertEquals(layout, LayoutFunctor.encode(c).toString());
        assertEquals(layout, LayoutCoalesce.coalesce(LayoutFunctor.encode(f)).toString(), "T11/T14: L_coal(f) = coal(L_f)");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(2,3,2,3):(12,6,1,2)|(2,3,6):(12,6,1)",
            "(2,(1,6)):(1,(6,2))|12:1",
            "(4,6):(6,1)|(4,6):(6,1)",
            "(2,2):(0,0)|4:0",
            "(1,1):(3,5)|1:0",
            "(8):(2)|8:2",
            "():()|1:0",
    })
    void layoutCoalesce(String layout, String expected) {
        assertEquals(expected, LayoutCoalesce.coalesce(NestLayout.parse(layout)).toString());
    }

    @Test
    void byModeCoalesceKeepsTheTargetModes() {
        NestLayout l = NestLayout.parse("(((2,2),3),(2,(4,1))):(((1,2),4),(12,(24,7)))");
        assertEquals("(12,8):(1,12)", LayoutCoalesce.coalesce(l, NestedTuple.parse("(1,1)").profile()).toString());
        assertEquals("((4,3),(2,4)):((1,4),(12,24))",
                LayoutCoalesce.coalesce(l, NestedTuple.parse("((1,1),(1,1))").profile()).toString());
        assertEquals("96:1", LayoutCoalesce.coalesce(l, Profile.LEAF).toString());
    }
}
