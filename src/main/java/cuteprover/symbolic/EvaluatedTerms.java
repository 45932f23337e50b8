package cuteprover.symbolic;

import cuteprover.CuteError;
import cuteprover.expr.Calls;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Layout;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values a confirmed counterexample is drawn and described with, read off the world its concrete
 * re-check ran in ({@link World} evaluates each expression once, so these are the values the check
 * used): the violated conjunct's arguments by their text, the results the validity checks derived from
 * them (by the text of the call that computes them, see {@link World#derived}),
 * the layouts a {@code forall} body calls with their arguments at the binders, and the witness indices
 * {@code x}, {@code y} as coordinates of the layout they index.
 */
final class EvaluatedTerms {

    private final World world;
    private final Map<String, Object> terms = new LinkedHashMap<>();

    private EvaluatedTerms(World world) {
        this.world = world;
    }

    /**
     * @param conjunct the violated conjunct (null when not known: nothing is recorded)
     * @param witness  the verdict's values: variables, then coordinates by name
     */
    static Verdict.Evaluated of(World world, Expr conjunct, String checkDescription, Map<String, Long> witness) {
        if (conjunct == null) {
            return Verdict.Evaluated.NONE;
        }
        EvaluatedTerms t = new EvaluatedTerms(world);
        Map<String, String> indexes = Map.of();
        if (conjunct instanceof Expr.Call call) {
            indexes = t.call(call, checkDescription);
        } else if (conjunct instanceof Expr.Forall f) {
            t.forall(f, witness);
        }
        // the subject is the layout x indexes; y is listed only where it indexes the same layout
        String subject = indexes.getOrDefault("x", "");
        Map<String, String> coordinates = new LinkedHashMap<>();
        for (String name : List.of("x", "y")) {
            Long index = witness.get(name);
            Object layout = t.terms.get(subject);
            if (subject.equals(indexes.get(name)) && layout instanceof Layout l && l.isStatic()
                    && index != null && index >= 0 && index < l.size().value()) {
                coordinates.put(name, TupleFormat.format(Coordinates.idx2crd(SymInt.of(index), l.shape())));
            }
        }
        return new Verdict.Evaluated(ExprText.of(conjunct), subject, t.terms, coordinates);
    }

    /**
     * Records the arguments and derived results of a property call; returns, for the witness indices
     * {@code x} and {@code y}, the key of the layout each is an index of.
     */
    private Map<String, String> call(Expr.Call call, String checkDescription) {
        List<String> args = new ArrayList<>();
        for (Expr a : call.args()) {
            args.add(record(a));
        }
        // the algorithm's results the check compared against, as it computed them
        world.derivedResults().forEach(terms::putIfAbsent);
        String first = args.isEmpty() ? "" : args.get(0);
        try {
            switch (call.name()) {
                case "composition_valid":
                    return Map.of("x", args.get(1));   // x is an index of B
                case "complement_valid": {
                    String c = ExprText.call("complement", call.args().get(0), call.args().get(1));
                    // disjoint: x indexes A and y indexes C; ordered: x indexes C; the other checks index (filter(A),C)
                    return checkDescription.startsWith("disjoint:") ? Map.of("x", first, "y", c)
                            : checkDescription.startsWith("ordered:") ? Map.of("x", c) : Map.of();
                }
                case "right_inverse_valid":
                    return Map.of("x", ExprText.call("right_inverse", call.args().get(0)));   // x is an index of R
                case "admissible":
                    return Map.of("x", args.get(1));   // x is an index of the access pattern T
                default:
                    return Map.of("x", first, "y", first);
            }
        } catch (IndexOutOfBoundsException wrongArity) {
            return Map.of();
        }
    }

    /** Each defined layout the body calls, and each argument of those calls, at the binders' witness values. */
    private void forall(Expr.Forall f, Map<String, Long> witness) {
        Map<String, Long> binders = new LinkedHashMap<>();
        for (Expr.Binder b : f.binders()) {
            if (witness.containsKey(b.name())) {
                binders.put(b.name(), witness.get(b.name()));
            }
        }
        World at = world.with(binders);
        List<Expr.Call> calls = Calls.in(f.body());
        for (Expr.Call c : calls) {
            Object callee;
            try {
                callee = at.eval(new Expr.Name(c.name(), c.pos()));
            } catch (CuteError | ArithmeticException | IllegalArgumentException notDefined) {
                continue;   // a function of the language (size, eval, ...), not a defined layout
            }
            if (!(callee instanceof Layout || callee instanceof ComposedLayout)) {
                continue;
            }
            terms.putIfAbsent(c.name(), callee);
            for (Expr a : c.args()) {
                try {
                    terms.putIfAbsent(ExprText.of(a), at.eval(a));
                } catch (CuteError | ArithmeticException | IllegalArgumentException e) {
                    // an argument without a value at the witness: that call is drawn without its coordinate
                }
            }
        }
    }

    /** Records an argument's value (where it has one at the witness) and returns its key. */
    private String record(Expr e) {
        String key = ExprText.of(e);
        try {
            terms.putIfAbsent(key, world.eval(e));
        } catch (CuteError | ArithmeticException | IllegalArgumentException noValue) {
            // a tiler or a type the concrete engine does not evaluate alone: not drawn
        }
        return key;
    }
}
