package cuteprover.expr;

import cuteprover.atom.ElementTypeName;

/**
 * A host function's pointer parameter, {@code cute::half_t const* A}: no layout, but its element type, which a kernel
 * launched with it takes as its template parameter ({@code TA const* A} makes TA half_t).
 */
public record PointerTo(ElementTypeName element) {

    @Override
    public String toString() {
        return element + "*";
    }
}
