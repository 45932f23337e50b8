package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;

import java.util.List;
import java.util.regex.Matcher;

/**
 * A C++ block's head as the statement that opens it: a function's signature ({@link CppFunction}), a counted loop with
 * its variable's range LOW <= k && k < HIGH, an if with its condition (where it reads: a guard whose condition does not
 * read assumes nothing), or a plain block.
 */
final class BlockHeads {

    private final LineMap lines;
    private final List<Diagnostic> errors;
    private final StatementFallback fallback;

    BlockHeads(LineMap lines, List<Diagnostic> errors, StatementFallback fallback) {
        this.lines = lines;
        this.errors = errors;
        this.fallback = fallback;
    }

    /** The statement opening the block whose head, at offset {@code start}, is {@code head}. */
    Statement start(int start, String head, List<String> template) {
        Matcher loop = CppBlocks.countedLoop(head);
        SourcePos pos = lines.position(start);
        CppFunction function = CppBlocks.ifCondition(head) != null || head.strip().matches("(?s)(?:else|for|while|do|switch)\\b.*")
                ? null : CppFunction.of(head, template);
        if (function != null) {
            return new Statement.BlockStart(null, null, null, function, pos);
        }
        if (loop == null) {
            String condition = CppBlocks.ifCondition(head);
            Located<Expr> guard = null;
            if (condition != null) {
                try {
                    guard = new Located<>(CppArithmetic.condition(CppArithmetic.parse(CppBlocks.withoutInitializer(condition))),
                            condition, lines, start + head.indexOf(condition));
                } catch (CuteError unreadable) {
                    // if (M & 4): not read; kept as a guard that does not read, over the names it mentions, so that one on
                    // the sizes makes a later counterexample UNKNOWN (one on argc, a status, changes nothing)
                    guard = new Located<>(CppBlocks.unreadCondition(condition), condition, lines, start + head.indexOf(condition));
                }
            }
            Statement.Branch branch = condition != null ? Statement.Branch.IF
                    : head.strip().startsWith("else") ? Statement.Branch.ELSE
                    : head.strip().matches("(?s)(?:for|while|do|switch)\\b.*") ? Statement.Branch.LOOP : Statement.Branch.NONE;
            return new Statement.BlockStart(null, null, guard, null, pos, false, branch);
        }
        if (fallback.inDriver() && loop.group(4).matches("(?s).*(?:\\.|->).*")) {
            // main()'s for (size_t i = 0; i < h_D.size(); ++i)
            return new Statement.BlockStart(null, null, null, null, pos, false, Statement.Branch.LOOP);
        }
        String variable = loop.group(1);
        String comparison = loop.group(3).equals("<=") ? "<=" : "<";   // k != HIGH counts up to HIGH as k < HIGH does
        String range = loop.group(2) + " <= " + variable + " && " + variable + " " + comparison + " (" + loop.group(4) + ")";
        try {
            return new Statement.BlockStart(variable, new Located<>(CppArithmetic.parse(range), range, lines, start + loop.start(4)), null,
                    null, pos, false, Statement.Branch.LOOP);
        } catch (CuteError e) {
            if (!fallback.inDriver()) {   // main()'s for (size_t i = 0; i < h_S.size(); ++i) is no error
                errors.add(new Diagnostic(lines.position(start + loop.start(4)), "the loop's bound " + loop.group(4)
                        + " could not be read (" + e.reason() + "), so " + variable + " is not declared"));
            }
            return new Statement.BlockStart(null, null, null, null, pos, false, Statement.Branch.LOOP);
        }
    }
}
