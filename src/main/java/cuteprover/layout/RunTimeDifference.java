package cuteprover.layout;

/**
 * A result that is CuTe's static answer (Int&lt;N&gt;) where CuTe's run-time path, with the same sizes
 * as {@code int}, answers otherwise.
 *
 * @param operation the operation as the user calls it
 * @param why       what the run-time path does instead, for this input
 */
public record RunTimeDifference(String operation, String why) {
}
