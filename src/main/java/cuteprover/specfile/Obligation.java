package cuteprover.specfile;

import cuteprover.expr.Expr;
import cuteprover.expr.Values;
import cuteprover.symbolic.Premise;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One property to prove, with everything it depends on: the assumptions in scope and the values
 * of the definitions in scope. {@link #canonicalText()} is what the proof cache hashes. The premises
 * are the assumptions as written, conjunct by conjunct with their positions, for vacuity errors. {@code implicitDomains}:
 * the variables whose domain the tool chose, each with that assumption and why ({@code `k >= 1` (...)}): a C++ integer
 * the file gives no lower bound is a positive size, and a PROVED that needs it says so ({@link ImplicitDomains}).
 */
public record Obligation(SourcePos pos, String name, String propertyText, Expr property,
                         List<String> assumptionTexts, List<Expr> assumptions,
                         Map<String, Object> definitions, boolean expectRefuted, List<Premise> premises,
                         List<String> unreadGuards, Map<String, CompilersType> compilersTypes, Map<String, String> implicitDomains) {

    public Obligation {
        assumptionTexts = List.copyOf(assumptionTexts);
        assumptions = List.copyOf(assumptions);
        definitions = Map.copyOf(definitions);
        premises = List.copyOf(premises);
        unreadGuards = List.copyOf(unreadGuards);
        compilersTypes = Map.copyOf(compilersTypes);
        implicitDomains = Map.copyOf(implicitDomains);
    }

    /** An obligation none of whose variables has a domain the tool chose. */
    public Obligation(SourcePos pos, String name, String propertyText, Expr property, List<String> assumptionTexts,
                      List<Expr> assumptions, Map<String, Object> definitions, boolean expectRefuted, List<Premise> premises,
                      List<String> unreadGuards, Map<String, CompilersType> compilersTypes) {
        this(pos, name, propertyText, property, assumptionTexts, assumptions, definitions, expectRefuted, premises, unreadGuards,
                compilersTypes, Map.of());
    }

    /** An obligation of no kernel file's declarations with compiler types. */
    public Obligation(SourcePos pos, String name, String propertyText, Expr property, List<String> assumptionTexts,
                      List<Expr> assumptions, Map<String, Object> definitions, boolean expectRefuted, List<Premise> premises,
                      List<String> unreadGuards) {
        this(pos, name, propertyText, property, assumptionTexts, assumptions, definitions, expectRefuted, premises, unreadGuards, Map.of());
    }

    /**
     * An obligation all of whose guards read. {@code unreadGuards}: the guards in scope that leave the function but did
     * not read ({@code if (Gemm_M % 128) return;} where Gemm_M's declaration failed), with where and why: a counterexample
     * may violate one, so it is not shown as REFUTED.
     */
    public Obligation(SourcePos pos, String name, String propertyText, Expr property, List<String> assumptionTexts,
                      List<Expr> assumptions, Map<String, Object> definitions, boolean expectRefuted, List<Premise> premises) {
        this(pos, name, propertyText, property, assumptionTexts, assumptions, definitions, expectRefuted, premises, List.of());
    }

    /** An obligation whose assumptions are named by their normal form in vacuity errors (no source positions). */
    public Obligation(SourcePos pos, String name, String propertyText, Expr property, List<String> assumptionTexts,
                      List<Expr> assumptions, Map<String, Object> definitions, boolean expectRefuted) {
        this(pos, name, propertyText, property, assumptionTexts, assumptions, definitions, expectRefuted, Premise.of(assumptions));
    }

    /** A stable display name: the given name, else the property text. */
    public String label() {
        return name != null ? name : propertyText;
    }

    /** The obligation as text: property, assumptions and every definition's value, sorted. */
    public String canonicalText() {
        return canonicalText(Values::format);
    }

    /** The same with a given formatter of values (the proof cache memoizes it: scopes share their values). */
    public String canonicalText(java.util.function.Function<Object, String> format) {
        StringBuilder sb = new StringBuilder();
        sb.append("property ").append(propertyText).append('\n');
        sb.append("expect ").append(expectRefuted ? "refuted" : "proved").append('\n');
        for (String a : assumptionTexts) {
            sb.append("assume ").append(a).append('\n');
        }
        for (String g : unreadGuards) {
            sb.append("unread guard ").append(g).append('\n');
        }
        new TreeMap<>(definitions).forEach((k, v) -> sb.append("let ").append(k).append(" = ").append(format.apply(v)).append('\n'));
        new TreeMap<>(compilersTypes).forEach((k, t) -> sb.append("type ").append(k).append(" = ").append(t.type()).append('\n'));
        new TreeMap<>(implicitDomains).forEach((k, why) -> sb.append("implicit ").append(k).append(": ").append(why).append('\n'));
        return sb.toString();
    }
}
