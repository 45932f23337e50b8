package cuteprover.cli;

import cuteprover.importer.Imported;
import cuteprover.importer.PrintoutReader;
import cuteprover.importer.SpecWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * {@code import [FILE|-]}: reads CuTe C++ / CuTe DSL printouts and writes a spec with one {@code let} per
 * layout. Lines that cannot be read are reported as {@code file:line:col: error: ...} (exit status 3); the
 * spec of everything else is still written.
 */
@Command(name = "import", description = "Turn CuTe printouts (print, print_layout, print(tensor), print(tiled_mma), print(tiled_copy), CuTe DSL) into a spec.")
public final class ImportCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "the printout; '-' or none: standard input")
    String file;

    @Option(names = {"-o", "--output"}, paramLabel = "SPEC", description = "write the spec here instead of standard output")
    Path output;

    @Override
    public Integer call() throws IOException {
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        String source = file == null || file.equals("-") ? "<stdin>" : file;
        String text;
        try {
            text = file == null || file.equals("-") ? new String(System.in.readAllBytes(), StandardCharsets.UTF_8)
                    : Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("error: cannot read " + source + ": " + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()));
            return cuteprover.ExitCode.INPUT_ERROR;
        }
        Imported imported = PrintoutReader.read(text);
        String spec = SpecWriter.write(source, Arrays.asList(text.split("\r?\n", -1)), imported);
        if (output != null) {
            Files.writeString(output, spec, StandardCharsets.UTF_8);
        } else {
            PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
            out.print(spec);
            out.flush();
        }
        for (Imported.Problem p : imported.problems()) {
            err.println(source + ":" + p.line() + ":" + p.column() + ": error: " + p.message());
        }
        return imported.problems().isEmpty() ? cuteprover.ExitCode.OK : cuteprover.ExitCode.INPUT_ERROR;
    }
}
