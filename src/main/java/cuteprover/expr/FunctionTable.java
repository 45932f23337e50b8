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

    /**
     * How a function's definedness reaches the prover. Every function is defined only where the concrete
     * engine accepts its arguments; the prover must know where that is for symbolic arguments too.
     */
    public enum Contract {
        /**
         * The default: a call with symbolic arguments is asked of the concrete engine at every value the
         * assumptions allow (a finite set) and is UNKNOWN otherwise, so that a function added without
         * a contract can never give a PROVED over a value that does not exist.
         */
        ENUMERATED,
        /**
         * The function states its refusals for symbolic arguments itself, through its {@link cuteprover.layout.Decider}:
         * requirements, shapes of the layouts it builds, results it cannot check, branch questions; any other
         * refusal depends on its arguments' kinds only. The registry's property test holds it to that.
         */
        DECLARED
    }

    record Entry(String name, int minArgs, int maxArgs, String signature, Impl impl, Contract contract) { }

    private final Map<String, Entry> entries = new TreeMap<>();

    public void register(String name, int minArgs, int maxArgs, String signature, Impl impl) {
        if (entries.put(name, new Entry(name, minArgs, maxArgs, signature, impl, Contract.ENUMERATED)) != null) {
            throw new IllegalStateException("function registered twice: " + name);
        }
    }

    /** Marks registered functions as stating their own definedness ({@link Contract#DECLARED}). */
    public void declared(String... names) {
        for (String name : names) {
            Entry e = entries.get(name);
            if (e == null) {
                throw new IllegalStateException("no function " + name + " to declare a contract for");
            }
            entries.put(name, new Entry(e.name(), e.minArgs(), e.maxArgs(), e.signature(), e.impl(), Contract.DECLARED));
        }
    }

    /** Every function's contract, by name (the registry's property test enumerates them). */
    public Map<String, Contract> contracts() {
        Map<String, Contract> out = new TreeMap<>();
        entries.forEach((k, v) -> out.put(k, v.contract()));
        return out;
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
