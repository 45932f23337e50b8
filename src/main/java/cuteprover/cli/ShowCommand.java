package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import cuteprover.hw.HardwareModels;
import cuteprover.hw.ModelName;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.render.MmaPicture;
import cuteprover.render.Picture;
import cuteprover.render.Pictures;
import cuteprover.render.TvPicture;
import cuteprover.tuple.IntTuple;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code show [--tv SHAPE] [--let N=V]... [--cxx FILE [--cxx-flags FLAGS]] [--svg FILE | --latex FILE | --html FILE] EXPR}: draws a
 * layout. Without a file option the text table goes to standard output; {@code -} as FILE writes
 * to standard output. EXPR may name hardware models; a model-name prefix with {@code .A/.B/.C}
 * models ({@code sm80.mma.m16n8k16.f16}) is an MMA atom, a single MMA operand model is drawn as a
 * TV layout on its tile. Exit status 0, or 3 with an {@code error:} line on standard error.
 */
@Command(name = "show", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Draw a layout, TV layout, swizzled layout, MMA atom or morphism (text, SVG, LaTeX, HTML).")
public final class ShowCommand extends ConsoleCommand {

    @Parameters(paramLabel = "EXPR", description = "a layout expression, a hardware model name, or an MMA model prefix")
    String expression;

    @Option(names = "--tv", paramLabel = "SHAPE", description = "draw EXPR as a thread-value layout on this tile, e.g. (16,8): (t,v) -> m + M*n")
    String tvTile;

    @Mixin
    LetOptions lets = new LetOptions();

    @Option(names = "--cxx", paramLabel = "FILE",
            description = "EXPR is a C++ expression, evaluated at the end of FILE by the compiler (a name in a kernel: show --cxx kernel.cu 'SmemLayoutA{}')")
    Path cxxFile;

    @Mixin
    CxxOptionsMixin cxx = new CxxOptionsMixin();

    @Option(names = "--models", paramLabel = "DIR", description = "more hardware models, overriding the built-in ones of the same name")
    Path models;

    @ArgGroup(exclusive = true)
    Output output;

    static final class Output {
        @Option(names = "--svg", paramLabel = "FILE", description = "write SVG (- for standard output)")
        Path svg;

        @Option(names = "--latex", paramLabel = "FILE", description = "write CuTe's print_latex TikZ document (- for standard output)")
        Path latex;

        @Option(names = "--html", paramLabel = "FILE", description = "write a standalone HTML page (- for standard output)")
        Path html;
    }

    /** Where errors go; null: the process's standard error. */
    PrintStream err;

    /** Runs {@code show} on the given streams, for tests. */
    public static int execute(PrintStream out, PrintStream err, String... args) {
        ShowCommand command = new ShowCommand();
        command.err = err;
        return run(command, out, args);
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = reportStream(true);
        PrintStream err = this.err != null ? this.err : System.err;
        try {
            Picture picture = picture();
            String content;
            Path file = null;
            if (output != null && output.svg != null) {
                content = picture.svg();
                file = output.svg;
            } else if (output != null && output.latex != null) {
                content = picture.latex();
                file = output.latex;
            } else if (output != null && output.html != null) {
                content = picture.html();
                file = output.html;
            } else {
                content = picture.text();
            }
            if (file == null || file.toString().equals("-")) {
                out.print(content.endsWith("\n") ? content : content + "\n");
                out.flush();
            } else {
                Path parent = file.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(file, content, StandardCharsets.UTF_8);
            }
            return 0;
        } catch (cuteprover.cxx.CompileError e) {
            for (cuteprover.cxx.CompileError.Located l : e.errors()) {
                err.println(l.text());
            }
            return 3;
        } catch (CuteError e) {
            err.println("error: " + e.getMessage());
            return 3;
        } catch (StackOverflowError e) {
            err.println("error: expression nested too deeply");
            return 3;
        }
    }

    private Picture picture() {
        if (cxxFile != null) {
            return compilersPicture();
        }
        HardwareModels hw = openModels();
        String name = expression.strip();
        if (hw != null && !hw.names().contains(name)) {
            MmaPicture mma = mmaAtom(hw, name);
            if (mma != null) {
                return mma;
            }
        }
        Map<String, Object> definitions = definitions(hw);
        Object value = new Evaluator(Decider.CONCRETE, false, definitions).evaluate(expression);
        if (tvTile != null) {
            Object tile = Evaluator.concrete().evaluate(tvTile);
            if (!(tile instanceof IntTuple t)) {
                throw new CuteError("--tv expects a tile shape such as (16,8), got " + Values.describe(tile));
            }
            return Pictures.of(value, t);
        }
        if (hw != null && hw.names().contains(name) && value instanceof Layout l) {
            ModelName model = ModelName.parse(name);
            switch (model.kind()) {
                case MMA_A:
                case MMA_C:
                    return TvPicture.colex(name + " = " + l + " on its " + model.rows() + "x" + model.cols() + " tile",
                            l, (int) model.rows(), (int) model.cols());
                case MMA_B:
                    return TvPicture.rowMajor(name + " = " + l + " on its " + model.rows() + "x" + model.cols()
                            + " tile (k,n): PTX's K x N", l, (int) model.rows(), (int) model.cols());
                default:
                    break;
            }
        }
        return Pictures.of(value, null);
    }

    /** EXPR as the compiler evaluates it at the end of the C++ file, drawn as any value is. */
    private Picture compilersPicture() {
        if (!Files.isRegularFile(cxxFile)) {
            throw new CuteError("--cxx " + cxxFile + ": no such file");
        }
        cuteprover.cxx.CxxOptions options = cxx.options(CxxOptionsMixin.userCache());
        List<cuteprover.cxx.CxxEvaluation.Value> values = cuteprover.cxx.CxxEvaluation.evaluate(cxxFile, options, List.of(expression),
                options.verbose() ? (err != null ? err : System.err) : null, new long[1]);
        Object value = cuteprover.cxx.CxxValues.value(values.get(0));
        if (tvTile != null) {
            Object tile = Evaluator.concrete().evaluate(tvTile);
            if (!(tile instanceof IntTuple t)) {
                throw new CuteError("--tv expects a tile shape such as (16,8), got " + Values.describe(tile));
            }
            return Pictures.of(value, t);
        }
        return Pictures.of(value, null);
    }

    private HardwareModels openModels() {
        if (models != null && !Files.isDirectory(models)) {
            throw new CuteError("no hardware-models directory at " + models);
        }
        List<Path> roots = Projects.modelRoots(models == null ? List.of() : List.of(models), Projects.root());
        return roots.isEmpty() ? null : HardwareModels.of(roots);
    }

    private static final Pattern WGMMA = Pattern.compile("(sm90\\.wgmma\\.m\\d+)n\\d+(k\\d+\\.[a-z0-9]+)");

    /** The A, B and C models of an MMA prefix ({@code sm80.mma.m16n8k16.f16}); null if there are none. */
    static MmaPicture mmaAtom(HardwareModels hw, String prefix) {
        Set<String> names = hw.names();
        String a = prefix + ".A";
        String b = prefix + ".B";
        String c = prefix + ".C";
        if (!names.contains(c)) {
            return null;
        }
        Matcher m = WGMMA.matcher(prefix);
        if (!names.contains(a) && m.matches()) {
            a = m.group(1) + m.group(2) + ".A";
        }
        ModelName cName = ModelName.parse(c);
        if (cName.kind() != ModelName.Kind.MMA_C) {
            return null;
        }
        Layout la = names.contains(a) ? layout(hw, a) : null;
        Layout lb = names.contains(b) ? layout(hw, b) : null;
        long k = la != null ? ModelName.parse(a).cols() : lb != null ? ModelName.parse(b).rows() : 0;
        if (k == 0) {
            Matcher km = Pattern.compile("k(\\d+)").matcher(prefix.substring(prefix.lastIndexOf(".m") + 1));
            k = km.find() ? Long.parseLong(km.group(1)) : 1;
        }
        return new MmaPicture(prefix, (int) cName.rows(), (int) cName.cols(), (int) k, la, lb, layout(hw, c));
    }

    private static Layout layout(HardwareModels hw, String name) {
        Object v = hw.value(name);
        if (!hw.errors().isEmpty()) {
            throw new CuteError("hardware model file has errors: " + hw.errors().get(0));
        }
        if (!(v instanceof Layout l)) {
            throw new CuteError("hardware model " + name + " is not a layout (" + Values.describe(v) + ")");
        }
        return l;
    }

    /** The --let values, then the hardware models by name (loaded on first use). */
    private Map<String, Object> definitions(HardwareModels hw) {
        Map<String, Object> given = lets.values();
        return new AbstractMap<>() {
            @Override
            public Object get(Object key) {
                if (given.containsKey(key)) {
                    return given.get(key);
                }
                if (hw != null && key instanceof String s && hw.names().contains(s)) {
                    Object v = hw.value(s);
                    if (!hw.errors().isEmpty()) {
                        throw new CuteError("hardware model file has errors: " + hw.errors().get(0));
                    }
                    return v;
                }
                return null;
            }

            @Override
            public boolean containsKey(Object key) {
                return get(key) != null;
            }

            @Override
            public Set<Entry<String, Object>> entrySet() {
                return given.entrySet();
            }
        };
    }
}
