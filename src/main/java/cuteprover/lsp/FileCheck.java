package cuteprover.lsp;

import cuteprover.report.Finding;
import cuteprover.report.Findings;
import cuteprover.report.Suppressions;
import cuteprover.report.Waiver;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Checker;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.ProofCache;
import cuteprover.specfile.SpecLoader;
import cuteprover.specfile.Z3ObligationProver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code check FILE}, run in the server: the same loader, checker and proof cache as the command, one file at a time.
 * Findings are named as {@code check} names them from the server's working directory (relative below it, else absolute),
 * so that suppression comments ({@code cute-prover: ignore[...]}) apply as they do in the gate.
 *
 * @param findings every input error, refutation, UNKNOWN and warning, as every report sees them
 * @param waived   of those, the ones a suppression comment accepts, with its reason
 * @param of       the property behind each finding of a property (its assumptions are related locations)
 */
record FileCheck(List<Finding> findings, Map<Finding, Waiver> waived, Map<Finding, Obligation> of) {

    /**
     * Checks the file as saved on disk; {@code models}, the project's hardware models ({@link WarmModels}); {@code cache},
     * the warm proof cache of its project (null: none).
     */
    static FileCheck run(Path file, Project project, ModelRegistry models, ServerSettings settings, ProofCache cache) {
        SpecLoader loader = new SpecLoader(models, Path.of(""));
        loader.cxxOptions(project.cxx());
        loader.load(file);
        List<Obligation> obligations = loader.result().obligations();
        List<CheckResult> results = Checker.run(obligations,
                Z3ObligationProver.factory(settings.timeoutMs(), settings.rlimit(), settings.bound()), settings.jobs(), cache);
        List<Diagnostic> errors = loader.result().errors();
        List<Finding> findings = new ArrayList<>(Findings.all(errors, List.of()));
        Map<Finding, Obligation> of = new java.util.IdentityHashMap<>();
        for (CheckResult r : results) {
            List<Finding> mine = new ArrayList<>();
            Findings.verdictOf(r).ifPresent(mine::add);
            mine.addAll(Findings.warningsOf(r));
            mine.forEach(f -> of.put(f, r.obligation()));
            findings.addAll(mine);
        }
        Set<Path> files = new LinkedHashSet<>();
        files.add(file.toAbsolutePath().normalize());
        findings.forEach(f -> files.add(Path.of(f.pos().file()).toAbsolutePath().normalize()));
        Suppressions suppressions = Suppressions.read(files, loader::display);
        Suppressions.Applied applied = suppressions.apply(findings, Set.of());
        suppressions.errors().forEach(d -> findings.add(Findings.of(d)));
        findings.addAll(applied.unused());
        return new FileCheck(List.copyOf(findings), applied.waived(), of);
    }
}
