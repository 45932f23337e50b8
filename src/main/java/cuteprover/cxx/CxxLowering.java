package cuteprover.cxx;

import cuteprover.expr.Expr;

import java.util.Map;

/**
 * What the front end tells the spec language about a kernel file, in the order C++ runs it: the one narrow interface
 * between the compiler's reading of a file and the checks. Every name it uses is fresh (a variable's later value gets
 * a new name), so nothing is ever declared twice; scopes bound assumptions only.
 */
public interface CxxLowering {

    /** In {@link #specStatement}'s names: a C++ value's name that does not stand for a variable in scope there. */
    String NOT_IN_SCOPE = "";

    /** A run-time value the code does not fix: a parameter of the checks, with what its type allows ({@code where}, or null). */
    void parameter(String name, Expr where, Span at);

    /**
     * A value defined by a condition that has a solution whatever the names before it are (a join of two branches'
     * values, a {@code ?:}'s choice, a type's range): unlike a parameter's assumption, its condition holds beyond the
     * scope it is made in, where the value is read too (a callee's join, read by its caller).
     */
    void defined(String name, Expr where, Span at);

    /**
     * The value named {@code name} (a parameter) stands for more values than C++ gives it there (what a loop, a switch
     * or a call may write): a property reading it is proved for all of them, and a counterexample is no refutation.
     */
    void approximated(String name, String why);

    /** A named value the code computed, {@code value} over earlier names. */
    void declare(String name, Expr value, Span at);

    /** A name whose value is not followed, and why (file:line:col: construct): what reads it is not checked. */
    void unknown(String name, String why);

    /** What holds on the path from here to the end of the innermost scope. */
    void assume(Expr condition, Span at);

    /**
     * The path from here to the end of the innermost scope is not all that reaches it, for a reason the checks cannot
     * state (a condition that did not read): a counterexample found here is not shown as a refutation.
     */
    void notFollowed(String why);

    /** A property the code asserts ({@code assert(COND)}), proved where it stands; {@code suffix} names the call it is in. */
    void prove(Expr property, Span at, String suffix);

    /**
     * The spec statement {@code index} of the file (a {@code prove}, {@code param}, {@code let} ... line) where it stands,
     * the file's C++ names read through {@code names} (the fresh name of each variable's current value, or
     * {@link #NOT_IN_SCOPE}), its property named with {@code suffix}.
     */
    void specStatement(int index, Map<String, String> names, String suffix);

    void enterScope();

    void leaveScope();

    /** A stretch of the file's text: the expression's source, for messages, and its offsets. */
    record Span(String text, int begin, int end) { }
}
