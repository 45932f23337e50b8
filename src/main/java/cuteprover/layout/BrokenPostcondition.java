package cuteprover.layout;

/**
 * CuTe's answer breaks a post-condition that CuTe documents but keeps every defining property of its
 * operation, so it is given with this notice: complement's bound {@code cosize(C) <= round_up(size(cotarget),
 * cosize(A))}, which an ordered C disjoint from A that covers the cotarget without holes can exceed
 * ({@code complement((1,2):(2,8), 36)} is {@code (8,3):(1,16)}, cosize 40 &gt; 36).
 *
 * @param term          the call and its result
 * @param postcondition the post-condition as CuTe documents it
 * @param values        the values that break it (or where and why it is not shown to hold)
 * @param kept          the defining properties that the result has
 */
public record BrokenPostcondition(String term, String postcondition, String values, String kept) {

    private static final String BREAKS = " breaks CuTe's documented post-condition ";

    /** The notice in words, as {@code eval --json} notes it and the prover warns of it. */
    public String message() {
        return term + BREAKS + postcondition + " (" + values + "); it is CuTe's answer and " + kept + ", so it is given";
    }

    /** Whether a text is such a notice's {@link #message()}. */
    public static boolean isMessage(String text) {
        return text.contains(BREAKS);
    }
}
