package cuteprover.specfile;

import cuteprover.expr.Expr;
import cuteprover.tuple.SymInt;

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
    /**
     * The guards that leave the function and did not read, though they read the sizes (a parameter, a definition, or a
     * declaration of them that failed): where, the guard and why. A counterexample may violate one.
     */
    final List<String> unreadGuards = new ArrayList<>();
    /** The broken names whose declarations read the sizes ({@code auto Gemm_M = shape<0>(layout_A);} that failed). */
    final Set<String> sizeBroken = new LinkedHashSet<>();
    final Map<String, Object> definitions = new LinkedHashMap<>();
    /** Definitions that failed; statements using them are skipped rather than reported again. */
    final Set<String> broken = new java.util.HashSet<>();
    /** Where each name was defined, for duplicate-definition errors. */
    final Map<String, SourcePos> definedAt = new LinkedHashMap<>();
    /**
     * Why a pasted C++ declaration is broken ({@code file:line:col: reason}): its error is reported where a property reads
     * it, since a kernel's code declares much (barriers, pipeline states) that no property reads.
     */
    final Map<String, String> brokenWhy = new java.util.HashMap<>();
    /** The names a pasted C++ declaration defined last: another C++ declaration may shadow them. */
    final java.util.Set<String> cppDefined = new java.util.HashSet<>();

    /**
     * The names a C++ assignment changed, with where: their values are not followed from there on. It outlives the
     * block the assignment is in (a loop's body changes the variable of the code around it).
     */
    final Map<String, SourcePos> assigned = new LinkedHashMap<>();
    /** Of the names in {@link #assigned}, those a call may have written ({@code sscanf(argv[1], "%d", &m);}), with the call. */
    final Map<String, String> writtenBy = new java.util.HashMap<>();
    /**
     * The integer variables a call may have written ({@code int m = 5120; if (argc >= 2) sscanf(argv[1], "%d", &m);}), by
     * their declaration's position, with where the call is: from the call on each is a run-time value, a parameter, also
     * after the block the call is in ends. Not part of a snapshot.
     */
    final Map<String, SourcePos[]> runTime = new java.util.HashMap<>();

    /**
     * The variables whose domain the tool chose (a C++ integer parameter no call in the file gives a value, with no lower
     * bound in its type: a positive size), each with that assumption and why. Names are fresh: not part of a snapshot.
     */
    final Map<String, String> implicitDomains = new java.util.HashMap<>();

    /** The names defined outside the innermost C++ block: a C++ declaration in the block may declare them again. */
    final java.util.Set<String> outer = new java.util.HashSet<>();

    /**
     * Before a declaration declares {@code name} again (C++ shadowing, {@code { int M = ...; }}): the assumptions and
     * the deferred definitions that read the name keep reading the earlier declaration, under a name no spec can write
     * ({@code M@file:line:col}), as C++ evaluated them where they stand. Without this, a guard on the outer M would be
     * read as a guard on the inner one, and a property proved under an assumption that never held.
     */
    void keepEarlierReadings(String name) {
        Object earlier = definitions.get(name);
        if (earlier == null) {
            return;
        }
        String hidden = hiddenName(name);
        boolean read = false;
        for (int i = 0; i < assumptions.size(); i++) {
            Located<Expr> a = assumptions.get(i);
            Expr renamed = Substitution.rename(a.value(), name, hidden);
            if (!renamed.equals(a.value())) {
                assumptions.set(i, new Located<>(renamed, a.text(), a.lines(), a.startOffset()));
                read = true;
            }
        }
        for (Map.Entry<String, Object> e : definitions.entrySet()) {
            if (e.getValue() instanceof DeferredDefinition d && !e.getKey().equals(name)) {
                Expr renamed = Substitution.rename(d.expr(), name, hidden);
                if (!renamed.equals(d.expr())) {
                    e.setValue(new DeferredDefinition(d.text(), renamed));
                    read = true;
                }
            }
        }
        if (read) {
            definitions.put(hidden, earlier);
            definedAt.put(hidden, definedAt.get(name));
        }
    }

    /** The name under which a reading of {@code name} keeps its current declaration ({@code M@file:line:col}): no spec can write it. */
    String hiddenName(String name) {
        return name + "@" + definedAt.get(name);
    }

    /** Defines a name as a C++ declaration does (a later C++ declaration may declare it again). */
    void defineCpp(String name, Object value, SourcePos pos) {
        keepEarlierReadings(name);
        definitions.put(name, value);
        definedAt.put(name, pos);
        cppDefined.add(name);
        broken.remove(name);
        sizeBroken.remove(name);
    }

    /**
     * From here on the integer variable {@code name}, written at {@code at} by a call, is a run-time value: a parameter
     * (positive, as a host function's {@code int m}). What read it before keeps the value it read.
     */
    void becomesRunTimeValue(String name, SourcePos at) {
        keepEarlierReadings(name);
        params.add(name);
        definitions.put(name, SymInt.var(name));
        definedAt.put(name, at);   // a later hidden reading of it is named apart from the declared value's
    }

    /**
     * After a block ends: a variable declared outside it that a call inside it wrote is a run-time value here too (C++
     * may have taken the block; the declared value is no longer known to hold).
     */
    void keepRunTimeValues() {
        runTime.forEach((name, where) -> {
            if (where[0].equals(definedAt.get(name)) && !params.contains(name)) {
                becomesRunTimeValue(name, where[1]);
            }
        });
    }

    /** A copy of what a C++ block may change, taken at its start. */
    Scope snapshot() {
        Scope copy = new Scope();
        copy.setTo(this);
        return copy;
    }

    /**
     * Back to the snapshot taken at a block's start: what the block declared goes out of scope, as in C++, except that a
     * name assigned inside stays unfollowed ({@link #assigned} is not part of a snapshot).
     */
    void restore(Scope snapshot) {
        setTo(snapshot);
    }

    private void setTo(Scope other) {
        replace(params, other.params);
        replace(assumptions, other.assumptions);
        replace(unreadGuards, other.unreadGuards);
        replace(sizeBroken, other.sizeBroken);
        replace(broken, other.broken);
        replace(cppDefined, other.cppDefined);
        replace(outer, other.outer);
        definitions.clear();
        definitions.putAll(other.definitions);
        definedAt.clear();
        definedAt.putAll(other.definedAt);
        brokenWhy.clear();
        brokenWhy.putAll(other.brokenWhy);
    }

    private static <T> void replace(java.util.Collection<T> target, java.util.Collection<T> source) {
        if (target != source) {
            target.clear();
            target.addAll(source);
        }
    }

    /** Whether the names include a parameter, a definition or a declaration of the sizes that failed. */
    boolean readsSizes(java.util.Collection<String> names) {
        for (String n : names) {
            if (params.contains(n) || definitions.containsKey(n) || sizeBroken.contains(n) || assigned.containsKey(n)) {
                return true;
            }
        }
        return false;
    }

    /** Adds everything of another scope (an included file or a hardware model's file). */
    void importAll(Scope other) {
        params.addAll(other.params);
        unreadGuards.addAll(other.unreadGuards);
        for (Located<Expr> a : other.assumptions) {
            if (!assumptions.contains(a)) {
                assumptions.add(a);
            }
        }
        other.definitions.forEach(definitions::putIfAbsent);
        other.definedAt.forEach(definedAt::putIfAbsent);
        broken.addAll(other.broken);
        other.brokenWhy.forEach(brokenWhy::putIfAbsent);
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
