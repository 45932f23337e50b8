package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * CUTLASS 3.x kernels a file names at namespace scope ({@code using CollectiveMainloop = typename
 * CollectiveBuilder<...>::CollectiveOp;}, {@code using GemmKernel = GemmUniversal<...>;}, {@code using Gemm =
 * GemmUniversalAdapter<GemmKernel>;}): for each, the C++ expressions whose types hold its shared-memory layouts (the
 * mainloop's {@code SmemLayoutA/B}, the epilogue's {@code SmemLayoutC/D}) and its shared storage, which the compiler then
 * evaluates at the end of the file. The layouts live in CUTLASS's headers, which the AST dump leaves out: the compiler
 * is asked for them by name.
 */
final class CollectiveAliases {

    enum Level { COLLECTIVE, EPILOGUE, KERNEL, ADAPTER }

    /** A C++ expression to evaluate: a layout's value ({@code typename X::SmemLayoutA{}}) or a storage's type. */
    record Probe(String name, String expression, boolean storage, int offset, String kernelKey) { }

    private CollectiveAliases() {
    }

    static List<Probe> in(JsonNode root, Predicate<String> isMainFile) {
        List<Probe> out = new ArrayList<>();
        AstWalk.walk(root, isMainFile, (n, namespaces, namespaceScope, mine) -> {
            String k = AstWalk.kind(n);
            if (!(k.equals("TypeAliasDecl") || k.equals("TypedefDecl"))) {
                return true;
            }
            if (!namespaceScope || !mine) {
                return false;
            }
            String type = AstWalk.type(n);
            Level level = level(type);
            if (level == null) {
                return false;
            }
            String alias = n.path("name").asText();
            String q = "typename " + String.join("", namespaces.stream().filter(s -> !s.isEmpty()).map(s -> s + "::").toList()) + alias + "::";
            String kernel = level == Level.ADAPTER ? q + "GemmKernel::" : q;
            int at = AstWalk.offset(n);
            if (level == Level.COLLECTIVE) {
                out.add(new Probe(alias + "::SmemLayoutA", q + "SmemLayoutA{}", false, at, null));
                out.add(new Probe(alias + "::SmemLayoutB", q + "SmemLayoutB{}", false, at, null));
            } else if (level == Level.EPILOGUE) {
                out.add(new Probe(alias + "::SmemLayoutC", q + "SmemLayoutC{}", false, at, null));
                out.add(new Probe(alias + "::SmemLayoutD", q + "SmemLayoutD{}", false, at, null));
            } else {
                String named = alias + (level == Level.ADAPTER ? "::GemmKernel" : "");
                out.add(new Probe(named + "::CollectiveMainloop::SmemLayoutA", kernel + "CollectiveMainloop::SmemLayoutA{}", false, at, null));
                out.add(new Probe(named + "::CollectiveMainloop::SmemLayoutB", kernel + "CollectiveMainloop::SmemLayoutB{}", false, at, null));
                out.add(new Probe(named + "::CollectiveEpilogue::SmemLayoutC", kernel + "CollectiveEpilogue::SmemLayoutC{}", false, at, null));
                out.add(new Probe(named + "::CollectiveEpilogue::SmemLayoutD", kernel + "CollectiveEpilogue::SmemLayoutD{}", false, at, null));
                String key = level == Level.ADAPTER ? kernelOfAdapter(type) : type;
                out.add(new Probe(named + "::SharedStorage", kernel.substring("typename ".length()) + "SharedStorage", true, at, key));
            }
            return false;
        });
        return out;
    }

    /** Which CUTLASS type an alias names, by its canonical spelling (null: none we read). */
    static Level level(String type) {
        if (type.startsWith("cutlass::gemm::collective::CollectiveMma<")) {
            return Level.COLLECTIVE;
        }
        if (type.startsWith("cutlass::epilogue::collective::CollectiveEpilogue<")) {
            return Level.EPILOGUE;
        }
        if (type.startsWith("cutlass::gemm::kernel::GemmUniversal<")) {
            return Level.KERNEL;
        }
        if (type.startsWith("cutlass::gemm::device::GemmUniversalAdapter<")) {
            return Level.ADAPTER;
        }
        return null;
    }

    /** The kernel type of {@code GemmUniversalAdapter<KERNEL>} (its first template argument), as spelled there. */
    static String kernelOfAdapter(String type) {
        int open = type.indexOf('<');
        int depth = 0;
        for (int i = open + 1; i < type.length(); i++) {
            char c = type.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>' || c == ',') {
                if (depth == 0) {
                    return type.substring(open + 1, i).strip();
                }
                if (c == '>') {
                    depth--;
                }
            }
        }
        return type;
    }
}
