package cuteprover.expr;

import cuteprover.expr.Expr.Bracket;
import cuteprover.expr.Expr.Call;
import cuteprover.expr.Expr.Num;
import cuteprover.expr.Expr.SwizzleExpr;
import cuteprover.expr.Expr.TupleExpr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * CuTe's C++ spellings of values as types, read from the parser's tokens: {@code Int<8>},
 * {@code Shape<_8,Int<4>>}, {@code Layout<S,D>}, {@code Tile<...>}, {@code Sw<3,4,3>}, type names
 * with template arguments ({@code SM80_16x8x16_F32F16F16F16_TN}, {@code GMMA::Layout_K_SW128_Atom<half_t>})
 * and the {@code {}} that constructs a value of a type.
 */
final class CppTypeSyntax {

    /** CuTe's C++ spellings of integers, tuples and layouts as types: Int<8>, Shape<_8,_4>, Layout<S,D>, Tile<...>. */
    static final Set<String> CPP_TYPES = Set.of("Int", "Shape", "Stride", "Coord", "Tile", "Layout");

    private final TokenCursor in;

    CppTypeSyntax(TokenCursor in) {
        this.in = in;
    }

    long elementBits(Token type) {
        try {
            return cuteprover.atom.ElementType.bits(typeText(type));
        } catch (cuteprover.CuteError e) {
            throw in.error(type, e.getMessage());
        }
    }

