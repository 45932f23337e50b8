package cuteprover.atom;

/**
 * A copy operation named as a value, as kernels alias it ({@code using CopyOp = UniversalCopy<uint128_t>;}) to
 * pass it on as Copy_Atom's first template argument ({@code Copy_Atom<CopyOp, Element>}). It is no atom until
 * it has its value type.
 */
public record CopyOpName(String text) {

    @Override
    public String toString() {
        return text + " (a copy operation without its value type: write Copy_Atom<" + text + ", T>)";
    }
}
