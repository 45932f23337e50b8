package cuteprover.symbolic;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Expr;
import com.microsoft.z3.FuncDecl;
import com.microsoft.z3.Quantifier;
import com.microsoft.z3.Sort;
import com.microsoft.z3.enumerations.Z3_decl_kind;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A formula as an SMT-LIB2 benchmark, written by us rather than by Z3's benchmark printer: that
 * printer shares a subterm under a {@code let} when its reference count is above one, and the count
 * includes the references our Java objects still hold until the garbage collector frees them, so the
 * same formula came out with different {@code let}s from run to run (the shipped proofs changed on a
 * clean machine). Here a subterm is shared exactly when it occurs more than once in the formula, and
 * names, declarations and bindings follow the formula's own order.
 */
final class SmtLibText {

    private static final java.util.Set<String> RESERVED = java.util.Set.of("let", "forall", "exists", "match", "par",
            "as", "_", "!", "BINARY", "DECIMAL", "HEXADECIMAL", "NUMERAL", "STRING");

    private final Map<Integer, Integer> occurrences = new HashMap<>();
    private final Map<Integer, String> named = new HashMap<>();
    private final Map<String, String> declarations = new LinkedHashMap<>();
    private final List<String> bindings = new ArrayList<>();

    private SmtLibText() {
    }

    /** The benchmark: a comment with the description, status, logic, declarations, one assertion, check-sat. */
    static String benchmark(String description, BoolExpr formula) {
        SmtLibText t = new SmtLibText();
        t.count(formula);
        String body = t.text(formula, List.of());
        StringBuilder out = new StringBuilder();
        out.append("; ").append(description.replace('\n', ' ')).append('\n');
        out.append("(set-info :status unknown)\n");
        out.append("(set-logic ").append(Logic.of(formula)).append(")\n");
        for (String d : t.declarations.values()) {
            out.append(d).append('\n');
        }
        out.append("(assert\n");
        for (String b : t.bindings) {
            out.append(" (let (").append(b).append(")\n");
        }
        out.append(' ').append(body).append(")".repeat(t.bindings.size())).append(")\n");
        out.append("(check-sat)\n");
        return out.toString();
    }

    /** How often each compound subterm outside quantifiers occurs (quantifier bodies are written in full). */
    private void count(Expr<?> e) {
        if (e.isQuantifier() || !e.isApp() || e.getNumArgs() == 0) {
            return;
        }
        int seen = occurrences.merge(e.getId(), 1, Integer::sum);
        if (seen == 1) {
            for (Expr<?> a : e.getArgs()) {
                count(a);
            }
        }
    }

    /** The text of e; binders lists the enclosing quantifiers' variable names, innermost last. */
    private String text(Expr<?> e, List<String> binders) {
        if (e.isVar()) {
            return binders.get(binders.size() - 1 - e.getIndex());
        }
        if (e.isQuantifier()) {
            return quantifier((Quantifier) e, binders);
        }
        String name = binders.isEmpty() ? named.get(e.getId()) : null;
        if (name != null) {
            return name;
        }
        String t = application(e, binders);
        if (binders.isEmpty() && occurrences.getOrDefault(e.getId(), 0) > 1) {
            name = (e.isBool() ? "$t" : "?t") + bindings.size();
            bindings.add("(" + name + " " + t + ")");
            named.put(e.getId(), name);
            return name;
        }
        return t;
    }

    private String application(Expr<?> e, List<String> binders) {
        if (e.isIntNum()) {
            return integer(((com.microsoft.z3.IntNum) e).getBigInteger());
        }
        if (e.isRatNum()) {
            com.microsoft.z3.RatNum r = (com.microsoft.z3.RatNum) e;
            return "(/ " + integer(r.getBigIntNumerator()) + ".0 " + r.getBigIntDenominator() + ".0)";
        }
        if (e.isBVNumeral()) {
            return "(_ bv" + ((com.microsoft.z3.BitVecNum) e).getBigInteger() + " " + e.getSort().toString()
                    .replaceAll("[^0-9]", "") + ")";
        }
        FuncDecl<?> d = e.getFuncDecl();
        String op = operator(d);
        if (e.getNumArgs() == 0) {
            return op;
        }
        StringBuilder s = new StringBuilder("(").append(op);
        for (Expr<?> a : e.getArgs()) {
            s.append(' ').append(text(a, binders));
        }
        return s.append(')').toString();
    }

    private String operator(FuncDecl<?> d) {
        String name = d.getName().toString();
        if (d.getDeclKind() == Z3_decl_kind.Z3_OP_UNINTERPRETED) {
            String symbol = symbol(name);
            declarations.computeIfAbsent(symbol, s -> declaration(s, d));
            return symbol;
        }
        // Z3 names a few built-ins its own way (ite is "if").
        if (d.getDeclKind() == Z3_decl_kind.Z3_OP_ITE) {
            return "ite";
        }
        if (d.getDeclKind() == Z3_decl_kind.Z3_OP_IMPLIES) {
            return "=>";
        }
        if (d.getNumParameters() == 0) {
            return name;
        }
        StringBuilder s = new StringBuilder("(_ ").append(name);
        for (FuncDecl.Parameter p : d.getParameters()) {
            s.append(' ').append(p.getInt());
        }
        return s.append(')').toString();
    }

    private static String declaration(String symbol, FuncDecl<?> d) {
        StringBuilder s = new StringBuilder("(declare-fun ").append(symbol).append(" (");
        Sort[] domain = d.getDomain();
        for (int i = 0; i < domain.length; i++) {
            s.append(i == 0 ? "" : " ").append(domain[i]);
        }
        return s.append(") ").append(d.getRange()).append(')').toString();
    }

    private String quantifier(Quantifier q, List<String> binders) {
        com.microsoft.z3.Symbol[] names = q.getBoundVariableNames();
        Sort[] sorts = q.getBoundVariableSorts();
        List<String> inner = new ArrayList<>(binders);
        StringBuilder s = new StringBuilder("(").append(q.isUniversal() ? "forall" : "exists").append(" (");
        // Z3 lists a quantifier's variables outermost first; de Bruijn index 0 is the last one.
        for (int i = 0; i < names.length; i++) {
            String v = symbol(names[i].toString());
            inner.add(v);
            s.append(i == 0 ? "" : " ").append('(').append(v).append(' ').append(sorts[i]).append(')');
        }
        return s.append(") ").append(text(q.getBody(), inner)).append(')').toString();
    }

    private static String integer(BigInteger v) {
        return v.signum() < 0 ? "(- " + v.negate() + ")" : v.toString();
    }

    /** A simple SMT-LIB symbol as it is, anything else between bars. */
    static String symbol(String name) {
        if (name.startsWith("|") && name.endsWith("|") && name.length() >= 2) {
            return name;
        }
        boolean simple = !name.isEmpty() && !Character.isDigit(name.charAt(0));
        for (int i = 0; i < name.length() && simple; i++) {
            char c = name.charAt(i);
            simple = c < 128 && (Character.isLetterOrDigit(c) || "~!@$%^&*_-+=<>.?/".indexOf(c) >= 0);
        }
        return simple && !RESERVED.contains(name) ? name : "|" + name + "|";
    }
}
