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
import cuteprover.expr.Expr.SwizzleExpr;
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
    public static final int MAX_NESTING = 20_000;

    /** Functions that kernels call with static template arguments, e.g. {@code group_modes<0,2>(sA)}. */
    private static final Set<String> TEMPLATE_CALLS = Set.of("group_modes", "group", "get", "select", "take", "upcast", "downcast",
            "recast_layout", "size", "shape", "stride", "cosize", "rank", "depth", "tile_size", "thr_size");
    /** {@code size<1>(L)} is {@code size(get<1>(L))}. */
    private static final Set<String> OF_MODE = Set.of("size", "shape", "stride", "cosize", "rank", "depth", "thr_size");
    /** CuTe's C++ spellings of integers, tuples and layouts as types: Int<8>, Shape<_8,_4>, Layout<S,D>, Tile<...>. */
    private static final Set<String> CPP_TYPES = Set.of("Int", "Shape", "Stride", "Coord", "Tile", "Layout");
    /** make_shape(...), make_stride(...), make_coord(...), make_step(...) are tuples; make_tile(...) a tiler. */
    private static final Set<String> TUPLE_MAKERS = Set.of("make_shape", "make_stride", "make_coord", "make_step", "make_tile");
    /** CuTe's member functions, {@code object.member(args)}, and the function each is: member(object, args). */
    private static final java.util.Map<String, String> MEMBER_CALLS = memberCalls();
    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<", "<=", ">", ">=");

    private final String src;
    private final List<Token> tokens;
    private int at;
    private int nesting;

    private Parser(String src) {
        this.src = src;
        this.tokens = Lexer.lex(src);
    }

    /** Parses one whole expression; trailing text is an error. */
    public static Expr parse(String src) {
        Parser p = new Parser(src);
        if (p.peek().kind() == Token.Kind.END) {
            throw new ParseError(src, 0, "empty expression");
        }
        Expr e = p.expr();
        p.expectEnd();
        return e;
    }

    private Token peek() {
        return tokens.get(at);
    }

    private Token peekAhead(int k) {
        return tokens.get(Math.min(at + k, tokens.size() - 1));
    }

    private Token next() {
        return tokens.get(at++);
    }

    private boolean accept(String symbol) {
        if (peek().is(symbol)) {
            at++;
            return true;
        }
        return false;
    }

    private Token expect(String symbol) {
        Token t = peek();
        if (!t.is(symbol)) {
            throw error(t, "expected '" + symbol + "' but found " + t.describe());
        }
        return next();
    }

    private void expectEnd() {
        Token t = peek();
        if (t.kind() != Token.Kind.END) {
            throw error(t, "unexpected " + t.describe() + " after a complete expression");
        }
    }

    private ParseError error(Token t, String message) {
        return new ParseError(src, t.pos(), message);
    }

    Expr expr() {
        if (peek().is("forall") && peekAhead(1).kind() == Token.Kind.IDENT) {
            return forall();
        }
        return composed();
    }

    private Expr forall() {
        int pos = next().pos();
        List<Binder> binders = new ArrayList<>();
        do {
            Token name = next();
            if (name.kind() != Token.Kind.IDENT) {
                throw error(name, "expected a variable name in forall but found " + name.describe());
            }
            expect("in");
            Token open = expect("[");
            Expr low = arith();
            expect(",");
            Expr high = arith();
            if (!accept(")")) {
                throw error(peek(), "expected ')' closing the half-open range [lo,hi) but found " + peek().describe());
            }
            binders.add(new Binder(name.text(), low, high, open.pos()));
        } while (accept(","));
        expect(":");
        return new Forall(binders, expr(), pos);
    }

    private Expr composed() {
        int pos = peek().pos();
        Expr first = implication();
        if (!peek().is("o")) {
            return first;
        }
        List<Expr> parts = new ArrayList<>(List.of(first));
        while (accept("o")) {
            parts.add(implication());
        }
        return new Composed(parts, pos);
    }

    /** {@code g -> q} (right-associative) is {@code !g || q}: the guard of an epilogue's predicated store. */
    private Expr implication() {
        Expr guard = or();
        if (!peek().is("->")) {
            return guard;
        }
        Token op = next();
        return new Binary("||", new Unary("!", guard, op.pos()), implication(), op.pos());
    }

    private Expr or() {
        Expr e = and();
        while (peek().is("||")) {
            Token op = next();
            e = new Binary("||", e, and(), op.pos());
        }
        return e;
    }

    private Expr and() {
        Expr e = not();
        while (peek().is("&&")) {
            Token op = next();
            e = new Binary("&&", e, not(), op.pos());
        }
        return e;
    }

    private Expr not() {
        if (peek().is("!")) {
            Token op = next();
            return new Unary("!", not(), op.pos());
        }
        return comparison();
    }

    private Expr comparison() {
        Expr left = layout();
        if (peek().is("in")) {
            Token op = next();
            Token open = peek();
            if (open.is("{")) {
                return new In(left, primary(), op.pos());
            }
            if (open.is("[")) {
                next();
                Expr low = arith();
                expect(",");
                Expr high = arith();
                expect(")");
                return new In(left, new Bracket(List.of(low, high), ")", open.pos()), op.pos());
            }
            throw error(open, "expected '{' or '[' after 'in' but found " + open.describe());
        }
        if (peek().is("|")) {
            Token op = next();
            return new Binary("|", ungroup(left), ungroup(layout()), op.pos());
        }
        Expr result = null;
        while (peek().kind() == Token.Kind.SYMBOL && COMPARISONS.contains(peek().text())) {
            Token op = next();
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
        if (peek().is(":") && !peekAhead(1).is(":")) {
            Token colon = next();
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
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            Token op = next();
            e = new Binary(op.text(), ungroup(e), ungroup(unary()), op.pos());
        }
        while (peek().is("+") || peek().is("-")) {
            Token op = next();
            e = new Binary(op.text(), ungroup(e), ungroup(term()), op.pos());
        }
        return e;
    }

    /** {@code L(3)}, {@code L(t,v)} after a layout literal or a call: {@code eval(L, coordinate)}. */
    private Expr applied(Expr target) {
        Expr e = target;
        while (peek().is("(") || peek().is(".")) {
            if (peek().is(".")) {
                Token dot = next();
                Token member = next();
                if (member.kind() != Token.Kind.IDENT || !MEMBER_CALLS.containsKey(member.text()) || !peek().is("(")) {
                    throw error(member, "expected a member call (" + String.join(", ", new java.util.TreeSet<>(MEMBER_CALLS.keySet()))
                            + ") after '.' but found " + member.describe());
                }
                Token open = next();
                List<Expr> args = new ArrayList<>();
                args.add(e);
                args.addAll(list(")", open));
                e = new Call(MEMBER_CALLS.get(member.text()), args, dot.pos());
                continue;
            }
            Token open = next();
            List<Expr> args = list(")", open);
            if (args.isEmpty()) {
                throw error(open, "expected an index or a coordinate inside ( )");
            }
            Expr coord = args.size() == 1 ? args.get(0) : new TupleExpr(args, false, open.pos());
            e = new Call("eval", List.of(e, coord), open.pos());
        }
        return e;
    }

    private Expr arith() {
        Expr e = term();
        while (peek().is("+") || peek().is("-")) {
            Token op = next();
            e = new Binary(op.text(), ungroup(e), ungroup(term()), op.pos());
        }
        return e;
    }

    private Expr term() {
        Expr e = unary();
        while (peek().is("*") || peek().is("/") || peek().is("%")) {
            Token op = next();
            e = new Binary(op.text(), ungroup(e), ungroup(unary()), op.pos());
        }
        return e;
    }

    /** In arithmetic, {@code (x)} is grouping, not a rank-1 tuple. */
    private static Expr ungroup(Expr e) {
        return e instanceof TupleExpr t && t.grouping() ? t.elements().get(0) : e;
    }

    private Expr unary() {
        if (peek().is("-")) {
            Token op = next();
            Expr operand = unary();
            if (operand instanceof Num n) {
                return new Num(-n.value(), op.pos());
            }
            return new Unary("-", ungroup(operand), op.pos());
        }
        Expr e = primary();
        // A chain c@s@m is CuTe's print of the nested basis E<m,s> * c: each '@' wraps the one before.
        while (peek().is("@")) {
            Token at = next();
            Token mode = next();
            if (mode.kind() != Token.Kind.NUMBER) {
                throw error(mode, "expected a basis mode number after '@' but found " + mode.describe());
            }
            e = new Basis(ungroup(e), (int) number(mode), at.pos());
        }
        return e;
    }

    private long number(Token t) {
        try {
            return Long.parseLong(t.text());
        } catch (NumberFormatException ex) {
            throw error(t, "integer " + t.text() + " does not fit in 64 bits");
        }
    }

    private Expr primary() {
        Token t = peek();
        switch (t.kind()) {
            case NUMBER -> {
                next();
                Num n = new Num(number(t), t.pos());
                return src.charAt(t.pos()) == '_' ? braces(n) : n;   // _8{}
            }
            case UNDERSCORE -> {
                next();
                return new Underscore(t.pos());
            }
            case IDENT -> {
                next();
                if ((t.text().equals("Sw") || t.text().equals("Swizzle")) && peek().is("<")) {
                    return braces(swizzle(t));
                }
                if (CPP_TYPES.contains(t.text()) && peek().is("<")) {
                    return braces(cppType(t));
                }
                if (TUPLE_MAKERS.contains(t.text()) && peek().is("(")) {
                    Token open = next();
                    List<Expr> items = list(")", open);
                    return t.text().equals("make_tile") ? tile(items, t.pos()) : new TupleExpr(items, false, t.pos());
                }
                // a qualified name followed by '(' is a function (UMMA::tile_to_mma_shape(...)), not a type
                if (cuteprover.atom.Atoms.isTypeHead(t.text()) && !(t.text().contains("::") && peek().is("("))) {
                    return braces(new Expr.CuteType(typeText(t), t.pos()));
                }
                if (TEMPLATE_CALLS.contains(t.text()) && peek().is("<")) {
                    return templateCall(t);
                }
                if ((t.text().equals("make_tensor") || t.text().equals("cute::make_tensor")) && peek().is("(") && pointerFirst()) {
                    // make_tensor(PTR, LAYOUT) or make_tensor(PTR, SHAPE, STRIDE) as pasted from a kernel: the
                    // pointer (any C++ expression: A, make_gmem_ptr(A), smem.data()) places the tensor, its layout is
                    // the function; the pointer is skipped, the layout kept
                    Token open = next();
                    skipPointer(open);
                    return applied(new Call("make_tensor", list(")", open), t.pos()));
                }
                int dot = t.text().lastIndexOf('.');
                if (dot > 0 && MEMBER_CALLS.containsKey(t.text().substring(dot + 1)) && peek().is("(")) {
                    // copy_a.get_slice(threadIdx.x), thr_mma.partition_C(gC), tAgA.layout(): CuTe's member functions
                    // are calls on the object
                    Token open = next();
                    List<Expr> args = new ArrayList<>();
                    args.add(new Name(t.text().substring(0, dot), t.pos()));
                    args.addAll(list(")", open));
                    return applied(new Call(MEMBER_CALLS.get(t.text().substring(dot + 1)), args, t.pos()));
                }
                if (peek().is("(")) {
                    Token open = next();
                    return applied(new Call(t.text(), list(")", open), t.pos()));
                }
                return new Name(t.text(), t.pos());
            }
            case END -> throw error(t, "unexpected end of input: expected an expression");
            default -> {
                if (t.is("(")) {
                    next();
                    List<Expr> items = list(")", t);
                    // ((M,N):(1,M))(i): a parenthesised layout applied, as a layout literal is
                    if (items.size() == 1 && peek().is("(") && (items.get(0) instanceof LayoutExpr
                            || items.get(0) instanceof Composed || items.get(0) instanceof Call)) {
                        return applied(items.get(0));
                    }
                    return new TupleExpr(items, items.size() == 1, t.pos());
                }
                if (t.is("[")) {
                    next();
                    return new Bracket(list("]", t), "]", t.pos());
                }
                if (t.is("{")) {
                    next();
                    return new SetExpr(list("}", t), t.pos());
                }
                throw error(t, "expected an expression but found " + t.describe());
            }
        }
    }

    private static java.util.Map<String, String> memberCalls() {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (String same : List.of("get_slice", "get_thread_slice", "partition_S", "partition_D", "partition_A", "partition_B",
                "partition_C", "retile_S", "retile_D", "get_layoutA_TV", "get_layoutB_TV", "get_layoutC_TV", "get_layoutS_TV",
                "get_layoutD_TV", "get_tma_tensor", "partition_shape_A", "partition_shape_B", "partition_shape_C",
                "make_fragment_A", "make_fragment_B", "make_fragment_C")) {
            m.put(same, same);
        }
        m.put("layout", "layout_of");   // tensor.layout()
        m.put("shape", "shape");
        m.put("stride", "stride");
        m.put("size", "size");
        return java.util.Map.copyOf(m);
    }

    /** Whether the call whose '(' is next has two arguments or more (a top-level comma before its ')'). */
    private boolean pointerFirst() {
        int depth = 0;
        for (int k = at; k < tokens.size(); k++) {
            Token tk = tokens.get(k);
            if (tk.is("(") || tk.is("[") || tk.is("{")) {
                depth++;
            } else if (tk.is(")") || tk.is("]") || tk.is("}")) {
                if (--depth == 0) {
                    return false;
                }
            } else if (tk.is(",") && depth == 1) {
                return true;
            } else if (tk.kind() == Token.Kind.END) {
                return false;
            }
        }
        return false;
    }

    /** Skips make_tensor's pointer argument and its comma (balanced brackets; the call's '(' already taken). */
    private void skipPointer(Token open) {
        int depth = 0;
        while (!(depth == 0 && peek().is(","))) {
            Token tk = next();
            if (tk.kind() == Token.Kind.END) {
                throw error(open, "make_tensor: expected the pointer, then the layout (or shape and stride)");
            }
            if (tk.is("(") || tk.is("[") || tk.is("{")) {
                depth++;
            } else if (tk.is(")") || tk.is("]") || tk.is("}")) {
                depth--;
            }
        }
        next();
    }

    /**
     * CuTe's {@code group_modes<0,2>(L)} and {@code get<1>(T)}: the template arguments are static integers,
     * passed after the call's own arguments ({@code group_modes(L,0,2)}, {@code get(T,1)}).
     */
    private Expr templateCall(Token name) {
        expect("<");
        List<Expr> template = new ArrayList<>();
        do {
            Token n = next();
            if (n.kind() == Token.Kind.NUMBER) {
                template.add(new Num(number(n), n.pos()));
            } else if (name.text().equals("recast_layout") && n.kind() == Token.Kind.IDENT) {
                template.add(new Num(elementBits(n), n.pos()));   // recast_layout<half_t, float>: widths in bits
            } else {
                throw error(n, "expected an integer template argument of " + name.text() + " but found " + n.describe());
            }
        } while (accept(","));
        expect(">");
        Token open = peek();
        if (!open.is("(")) {
            throw error(open, "expected '(' after " + name.text() + "<...> but found " + open.describe());
        }
        next();
        List<Expr> args = new ArrayList<>(list(")", open));
        args.addAll(template);
        if (OF_MODE.contains(name.text())) {
            return applied(new Call(name.text(), List.of(new Call("get", args, name.pos())), name.pos()));
        }
        // CuTe's group<B,E>(L) is group_modes<B,E>(L)
        return applied(new Call(name.text().equals("group") ? "group_modes" : name.text(), args, name.pos()));
    }

    private long elementBits(Token type) {
        try {
            return cuteprover.atom.ElementType.bits(typeText(type));
        } catch (cuteprover.CuteError e) {
            throw error(type, e.getMessage());
        }
    }

    /** {@code Int<8>}, {@code Shape<_8,Int<4>>}, {@code Stride<...>}, {@code Coord<...>}, {@code Tile<...>}, {@code Layout<S[,D]>}. */
    private Expr cppType(Token head) {
        Token open = next();
        if (++nesting > MAX_NESTING) {
            throw error(open, "nesting deeper than " + MAX_NESTING + " levels");
        }
        List<Expr> args = new ArrayList<>();
        if (!accept(">")) {
            do {
                args.add(templateArgument());
            } while (accept(","));
            Token close = peek();
            if (!close.is(">")) {
                throw error(close, "expected ',' or '>' to close " + head.text() + "<...> but found " + close.describe());
            }
            next();
        }
        nesting--;
        switch (head.text()) {
            case "Int" -> {
                if (args.size() != 1 || !(args.get(0) instanceof Num)) {
                    throw error(head, "Int<N> takes one integer");
                }
                return args.get(0);
            }
            case "Layout" -> {
                if (args.isEmpty() || args.size() > 2) {
                    throw error(head, "Layout<Shape[, Stride]> takes a shape and an optional stride, got " + args.size() + " arguments");
                }
                return new Call("make_layout", args, head.pos());
            }
            case "Tile" -> {
                return tile(args, head.pos());
            }
            default -> {
                return new TupleExpr(args, false, head.pos());
            }
        }
    }

    private Expr templateArgument() {
        Token a = next();
        if (a.kind() == Token.Kind.NUMBER) {
            return braces(new Num(number(a), a.pos()));
        }
        if (a.is("-") && peek().kind() == Token.Kind.NUMBER) {
            return new Num(-number(next()), a.pos());
        }
        if (a.kind() == Token.Kind.IDENT && CPP_TYPES.contains(a.text()) && peek().is("<")) {
            return braces(cppType(a));
        }
        throw error(a, "expected an integer (_8, Int<8>) or a CuTe type (Shape<...>, Layout<...>) as a template argument but found "
                + a.describe());
    }

    /** A tiler: integers are a tuple tiler (32,32,16); layouts a by-mode tiler [L0,L1]. */
    private static Expr tile(List<Expr> items, int pos) {
        return items.stream().allMatch(e -> e instanceof Num) ? new TupleExpr(items, false, pos) : new Bracket(items, "]", pos);
    }

    /** CuTe values are objects: an empty {@code {}} after a type, a swizzle or {@code _8} constructs it. */
    private Expr braces(Expr e) {
        if (peek().is("{") && peekAhead(1).is("}")) {
            next();
            next();
        }
        return e;
    }

    private Expr swizzle(Token name) {
        expect("<");
        int[] v = new int[3];
        for (int i = 0; i < 3; i++) {
            if (i > 0) {
                expect(",");
            }
            Token sign = peek();
            boolean negative = accept("-");
            if (negative && i < 2) {
                throw error(sign, "swizzle parameter " + "BMS".charAt(i) + " must be >= 0 (only the shift S may be negative)");
            }
            Token n = next();
            if (n.kind() != Token.Kind.NUMBER || number(n) > 64) {
                throw error(n, "expected a swizzle parameter (0..64) but found " + n.describe());
            }
            v[i] = negative ? -(int) number(n) : (int) number(n);
        }
        expect(">");
        return new SwizzleExpr(v[0], v[1], v[2], name.pos());
    }

    /** A type name and its template arguments {@code <...>} (types or integers), as canonical text. */
    private String typeText(Token head) {
        StringBuilder sb = new StringBuilder(head.text());
        if (!peek().is("<")) {
            return sb.toString();
        }
        Token open = next();
        if (++nesting > MAX_NESTING) {
            throw error(open, "nesting deeper than " + MAX_NESTING + " levels");
        }
        sb.append('<');
        if (!accept(">")) {
            do {
                Token a = next();
                if (a.kind() == Token.Kind.NUMBER) {
                    sb.append(number(a));
                } else if (a.is("-") && peek().kind() == Token.Kind.NUMBER) {
                    sb.append('-').append(number(next()));
                } else if (a.kind() == Token.Kind.IDENT) {
                    sb.append(typeText(a));
                } else {
                    throw error(a, "expected a template argument (a type or an integer) but found " + a.describe());
                }
                if (peek().is(",")) {
                    sb.append(',');
                }
            } while (accept(","));
            Token close = peek();
            if (!close.is(">")) {
                throw error(close, "expected ',' or '>' to close the template arguments of " + head.text() + " but found " + close.describe());
            }
            next();
        }
        nesting--;
        return sb.append('>').toString();
    }

    /** Comma-separated expressions up to the closing symbol; the opener is already consumed. */
    private List<Expr> list(String close, Token open) {
        if (++nesting > MAX_NESTING) {
            throw error(open, "nesting deeper than " + MAX_NESTING + " levels");
        }
        List<Expr> items = new ArrayList<>();
        if (!accept(close)) {
            do {
                items.add(expr());
            } while (accept(","));
            Token t = peek();
            if (!t.is(close)) {
                throw error(t, "expected ',' or '" + close + "' to close '" + open.text() + "' but found " + t.describe());
            }
            next();
        }
        nesting--;
        return items;
    }
}
