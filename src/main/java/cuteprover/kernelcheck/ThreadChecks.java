package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;
import cuteprover.CuteError;
import cuteprover.cxx.CuteTypes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code threads} family: at each launch of a kernel in the file ({@code kernel<<<grid, block, ...>>>(..., mma,
 * ...)}), every TiledMMA and TiledCopy passed to it has threads that the block holds a whole number of times:
 * {@code size(mma) <= B && B % size(mma) == 0}, B the block's threads (x*y*z). Equal in the tutorials' kernels; several
 * copies where warp groups each run the whole MMA (CUTLASS's ping-pong). A TiledMMA of 256 threads launched with 128
 * leaves half its fragments unwritten and is refuted.
 * <p>
 * B is read only where the compiler fixed it: an integer literal or a CuTe static integer ({@code size(mma)} is a
 * {@code C<128>}) in the launch or in the {@code dim3} it names, that variable read nowhere else (nothing may change
 * it between). A block computed at run time gets no property here (the kernel interpreter's ground, not this family's).
 */
public final class ThreadChecks {

    private static final Pattern STATIC_INT = Pattern.compile("^(?:const )?cute::C<(\\d+)>$");

    private ThreadChecks() {
    }

    static List<AutoProperty> of(JsonNode ast, Predicate<String> isMainFile, LetNames letName) {
        Map<String, JsonNode> vars = new HashMap<>();
        Map<String, Integer> references = new HashMap<>();
        Map<String, Integer> referencesInConfigs = new HashMap<>();
        List<JsonNode> launches = new ArrayList<>();
        AstWalk.walk(ast, isMainFile, (n, namespaces, namespaceScope, mine) -> {
            String k = AstWalk.kind(n);
            if (k.equals("VarDecl")) {
                vars.put(n.path("id").asText(), n);
            } else if (k.equals("DeclRefExpr")) {
                references.merge(n.path("referencedDecl").path("id").asText(), 1, Integer::sum);
            } else if (k.equals("CUDAKernelCallExpr") && mine) {
                launches.add(n);
                countReferences(n.path("inner").path(1), referencesInConfigs);
            }
            return true;
        });
        List<AutoProperty> out = new ArrayList<>();
        Map<String, Integer> named = new HashMap<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (JsonNode launch : launches) {
            JsonNode config = launch.path("inner").path(1);
            if (!AstWalk.kind(config).equals("CallExpr") || config.path("inner").size() < 3) {
                continue;
            }
            Long block = blockThreads(config.path("inner").path(2), vars, references, referencesInConfigs);
            int at = begin(launch);
            for (int i = 2; i < launch.path("inner").size(); i++) {
                JsonNode arg = launch.path("inner").path(i);
                String type = AstWalk.type(arg).replaceFirst("^const ", "").replaceFirst("\\s*&$", "");
                boolean mma = type.startsWith("cute::TiledMMA<");
                if (!mma && !type.startsWith("cute::TiledCopy<")) {
                    continue;
                }
                String argName = argumentName(arg, i - 1);
                if (!seen.add(at + " " + argName + " " + type + " " + block)) {
                    continue;   // one launch in two instantiations of its function with the same types: checked once
                }
                int k = named.merge(argName, 1, Integer::sum);
                String name = "block_threads(" + argName + (k == 1 ? "" : "#" + k) + ")";
                if (block == null) {
                    continue;   // a block size the compiler does not fix: not this family's to read
                }
                String value;
                try {
                    value = CuteTypes.specText(CuteTypes.parse(type), CuteTypes.STATIC_ONLY);
                } catch (CuteError e) {
                    out.add(AutoProperty.notCheckable(name, at, "the " + (mma ? "TiledMMA " : "TiledCopy ") + argName
                            + " does not read: " + e.getMessage()));
                    continue;
                }
                String let = letName.of(argName, value);
                String blockLet = letName.fresh("block_threads");
                Map<String, String> defs = new LinkedHashMap<>();
                defs.put(let, value);
                defs.put(blockLet, Long.toString(block));
                out.add(new AutoProperty(name, defs, "size(" + let + ") <= " + blockLet + " && " + blockLet + " % size(" + let + ") == 0",
                        at, null));
            }
        }
        return out;
    }

    /** The threads of a launch's block argument where the compiler fixed them, else null. */
    private static Long blockThreads(JsonNode block, Map<String, JsonNode> vars, Map<String, Integer> references,
                                     Map<String, Integer> inConfigs) {
        JsonNode n = bare(block);
        if (AstWalk.kind(n).equals("CXXConstructExpr") && n.path("inner").size() == 1
                && AstWalk.kind(bare(n.path("inner").path(0))).equals("DeclRefExpr")) {
            n = bare(n.path("inner").path(0));   // the copy of a dim3 variable
        }
        if (AstWalk.kind(n).equals("DeclRefExpr")) {
            String id = n.path("referencedDecl").path("id").asText();
            JsonNode var = vars.get(id);
            if (var == null || !references.get(id).equals(inConfigs.get(id)) || var.path("inner").size() != 1) {
                return null;   // a dim3 read elsewhere too: something may change it before the launch
            }
            n = bare(var.path("inner").path(0));
        }
        if (!AstWalk.kind(n).equals("CXXConstructExpr") || !AstWalk.type(n).equals("dim3")) {
            Long single = staticInt(n);
            return single;
        }
        long threads = 1;
        for (JsonNode a : n.path("inner")) {
            Long v = staticInt(a);
            if (v == null) {
                return null;
            }
            threads = Math.multiplyExact(threads, v);
        }
        return threads;
    }

    /** An integer the compiler fixed: a literal, a folded constant, or a CuTe static integer's conversion. */
    private static Long staticInt(JsonNode e) {
        JsonNode n = bare(e);
        String k = AstWalk.kind(n);
        if (k.equals("IntegerLiteral") || k.equals("ConstantExpr") && n.has("value")) {
            try {
                return Long.parseLong(n.path("value").asText());
            } catch (NumberFormatException x) {
                return null;
            }
        }
        Matcher m = STATIC_INT.matcher(AstWalk.type(n));
        return m.matches() ? Long.parseLong(m.group(1)) : null;
    }

    /** Without the wrappers that keep a value: casts, temporaries, parentheses, a conversion operator's call. */
    private static JsonNode bare(JsonNode n) {
        while (true) {
            String k = AstWalk.kind(n);
            if (STATIC_INT.matcher(AstWalk.type(n)).matches()) {
                return n;
            }
            if ((k.equals("ImplicitCastExpr") || k.equals("MaterializeTemporaryExpr") || k.equals("ParenExpr")
                    || k.equals("ExprWithCleanups") || k.equals("CXXDefaultArgExpr") || k.equals("CXXBindTemporaryExpr")
                    || k.equals("CXXFunctionalCastExpr") && n.path("inner").size() == 1)
                    && n.path("inner").size() == 1) {
                n = n.path("inner").path(0);
            } else if (k.equals("CXXMemberCallExpr") && n.path("inner").size() == 1
                    && n.path("inner").path(0).path("name").asText("").startsWith("operator")) {
                n = n.path("inner").path(0).path("inner").path(0);   // C<128>'s operator int
            } else {
                return n;
            }
        }
    }

    private static void countReferences(JsonNode n, Map<String, Integer> out) {
        if (AstWalk.kind(n).equals("DeclRefExpr")) {
            out.merge(n.path("referencedDecl").path("id").asText(), 1, Integer::sum);
        }
        for (JsonNode c : n.path("inner")) {
            countReferences(c, out);
        }
    }

    private static String argumentName(JsonNode arg, int index) {
        JsonNode n = arg;
        for (int i = 0; i < 4 && n.path("inner").size() == 1 && !AstWalk.kind(n).equals("DeclRefExpr"); i++) {
            n = n.path("inner").path(0);
        }
        return AstWalk.kind(n).equals("DeclRefExpr") ? n.path("referencedDecl").path("name").asText("argument " + index)
                : "argument " + index;
    }

    private static int begin(JsonNode n) {
        JsonNode b = n.path("range").path("begin");
        b = b.has("expansionLoc") ? b.path("expansionLoc") : b;
        return b.has("offset") ? b.path("offset").asInt() : -1;
    }
}
