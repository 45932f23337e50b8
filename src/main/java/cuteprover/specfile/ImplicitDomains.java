package cuteprover.specfile;

import cuteprover.expr.Expr;
import cuteprover.symbolic.Premise;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The domains the tool chose for variables the user never bounded (a C++ {@code int} parameter whose caller the file
 * does not show is a positive size). A PROVED that holds only under such a choice says so: the property is proved again
 * with each such variable widened to every {@code int} from {@code INT_MIN} up, and where that proof fails, the
 * assumption it needed is a warning on the PROVED ({@code assert(k_tile_count >= 1)} holds only because {@code
 * k_tile_count} was taken as positive), in every report.
 */
final class ImplicitDomains {

    /** The widest domain tried: C++'s {@code int}, whose parameters are what the tool takes as positive sizes. */
    private static final long INT_MIN = Integer.MIN_VALUE;

    private ImplicitDomains() {
    }

    /** Of the scope's tool-chosen domains, those of the variables the property or its assumptions read. */
    static Map<String, String> read(Map<String, String> implicitDomains, Expr property, List<Expr> assumptions) {
        if (implicitDomains.isEmpty()) {
            return Map.of();
        }
        Set<String> names = new java.util.HashSet<>(NameCheck.unknownNames(property).keySet());
        for (Expr a : assumptions) {
            names.addAll(NameCheck.unknownNames(a).keySet());
        }
        Map<String, String> out = new LinkedHashMap<>();
        implicitDomains.forEach((name, why) -> {
            if (names.contains(name)) {
                out.put(name, why);
            }
        });
        return out;
    }

    /** {@code proved}, with a warning for each tool-chosen domain the proof needs; any other outcome as it is. */
    static Outcome noted(Obligation o, Outcome proved, ObligationProver prover) {
        if (proved.status() != Outcome.Status.PROVED || o.implicitDomains().isEmpty()) {
            return proved;
        }
        Set<String> all = o.implicitDomains().keySet();
        if (holdsWidened(o, all, prover)) {
            return proved;
        }
        List<String> needed = new ArrayList<>();
        if (all.size() > 1) {
            for (String name : all) {
                if (!holdsWidened(o, Set.of(name), prover)) {
                    needed.add(name);
                }
            }
        }
        if (needed.isEmpty()) {
            needed.addAll(all);   // one variable, or needed together rather than one by one
        }
        List<String> warnings = new ArrayList<>(proved.warnings());
        for (String name : needed) {
            warnings.add("proved only under an assumption the tool added: " + o.implicitDomains().get(name)
                    + "; with it below 1 the property is not proved");
        }
        return new Outcome(proved.status(), proved.headline(), proved.details(), proved.millis(), proved.cached(),
                proved.satisfiedBy(), warnings, proved.violation(), proved.witness());
    }

    /** Whether the property is still PROVED with {@code names} ranging over every int from INT_MIN. */
    private static boolean holdsWidened(Obligation o, Set<String> names, ObligationProver prover) {
        List<Expr> assumptions = new ArrayList<>(o.assumptions());
        List<String> texts = new ArrayList<>(o.assumptionTexts());
        List<Premise> premises = new ArrayList<>(o.premises());
        for (String name : names) {
            Expr bound = new Expr.Binary(">=", new Expr.Name(name, 0), new Expr.Num(INT_MIN, 0), 0);
            String text = name + " >= " + INT_MIN;
            assumptions.add(bound);
            texts.add(text);
            premises.add(new Premise(bound, text, "the widened domain"));
        }
        Obligation widened = new Obligation(o.pos(), o.name(), o.propertyText(), o.property(), texts, assumptions, o.definitions(),
                o.expectRefuted(), premises, o.unreadGuards(), o.compilersTypes(), Map.of());
        try {
            return prover.prove(widened).status() == Outcome.Status.PROVED;
        } catch (RuntimeException e) {
            return false;   // not shown to hold without the assumption: it is named
        }
    }
}
