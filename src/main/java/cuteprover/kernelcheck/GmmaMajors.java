package cuteprover.kernelcheck;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The majorness an SM90 GMMA atom reads each shared-memory operand with, from the TiledMMA's value in our spec
 * language ({@code make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>, ...)}): wgmma reads
 * them through shared-memory descriptors, and CuTe's {@code make_gmma_desc<Major>} asserts (in device code, which a
 * host compile does not instantiate) that the smem layout is of that majorness. An {@code _SS} op reads A and B from
 * shared memory, an {@code _RS} op only B; the {@code _TN} ops (tf32, 8-bit) are K-major in both.
 */
final class GmmaMajors {

    private static final Pattern OP = Pattern.compile(
            "SM90_64x\\d+x\\d+_[A-Z0-9]+_(SS|RS)(_TN)?(?:_SATURATE)?(?:<GMMA::Major::(K|MN),GMMA::Major::(K|MN)[,>])?");

    private GmmaMajors() {
    }

    /** Operand ("A", "B") to "K" or "MN" for the operands the atom reads from shared memory; empty for any other MMA. */
    static Map<String, String> of(String tiledMma) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = OP.matcher(tiledMma);
        if (!tiledMma.startsWith("make_tiled_mma(") || !m.find()) {
            return out;
        }
        boolean tn = m.group(2) != null;
        if (!tn && m.group(3) == null) {
            return out;   // majors not spelled as we read them: nothing decided
        }
        String a = tn ? "K" : m.group(3);
        String b = tn ? "K" : m.group(4);
        if (m.group(1).equals("SS")) {
            out.put("A", a);
        }
        out.put("B", b);
        return out;
    }
}
