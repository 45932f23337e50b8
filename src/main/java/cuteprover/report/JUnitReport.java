package cuteprover.report;

import cuteprover.Version;
import cuteprover.specfile.CheckResult;
import cuteprover.specfile.Diagnostic;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * JUnit XML as CI systems read it: one testsuite per spec file, one testcase per property; a
 * refuted property is a failure, an unknown one is skipped unless it fails the gate (then failure),
 * an input error is an error; a failure or error that a suppression or the baseline accepts is skipped, with
 * {@code suppressed: REASON} or {@code baselined: ...} as its message. Written by the JDK's StAX writer (escaping is
 * its job); characters XML forbids are replaced and counted in a suite property ({@link XmlText}).
 */
public final class JUnitReport {

    private JUnitReport() {
    }

    private static String warnings(CheckResult r, CheckSummary s) {
        List<String> lines = new ArrayList<>();
        List<String> warnings = r.outcome().warnings();
        List<Finding> warningFindings = Findings.warningsOf(r);
        for (int i = 0; i < warnings.size(); i++) {
            String w = warnings.get(i);
            lines.add(s.waiver(warningFindings.get(i)).map(v -> "suppressed warning: " + w + " (" + v.justification() + ")")
                    .orElse("warning: " + w));
        }
        return String.join("\n", lines);
    }

    /** The skipped element's message for an accepted finding: {@code suppressed: REASON} or {@code baselined: ...}. */
    private static String skipped(Waiver w) {
        return (w instanceof Waiver.Suppressed ? "suppressed: " : "baselined: ") + w.justification();
    }

    /** What a testcase holds besides its name: nothing, or one skipped, system-out, error or failure element. */
    private sealed interface Outcome {
        record Passed() implements Outcome { }
        record Skipped(String message) implements Outcome { }
        record SystemOut(String text) implements Outcome { }
        /** An error ({@code error} true) or a failure element, with its message, type and text. */
        record Failed(boolean error, String message, String type, String text) implements Outcome { }
    }

    private record TestCase(String name, String time, Outcome outcome) { }

    /** One spec file's testcases and counts (tests, failures, errors, skipped), its text already made fit for XML. */
    private static final class Suite {
        final List<TestCase> cases = new ArrayList<>();
        final int[] counts = new int[4];
        final XmlText text = new XmlText();
    }

