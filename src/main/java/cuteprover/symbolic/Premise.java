package cuteprover.symbolic;

import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One condition the user wrote, as written: a top-level conjunct of a {@code param ... where}, an
 * {@code assume} or a {@code --assume}. Vacuity errors name premises in the user's own text and
 * place ({@code `M < 64` at specs/a.cute:1:37}), so each conjunct keeps its slice of the source.
 *
 * @param condition the conjunct's syntax tree
 * @param text      its source text (null: none; messages then print the condition's normal form)
 * @param where     where it was written ({@code file:line:col}, or {@code --assume}); may be empty
 */
public record Premise(Expr condition, String text, String where) {

    /** Premises of assumptions without source text (named by their condition's normal form). */
    public static List<Premise> of(List<Expr> assumptions) {
        List<Premise> out = new ArrayList<>();
        for (Expr a : assumptions) {
            flatten(a, out);
        }
        return out;
    }

    private static void flatten(Expr e, List<Premise> out) {
        if (e instanceof Expr.Binary b && b.op().equals("&&")) {
            flatten(b.left(), out);
            flatten(b.right(), out);
        } else {
            out.add(new Premise(e, null, ""));
        }
    }

    /**
     * Splits an assumption at its top-level {@code &&} tokens (not the {@code &&} a chained bound
     * {@code 1 <= M <= 64} stands for): one premise per conjunct, {@code where} given the offset of
     * the conjunct in {@code source}.
     */
    public static List<Premise> split(Expr condition, String source, IntFunction<String> where) {
        List<Premise> out = new ArrayList<>();
        collect(condition, source, 0, source.length(), where, out);
        return out;
    }

    private static void collect(Expr e, String source, int from, int to, IntFunction<String> where, List<Premise> out) {
        if (e instanceof Expr.Binary b && b.op().equals("&&") && b.pos() >= from && b.pos() + 2 <= to
                && source.startsWith("&&", b.pos())) {
            collect(b.left(), source, from, b.pos(), where, out);
            collect(b.right(), source, b.pos() + 2, to, where, out);
            return;
        }
        int start = from;
        int end = to;
        while (start < end && Character.isWhitespace(source.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(source.charAt(end - 1))) {
            end--;
        }
        out.add(new Premise(e, source.substring(start, end), where.apply(start)));
    }
}
