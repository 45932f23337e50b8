package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.hw.ModelName;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.layout.Swizzle;
import cuteprover.render.Figure;
import cuteprover.render.Grid;
import cuteprover.render.LayoutPicture;
import cuteprover.render.SwizzlePicture;
import cuteprover.render.TvPicture;
import cuteprover.specfile.DeferredDefinition;
import cuteprover.specfile.Obligation;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Optional;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The layouts a property involves, drawn for the HTML report: every argument of its property calls
 * (and every layout a {@code forall} body calls) that is a layout, a swizzled layout, or a TV layout
 * ({@code covers(TV,S)}, and MMA operand models, are drawn on their tile). Layouts with shape
 * variables are drawn at the smallest sample values that satisfy the obligation's assumptions
 * (tried from 1, powers of two and three times powers of two), said in the caption.
 */
final class HtmlReportPictures {

    /** One layout to draw: its label (definition name or text), a key for de-duplication, and its figure or why not. */
    record Involved(String label, String key, Figure figure, String note) { }

    /** Larger pictures are left to {@code show} (the report stays light). */
    static final long MAX_CELLS = 16384;

    /** Sample assignments already searched, by assumptions and variables (one page asks the same question often). */
    private final Map<String, Optional<Map<String, Long>>> samples = new HashMap<>();

    /**
     * Sample values in the order they are tried: 2..16 (for up to two variables), powers of two and three
     * times powers of two up to 3*4096, and 1 last (a size-1 mode draws a degenerate picture).
     */
    private static long[] samples(int variables) {
        Set<Long> s = new TreeSet<>();
        for (long p = 2; p <= 4096; p *= 2) {
            s.add(p);
            s.add(3 * p);
        }
        s.add(3L);
        if (variables <= 2) {
            for (long k = 2; k <= 16; k++) {
                s.add(k);
            }
        }
        List<Long> order = new ArrayList<>(s);
        order.add(1L);
        return order.stream().mapToLong(Long::longValue).toArray();
    }

