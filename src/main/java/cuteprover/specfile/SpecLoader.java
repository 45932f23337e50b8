package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.layout.Decider;
import cuteprover.symbolic.KnownCalls;
import cuteprover.tuple.SymInt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads spec files into obligations. Statements are processed in order: parameters and
 * assumptions accumulate, definitions are evaluated (by the same evaluator as {@code eval}, with
 * the parameters as shape variables), and each {@code prove} captures the scope at its line.
 * Errors are collected with their positions and the rest of the file is still checked.
 */
public final class SpecLoader {

    /** Obligations and errors of the files loaded so far. */
    public record Loaded(List<Obligation> obligations, List<Diagnostic> errors) { }

    private final ModelRegistry models;
    private final Path displayBase;
    private final List<Obligation> obligations = new ArrayList<>();
    private final Set<Diagnostic> errors = new LinkedHashSet<>();
    private final Deque<Path> including = new ArrayDeque<>();
    private final Map<Path, Scope> imported = new HashMap<>();
    /** Parse results by absolute path: a file read as a spec, as an include and as a model's file is parsed once. */
    private final Map<Path, Parsed> parses = new HashMap<>();

    private record Parsed(String label, String text, SpecParser.Result result) { }

    /** Every file read (absolute), for the run cache: a replay checks that none of them changed. */
    private final Set<Path> read = new LinkedHashSet<>();

    /** The files this loader has read, absolute and normalized. */
    public Set<Path> filesRead() {
        return java.util.Collections.unmodifiableSet(read);
    }

    /** What the compiler says of the files: C++ lets, kernel files compiled, declarations' types. */
    private final CompilerFacts compiler;

    /** What each file read depends on (includes, models, what clang read), for {@code check --changed}. */
    private final Dependencies dependencies = new Dependencies();

    public Dependencies dependencies() {
        return dependencies;
    }

    /** The families of properties a kernel file gets without a spec ({@code check --checks}); all by default. */
    private Set<cuteprover.kernelcheck.CheckFamily> autoChecks = java.util.EnumSet.allOf(cuteprover.kernelcheck.CheckFamily.class);

    public void autoChecks(Set<cuteprover.kernelcheck.CheckFamily> families) {
        this.autoChecks = java.util.EnumSet.noneOf(cuteprover.kernelcheck.CheckFamily.class);
        this.autoChecks.addAll(families);
    }

    /** Sets how the spec files' C++ values are read (the CLI's --clang, --cuda-path and cache directory). */
    public void cxxOptions(cuteprover.cxx.CxxOptions options) {
        compiler.options(options);
    }

    /** Clang's wall time in milliseconds for the files loaded so far (0 when every AST came from the cache). */
    public long clangMillis() {
        return compiler.clangMillis();
    }

    public SpecLoader(ModelRegistry models, Path displayBase) {
        this.compiler = new CompilerFacts(displayBase, errors, read, dependencies);
        this.models = models;
        this.displayBase = displayBase;
        models.attach(this);
    }

    /** Notes on how files were read (pasted C++ wrapped for clang), one line each, for the report. */
    private final List<String> notes = new ArrayList<>();

    public List<String> notes() {
        return List.copyOf(notes);
    }

    /** Whether a spec file's statements hold pasted C++ (the spec language's reading of C++ lines made them). */
    static boolean holdsCxx(SpecParser.Result parsed) {
        for (Statement st : parsed.statements()) {
            if (st instanceof Statement.Let let && let.cpp() || st instanceof Statement.StructDefinition
                    || st instanceof Statement.BlockStart || st instanceof Statement.BlockEnd || st instanceof Statement.Launch
                    || st instanceof Statement.HostCall || st instanceof Statement.ArrayDeclaration || st instanceof Statement.KernelAlias
                    || st instanceof Statement.Exit || st instanceof Statement.Conditional || st instanceof Statement.Goto
                    || st instanceof Statement.Assignment || st instanceof Statement.MayWrite || st instanceof Statement.Unreadable) {
                return true;
            }
        }
        return false;
    }

