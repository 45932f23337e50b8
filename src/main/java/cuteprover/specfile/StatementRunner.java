package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.PointerTo;
import cuteprover.layout.Decider;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a file's statements in order on its scope, with C++'s block structure: a block's declarations end with it, a
 * counted loop's variable is a parameter with its range, a guard that leaves the function is assumed failed after it,
 * a host function's integer parameters are the spec's parameters, and a kernel launched in the file is checked at its
 * launch, its parameters bound to the launch's arguments. Each other statement goes to {@code step}; a statement's
 * error goes to {@code failure}.
 */
final class StatementRunner {

    /** Applies one statement to the scope. */
    interface Step {
        void apply(Statement statement);
    }

    /** Reports a statement's error. */
    interface Failure {
        void report(Statement statement, CuteError error);
    }

    /** A kernel's definition, checked at its launches, or a host function's, checked at its calls. */
    private record Kernel(CppFunction function, List<Statement> body) { }

    /** A C++ block being read: the scope at its start, its if-condition (else null), whether it leaves the function. */
    private static final class OpenBlock {
        final Scope snapshot;
        final Located<Expr> guard;
        boolean exits;
        /** A bare {@code { ... }}: it always runs, so what its guards assume holds after it too. */
        boolean bare;
        /** A function's body (or a launch's, a call's): leaving it ends the function, not the code after it. */
        boolean function;
        /** Some path in it (in a nested block too) leaves the function. */
        boolean leaves;
        /** A return in it that no assumption after it captures (one under #ifdef X, which may not be compiled). */
        boolean uncaptured;
        /** Where a goto in it jumps (a function's block): no property after it is checked. */
        SourcePos jumpedFrom;
        /**
         * Whether it runs on a condition that reads no size: an if whose condition does not read or reads none
         * ({@code if (transA == 'N')}), an else of such ifs only. The code after it is reached, for any sizes, where that
         * condition fails, so what its paths that leave the function assume is not needed there.
         */
        boolean sizeFree;
        /** An if whose condition read: it is assumed in the body, and what the body's exits assume holds after it under it. */
        boolean conditionAssumed;
        /** Where the entries of {@link Scope#unreadGuards} that hold after the block begin (its own head's do not). */
        int unreadFrom;

        OpenBlock(Scope snapshot, Located<Expr> guard) {
            this.snapshot = snapshot;
            this.guard = guard;
        }
    }

    private final Scope scope;
    private final Step step;
    private final Failure failure;
    private final Deque<OpenBlock> blocks = new ArrayDeque<>();
    /** The preprocessor conditionals of unknown condition being read (a call's body has its own). */
    private PreprocessorBranches conditionals;
    private final GuardAssumptions guards;
    private final Map<String, Kernel> kernels = new HashMap<>();
    /** The called host functions' definitions by name, in file order: a call picks among overloads. */
    private final Map<String, List<Kernel>> overloads = new HashMap<>();
    /** How often the file launches each kernel: a kernel launched twice names its properties by launch. */
    private final Map<String, Integer> launches = new HashMap<>();
    /** How often the file calls each host function it defines ({@link Statement.HostCall}): likewise, by call. */
    private final Map<String, Integer> calls = new HashMap<>();
    /** The host functions that call themselves: read on their own, never at a call. */
    private final java.util.Set<String> recursive = new java.util.HashSet<>();
    /** While a kernel launched more than once is checked: what its properties' names get, to tell the launches apart. */
    private String launchSuffix;

    /** Kernels named with template arguments ({@code auto* kernel_ptr = &gemm_device<...>;}), by alias. */
    private final Map<String, Statement.KernelAlias> aliases = new HashMap<>();

