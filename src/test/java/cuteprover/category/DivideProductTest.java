package cuteprover.category;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Logical division and product: E15, E16, on layouts and on morphisms (T17, T18). */
class DivideProductTest {

    private static NestLayout l(String text) {
        return NestLayout.parse(text);
    }

    private static NestMorphism m(String text) {
        return NestMorphism.parse(text);
    }

    @Test
    void divisionOfE15() {
        NestLayout a = l("(6,8):(1,6)");
        NestLayout b = l("(2,4):(1,6)");
        assertEquals("(3,2):(2,24)", Complements.of(b, 48).toString());
        assertEquals("((2,4),(3,2)):((1,6),(2,24))", LogicalDivision.of(a, b).toString());
    }

    @Test
    void productOfE16() {
        assertEquals("((3,3),(2,2)):((3,1),(9,36))", LogicalProduct.of(l("(3,3):(3,1)"), l("(2,2):(1,4)")).toString());
    }

    @Test
    void morphismDivisionT17() {
        NestMorphism f = m("((2,3),(4,2))-(1,2,3,4)->(2,3,4,2)");
        NestMorphism g = m("(2,4)-(1,3)->((2,3),(4,2))");
        NestMorphism q = LogicalDivision.of(f, g);
        assertEquals("((2,4),(3,2))-(1,3,2,4)->(2,3,4,2)", q.toString());
        assertEquals("((2,4),(3,2)):((1,6),(2,24))", LayoutFunctor.encode(q).toString());
        assertEquals(LayoutCoalesce.coalesce(LayoutFunctor.encode(q)),
                LayoutCoalesce.coalesce(LogicalDivision.of(LayoutFunctor.encode(f), LayoutFunctor.encode(g))));
        CuteError notInjective = assertThrows(CuteError.class, () -> LogicalDivision.of(f, m("(2,4,5)-(1,3,*)->((2,3),(4,2))")));
        assertTrue(notInjective.getMessage().contains("g does not divide f"), notInjective.getMessage());
        CuteError wrongCodomain = assertThrows(CuteError.class, () -> LogicalDivision.of(f, m("(2,4)-(1,3)->(2,3,4,2)")));
        assertTrue(wrongCodomain.getMessage().contains("is not the domain ((2,3),(4,2)) of f"), wrongCodomain.getMessage());
    }

    @Test
    void morphismProductT18() {
        NestMorphism f = m("(3,3)-(2,1)->(3,3,2,2,2)");
        NestMorphism g = m("(2,2)-(1,3)->(2,2,2)");
        assertEquals("(2,2,2)-(3,4,5)->(3,3,2,2,2)", Complements.of(f).toString());
        NestMorphism p = LogicalProduct.of(f, g);
        assertEquals("((3,3),(2,2))-(2,1,3,5)->(3,3,2,2,2)", p.toString());
        assertEquals("((3,3),(2,2)):((3,1),(9,36))", LayoutFunctor.encode(p).toString());
        CuteError e = assertThrows(CuteError.class, () -> LogicalProduct.of(f, m("(2,2)-(1,2)->(2,2)")));
        assertTrue(e.getMessage().contains("not product admissible"), e.getMessage());
    }

    @Test
    void refusalsSayWhichPartFailed() {
        Refusal r = assertThrows(Refusal.class, () -> LogicalDivision.of(l("(4,6):(1,5)"), l("2:1")));
        assertEquals(Refusal.Step.SECOND_NOT_TRACTABLE, r.step());
        assertTrue(r.getMessage().startsWith("categorical logical divide (4,6):(1,5) / 2:1, composing A∘B: categorical composition refused"),
                r.getMessage());
        Refusal c = assertThrows(Refusal.class, () -> LogicalDivision.of(l("6:1"), l("4:1")));
        assertEquals(Refusal.Step.COMPLEMENT_SIZE, c.step());
    }
}
