package cuteprover.expr;

import cuteprover.layout.Layout;

import java.util.List;
import java.util.stream.Collectors;

/** A by-mode tiler {@code [L0,L1,...]}: a tuple of layouts applied mode by mode (not a concatenation). */
public record Tiler(List<Layout> modes) {

    public Tiler {
        modes = List.copyOf(modes);
    }

    @Override
    public String toString() {
        return modes.stream().map(Layout::toString).collect(Collectors.joining(",", "[", "]"));
    }
}
