package cuteprover.report;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.ExprText;
import cuteprover.expr.Values;
import cuteprover.hw.AccessMap;
import cuteprover.hw.ModelName;
import cuteprover.layout.Layout;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.Outcome;
import cuteprover.specfile.Witness;
import cuteprover.symbolic.Violation;
import cuteprover.tuple.SymInt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A refuted obligation's witness as a person reads it: the check that failed with its layouts
 * named, only the parameters the property mentions, each index also as a coordinate in the layout's
 * own hierarchical shape (a thread-value layout's as (thread, value) and the tile cell (row, col) it
 * reaches, a hardware model's as its {@code hw map} line), and both sides labelled with their
 * expression text ({@code L(x) = 8} instead of {@code lhs = 8}).
 */
public final class ReadableFailure {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_.#]*");
    private static final String[] COMPARISONS = {" != ", " == ", " <= ", " >= ", " < ", " > "};

    private ReadableFailure() {
    }

    /** The lines to print under a refuted property; the raw witness lines for anything else. */
    public static List<String> lines(Obligation o, Outcome out) {
        if (out.status() != Outcome.Status.REFUTED || out.details().isEmpty()) {
            return out.details();
        }
        try {
            return readable(o, out);
        } catch (RuntimeException | StackOverflowError e) {
            return out.details();   // a witness we cannot decorate is still shown as the prover gave it
        }
    }

    /**
     * The witness's values as the console shows them: a parameter that the property does not mention (directly or
     * through its definitions) is left out, since any value of it gives the same counterexample.
     */
    public static Map<String, Long> mentionedValues(Obligation o, Witness w) {
        Set<String> mentioned = mentionedNames(o);
        Map<String, Long> out = new LinkedHashMap<>();
        w.values().forEach((name, value) -> {
            if (!(o.definitions().get(name) instanceof SymInt) || mentioned.contains(name)) {
                out.put(name, value);
            }
        });
        return out;
    }

    private static List<String> readable(Obligation o, Outcome out) {
        // The verdict's witness, in its order: values, then both sides.
        Map<String, String> raw = new LinkedHashMap<>();
        out.witness().values().forEach((name, value) -> raw.put(name, Long.toString(value)));
        if (!out.witness().lhs().isEmpty() || !out.witness().rhs().isEmpty()) {
            raw.put("lhs", out.witness().lhs());
            raw.put("rhs", out.witness().rhs());
        }
        Set<String> mentioned = mentionedNames(o);
        List<String> lines = new ArrayList<>();
        Violation v = asWritten(out.violation().isEmpty() ? null : out.violation(), o.propertyText());
        FailedImplication implication = v == null || !"false".equals(raw.get("lhs")) || !"true".equals(raw.get("rhs"))
                ? null : FailedImplication.of(v.equation());
        if (implication != null) {
            // g -> q fails where g holds and q does not: said so, instead of the disjunction's false and true
            v = v.withEquation(implication.text());
            raw.remove("lhs");
            raw.remove("rhs");
        }
        if (v != null) {
            lines.add("fails: " + v.equation() + (v.definitions().isEmpty() ? "" : ", where " + v.definitionText()));
        }
        List<String> shown = new ArrayList<>();
        raw.forEach((name, value) -> {
            if (name.equals("lhs") || name.equals("rhs")) {
                return;
            }
            boolean parameter = o.definitions().get(name) instanceof SymInt;
            if (parameter) {
                if (mentioned.contains(name)) {
                    shown.add(name + " = " + value);
                }
            }
        });
        if (!shown.isEmpty()) {
            lines.add("at " + String.join(", ", shown));
        }
        Witness witness = out.witness();
        String unreached = v != null && v.equation().equals("every T(x) is an offset of A") ? v.definitions().get("T") : null;
        raw.forEach((name, value) -> {
            if (name.equals("lhs") || name.equals("rhs") || o.definitions().get(name) instanceof SymInt) {
                return;
            }
            String where = witness.coordinates().containsKey(name) ? decode(o, witness, name, Long.parseLong(value))
                    : name.equals("x") && unreached != null ? unreachedCell(o, unreached, Long.parseLong(value)) : "";
            lines.add(name + " = " + value + where);
        });
        if (implication != null) {
            lines.add(implication.guard() + " = true");
            lines.add(implication.consequence() + " = false");
            return lines;
        }
        String[] labels = v == null ? new String[] {"lhs", "rhs"} : labels(v.equation(), raw.get("rhs"));
        // a side written as its value ((3,5) of (3,4) == (3,5)) is not repeated
        // nor a side that is a parameter already given in the "at" line (M of M > 4)
        if (raw.containsKey("lhs") && !labels[0].equals(raw.get("lhs")) && !shown.contains(labels[0] + " = " + raw.get("lhs"))) {
            lines.add(labels[0] + " = " + raw.get("lhs"));
        }
        if (raw.containsKey("rhs") && !labels[1].equals(raw.get("rhs")) && !shown.contains(labels[1] + " = " + raw.get("rhs"))) {
            lines.add(labels[1] + " = " + raw.get("rhs"));
        }
        return lines;
    }

    /**
     * A property that is one comparison fails as that comparison: its text as written ({@code offset_of(tAgA) == (0,
     * 128*bm)}) names the sides better than the prover's, where the definitions are expanded (partition_S(get_slice(...
     */
    static Violation asWritten(Violation v, String property) {
        if (v == null || !(v.check().isEmpty() || v.check().equals("condition") || v.check().equals("forall")) || property == null) {
            return v;
        }
        String p = property.strip();
        if (p.startsWith("forall") && v.check().equals("forall")) {
            // forall i in [0, size(tCgC)): tCgC(i) < M * N fails as its body does, named as written
            int colon = topLevelIndexOf(p, ": ", 0);
            if (colon > 0) {
                p = p.substring(colon + 2).strip();
            }
        }
        String op = singleComparison(p);
        if (op == null) {
            String part = conjunctAsWritten(p, v.equation());
            return part == null ? v : v.withEquation(part);
        }
        if (!op.equals(singleComparison(v.equation())) || v.equation().equals(p)) {
            return v;
        }
        return v.withEquation(p);
    }

    /**
     * The conjunct of a property {@code a && b && ...} as written ({@code cosize(B) == 4*M}) whose
     * expression is the failing comparison the prover names ({@code cosize(B) == (4 * M)}), or null. Where the
     * prover names it with its definitions expanded ({@code size(get(zipped_divide(gA,...),0)) == (64 * 64)} for
     * {@code size<0>(tiles) == 64*64}), the one conjunct with the same operator and one side the same is it.
     */
    private static String conjunctAsWritten(String property, String failing) {
        List<Written> leaves = new ArrayList<>();
        comparisons(property, leaves);
        if (leaves.isEmpty()) {
            return null;
        }
        Expr failed;
        try {
            failed = cuteprover.expr.Parser.parse(failing);
        } catch (CuteError e) {
            return null;
        }
        List<String> oneSideSame = new ArrayList<>();
        for (Written leaf : leaves) {
            if (ExprText.of(leaf.expr()).equals(failing)) {
                return leaf.text();
            }
            if (leaf.expr() instanceof Expr.Binary w && failed instanceof Expr.Binary f && w.op().equals(f.op())
                    && (ExprText.of(w.left()).equals(ExprText.of(f.left())) || ExprText.of(w.right()).equals(ExprText.of(f.right())))) {
                oneSideSame.add(leaf.text());
            }
        }
        return oneSideSame.size() == 1 ? oneSideSame.get(0) : null;
    }

    /** A comparison of the property as written, and as parsed. */
    private record Written(String text, Expr expr) { }

    /** The single comparisons a conjunction is made of (parts that are no expression of their own left out). */
    private static void comparisons(String property, List<Written> out) {
        String text = property.strip();
        while (text.startsWith("(") && text.endsWith(")") && balanced(text.substring(1, text.length() - 1))) {
            text = text.substring(1, text.length() - 1).strip();
        }
        List<String> parts = topLevelConjuncts(text);
        if (parts.size() > 1) {
            parts.forEach(part -> comparisons(part, out));
            return;
        }
        try {
            if (singleComparison(text) != null) {
                out.add(new Written(text, cuteprover.expr.Parser.parse(text)));
            }
        } catch (CuteError e) {
            // the head of a forall, or no expression of its own: not a conjunct to name
        }
    }

    /** The text split at its {@code &&}s outside any bracket. */
    private static List<String> topLevelConjuncts(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            } else if (depth == 0 && text.startsWith("&&", i)) {
                parts.add(text.substring(start, i));
                start = i + 2;
                i++;
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    /** Whether every bracket of the text closes within it, in order. */
    private static boolean balanced(String text) {
        int depth = 0;
        for (int i = 0; i < text.length() && depth >= 0; i++) {
            char c = text.charAt(i);
            depth += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
        }
        return depth == 0;
    }

    /** The one comparison operator of a text with no connective, or null. */
    private static String singleComparison(String text) {
        if (text.contains("&&") || text.contains("||") || text.contains("->") || text.startsWith("forall") || text.contains(" for ")) {
            return null;
        }
        String found = null;
        for (String c : COMPARISONS) {
            int i = topLevelIndexOf(text, c, 0);
            if (i >= 0) {
                if (found != null || topLevelIndexOf(text, c, i + 1) >= 0) {
                    return null;
                }
                found = c;
            }
        }
        return found;
    }

    /**
     * The first occurrence of a comparison from {@code from} outside brackets: {@code conditional_return(M > 64, ...) >= 128}
     * compares at its {@code >=}, not inside the call.
     */
    static int topLevelIndexOf(String text, String token, int from) {
        int depth = 0;
        for (int i = 0; i + token.length() <= text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            } else if (depth == 0 && i >= from && text.startsWith(token, i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The names the property's text mentions, and the names inside the definitions it mentions, transitively
     * (tAgA = partition_S(thr, gA), gA = local_tile(mA, ...), mA = make_tensor(..., (m,k), (lda,1)): m, k, lda).
     */
    static Set<String> mentionedNames(Obligation o) {
        Set<String> out = new LinkedHashSet<>();
        java.util.ArrayDeque<String> texts = new java.util.ArrayDeque<>(List.of(o.propertyText()));
        while (!texts.isEmpty()) {
            Matcher m = WORD.matcher(texts.pop());
            while (m.find()) {
                String name = m.group();
                Object def = o.definitions().get(name);
                if (out.add(name) && def != null && !(def instanceof SymInt)) {
                    texts.push(def instanceof cuteprover.specfile.DeferredDefinition d ? String.join(" ", namesRead(d.expr()))
                            : Values.format(def));
                }
            }
        }
        return out;
    }

    /**
     * The names an expression reads: local_tile's tile coordinates that its Step projects out
     * ({@code (bm,bn,_)} with {@code Step<_1,X,_1>}: bn) are not read, so a counterexample does not name them.
     */
    static List<String> namesRead(Expr e) {
        List<String> out = new java.util.ArrayList<>();
        java.util.ArrayDeque<Expr> todo = new java.util.ArrayDeque<>(List.of(e));
        while (!todo.isEmpty()) {
            Expr x = todo.pop();
            if (x instanceof Expr.Name n) {
                out.add(n.name());
                continue;
            }
            if (x instanceof Expr.Call c && c.name().equals("local_tile") && c.args().size() == 4
                    && c.args().get(2) instanceof Expr.TupleExpr coords && c.args().get(3) instanceof Expr.CuteType step
                    && step.text().startsWith("Step<") && step.text().endsWith(">")) {
                String[] entries = step.text().substring(5, step.text().length() - 1).split(",");
                if (entries.length == coords.elements().size()) {
                    for (int i = 0; i < entries.length; i++) {
                        if (!entries[i].trim().equals("X")) {
                            todo.push(coords.elements().get(i));
                        }
                    }
                    todo.push(c.args().get(0));
                    todo.push(c.args().get(1));
                    continue;
                }
            }
            x.children().forEach(todo::push);
        }
        return out;
    }

    /**
     * ", coordinate (8,0)" as the witness records it in the layout the index belongs to; for a TV layout
     * of covers, (thread, value) -> (row, col) too, and for a hardware model its map line, both read off
     * the layout the witness records.
     */
    private static String decode(Obligation o, Witness witness, String name, long index) {
        StringBuilder sb = new StringBuilder(": coordinate ").append(witness.coordinates().get(name));
        if (!(witness.term(witness.subject()) instanceof Layout l)) {
            return sb.toString();
        }
        Expr.Call c = callOn(o.property(), witness.subject());
        if (c != null && l.rank() == 2) {
            long threads = l.mode(0).size().value();
            long thread = index % threads;
            long value = index / threads;
            String model = modelName(o, c.args().get(0));
            if (model != null) {
                ModelName modelName = ModelName.parse(model);
                List<long[]> rows = AccessMap.rows(modelName, l);
                long[] row = rows.get((int) (thread * l.mode(1).size().value() + value));
                sb.append(", ").append(model).append(" map: ").append(modelName.header()).append(" = ").append(AccessMap.line(row));
            } else if (c.name().startsWith("covers") && c.args().size() == 2) {
                Object tile = witness.term(ExprText.of(c.args().get(1)));
                long offset = cuteprover.layout.FlatLayout.of(l).offset(index);
                if (tile instanceof cuteprover.tuple.IntTuple t && t.leaves().size() >= 1) {
                    long rowsOfTile = ((SymInt) t.leaves().get(0)).value();
                    sb.append(", (thread ").append(thread).append(", value ").append(value).append(") -> (row ")
                            .append(offset % rowsOfTile).append(", col ").append(offset / rowsOfTile).append(")");
                }
            }
        }
        return sb.toString();
    }

    /**
     * The call the witness is of: the property itself, or one conjunct of a property that is a conjunction (the
     * partitions family's {@code covers_at_least_once(TV, S) && ...}), whose first argument is the witness's subject.
     */
    private static Expr.Call callOn(Expr property, String subject) {
        if (property instanceof Expr.Binary b && b.op().equals("&&")) {
            Expr.Call left = callOn(b.left(), subject);
            return left != null ? left : callOn(b.right(), subject);
        }
        if (property instanceof Expr.Call c && !c.args().isEmpty() && subject.equals(ExprText.of(c.args().get(0)))) {
            return c;
        }
        return null;
    }

    /**
     * The x of a coverage's failed "every T(x) is an offset of A" ({@code covers_at_least_once(TV, S)}: T = n:1 runs over
     * the n cells of S, A is TV): the cell of S, as (row, col), that no (thread, value) reaches; "" where the property
     * has no such coverage of a literal tile of that size.
     */
    private static String unreachedCell(Obligation o, String cells, long x) {
        Expr.Call c = coverage(o.property());
        if (c == null || c.args().size() != 2) {
            return "";
        }
        try {
            if (!(cuteprover.expr.Evaluator.concrete().evaluate(ExprText.of(c.args().get(1))) instanceof cuteprover.tuple.IntTuple t)
                    || t.leaves().size() < 2 || !cells.strip().equals(cuteprover.tuple.Tuples.product(t).value() + ":1")) {
                return "";
            }
            long rows = ((SymInt) t.leaves().get(0)).value();
            return ": (row " + x % rows + ", col " + x / rows + ") of the tile, which no (thread, value) reaches";
        } catch (CuteError | ClassCastException | ArithmeticException e) {
            return "";
        }
    }

    /** The covers_at_least_once call of a property or of one of its conjuncts, else null. */
    private static Expr.Call coverage(Expr property) {
        if (property instanceof Expr.Binary b && b.op().equals("&&")) {
            Expr.Call left = coverage(b.left());
            return left != null ? left : coverage(b.right());
        }
        return property instanceof Expr.Call c && c.name().equals("covers_at_least_once") ? c : null;
    }

    private static String modelName(Obligation o, Expr e) {
        if (e instanceof Expr.Name n && n.name().contains(".")) {
            try {
                ModelName.parse(n.name());
                return n.name();
            } catch (CuteError | IllegalArgumentException ex) {
                return null;
            }
        }
        return null;
    }

    /** The expression texts of the two sides; {@code lhs}/{@code rhs} when the equation has no plain form. */
    private static String[] labels(String equation, String rhsValue) {
        String eq = equation.contains(" for ") ? equation.substring(0, equation.indexOf(" for ")) : equation;
        if (eq.contains(" && ") || eq.contains(" || ")) {
            return new String[] {"lhs", "rhs"};   // a compound condition has no two sides to name by text
        }
        List<String> terms = new ArrayList<>();
        String rest = eq;
        while (true) {
            int best = -1;
            String op = null;
            for (String c : COMPARISONS) {
                int i = topLevelIndexOf(rest, c, 0);
                if (i >= 0 && (best < 0 || i < best)) {
                    best = i;
                    op = c;
                }
            }
            if (op == null) {
                terms.add(rest.strip());
                break;
            }
            terms.add(rest.substring(0, best).strip());
            rest = rest.substring(best + op.length());
        }
        if (terms.size() == 2) {
            return new String[] {terms.get(0), terms.get(1)};
        }
        if (terms.size() == 3) {   // a <= b < c: b against whichever bound it crossed
            String bound = terms.get(2).equals(rhsValue) ? terms.get(2) : terms.get(0).equals(rhsValue) ? terms.get(0) : terms.get(2);
            return new String[] {terms.get(1), bound.matches("-?\\d+") ? "bound" : bound};
        }
        return new String[] {"lhs", "rhs"};
    }
}
