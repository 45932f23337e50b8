package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What is in scope at a point of a spec file: parameters, assumptions, named values. */
final class Scope {

    final Set<String> params = new LinkedHashSet<>();
    final List<Located<Expr>> assumptions = new ArrayList<>();
    final Map<String, Object> definitions = new LinkedHashMap<>();
    /** Definitions that failed; statements using them are skipped rather than reported again. */
    final Set<String> broken = new java.util.HashSet<>();
    /** Where each name was defined, for duplicate-definition errors. */
    final Map<String, SourcePos> definedAt = new LinkedHashMap<>();
    /** The names a pasted C++ declaration defined last: another C++ declaration may shadow them. */
    final java.util.Set<String> cppDefined = new java.util.HashSet<>();

    /** Adds everything of another scope (an included file or a hardware model's file). */
    void importAll(Scope other) {
        params.addAll(other.params);
        for (Located<Expr> a : other.assumptions) {
            if (!assumptions.contains(a)) {
                assumptions.add(a);
            }
        }
        other.definitions.forEach(definitions::putIfAbsent);
        other.definedAt.forEach(definedAt::putIfAbsent);
        broken.addAll(other.broken);
    }

    List<String> assumptionTexts() {
        List<String> out = new ArrayList<>();
        for (Located<Expr> a : assumptions) {
            out.add(a.text());
        }
        return out;
    }

    /** The assumptions conjunct by conjunct, each with its text and file position. */
    List<cuteprover.symbolic.Premise> premises() {
        List<cuteprover.symbolic.Premise> out = new ArrayList<>();
        for (Located<Expr> a : assumptions) {
            out.addAll(cuteprover.symbolic.Premise.split(a.value(), a.text(), offset -> a.at(offset).toString()));
        }
        return out;
    }

    List<Expr> assumptionExprs() {
        List<Expr> out = new ArrayList<>();
        for (Located<Expr> a : assumptions) {
            out.add(a.value());
        }
        return out;
    }
}
