package cuteprover.symbolic;

import com.microsoft.z3.ArithExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntSort;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SmtLibTextTest {

    private final Context ctx = new Context();

    @AfterEach
    void close() {
        ctx.close();
    }

    @Test
    void theTextDoesNotDependOnWhichTermsJavaStillHolds() {
        // The proofs/ directory once changed on a clean machine: Z3's own printer shares a term by its
        // reference count, which counts the Java objects not yet collected.
        IntExpr x = ctx.mkIntConst("x");
        IntExpr q = ctx.mkIntConst("div!1");
        BoolExpr f = formulaOver(x, q);
        String before = SmtLibText.benchmark("f", f);
        List<Expr<?>> held = new ArrayList<>();
        held.add(ctx.mkAdd(ctx.mkMul(ctx.mkInt(2), q), ctx.mkInt(2)));
        held.add(ctx.mkLe(ctx.mkMul(ctx.mkInt(2), q), x));
        assertEquals(before, SmtLibText.benchmark("f", f));
        assertEquals(before, SmtLibText.benchmark("f", formulaOver(ctx.mkIntConst("x"), ctx.mkIntConst("div!1"))));
        assertEquals(2, held.size());
    }

    private BoolExpr formulaOver(IntExpr x, IntExpr q) {
        ArithExpr<IntSort> twiceQ = ctx.mkMul(ctx.mkInt(2), q);
        return ctx.mkAnd(ctx.mkLe(twiceQ, x), ctx.mkLt(x, ctx.mkAdd(twiceQ, ctx.mkInt(2))));
    }

    @Test
    void aSubtermIsSharedExactlyWhenItOccursTwice() {
        IntExpr x = ctx.mkIntConst("x");
        ArithExpr<IntSort> twice = ctx.mkMul(ctx.mkInt(2), x);
        String shared = SmtLibText.benchmark("s", ctx.mkAnd(ctx.mkLe(twice, ctx.mkInt(7)), ctx.mkGe(twice, ctx.mkInt(3))));
        assertTrue(shared.contains("(let ((?t0 (* 2 x)))"), shared);
        String once = SmtLibText.benchmark("s", ctx.mkLe(twice, ctx.mkInt(7)));
        assertFalse(once.contains("let"), once);
        assertTrue(once.contains("(<= (* 2 x) 7)"), once);
    }

    @Test
    void theTextReadsBackAsTheSameFormula() {
        IntExpr a = ctx.mkIntConst("M#q");
        IntExpr b = ctx.mkIntConst("let");
        IntExpr c = ctx.mkIntConst("x0!3");
        IntExpr t = ctx.mkIntConst("t");
        ArithExpr<IntSort> shared = ctx.mkAdd(ctx.mkMul(ctx.mkInt(-3), a), ctx.mkMod(b, ctx.mkInt(4)));
        BoolExpr quantified = ctx.mkForall(new Expr[]{t}, ctx.mkImplies(ctx.mkLe(ctx.mkInt(0), t),
                ctx.mkNot(ctx.mkEq(ctx.mkAdd(t, shared), c))), 1, null, null, null, null);
        BoolExpr f = ctx.mkAnd(
                ctx.mkLe(shared, ctx.mkDiv(c, ctx.mkInt(2))),
                ctx.mkOr(ctx.mkEq(shared, ctx.mkInt(-17)), ctx.mkDistinct(a, b, c)),
                ctx.mkEq(ctx.mkITE(ctx.mkGt(a, b), a, ctx.mkUnaryMinus(b)), ctx.mkSub(c, ctx.mkInt(1))),
                quantified, ctx.mkBoolConst("p"), ctx.mkTrue());
        String text = SmtLibText.benchmark("round trip", f);
        BoolExpr[] back = ctx.parseSMTLIB2String(text, null, null, null, null);
        assertEquals(1, back.length, text);
        // Term by term, each read-back term equivalent to its original (a negative numeral reads back as a
        // negation, a quantifier with Z3's default weight: equal in meaning, not as Z3 terms).
        Expr<?>[] want = f.getArgs();
        Expr<?>[] got = back[0].getArgs();
        assertEquals(want.length, got.length, text);
        for (int i = 0; i < want.length; i++) {
            com.microsoft.z3.Solver s = ctx.mkSolver();
            s.add(ctx.mkNot(ctx.mkEq(want[i], got[i])));
            assertEquals(com.microsoft.z3.Status.UNSATISFIABLE, s.check(), want[i] + " read back as " + got[i]);
        }
        assertTrue(text.contains("(ite (> |M#q| |let|)"), text);
        assertTrue(text.contains("(declare-fun |M#q| () Int)") && text.contains("(declare-fun |let| () Int)"), text);
        assertTrue(text.contains("(set-logic LIA)"), text);
    }
}