    /** {@code Int<8>}, {@code Shape<_8,Int<4>>}, {@code Stride<...>}, {@code Coord<...>}, {@code Tile<...>}, {@code Layout<S[,D]>}. */
    Expr cppType(Token head) {
        Token open = in.next();
        in.enter(open);
        List<Expr> args = new ArrayList<>();
        if (!in.accept(">")) {
            do {
                args.add(templateArgument());
            } while (in.accept(","));
            Token close = in.peek();
            if (!close.is(">")) {
                throw in.error(close, "expected ',' or '>' to close " + head.text() + "<...> but found " + close.describe());
            }
            in.next();
        }
        in.leave();
        switch (head.text()) {
            case "Int" -> {
                if (args.size() != 1 || !(args.get(0) instanceof Num || args.get(0) instanceof Expr.Name || args.get(0) instanceof Call)) {
                    throw in.error(head, "Int<N> takes one integer");
                }
                // Int<Stages> of a constexpr Stages: its value, which must be static as C++ requires
                return args.get(0) instanceof Num ? args.get(0) : new Call("Int", args, head.pos());
            }
            case "Layout" -> {
                if (args.isEmpty() || args.size() > 2) {
                    throw in.error(head, "Layout<Shape[, Stride]> takes a shape and an optional stride, got " + args.size() + " arguments");
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

    /** A template argument, or a choice between two ({@code Int<ReuseSmemC ? StagesC : StagesD>}). */
    Expr templateArgument() {
        Expr first = singleTemplateArgument();
        if (!in.peek().is("?")) {
            return first;
        }
        Token op = in.next();
        Expr yes = singleTemplateArgument();
        in.expect(":");
        return new Call("conditional_return", List.of(first, yes, templateArgument()), op.pos());
    }

    private Expr singleTemplateArgument() {
        Token a = in.next();
        if (a.kind() == Token.Kind.NUMBER) {
            return braces(new Num(in.number(a), a.pos()));
        }
        if (a.is("-") && in.peek().kind() == Token.Kind.NUMBER) {
            return new Num(-in.number(in.next()), a.pos());
        }
        if (a.kind() == Token.Kind.IDENT && CPP_TYPES.contains(a.text()) && in.peek().is("<")) {
            return braces(cppType(a));
        }
        if (a.kind() == Token.Kind.IDENT && !in.peek().is("<") && !in.peek().is("(")) {
            // Int<Stages>, Shape<TileM, _8>, Layout<TileShape>: a constexpr integer or a using-alias of a shape stands for its value
            return braces(new Expr.Name(a.text(), a.pos()));
        }
        throw in.error(a, "expected an integer (_8, Int<8>), a name of a static integer or shape, or a CuTe type (Shape<...>,"
                + " Layout<...>) as a template argument but found " + a.describe());
    }

    /** A tiler: integers are a tuple tiler (32,32,16); layouts a by-mode tiler [L0,L1]. */
    static Expr tile(List<Expr> items, int pos) {
        return items.stream().allMatch(e -> e instanceof Num) ? new TupleExpr(items, false, pos) : new Bracket(items, "]", pos);
    }

    /** CuTe values are objects: an empty {@code {}} after a type, a swizzle or {@code _8} constructs it. */
    Expr braces(Expr e) {
        if (in.peek().is("{") && in.peekAhead(1).is("}")) {
            in.next();
            in.next();
        }
        return e;
    }

    /**
     * {@code TiledMMA<MMA_Atom<OP>, Layout<Shape<_8,_1,_1>>, Tile<_128, Layout<...>, Layout<...>>>}, the type spelling of
     * FlashAttention-2's kernel traits: make_tiled_mma of the atom, the atom layout and the permutation tile.
     */
    Expr tiledMma(Token head) {
        Token open = in.expect("<");
        in.enter(open);
        List<Expr> args = new ArrayList<>();
        do {
            Token a = in.next();
            if (a.kind() == Token.Kind.IDENT && CppTypeSyntax.CPP_TYPES.contains(a.text()) && in.peek().is("<")) {
                args.add(cppType(a));
            } else if (a.kind() == Token.Kind.IDENT && cuteprover.atom.Atoms.isTypeHead(a.text())) {
                args.add(new Expr.CuteType(typeText(a), a.pos()));
            } else {
                throw in.error(a, "expected an MMA atom, a Layout<...> or a Tile<...> as an argument of TiledMMA<...> but found "
                        + a.describe());
            }
        } while (in.accept(","));
        Token close = in.peek();
        if (!close.is(">")) {
            throw in.error(close, "expected ',' or '>' to close TiledMMA<...> but found " + close.describe());
        }
        in.next();
        in.leave();
        if (args.size() > 3) {
            throw in.error(head, "TiledMMA<ATOM, ATOM_LAYOUT, PERMUTATION> takes at most 3 arguments, got " + args.size());
        }
        return new Call("make_tiled_mma", args, head.pos());
    }

    Expr swizzle(Token name) {
        in.expect("<");
        int[] v = new int[3];
        for (int i = 0; i < 3; i++) {
            if (i > 0) {
                in.expect(",");
            }
            Token sign = in.peek();
            boolean negative = in.accept("-");
            if (negative && i < 2) {
                throw in.error(sign, "swizzle parameter " + "BMS".charAt(i) + " must be >= 0 (only the shift S may be negative)");
            }
            Token n = in.next();
            if (n.kind() != Token.Kind.NUMBER || in.number(n) > 64) {
                throw in.error(n, "expected a swizzle parameter (0..64) but found " + n.describe());
            }
            v[i] = negative ? -(int) in.number(n) : (int) in.number(n);
        }
        in.expect(">");
        return new SwizzleExpr(v[0], v[1], v[2], name.pos());
    }

    /**
     * The number of tokens of the next template argument where it is an expression ({@code sizeof(T) * 4},
     * {@code 2 * N}), up to the ',' or '>' that ends it; 0 where it is an integer, a type or a decltype,
     * which {@link #typeText} reads token by token. A '<' after a name opens template arguments.
     */
    private int expressionArgumentLength() {
        int depth = 0;
        int k = 0;
        int firstClose = -1; // where the first bracket opened closes: a type's '>', a decltype's ')'
        while (true) {
            Token t = in.peekAhead(k);
            if (t.kind() == Token.Kind.END || depth == 0 && (t.is(",") || t.is(">"))) {
                break;
            }
            if (t.is("(") || t.is("[") || t.is("{") || t.is("<") && k > 0 && in.peekAhead(k - 1).kind() == Token.Kind.IDENT) {
                depth++;
            } else if (t.is(")") || t.is("]") || t.is("}") || t.is(">")) {
                if (--depth == 0 && firstClose < 0) {
                    firstClose = k;
                }
            }
            k++;
        }
        Token first = in.peek();
        Token last = in.peekAhead(Math.max(k - 1, 0));
        boolean simple = k == 0
                || k == 1 && (first.kind() == Token.Kind.NUMBER || first.kind() == Token.Kind.IDENT)
                || k == 2 && first.is("-") && last.kind() == Token.Kind.NUMBER
                || first.kind() == Token.Kind.IDENT && in.peekAhead(1).is("<") && firstClose == k - 1
                || first.kind() == Token.Kind.IDENT && first.text().equals("decltype") && in.peekAhead(1).is("(") && firstClose == k - 1;
        return simple ? 0 : k;
    }

    /** The expression inside {@code decltype(...)} as written (balanced brackets; its value decides the type). */
    private String decltypeSource(Token decltype) {
        Token open = in.next();
        int depth = 1;
        Token t;
        do {
            t = in.next();
            if (t.kind() == Token.Kind.END) {
                throw in.error(open, "decltype( is not closed");
            }
            if (t.is("(") || t.is("[") || t.is("{")) {
                depth++;
            } else if (t.is(")") || t.is("]") || t.is("}")) {
                depth--;
            }
        } while (depth > 0);
        return in.source().substring(open.pos() + 1, t.pos());
    }

    /** A type name and its template arguments {@code <...>} (types or integers), as canonical text. */
    String typeText(Token head) {
        StringBuilder sb = new StringBuilder(head.text());
        if (!in.peek().is("<")) {
            return sb.toString();
        }
        Token open = in.next();
        in.enter(open);
        sb.append('<');
        if (!in.accept(">")) {
            do {
                int expression = expressionArgumentLength();
                if (expression > 0) {
                    // uint_byte_t<sizeof(Element) * size(val_layout)>: evaluated as decltype(EXPR) is, to a static integer
                    Token first = in.peek();
                    Token after = in.peekAhead(expression);
                    for (int k = 0; k < expression; k++) {
                        in.next();
                    }
                    sb.append(StaticTypeNames.decltype(in.source().substring(first.pos(), after.pos()).trim()));
                    if (in.peek().is(",")) {
                        sb.append(',');
                    }
                    continue;
                }
                Token a = in.next();
                if (a.kind() == Token.Kind.NUMBER) {
                    sb.append(in.number(a));
                } else if (a.is("-") && in.peek().kind() == Token.Kind.NUMBER) {
                    sb.append('-').append(in.number(in.next()));
                } else if (a.kind() == Token.Kind.IDENT && a.text().equals("decltype") && in.peek().is("(")) {
                    sb.append(StaticTypeNames.decltype(decltypeSource(a)));
                } else if (a.kind() == Token.Kind.IDENT) {
                    sb.append(typeText(a));
                } else {
                    throw in.error(a, "expected a template argument (a type or an integer) but found " + a.describe());
                }
                if (in.peek().is(",")) {
                    sb.append(',');
                }
            } while (in.accept(","));
            Token close = in.peek();
            if (!close.is(">")) {
                throw in.error(close, "expected ',' or '>' to close the template arguments of " + head.text() + " but found " + close.describe());
            }
            in.next();
        }
        in.leave();
        return sb.append('>').toString();
    }
}
