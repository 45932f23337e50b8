package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.expr.Values;
import cuteprover.render.Explanation;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code explain [--let N=V]... [--assume A]... EXPR}: the derivation of an expression of the
 * algebra, step by step (coalesce, composition, complement, divides, products, inverses). For an
 * expression with shape variables, the step-by-step derivation needs static sizes; what is shown is
 * how the prover evaluates it under the assumptions: the cases the undecided branches split into,
 * each with its condition and result. Exit status 0 explained, 1 the engine rejects the expression
 * (the explanation says where), 3 bad input.
 */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Explain the derivation of an algebra expression step by step (why a composition is what it is, where it breaks).")
public final class ExplainCommand extends ConsoleCommand {

    @Parameters(paramLabel = "EXPR", description = "e.g. 'composition((6,2):(8,2),(4,3):(3,1))'")
    String expression;

    @Mixin
    LetOptions lets = new LetOptions();

    @Option(names = "--assume", paramLabel = "CONDITION", description = "an assumption on the variables of a symbolic expression (repeatable)")
    List<String> assumptions = new ArrayList<>();

    public static int execute(PrintStream out, String... args) {
        return run(new ExplainCommand(), out, args);
    }

    @Override
    public Integer call() {
        PrintStream out = reportStream(true);
        try {
            Expr expr = Parser.parse(expression);
            Map<String, Object> definitions = lets.values();
            Set<String> free = freeNames(expr, definitions);
            int status;
            if (!free.isEmpty()) {
                status = symbolic(expr, definitions, free, out);
            } else {
                Explanation e = Explanation.of(expr, expression, definitions);
                e.lines().forEach(out::println);
                status = e.rejected() ? 1 : 0;
            }
            out.flush();
            return status;
        } catch (CuteError e) {
            out.println("error: " + e.getMessage());
            out.flush();
            return 3;
        } catch (StackOverflowError e) {
            out.println("error: expression nested too deeply");
            return 3;
        }
    }

    /** Names used as values (not called as functions) that nothing defines: the shape variables. */
    private static Set<String> freeNames(Expr e, Map<String, Object> defs) {
        Set<String> out = new TreeSet<>();
        collect(e, defs, out);
        return out;
    }

    private static void collect(Expr e, Map<String, Object> defs, Set<String> out) {
        if (e instanceof Expr.Name n && !defs.containsKey(n.name())) {
            out.add(n.name());
        }
        // Sets, membership and foralls are property syntax, not values that explain derives.
        if (e instanceof Expr.SetExpr || e instanceof Expr.In || e instanceof Expr.Forall) {
            return;
        }
        for (Expr child : e.children()) {
            collect(child, defs, out);
        }
    }

    /** Symbolic input: the prover's case split under the assumptions, each case with its condition and result. */
    private int symbolic(Expr expr, Map<String, Object> definitions, Set<String> free, PrintStream out) {
        List<Expr> parsed = new ArrayList<>();
        for (String a : assumptions) {
            parsed.add(Parser.parse(a));
        }
        out.println("explain " + expression);
        out.println("symbolic in " + String.join(", ", free) + (assumptions.isEmpty() ? "" : " assuming " + String.join(" && ", assumptions)));
        out.println("(the step-by-step derivation needs static sizes: give them with --let; shown here are the branch");
        out.println(" decisions the assumptions leave open, as the prover's cases; decided branches are not listed)");
        List<ProofSession.Case> cases;
        try (ProofSession session = new ProofSession(ProverOptions.defaults())) {
            cases = session.cases(expr, parsed, definitions);
        }
        boolean anyError = false;
        for (ProofSession.Case c : cases) {
            String when = c.condition().isEmpty() ? "every value the assumptions allow" : c.condition();
            if (c.error() != null) {
                anyError = true;
                out.println("case " + when + ": rejected: " + c.error());
            } else {
                out.println("case " + when + ": " + Values.format(c.value()));
            }
        }
        return anyError ? 1 : 0;
    }
}
