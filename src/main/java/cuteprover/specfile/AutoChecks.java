package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.cxx.KernelFile;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.expr.Values;
import cuteprover.kernelcheck.AutoProperty;
import cuteprover.kernelcheck.CheckFamily;
import cuteprover.kernelcheck.SmemChecks;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * The properties a kernel file gets without a spec ({@code check --checks}, package {@code kernelcheck}), run as the
 * file's own statements: each definition a {@code let}, each property a {@code prove} named for what it checks
 * ({@code smem_injective(SmemLayoutA)}) and located at the C++ declaration that defined it, so that they go through the
 * same obligations, prover and reports as written properties. One that cannot be checked is an error there, never
 * proved.
 */
final class AutoChecks {

    private final Scope scope;
    private final LineMap lines;
    private final Path file;
    private final CompilerFacts compiler;
    private final ModelRegistry models;
    private final Set<CheckFamily> families;
    private final StatementRunner.Step step;
    private final Set<Diagnostic> errors;
    private final String label;
    private final java.util.function.Consumer<String> notes;

    /** {@code notes}: where a line saying that the file has nothing to check goes ({@code label: note: ...}). */
    AutoChecks(Scope scope, LineMap lines, Path file, String label, CompilerFacts compiler, ModelRegistry models, Set<CheckFamily> families,
               StatementRunner.Step step, Set<Diagnostic> errors, java.util.function.Consumer<String> notes) {
        this.label = label;
        this.notes = notes;
        this.scope = scope;
        this.lines = lines;
        this.file = file;
        this.compiler = compiler;
        this.models = models;
        this.families = families;
        this.step = step;
        this.errors = errors;
    }

    void run(KernelFile.Reading reading) {
        if (reading == null || reading.ast() == null || families.isEmpty()) {
            return;
        }
        cuteprover.kernelcheck.KernelChecks.Result found = cuteprover.kernelcheck.KernelChecks.of(families, reading.ast(),
                reading.isMainFile(), exprs -> compiler.evaluate(file, exprs), () -> SmemChecks.archs(compiler.clangArgs(file)),
                this::capacity, this::freshName);
        found.failed().forEach((family, why) -> errors.add(new Diagnostic(lines.position(0), "the " + family.word()
                + " checks did not run: " + why)));
        if (found.nothingFound() != null) {
            notes.accept(label + ": note: " + found.nothingFound());
        }
        List<AutoProperty> properties = found.properties();
        for (AutoProperty p : properties) {
            apply(p);
        }
    }

    private void apply(AutoProperty p) {
        SourcePos pos = lines.position(Math.max(0, p.offset()));
        if (p.error() != null) {
            errors.add(new Diagnostic(pos, "property '" + p.name() + "' is not checked: " + p.error()));
            return;
        }
        try {
            for (var d : p.definitions().entrySet()) {
                if (!defined.add(d.getKey())) {
                    continue;   // a layout's properties share its definition
                }
                step.apply(new Statement.Let(d.getKey(), located(d.getValue(), p.offset()), pos));
            }
            step.apply(new Statement.Prove(p.name(), located(p.property(), p.offset()), false, pos));
        } catch (CuteError e) {
            errors.add(new Diagnostic(pos, "property '" + p.name() + "' is not checked: " + e.getMessage()));
        }
    }

    private Located<Expr> located(String text, int offset) {
        return new Located<>(Parser.parse(text), text, lines, Math.max(0, offset));
    }

    /** The shared memory per block of an architecture ({@code sm90}), from its hardware model; null where none gives it. */
    private Long capacity(String arch) {
        String name = SmemChecks.capacityModel(arch);
        if (!models.exists(name)) {
            return null;
        }
        try {
            return Long.parseLong(Values.format(models.value(name)).strip());
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** A name no definition of the file has: {@code CollectiveMainloop::SmemLayoutA} becomes {@code CollectiveMainloop_SmemLayoutA}. */
    private String freshName(String hint) {
        String base = hint.replaceAll("\\W+", "_").replaceAll("^_+|_+$", "");
        if (base.isEmpty() || !Character.isJavaIdentifierStart(base.charAt(0))) {
            base = "v_" + base;
        }
        String name = base;
        for (int i = 2; taken(name); i++) {
            name = base + "_" + i;
        }
        reserved.add(name);
        return name;
    }

    private final Set<String> reserved = new java.util.HashSet<>();
    private final Set<String> defined = new java.util.HashSet<>();

    private boolean taken(String name) {
        return reserved.contains(name) || scope.definedAt.containsKey(name) || scope.definitions.containsKey(name)
                || scope.params.contains(name) || models.exists(name);
    }
}
