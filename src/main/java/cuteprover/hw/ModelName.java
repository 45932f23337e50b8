package cuteprover.hw;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a hardware model's name says about reading its offsets as coordinates.
 *
 * <ul>
 * <li>{@code sm80.mma.m16n8k16.f16.A|B|C} (and the sm75/sm89 mma.sync models), {@code sm90.wgmma.m64n128k16.f16.C}, {@code sm90.wgmma.m64k16.f16.A}:
 * thread-value layouts in CuTe's units: A maps to {@code m + M*k}, B to {@code n + N*k} (CuTe stores B
 * as N x K), C to {@code m + M*n}. Printed in PTX's orientation: A is M x K, B is K x N, C is M x N.</li>
 * <li>{@code sm75.ldmatrix.x4[.trans]}, {@code sm90.stmatrix.x4[.trans]}: (thread, value) to
 * {@code 8*row + col} in b16 elements, row = the thread that supplied the row address.</li>
 * <li>{@code sm100.tcgen05.ld|st.SHAPE.xN}: (thread, register) to a tensor-memory address in 32-bit cells
 * relative to the warp's base, {@code lane*65536 + column}.</li>
 * <li>{@code sm100.tcgen05.mma.*}: accumulator placement (m, n) to {@code lane*65536 + column}.</li>
 * <li>anything else: a plain function, index to offset.</li>
 * </ul>
 *
 * @param rows M of the tile for MMA operands (the M x K or M x N tile), N for B
 */
public record ModelName(String name, Kind kind, long rows, long cols) {

    /** How the offsets of a model are decoded. */
    public enum Kind { MMA_A, MMA_B, MMA_C, MATRIX_B16, TMEM_ACCESS, TMEM_PLACEMENT, FUNCTION }

    /** Tensor-memory addresses carry the lane in bits 16 and up. */
    public static final long TMEM_LANE_STRIDE = 65536;

    private static final Pattern SM80 = Pattern.compile("sm(?:75|80|89)\\.mma\\.m(\\d+)n(\\d+)k(\\d+)\\.[a-z0-9]+\\.([ABC])");
    private static final Pattern WGMMA_C = Pattern.compile("sm90\\.wgmma\\.m(\\d+)n(\\d+)k(\\d+)\\.[a-z0-9]+\\.C");
    private static final Pattern WGMMA_A = Pattern.compile("sm90\\.wgmma\\.m(\\d+)k(\\d+)\\.[a-z0-9]+\\.A");
    private static final Pattern MATRIX = Pattern.compile("sm\\d+\\.(ldmatrix|stmatrix)\\.x[124](\\.trans)?");
    private static final Pattern TMEM = Pattern.compile("sm100\\.tcgen05\\.(ld|st)\\..+");
    private static final Pattern PLACEMENT = Pattern.compile("sm100\\.tcgen05\\.mma\\..+");

    public static ModelName parse(String name) {
        Matcher m = SM80.matcher(name);
        if (m.matches()) {
            long mm = Long.parseLong(m.group(1));
            long n = Long.parseLong(m.group(2));
            long k = Long.parseLong(m.group(3));
            return switch (m.group(4)) {
                case "A" -> new ModelName(name, Kind.MMA_A, mm, k);
                case "B" -> new ModelName(name, Kind.MMA_B, k, n);
                default -> new ModelName(name, Kind.MMA_C, mm, n);
            };
        }
        m = WGMMA_C.matcher(name);
        if (m.matches()) {
            return new ModelName(name, Kind.MMA_C, Long.parseLong(m.group(1)), Long.parseLong(m.group(2)));
        }
        m = WGMMA_A.matcher(name);
        if (m.matches()) {
            return new ModelName(name, Kind.MMA_A, Long.parseLong(m.group(1)), Long.parseLong(m.group(2)));
        }
        if (MATRIX.matcher(name).matches()) {
            return new ModelName(name, Kind.MATRIX_B16, 0, 8);
        }
        if (PLACEMENT.matcher(name).matches()) {
            return new ModelName(name, Kind.TMEM_PLACEMENT, 128, TMEM_LANE_STRIDE);
        }
        if (TMEM.matcher(name).matches()) {
            return new ModelName(name, Kind.TMEM_ACCESS, 128, TMEM_LANE_STRIDE);
        }
        return new ModelName(name, Kind.FUNCTION, 0, 0);
    }

    /** The column header of {@code hw map}'s lines for this kind. */
    public String header() {
        return switch (kind) {
            case MMA_A, MMA_B, MMA_C, MATRIX_B16 -> "thread value row col";
            case TMEM_ACCESS -> "thread register lane column";
            case TMEM_PLACEMENT -> "row col lane column";
            case FUNCTION -> "index offset";
        };
    }
}
