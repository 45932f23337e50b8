package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.ExitCode;
import cuteprover.report.Json;
import cuteprover.symbolic.KnownCalls;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code prove [--assume A]... [--bound B] [--timeout MS] [PROPERTY]}: prints one verdict block per
 * property. The first line of a block is exactly {@code PROVED}, {@code BOUNDED: holds for all values up to B ...},
 * {@code REFUTED} or {@code UNKNOWN: reason} (or {@code error: message} for bad input); a REFUTED block
 * continues with one {@code name = value} line per variable and coordinate, then {@code lhs = ...} and
 * {@code rhs = ...}. With no property argument, properties are read from standard input, one per line,
 * and the blocks are separated by blank lines. Exit status: 0 proved, 1 refuted, 2 unknown, 3 bad input
 * (over several properties: 3 if any is bad input, else 1 if any is refuted, else 2 if any is unknown).
 */
@Command(name = "prove", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Prove a layout property for every value the assumptions allow, or refute it.")
public final class ProveCommand extends ConsoleCommand {

    @Option(names = "--assume", paramLabel = "CONDITION",
            description = "an assumption on the variables, e.g. \"M %% 64 == 0 && 1 <= M <= 65536\" (repeatable)")
    List<String> assumptions = new ArrayList<>();

    @CommandLine.Mixin
    SolverLimits limits = new SolverLimits(SolverLimits.DEFAULT_SAFETY_NET_MS);

    @Option(names = "--json", description = "one JSON object per property (JSON Lines): property, verdict, headline, witness, lhs, rhs, details, exitStatus")
    boolean json;

    @Option(names = {"-v", "--verbose"}, description = "also print how each verdict was reached (certificate, enumeration, Z3, cases)")
    boolean verbose;

    @Option(names = "--svg", paramLabel = "FILE",
            description = "draw a REFUTED verdict's counterexample on its layouts as SVG (several properties: FILE-1.svg, FILE-2.svg, ...)")
    java.nio.file.Path svg;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The assumptions as written, conjunct by conjunct (named in vacuity errors). */
    private List<cuteprover.symbolic.Premise> premises = List.of();

    /** Properties proved so far, to name the SVG of each when there are several. */
    private int proved;

    @Parameters(arity = "0..1", paramLabel = "PROPERTY", description = "the property; none: read one property per line from standard input")
    String property;

    /** Where properties come from; null: the process's standard input (the blocks go to {@link #out}). */
    InputStream in;

    /** Runs {@code prove} with the given arguments on the given streams; returns the exit status. */
    public static int execute(PrintStream out, InputStream in, String... args) {
        ProveCommand command = new ProveCommand();
        command.in = in;
        return run(command, out, args);
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = reportStream(false);
        limits.validate(spec.commandLine());
        ProverOptions options = ProverOptions.defaults().withTimeoutMs(limits.timeoutMs).withRlimit(limits.rlimit).withBound(limits.bound);
        List<Expr> parsed = new ArrayList<>();
        premises = new ArrayList<>();
        for (int k = 0; k < assumptions.size(); k++) {
            String a = assumptions.get(k);
            try {
                parsed.add(Parser.parse(a));
                String where = assumptions.size() == 1 ? "--assume" : "--assume #" + (k + 1);
                premises.addAll(cuteprover.symbolic.Premise.split(parsed.get(k), a, offset -> where));
            } catch (CuteError e) {
                out.println("error: in --assume: " + e.getMessage());
                out.flush();
                return ExitCode.INPUT_ERROR;
            }
        }
        int status;
        try (ProofSession session = new ProofSession(options)) {
            if (property != null) {
                status = proveOne(session, property, parsed, out);
            } else {
                status = proveLines(session, parsed, out);
            }
        } catch (CuteError e) {
            out.println("error: " + e.getMessage());
            status = ExitCode.INPUT_ERROR;
        }
        out.flush();
        return status;
    }

    private int proveLines(ProofSession session, List<Expr> parsed, PrintStream out) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(this.in != null ? this.in : System.in, StandardCharsets.UTF_8));
        int worst = 0;
        boolean first = true;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            if (!first && !json) {
                out.println();
            }
            first = false;
            worst = worse(worst, proveOne(session, line, parsed, out));
            out.flush();
        }
        return worst;
    }

    /** Over several properties: internal error, then bad input, then refuted, then unknown, then proved. */
    private static int worse(int a, int b) {
        int[] rank = {0, 2, 1, 3, 4, 5};
        return rank[b] > rank[a] ? b : a;
    }

    /** Prints one verdict block (or JSON line) and returns its exit status. */
    private int proveOne(ProofSession session, String text, List<Expr> parsed, PrintStream out) {
        try {
            Expr property = Parser.parse(text);
            KnownCalls.check(property, name -> false, text);
            Verdict v = session.prove(property, parsed, Map.of(), premises);
            proved++;
            if (svg != null && v.kind() == Verdict.Kind.REFUTED) {
                drawCounterexample(property, text, v);
            }
            if (json) {
                out.println(Json.line(ProveJson.verdict(text, v, verbose)));
            } else {
                out.println(v.headline());
                v.details().forEach(out::println);
                v.warnings().forEach(w -> out.println("warning: " + w));
                if (verbose) {
                    v.notes().forEach(n -> out.println("# " + n));
                    if (v.isProved() && !v.satisfiedBy().isEmpty()) {
                        out.println("# not vacuous: the assumptions hold for " + ProofSession.describe(v.satisfiedBy()));
                    }
                }
            }
            return v.exitStatus();
        } catch (CuteError e) {
            return error(out, text, e.getMessage());
        } catch (StackOverflowError e) {
            return error(out, text, "property nested too deeply");
        } catch (RuntimeException e) {
            out.println(json ? Json.line(ProveJson.error(text, "internal error (" + e + ")", ExitCode.INTERNAL_ERROR))
                    : "error: internal error (" + e + ") while proving \"" + text + "\"");
            return ExitCode.INTERNAL_ERROR;
        }
    }

    private int error(PrintStream out, String text, String message) {
        out.println(json ? Json.line(ProveJson.error(text, message, ExitCode.INPUT_ERROR)) : "error: " + message);
        return ExitCode.INPUT_ERROR;
    }

    /** Writes the counterexample's picture; a counterexample that cannot be drawn is said so on standard error. */
    private void drawCounterexample(Expr property, String text, Verdict v) {
        java.nio.file.Path file = svg;
        if (this.property == null) {
            String name = svg.getFileName().toString();
            String stem = name.endsWith(".svg") ? name.substring(0, name.length() - 4) : name;
            file = svg.resolveSibling(stem + "-" + proved + ".svg");
        }
        java.util.Optional<cuteprover.render.Figure> figure =
                cuteprover.render.CounterexamplePicture.draw(property, text, cuteprover.specfile.Witness.of(v), v.details());
        if (figure.isEmpty()) {
            System.err.println("cute-prover: no picture of the counterexample of \"" + text + "\" (its layouts are not static at the witness, or too large)");
            return;
        }
        try {
            java.nio.file.Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                java.nio.file.Files.createDirectories(parent);
            }
            java.nio.file.Files.writeString(file, cuteprover.render.SvgWriter.document(figure.get()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CuteError("cannot write " + file + ": " + e.getMessage());
        }
    }
}
