package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * CUTLASS 3.x kernels a file names ({@code using CollectiveMainloop = typename CollectiveBuilder<...>::CollectiveOp;},
 * {@code using GemmKernel = GemmUniversal<...>;}, {@code using Gemm = GemmUniversalAdapter<GemmKernel>;}): for each, the
 * C++ expressions whose types hold its shared-memory layouts (the mainloop's {@code SmemLayoutA/B}, the epilogue's
 * {@code SmemLayoutC/D}), its TiledMMA, its gmem TiledCopies (an SM80-style mainloop's {@code GmemTiledCopyA/B}; a TMA
 * mainloop's are copy ops and are skipped) and its shared storage, which the compiler then evaluates at the end of the
 * file. The layouts live in CUTLASS's headers, which the AST dump leaves out: the compiler is asked for them by name.
 * <p>
 * An alias at namespace scope is named as it is. An alias inside a class template (example 49's {@code Gemm} inside
 * {@code ExampleRunner<...>}) exists once per instantiation of the class: each instantiation the compiler made is
 * named by its template arguments ({@code ExampleRunner<KernelTmaWarpSpecializedPingpong, ...>::Gemm}).
 */
final class CollectiveAliases {

    enum Level { COLLECTIVE, EPILOGUE, KERNEL, ADAPTER }

    /** What a probe's value is. */
    enum Kind { LAYOUT, STORAGE, TILED_MMA, TILED_COPY }

    /**
     * A C++ expression to evaluate: a layout's or TiledMMA's value ({@code typename X::SmemLayoutA{}}) or a storage's type.
     * {@code mainloop}: the name of the collective mainloop it belongs to (its TiledMMA and smem layouts share it), else null.
     */
    record Probe(String name, String expression, Kind kind, int offset, String kernelKey, String mainloop) {

        boolean storage() {
            return kind == Kind.STORAGE;
        }
    }

    private CollectiveAliases() {
    }

    static List<Probe> in(JsonNode root, Predicate<String> isMainFile) {
        List<Probe> out = new ArrayList<>();
        AstWalk.walk(root, isMainFile, (n, namespaces, namespaceScope, mine) -> {
            String k = AstWalk.kind(n);
            String qualifier = String.join("", namespaces.stream().filter(s -> !s.isEmpty()).map(s -> s + "::").toList());
            if (k.equals("ClassTemplateDecl")) {
                if (namespaceScope && mine) {
                    inInstantiations(n, qualifier, out);
                }
                return false;
            }
            if (!(k.equals("TypeAliasDecl") || k.equals("TypedefDecl"))) {
                return true;
            }
            if (namespaceScope && mine) {
                add(n, "", qualifier, out);
            }
            return false;
        });
        return out;
    }

    /** The aliases each instantiation of a class template holds, named through the instantiation. */
    private static void inInstantiations(JsonNode template, String qualifier, List<Probe> out) {
        List<String> paramTypes = new ArrayList<>();
        List<String> defaults = new ArrayList<>();
        for (JsonNode c : template.path("inner")) {
            String k = AstWalk.kind(c);
            if (k.equals("NonTypeTemplateParmDecl")) {
                paramTypes.add(c.path("type").path("qualType").asText(""));
                defaults.add(defaultValue(c.path("inner"), paramTypes.get(paramTypes.size() - 1)));   // its default, an expression, is dumped there
            } else if (k.endsWith("ParmDecl")) {   // a type or template template parameter
                paramTypes.add("");
                JsonNode t = c.path("defaultArg").path("type");
                defaults.add(t.has("desugaredQualType") ? t.path("desugaredQualType").asText() : t.path("qualType").asText(null));
            }
        }
        String name = template.path("name").asText();
        for (JsonNode spec : template.path("inner")) {
            if (!AstWalk.kind(spec).equals("ClassTemplateSpecializationDecl")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            boolean spellable = true;
            for (JsonNode a : spec.path("inner")) {
                if (!AstWalk.kind(a).equals("TemplateArgument")) {
                    continue;
                }
                int i = args.size();
                if (a.has("type")) {
                    args.add(a.path("type").path("qualType").asText());
                } else if (a.has("value")) {
                    String v = a.path("value").asText();
                    boolean bool = i < paramTypes.size() && paramTypes.get(i).equals("bool");
                    args.add(bool ? (v.equals("0") ? "false" : "true") : v);   // clang dumps a bool true as -1
                } else {
                    spellable = false;
                }
            }
            if (!spellable) {
                continue;
            }
            String full = qualifier + name + "<" + String.join(", ", args) + ">::";
            // shown as the file spells it: the trailing arguments that are the parameters' defaults left out
            int written = args.size();
            while (written > 0 && written <= defaults.size() && args.get(written - 1).equals(defaults.get(written - 1))) {
                written--;
            }
            String shown = name + "<" + String.join(", ", args.subList(0, written).stream().map(CollectiveAliases::unqualified).toList()) + ">::";
            for (JsonNode member : spec.path("inner")) {
                String k = AstWalk.kind(member);
                if (k.equals("TypeAliasDecl") || k.equals("TypedefDecl")) {
                    add(member, shown, full, out);
                }
            }
        }
    }

    /** A non-type parameter's default (the first value below the parameter) as its argument is spelled ({@code false}, {@code 3}), else null. */
    private static String defaultValue(JsonNode defaultArg, String type) {
        for (JsonNode v : defaultArg.findValues("value")) {
            String text = v.asText();
            if (type.equals("bool")) {
                return text.equals("false") || text.equals("0") ? "false" : "true";
            }
            return text;
        }
        return null;
    }

    /** {@code cutlass::gemm::KernelTmaWarpSpecialized} as {@code KernelTmaWarpSpecialized}, inner qualifiers too. */
    private static String unqualified(String type) {
        return type.replaceAll("\\b[A-Za-z_]\\w*::", "");
    }

    /** The probes of one alias whose type is a CUTLASS collective, kernel or adapter; {@code shown}/{@code qualifier} go before its name. */
    private static void add(JsonNode n, String shown, String qualifier, List<Probe> out) {
        String type = AstWalk.type(n);
        Level level = level(type);
        if (level == null) {
            return;
        }
        String alias = shown + n.path("name").asText();
        String q = "typename " + qualifier + n.path("name").asText() + "::";
        String kernel = level == Level.ADAPTER ? q + "GemmKernel::" : q;
        int at = AstWalk.offset(n);
        if (level == Level.COLLECTIVE) {
            mainloop(alias, q, at, out);
        } else if (level == Level.EPILOGUE) {
            out.add(new Probe(alias + "::SmemLayoutC", q + "SmemLayoutC{}", Kind.LAYOUT, at, null, null));
            out.add(new Probe(alias + "::SmemLayoutD", q + "SmemLayoutD{}", Kind.LAYOUT, at, null, null));
        } else {
            String named = alias + (level == Level.ADAPTER ? "::GemmKernel" : "");
            mainloop(named + "::CollectiveMainloop", kernel + "CollectiveMainloop::", at, out);
            out.add(new Probe(named + "::CollectiveEpilogue::SmemLayoutC", kernel + "CollectiveEpilogue::SmemLayoutC{}", Kind.LAYOUT, at, null, null));
            out.add(new Probe(named + "::CollectiveEpilogue::SmemLayoutD", kernel + "CollectiveEpilogue::SmemLayoutD{}", Kind.LAYOUT, at, null, null));
            String key = level == Level.ADAPTER ? kernelOfAdapter(type) : type;
            out.add(new Probe(named + "::SharedStorage", kernel.substring("typename ".length()) + "SharedStorage", Kind.STORAGE, at, key, null));
        }
    }

    /** A mainloop's smem layouts, TiledMMA and gmem TiledCopies; {@code q} is {@code typename X::}. */
    private static void mainloop(String name, String q, int at, List<Probe> out) {
        out.add(new Probe(name + "::SmemLayoutA", q + "SmemLayoutA{}", Kind.LAYOUT, at, null, name));
        out.add(new Probe(name + "::SmemLayoutB", q + "SmemLayoutB{}", Kind.LAYOUT, at, null, name));
        out.add(new Probe(name + "::TiledMma", q + "TiledMma{}", Kind.TILED_MMA, at, null, name));
        out.add(new Probe(name + "::GmemTiledCopyA", q + "GmemTiledCopyA{}", Kind.TILED_COPY, at, null, name));
        out.add(new Probe(name + "::GmemTiledCopyB", q + "GmemTiledCopyB{}", Kind.TILED_COPY, at, null, name));
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
