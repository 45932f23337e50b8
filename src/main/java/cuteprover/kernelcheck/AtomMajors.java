package cuteprover.kernelcheck;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The majorness an MMA atom reads each shared-memory operand with, from the TiledMMA's value in our spec language
 * ({@code make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::MN>, ...)}). SM90 wgmma and SM100
 * tcgen05.mma read smem through descriptors of that majorness, and CuTe's {@code make_gmma_desc}/{@code
 * make_umma_desc} assert (in device code, which a host compile does not instantiate) that the smem layout has it.
 * <ul>
 *   <li>GMMA: an {@code _SS} op reads A and B from shared memory, an {@code _RS} op only B; the {@code _TN} ops (tf32,
 *       8-bit) are K-major in both. Its smem layouts are (MN, K[, PIPE]).</li>
 *   <li>UMMA: an {@code _SS} op reads A and B, a {@code _TS} op only B (A is in tensor memory); the majors are its first
 *       two {@code UMMA::Major} arguments. Its smem layouts are shaped by the MMA, ((MMA_MN, MMA_K), rest_MN, rest_K[,
 *       PIPE]) ({@code UMMA::tile_to_mma_shape}). Only the 16-bit, tf32 and 8-bit integer kinds are read here (a
 *       sub-byte or block-scaled kind's smem is not in element units we check; an interleaved complex op neither).</li>
 * </ul>
 */
final class AtomMajors {

    /** The majors and whether the smem layouts are MMA-shaped (UMMA's ((MN,K),...)) rather than (MN,K,...). */
    record Majors(Map<String, String> byOperand, boolean mmaShaped) { }

    private static final Pattern GMMA = Pattern.compile(
            "SM90_64x\\d+x\\d+_[A-Z0-9]+_(SS|RS)(_TN)?(?:_SATURATE)?(?:<GMMA::Major::(K|MN),GMMA::Major::(K|MN)[,>])?");
    private static final Pattern UMMA = Pattern.compile("SM100_MMA_(F16BF16|TF32|S8)(?:_2x1SM)?_(SS|TS)<([^>]*)>");
    private static final Pattern UMMA_MAJOR = Pattern.compile("UMMA::Major::(K|MN)");

    private AtomMajors() {
    }

    /** The majors of the operands the atom reads from shared memory; none for any other MMA. */
    static Majors of(String tiledMma) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!tiledMma.startsWith("make_tiled_mma(")) {
            return new Majors(out, false);
        }
        Matcher m = GMMA.matcher(tiledMma);
        if (m.find()) {
            boolean tn = m.group(2) != null;
            if (!tn && m.group(3) == null) {
                return new Majors(out, false);   // majors not spelled as we read them: nothing decided
            }
            if (m.group(1).equals("SS")) {
                out.put("A", tn ? "K" : m.group(3));
            }
            out.put("B", tn ? "K" : m.group(4));
            return new Majors(out, false);
        }
        Matcher u = UMMA.matcher(tiledMma);
        if (u.find()) {
            Matcher major = UMMA_MAJOR.matcher(u.group(3));
            String a = major.find() ? major.group(1) : null;
            String b = major.find() ? major.group(1) : null;
            if (a != null && b != null) {
                if (u.group(2).equals("SS")) {
                    out.put("A", a);
                }
                out.put("B", b);
            }
            return new Majors(out, true);
        }
        return new Majors(out, false);
    }
}
