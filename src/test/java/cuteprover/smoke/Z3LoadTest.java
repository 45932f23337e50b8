package cuteprover.smoke;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Loads the bundled Z3 natives once, so a broken native load fails CI now rather than later. */
class Z3LoadTest {

    @Test
    void bundledZ3SolvesALinearQuery() {
        try (Context ctx = new Context()) {
            IntExpr x = ctx.mkIntConst("x");
            Solver s = ctx.mkSolver();
            BoolExpr f = ctx.mkAnd(ctx.mkGt(x, ctx.mkInt(3)), ctx.mkLt(x, ctx.mkInt(5)));
            s.add(f);
            assertEquals(Status.SATISFIABLE, s.check());
            assertEquals("4", s.getModel().eval(x, true).toString());
            s.add(ctx.mkEq(x, ctx.mkInt(7)));
            assertEquals(Status.UNSATISFIABLE, s.check());
        }
    }
}
