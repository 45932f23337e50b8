package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.List;

/**
 * One statement of a spec file. Expressions are parsed with the same parser as {@code eval} and
 * {@code prove}; {@link Located} maps their offsets back to file positions.
 */
public sealed interface Statement {

    SourcePos pos();

    /** {@code include "other.cute"}: brings the other file's parameters, assumptions and definitions into scope. */
    record Include(String path, SourcePos pos) implements Statement { }

    /** {@code param M, N where COND}: shape variables and their assumptions. */
    record Param(List<String> names, Located<Expr> where, SourcePos pos) implements Statement { }

    /** {@code assume COND}: a further assumption on the parameters. */
    record Assume(Located<Expr> condition, SourcePos pos) implements Statement { }

    /**
     * {@code let NAME = EXPR}: a named integer, layout, tiler, swizzled or thread-value layout; {@code cpp} where it is a
     * pasted C++ declaration ({@code auto sA = ...;}), which a later C++ declaration may shadow (a kernel's device code
     * declares again the names of its host code).
     */
    record Let(String name, Located<Expr> value, SourcePos pos, boolean cpp) implements Statement {
        Let(String name, Located<Expr> value, SourcePos pos) {
            this(name, value, pos, false);
        }

        Let asCpp() {
            return new Let(name, value, pos, true);
        }
    }

    /** {@code model NAME = EXPR}: a hardware model, usable from other files by name. */
    record Model(String name, Located<Expr> value, SourcePos pos) implements Statement { }

    /** {@code use MODEL as NAME}: binds a hardware model from hardware-models/ to a local name. */
    record Use(String model, String alias, SourcePos pos) implements Statement { }

    /**
     * A statement with a syntax error (reported separately); when it was a definition, its name is
     * kept so that later uses are skipped instead of reported as unknown names.
     */
    record Unreadable(String definedName, SourcePos pos) implements Statement { }

    /** {@code prove [NAME:] PROPERTY} or {@code expect refuted [NAME:] PROPERTY}. */
    record Prove(String name, Located<Expr> property, boolean expectRefuted, SourcePos pos) implements Statement { }
}
