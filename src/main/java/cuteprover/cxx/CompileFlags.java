package cuteprover.cxx;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A kernel's build compiles it with nvcc or clang; the syntax check runs clang in CUDA host-only mode,
 * which needs only what changes how the source reads (macros, include paths, the language standard,
 * the GPU targets) and rejects some of what nvcc and gcc accept. This is that translation; nothing is
 * ever an error, and every flag left out is listed in {@link #dropped()}.
 *
 * @param clangArgs the flags for clang, the GPU targets last as {@code --cuda-gpu-arch=sm_XX}
 * @param fromNvcc whether the command was nvcc's (its compiler word, or nvcc-only flags without one)
 * @param gpuArchs the distinct targets, {@code sm_XX}, in the order the command names them
 * @param dropped every argument left out (an option and its separate value as one {@code "-o x.o"})
 */
public record CompileFlags(List<String> clangArgs, boolean fromNvcc, List<String> gpuArchs, List<String> dropped) {

    /** Dropped options that take the next argument as their value (names with one leading dash). */
    private static final Set<String> DROPPED_WITH_VALUE = Set.of(
            "-o", "-x", "-MF", "-MT", "-MQ", "-MJ", "-Xptxas", "-Xnvlink", "-Xlinker", "-Xarchive", "-Xfatbin",
            "-Xcudafe", "-Xclang", "-ccbin", "-compiler-bindir", "-ptxas-options", "-linker-options",
            "-nvlink-options", "-archive-options", "-maxrregcount", "-t", "-threads", "-odir", "-output-directory",
            "-output-file", "-L", "-library-path", "-l", "-library", "-default-stream", "-cudart", "-cudadevrt",
            "-ftz", "-prec-div", "-prec-sqrt", "-fmad", "-diag-suppress", "-diag-error", "-diag-warn",
            "-options-file", "-keep-dir", "-split-compile", "-include-pch", "-machine", "-dependency-output",
            "-dependency-target-name", "-target-dir");

    /** Options whose presence marks a command as nvcc's, by the name before any {@code =}. */
    private static final Set<String> NVCC_ONLY = Set.of(
            "-arch", "-gpu-architecture", "-code", "-gpu-code", "-gencode", "-generate-code",
            "-expt-relaxed-constexpr", "-expt-extended-lambda", "-extended-lambda", "-Xcompiler",
            "-compiler-options", "-rdc", "-relocatable-device-code", "-use_fast_math", "-Xptxas", "-Xnvlink",
            "-forward-unknown-to-host-compiler", "-lineinfo", "-ccbin");

    /** Kept or translated options that take the next argument as their value when written without {@code =}. */
    private static final Set<String> TRANSLATED_WITH_VALUE = Set.of(
            "-D", "-U", "-I", "-define-macro", "-undefine-macro", "-include-path", "-include-directory", "-std",
            "-arch", "-gpu-architecture", "-code", "-gpu-code", "-gencode", "-generate-code", "-Xcompiler",
            "-compiler-options");

    /** {@code -f} flags clang rejects or that change its diagnostics' format, by prefix. */
    private static final List<String> DROPPED_F = List.of(
            "-ftemplate-backtrace-limit", "-fopenmp", "-fdiagnostics-", "-fcolor-diagnostics",
            "-fno-color-diagnostics", "-fansi-escape-codes", "-fmessage-length", "-forward-unknown", "-fatbin",
            "-ftz", "-fmad", "-fdevice-", "-fno-gnu-unique", "-fconcepts", "-fno-var-tracking",
            "-fext-numeric-literals", "-fno-canonical-system-headers", "-fipa-", "-fabi-version", "-fno-lifetime-dse",
            "-fno-new-ttp-matching", "-ftrack-macro-expansion", "-fimplicit-constexpr");

    /** nvcc's own warning flags (unknown to clang) and the flags that would turn clang's warnings into errors. */
    private static final List<String> DROPPED_W = List.of(
            "-Werror", "-Wl,", "-Wa,", "-Wno-deprecated-gpu-targets", "-Wext-lambda-captures-this",
            "-Wdefault-stream-launch", "-Wmissing-launch-bounds");

    /** The kinds nvcc's {@code -Werror KIND} takes as a separate value. */
    private static final Set<String> NVCC_WERROR_KINDS = Set.of(
            "all-warnings", "cross-execution-space-call", "reorder", "default-stream-launch",
            "missing-launch-bounds", "ext-lambda-captures-this", "deprecated-declarations");

    private static final Map<String, String> INCLUDE_OPTIONS = Map.of(
            "-isystem", "-isystem", "-system-include", "-isystem", "-iquote", "-iquote", "-idirafter", "-idirafter",
            "-include", "-include", "-pre-include", "-include");

    public CompileFlags {
        clangArgs = List.copyOf(clangArgs);
        gpuArchs = List.copyOf(gpuArchs);
        dropped = List.copyOf(dropped);
    }

    /**
     * The clang flags for {@code args}, a compile command with or without its compiler word (argv[0]):
     * {@code nvcc}, {@code clang*}, {@code g++*}, {@code gcc*}, {@code c++} or {@code cc}, optionally
     * behind {@code ccache}; a {@code -Xcompiler} list is read by the same rules as the command.
     */
    public static CompileFlags translate(List<String> args) {
        int first = 0;
        if (!args.isEmpty() && Set.of("ccache", "sccache").contains(fileName(args.get(0)))) {
            first = 1;
        }
        Optional<Boolean> compiler = first < args.size() ? compilerIsNvcc(args.get(first)) : Optional.empty();
        List<String> rest = args.subList(compiler.isPresent() ? first + 1 : first, args.size());
        boolean nvcc = compiler.orElseGet(() -> rest.stream().anyMatch(a -> NVCC_ONLY.contains(optionName(a))));
        Translation t = new Translation(rest.stream().anyMatch(a -> Set.of("-code", "-gpu-code").contains(optionName(a))));
        t.read(rest);
        List<String> clang = new ArrayList<>(t.kept);
        clang.addAll(t.archs.values());
        return new CompileFlags(clang, nvcc, List.copyOf(t.archs.keySet()), t.dropped);
    }

    /** Whether a compile command (with or without its compiler word) compiles CUDA: nvcc's, a GPU target, or {@code -x cu(da)}. */
    public static boolean sayCuda(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String language = a.equals("-x") && i + 1 < args.size() ? args.get(i + 1) : a.startsWith("-x") ? a.substring(2) : "";
            if (language.equals("cu") || language.equals("cuda")) {
                return true;
            }
        }
        CompileFlags f = translate(args);
        return f.fromNvcc() || !f.gpuArchs().isEmpty();
    }

    /** {@code -D__CUDACC_VER_MAJOR__=13} and its minor and build companions, which nvcc defines and clang does not. */
    public static List<String> nvccVersionMacros(int major, int minor, int build) {
        return List.of("-D__CUDACC_VER_MAJOR__=" + major, "-D__CUDACC_VER_MINOR__=" + minor,
                "-D__CUDACC_VER_BUILD__=" + build);
    }

    /** True for nvcc, false for another known compiler, empty when {@code word} is no compiler. */
    static Optional<Boolean> compilerIsNvcc(String word) {
        String name = fileName(word);
        if (name.equals("nvcc") || name.equals("nvcc.exe")) {
            return Optional.of(true);
        }
        boolean other = name.startsWith("clang") || name.startsWith("g++") || name.startsWith("gcc")
                || name.equals("c++") || name.equals("cc") || name.matches(".+-(g\\+\\+|gcc|clang\\+\\+)(-[0-9.]+)?");
        return other ? Optional.of(false) : Optional.empty();
    }

    private static String fileName(String word) {
        return word.substring(word.lastIndexOf('/') + 1);
    }

    /** The option's name with one leading dash (nvcc takes {@code -name} and {@code --name} alike), before any {@code =}. */
    static String optionName(String arg) {
        String a = arg.startsWith("--") ? arg.substring(1) : arg;
        int eq = a.indexOf('=');
        return eq > 0 ? a.substring(0, eq) : a;
    }

    /** One pass over a command: what is kept, the targets (by arch, the flag for each) and what is dropped. */
    private static final class Translation {

        final List<String> kept = new ArrayList<>();
        final Map<String, String> archs = new LinkedHashMap<>();
        final List<String> dropped = new ArrayList<>();
        private final boolean hasCode;

        Translation(boolean hasCode) {
            this.hasCode = hasCode;
        }

        void read(List<String> args) {
            for (int i = 0; i < args.size(); i++) {
                String a = args.get(i);
                String name = optionName(a);
                boolean joined = a.contains("=") && !a.startsWith("-D") && !a.startsWith("-U");
                String value = joined ? a.substring(a.indexOf('=') + 1) : null;
                boolean separate = !joined && a.startsWith("-") && i + 1 < args.size();
                String next = separate ? args.get(i + 1) : null;
                if (!joined && takesValue(name) && separate) {
                    i++;
                    if (!option(a, name, next)) {
                        dropped.add(a + " " + next);
                    }
                } else if (!option(a, name, value)) {
                    if (name.equals("-Werror") && !joined && NVCC_WERROR_KINDS.contains(next)) {
                        dropped.add(a + " " + next);
                        i++;
                    } else if ((name.equals("-rdc") || name.equals("-relocatable-device-code")) && !joined
                            && ("true".equals(next) || "false".equals(next))) {
                        dropped.add(a + " " + next);
                        i++;
                    } else {
                        dropped.add(a);
                    }
                }
            }
        }

        /** Options whose next argument is their value when they are written without {@code =}. */
        private static boolean takesValue(String name) {
            return DROPPED_WITH_VALUE.contains(name) || INCLUDE_OPTIONS.containsKey(name)
                    || TRANSLATED_WITH_VALUE.contains(name);
        }

        /** Keeps or translates {@code arg} (whose value, joined or separate, is {@code value}); false to drop it. */
        private boolean option(String arg, String name, String value) {
            switch (name) {
                case "-D", "-define-macro", "-U", "-undefine-macro", "-I", "-include-path", "-include-directory" -> {
                    String letter = name.equals("-D") || name.equals("-define-macro") ? "-D"
                            : name.equals("-U") || name.equals("-undefine-macro") ? "-U" : "-I";
                    return value != null && !value.isEmpty() && kept.add(letter + value);
                }
                case "-std" -> {
                    return value != null && kept.add("-std=" + value);
                }
                case "-arch", "-gpu-architecture" -> {
                    // beside -code, -arch names only the virtual architecture the real ones of -code are built from
                    return value != null && (hasCode || nvccArchs(GpuArchs.items(value), arg));
                }
                case "-code", "-gpu-code" -> {
                    if (value == null) {
                        return false;
                    }
                    List<String> items = GpuArchs.items(value);
                    List<String> real = items.stream().filter(s -> s.startsWith("sm_")).toList();
                    return nvccArchs(real.isEmpty() ? items : real, arg);
                }
                case "-gencode", "-generate-code" -> {
                    return value != null && nvccArchs(GpuArchs.gencode(value), arg);
                }
                case "-cuda-gpu-arch", "-offload-arch" -> {
                    return value != null && archs(GpuArchs.items(value), arch -> arg.substring(0, arg.indexOf('=') + 1) + arch, arg);
                }
                case "-Xcompiler", "-compiler-options" -> {
                    if (value == null) {
                        return false;
                    }
                    read(Arrays.stream(value.split(",")).filter(p -> !p.isEmpty()).toList());
                    return true;
                }
                default -> {
                    return other(arg, name, value);
                }
            }
        }

        private boolean other(String arg, String name, String value) {
            if (INCLUDE_OPTIONS.containsKey(name)) {
                return value != null && !value.isEmpty() && kept.add(INCLUDE_OPTIONS.get(name)) && kept.add(value);
            }
            if (arg.startsWith("-D") || arg.startsWith("-U") || arg.startsWith("-I") && !arg.startsWith("-I=")) {
                return kept.add(arg);
            }
            if (arg.startsWith("--cuda-path=") || arg.equals("-m64")) {
                return kept.add(arg);
            }
            if (arg.startsWith("-f") && DROPPED_F.stream().noneMatch(arg::startsWith)
                    || arg.startsWith("-W") && DROPPED_W.stream().noneMatch(arg::startsWith)) {
                return kept.add(arg);
            }
            return false;
        }

        private boolean nvccArchs(List<String> values, String arg) {
            return archs(values, arch -> "--cuda-gpu-arch=" + arch, arg);
        }

        /**
         * Adds the targets among {@code values}, each once, written by {@code flag}; false (drop {@code arg})
         * when none is one. Values beside a target that name none ({@code native}) are dropped one by one.
         */
        private boolean archs(List<String> values, UnaryOperator<String> flag, String arg) {
            List<String> sms = values.stream().map(GpuArchs::sm).flatMap(Optional::stream).toList();
            if (sms.isEmpty()) {
                return false;
            }
            values.stream().filter(v -> GpuArchs.sm(v).isEmpty()).forEach(v -> dropped.add(v + " (in " + arg + ")"));
            sms.forEach(sm -> archs.putIfAbsent(sm, flag.apply(sm)));
            return true;
        }
    }
}
