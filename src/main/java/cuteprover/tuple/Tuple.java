package cuteprover.tuple;

import java.util.ArrayList;
import java.util.List;

/** A tuple node of an {@link IntTuple}; may be empty ({@code ()}) or rank 1 ({@code (8)}). */
public record Tuple(List<IntTuple> elements) implements IntTuple {

    public Tuple {
        elements = List.copyOf(elements);
    }

    @Override
    public int rank() {
        return elements.size();
    }

    @Override
    public int depth() {
        // Iterative over siblings; recursion only follows nesting, which the parser bounds.
        int max = 0;
        for (IntTuple e : elements) {
            max = Math.max(max, e.depth());
        }
        return 1 + max;
    }

    @Override
    public boolean isLeaf() {
        return false;
    }

    @Override
    public IntTuple mode(int i) {
        if (i < 0 || i >= elements.size()) {
            throw new IndexOutOfBoundsException("mode " + i + " of a rank-" + elements.size() + " tuple");
        }
        return elements.get(i);
    }

    @Override
    public List<IntTuple> leaves() {
        List<IntTuple> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(IntTuple t, List<IntTuple> out) {
        if (t instanceof Tuple tuple) {
            for (IntTuple e : tuple.elements) {
                collect(e, out);
            }
        } else {
            out.add(t);
        }
    }

    @Override
    public String toString() {
        return TupleFormat.format(this);
    }
}
