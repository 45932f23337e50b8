package cuteprover.category;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tuple and Nest morphisms: the three conditions, identity, composition, sum, concatenation (E24-E29, E31, E35, E38). */
class MorphismTest {

    private static NestMorphism m(String text) {
        return NestMorphism.parse(text);
    }

    private static String error(Runnable r) {
        return assertThrows(CuteError.class, r::run).getMessage();
    }

    @Test
    void eachViolatedConditionIsNamedWithItsWitness() {
        NestedTuple s = NestedTuple.parse("(4,6)");
        NestedTuple t = NestedTuple.parse("(6,4)");
        String basepoint = error(() -> NestMorphism.of(s, t, 2, new int[] {2, 1}));
        assertTrue(basepoint.contains("(i) α(*) = 2 but a pointed map must send * to *"), basepoint);
        String injective = error(() -> NestMorphism.of(NestedTuple.parse("(4,4)"), NestedTuple.parse("(4,6)"), 1, 1));
        assertTrue(injective.contains("(ii) α(1) = α(2) = 1"), injective);
        String sizes = error(() -> NestMorphism.of(s, t, 1, 2));
        assertTrue(sizes.contains("(iii) α(1) = 1 but s_1 = 4 differs from t_1 = 6"), sizes);
        assertTrue(sizes.contains("(iii) α(2) = 2 but s_2 = 6 differs from t_2 = 4"), sizes);
        String range = error(() -> NestMorphism.of(s, t, 3, 1));
        assertTrue(range.contains("α(1) = 3 is neither * nor an index 1..2"), range);
        String length = error(() -> NestMorphism.of(s, t, 2));
        assertTrue(length.contains("α has 1 value(s) but the domain has 2 entries"), length);
        // the slides' two non-examples (E29): two arrows into one entry, an arrow between unequal values
        assertTrue(error(() -> m("(4,4)-(1,1)->(4)")).contains("(ii)"));
        assertTrue(error(() -> m("(4)-(1)->(6)")).contains("(iii)"));
        // the flat category checks the same conditions
        assertTrue(error(() -> TupleMorphism.of(new long[] {4}, new long[] {6}, 1)).contains("(iii)"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(4,6)-(1,2)->(4,6)",
            "(8,8,3)-(1,2,*)->(8,8)",
            "((4,2),(2,4))-(3,1,2,4)->(2,2,4,4)",
            "8-(1)->(8)",
            "()-()->(5)",
    })
    void textFormRoundTrips(String text) {
        assertEquals(text, m(text).toString());
        assertEquals(text, m(text.replace(",", " , ").replace("->", "-> ")).toString());
    }

    @Test
    void pastingDiagramsOfE28() {
        NestMorphism g = m("(4,6)-(2,1)->(6,4)");
        NestMorphism h = m("(6,4)-(1,3)->(6,2,4)");
        assertEquals(m("(4,6)-(3,1)->(6,2,4)"), g.andThen(h));
        assertEquals("(4,6):(12,1)", LayoutFunctor.encode(g.andThen(h)).toString());
    }

    @Test
    void flatCompositionOfE31AndNestCompositionOfE35() {
        assertEquals(m("(4,6)-(2,3)->(2,4,6)"), m("(4,6)-(1,3)->(4,2,6)").andThen(m("(4,2,6)-(2,1,3)->(2,4,6)")));
        NestMorphism f = m("((4,2),(2,4))-(3,1,2,4)->(2,2,4,4)");
        NestMorphism g = m("(2,2,4,4)-(1,2,4,5)->(2,2,3,4,4)");
        NestMorphism gf = NestMorphism.compose(g, f);
        assertEquals("(4,1,2,5)", gf.map().toString());
        assertEquals("((4,2),(2,4)):((12,1),(2,48))", LayoutFunctor.encode(gf).toString());
        TupleMorphism flat = f.underlying().andThen(g.underlying());
        assertEquals("(4,2,2,4)-(4,1,2,5)->(2,2,3,4,4)", flat.toString());
    }

    @Test
    void nestComposesOnlyAlongEqualProfiles() {
        NestMorphism f = m("(4,6)-(2,1)->(6,4)");
        NestMorphism g = m("((6,4))-(1,2)->(6,4)");
        String e = error(() -> f.andThen(g));
        assertTrue(e.contains("same entries, different nesting"), e);
        // the underlying Tuple morphisms do compose
        assertEquals("(4,6)-(2,1)->(6,4)", f.underlying().andThen(g.underlying()).toString());
    }

    @Test
    void identityIsNeutral() {
        NestMorphism f = m("((2,3),2,3)-(2,1,4,3)->(3,2,3,2)");
        assertEquals(f, NestMorphism.identity(f.domain()).andThen(f));
        assertEquals(f, f.andThen(NestMorphism.identity(f.codomain())));
        assertEquals("((2,3),2,3)-(1,2,3,4)->((2,3),2,3)", NestMorphism.identity(f.domain()).toString());
    }

    @Test
    void concatenationOfE38() {
        NestMorphism f = m("(2,2)-(2,3)->(5,2,2,3)");
        NestMorphism g = m("(3,5)-(4,1)->(5,2,2,3)");
        assertEquals("(2,2):(5,10)", LayoutFunctor.encode(f).toString());
        assertEquals("(3,5):(20,1)", LayoutFunctor.encode(g).toString());
        NestMorphism fg = NestMorphism.concat(f, g);
        assertEquals("((2,2),(3,5))-(2,3,4,1)->(5,2,2,3)", fg.toString());
        assertEquals("((2,2),(3,5)):((5,10),(20,1))", LayoutFunctor.encode(fg).toString());
        assertTrue(fg.isIsomorphism());
        String overlap = error(() -> NestMorphism.concat(f, m("(2)-(2)->(5,2,2,3)")));
        assertTrue(overlap.contains("codomain entry 2 is hit by morphism 1 and by morphism 2"), overlap);
        String codomains = error(() -> NestMorphism.concat(f, m("(2)-(1)->(2)")));
        assertTrue(codomains.contains("one codomain"), codomains);
    }

    @Test
    void sumIsBlockDiagonal() {
        NestMorphism s = NestMorphism.sum(m("(4,6)-(2,1)->(6,4)"), m("(3,5)-(*,1)->(5)"));
        assertEquals("((4,6),(3,5))-(2,1,*,3)->((6,4),(5))", s.toString());
        assertEquals("((4,6),(3,5)):((6,1),(0,24))", LayoutFunctor.encode(s).toString());
    }

    @Test
    void specialMorphismsOfE30() {
        assertTrue(m("(4,6)-(2,1)->(6,4)").isIsomorphism());
        assertFalse(m("(4,6)-(2,4)->(2,4,8,6)").isIsomorphism());
        assertTrue(m("(4,6)-(2,4)->(2,4,8,6)").isInjective());
        assertFalse(m("(128,128)-(2,*)->(128,128)").isInjective());
        assertTrue(m("(1,4)-(*,1)->(4)").isNonDegenerate());
        assertFalse(m("(1,4)-(1,2)->(1,4)").isNonDegenerate());
    }
}