    public Loaded result() {
        return new Loaded(List.copyOf(obligations), List.copyOf(errors));
    }

    /** How many obligations the files loaded so far hold. */
    public int obligationCount() {
        return obligations.size();
    }

    /** The obligations recorded since there were {@code count}, in their order. */
    public List<Obligation> obligationsFrom(int count) {
        return List.copyOf(obligations.subList(count, obligations.size()));
    }

    /** Loads a file and records its obligations. */
    public void load(Path file) {
        process(file, true, null);
    }

    /** Loads a file for its definitions only (an include or a hardware model's file). */
    Scope importScope(Path file, SourcePos from) {
        Path key = file.toAbsolutePath().normalize();
        if (!including.isEmpty() && from != null && file.getFileSystem() == java.nio.file.FileSystems.getDefault()) {
            dependencies.add(including.peek(), from, key, "reads " + display(file));   // recorded before the cache: every reader depends on it
        }
        Scope cached = imported.get(key);
        if (cached != null) {
            return cached;
        }
        Scope s = process(file, false, from);
        imported.put(key, s);
        return s;
    }

    /** The file's statements, parsed once per (path, label, text). */
    SpecParser.Result parse(Path key, String label, String text) {
        Parsed p = parses.get(key);
        if (p != null && p.label().equals(label) && p.text().equals(text)) {
            return p.result();
        }
        SpecParser.Result r = SpecParser.parse(label, text);
        parses.put(key, new Parsed(label, text, r));
        return r;
    }

    /** A model file's statements for the registry's index, through the same parse cache. */
    SpecParser.Result parseForIndex(Path file, String text) {
        return parse(file.toAbsolutePath().normalize(), display(file), text);
    }

    public String display(Path file) {
        if (file.getFileSystem() != java.nio.file.FileSystems.getDefault()) {
            return "<built-in>" + file.toString().replaceFirst("^/cuteprover", "");   // a model shipped inside the jar
        }
        Path abs = file.toAbsolutePath().normalize();
        Path base = displayBase.toAbsolutePath().normalize();
        return abs.startsWith(base) ? base.relativize(abs).toString() : file.toString();
    }

    private Scope process(Path file, boolean collectProofs, SourcePos from) {
        Scope scope = new Scope();
        Path key = file.toAbsolutePath().normalize();
        String label = display(file);
        if (including.contains(key)) {
            errors.add(new Diagnostic(from, "include cycle: " + cycleText(key)));
            return scope;
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
            read.add(key);
        } catch (IOException e) {
            SourcePos at = from != null ? from : new SourcePos(label, 1, 1);
            String why = e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage();
            errors.add(new Diagnostic(at, "cannot read " + label + ": " + why));
            return scope;
        }
        java.util.Map<Integer, java.util.Map<String, String>> compilersValues = java.util.Map.of();
        if (collectProofs && cuteprover.cxx.KernelFile.isCxxSource(file)) {
            java.util.Optional<java.util.Map<Integer, java.util.Map<String, String>>> values = compiler.compile(file, label, text);
            if (values.isEmpty()) {
                return scope;
            }
            compilersValues = values.get();
        } else {
            compiler.noKernelFile();
        }
        text = compiler.lowerCxxLets(file, label, text, scope);
        if (collectProofs && !cuteprover.cxx.KernelFile.isCxxSource(file) && holdsCxx(parse(key, label, text))) {
            java.util.Optional<String> unusable = compiler.pastedUnusable();
            if (unusable.isEmpty()) {
                cuteprover.cxx.PastedCxx.Wrapped wrapped = cuteprover.cxx.PastedCxx.wrap(text);
                if (wrapped.problem() == null) {
                    notes.add(label + ":1:1: note: " + wrapped.note());
                    including.push(key);
                    try {
                        if (compiler.compilePasted(file, label, text, wrapped)) {
                            runKernel(file, label, wrapped.spec(), scope, collectProofs, wrapped);
                        }
                    } finally {
                        including.pop();
                    }
                    return scope;
                }
                notes.add(label + ":1:1: note: pasted C++ not wrapped (" + wrapped.problem() + "): read by the text reader");
            }
        }
        including.push(key);
        if (collectProofs && cuteprover.cxx.KernelFile.isCxxSource(file)) {
            try {
                runKernel(file, label, text, scope, collectProofs);
            } finally {
                including.pop();
            }
            return scope;
        }
        try {
            SpecParser.Result parsed = parse(key, label, text);
            errors.addAll(parsed.errors());
            List<Statement> statements = CompilersValues.apply(parsed.statements(), compilersValues);
            new StatementRunner(scope, statements, st -> apply(st, scope, file, collectProofs),
                    (st, e) -> report(st, e, scope, collectProofs)).run(statements);
        } finally {
            including.pop();
        }
        return scope;
    }