    List<Involved> involved(Obligation o) {
        Map<String, Expr> args = new LinkedHashMap<>();
        Map<String, Expr> tiles = new LinkedHashMap<>();
        collect(o.property(), args, tiles, o.definitions());
        List<Involved> out = new ArrayList<>();
        if (args.isEmpty()) {
            return out;
        }
        Set<String> variables = new TreeSet<>();
        Evaluator symbolic = new Evaluator(Decider.CONCRETE, true, o.definitions());
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, Expr> e : args.entrySet()) {
            try {
                Object v = symbolic.evaluate(e.getValue());
                values.put(e.getKey(), v);
                variables.addAll(variables(v));
            } catch (CuteError | ArithmeticException | StackOverflowError ex) {
                values.put(e.getKey(), null);
            }
        }
        for (String name : new ArrayList<>(variables)) {
            if (o.definitions().get(name) instanceof SymInt s && s.isConst()) {
                variables.remove(name);
            }
        }
        for (Expr a : o.assumptions()) {
            names(a, variables, o.definitions());
        }
        Map<String, Long> sample = variables.isEmpty() ? Map.of() : cachedSample(o, new ArrayList<>(variables));
        for (Map.Entry<String, Expr> e : args.entrySet()) {
            String label = e.getKey();
            Object v = values.get(label);
            boolean deferred = o.definitions().get(label) instanceof DeferredDefinition;
            if (v == null && !deferred) {
                continue;
            }
            if (!(v == null || v instanceof Layout || v instanceof ComposedLayout)) {
                continue;
            }
            if (sample == null) {
                out.add(new Involved(label, label + " " + v, null, "symbolic; no sample values within the assumptions were found to draw it"));
                continue;
            }
            try {
                Evaluator concrete = SampleInstances.evaluator(o.definitions(), sample);
                Object c = concrete.evaluate(e.getValue());
                String at = sample.isEmpty() ? "" : " drawn at " + describe(sample);
                out.add(draw(label, c, tiles.containsKey(label) ? concrete.evaluate(tiles.get(label)) : null, at));
            } catch (CuteError | ArithmeticException | IllegalArgumentException ex) {
                out.add(new Involved(label, label + " " + v, null, "not drawn: " + ex.getMessage()));
            }
        }
        return out;
    }

    private static Involved draw(String label, Object v, Object tile, String at) {
        String key = label + " = " + v + (tile == null ? "" : " on " + tile);
        long cells = v instanceof Layout l ? l.size().value() : ((ComposedLayout) v).size().value();
        if (tile instanceof IntTuple t) {
            cells = Math.max(cells, Tuples.product(t).value());
        }
        if (cells > MAX_CELLS) {
            return new Involved(label, key, null, label + " = " + v + at + ": " + cells + " cells, more than the report draws ("
                    + MAX_CELLS + "); cute-prover show --svg FILE draws it");
        }
        Figure f;
        ModelName model = ModelName.parse(label);
        if (v instanceof ComposedLayout c) {
            f = c.outer() instanceof Swizzle ? new SwizzlePicture(c).figure() : LayoutPicture.of(c).figure();
        } else if (tile instanceof IntTuple t) {
            f = TvPicture.of((Layout) v, t).figure();
        } else if (model.kind() == ModelName.Kind.MMA_A || model.kind() == ModelName.Kind.MMA_C) {
            f = TvPicture.colex(label + " on its " + model.rows() + "x" + model.cols() + " tile", (Layout) v,
                    (int) model.rows(), (int) model.cols()).figure();
        } else if (model.kind() == ModelName.Kind.MMA_B) {
            f = TvPicture.rowMajor(label + " on its " + model.rows() + "x" + model.cols() + " tile (k,n)", (Layout) v,
                    (int) model.rows(), (int) model.cols()).figure();
        } else {
            f = Figure.of(LayoutPicture.of((Layout) v).grid().retitled(null));
        }
        Figure titled = new Figure(label.equals(String.valueOf(v)) ? label + at : label + " = " + v + at);
        for (List<Grid> row : f.rows()) {
            titled.row(row.toArray(new Grid[0]));
        }
        f.notes().forEach(titled::note);
        return new Involved(label, key, titled, null);
    }

    private static String describe(Map<String, Long> sample) {
        List<String> parts = new ArrayList<>();
        sample.forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }

    /** The arguments of property calls (by label: the definition name, else the text of the value). */
    private static void collect(Expr e, Map<String, Expr> out, Map<String, Expr> tiles, Map<String, Object> definitions) {
        if (e instanceof Expr.Binary b) {
            collect(b.left(), out, tiles, definitions);
            collect(b.right(), out, tiles, definitions);
        } else if (e instanceof Expr.Unary u) {
            collect(u.operand(), out, tiles, definitions);
        } else if (e instanceof Expr.TupleExpr t) {
            t.elements().forEach(x -> collect(x, out, tiles, definitions));
        } else if (e instanceof Expr.Forall f) {
            collect(f.body(), out, tiles, definitions);
        } else if (e instanceof Expr.Call c) {
            if (definitions.containsKey(c.name())) {
                // a defined layout evaluated at coordinates: the layout itself is involved
                out.putIfAbsent(c.name(), new Expr.Name(c.name(), c.pos()));
            }
            for (int i = 0; i < c.args().size(); i++) {
                Expr a = c.args().get(i);
                if (a instanceof Expr.Name n) {
                    out.putIfAbsent(n.name(), a);
                    if (c.name().equals("covers") && i == 0 && c.args().size() == 2) {
                        tiles.putIfAbsent(n.name(), c.args().get(1));
                    }
                } else if (a instanceof Expr.LayoutExpr || a instanceof Expr.Composed || a instanceof Expr.Call) {
                    String label = "#" + a.pos();
                    out.putIfAbsent(label, a);
                    if (c.name().equals("covers") && i == 0 && c.args().size() == 2) {
                        tiles.putIfAbsent(label, c.args().get(1));
                    }
                    collect(a, out, tiles, definitions);
                }
            }
        }
    }

    private static Set<String> variables(Object v) {
        Set<String> out = new LinkedHashSet<>();
        List<IntTuple> leaves = new ArrayList<>();
        if (v instanceof Layout l) {
            leaves.addAll(l.shape().leaves());
            leaves.addAll(l.stride().leaves());
        } else if (v instanceof ComposedLayout c) {
            leaves.addAll(c.inner().shape().leaves());
            leaves.addAll(c.inner().stride().leaves());
            leaves.addAll(c.offset().leaves());
        }
        for (IntTuple leaf : leaves) {
            if (leaf instanceof SymInt s) {
                out.addAll(s.variables());
            } else if (leaf instanceof ScaledBasis b) {
                out.addAll(b.coeff().variables());
            }
        }
        return out;
    }

    private Map<String, Long> cachedSample(Obligation o, List<String> variables) {
        String key = o.assumptionTexts() + " " + variables;
        return samples.computeIfAbsent(key, k -> Optional.ofNullable(sample(o, variables))).orElse(null);
    }

    /**
     * Each variable in turn takes the smallest sample value that satisfies every assumption conjunct
     * whose variables all have values by then (the usual assumptions, {@code M % 128 == 0},
     * {@code D in {64,128}}, {@code H % Hkv == 0}, are settled this way); null if one cannot.
     */
    private static Map<String, Long> greedySample(Obligation o, List<String> variables) {
        List<Expr> conjuncts = new ArrayList<>();
        for (Expr a : o.assumptions()) {
            conjuncts(a, conjuncts);
        }
        long[] candidates = samples(1);
        Map<String, Long> env = new LinkedHashMap<>();
        for (String v : variables) {
            boolean found = false;
            for (long c : candidates) {
                env.put(v, c);
                if (settled(o, conjuncts, env, variables)) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return null;
            }
        }
        return satisfies(o, env) ? env : null;
    }

    private static void conjuncts(Expr e, List<Expr> out) {
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            conjuncts(b.left(), out);
            conjuncts(b.right(), out);
        } else {
            out.add(e);
        }
    }

    /** The conjuncts whose variables all have values hold. */
    private static boolean settled(Obligation o, List<Expr> conjuncts, Map<String, Long> env, List<String> variables) {
        Evaluator e = SampleInstances.evaluator(o.definitions(), env);
        for (Expr c : conjuncts) {
            Set<String> names = new TreeSet<>();
            names(c, names, o.definitions());
            names.retainAll(variables);
            if (!env.keySet().containsAll(names)) {
                continue;
            }
            try {
                if (!holds(e, c)) {
                    return false;
                }
            } catch (CuteError | ArithmeticException | ClassCastException ex) {
                return false;
            }
        }
        return true;
    }

    /** Free names of an assumption: variables, unless a definition gives them a value. */
    private static void names(Expr e, Set<String> out, Map<String, Object> definitions) {
        if (e instanceof Expr.Name n) {
            Object d = definitions.get(n.name());
            if (d == null || d instanceof SymInt s && !s.isConst()) {
                out.add(n.name());
            }
        } else if (e instanceof Expr.Binary b) {
            names(b.left(), out, definitions);
            names(b.right(), out, definitions);
        } else if (e instanceof Expr.Unary u) {
            names(u.operand(), out, definitions);
        } else if (e instanceof Expr.In in) {
            names(in.value(), out, definitions);
        } else if (e instanceof Expr.TupleExpr t) {
            t.elements().forEach(x -> names(x, out, definitions));
        } else if (e instanceof Expr.Call c) {
            c.args().forEach(x -> names(x, out, definitions));
        }
    }

    /**
     * The first assignment (in order of increasing total) of sample values to the variables that
     * satisfies every assumption of the obligation; null if none (or more than four variables).
     */
    static Map<String, Long> sample(Obligation o, List<String> variables) {
        Map<String, Long> greedy = greedySample(o, variables);
        if (greedy != null) {
            return greedy;
        }
        int k = variables.size();
        if (k > 3) {
            return null;
        }
        long[] candidates = samples(k);
        int n = candidates.length;
        int total = (int) Math.pow(n, k);
        List<long[]> assignments = new ArrayList<>(total);
        int[] digits = new int[k];
        for (int i = 0; i < total; i++) {
            long[] a = new long[k];
            int rest = i;
            for (int j = 0; j < k; j++) {
                digits[j] = rest % n;
                rest /= n;
                a[j] = candidates[digits[j]];
            }
            assignments.add(a);
        }
        // increasing total, a value 1 counting as large (degenerate modes last)
        assignments.sort((x, y) -> {
            long sx = 0;
            long sy = 0;
            for (int j = 0; j < k; j++) {
                sx += x[j] == 1 ? 1 << 20 : x[j];
                sy += y[j] == 1 ? 1 << 20 : y[j];
            }
            return Long.compare(sx, sy);
        });
        for (long[] a : assignments) {
            Map<String, Long> env = new LinkedHashMap<>();
            for (int j = 0; j < k; j++) {
                env.put(variables.get(j), a[j]);
            }
            if (satisfies(o, env)) {
                return env;
            }
        }
        return null;
    }

    private static boolean satisfies(Obligation o, Map<String, Long> env) {
        Evaluator e = SampleInstances.evaluator(o.definitions(), env);
        for (Expr a : o.assumptions()) {
            try {
                if (!holds(e, a)) {
                    return false;
                }
            } catch (CuteError | ArithmeticException | ClassCastException ex) {
                return false;
            }
        }
        return true;
    }

    /** An assumption at concrete values; {@code x in {..}} and {@code x in [lo,hi)} are decided here (the evaluator leaves them to the prover). */
    private static boolean holds(Evaluator e, Expr a) {
        if (a instanceof Expr.Binary b && b.op().equals("&&")) {
            return holds(e, b.left()) && holds(e, b.right());
        }
        if (a instanceof Expr.TupleExpr t && t.grouping() && t.elements().size() == 1) {
            return holds(e, t.elements().get(0));
        }
        if (a instanceof Expr.In in) {
            long v = ((SymInt) e.evaluate(in.value())).value();
            if (in.set() instanceof Expr.SetExpr set) {
                for (Expr x : set.elements()) {
                    if (((SymInt) e.evaluate(x)).value() == v) {
                        return true;
                    }
                }
                return false;
            }
            if (in.set() instanceof Expr.Bracket r && r.elements().size() == 2) {
                long lo = ((SymInt) e.evaluate(r.elements().get(0))).value();
                long hi = ((SymInt) e.evaluate(r.elements().get(1))).value();
                return lo <= v && (r.close().equals("]") ? v <= hi : v < hi);
            }
            return false;
        }
        return Boolean.TRUE.equals(e.evaluate(a));
    }
}
