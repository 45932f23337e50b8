package cuteprover.lsp;

import cuteprover.report.Finding;
import cuteprover.report.Waiver;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.SourcePos;
import cuteprover.symbolic.Premise;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A check's findings as the diagnostics of the file checked. A finding there is placed at its property's line (an input
 * error at the word it names); one in another file (an included spec's error, a header clang read) at the include that
 * reaches it, else at the first line, with its own place as related information. The message is the one every report
 * gives (headline, then the counterexample's lines); the related locations are the places it names
 * ({@code `M < 64` at a.cute:1:37}, {@code @ launch k.cu:9:3}) and, for a refutation or an UNKNOWN, the assumptions it
 * was decided under.
 */
final class FindingDiagnostics {

    static final String SOURCE = "cute-prover";

    /** {@code file:line:col} in a message, as the checker writes places. */
    private static final Pattern PLACE = Pattern.compile("([^\\s`'\"(),;:]+):(\\d+):(\\d+)");

    private FindingDiagnostics() {
    }

    static List<Diagnostic> of(FileCheck check, Path file, String text) {
        Path self = file.toAbsolutePath().normalize();
        List<String> lines = TextPositions.lines(text);
        SpecIndex index = SpecIndex.of(file, text);
        List<Diagnostic> out = new ArrayList<>();
        for (Finding f : check.findings()) {
            Path where = pathOf(f.pos().file());
            boolean here = self.equals(where);
            Range range = here ? (f.type() == Finding.Type.INPUT_ERROR ? TextPositions.word(lines, f.pos()) : TextPositions.toLineEnd(lines, f.pos()))
                    : reaching(index, where);
            Waiver waiver = check.waived().get(f);
            StringBuilder message = new StringBuilder();
            if (waiver != null) {
                message.append(waiver instanceof Waiver.Suppressed ? "suppressed" : "baselined").append(" (")
                        .append(waiver.justification()).append("): ");
            }
            if (!here) {
                message.append(f.pos()).append(": ");
            }
            message.append(f.headline());
            f.details().forEach(d -> message.append('\n').append(d.strip()));
            Diagnostic d = new Diagnostic(range, message.toString(), severity(f, waiver), SOURCE, f.rule());
            List<DiagnosticRelatedInformation> related = new ArrayList<>();
            if (!here && where != null) {
                related.add(new DiagnosticRelatedInformation(location(where, f.pos()), "reported here"));
            }
            related.addAll(mentioned(f));
            related.addAll(assumptions(f, check.of().get(f)));
            if (!related.isEmpty()) {
                d.setRelatedInformation(related);
            }
            out.add(d);
        }
        return out;
    }

    /** Fails the gate: an error; a vacuity warning: a warning; BOUNDED: information; a waived one: a hint. */
    static DiagnosticSeverity severity(Finding f, Waiver waiver) {
        if (waiver != null) {
            return DiagnosticSeverity.Hint;
        }
        return switch (f.severity(false)) {
            case "error" -> DiagnosticSeverity.Error;
            case "warning" -> DiagnosticSeverity.Warning;
            default -> DiagnosticSeverity.Information;
        };
    }

    /** The places the finding's text names, each with the line that names it. */
    static List<DiagnosticRelatedInformation> mentioned(Finding f) {
        List<DiagnosticRelatedInformation> out = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        if (f.name() != null) {
            texts.add(f.name());
        }
        texts.addAll(List.of(f.headline().split("\n")));
        texts.addAll(f.details());
        for (String t : texts) {
            Matcher m = PLACE.matcher(t);
            while (m.find()) {
                Path p = pathOf(m.group(1));
                if (p != null && Files.isRegularFile(p)) {
                    SourcePos pos = new SourcePos(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
                    out.add(new DiagnosticRelatedInformation(location(p, pos), t.strip()));
                }
            }
        }
        return out;
    }

    /** A refutation's or an UNKNOWN's assumptions, where they are written: the counterexample satisfies them all. */
    static List<DiagnosticRelatedInformation> assumptions(Finding f, Obligation o) {
        if (o == null || f.type() != Finding.Type.REFUTED && f.type() != Finding.Type.UNKNOWN) {
            return List.of();
        }
        List<DiagnosticRelatedInformation> out = new ArrayList<>();
        for (Premise p : o.premises()) {
            Matcher m = PLACE.matcher(p.where() == null ? "" : p.where());
            if (p.text() != null && m.matches()) {
                Path file = pathOf(m.group(1));
                if (file != null && Files.isRegularFile(file)) {
                    SourcePos pos = new SourcePos(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
                    out.add(new DiagnosticRelatedInformation(location(file, pos), "assumed: " + p.text()));
                }
            }
        }
        return out;
    }

    /** Where the document reaches another file: the include naming it, else the first include, else the first line. */
    private static Range reaching(SpecIndex index, Path other) {
        return index.includes().stream().filter(i -> i.target().equals(other)).findFirst()
                .or(() -> index.includes().stream().findFirst())
                .map(SpecIndex.Include::range)
                .orElse(new Range(new Position(0, 0), new Position(0, 0)));
    }

    private static Location location(Path file, SourcePos pos) {
        Position p = TextPositions.of(pos);
        return new Location(file.toUri().toString(), new Range(p, p));
    }

    /** A report's file name as a path (relative names are the working directory's, as the loader gives them); null: none. */
    static Path pathOf(String name) {
        if (name.startsWith("<")) {
            return null;   // <built-in>/...: a model inside the jar
        }
        try {
            return Path.of(name).toAbsolutePath().normalize();
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }
}
