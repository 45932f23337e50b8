package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import cuteprover.tuple.SymInt;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The repeatable {@code --let NAME=VALUE} option of the commands that evaluate an expression. */
final class LetOptions {

    @Option(names = "--let", paramLabel = "NAME=VALUE", description = "give a variable a value, e.g. --let M=64 (repeatable)")
    List<String> lets = new ArrayList<>();

    /** The given values by name; each must be an integer. */
    Map<String, Object> values() {
        Map<String, Object> given = new HashMap<>();
        for (String let : lets) {
            int eq = let.indexOf('=');
            if (eq <= 0) {
                throw new CuteError("--let expects NAME=VALUE, got '" + let + "'");
            }
            Object v = Evaluator.concrete().evaluate(let.substring(eq + 1).strip());
            if (!(v instanceof SymInt s) || !s.isConst()) {
                throw new CuteError("--let " + let.substring(0, eq).strip() + " must be an integer, got " + Values.describe(v));
            }
            given.put(let.substring(0, eq).strip(), v);
        }
        return given;
    }
}
