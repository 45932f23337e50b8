package cuteprover.category;

import cuteprover.CuteError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Complements: E19, E32, E37, E50-E52 (with the B2 erratum of E51). */
class ComplementTest {

    @Test
    void flatComplementOfE32() {
        NestMorphism f = NestMorphism.parse("(8,8)-(2,4)->(2,8,2,8)");
        NestMorphism fc = Complements.of(f);
        assertEquals("(2,2)-(1,3)->(2,8,2,8)", fc.toString());
        assertEquals("(2,2):(1,16)", LayoutFunctor.encode(fc).toString());
        assertEquals("(2,2):(1,16)", Complements.of(NestLayout.parse("(8,8):(2,32)"), 256).toString());
    }

    @Test
    void nestComplementOfE37() {
        NestMorphism f = NestMorphism.parse("((4,4,4),5)-(3,4,5,1)->(5,2,4,4,4)");
        assertEquals("(2)-(2)->(5,2,4,4,4)", Complements.of(f).toString());
        assertEquals("(2):(5)", LayoutFunctor.encode(Complements.of(f)).toString());
        assertEquals("2:5", Complements.of(LayoutFunctor.encode(f), 640).toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "(3,7):(2,30)|210|(2,5):(1,6)",
            "4:3|24|(3,2):(1,12)",
            "4:3|12|3:1",
            "4:3|36|(3,3):(1,12)",
            "(4,6):(6,1)|24|1:0",
            "(4,6):(6,1)|48|2:24",
            "(128,128):(128,0)|16384|128:1",
            "(2,2):(1,2)|4|1:0",
            "8:0|8|8:1",
            "(6,8):(1,6)|48|1:0",
            "(2,4):(1,6)|48|(3,2):(2,24)",
    })
    void layoutComplements(String layout, long n, String expected) {
        assertEquals(expected, Complements.of(NestLayout.parse(layout), n).toString());
    }

    @ParameterizedTest
    @CsvSource({"2,3,1", "2,3,4", "5,2,3", "4,4,2"})
    void complementOfAStrideFollowsB2(long n, long d, long k) {
        // comp(n:d, k*n*d) = (d,k):(1,n*d), coalesced: a 1 drops out
        NestLayout c = Complements.of(NestLayout.parse(n + ":" + d), k * n * d);
        NestLayout expected = LayoutCoalesce.coalesce(NestLayout.parse("(" + d + "," + k + "):(1," + n * d + ")"));
        assertEquals(expected, c);
    }

    @Test
    void refusesWhatItCannotComplement() {
        Refusal size = assertThrows(Refusal.class, () -> Complements.of(NestLayout.parse("2:2"), 2));
        assertEquals(Refusal.Step.COMPLEMENT_SIZE, size.step());
        assertTrue(size.getMessage().contains("N = 2 is not a multiple of 4"), size.getMessage());
        Refusal tract = assertThrows(Refusal.class, () -> Complements.of(NestLayout.parse("(4,6):(1,5)"), 120));
        assertEquals(Refusal.Step.COMPLEMENT_NOT_TRACTABLE, tract.step());
        CuteError star = assertThrows(CuteError.class, () -> Complements.of(NestMorphism.parse("(2,3)-(1,*)->(2)")));
        assertTrue(star.getMessage().contains("entry 2 of (2,3)-(1,*)->(2) goes to *"), star.getMessage());
    }
}
