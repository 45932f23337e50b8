package cuteprover.specfile;

import java.util.ArrayList;
import java.util.List;

/**
 * The statements that mark the branches of the preprocessor conditionals whose conditions are not known ({@link
 * SourceBlanking.Conditional}), handed to the parser's statement list in text order as its reading passes them.
 */
final class ConditionalMarkers {

    private final List<Statement.Conditional> markers = new ArrayList<>();
    private final List<Integer> offsets = new ArrayList<>();

    ConditionalMarkers(List<SourceBlanking.Conditional> conditionals, LineMap lines) {
        for (int id = 0; id < conditionals.size(); id++) {
            SourceBlanking.Conditional c = conditionals.get(id);
            for (int start : c.branchStarts()) {
                markers.add(new Statement.Conditional(id, false, c.condition(), lines.position(start)));
                offsets.add(start);
            }
            markers.add(new Statement.Conditional(id, true, c.condition(), lines.position(c.end())));
            offsets.add(c.end());
        }
    }

    /** Adds to {@code out} the markers at offsets up to {@code offset}, in text order. */
    void before(int offset, List<Statement> out) {
        while (true) {
            int next = -1;
            for (int k = 0; k < markers.size(); k++) {
                if (offsets.get(k) <= offset && (next < 0 || offsets.get(k) < offsets.get(next))) {
                    next = k;
                }
            }
            if (next < 0) {
                return;
            }
            out.add(markers.remove(next));
            offsets.remove(next);
        }
    }
}
