package cuteprover.tuple;

/** Prints IntTuples in CuTe notation without spaces: {@code 8}, {@code (8)}, {@code (4,(2,8))}. */
public final class TupleFormat {

    private TupleFormat() {
    }

    public static String format(IntTuple t) {
        StringBuilder sb = new StringBuilder();
        append(sb, t);
        return sb.toString();
    }

    static void append(StringBuilder sb, IntTuple t) {
        if (t instanceof Tuple tuple) {
            sb.append('(');
            for (int i = 0; i < tuple.rank(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                append(sb, tuple.elements().get(i));
            }
            sb.append(')');
        } else {
            sb.append(t);
        }
    }
}
