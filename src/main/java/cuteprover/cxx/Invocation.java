package cuteprover.cxx;

import cuteprover.CuteError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The clang command that reads FILE as the user's compiler does, host side: {@code clang++ -x cuda --cuda-host-only
 * -fsyntax-only}, the user's flags translated from nvcc's where they are nvcc's, nvcc's version macros (CUTLASS's
 * builders choose kernel schedules by them), the toolkit's {@code include/cccl} (nvcc adds it silently) and stand-ins
 * for headers the toolkit dropped. {@code args} holds everything between the executable and the input file.
 */
public record Invocation(Clang clang, Path file, List<String> args, List<String> dropped) {

    /** Builds the command for FILE from the options: {@code -p} or {@code --cxx-flags}, else nvcc's defaults. */
    public static Invocation of(Path file, CxxOptions options) {
        Clang clang = Clang.locate(options.clang(), options.cacheDir());
        List<String> command;
        if (options.buildDir().isPresent()) {
            command = CompilationDatabase.commandFor(options.buildDir().get(), file);
        } else {
            command = options.cxxFlags().map(CommandLine::split).orElse(List.of());
        }
        CompileFlags flags = CompileFlags.translate(command);
        // flags that name no compiler (-I, -D, -std) are nvcc's: kernel authors compile with nvcc
        boolean nvcc = flags.fromNvcc() || !clangCommand(command);
        Optional<Path> cudaPath = options.cudaPath().or(() -> cudaPathIn(flags.clangArgs()));
        CudaToolkit cuda = CudaToolkit.find(cudaPath).orElseThrow(() -> new CuteError(
                "no CUDA toolkit found for reading " + file + " (clang needs its headers): pass --cuda-path DIR or put nvcc on PATH"));
        List<String> args = new ArrayList<>(List.of("-x", "cuda", "--cuda-host-only", "-fsyntax-only",
                "-fno-color-diagnostics", "-fno-caret-diagnostics", "-Wno-unknown-cuda-version", "-ferror-limit=50"));
        if (cudaPathIn(flags.clangArgs()).isEmpty()) {
            args.add("--cuda-path=" + cuda.root());
        }
        if (nvcc) {
            args.addAll(CompileFlags.nvccVersionMacros(cuda.major(), cuda.minor(), cuda.build()));
        }
        try {
            List<String> missing = StubHeaders.missing(cuda.root().resolve("include"));
            if (!missing.isEmpty()) {
                args.add("-isystem");
                args.add(StubHeaders.directory(options.cacheDir().resolve("cxx"), missing).toString());
            }
        } catch (IOException e) {
            throw new CuteError("cannot write clang's stand-in headers under " + options.cacheDir() + ": " + e.getMessage());
        }
        Path cccl = cuda.root().resolve("include").resolve("cccl");
        if (nvcc && Files.isDirectory(cccl)) {
            args.add("-isystem");
            args.add(cccl.toString());
        }
        if (flags.clangArgs().stream().noneMatch(a -> a.startsWith("-std="))) {
            args.add("-std=c++17");
        }
        // quoted includes of FILE resolve from its directory also when clang reads a copy or a wrapper of it
        Path dir = file.toAbsolutePath().normalize().getParent();
        args.add("-iquote");
        args.add(dir.toString());
        List<String> dropped = new ArrayList<>(flags.dropped());
        for (String a : flags.clangArgs()) {
            if (a.startsWith("--cuda-gpu-arch=") && !supports(clang, a.substring("--cuda-gpu-arch=".length()))) {
                // the host side does not depend on it (CUTLASS's arch features are device-pass macros); clang refuses it
                dropped.add(a + " (clang " + clang.major() + " does not know it; the host side is read without it)");
            } else {
                args.add(a);
            }
        }
        if (nvcc) {
            try {
                args.add("-include");
                args.add(NvccHostView.prelude(options.cacheDir().resolve("cxx")).toString());
            } catch (IOException e) {
                throw new CuteError("cannot write the nvcc host-view prelude under " + options.cacheDir() + ": " + e.getMessage());
            }
        }
        if (nvcc && !flags.gpuArchs().isEmpty()) {
            args.add("-D__CUDA_ARCH_LIST__=" + archList(flags.gpuArchs()));   // nvcc defines it in the host pass too
        }
        return new Invocation(clang, file.toAbsolutePath().normalize(), List.copyOf(args), List.copyOf(dropped));
    }

    /** Whether clang accepts {@code --cuda-gpu-arch=ARCH}: Blackwell's sm_100a and later from clang 20. */
    static boolean supports(Clang clang, String arch) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("sm_(\\d+)[a-z]?").matcher(arch);
        if (!m.matches()) {
            return true;   // let clang judge what it names otherwise
        }
        return Integer.parseInt(m.group(1)) < 100 || clang.major() >= 20;
    }

    /** nvcc's {@code __CUDA_ARCH_LIST__}: each sm_XY as XY0, ascending. */
    static String archList(List<String> archs) {
        java.util.TreeSet<Integer> values = new java.util.TreeSet<>();
        for (String a : archs) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:sm|compute)_(\\d+)[a-z]?").matcher(a);
            if (m.matches()) {
                values.add(Integer.parseInt(m.group(1)) * 10);
            }
        }
        return String.join(",", values.stream().map(String::valueOf).toList());
    }

    private static boolean clangCommand(List<String> command) {
        if (!command.isEmpty() && Path.of(command.get(0)).getFileName().toString().startsWith("clang")) {
            return true;
        }
        return command.stream().anyMatch(a -> a.startsWith("--cuda-gpu-arch") || a.startsWith("--offload-arch") || a.equals("-xcuda"));
    }

    private static Optional<Path> cudaPathIn(List<String> args) {
        for (String a : args) {
            if (a.startsWith("--cuda-path=")) {
                return Optional.of(Path.of(a.substring("--cuda-path=".length())));
            }
        }
        return Optional.empty();
    }

    /** The command line reading {@code input}, with {@code extra} before the input. */
    List<String> command(List<String> extra, Path input) {
        List<String> c = new ArrayList<>();
        c.add(clang.executable().toString());
        c.addAll(args);
        c.addAll(extra);
        c.add(input.toString());
        return c;
    }

    /** The command as a shell would take it back, for {@code -v}. */
    static String shellText(List<String> command) {
        StringBuilder sb = new StringBuilder();
        for (String a : command) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(a.matches("[A-Za-z0-9_./=:+,@%-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
        }
        return sb.toString();
    }
}
