package cuteprover.symbolic;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.layout.Decider;
import cuteprover.layout.Swizzle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Swizzled (composed) layouts in every property, with static and symbolic offsets and sizes. */
class SwizzleProverTest {

    private static ProofSession session;

    @BeforeAll
    static void open() {
        session = new ProofSession(ProverOptions.defaults().withTimeoutMs(60_000)); // generous: the 2-core CI machine runs other builds
    }

    @AfterAll
    static void close() {
        session.close();
    }

    static Verdict prove(String property, Map<String, String> lets, String... assumptions) {
        List<Expr> as = new ArrayList<>();
        for (String a : assumptions) {
            as.add(Parser.parse(a));
        }
        Map<String, Object> defs = new LinkedHashMap<>();
        for (var e : lets.entrySet()) {
            defs.put(e.getKey(), new Evaluator(Decider.CONCRETE, true, defs).evaluate(Parser.parse(e.getValue())));
        }
        return session.prove(Parser.parse(property), as, defs);
    }

    static Verdict prove(String property, String... assumptions) {
        return prove(property, Map.of(), assumptions);
    }

    @Test
    void issueExampleIsRefutedWithCoordinatesAndBothSidesAndTheRightBoundIsProved() {
        Map<String, String> a = Map.of("a", "Sw<3,2,3> o 0 o (8,32):(32,1)");
        Verdict v = prove("forall m in [0,8), k in [0,32): a(m,k) < 36", a);
        assertEquals(Verdict.Kind.REFUTED, v.kind());
        assertEquals(1L, v.witness().get("m"));
        assertEquals(0L, v.witness().get("k"));
        assertTrue(v.details().contains("lhs = 36") && v.details().contains("rhs = 36"), v.details().toString());
        // the smallest witness: every point before (1,0) in the order m, then k is below 36
        Swizzle sw = new Swizzle(3, 2, 3);
        for (long k = 0; k < 32; k++) {
            assertTrue(sw.apply(k) < 36);
        }
        assertEquals(Verdict.Kind.PROVED, prove("forall m in [0,8), k in [0,32): a(m,k) < 256", a).kind());
    }

    @Test
    void pipelineStageOffsetsProveForEveryStage() {
        Map<String, String> d = Map.of("sA", "Sw<3,4,3> o (1024*s) o (8,64):(64,1)");
        assertEquals(Verdict.Kind.PROVED, prove("injective(sA)", d, "0 <= s <= 7").kind());
        assertEquals(Verdict.Kind.PROVED, prove("forall i in [0,512): sA(i) / 1024 == s", d, "0 <= s <= 7").kind());
        assertEquals(Verdict.Kind.PROVED, prove("forall i in [0,512): sA(i) - 1024*s < 512", d, "0 <= s").kind());
        // a stage that is not 1024-aligned moves the swizzle's row bits: refuted, with the stage named
        Map<String, String> both = Map.of("sA", "Sw<3,4,3> o (1024*s) o (8,64):(64,1)", "sB", "Sw<3,4,3> o (512*s) o (8,64):(64,1)",
                "t", "Sw<3,4,3> o 0 o (8,64):(64,1)");
        assertEquals(Verdict.Kind.PROVED, prove("forall i in [0,512): sA(i) == 1024*s + t(i)", both, "0 <= s").kind());
        Verdict off = prove("forall i in [0,512): sB(i) == 512*s + t(i)", both, "0 <= s <= 7");
        assertEquals(Verdict.Kind.REFUTED, off.kind(), off.details().toString());
        assertEquals(1L, off.witness().get("s"), off.details().toString());
        assertEquals(0L, off.witness().get("i"), off.details().toString());
        assertTrue(off.details().contains("lhs = 576") && off.details().contains("rhs = 512"), off.details().toString());
    }

    @Test
    void layoutPropertiesAcceptComposedLayoutsForEverySize() {
        assertEquals(Verdict.Kind.PROVED, prove("bijective(Sw<3,4,3> o 0 o (8,128):(128,1))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("bijective(Sw<3,3,3> o 0 o (M,64):(64,1))", "M % 8 == 0 && M <= 65536").kind());
        assertEquals(Verdict.Kind.PROVED, prove("injective(Sw<3,4,3> o (1024*s) o (8,M):(1,8))", "0 <= s").kind());
        assertEquals(Verdict.Kind.PROVED, prove("covers(Sw<2,0,2> o 0 o (4,4):(4,1), (4,4))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("equal(Sw<3,4,3> o 0 o (8,16):(128,1), Sw<3,4,3> o 0 o (8,16):(128,1))").kind());
        assertEquals(Verdict.Kind.PROVED, prove("composition_valid(Sw<3,4,3> o 0 o (8,64):(64,1), (4,8):(64,1))").kind());
    }

    /** Found by the registry fuzz: the inverses of Sw o O o L were proved about L's inverse, a function other than the composed one's. */
    @Test
    void inversePropertiesOfASwizzledLayoutAreRefusedNotProvedAboutItsInnerLayout() {
        for (String p : List.of("left_inverse_valid(Sw<3,4,3> o 0 o (8,64):(64,1))", "right_inverse_valid(Sw<3,4,3> o 0 o (8,64):(64,1))")) {
            cuteprover.CuteError e = org.junit.jupiter.api.Assertions.assertThrows(cuteprover.CuteError.class, () -> prove(p));
            assertTrue(e.getMessage().contains("is a composed layout"), e.getMessage());
        }
        assertEquals(Verdict.Kind.PROVED, prove("left_inverse_valid((8,64):(64,1))").kind());
    }

    @Test
    void falseComposedPropertiesAreRefutedWithRecheckedWitnesses() {
        // 32-byte rows under Sw<3,4,3>: row 8 is sent to row 9, which exists only for M >= 10
        Verdict v = prove("bijective(Sw<3,4,3> o 0 o (M,32):(32,1))", "M <= 64");
        assertEquals(Verdict.Kind.REFUTED, v.kind(), v.details().toString());
        assertEquals(9L, v.witness().get("M"), v.details().toString());
        Verdict e = prove("equal(Sw<3,4,3> o 0 o (8,16):(128,1), (8,16):(128,1))");
        assertEquals(Verdict.Kind.REFUTED, e.kind());
        assertEquals(1L, e.witness().get("x"));
        assertTrue(e.details().contains("lhs = 144") && e.details().contains("rhs = 128"), e.details().toString());
        Verdict inj = prove("injective(Sw<2,4,2> o 0 o (4,8):(64,0))");
        assertEquals(Verdict.Kind.REFUTED, inj.kind());
    }
}
