package cuteprover.specfile;

import java.util.ArrayList;
import java.util.List;

/**
 * The statements the preprocessor's lines make: the branches of the conditionals whose conditions are not known ({@link
 * SourceBlanking.Conditional}) and the names object-like macros define, handed to the parser's statement list in text
 * order as its reading passes them.
 */
final class ConditionalMarkers {

    private final List<Statement> markers = new ArrayList<>();
    private final List<Integer> offsets = new ArrayList<>();

    ConditionalMarkers(List<SourceBlanking.Conditional> conditionals, java.util.Map<Integer, String> defines, LineMap lines) {
        // #define K 7: C++ reads K as 7 from there on, which is not followed: the name is unknown (what reads it says so)
        defines.forEach((offset, name) -> {
            markers.add(new Statement.Unreadable(name, lines.position(offset) + ": '" + name + "' is a preprocessor macro here"
                    + " (#define), which is not read", lines.position(offset), name));
            offsets.add(offset);
        });
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