    /**
     * A kernel file the compiler read: its C++ run from clang's typed AST ({@link cuteprover.cxx.KernelInterpreter}), its
     * spec statements read where the C++ reaches them; one in code that never runs is reported as not checked.
     */
    private void runKernel(Path file, String label, String text, Scope scope, boolean collectProofs) {
        runKernel(file, label, cuteprover.cxx.KernelFile.onlySpecLines(text), scope, collectProofs, null);
    }

    /**
     * A kernel file's or a wrapped paste's C++ run from clang's AST, {@code specText} its spec statements on their lines;
     * in a wrapped paste ({@code wrapped} not null) a statement on a wrapper's opening line stands after its brace, and the
     * spec's parameter conditions are assumed again at the start of each later wrapper.
     */
    private void runKernel(Path file, String label, String specText, Scope scope, boolean collectProofs,
                           cuteprover.cxx.PastedCxx.Wrapped wrapped) {
        cuteprover.cxx.KernelFile.Reading reading = compiler.lastReading();
        SpecParser.Result parsed = SpecParser.parse(label, specText);
        errors.addAll(parsed.errors());
        // clang's offsets are into the text it read (the preamble's lines emptied, the same lines): positions are taken there
        String compiled = reading.compiledText();
        LineMap lines = new LineMap(label, compiled);
        List<Statement> specs = new ArrayList<>();
        for (Statement st : parsed.statements()) {
            if (reading.uncompiledSpecLines().contains(st.pos().line())) {
                errors.add(new Diagnostic(st.pos(), (st instanceof Statement.Prove p ? "property " + (p.name() != null ? "'"
                        + p.name() + "' " : "") + "is" : "this statement is") + " not checked: it stands in a preprocessor branch"
                        + " that this compile does not take (#if/#ifdef with these flags), so the code it speaks of does not exist"));
            } else {
                specs.add(st);
            }
        }
        List<Integer> offsets = new ArrayList<>();
        int[] starts = cuteprover.cxx.LineStarts.of(compiled);
        for (Statement st : specs) {
            offsets.add(wrapped != null ? wrapped.offset(st.pos().line(), st.pos().column())
                    : starts[Math.min(st.pos().line(), starts.length) - 1] + st.pos().column() - 1);
        }
        if (wrapped != null && !wrapped.laterOpeners().isEmpty()) {
            // each later wrapper assumes the conditions of the params before it; statements handed on in offset order
            List<Statement> all = new ArrayList<>(specs);
            List<Integer> at = new ArrayList<>(offsets);
            wrapped.laterOpeners().forEach((offset, paramLines) -> {
                for (Statement st : parsed.statements()) {
                    if (st instanceof Statement.Assume && paramLines.contains(st.pos().line())) {
                        all.add(st);
                        at.add(offset);
                    }
                }
            });
            Integer[] order = new Integer[all.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            java.util.Arrays.sort(order, java.util.Comparator.comparingInt(at::get));
            specs.clear();
            offsets.clear();
            for (int i : order) {
                specs.add(all.get(i));
                offsets.add(at.get(i));
            }
        }
        LoweredKernel lowering = new LoweredKernel(scope, specs, lines, st -> apply(st, scope, file, collectProofs),
                (st, e) -> report(st, e, scope, collectProofs));
        List<Integer> unreached = cuteprover.cxx.KernelInterpreter.run(reading.ast(), compiled, label, offsets, lowering,
                reading.isMainFile());
        if (collectProofs) {
            new AutoChecks(scope, lines, file, label, compiler, models, autoChecks, st -> apply(st, scope, file, true), errors, notes::add)
                    .run(reading);
        }
        for (int i : unreached) {
            if (specs.get(i) instanceof Statement.Prove p) {
                errors.add(new Diagnostic(p.pos(), "property " + (p.name() != null ? "'" + p.name() + "' " : "") + "is not checked:"
                        + " it stands in code that never runs here (a function never called or a template never instantiated"
                        + " in the file, or code after a return or a goto)"));
            }
        }
    }


    /** A statement's error; one that only reads a broken definition is reported for a property alone, never dropped. */
    private void report(Statement st, CuteError e, Scope scope, boolean collectProofs) {
        String cppName = st instanceof Statement.Let let && let.cpp() ? let.name() : null;
        if (e instanceof DependsOnBrokenDefinition broken) {
            // The definition's own error was reported (or is deferred); a definition reading it is not reported again,
            // but a property is: it is counted as not checked, never dropped from the summary.
            String why = scope.brokenWhy.get(broken.name);
            if (cppName != null && why != null) {
                scope.brokenWhy.put(cppName, why);
            }
            if (st instanceof Statement.Prove pr && collectProofs) {
                errors.add(new Diagnostic(pr.pos(), "property " + (pr.name() != null ? "'" + pr.name() + "' " : "")
                        + "is not checked: it reads '" + broken.name + "', whose " + (why == null
                        ? "definition has an error (reported above)" : "declaration did not read: " + why)));
            }
            return;
        }
        if (cppName != null && scope.broken.contains(cppName)) {
            // a pasted C++ declaration: reported where a property reads it
            scope.brokenWhy.put(cppName, (e instanceof PositionedError pe ? pe.pos : st.pos()) + ": " + e.reason());
            return;
        }
        errors.add(new Diagnostic(e instanceof PositionedError pe ? pe.pos : st.pos(), e.reason()));
        String name = st instanceof Statement.Let let ? let.name() : st instanceof Statement.Model m ? m.name() : null;
        if (name != null && !scope.definedAt.containsKey(name)) {
            scope.broken.add(name);
        }
    }

    private String cycleText(Path key) {
        List<String> chain = new ArrayList<>();
        List<Path> stack = new ArrayList<>(including);
        java.util.Collections.reverse(stack);
        boolean started = false;
        for (Path p : stack) {
            started |= p.equals(key);
            if (started) {
                chain.add(display(p));
            }
        }
        chain.add(display(key));
        return String.join(" -> ", chain);
    }

    private void apply(Statement st, Scope scope, Path file, boolean collectProofs) {
        if (st instanceof Statement.Unreadable u) {
            if (u.deferredReason() != null) {
                boolean sizes = scope.readsSizes(java.util.Arrays.asList(u.text().split("[^A-Za-z0-9_.]+")));
                scope.definitions.remove(u.definedName());   // it declares the name again: the earlier value is gone
                scope.broken.add(u.definedName());
                scope.brokenWhy.put(u.definedName(), u.deferredReason());
                if (sizes) {
                    scope.sizeBroken.add(u.definedName());
                } else {
                    scope.sizeBroken.remove(u.definedName());   // cudaError_t error = cudaGetDeviceProperties(&props, 0);
                }
            } else if (u.definedName() != null && !scope.definedAt.containsKey(u.definedName())) {
                scope.broken.add(u.definedName());
            }
        } else if (st instanceof Statement.Include inc) {
            Path target = file.toAbsolutePath().getParent().resolve(inc.path());
            dependencies.add(file, inc.pos(), target, "include \"" + inc.path() + "\"");   // named as written (import would say 'reads')
            scope.importAll(importScope(target, inc.pos()));
        } else if (st instanceof Statement.Param p) {
            for (String name : p.names()) {
                if (scope.definedAt.containsKey(name) && !scope.params.contains(name)) {
                    throw new CuteError("'" + name + "' is already defined at " + scope.definedAt.get(name));
                }
                if (scope.params.add(name)) {
                    scope.assigned.remove(name);   // a later host function's parameter m: a new value
                    scope.writtenBy.remove(name);
                }
                scope.definitions.put(name, SymInt.var(name));
                scope.definedAt.putIfAbsent(name, p.pos());
            }
            if (p.where() != null) {
                assume(p.where(), scope);
            }
        } else if (st instanceof Statement.Assume a) {
            assume(a.condition(), scope);
        } else if (st instanceof Statement.StructDefinition d) {
            String name = d.struct().name();
            if (scope.definedAt.containsKey(name) && !scope.cppDefined.contains(name)) {
                throw new CuteError("'" + name + "' is already defined at " + scope.definedAt.get(name));
            }
            scope.keepEarlierReadings(name);
            scope.definitions.put(name, d.struct());
            scope.definedAt.put(name, d.pos());
            scope.cppDefined.add(name);   // using SharedStorage = SharedStorage<...>; declares the name again
        } else if (st instanceof Statement.Assignment a) {
            if (scope.broken.contains(a.name())) {
                return;   // its declaration's error was reported
            }
            if (!scope.definitions.containsKey(a.name()) && !scope.assigned.containsKey(a.name())) {
                throw new CuteError("'" + a.name() + "' is assigned but not declared (declare it first: auto " + a.name()
                        + " = ...; or let " + a.name() + " = ...)");
            }
            // its value changes here (a loop's counter, a pipeline's stage): not followed, so a later read is an error;
            // what read it before (a guard's assumption) keeps the value it read
            scope.assigned.putIfAbsent(a.name(), a.pos());
        } else if (st instanceof Statement.MayWrite w) {
            // sscanf(argv[1], "%d", &m); cmd.get_cmd_line_argument("m", m): read from there on as after an assignment
            for (String name : w.names()) {
                if (!scope.definitions.containsKey(name) || scope.broken.contains(name) || scope.assigned.containsKey(name)
                        || !scope.params.contains(name) && !scope.cppDefined.contains(name)) {
                    continue;   // not a variable here (a spec's let, a name declared elsewhere), or already not followed
                }
                if (w.integers().contains(name) && !scope.params.contains(name) && scope.definitions.get(name) instanceof SymInt) {
                    // int m = 5120; sscanf(argv[1], "%d", &m);  m is the run-time value from here on
                    scope.runTime.put(name, new SourcePos[] {scope.definedAt.get(name), w.pos()});
                    scope.becomesRunTimeValue(name, w.pos());
                } else {
                    // a parameter written again, or a value of another type: not followed
                    scope.assigned.put(name, w.pos());
                    scope.writtenBy.put(name, w.call());
                }
            }
        } else if (st instanceof Statement.Let let) {
            define(let.name(), let.value(), let.pos(), let.cpp(), scope);
        } else if (st instanceof Statement.Model m) {
            define(m.name(), m.value(), m.pos(), false, scope);
        } else if (st instanceof Statement.Use u) {
            ModelRegistry.Resolved r = models.resolve(u.model(), u.pos());
            scope.importAll(r.scope());
            if (scope.definedAt.containsKey(u.alias())) {
                throw new CuteError("'" + u.alias() + "' is already defined at " + scope.definedAt.get(u.alias()));
            }
            scope.definitions.put(u.alias(), r.value());
            scope.definedAt.put(u.alias(), u.pos());
        } else if (st instanceof Statement.Prove pr && collectProofs) {
            for (Obligation o : obligations) {
                // Reports, the proof cache and exported proofs (file__name__q0.smt2) identify a property by its name.
                if (pr.name() != null && pr.name().equals(o.name()) && o.pos().file().equals(pr.pos().file())) {
                    throw new CuteError("property name '" + pr.name() + "' is already used at " + o.pos()
                            + "; give each property of a file its own name (reports and exported proofs are keyed by it)");
                }
            }
            checkNames(pr.property(), scope);
            checkBinders(pr.property(), pr.property().value(), scope);
            Expr property = Substitution.expand(pr.property().value(), scope.definitions);
            obligations.add(new Obligation(pr.pos(), pr.name(), pr.property().text(), property,
                    scope.assumptionTexts(), scope.assumptionExprs(), scope.definitions, pr.expectRefuted(), scope.premises(),
                    scope.unreadGuards, compiler.typedInScope(scope, pr.property().text()), ImplicitDomains.read(scope.implicitDomains,
                    property, scope.assumptionExprs())));
        }
    }

    private void define(String name, Located<Expr> value, SourcePos pos, boolean cpp, Scope scope) {
        // A C++ declaration may declare again a name an earlier one declared, as a kernel's device code does its host
        // code's (Tensor mA, sA): the later one holds from its line on, each property keeps the definitions of its own line.
        if (cpp && scope.params.contains(name) && isTheParameter(name, value, scope)) {
            return;   // auto Gemm_M = shape<0>(layout_A); where that is the parameter Gemm_M itself: nothing changes
        }
        if (cpp && scope.params.contains(name)) {
            // the assumptions name the parameter: a declaration of the same name would change what they mean. From here
            // on the name is unknown (what reads it is reported, never checked against the parameter); the assumptions
            // stated before keep reading the parameter.
            String reason = "'" + name + "' is a parameter (declared at " + scope.definedAt.get(name) + "), and a C++"
                    + " declaration cannot declare it again: the assumptions name it; give the parameter another name";
            scope.keepEarlierReadings(name);
            scope.definitions.remove(name);
            scope.broken.add(name);
            scope.sizeBroken.add(name);
            scope.brokenWhy.put(name, pos + ": " + reason);
            throw new CuteError(reason);
        }
        if (scope.definedAt.containsKey(name) && !(cpp && (scope.cppDefined.contains(name) || scope.outer.contains(name)))) {
            throw new CuteError("'" + name + "' is already defined at " + scope.definedAt.get(name)
                    + (cpp ? " (a C++ declaration may declare again only a name a C++ declaration declared)" : ""));
        }
        scope.keepEarlierReadings(name);
        try {
            checkNames(value, scope);
            Expr expanded = Substitution.expand(value.value(), scope.definitions);
            compiler.declared(name, pos, expanded, cpp);
            LetShapes shapes = new LetShapes();
            Evaluator ev = new Evaluator(shapes, false, scope.definitions);
            try {
                Object v = ev.evaluate(expanded, value.text());
                if (cpp) {
                    compiler.agrees(name, pos, v);
                }
                scope.definitions.put(name, shapes.lostOn(v) || shapes.postconditionBroken()
                        ? new DeferredDefinition(value.text(), expanded) : v);
            } catch (Decider.NeedsSymbolic e) {
                scope.definitions.put(name, new DeferredDefinition(value.text(), expanded));
            } catch (CuteError e) {
                throw located(value, e);
            }
        } catch (CuteError e) {
            // A declaration that fails, a C++ one declaring the name again included: the name is broken from here on
            // (a property must not read the value of an earlier declaration in its place).
            if (scope.readsSizes(NameCheck.unknownNames(value.value()).keySet())) {
                scope.sizeBroken.add(name);
            }
            scope.definitions.remove(name);
            scope.broken.add(name);
            throw e;
        }
        scope.broken.remove(name);
        scope.sizeBroken.remove(name);
        scope.definedAt.put(name, pos);
        scope.assigned.remove(name);
        scope.writtenBy.remove(name);
        for (String axis : List.of(".x", ".y", ".z")) {
            if (!scope.definedAt.containsKey(name + axis)) {
                scope.definitions.remove(name + axis);   // dimGrid.x read from an earlier dim3 dimGrid: read again
            }
        }
        if (cpp) {
            scope.cppDefined.add(name);
        } else {
            scope.cppDefined.remove(name);
        }
    }

    /** Whether a declaration's value is the parameter of its name itself (evaluated without deciding anything). */
    private static boolean isTheParameter(String name, Located<Expr> value, Scope scope) {
        try {
            Object v = new Evaluator(Decider.CONCRETE, false, scope.definitions)
                    .evaluate(Substitution.expand(value.value(), scope.definitions), value.text());
            return v instanceof SymInt i && i.equals(SymInt.var(name));
        } catch (CuteError | ArithmeticException notStatic) {
            return false;
        }
    }

    /**
     * A forall binder must not be named like a parameter: the parameter's occurrences that the
     * property reaches through a definition ({@code let L = (N,4):(1,N)}) or a range ({@code [0, N)})
     * would be captured by the binder, and the property proved about another variable.
     */
    private static void checkBinders(Located<Expr> property, Expr e, Scope scope) {
        if (e instanceof Expr.Forall f) {
            for (Expr.Binder b : f.binders()) {
                if (scope.params.contains(b.name())) {
                    throw located(property, CuteError.at(b.pos(), "forall variable " + b.name() + " is also a parameter (declared at "
                            + scope.definedAt.get(b.name()) + "); rename it"));
                }
            }
            checkBinders(property, f.body(), scope);
        } else if (e instanceof Expr.Binary bin) {
            checkBinders(property, bin.left(), scope);
            checkBinders(property, bin.right(), scope);
        } else if (e instanceof Expr.Unary u) {
            checkBinders(property, u.operand(), scope);
        }
    }

    /**
     * Adds an assumption, read with the definitions of its line: a deferred one (a symbolic algebra result, {@code
     * assume k < K_TILE_MAX} with {@code auto K_TILE_MAX = size<3>(tAgA);}) is replaced by its expression, as in a property.
     */
    private void assume(Located<Expr> cond, Scope scope) {
        checkNames(cond, scope);
        scope.assumptions.add(new Located<>(Substitution.expand(cond.value(), scope.definitions), cond.text(), cond.lines(),
                cond.startOffset()));
    }

    /** {@code NAME.x}, {@code .y}, {@code .z} of a definition of three sizes (a dim3), else null. */
    private static Object dim3Component(String name, Scope scope) {
        int dot = name.lastIndexOf('.');
        int axis = dot < 0 ? -1 : "xyz".indexOf(name.substring(dot + 1));
        if (axis < 0 || name.length() != dot + 2) {
            return null;
        }
        Object dims = scope.definitions.get(name.substring(0, dot));
        if (dims instanceof DeferredDefinition d && (d.text().startsWith("dim3")
                || d.expr() instanceof Expr.TupleExpr t && t.elements().size() == 3)) {
            // dim3 of symbolic sizes: its axis read as get(dims, axis) wherever the name is used
            return new DeferredDefinition(name, new Expr.Call("get", List.of(d.expr(), new Expr.Num(axis, 0)), 0));
        }
        return dims instanceof cuteprover.tuple.Tuple t && t.rank() == 3 ? t.mode(axis) : null;
    }

    /**
     * Every free name must be a parameter, a definition, a bound variable or a hardware model; every
     * call a property, a function or a definition.
     */
    private void checkNames(Located<Expr> e, Scope scope) {
        for (String called : NameCheck.calledNames(e.value()).keySet()) {
            if (scope.broken.contains(called) && !scope.definitions.containsKey(called)) {
                throw new DependsOnBrokenDefinition(called, scope.brokenWhy.get(called));   // tAgA(0) of a tAgA that did not read
            }
        }
        try {
            KnownCalls.check(e.value(), name -> scope.definitions.containsKey(name) || models.exists(name)
                    || name.lastIndexOf('.') > 0 && scope.definitions.get(name.substring(0, name.lastIndexOf('.')))
                            instanceof cuteprover.expr.CppStruct.Instance, e.text());
        } catch (CuteError unknown) {
            throw located(e, unknown);
        }
        NameCheck.unknownNames(e.value()).forEach((name, offset) -> {
            if (scope.broken.contains(name)) {
                throw new DependsOnBrokenDefinition(name, scope.brokenWhy.get(name));
            }
            if (scope.assigned.containsKey(name)) {
                String call = scope.writtenBy.get(name);
                throw located(e, new CuteError(offset, "'" + name + "' is " + (call == null ? "assigned" : "passed by address or reference")
                        + " at " + scope.assigned.get(name) + (call == null ? "" : " (" + call + "), which may write it")
                        + ", and assignments are not followed: its value from there on is unknown here (read it before the"
                        + (call == null ? " assignment" : " call") + ", or declare a param for the value it takes)", ""));
            }
            if (!scope.definitions.containsKey(name)) {
                Object component = dim3Component(name, scope);
                if (component != null) {
                    scope.definitions.put(name, component);   // dimBlock.x of dim3 dimBlock(...): its first size
                    return;
                }
                if (models.exists(name)) {
                    ModelRegistry.Resolved r = models.resolve(name, e.at(offset));
                    scope.importAll(r.scope());
                    scope.definitions.put(name, r.value());
                    return;
                }
                String hint = SpecParser.CUDA_INDEX.matcher(name).matches()
                        ? " (declare it as a parameter with its range: param " + name + " where " + name + " < 128)" : " (declare it with param or let)";
                throw located(e, new CuteError(offset, "unknown name '" + name + "'" + hint
                        + cuteprover.ClosestNames.suggestion(name, knownNames(scope)), ""));
            }
        });
        // A hardware model applied by its dotted name, sm80.mma.m16n8k16.f16.C(t,v), needs no 'use'.
        NameCheck.calledNames(e.value()).forEach((name, offset) -> {
            if (!scope.definitions.containsKey(name) && models.exists(name)) {
                ModelRegistry.Resolved r = models.resolve(name, e.at(offset));
                scope.importAll(r.scope());
                scope.definitions.put(name, r.value());
            }
        });
    }

    private java.util.Set<String> knownNames(Scope scope) {
        java.util.Set<String> all = new java.util.TreeSet<>(scope.definitions.keySet());
        all.addAll(models.names());
        return all;
    }

    /** Re-anchors an error inside an expression at its file position. */
    private static CuteError located(Located<Expr> e, CuteError cause) {
        SourcePos at = e.at(Math.max(0, cause.offset()));
        return new PositionedError(at, cause.reason());
    }

    /** A statement that uses a definition whose error was already reported. */
    static final class DependsOnBrokenDefinition extends CuteError {
        final String name;

        /** {@code why}: where and why the definition did not read, or null where its error is reported on its own. */
        DependsOnBrokenDefinition(String name, String why) {
            super("depends on '" + name + "'" + (why == null ? ", a definition with errors" : ", which did not read: " + why));
            this.name = name;
        }
    }

    /** An error that already knows its file position. */
    static final class PositionedError extends CuteError {
        final SourcePos pos;

        PositionedError(SourcePos pos, String reason) {
            super(reason);
            this.pos = pos;
        }
    }
}
