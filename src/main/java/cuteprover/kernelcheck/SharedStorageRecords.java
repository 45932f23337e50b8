package cuteprover.kernelcheck;

import com.fasterxml.jackson.databind.JsonNode;
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
 * The shared storage a kernel file declares as CuTe's tutorials do: a struct template at namespace scope whose members
 * are {@code ArrayEngine<T, cosize_v<SmemLayoutA>>} or {@code array_aligned<T, cosize_v<SmemLayoutA>>} (inside unions
 * and nested structs too). Each instantiation the file makes gives its layouts (the template arguments the members' {@code
 * cosize_v} name, as the compiler instantiated them) and its {@code sizeof}, which the compiler computes.
 */
final class SharedStorageRecords {

    private static final Pattern COSIZE = Pattern.compile("^(?:cute::)?(?:ArrayEngine|array_aligned)<.*?cosize_v<\\s*([A-Za-z_]\\w*)\\s*>");

    record Found(List<SmemBuffer> buffers, List<SmemStorage> storages) { }

    private SharedStorageRecords() {
    }

    static Found in(JsonNode root, Predicate<String> isMainFile) {
        List<SmemBuffer> buffers = new ArrayList<>();
        List<SmemStorage> storages = new ArrayList<>();
        Map<String, List<Integer>> declaredAt = declarationsByType(root, isMainFile);
        Map<String, Integer> used = new HashMap<>();
        AstWalk.walk(root, isMainFile, (n, namespaces, namespaceScope, mine) -> {
            if (!AstWalk.kind(n).equals("ClassTemplateDecl") || !namespaceScope || !mine) {
                return true;
            }
            List<String> params = new ArrayList<>();
            Map<String, String> memberParam = new LinkedHashMap<>();
            JsonNode primary = null;
            for (JsonNode c : n.path("inner")) {
                String k = AstWalk.kind(c);
                if (k.startsWith("Template") && k.endsWith("ParmDecl") || k.equals("NonTypeTemplateParmDecl")) {
                    params.add(c.path("name").asText(""));
                } else if (k.equals("CXXRecordDecl") && primary == null) {
                    primary = c;
                }
            }
            if (primary == null) {
                return false;
            }
            members(primary, memberParam);
            if (memberParam.isEmpty()) {
                return false;
            }
            String template = String.join("", namespaces.stream().filter(s -> !s.isEmpty()).map(s -> s + "::").toList()) + n.path("name").asText();
            for (JsonNode spec : n.path("inner")) {
                if (!AstWalk.kind(spec).equals("ClassTemplateSpecializationDecl")) {
                    continue;
                }
                List<String> args = new ArrayList<>();
                boolean spellable = true;
                for (JsonNode a : spec.path("inner")) {
                    if (!AstWalk.kind(a).equals("TemplateArgument")) {
                        continue;
                    }
                    if (a.has("type")) {
                        args.add(a.path("type").path("qualType").asText());
                    } else if (a.has("value")) {
                        args.add(a.path("value").asText());
                    } else {
                        spellable = false;
                        args.add("?");
                    }
                }
                int specAt = AstWalk.offset(spec);
                for (Map.Entry<String, String> m : memberParam.entrySet()) {
                    int i = params.indexOf(m.getValue());
                    if (i < 0 || i >= args.size() || !isLayout(args.get(i))) {
                        continue;
                    }
                    String type = args.get(i);
                    String text = CuteTypes.specText(CuteTypes.parse(type), CuteTypes.STATIC_ONLY);
                    // located at the declaration that made the layout (the k-th layout of this type at the k-th one)
                    List<Integer> at = declaredAt.getOrDefault(type, List.of());
                    int k = used.merge(type, 1, Integer::sum) - 1;
                    int offset = at.isEmpty() ? specAt : at.get(Math.min(k, at.size() - 1));
                    buffers.add(new SmemBuffer(m.getValue(), text, offset));
                }
                if (spellable) {
                    storages.add(new SmemStorage(n.path("name").asText(), template + "<" + String.join(", ", args) + ">", specAt));
                }
            }
            return false;
        });
        return new Found(buffers, storages);
    }

    static boolean isLayout(String type) {
        String t = type.startsWith("const ") ? type.substring(6) : type;
        return t.startsWith("cute::Layout<") || t.startsWith("cute::ComposedLayout<");
    }

    /** The members (in nested structs and unions too) whose type is an array sized by {@code cosize_v<P>}: member to P. */
    private static void members(JsonNode record, Map<String, String> out) {
        for (JsonNode c : record.path("inner")) {
            String k = AstWalk.kind(c);
            if (k.equals("FieldDecl")) {
                Matcher m = COSIZE.matcher(c.path("type").path("qualType").asText(""));
                if (m.find()) {
                    out.put(c.path("name").asText(""), m.group(1));
                }
            } else if (k.equals("CXXRecordDecl")) {
                members(c, out);
            }
        }
    }

    /** The user's declarations of a layout ({@code auto sA = ...;}, {@code using SmemLayout = ...;}) by type, in file order. */
    private static Map<String, List<Integer>> declarationsByType(JsonNode root, Predicate<String> isMainFile) {
        Map<String, List<Integer>> out = new HashMap<>();
        AstWalk.walk(root, isMainFile, (n, namespaces, namespaceScope, mine) -> {
            String k = AstWalk.kind(n);
            if (mine && (k.equals("VarDecl") || k.equals("TypeAliasDecl") || k.equals("TypedefDecl"))) {
                String t = AstWalk.type(n);
                if (k.equals("TypeAliasDecl") || k.equals("TypedefDecl")) {
                    t = n.path("type").has("desugaredQualType") ? n.path("type").path("desugaredQualType").asText() : n.path("type").path("qualType").asText();
                }
                t = t.startsWith("const ") ? t.substring(6) : t;
                int at = AstWalk.offset(n);
                List<Integer> seen = out.computeIfAbsent(t, x -> new ArrayList<>());
                if (isLayout(t) && at >= 0 && !seen.contains(at)) {
                    seen.add(at);   // once: a declaration is dumped again in each instantiation of its function
                }
            }
            return true;
        });
        out.values().forEach(l -> l.sort(Integer::compare));
        return out;
    }
}
