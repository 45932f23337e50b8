package cuteprover.tuple;

import java.util.Map;
import java.util.Set;

/** A known integer. Small values are cached because the concrete engine makes many of them. */
public record Const(long value) implements SymInt {

    private static final int CACHE_LOW = -128;
    private static final int CACHE_HIGH = 4096;
    private static final Const[] CACHE = new Const[CACHE_HIGH - CACHE_LOW + 1];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Const(i + CACHE_LOW);
        }
    }

    static final Const ZERO = of(0);
    static final Const ONE = of(1);

    public static Const of(long v) {
        if (v >= CACHE_LOW && v <= CACHE_HIGH) {
            return CACHE[(int) (v - CACHE_LOW)];
        }
        return new Const(v);
    }

    @Override
    public boolean isConst() {
        return true;
    }

    @Override
    public Set<String> variables() {
        return Set.of();
    }

    @Override
    public SymInt substitute(Map<String, ? extends SymInt> values) {
        return this;
    }

    @Override
    public long evaluate(Map<String, Long> env) {
        return value;
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}
