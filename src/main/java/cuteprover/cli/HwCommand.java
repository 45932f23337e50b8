package cuteprover.cli;

import cuteprover.CuteError;
import cuteprover.expr.Values;
import cuteprover.hw.AccessMap;
import cuteprover.hw.HardwareModels;
import cuteprover.hw.ModelName;
import cuteprover.hw.Observed;
import cuteprover.specfile.Diagnostic;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code hw list | show NAME | map NAME}: the hardware models of {@code hardware-models/}.
 * {@code map} prints one line per element, whitespace-separated integers: {@code thread value row col}
 * for MMA fragments (PTX orientation) and ldmatrix/stmatrix, {@code thread register lane column} for
 * tensor-memory loads and stores (one warp, relative to its base address), {@code row col lane column}
 * for tensor-memory accumulator placements, {@code index offset} for other functions.
 * Exit status 0, or 3 with an {@code error:} line for an unknown model or a broken model file.
 */
@Command(name = "hw", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "List, show and print the access maps of the hardware models.",
        subcommands = {HwCommand.ListModels.class, HwCommand.Show.class, HwCommand.Map.class})
public final class HwCommand implements Callable<Integer> {

    /** No subcommand given: the usage on standard error, and the usage-error status. */
    @Override
    public Integer call() {
        picocli.CommandLine.usage(this, System.err);
        return cuteprover.ExitCode.USAGE_ERROR;
    }

    /**
     * What the subcommands share: the models option, opening the models, and the exit status (0,
     * or 3 with an error line when the models or the named model cannot be read).
     */
    abstract static class Common implements Callable<Integer> {
        @Option(names = "--models", paramLabel = "DIR", description = "more hardware models, overriding the built-in ones of the same name")
        Path models;

        PrintStream out = System.out;
        PrintStream err = System.err;

        HardwareModels open() {
            if (models != null && !java.nio.file.Files.isDirectory(models)) {
                throw new CuteError("no hardware-models directory at " + models);
            }
            return HardwareModels.of(Projects.modelRoots(models == null ? List.of() : List.of(models), Projects.root()));
        }

        /** Prints what the subcommand shows of the models. */
        abstract void print(HardwareModels hw);

        @Override
        public Integer call() {
            try {
                print(open());
                return 0;
            } catch (CuteError e) {
                err.println("error: " + e.getMessage());
                return 3;
            }
        }

        /** A model's value, or a CuteError naming the file errors that prevent it. */
        Object value(HardwareModels hw, String name) {
            Object v = hw.value(name);
            List<Diagnostic> errors = hw.errors();
            if (!errors.isEmpty()) {
                throw new CuteError("hardware model file has errors: " + errors.get(0));
            }
            return v;
        }
    }

    /** A subcommand about the one model it names. */
    abstract static class OneModel extends Common {
        @Parameters(paramLabel = "NAME")
        String name;
    }

    @Command(name = "list", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "List the model names, one per line.")
    static final class ListModels extends Common {
        @Override
        void print(HardwareModels hw) {
            hw.names().forEach(out::println);
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Print a model's layout, its map format, its file and its properties.")
    static final class Show extends OneModel {
        @Override
        void print(HardwareModels hw) {
            Object v = value(hw, name);
            ModelName n = ModelName.parse(name);
            out.println(name + " = " + Values.format(v));
            out.println("map: " + n.header());
            Path root = hw.rootOf(name);
            String where = root.getFileSystem() == java.nio.file.FileSystems.getDefault() ? "" : "<built-in>/hardware-models/";
            out.println("file: " + where + root.relativize(hw.fileOf(name)));
            out.println("observed on silicon: " + Observed.mapFile(root, name)
                    .map(p -> where + root.relativize(p)).orElse("no"));
            for (String p : hw.properties(name)) {
                out.println(p);
            }
        }
    }

    @Command(name = "map", mixinStandardHelpOptions = true, versionProvider = Cli.VersionProvider.class, description = "Print a model's access map, one line of integers per element.")
    static final class Map extends OneModel {
        @Override
        void print(HardwareModels hw) {
            List<long[]> rows = AccessMap.rows(ModelName.parse(name), value(hw, name));
            PrintWriter w = new PrintWriter(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8)));
            for (long[] r : rows) {
                w.println(AccessMap.line(r));
            }
            w.flush();
        }
    }
}
