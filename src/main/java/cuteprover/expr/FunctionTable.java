package cuteprover.expr;

import cuteprover.CuteError;

import java.util.Map;
import java.util.TreeMap;

/**
 * The named functions of the expression language. Each operation family registers its functions
 * in its own class (see {@link Functions}); this table only dispatches and checks arity.
 */
public final class FunctionTable {

    /** One function: evaluates already-evaluated arguments. */
    @FunctionalInterface
    public interface Impl {
        Object apply(Args args);
    }

    record Entry(String name, int minArgs, int maxArgs, String signature, Impl impl) { }

    private final Map<String, Entry> entries = new TreeMap<>();

    public void register(String name, int minArgs, int maxArgs, String signature, Impl impl) {
        if (entries.put(name, new Entry(name, minArgs, maxArgs, signature, impl)) != null) {
            throw new IllegalStateException("function registered twice: " + name);
        }
    }

    Entry lookup(String name, int pos, String source) {
        Entry e = entries.get(name);
        if (e == null) {
            String reason = "unknown function '" + name + "'" + cuteprover.ClosestNames.suggestion(name, entries.keySet());
            throw CuteError.at(pos, reason, source);
        }
        return e;
    }

    public Map<String, String> signatures() {
        Map<String, String> out = new TreeMap<>();
        entries.forEach((k, v) -> out.put(k, v.signature()));
        return out;
    }

    static void checkArity(Entry e, int count, int pos, String source) {
        if (count < e.minArgs() || count > e.maxArgs()) {
            String expected = e.minArgs() == e.maxArgs() ? String.valueOf(e.minArgs()) : e.minArgs() + " to " + e.maxArgs();
            String reason = e.name() + " takes " + expected + " argument(s), got " + count + " (usage: " + e.signature() + ")";
            throw CuteError.at(pos, reason, source);
        }
    }
}
