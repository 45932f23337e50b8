package cuteprover.expr;

import cuteprover.CuteError;
import cuteprover.expr.Expr.Basis;
import cuteprover.expr.Expr.Binary;
import cuteprover.expr.Expr.Bracket;
import cuteprover.expr.Expr.Call;
import cuteprover.expr.Expr.LayoutExpr;
import cuteprover.expr.Expr.Name;
import cuteprover.expr.Expr.Num;
import cuteprover.expr.Expr.TupleExpr;
import cuteprover.expr.Expr.Unary;
import cuteprover.layout.Coordinates;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.ScaledBasis;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Evaluates expressions to values: {@link Layout}, {@link IntTuple} (integers and tuples),
 * {@link Tiler}, {@link Boolean}, and the values of the operation families (swizzles, composed
 * layouts, ...). The same evaluator serves the concrete engine ({@link Decider#CONCRETE}, names must
 * be defined) and the symbolic one (free names become shape variables, branches go to Z3).
 */
public final class Evaluator {

    /** The marker value of {@code _} in a slicing coordinate. */
    public enum Free { FREE; @Override public String toString() { return "_"; } }

    /** A coordinate tuple containing {@code _} somewhere: an argument for slicing. */
    public record SliceCoord(List<Object> elements) {

        /** A coordinate of these entries: a SliceCoord while one holds _, else the tuple of integers (select of one). */
        static Object of(List<Object> entries) {
            List<IntTuple> integers = new ArrayList<>();
            for (Object e : entries) {
                if (!(e instanceof IntTuple t)) {
                    return new SliceCoord(entries);
                }
                integers.add(t);
            }
            return new cuteprover.tuple.Tuple(integers);
        }

        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            for (Object o : elements) {
                parts.add(Values.format(o));
            }
            return "(" + String.join(",", parts) + ")";
        }
    }

    private final Decider decider;
    private final boolean variablesAllowed;
    private final Map<String, Object> definitions;
    private String source = "";

    public Evaluator(Decider decider, boolean variablesAllowed, Map<String, Object> definitions) {
        this.decider = decider;
        this.variablesAllowed = variablesAllowed;
        this.definitions = definitions;
    }

    /** The concrete engine with no definitions: what {@code eval} uses. */
    public static Evaluator concrete() {
        return new Evaluator(Decider.CONCRETE, false, Map.of());
    }

    public Decider decider() {
        return decider;
    }

    /** Parses and evaluates one line of text. */
    public Object evaluate(String text) {
        this.source = text;
        return evaluate(Parser.parse(text));
    }

    /** Evaluates an already parsed expression; {@code sourceText} is quoted in error messages. */
    public Object evaluate(Expr e, String sourceText) {
        this.source = sourceText;
        return evaluate(e);
    }

    public Object evaluate(Expr e) {
        try {
            return observed(eval(e));
        } catch (ArithmeticException ex) {
            if (ex.getMessage() != null && ex.getMessage().contains("by zero")) {
                throw new CuteError(ex.getMessage() + (source.isEmpty() ? "" : " in \"" + source + "\""));
            }
            throw new CuteError("integer overflow: " + (ex.getMessage() == null ? "" : ex.getMessage() + " ")
                    + "while evaluating \"" + source + "\" (values must fit in 64 bits)");
        }
    }

    private CuteError error(Expr at, String message) {
        return CuteError.at(at.pos(), message, source);
    }

    /** Reports the layouts a value carries with symbolic shape entries to the decider (the prover checks they are >= 1). */
    private Object observed(Object v) {
        for (Layout l : CarriedLayouts.of(v)) {
            if (!l.isStatic()) {
                decider.built(l);
            }
        }
        return v;
    }

    private Object eval(Expr e) {
        if (e instanceof LayoutExpr || e instanceof Name || e instanceof Call) {
            return observed(evalNode(e));
        }
        return evalNode(e);
    }

    private Object evalNode(Expr e) {
        if (e instanceof Num n) {
            return SymInt.of(n.value());
        } else if (e instanceof Name n) {
            return name(n);
        } else if (e instanceof Expr.Underscore) {
            return Free.FREE;
        } else if (e instanceof TupleExpr t) {
            return tuple(t);
        } else if (e instanceof Bracket b) {
            return tiler(b);
        } else if (e instanceof LayoutExpr l) {
            return new Layout(intTuple(l.shape(), "shape"), intTuple(l.stride(), "stride"));
        } else if (e instanceof Basis b) {
            // c@s@m (CuTe's print of E<m,s> * c) parses as (c@s)@m: the inner element moves under mode m.
            if (b.coeff() instanceof Basis inner) {
                Object v = evaluate(inner);
                return ((ScaledBasis) v).under(b.mode());
            }
            return new ScaledBasis(integer(b.coeff()), b.mode());
        } else if (e instanceof Call c) {
            return call(c);
        } else if (e instanceof Binary b) {
            return binary(b);
        } else if (e instanceof Unary u) {
            return unary(u);
        } else if (e instanceof Expr.CuteType t) {
            try {
                return cuteprover.atom.Atoms.value(StaticTypeNames.substitute(t.text(), definitions,
                        text -> new Evaluator(decider, variablesAllowed, definitions).evaluate(text)));
            } catch (CuteError ex) {
                throw error(e, ex.getMessage());
            }
        } else if (e instanceof Expr.SwizzleExpr s) {
            return Extensions.swizzle(s, this);
        } else if (e instanceof Expr.Composed c) {
            return Extensions.composed(c, this);
        } else if (e instanceof Expr.SetExpr) {
            throw error(e, "a set {...} is only allowed after 'in'");
        } else if (e instanceof Expr.In) {
            throw error(e, "'in' is only allowed in assumptions and properties");
        }
        throw error(e, "forall is only allowed in properties (use prove)");
    }

    private Object name(Name n) {
        Object v = definitions.get(n.name());
        if (v instanceof CppStruct struct && struct.templateParameters().isEmpty()) {
            return instantiate(struct, List.of(), n);   // sizeof(SharedStorage) of a struct without template parameters
        }
        if (v != null) {
            return v;
        }
        if (n.name().equals("true") || n.name().equals("false")) {
            return Boolean.valueOf(n.name());   // static constexpr bool IsFoo = true;
        }
        if (variablesAllowed) {
            return SymInt.var(n.name());
        }
        throw error(n, "unknown name '" + n.name() + "' (symbolic sizes need prove, not eval)");
    }

    private Object tuple(TupleExpr t) {
        List<Object> items = new ArrayList<>(t.elements().size());
        boolean anyFree = false;
        boolean allLayouts = !t.elements().isEmpty();
        for (Expr x : t.elements()) {
            Object v = eval(x);
            items.add(v);
            anyFree |= v instanceof Free || v instanceof SliceCoord;
            allLayouts &= v instanceof Layout;
        }
        if (anyFree) {
            return new SliceCoord(items);
        }
        if (allLayouts) {
            List<Layout> modes = new ArrayList<>();
            for (Object v : items) {
                modes.add((Layout) v);
            }
            return Layout.concat(modes);
        }
        List<IntTuple> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof IntTuple it)) {
                throw error(t.elements().get(i), "a tuple entry must be an integer or a tuple, got " + Values.describe(items.get(i)));
            }
            out.add(it);
        }
        return new Tuple(out);
    }

    private Object tiler(Bracket b) {
        if (!b.close().equals("]")) {
            throw error(b, "a half-open range is only allowed in forall and 'in'");
        }
        List<Layout> modes = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        for (Expr x : b.elements()) {
            values.add(eval(x));
        }
        if (values.stream().anyMatch(v -> v instanceof Free)) {
            // make_tile(_, L, 16): a tile that keeps a mode whole, as a TiledMMA's permutation may; the
            // functions that take such a tile (make_tiled_mma) read its entries, the others refuse it
            return new SliceCoord(values);
        }
        List<cuteprover.layout.TileTree> tree = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Expr x = b.elements().get(i);
            Object v = values.get(i);
            if (v instanceof Layout l) {
                modes.add(l);
                tree.add(new cuteprover.layout.TileTree.Leaf(l));
            } else if (v instanceof IntTuple t) {
                modes.add(Layout.compact(t));
                tree.add(cuteprover.layout.TileTree.ofShape(t));
            } else if (v instanceof Tiler inner) {
                // make_tile(make_tile(L1, L2), L3): the inner tiler tiles the sub-modes of its mode
                modes.add(Layout.concat(inner.modes()));
                tree.add(new cuteprover.layout.TileTree.Modes(inner.tree()));
            } else {
                throw error(x, "a tiler entry must be a layout, a shape or a tiler, got " + Values.describe(v));
            }
        }
        return new Tiler(modes, tree);
    }

    IntTuple intTuple(Expr e, String role) {
        Object v = eval(e);
        if (v instanceof IntTuple t) {
            return t;
        }
        throw error(e, "the " + role + " must be an integer or a tuple, got " + Values.describe(v));
    }

    SymInt integer(Expr e) {
        Object v = eval(e);
        if (v instanceof SymInt s) {
            return s;
        }
        throw error(e, "expected an integer, got " + Values.describe(v));
    }

    private Object call(Call c) {
        if (c.name().equals("conditional_return") && c.args().size() == 3 && !definitions.containsKey(c.name())) {
            // c ? a : b: only the chosen branch is evaluated, as in C++
            return bool(c.args().get(0)) ? eval(c.args().get(1)) : eval(c.args().get(2));
        }
        int dot = c.name().lastIndexOf('.');
        if (dot > 0 && definitions.get(c.name().substring(0, dot)) instanceof CppStruct.Instance storage && c.args().isEmpty()) {
            // shared_storage.tensor_sA(): the member function's return expression, its template parameters bound
            Expr body = storage.struct().memberFunctions().get(c.name().substring(dot + 1));
            if (body == null) {
                throw error(c, storage + " has no member function " + c.name().substring(dot + 1) + "() read here (read: "
                        + String.join(", ", new java.util.TreeSet<>(storage.struct().memberFunctions().keySet())) + ")");
            }
            Map<String, Object> bound = new java.util.HashMap<>(definitions);
            bound.putAll(storage.bindings());
            return new Evaluator(decider, variablesAllowed, bound).evaluate(body);
        }
        // L2(2) of a let L2 = (N/2):(2): the let is used, and it must be a layout wherever it is
        Object defined = observed(definitions.get(c.name()));
        if (defined instanceof SymInt value && c.args().isEmpty()) {
            return value;   // cute::block_rank_in_cluster(): a value the launch defines, called as C++ calls it
        }
        if (defined instanceof CppStruct struct) {
            return instantiate(struct, c.args(), c);   // SharedStorage<half_t, half_t, decltype(sA), decltype(sB)>
        }
        if (defined instanceof Layout layout) {
            return evaluateAt(layout, c);
        }
        if (defined instanceof cuteprover.layout.ComposedLayout composed) {
            return Extensions.callDefined(composed, c, this);
        }
        if (defined instanceof cuteprover.layout.Slicing.Sliced && !c.args().isEmpty()) {
            // tCsA(i) for a let bound to a partition or tile: read as the tensor is, eval(tCsA, i)
            Expr coord = c.args().size() == 1 ? c.args().get(0) : new Expr.TupleExpr(c.args(), false, c.pos());
            return call(new Call("eval", List.of(new Expr.Name(c.name(), c.pos()), coord), c.pos()));
        }
        if (defined instanceof CppStruct.Instance instance) {
            // C++ too: after `using SharedStorage = SharedStorage<...>;` the name is that type, no longer the template
            throw error(c, "'" + c.name() + "' names the type " + instance + " here (a using declaration), not a template or"
                    + " function: write sizeof(" + c.name() + ")");
        }
        FunctionTable.Entry entry = Functions.TABLE.lookup(c.name(), c.pos(), source);
        List<Object> values = new ArrayList<>(c.args().size());
        for (Expr a : c.args()) {
            values.add(eval(a));
        }
        List<Expr> exprs = c.args();
        if (!values.isEmpty() && values.get(0) instanceof ThreadSlice slice) {
            // thr_mma.partition_C(gC) is partition_C(tiled_mma, gC, thread); thr_copy.retile_D(r) is retile_D(tiled_copy, r)
            values.set(0, slice.tiled());
            if (values.size() + 1 <= entry.maxArgs()) {
                values.add(slice.thread());
                exprs = new ArrayList<>(exprs);
                exprs.add(c.args().get(0));
            }
        }
        FunctionTable.checkArity(entry, values.size(), c.pos(), source);
        if (TENSOR_LAYOUT_OPERATIONS.contains(c.name()) && !values.isEmpty()
                && values.get(0) instanceof cuteprover.layout.Slicing.Sliced tensor && tensor.layout() instanceof Layout layout) {
            // zipped_divide(tensor, tiler) and its kin: CuTe's make_tensor(tensor.data(), op(tensor.layout())), the offset kept
            values.set(0, layout);
            Object result = apply(entry, values, exprs);
            return result instanceof Layout l ? new cuteprover.layout.Slicing.Sliced(tensor.offset(), l) : result;
        }
        return apply(entry, values, exprs);
    }

    /**
     * A registered function on evaluated arguments. One without a declared contract, called with symbolic
     * arguments, is handed to the decider as a result whose existence the concrete engine decides at each
     * allowed value ({@link FunctionTable.Contract#ENUMERATED}).
     */
    private Object apply(FunctionTable.Entry entry, List<Object> values, List<Expr> exprs) {
        Object result = entry.impl().apply(new Args(entry.name(), values, exprs, this));
        if (entry.contract() == FunctionTable.Contract.ENUMERATED && FreeVariables.any(values)) {
            List<Object> inputs = List.copyOf(values);
            decider.unchecked(new cuteprover.layout.Unchecked(entry.name(), inputs, result,
                    instantiated -> entry.impl().apply(new Args(entry.name(), new ArrayList<>(instantiated), exprs,
                            new Evaluator(Decider.CONCRETE, false, definitions)))));
        }
        return result;
    }

    /** The operations that CuTe applies to a tensor's layout, keeping its data pointer. */
    private static final Set<String> TENSOR_LAYOUT_OPERATIONS = Set.of("logical_divide", "zipped_divide", "tiled_divide",
            "flat_divide", "coalesce", "flatten", "group_modes", "select", "take", "composition", "logical_product", "zipped_product",
            "tiled_product", "flat_product", "blocked_product", "raked_product", "append", "prepend");

    /**
     * A struct with its template arguments: each member's bytes and alignment, its element type and count read with the
     * parameters bound to the arguments (CuTe's arrays aligned to 16 bytes at least, an alignas raising it).
     */
    private CppStruct.Instance instantiate(CppStruct struct, List<Expr> args, Expr at) {
        if (args.size() != struct.templateParameters().size()) {
            throw error(at, struct + " takes " + struct.templateParameters().size() + " template arguments, got " + args.size());
        }
        Map<String, Object> bound = new java.util.HashMap<>(definitions);
        Map<String, Object> bindings = new java.util.LinkedHashMap<>();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Object value = eval(args.get(i));
            bound.put(struct.templateParameters().get(i), value);
            bindings.put(struct.templateParameters().get(i), value);
            texts.add(Values.format(value));
        }
        Evaluator inner = new Evaluator(decider, variablesAllowed, bound);
        List<CppStruct.Placed> placed = new ArrayList<>();
        for (CppStruct.Member m : struct.members()) {
            if (m.nested() != null) {
                // a struct or union member: laid out itself, with the same template arguments
                CppStruct.Instance nested = inner.instantiate(m.nested(), List.of(), at);
                try {
                    placed.add(new CppStruct.Placed(m.name(), nested.size(), Math.max(m.alignas(), nested.alignment()), null));
                } catch (CuteError e) {
                    placed.add(new CppStruct.Placed(m.name(), 0, 1, "of a member not read: " + e.getMessage()));
                }
                continue;
            }
            try {
                placed.add(m.unreadable() != null ? new CppStruct.Placed(m.name(), 0, 1, m.unreadable()) : inner.member(m));
            } catch (CuteError e) {
                placed.add(new CppStruct.Placed(m.name(), 0, 1, "of a type not read here (" + e.getMessage() + ")"));
            }
        }
        return new CppStruct.Instance(struct, String.join(", ", texts), bindings, placed);
    }

    private CppStruct.Placed member(CppStruct.Member m) {
        Object type = evaluate(m.elementType());
        if (!(type instanceof cuteprover.atom.ElementTypeName element)) {
            return new CppStruct.Placed(m.name(), 0, 1, "of " + Values.describe(type) + ", not an element type");
        }
        long bits = cuteprover.atom.ElementType.bits(element.name());
        if (bits % 8 != 0) {
            return new CppStruct.Placed(m.name(), 0, 1, "an array of the sub-byte type " + element.name());
        }
        long count = 1;
        if (m.count() != null) {
            SymInt n = integer(m.count());
            if (!n.isConst() || n.value() < 0) {
                return new CppStruct.Placed(m.name(), 0, 1, "an array of length " + n + ", not a static length");
            }
            count = n.value();
        }
        // an aligned array type's size is a multiple of its alignment; alignas places the member, its size stays
        long typeAlignment = Math.max(m.arrayAlignment(), bits / 8);
        long bytes = Math.multiplyExact(Math.floorDiv(Math.addExact(Math.multiplyExact(count, bits / 8), typeAlignment - 1),
                typeAlignment), typeAlignment);
        return new CppStruct.Placed(m.name(), bytes, Math.max(m.alignas(), typeAlignment), null);
    }

    /** Tuples of the same nesting whose entries are equal (integers as the decider decides, scaled bases as values). */
    private boolean sameEntries(IntTuple a, IntTuple b) {
        if (!cuteprover.tuple.Tuples.congruent(a, b)) {
            return false;
        }
        List<IntTuple> x = a.leaves();
        List<IntTuple> y = b.leaves();
        boolean same = true;
        for (int i = 0; i < x.size() && same; i++) {
            same = x.get(i) instanceof SymInt p && y.get(i) instanceof SymInt q ? decider.equal(p, q) : x.get(i).equals(y.get(i));
        }
        return same;
    }

    /** {@code L(i)} or {@code L(i,j,...)} for a defined layout: evaluation at an index or coordinate. */
    private Object evaluateAt(Layout layout, Call c) {
        if (Extensions.hasFreeMode(c, this)) {
            return Extensions.callDefined(layout, c, this);
        }
        List<IntTuple> coords = new ArrayList<>();
        for (Expr a : c.args()) {
            coords.add(intTuple(a, "coordinate"));
        }
        IntTuple coord = coords.size() == 1 ? coords.get(0) : new Tuple(coords);
        return Coordinates.crd2offset(coord, layout.shape(), layout.stride());
    }

    private Object binary(Binary b) {
        switch (b.op()) {
            case "&&", "||" -> {
                boolean l = bool(b.left());
                return b.op().equals("&&") ? l && bool(b.right()) : l || bool(b.right());
            }
            case "==", "!=" -> {
                Object lv = cuteprover.layout.Slicing.layoutAtZeroOffset(eval(b.left()));
                Object rv = cuteprover.layout.Slicing.layoutAtZeroOffset(eval(b.right()));
                if (lv instanceof Boolean || rv instanceof Boolean) {
                    return sameTruth(b, lv, rv);
                }
                if (lv instanceof Layout la && rv instanceof Layout lb) {
                    // CuTe's layout ==: the same shape and the same stride (layouts of other nestings are unequal)
                    return b.op().equals("==") == (sameEntries(la.shape(), lb.shape()) && sameEntries(la.stride(), lb.stride()));
                }
                if (lv instanceof cuteprover.layout.ComposedLayout ca && rv instanceof cuteprover.layout.ComposedLayout cb) {
                    // a swizzled layout's ==: the same swizzle, offset and layout, as CuTe's ComposedLayout compares
                    boolean same = ca.outer().equals(cb.outer()) && sameEntries(ca.offset(), cb.offset())
                            && sameEntries(ca.inner().shape(), cb.inner().shape()) && sameEntries(ca.inner().stride(), cb.inner().stride());
                    return b.op().equals("==") == same;
                }
                if (lv instanceof Tuple || rv instanceof Tuple) {
                    boolean same = true;
                    for (SymInt[] pair : TupleComparison.pairs(lv, rv, b)) {
                        same &= decider.equal(pair[0], pair[1]);
                    }
                    return b.op().equals("==") == same;
                }
            }
            default -> { }
        }
        Object left = eval(b.left());
        if (left instanceof Tuple && Set.of("<", "<=", ">", ">=").contains(b.op())) {
            // (m,k) < (M,K): CuTe spells the comparison of coordinates elem_less (every mode) or lex_less (lexicographic)
            throw error(b, b.op() + " compares integers, got the tuple " + Values.format(left) + ": compare coordinates with"
                    + " elem_less(a, b) (every mode less), elem_leq, elem_gtr, elem_geq or lex_less, as CuTe does");
        }
        if (!(left instanceof SymInt l)) {
            throw error(b.left(), "expected an integer, got " + Values.describe(left));
        }
        SymInt r = integer(b.right());
        return switch (b.op()) {
            case "+" -> SymInt.add(l, r);
            case "-" -> SymInt.sub(l, r);
            case "*" -> SymInt.mul(l, r);
            case "/" -> SymInt.div(l, r);
            case "%" -> SymInt.mod(l, r);
            case "==" -> decider.equal(l, r);
            case "!=" -> !decider.equal(l, r);
            case "<" -> decider.lessThan(l, r);
            case "<=" -> decider.lessEqual(l, r);
            case ">" -> decider.lessThan(r, l);
            case ">=" -> decider.lessEqual(r, l);
            case "|" -> decider.divides(l, r);
            default -> throw error(b, "unknown operator " + b.op());
        };
    }

    /** {@code (a < M) == (b < M)}: two conditions are equal when both hold or neither does, as C++'s bool ==. */
    private Object sameTruth(Binary b, Object lv, Object rv) {
        if (!(lv instanceof Boolean l)) {
            throw error(b.left(), b.op() + " compares two conditions or two values, got " + Values.describe(lv) + " and a condition");
        }
        if (!(rv instanceof Boolean r)) {
            throw error(b.right(), b.op() + " compares two conditions or two values, got a condition and " + Values.describe(rv));
        }
        return b.op().equals("==") == (l.booleanValue() == r.booleanValue());
    }

    private boolean bool(Expr e) {
        Object v = eval(e);
        if (v instanceof Boolean x) {
            return x;
        }
        throw error(e, "expected a condition, got " + Values.describe(v));
    }

    private Object unary(Unary u) {
        if (u.op().equals("!")) {
            return !bool(u.operand());
        }
        return SymInt.neg(integer(u.operand()));
    }

    String source() {
        return source;
    }

    CuteError errorAt(Expr at, String message) {
        return error(at, message);
    }
}
