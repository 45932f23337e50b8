package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.ExitCode;
import cuteprover.cxx.CompileError;
import cuteprover.cxx.CxxEvaluation;
import cuteprover.cxx.CxxOptions;
import cuteprover.cxx.CxxValues;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code eval --cxx FILE EXPR...}: one line per C++ expression, its value as CuTe prints it, or its error. */
final class CxxEvalLines {

    private CxxEvalLines() {
    }

    static int print(Path file, CxxOptions options, List<String> expressions, PrintStream out, PrintStream err) {
        if (!Files.isRegularFile(file)) {
            err.println("error: --cxx " + file + ": no such file");
            return ExitCode.INPUT_ERROR;
        }
        if (expressions.isEmpty()) {
            err.println("error: eval --cxx " + file + " needs at least one C++ expression");
            return ExitCode.USAGE_ERROR;
        }
        List<CxxEvaluation.Value> values;
        try {
            values = CxxEvaluation.evaluate(file, options, expressions, options.verbose() ? err : null, new long[1]);
        } catch (CompileError e) {
            for (CompileError.Located l : e.errors()) {
                err.println(l.text());
            }
            return ExitCode.INPUT_ERROR;
        } catch (CuteError e) {
            err.println("error: " + e.getMessage());
            return ExitCode.INPUT_ERROR;
        }
        boolean anyError = false;
        for (CxxEvaluation.Value v : values) {
            String line;
            try {
                line = v.ok() ? CxxValues.printed(v) : null;
            } catch (RuntimeException e) {
                line = null;
                v = new CxxEvaluation.Value(v.expression(), v.type(), v.integer(), e.getMessage());
            }
            if (line == null) {
                anyError = true;
                out.println("error: " + v.expression() + ": " + v.error());
            } else {
                out.println(line);
            }
        }
        out.flush();
        return anyError ? ExitCode.INPUT_ERROR : ExitCode.OK;
    }
}
