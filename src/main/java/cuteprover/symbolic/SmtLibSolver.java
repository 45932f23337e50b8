package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * Z3's answer to a written SMT-LIB2 script ({@code sat}, {@code unsat}, {@code unknown}): how an exported proof
 * file is checked again. Its own context, opened on the first script and closed with it, in the thread that
 * uses it; so the check pipeline asks a question and never holds a solver type.
 */
public final class SmtLibSolver implements AutoCloseable {

    private Context context;

    /** {@code sat}, {@code unsat} or {@code unknown} (also for a script Z3 cannot read). */
    public String answer(String script) {
        if (context == null) {
            context = new Context();
        }
        try {
            Solver s = context.mkSolver();
            for (BoolExpr f : context.parseSMTLIB2String(script, null, null, null, null)) {
                s.add(f);
            }
            Status st = s.check();
            return st == Status.SATISFIABLE ? "sat" : st == Status.UNSATISFIABLE ? "unsat" : "unknown";
        } catch (Z3Exception e) {
            return "unknown";
        }
    }

    @Override
    public void close() {
        if (context != null) {
            context.close();
        }
    }
}
