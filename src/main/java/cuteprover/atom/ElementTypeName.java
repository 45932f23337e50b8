package cuteprover.atom;

/**
 * An element type named as a value, as kernels alias it ({@code using ElementA = cutlass::half_t;}) to pass it on
 * as a template argument ({@code ss_op_selector<ElementA, ...>}). It has no layout; it is its name.
 */
public record ElementTypeName(String name) {

    @Override
    public String toString() {
        return name;
    }
}