    public static String render(CheckSummary s, boolean allowUnknown) {
        Map<String, Suite> suites = new LinkedHashMap<>();
        for (Diagnostic d : s.errors()) {
            Suite suite = suites.computeIfAbsent(d.pos().file(), k -> new Suite());
            suite.counts[0]++;
            Optional<Waiver> waiver = s.waiver(Findings.of(d));
            suite.counts[waiver.isPresent() ? 3 : 2]++;
            XmlText t = suite.text;
            suite.cases.add(new TestCase(t.clean("input error: " + d.message()), "0", waiver.<Outcome>map(w -> new Outcome.Skipped(t.clean(skipped(w))))
                    .orElse(new Outcome.Failed(true, t.clean(d.message()), "input", t.clean(d.toString())))));
        }
        for (CheckResult r : s.results()) {
            Suite suite = suites.computeIfAbsent(r.obligation().pos().file(), k -> new Suite());
            int[] c = suite.counts;
            XmlText t = suite.text;
            c[0]++;
            String body = r.obligation().pos() + ": " + String.join("\n", lines(r));
            CheckResult.Verdict v = r.verdict();
            Optional<Waiver> waiver = Findings.verdictOf(r).flatMap(s::waiver);
            Outcome outcome;
            if (waiver.isPresent() && !r.passed()) {
                c[3]++;
                outcome = new Outcome.Skipped(skipped(waiver.get()));
            } else if (v == CheckResult.Verdict.BOUNDED) {
                // Passes (the run asked for --bound) but stays visible: it is not a proof.
                outcome = new Outcome.SystemOut(r.outcome().headline() + "\n" + body);
            } else if (r.passed() && !r.outcome().warnings().isEmpty()) {
                outcome = new Outcome.SystemOut(warnings(r, s));
            } else if (r.passed()) {
                outcome = new Outcome.Passed();
            } else if (v == CheckResult.Verdict.ERROR) {
                c[2]++;
                outcome = new Outcome.Failed(true, Failures.headline(r), "input", body);
            } else if (v == CheckResult.Verdict.UNKNOWN && allowUnknown) {
                c[3]++;
                outcome = new Outcome.Skipped(Failures.headline(r));
            } else {
                c[1]++;
                outcome = new Outcome.Failed(false, Failures.oneLine(r), v.name(), body);
            }
            // The name is the property's name (or text), never its line: CI history follows a test across edits.
            suite.cases.add(new TestCase(t.clean(r.obligation().label()), seconds(r.outcome().millis()), cleaned(outcome, t)));
        }
        int[] total = new int[4];
        suites.values().forEach(suite -> {
            for (int i = 0; i < 4; i++) {
                total[i] += suite.counts[i];
            }
        });
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter w = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            w.writeStartDocument("UTF-8", "1.0");
            w.writeCharacters("\n");
            w.writeStartElement("testsuites");
            w.writeAttribute("name", "cute-prover check");
            w.writeAttribute("tests", Integer.toString(total[0]));
            w.writeAttribute("failures", Integer.toString(total[1]));
            w.writeAttribute("errors", Integer.toString(total[2]));
            w.writeAttribute("time", seconds(s.millis()));
            for (Map.Entry<String, Suite> e : suites.entrySet()) {
                writeSuite(w, e.getKey(), e.getValue());
            }
            w.writeCharacters("\n");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("JUnit XML: " + e.getMessage(), e);   // writing to a string: not an I/O failure
        }
        return out.toString();
    }

    private static Outcome cleaned(Outcome o, XmlText t) {
        if (o instanceof Outcome.Skipped sk) {
            return new Outcome.Skipped(t.clean(sk.message()));
        } else if (o instanceof Outcome.SystemOut so) {
            return new Outcome.SystemOut(t.clean(so.text()));
        } else if (o instanceof Outcome.Failed f) {
            return new Outcome.Failed(f.error(), t.clean(f.message()), f.type(), t.clean(f.text()));
        }
        return o;
    }

    private static void writeSuite(XMLStreamWriter w, String file, Suite suite) throws XMLStreamException {
        XmlText t = suite.text;
        String cleanFile = t.clean(file);
        String className = t.clean(className(file));
        w.writeCharacters("\n  ");
        w.writeStartElement("testsuite");
        w.writeAttribute("name", cleanFile);
        w.writeAttribute("tests", Integer.toString(suite.counts[0]));
        w.writeAttribute("failures", Integer.toString(suite.counts[1]));
        w.writeAttribute("errors", Integer.toString(suite.counts[2]));
        w.writeAttribute("skipped", Integer.toString(suite.counts[3]));
        w.writeAttribute("file", cleanFile);
        w.writeCharacters("\n    ");
        w.writeStartElement("properties");
        property(w, "cute-prover.version", Version.VERSION);
        if (t.replaced() > 0) {
            // counted after every text of the suite was cleaned (the cases are built before they are written)
            property(w, "cute-prover.replaced-characters", t.replaced() + " characters that XML forbids, each written as U+FFFD");
        }
        w.writeCharacters("\n    ");
        w.writeEndElement();
        for (TestCase c : suite.cases) {
            w.writeCharacters("\n    ");
            if (c.outcome() instanceof Outcome.Passed) {
                w.writeEmptyElement("testcase");
            } else {
                w.writeStartElement("testcase");
            }
            w.writeAttribute("classname", className);
            w.writeAttribute("name", c.name());
            w.writeAttribute("time", c.time());
            if (c.outcome() instanceof Outcome.Skipped sk) {
                w.writeCharacters("\n      ");
                w.writeEmptyElement("skipped");
                w.writeAttribute("message", sk.message());
            } else if (c.outcome() instanceof Outcome.SystemOut so) {
                w.writeCharacters("\n      ");
                w.writeStartElement("system-out");
                w.writeCharacters(so.text());
                w.writeEndElement();
            } else if (c.outcome() instanceof Outcome.Failed f) {
                w.writeCharacters("\n      ");
                w.writeStartElement(f.error() ? "error" : "failure");
                w.writeAttribute("message", f.message());
                w.writeAttribute("type", f.type());
                w.writeCharacters(f.text());
                w.writeEndElement();
            }
            if (!(c.outcome() instanceof Outcome.Passed)) {
                w.writeCharacters("\n    ");
                w.writeEndElement();
            }
        }
        w.writeCharacters("\n  ");
        w.writeEndElement();
    }

    private static void property(XMLStreamWriter w, String name, String value) throws XMLStreamException {
        w.writeCharacters("\n      ");
        w.writeEmptyElement("property");
        w.writeAttribute("name", name);
        w.writeAttribute("value", value);
    }

    /**
     * The testcase's classname: the file's path without its extension, directories joined by dots and any other dot
     * made an underscore ({@code specs/sm90.tma.cute} is {@code specs.sm90_tma}), because Jenkins and others split a
     * classname at its last dot into package and class; the testsuite's {@code file} keeps the path.
     */
    static String className(String file) {
        String path = file.replace('\\', '/');
        int slash = path.lastIndexOf('/');
        int dot = path.lastIndexOf('.');
        String stem = dot > slash + 1 ? path.substring(0, dot) : path;
        StringBuilder sb = new StringBuilder();
        for (String part : stem.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('.');
            }
            sb.append(part.replace('.', '_'));
        }
        return sb.length() == 0 ? stem : sb.toString();
    }

    private static List<String> lines(CheckResult r) {
        List<String> out = new ArrayList<>();
        out.add(Failures.headline(r));
        out.addAll(Failures.details(r));
        return out;
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