    StatementRunner(Scope scope, List<Statement> all, Step step, Failure failure) {
        this.scope = scope;
        this.step = step;
        this.failure = failure;
        this.conditionals = new PreprocessorBranches(scope);
        this.guards = new GuardAssumptions(scope, step);
        Map<String, String> kernelOf = new HashMap<>();
        for (Statement st : all) {
            if (st instanceof Statement.KernelAlias a) {
                kernelOf.put(a.alias(), a.kernel());
            }
        }
        for (Statement st : all) {
            if (st instanceof Statement.Launch l) {
                launches.merge(kernelOf.getOrDefault(l.kernel(), l.kernel()), 1, Integer::sum);
            } else if (st instanceof Statement.HostCall c) {
                calls.merge(c.function(), 1, Integer::sum);
            }
        }
        // a recursive host function (f calls f) is read on its own, its parameters free: a call is followed one level only
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof Statement.BlockStart b && b.function() != null && !b.function().global()) {
                String name = b.function().name();
                if (all.subList(i + 1, blockEnd(all, i)).stream().anyMatch(st -> st instanceof Statement.HostCall c && c.function().equals(name))) {
                    calls.remove(name);
                    recursive.add(name);
                }
            }
        }
        // every launched kernel's body, wherever it is defined (a launch may come before the definition), and every
        // called host function's
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) instanceof Statement.BlockStart b && checkedWhereUsed(b)) {
                int end = blockEnd(all, i);
                Kernel body = new Kernel(b.function(), List.copyOf(all.subList(i + 1, end)));
                kernels.put(b.function().name(), body);
                overloads.computeIfAbsent(b.function().name(), k -> new java.util.ArrayList<>()).add(body);
            }
        }
    }

    /** A kernel launched in the file, or a host function called in it: its body is checked where it is used. */
    private boolean checkedWhereUsed(Statement.BlockStart b) {
        return b.function() != null && (b.function().global() ? launches : calls).containsKey(b.function().name());
    }

    void run(List<Statement> statements) {
        for (int i = 0; i < statements.size(); i++) {
            Statement st = statements.get(i);
            if (st instanceof Statement.BlockStart b && checkedWhereUsed(b)) {
                // a kernel launched (a host function called) in the file: its body is checked at each launch (call), with
                // its arguments
                i = blockEnd(statements, i);
                continue;
            }
            try {
                one(st);
                if (st instanceof Statement.BlockStart b && b.branch() == Statement.Branch.LOOP) {
                    loopBody(statements, i, b);
                }
            } catch (CuteError e) {
                failure.report(st, e);
            }
        }
    }

    /**
     * At a loop's start, what its body does on any iteration holds from its first: a variable the body assigns or may
     * write is not followed from the loop's head on (its second iteration reads the first's value), and where a path in
     * the body leaves (return, break, continue), a later iteration may never run, so a counterexample in the loop is not
     * shown as REFUTED.
     */
    private void loopBody(List<Statement> statements, int start, Statement.BlockStart loop) {
        int end = blockEnd(statements, start);
        boolean leaves = false;
        for (int j = start + 1; j < end; j++) {
            Statement st = statements.get(j);
            List<String> names = st instanceof Statement.Assignment a ? List.of(a.name())
                    : st instanceof Statement.MayWrite w ? w.names() : List.of();
            for (String name : names) {
                if (scope.definitions.containsKey(name) && !scope.broken.contains(name)
                        && (scope.params.contains(name) || scope.cppDefined.contains(name))) {
                    scope.assigned.putIfAbsent(name, st.pos());
                }
            }
            leaves |= st instanceof Statement.Exit || st instanceof Statement.Goto;
        }
        if (leaves) {
            scope.unreadGuards.add(loop.pos() + ": a path in this loop leaves it or the function (return, break, continue),"
                    + " so a later iteration may not run");
        }
    }

    /** The index of the BlockEnd closing the BlockStart at {@code start} (the size where it stays open). */
    private static int blockEnd(List<Statement> statements, int start) {
        int depth = 0;
        for (int i = start; i < statements.size(); i++) {
            if (statements.get(i) instanceof Statement.BlockStart) {
                depth++;
            } else if (statements.get(i) instanceof Statement.BlockEnd && --depth == 0) {
                return i;
            }
        }
        return statements.size();
    }

    private void one(Statement st) {
        if (st instanceof Statement.BlockStart b) {
            OpenBlock opened = new OpenBlock(scope.snapshot(), b.guard());
            opened.bare = b.bare();
            opened.function = b.function() != null;
            opened.sizeFree = b.branch() == Statement.Branch.IF && !readsSizes(b.guard())
                    || b.branch() == Statement.Branch.ELSE && chainSizeFree && !readsSizes(b.guard());
            if (b.branch() == Statement.Branch.IF) {
                chainSizeFree = opened.sizeFree;
                // if (M % 64 == 0) { ... }: the body runs where the condition holds
                opened.conditionAssumed = b.guard() != null && guards.assume(b.guard(), b.guard(), "if (" + b.guard().text()
                        + ") is the condition of the block the property is in, and it did not read");
            } else if (b.branch() == Statement.Branch.ELSE) {
                chainSizeFree = opened.sizeFree;
                if (!opened.sizeFree) {
                    scope.unreadGuards.add(b.pos() + ": the conditions of the if-else chain before this else are not assumed in it");
                }
            } else if (b.branch() == Statement.Branch.LOOP && b.loopVariable() == null) {
                scope.unreadGuards.add(b.pos() + ": the condition of this loop (while, do, switch, or a for without a counted"
                        + " variable) is not assumed in it");
            }
            opened.unreadFrom = scope.unreadGuards.size();
            blocks.push(opened);
            scope.outer.addAll(scope.definitions.keySet());   // C++: a declaration in the block may shadow them
            if (b.loopVariable() != null) {
                loopVariable(b);
            }
            if (b.function() != null && !b.function().global()) {
                hostParameters(b.function(), b.pos());
            }
        } else if (st instanceof Statement.Exit) {
            if (!blocks.isEmpty()) {
                // under #ifdef X the return may not be compiled: the block may not leave (a path that may, as an else's)
                blocks.peek().exits |= conditionals.none();
                blocks.peek().uncaptured |= !conditionals.none();
                blocks.peek().leaves = true;
            }
        } else if (st instanceof Statement.BlockEnd) {
            if (blocks.isEmpty()) {
                return;
            }
            OpenBlock ended = blocks.pop();
            Map<String, Object> hidden = new java.util.LinkedHashMap<>();
            List<Located<Expr>> carried = ended.bare ? carriedOut(ended.snapshot, hidden)
                    : ended.conditionAssumed && !ended.exits ? GuardAssumptions.implied(ended.guard, carriedOut(ended.snapshot, hidden)) : List.of();
            // a path that leaves the function and is not assumed after the block holds for the rest of the function
            List<String> unread = ended.function ? List.of() : List.copyOf(scope.unreadGuards.subList(
                    Math.min(ended.unreadFrom, scope.unreadGuards.size()), scope.unreadGuards.size()));
            scope.restore(ended.snapshot);
            scope.definitions.putAll(hidden);
            scope.assumptions.addAll(carried);
            scope.unreadGuards.addAll(unread);
            boolean assumed = ended.guard != null && ended.exits;
            if (assumed) {
                guards.assumeFailed(ended.guard);
            } else if (!ended.function && !ended.sizeFree && (ended.uncaptured
                    || ended.leaves && !ended.bare && !ended.conditionAssumed)) {
                // else { return; }, a loop's or a nested if's return: the code after runs only where that path was not
                // taken, which is not assumed here
                scope.unreadGuards.add(st.pos() + ": a path in the block ending here leaves the function (under an else, a loop"
                        + " or an if whose condition is not assumed), and the code after it runs only where that path was not taken");
            }
            if (!ended.function && !blocks.isEmpty()) {
                blocks.peek().leaves |= ended.leaves;   // its paths are the enclosing block's, whose end may drop what they assumed
            }
            scope.keepRunTimeValues();
        } else if (st instanceof Statement.Launch l) {
            launch(l);
        } else if (st instanceof Statement.HostCall c) {
            hostCall(c);
        } else if (st instanceof Statement.Goto g) {
            OpenBlock function = blocks.stream().filter(b -> b.function).findFirst().orElse(null);
            if (function != null) {
                function.jumpedFrom = g.pos();
            } else {
                fileJumpedFrom = g.pos();
            }
        } else if (st instanceof Statement.Prove p && jumpedFrom() != null) {
            throw new CuteError("property is not checked: the goto at " + jumpedFrom() + " jumps over code, whose guards"
                    + " may not hold where the property is reached (goto is not read)");
        } else if (st instanceof Statement.Conditional c) {
            conditionals.read(c, blocks.size());
        } else if (st instanceof Statement.ArrayDeclaration a) {
            pointerTo(a.name(), a.elementType(), a.pos());
        } else if (st instanceof Statement.KernelAlias a) {
            aliases.put(a.alias(), a);
        } else if (st instanceof Statement.Prove p && launchSuffix != null) {
            step.apply(new Statement.Prove((p.name() != null ? p.name() : p.property().text()) + launchSuffix, p.property(),
                    p.expectRefuted(), p.pos()));
        } else {
            step.apply(st);
        }
    }

    /**
     * A host function's parameters: an integer one ({@code int m}) is a parameter of the spec unless the spec already
     * declares it; a pointer to an element type ({@code cute::half_t const* A}) is that pointer, for a kernel's types.
     */
    private void hostParameters(CppFunction function, SourcePos pos) {
        for (CppFunction.Parameter p : function.parameters()) {
            if (p.name() == null || scope.definitions.containsKey(p.name())) {
                continue;
            }
            if (CppFunction.isInteger(p)) {
                step.apply(new Statement.Param(List.of(p.name()), null, pos));
            } else if (!p.pointer()) {
                // LayoutA layout_A: the caller's value, not known here; what reads it says so
                scope.broken.add(p.name());
                scope.brokenWhy.put(p.name(), pos + ": it is a parameter of " + function.name() + " (" + p.type()
                        + "), whose value its caller gives; declare it before the function (auto " + p.name() + " = ...;)");
            } else {
                pointerTo(p.name(), p.typeName(), pos);
            }
        }
    }

    /** {@code name} points to elements of {@code typeName} where that reads as an element type (else it stays undeclared). */
    private void pointerTo(String name, String typeName, SourcePos pos) {
        try {
            Object element = new Evaluator(Decider.CONCRETE, false, scope.definitions).evaluate(typeName);
            if (element instanceof cuteprover.atom.ElementTypeName type) {
                scope.defineCpp(name, new PointerTo(type), pos);
            }
        } catch (CuteError notAnElementType) {
            // a pointer to a type that is no element type here: nothing to deduce from it
        }
    }

    /**
     * A launch: the kernel's body in a block of its own, each parameter bound to its argument (an argument that does not
     * read leaves its parameter unknown: what reads it is reported), a template parameter naming a parameter's type bound
     * to that argument's value (to the element type, for a pointer).
     */
    private void launch(Statement.Launch l) {
        Statement.KernelAlias alias = aliases.get(l.kernel());
        String name = alias != null ? alias.kernel() : l.kernel();
        Kernel kernel = kernels.get(name);
        if (kernel == null || !kernel.function().global()) {
            return;   // a kernel defined elsewhere, or after its launch: not read
        }
        checkBody(kernel, launches.getOrDefault(name, 1) > 1 ? " @ launch " + l.pos() : null,
                alias == null ? List.of() : alias.templateArguments(), l.arguments(), l.pos(), () -> new LaunchIndices(scope, step).declare(l));
    }

    /** Where a goto outside any function jumped (a spec file's top level), else null. */
    private SourcePos fileJumpedFrom;

    /** The goto before the statement in its function (or at the top level), or null. */
    private SourcePos jumpedFrom() {
        for (OpenBlock b : blocks) {
            if (b.function) {
                return b.jumpedFrom;
            }
        }
        return fileJumpedFrom;
    }

    /** Whether the if-else chain being read has had only conditions that read no size so far. */
    private boolean chainSizeFree;

    /** Whether a block's condition reads a size (a parameter, a definition, a failed declaration of them); null: none. */
    private boolean readsSizes(Located<Expr> guard) {
        return guard != null && scope.readsSizes(NameCheck.unknownNames(guard.value()).keySet());
    }

    /** The host functions being checked at a call: a recursive call is not followed. */
    private final java.util.Set<String> calling = new java.util.HashSet<>();

    /** A host function's call: its body checked with the call's arguments (where the file defines it before the call). */
    private void hostCall(Statement.HostCall c) {
        if (recursive.contains(c.function())) {
            writtenThroughReferences(c, null);
            return;
        }
        List<Kernel> candidates = overloads.getOrDefault(c.function(), List.of()).stream().filter(k -> !k.function().global()).toList();
        List<Integer> picked = HostOverloads.pick(candidates.stream().map(Kernel::function).toList(), c.arguments(), scope.definitions);
        if (picked.isEmpty() || !calling.add(c.function())) {
            writtenThroughReferences(c, null);
            return;
        }
        try {
            for (int k : picked) {
                // where several overloads may be the one reached, each is checked, and a counterexample in one is UNKNOWN
                Runnable before = picked.size() == 1 ? () -> { } : () -> scope.unreadGuards.add(c.pos() + ": which of "
                        + picked.size() + " overloads of " + c.function() + " this call reaches is not known here");
                checkBody(candidates.get(k), calls.getOrDefault(c.function(), 1) > 1 ? " @ call " + c.pos() : null,
                        c.templateArguments(), c.arguments(), c.pos(), before);
            }
        } finally {
            calling.remove(c.function());
        }
        writtenThroughReferences(c, picked.size() == 1 ? candidates.get(picked.get(0)).function() : null);
    }

    /**
     * After a call: a variable passed to a non-const reference parameter ({@code void read_size(int& m)}) may have been
     * written, so it is read as after {@link Statement.MayWrite} (an integer a run-time value); where the function is not
     * known (no overload fits, a recursive call), every variable passed by name.
     */
    private void writtenThroughReferences(Statement.HostCall c, CppFunction function) {
        for (int i = 0; i < c.arguments().size(); i++) {
            Located<Expr> argument = c.arguments().get(i);
            CppFunction.Parameter p = function == null || i >= function.parameters().size() ? null : function.parameters().get(i);
            boolean reference = p == null || p.type().contains("&") && !p.type().matches("(?s).*\\bconst\\b.*");
            if (argument != null && reference && argument.value() instanceof Expr.Name n) {
                boolean integer = p == null || CppFunction.isInteger(new CppFunction.Parameter(p.type().replace("&", "").strip(),
                        p.typeName(), false, p.name()));
                step.apply(new Statement.MayWrite(List.of(n.name()), integer ? List.of(n.name()) : List.of(), argument.text(), c.pos()));
            }
        }
    }

    /**
     * A function's body in a block of its own, its template parameters bound to {@code templateArguments} (in order), its
     * parameters to {@code arguments}, after {@code before}; its properties' names get {@code suffix} (null: none), after
     * the suffix of the launch or call it is in.
     */
    private void checkBody(Kernel kernel, String suffix, List<Located<Expr>> templateArguments, List<Located<Expr>> arguments,
                           SourcePos pos, Runnable before) {
        int depth = blocks.size();
        OpenBlock body = new OpenBlock(scope.snapshot(), null);
        body.function = true;   // a return in the kernel or the called function goes back to the caller
        blocks.push(body);
        Map<String, SourcePos> assignedBefore = new HashMap<>(scope.assigned);
        Map<String, String> writtenBefore = new HashMap<>(scope.writtenBy);
        PreprocessorBranches callersConditionals = conditionals;
        conditionals = new PreprocessorBranches(scope);   // the body is not inside the call's #if region
        scope.outer.addAll(scope.definitions.keySet());
        String saved = launchSuffix;
        if (suffix != null) {
            launchSuffix = (saved == null ? "" : saved) + suffix;
        }
        try {
            // gemm_device<decltype(prob_shape), ..., cute::half_t, ...>: the template parameters in order
            List<String> names = kernel.function().templateParameters();
            for (int i = 0; i < names.size() && i < templateArguments.size(); i++) {
                bindTemplate(names.get(i), templateArguments.get(i), pos);
            }
            before.run();
            List<CppFunction.Parameter> parameters = kernel.function().parameters();
            for (int i = 0; i < parameters.size() && i < arguments.size(); i++) {
                bind(kernel.function(), parameters.get(i), arguments.get(i), pos);
            }
            java.util.Set<String> bound = new java.util.HashSet<>(kernel.function().templateParameters());
            parameters.forEach(p -> {
                bound.add(p.name());
                bound.add(p.typeName());
            });
            CalleeScope.hideCallersNames(scope, blocks.peekLast().snapshot, body.snapshot, bound);
            run(kernel.body());
        } finally {
            // back to the scope before the launch (blocks the body left open end with it); what the callee assigned is its
            // own (its parameters are copies; one bound by reference is marked after the call), and the caller's
            // variables written before the call stay not followed (a parameter of the callee's may have had their name)
            conditionals = callersConditionals;
            // what the callee assigned to a variable of the file's (a global) stays assigned; its own are its own
            Scope file = blocks.peekLast().snapshot;   // the outermost open block's start: the file's names
            Map<String, SourcePos> globals = new HashMap<>();
            scope.assigned.forEach((name, at) -> {
                if (!assignedBefore.containsKey(name) && file.definitions.containsKey(name)
                        && kernel.function().parameters().stream().noneMatch(p -> name.equals(p.name()))) {
                    globals.put(name, at);
                }
            });
            scope.assigned.clear();
            scope.assigned.putAll(assignedBefore);
            scope.assigned.putAll(globals);
            scope.writtenBy.clear();
            scope.writtenBy.putAll(writtenBefore);
            launchSuffix = saved;
            OpenBlock outer = null;
            while (blocks.size() > depth) {
                outer = blocks.pop();
            }
            scope.restore(outer.snapshot);
        }
    }

    /**
     * A parameter whose argument does not read: a host function's integer one is a run-time size, a parameter (positive),
     * as where the function is read on its own ({@code gemm_tn(..., int ldA, ...)} passed main's ldA, assigned in its
     * branches); any other is unknown, and what reads it says so. Never the caller's value of the same name.
     */
    private void unknownParameter(CppFunction function, CppFunction.Parameter p, SourcePos pos, String why) {
        scope.definitions.remove(p.name());
        if (!function.global() && CppFunction.isInteger(p) && !scope.params.contains(p.name())) {
            scope.definedAt.remove(p.name());
            scope.broken.remove(p.name());
            scope.assigned.remove(p.name());
            scope.writtenBy.remove(p.name());
            step.apply(new Statement.Param(List.of(p.name()), null, pos));
            return;
        }
        scope.broken.add(p.name());
        scope.brokenWhy.putIfAbsent(p.name(), pos + ": " + why);
    }

    private void bindTemplate(String name, Located<Expr> argument, SourcePos pos) {
        if (argument == null) {
            return;
        }
        try {
            step.apply(new Statement.Let(name, argument, pos, true));
        } catch (CuteError unknown) {
            // a type that does not read here (Alpha): the parameter stays unknown
        }
    }


    /**
     * The assumptions a bare block added (a guard that returns: {@code { if (N % 2) return; }}), to hold after it: a
     * bare block always runs, so C++ reaches what follows only through them. A name they read that the block declared
     * (or declared again) is renamed to a hidden name bound to its value in the block ({@code inner@file:line:col}, put
     * into {@code hidden}), as C++ evaluated the guard; one reading a name that did not read is dropped.
     */
    private List<Located<Expr>> carriedOut(Scope before, Map<String, Object> hidden) {
        List<Located<Expr>> out = new java.util.ArrayList<>();
        for (int i = before.assumptions.size(); i < scope.assumptions.size(); i++) {
            Located<Expr> a = scope.assumptions.get(i);
            java.util.Set<String> names = new java.util.TreeSet<>(NameCheck.unknownNames(a.value()).keySet());
            names.addAll(NameCheck.calledNames(a.value()).keySet());
            Expr e = a.value();
            boolean readable = true;
            for (String n : names) {
                Object now = scope.definitions.get(n);
                if (now == null) {
                    readable &= !scope.broken.contains(n) && !before.definitions.containsKey(n);
                } else if (now != before.definitions.get(n)) {
                    String name = scope.hiddenName(n);
                    e = Substitution.rename(e, n, name);
                    hidden.put(name, now);
                }
            }
            if (readable) {
                out.add(new Located<>(e, a.text(), a.lines(), a.startOffset()));
            } else {
                scope.unreadGuards.add(a.at(0) + ": " + a.text() + " holds after the block, and it reads a name that did not read");
            }
        }
        return out;
    }

    /**
     * A counted loop's variable, a parameter with the loop's range. One that declares again a name declared before it
     * (shadowing, {@code for (int i ...) { for (int i ...) ... }}) is not read: the variable would be the outer one's
     * (a parameter is its name), the outer guards would constrain the inner variable, and a property could be proved
     * for values the loop never takes. The earlier readings keep the outer name; in the loop's body the name is unknown,
     * so what reads it is reported, never checked against the outer value.
     */
    private void loopVariable(Statement.BlockStart b) {
        String name = b.loopVariable();
        if (!scope.definitions.containsKey(name) && !scope.definedAt.containsKey(name)) {
            step.apply(new Statement.Param(List.of(name), b.range(), b.pos()));
            return;
        }
        String why = b.pos() + ": the loop variable " + name + " declares again the name declared at " + scope.definedAt.get(name)
                + ", and a loop variable that shadows another name is not read (rename it)";
        scope.keepEarlierReadings(name);
        scope.definitions.remove(name);
        scope.broken.add(name);
        scope.brokenWhy.put(name, why);
        throw new CuteError("the loop variable " + name + " declares again the name declared at " + scope.definedAt.get(name)
                + ": a loop variable that shadows another name is not read (rename it); what reads it in the loop is not checked");
    }

    private void bind(CppFunction kernel, CppFunction.Parameter p, Located<Expr> argument, SourcePos pos) {
        if (argument == null) {
            // f(9L), kern<<<1, 32>>>(n << 4): an argument that does not parse; the parameter must not read the caller's
            if (p.name() != null) {
                unknownParameter(kernel, p, pos, "its argument does not read here");
            }
            return;
        }
        if (p.name() == null) {
            // an unnamed parameter, CSmemLayout , : its type is still the argument's
            if (kernel.templateParameters().contains(p.typeName()) && !scope.definitions.containsKey(p.typeName())) {
                bindTemplate(p.typeName(), argument, pos);
            }
            return;
        }
        try {
            if (!argument.text().strip().equals(p.name()) || !scope.definitions.containsKey(p.name()) || scope.assigned.containsKey(p.name())) {
                step.apply(new Statement.Let(p.name(), argument, pos, true));
            }   // else gemm_nt(m, n, k, ...): the same name, the same value (a parameter m is not declared again)
        } catch (CuteError unknown) {
            unknownParameter(kernel, p, pos, "kernel parameter " + p.name() + " takes the argument " + argument.text()
                    + ", which does not read here (" + unknown.reason() + ")");
            return;
        }
        Object value = scope.definitions.get(p.name());
        if (value != null && kernel.templateParameters().contains(p.typeName()) && !scope.definitions.containsKey(p.typeName())) {
            scope.defineCpp(p.typeName(), p.pointer() && value instanceof PointerTo pointer ? pointer.element() : value, pos);
        }
    }
}
