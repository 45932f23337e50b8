package cuteprover.report;

import cuteprover.specfile.SourcePos;

import java.util.List;
import java.util.Map;

/**
 * With {@code check --changed}: how each checked file that is not itself changed reaches a changed file, link by link
 * (an include statement, an {@code #include} line, a translation unit's reading), ending at the changed file; the
 * reports name the chain under a finding of that file, so a refutation caused by a change elsewhere points to it.
 *
 * @param byFile the chain of each such file, by the file as reports name it
 */
public record ChangeChains(Map<String, List<Link>> byFile) {

    /** One step of a chain: what is at {@code at} reads the next file (the last link is the changed file itself). */
    public record Link(SourcePos at, String message) { }

    /** No {@code --changed}, or no file reached through another. */
    public static final ChangeChains NONE = new ChangeChains(Map.of());

    public ChangeChains {
        byFile = Map.copyOf(byFile);
    }

    /** The chain of a file, empty when it was changed itself or none was asked for. */
    public List<Link> of(String file) {
        return byFile.getOrDefault(file, List.of());
    }

    /** The chain as one line: {@code uses.cute:1:1 include "common.cute" -> common.cute:1:1 changed}. */
    public static String text(List<Link> chain) {
        return String.join(" -> ", chain.stream().map(l -> l.at() + " " + l.message()).toList());
    }
}
