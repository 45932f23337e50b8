package cuteprover.cli;

import cuteprover.report.Baseline;
import cuteprover.report.Finding;
import cuteprover.report.RepoPaths;
import cuteprover.report.Suppressions;
import cuteprover.report.Triage;
import cuteprover.report.Waiver;
import cuteprover.specfile.Diagnostic;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code check} accepts of a run's findings: those its inline suppressions name, those its {@code --baseline}
 * records, and, under {@code --write-baseline}, every failing one, written to that file first.
 */
final class GateTriage {

    /**
     * The decision.
     *
     * @param triage     the waivers, the unused suppressions, the baseline's fixed entries
     * @param gateErrors input errors of the gate's own inputs (a malformed suppression, an unreadable baseline): nothing
     *                   waives them
     * @param written    the line saying the baseline was written, else empty
     * @param unwritable the baseline could not be written (an internal error, exit 5)
     */
    record Decision(Triage triage, List<Diagnostic> gateErrors, String written, boolean unwritable) { }

    private GateTriage() {
    }

    /**
     * @param checkedFiles the files the run read under its inputs
     * @param notChecked   the lines of properties another shard checks
     * @param partial      whether other shards check the rest (then no baseline entry can be called fixed)
     */
    static Decision decide(List<Finding> findings, Set<Path> checkedFiles, Set<Suppressions.FileLine> notChecked, boolean partial,
                           boolean allowUnknown, Path baselineFile, Path writeBaseline) {
        Suppressions suppressions = Suppressions.read(suppressionFiles(findings, checkedFiles), GateTriage::display);
        Suppressions.Applied suppressed = suppressions.apply(findings, notChecked);
        Map<Finding, Waiver> waived = new LinkedHashMap<>(suppressed.waived());
        List<Finding> failing = findings.stream().filter(f -> f.fails(allowUnknown) && !waived.containsKey(f)).toList();
        List<Diagnostic> gateErrors = new ArrayList<>(suppressions.errors());
        List<Baseline.Fixed> fixed = new ArrayList<>();
        Path root = RepoPaths.root();
        if (baselineFile != null) {
            try {
                Set<String> checked = new HashSet<>();
                checkedFiles.forEach(f -> checked.add(RepoPaths.relative(f.toString(), root)));
                Baseline.Matched matched = Baseline.read(baselineFile, baselineFile.toString()).match(failing, root, checked, partial);
                waived.putAll(matched.waived());
                fixed.addAll(matched.fixed());
            } catch (Baseline.Unreadable e) {
                gateErrors.add(e.diagnostic());
            }
        }
        String written = "";
        boolean unwritable = false;
        if (writeBaseline != null) {
            try {
                write(writeBaseline, Baseline.render(failing.stream().map(f -> Baseline.entryOf(f, root)).toList()));
                failing.forEach(f -> waived.put(f, new Waiver.Baselined(writeBaseline.toString())));
                written = "baseline: wrote " + failing.size() + " findings to " + writeBaseline;
            } catch (IOException e) {
                System.err.println("error: cannot write the baseline: " + e.getMessage());
                unwritable = true;
            }
        }
        return new Decision(new Triage(waived, suppressed.unused(), fixed), gateErrors, written, unwritable);
    }

    /** The files the run read under its inputs (not the headers a kernel includes from elsewhere). */
    static Set<Path> filesUnder(Set<Path> read, List<Path> inputs) {
        List<Path> roots = inputs.stream().map(p -> p.toAbsolutePath().normalize()).toList();
        Set<Path> out = new LinkedHashSet<>();
        read.stream().filter(f -> roots.stream().anyMatch(f::startsWith)).forEach(out::add);
        return out;
    }

    /** Where suppressions are looked for: the files of the findings, and the files checked (where one may be unused). */
    private static Set<Path> suppressionFiles(List<Finding> findings, Set<Path> checkedFiles) {
        Set<Path> out = new LinkedHashSet<>();
        findings.forEach(f -> out.add(Path.of(f.pos().file()).toAbsolutePath().normalize()));
        out.addAll(checkedFiles);
        return out;
    }

    /** A file as the loader names it in reports: relative to the current directory when under it. */
    private static String display(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        Path here = Path.of("").toAbsolutePath();
        return abs.startsWith(here) ? here.relativize(abs).toString() : abs.toString();
    }

    private static void write(Path file, String content) throws IOException {
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
