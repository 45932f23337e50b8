package cuteprover.expr;

import cuteprover.expr.Expr.Basis;
import cuteprover.expr.Expr.Binary;
import cuteprover.expr.Expr.Binder;
import cuteprover.expr.Expr.Bracket;
import cuteprover.expr.Expr.Call;
import cuteprover.expr.Expr.Composed;
import cuteprover.expr.Expr.Forall;
import cuteprover.expr.Expr.In;
import cuteprover.expr.Expr.LayoutExpr;
import cuteprover.expr.Expr.Name;
import cuteprover.expr.Expr.Num;
import cuteprover.expr.Expr.SetExpr;
import cuteprover.expr.Expr.TupleExpr;
import cuteprover.expr.Expr.Unary;
import cuteprover.expr.Expr.Underscore;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Recursive-descent parser for the expression language (CuTe notation plus arithmetic, comparisons
 * and calls). Precedence, loosest first: {@code forall}, {@code o}, {@code ->}, {@code ||}, {@code &&}, {@code !},
 * comparisons / {@code in} / {@code |}, {@code :}, {@code + -}, {@code * / %}, unary {@code -},
 * {@code @}. Nesting is bounded so that hostile input gets an error, not a stack overflow (callers
 * run on a thread with a large stack, see {@link #MAX_NESTING}).
 */
public final class Parser {

    /** Deepest tuple/call nesting accepted; CLI threads have stack for well beyond this. */
    public static final int MAX_NESTING = TokenCursor.MAX_NESTING;

    /** Functions that kernels call with static template arguments, e.g. {@code group_modes<0,2>(sA)}. */
    private static final Set<String> TEMPLATE_CALLS = Set.of("group_modes", "group", "get", "select", "take", "upcast", "downcast",
            "recast_layout", "size", "shape", "stride", "cosize", "rank", "depth", "tile_size", "thr_size", "append", "prepend");
    /** {@code size<1>(L)} is {@code size(get<1>(L))}. */
    private static final Set<String> OF_MODE = Set.of("size", "shape", "stride", "cosize", "rank", "depth", "thr_size");
    /** make_shape(...), make_stride(...), make_coord(...), make_step(...) are tuples; make_tile(...) a tiler. */
    private static final Set<String> TUPLE_MAKERS = Set.of("make_shape", "make_stride", "make_coord", "make_step", "make_tile");
    /** CuTe's member functions, {@code object.member(args)}, and the function each is: member(object, args). */
    private static final java.util.Map<String, String> MEMBER_CALLS = memberCalls();
    /** Type traits as kernels size their buffers and copies, and the function each is of the type's value. */
    private static final java.util.Map<String, String> TYPE_TRAITS = java.util.Map.of("cosize_v", "cosize", "size_v", "size",
            "sizeof_bits", "sizeof_bits", "sizeof_bits_v", "sizeof_bits", "is_static", "is_static", "is_static_v", "is_static");
    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");

    private final TokenCursor in;
    private final CppTypeSyntax types;

    private Parser(String src) {
        this.in = new TokenCursor(src);
        this.types = new CppTypeSyntax(in);
    }

    /** Parses one whole expression; trailing text is an error. */
    public static Expr parse(String src) {
        Parser p = new Parser(src);
        if (p.in.peek().kind() == Token.Kind.END) {
            throw new ParseError(src, 0, "empty expression");
        }
        Expr e = p.expr();
        p.in.expectEnd();
        return e;
    }

    Expr expr() {
        if (in.peek().is("forall") && in.peekAhead(1).kind() == Token.Kind.IDENT) {
            return forall();
        }
        return composed();
    }

    private Expr forall() {
        int pos = in.next().pos();
        List<Binder> binders = new ArrayList<>();
        do {
            Token name = in.next();
            if (name.kind() != Token.Kind.IDENT) {
                throw in.error(name, "expected a variable name in forall but found " + name.describe());
            }
            in.expect("in");
            Token open = in.expect("[");
            Expr low = arith();
            in.expect(",");
            Expr high = arith();
            if (!in.accept(")")) {
                throw in.error(in.peek(), "expected ')' closing the half-open range [lo,hi) but found " + in.peek().describe());
            }
            binders.add(new Binder(name.text(), low, high, open.pos()));
        } while (in.accept(","));
        in.expect(":");
        return new Forall(binders, expr(), pos);
    }

    private Expr composed() {
        int pos = in.peek().pos();
        Expr first = choice();
        if (!in.peek().is("o")) {
            return first;
        }
        List<Expr> parts = new ArrayList<>(List.of(first));
        while (in.accept("o")) {
            parts.add(choice());
        }
        return new Composed(parts, pos);
    }

    /**
     * C++'s {@code c ? a : b} ({@code (stage == K_PIPE_MAX-1) ? 0 : stage+1}): CuTe's conditional_return(c, a, b), its
     * branches arithmetic (a ':' there would read as a layout's).
     */
    private Expr choice() {
        Expr condition = implication();
        if (!in.peek().is("?")) {
            return condition;
        }
        Token op = in.next();
        Expr yes = arith();
        in.expect(":");
        return new Call("conditional_return", List.of(ungroup(condition), ungroup(yes), ungroup(choice())), op.pos());
    }

    /** {@code g -> q} (right-associative) is {@code !g || q}: the guard of an epilogue's predicated store. */
    private Expr implication() {
        Expr guard = or();
        if (!in.peek().is("->")) {
            return guard;
        }
        Token op = in.next();
        return new Binary("||", new Unary("!", guard, op.pos()), implication(), op.pos());
    }

    private Expr or() {
        Expr e = and();
        while (in.peek().is("||") || in.peek().is("or")) {
            Token op = in.next();
            e = new Binary("||", e, and(), op.pos());
        }
        return e;
    }

    private Expr and() {
        Expr e = not();
        while (in.peek().is("&&") || in.peek().is("and")) {
            Token op = in.next();
            e = new Binary("&&", e, not(), op.pos());
        }
        return e;
    }

    private Expr not() {
        if (in.peek().is("!") || in.peek().is("not") && !in.peekAhead(1).is(")") && !in.peekAhead(1).is(",")) {
            Token op = in.next();   // C++'s alternative spelling: if (not evenly_divides(...))
            return new Unary("!", not(), op.pos());
        }
        return comparison();
    }

    private Expr comparison() {
        Expr left = layout();
        if (in.peek().is("in")) {
            Token op = in.next();
            Token open = in.peek();
            if (open.is("{")) {
                return new In(left, primary(), op.pos());
            }
            if (open.is("[")) {
                in.next();
                Expr low = arith();
                in.expect(",");
                Expr high = arith();
                in.expect(")");
                return new In(left, new Bracket(List.of(low, high), ")", open.pos()), op.pos());
            }
            throw in.error(open, "expected '{' or '[' after 'in' but found " + open.describe());
        }
        if (in.peek().is("|")) {
            Token op = in.next();
            return new Binary("|", ungroup(left), ungroup(layout()), op.pos());
        }
        Expr result = null;
        while (in.peek().kind() == Token.Kind.SYMBOL && COMPARISONS.contains(in.peek().text())) {
            Token op = in.next();
            Expr right = layout();
            // Comparisons are between integers: (i / (M*N)) < K is grouping, not a rank-1 tuple.
            Expr cmp = new Binary(op.text(), ungroup(left), ungroup(right), op.pos());
            result = result == null ? cmp : new Binary("&&", result, cmp, op.pos());
            left = right;
        }
        return result == null ? left : result;
    }

    private Expr layout() {
        Expr shape = arith();
        if (in.peek().is(":") && !in.peekAhead(1).is(":")) {
            Token colon = in.next();
            Expr layout = new LayoutExpr(shape, arith(), colon.pos());
            Expr value = applied(layout);
            // An applied literal is a number: L(i) % M continues as arithmetic.
            return value == layout ? layout : arithAfter(value);
        }
        return shape;
    }

    /** The rest of an arithmetic expression whose first operand is already parsed. */
    private Expr arithAfter(Expr first) {
        Expr e = first;
        while (in.peek().is("*") || in.peek().is("/") || in.peek().is("%")) {
            Token op = in.next();
            e = new Binary(op.text(), ungroup(e), ungroup(unary()), op.pos());
        }
        while (in.peek().is("+") || in.peek().is("-")) {
            Token op = in.next();
            e = new Binary(op.text(), ungroup(e), ungroup(term()), op.pos());
        }
        return e;
    }

    /** {@code L(3)}, {@code L(t,v)} after a layout literal or a call: {@code eval(L, coordinate)}. */
    private static final String ATOM_THR_ID = "AtomThrID";
    private static final String ATOM_THR_ID_FUNCTION = "atom_thr_id";

    /** {@code EXPR::AtomThrID} after a decltype: the MMA atom's thread layout (a TiledMMA's member type); else EXPR. */
    private Expr memberType(Expr of) {
        if (in.peek().is(":") && in.peekAhead(1).is(":") && in.peekAhead(2).is(ATOM_THR_ID)) {
            Token colon = in.next();
            in.next();
            in.next();
            return new Call(ATOM_THR_ID_FUNCTION, List.of(of), colon.pos());
        }
        return of;
    }

    private Expr applied(Expr target) {
        Expr e = target;
        while (in.peek().is("(") || in.peek().is(".")) {
            if (in.peek().is(".")) {
                Token dot = in.next();
                Token member = in.next();
                if (member.kind() != Token.Kind.IDENT || !MEMBER_CALLS.containsKey(member.text()) || !in.peek().is("(")) {
                    throw in.error(member, "expected a member call (" + String.join(", ", new java.util.TreeSet<>(MEMBER_CALLS.keySet()))
                            + ") after '.' but found " + member.describe());
                }
                Token open = in.next();
                List<Expr> args = new ArrayList<>();
                args.add(e);
                args.addAll(list(")", open));
                e = new Call(MEMBER_CALLS.get(member.text()), args, dot.pos());
                continue;
            }
            Token open = in.next();
            List<Expr> args = list(")", open);
            if (args.isEmpty()) {
                throw in.error(open, "expected an index or a coordinate inside ( )");
            }
            Expr coord = args.size() == 1 ? args.get(0) : new TupleExpr(args, false, open.pos());
            e = new Call("eval", List.of(e, coord), open.pos());
        }
        return e;
    }

    private Expr arith() {
        Expr e = term();
        while (in.peek().is("+") || in.peek().is("-")) {
            Token op = in.next();
            e = new Binary(op.text(), ungroup(e), ungroup(term()), op.pos());
        }
        return e;
    }

    private Expr term() {
        Expr e = unary();
        while (in.peek().is("*") || in.peek().is("/") || in.peek().is("%")) {
            Token op = in.next();
            e = new Binary(op.text(), ungroup(e), ungroup(unary()), op.pos());
        }
        return e;
    }

    /** In arithmetic, {@code (x)} is grouping, not a rank-1 tuple. */
    private static Expr ungroup(Expr e) {
        return e instanceof TupleExpr t && t.grouping() ? t.elements().get(0) : e;
    }

    private Expr unary() {
        if (in.peek().is("-")) {
            Token op = in.next();
            Expr operand = unary();
            if (operand instanceof Num n) {
                return new Num(-n.value(), op.pos());
            }
            return new Unary("-", ungroup(operand), op.pos());
        }
        Expr e = primary();
        // A chain c@s@m is CuTe's print of the nested basis E<m,s> * c: each '@' wraps the one before.
        while (in.peek().is("@")) {
            Token at = in.next();
            Token mode = in.next();
            if (mode.kind() != Token.Kind.NUMBER) {
                throw in.error(mode, "expected a basis mode number after '@' but found " + mode.describe());
            }
            e = new Basis(ungroup(e), (int) in.number(mode), at.pos());
        }
        return e;
    }

    /**
     * A function as CUTLASS qualifies it, {@code detail::sm90_cluster_shape_to_tma_atom(...)},
     * {@code cutlass::gemm::collective::detail::...}: the function of that name (an unknown one keeps its text).
     */
    private static String functionName(String text) {
        int at = text.lastIndexOf("::");
        if (at < 0 || !text.substring(0, at).matches("(cutlass::)?(gemm::)?(collective::)?(epilogue::)?detail|cutlass")) {
            return text;
        }
        String bare = text.substring(at + 2);
        return Functions.TABLE.signatures().containsKey(bare) ? bare : text;
    }

    private Expr primary() {
        Token t = in.peek();
        switch (t.kind()) {
            case NUMBER -> {
                in.next();
                Num n = new Num(in.number(t), t.pos());
                return in.source().charAt(t.pos()) == '_' ? types.braces(n) : n;   // _8{}
            }
            case UNDERSCORE -> {
                in.next();
                return new Underscore(t.pos());
            }
            case IDENT -> {
                in.next();
                if (t.text().equals("typename") && in.peek().kind() == Token.Kind.IDENT) {
                    return primary();   // typename decltype(tiled_mma)::AtomThrID{}: C++'s disambiguation, no value of its own
                }
                if (t.text().equals("decltype") && in.peek().is("(")) {
                    // decltype(EXPR) is EXPR's value; decltype(tiled_mma)::AtomThrID is a type it names
                    Token paren = in.next();
                    Expr of = ungroup(new TupleExpr(list(")", paren), true, paren.pos()));
                    return types.braces(memberType(of));
                }
                if (t.text().endsWith("::" + ATOM_THR_ID)) {
                    // TiledMMA::AtomThrID of a type alias: the name's value, then its member type
                    String owner = t.text().substring(0, t.text().length() - ATOM_THR_ID.length() - 2);
                    return types.braces(new Call(ATOM_THR_ID_FUNCTION, List.of(new Name(owner, t.pos())), t.pos()));
                }
                if ((t.text().equals("Sw") || t.text().equals("Swizzle")) && in.peek().is("<")) {
                    return types.braces(types.swizzle(t));
                }
                if (CppTypeSyntax.CPP_TYPES.contains(t.text()) && in.peek().is("<")) {
                    return types.braces(types.cppType(t));
                }
                if (TUPLE_MAKERS.contains(t.text()) && in.peek().is("(")) {
                    Token open = in.next();
                    List<Expr> items = list(")", open);
                    return t.text().equals("make_tile") ? CppTypeSyntax.tile(items, t.pos()) : new TupleExpr(items, false, t.pos());
                }
                if (TYPE_TRAITS.containsKey(bareName(t.text())) && in.peek().is("<")) {
                    return typeTrait(t);
                }
                if (cuteprover.atom.Atoms.isSelector(t.text()) && in.peek().is("<")) {
                    // GMMA::ss_op_selector<half_t, half_t, float, Shape<_128,_128,_64>>(): a type chosen by a call
                    Expr.CuteType chosen = new Expr.CuteType(types.typeText(t), t.pos());
                    Token open = in.peek();
                    if (in.accept("(")) {
                        in.expect(")");
                    } else if (!open.is("{")) {
                        throw in.error(open, "expected '()' after " + t.text() + "<...> but found " + open.describe());
                    }
                    return types.braces(chosen);
                }
                if (cuteprover.atom.ElementType.names().contains(t.text()) && !in.peek().is("(")) {
                    return types.braces(new Expr.CuteType(t.text(), t.pos()));   // using ElementA = half_t;
                }
                // a qualified name followed by '(' is a function (UMMA::tile_to_mma_shape(...)), not a type
                if (cuteprover.atom.Atoms.isTypeHead(t.text()) && !(t.text().contains("::") && in.peek().is("("))) {
                    return types.braces(new Expr.CuteType(types.typeText(t), t.pos()));
                }
                if (t.text().equals("TiledMMA") && in.peek().is("<")) {
                    return types.braces(types.tiledMma(t));
                }
                if (t.text().equals("static_cast") && in.peek().is("<")) {
                    // static_cast<uint8_t>(x): C++'s conversion to the target type (CppIntegerTypes)
                    String cast = types.typeText(t);   // static_cast<T>
                    String target = cast.substring(cast.indexOf('<') + 1, Math.max(cast.indexOf('<') + 1, cast.lastIndexOf('>')));
                    Token open = in.expect("(");
                    List<Expr> arg = list(")", open);
                    if (arg.size() != 1) {
                        throw in.error(open, "static_cast<T>(x) takes one value, got " + arg.size());
                    }
                    return applied(CppIntegerTypes.convert(target, arg.get(0)));
                }
                if (TEMPLATE_CALLS.contains(t.text()) && in.peek().is("<")) {
                    return templateCall(t);
                }
                boolean makeTensor = t.text().equals("make_tensor") || t.text().equals("cute::make_tensor");
                if (makeTensor && (in.peek().is("<") || in.peek().is("(") && in.pointerFirst())) {
                    // make_tensor<float>(shape(tDgD)): a register tensor of that element type, its layout the arguments';
                    // make_tensor(PTR, LAYOUT) or (PTR, SHAPE, STRIDE) as pasted: the pointer (A, make_gmem_ptr(A),
                    // smem.data()) places the tensor and is skipped, the layout kept
                    boolean typed = in.peek().is("<");
                    if (typed) {
                        types.typeText(t);
                    }
                    Token open = typed ? in.expect("(") : in.next();
                    if (!typed) {
                        in.skipPointer(open);
                    }
                    return applied(new Call("make_tensor", list(")", open), t.pos()));
                }
                int dot = t.text().lastIndexOf('.');
                if (dot > 0 && MEMBER_CALLS.containsKey(t.text().substring(dot + 1)) && in.peek().is("(")) {
                    // copy_a.get_slice(threadIdx.x), thr_mma.partition_C(gC), tAgA.layout(): CuTe's member functions
                    // are calls on the object
                    Token open = in.next();
                    List<Expr> args = new ArrayList<>();
                    args.add(new Name(t.text().substring(0, dot), t.pos()));
                    args.addAll(list(")", open));
                    return applied(new Call(MEMBER_CALLS.get(t.text().substring(dot + 1)), args, t.pos()));
                }
                if (in.peek().is("(")) {
                    Token open = in.next();
                    return applied(new Call(functionName(t.text()), list(")", open), t.pos()));
                }
                Expr named = types.braces(new Name(t.text(), t.pos()));   // TileShape{}: a value named by its type alias
                if (in.peek().is("(")) {
                    // SmemLayoutA{}(_,_,0): the value applied, as a name is
                    Token open = in.next();
                    return applied(new Call(t.text(), list(")", open), t.pos()));
                }
                return named;
            }
            case END -> throw in.error(t, "unexpected end of input: expected an expression");
            default -> {
                if (t.is("(")) {
                    in.next();
                    Token first = in.peek();
                    List<Expr> items = list(")", t);
                    if (items.size() > 1 && isCppIntegerValue(first)) {
                        // C++ reads (Int<8>{}, Int<4>{}) as the comma operator: the value Int<4>{}, not a tuple
                        throw in.error(t, "in C++, a parenthesised list of values such as (Int<8>{}, Int<4>{}) is the comma"
                                + " operator, whose value is its last operand, not a tuple: write make_shape(...) / make_stride(...)"
                                + " / make_coord(...) for a tuple, or (8,4) without the C++ spellings");
                    }
                    // ((M,N):(1,M))(i): a parenthesised layout applied, as a layout literal is
                    if (items.size() == 1 && in.peek().is("(") && (items.get(0) instanceof LayoutExpr
                            || items.get(0) instanceof Composed || items.get(0) instanceof Call)) {
                        return applied(items.get(0));
                    }
                    return new TupleExpr(items, items.size() == 1, t.pos());
                }
                if (t.is("[")) {
                    in.next();
                    return new Bracket(list("]", t), "]", t.pos());
                }
                if (t.is("{")) {
                    in.next();
                    return new SetExpr(list("}", t), t.pos());
                }
                throw in.error(t, "expected an expression but found " + t.describe());
            }
        }
    }

    /** The function a CuTe member call is ({@code tensor.layout()} is {@code layout_of(tensor)}), or null where none is. */
    public static String memberFunction(String member) {
        return MEMBER_CALLS.get(member);
    }

    /**
     * A call of CuTe's tuple makers ({@code make_shape}, {@code make_stride}, {@code make_coord}, {@code make_step}: a
     * tuple; {@code make_tile}: a tiler), or null where {@code name} is none of them.
     */
    public static Expr tupleMaker(String name, List<Expr> items, int pos) {
        if (!TUPLE_MAKERS.contains(name)) {
            return null;
        }
        return name.equals("make_tile") ? CppTypeSyntax.tile(items, pos) : new TupleExpr(items, false, pos);
    }

    /** CuTe's {@code size<I>(x)}: a function of the mode I of x, {@code size(get(x, I))}. */
    public static boolean ofMode(String name) {
        return OF_MODE.contains(name);
    }

    private static java.util.Map<String, String> memberCalls() {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (String same : List.of("get_slice", "get_thread_slice", "partition_S", "partition_D", "partition_A", "partition_B",
                "partition_C", "retile_S", "retile_D", "get_layoutA_TV", "get_layoutB_TV", "get_layoutC_TV", "get_layoutS_TV",
                "get_layoutD_TV", "get_tma_tensor", "partition_shape_A", "partition_shape_B", "partition_shape_C",
                "make_fragment_A", "make_fragment_B", "make_fragment_C", "partition_fragment_A", "partition_fragment_B",
                "partition_fragment_C", "get_flat_coord", "get_hier_coord")) {
            m.put(same, same);
        }
        m.put("layout", "layout_of");   // tensor.layout()
        m.put("shape", "shape");
        m.put("stride", "stride");
        m.put("size", "size");
        return java.util.Map.copyOf(m);
    }

    /**
     * CuTe's {@code group_modes<0,2>(L)} and {@code get<1>(T)}: the template arguments are static integers,
     * passed after the call's own arguments ({@code group_modes(L,0,2)}, {@code get(T,1)}).
     */
    private Expr templateCall(Token name) {
        in.expect("<");
        List<Expr> template = new ArrayList<>();
        do {
            Token n = in.next();
            if (n.kind() == Token.Kind.NUMBER) {
                template.add(new Num(in.number(n), n.pos()));
            } else if (name.text().equals("recast_layout") && n.kind() == Token.Kind.IDENT) {
                template.add(new Num(types.elementBits(n), n.pos()));   // recast_layout<half_t, float>: widths in bits
            } else {
                throw in.error(n, "expected an integer template argument of " + name.text() + " but found " + n.describe());
            }
        } while (in.accept(","));
        in.expect(">");
        Token open = in.peek();
        if (!open.is("(")) {
            throw in.error(open, "expected '(' after " + name.text() + "<...> but found " + open.describe());
        }
        in.next();
        List<Expr> args = new ArrayList<>(list(")", open));
        args.addAll(template);
        if (OF_MODE.contains(name.text())) {
            return applied(new Call(name.text(), List.of(new Call("get", args, name.pos())), name.pos()));
        }
        // CuTe's group<B,E>(L) is group_modes<B,E>(L)
        return applied(new Call(name.text().equals("group") ? "group_modes" : name.text(), args, name.pos()));
    }

    /** {@code cutlass::sizeof_bits}, {@code cute::sizeof_bits_v}: the name without CUTLASS's namespace (the lexer drops cute::). */
    private static String bareName(String text) {
        return text.startsWith("cutlass::") ? text.substring("cutlass::".length()) : text;
    }

    /**
     * CuTe's and CUTLASS's traits of a type, {@code cosize_v<SmemLayout>}, {@code sizeof_bits<ElementA>::value}: the
     * function of the type's value ({@code cosize(SmemLayout)}, {@code sizeof_bits(ElementA)}). The type is a name, a
     * CuTe type or {@code decltype(EXPR)}; a {@code _v} trait is the value itself, the others read {@code ::value} after it.
     */
    private Expr typeTrait(Token name) {
        String bare = bareName(name.text());
        Token open = in.expect("<");
        in.enter(open);
        Expr type = primary();   // a name, a CuTe type, or decltype(EXPR)
        Token close = in.peek();
        if (!close.is(">")) {
            throw in.error(close, "expected '>' closing " + bare + "<TYPE> (one type) but found " + close.describe());
        }
        in.next();
        in.leave();
        if (!bare.endsWith("_v")) {
            // sizeof_bits<T>::value: the lexer reads '::' after '>' as two ':'
            Token colon = in.peek();
            if (!(colon.is(":") && in.peekAhead(1).is(":") && in.peekAhead(2).is("value"))) {
                throw in.error(colon, "expected '::value' after " + bare + "<...> (or write " + bare + "_v<...>) but found "
                        + colon.describe());
            }
            in.next();
            in.next();
            in.next();
        }
        return new Call(TYPE_TRAITS.get(bare), List.of(type), name.pos());
    }

    /** A C++ spelling of an integer value, {@code Int<8>{}} (the token that starts it; CuTe's printed {@code _8} is a plain integer). */
    private static boolean isCppIntegerValue(Token t) {
        return t.text().equals("Int");
    }

    /** Comma-separated expressions up to the closing symbol; the opener is already consumed. */
    private List<Expr> list(String close, Token open) {
        in.enter(open);
        List<Expr> items = new ArrayList<>();
        if (!in.accept(close)) {
            do {
                items.add(expr());
            } while (in.accept(","));
            Token t = in.peek();
            if (!t.is(close)) {
                throw in.error(t, "expected ',' or '" + close + "' to close '" + open.text() + "' but found " + t.describe());
            }
            in.next();
        }
        in.leave();
        return items;
    }
}
