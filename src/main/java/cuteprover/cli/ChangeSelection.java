package cuteprover.cli;

import cuteprover.report.ChangeChains;
import cuteprover.specfile.Dependencies;
import cuteprover.specfile.Diagnostic;
import cuteprover.specfile.SourcePos;
import cuteprover.specfile.SpecLoader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code check --changed FILE...}: of the spec files and kernel sources that check would read, only those that a
 * change reaches are proved: a changed file itself, a spec that includes one (transitively), a kernel whose
 * translation unit read one (clang's dependency list). Each file is loaded (its includes and its compile are what say
 * what it depends on) and its obligations are kept or dropped then; what it reached the change through is kept for
 * the reports.
 */
final class ChangeSelection {

    private final Set<Path> changed = new LinkedHashSet<>();
    private final List<Path> selected = new ArrayList<>();
    private final List<Path> skipped = new ArrayList<>();
    private final Map<String, List<ChangeChains.Link>> chains = new LinkedHashMap<>();

    ChangeSelection(List<Path> changedFiles) {
        changedFiles.forEach(f -> changed.add(f.toAbsolutePath().normalize()));
    }

    /**
     * The inputs, with each changed file that is itself a spec file or a kernel source with a spec statement added
     * when no input holds it (pre-commit passes a staged spec wherever it is).
     */
    List<Path> inputs(List<Path> inputs, SourceKinds kinds) {
        List<Path> out = new ArrayList<>(inputs);
        List<Path> roots = inputs.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        for (Path f : changed) {
            boolean source = f.toString().endsWith(".cute") ? Files.isRegularFile(f) : kinds.isKernelSource(f);
            if (source && roots.stream().noneMatch(f::startsWith)) {
                out.add(relative(f));
            }
        }
        return out;
    }

    /** Whether the file just loaded reaches a change; when it does through others, its chain is kept. */
    boolean select(Path file, SpecLoader loader) {
        Dependencies deps = loader.dependencies();
        var chain = deps.chain(file, changed);
        if (chain.isEmpty()) {
            skipped.add(file.toAbsolutePath().normalize());
            return false;
        }
        selected.add(file.toAbsolutePath().normalize());
        if (!chain.get().isEmpty()) {
            List<ChangeChains.Link> links = new ArrayList<>();
            chain.get().forEach(e -> links.add(new ChangeChains.Link(e.at(), e.how())));
            Path last = chain.get().get(chain.get().size() - 1).to();
            links.add(new ChangeChains.Link(new SourcePos(loader.display(last), 1, 1), "changed"));
            chains.put(loader.display(file), links);
        }
        return true;
    }

    ChangeChains chains() {
        return new ChangeChains(chains);
    }

    /**
     * Whether an input error belongs to the run: not when it lies in a file that only unselected files read (a spec
     * the change does not reach is not this commit's business).
     */
    List<Diagnostic> errors(List<Diagnostic> errors, SpecLoader loader) {
        Set<String> reached = labels(selected, loader);
        Set<String> notReached = labels(skipped, loader);
        notReached.removeAll(reached);
        return errors.stream().filter(d -> !notReached.contains(d.pos().file())).toList();
    }

    /** The files that the selected files read (themselves included): where a suppression may be used by this run. */
    Set<Path> filesChecked(SpecLoader loader) {
        Set<Path> out = new LinkedHashSet<>();
        selected.forEach(f -> out.addAll(loader.dependencies().closure(f)));
        return out;
    }

    private static Set<String> labels(List<Path> files, SpecLoader loader) {
        Set<String> out = new LinkedHashSet<>();
        files.forEach(f -> loader.dependencies().closure(f).forEach(p -> out.add(loader.display(p))));
        return out;
    }

    /** One line for the report: how many of the files read reach the change. */
    String line() {
        return "changed: " + selected.size() + " of " + (selected.size() + skipped.size())
                + " spec files and kernel sources reach " + changed.size() + " changed file" + (changed.size() == 1 ? "" : "s");
    }

    private static Path relative(Path p) {
        Path here = Path.of("").toAbsolutePath();
        return p.startsWith(here) ? here.relativize(p) : p;
    }
}
