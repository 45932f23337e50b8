package cuteprover.smem;

import cuteprover.symbolic.SharedProofSession;

import cuteprover.expr.Parser;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GMMA/UMMA shared-memory descriptors against CuTe C++: for each of 96 random configurations, the
 * descriptor fields CuTe's make_gmma_desc / make_umma_desc wrote for a tile of a smem layout, read
 * through {@code gmma_desc} / {@code umma_desc}, give exactly that tile of the layout (PROVED), and a
 * descriptor with SBO or LBO moved by 16 bytes is REFUTED exactly where the PTX rules say the field is read.
 */
class MatrixDescriptorTest extends SharedProofSession {

    private static final Path TABLE = Path.of("src/test/resources/cuteprover/smem/cute-descriptors.txt");


    /** One row of the table. */
    private record Row(String family, String major, String swizzle, int bits, long bm, long bk, String order, long mn, long k,
                       long i, long kb, long start, long lbo, long sbo, int layoutType) {

        static Row parse(String line) {
            String[] f = line.replace("|", " ").trim().split("\\s+");
            return new Row(f[0], f[1], f[2], Integer.parseInt(f[3]), Long.parseLong(f[4]), Long.parseLong(f[5]), f[6],
                    Long.parseLong(f[7]), Long.parseLong(f[8]), Long.parseLong(f[9]), Long.parseLong(f[10]),
                    Long.parseLong(f[11]), Long.parseLong(f[12]), Long.parseLong(f[13]), Integer.parseInt(f[14]));
        }

        String type() {
            return switch (bits) {
                case 8 -> "uint8_t";
                case 16 -> "half_t";
                default -> "tfloat32_t";
            };
        }

        String layout() {
            return "tile_to_shape(" + family + "::Layout_" + major + "_" + swizzle + "_Atom<" + type() + ">, (" + bm + "," + bk + ")"
                    + (order.equals("col") ? "" : ", Step<_2,_1>") + ")";
        }

        String descriptor(long lboBytes, long sboBytes) {
            return family.toLowerCase() + "_desc(" + family + "::Major::" + major + ", " + layoutType + ", " + bits + ", " + mn + ", " + k
                    + ", " + start + ", " + lboBytes + ", " + sboBytes + ")";
        }

        String matches(long lboBytes, long sboBytes) {
            return "descriptor_matches(" + descriptor(lboBytes, sboBytes) + ", " + layout() + ", (" + i * mn + "," + kb * k + "))";
        }

        long w() {
            return switch (swizzle) {
                case "INTER" -> 1;
                case "SW32" -> 2;
                case "SW64" -> 4;
                default -> 8;
            };
        }

        /** Whether the instruction reads SBO / LBO at all here (PTX: a stride of a mode of size 1 is never used). */
        boolean readsSbo() {
            long t = 128 / bits;
            if (major.equals("K")) {
                return mn / 8 > 1;
            }
            return w() == 1 ? mn / t > 1 : k / (swizzle.equals("SW128_32B") ? 4 : 8) > 1;
        }

        boolean readsLbo() {
            long t = 128 / bits;
            if (major.equals("K")) {
                return w() == 1;
            }
            return w() == 1 ? k / 8 > 1 : mn / (w() * t) > 1;
        }
    }

    private static List<Row> rows() throws IOException {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(TABLE)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(Row.parse(line));
            }
        }
        return out;
    }

    private static Verdict prove(String property) {
        return session.prove(Parser.parse(property), List.of(), Map.of());
    }

    @Test
    void cuteLayoutTypeCodesAreTheModelsCodes() throws IOException {
        for (Row r : rows()) {
            String name = switch (r.family() + " " + r.swizzle()) {
                case "GMMA INTER" -> "INTERLEAVE";
                case "GMMA SW32" -> "B32";
                case "GMMA SW64" -> "B64";
                case "GMMA SW128" -> "B128";
                case "UMMA INTER" -> "SWIZZLE_NONE";
                case "UMMA SW128_32B" -> "SWIZZLE_128B_BASE32B";
                default -> "SWIZZLE_" + r.swizzle().substring(2) + "B";
            };
            assertEquals(r.layoutType(), MatrixDescriptor.LayoutType.named(r.family(), name).code(), r.toString());
        }
    }

    @Test
    void cuteDescriptorsReadExactlyTheirTileOfTheSmemLayout() throws IOException {
        List<Row> rows = rows();
        assertEquals(96, rows.size());
        for (Row r : rows) {
            Verdict v = prove(r.matches(16 * r.lbo(), 16 * r.sbo()));
            assertEquals(Verdict.Kind.PROVED, v.kind(), r + ": " + r.matches(16 * r.lbo(), 16 * r.sbo()) + " -> " + v.lines());
        }
    }

    @Test
    void aMovedSboOrLboIsRefutedExactlyWhereTheInstructionReadsIt() throws IOException {
        int refuted = 0;
        for (Row r : rows()) {
            Verdict sbo = prove(r.matches(16 * r.lbo(), 16 * r.sbo() + 16));
            assertEquals(r.readsSbo() ? Verdict.Kind.REFUTED : Verdict.Kind.PROVED, sbo.kind(), r + " SBO+16: " + sbo.lines());
            Verdict lbo = prove(r.matches(16 * r.lbo() + 16, 16 * r.sbo()));
            assertEquals(r.readsLbo() ? Verdict.Kind.REFUTED : Verdict.Kind.PROVED, lbo.kind(), r + " LBO+16: " + lbo.lines());
            refuted += (r.readsSbo() ? 1 : 0) + (r.readsLbo() ? 1 : 0);
        }
        assertTrue(refuted > 100, "too few refutations exercised: " + refuted);
    }

    @Test
    void theFirstMismatchIsReportedWithBothOffsets() {
        Verdict v = prove("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 0, 16, 512),"
                + " tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)))");
        assertEquals(List.of("REFUTED", "mn = 8", "k = 0", "lhs = 288", "rhs = 512"), v.lines().subList(0, 5));
    }

    @Test
    void malformedDescriptorsAreInputErrorsNamingTheField() {
        String[][] cases = {
                {"gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 40, 16, 1024)", "the start address must be a multiple of 16 bytes"},
                {"gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 32, 0, 16, 1024)", "K * bits must be 256 (32 bytes), so K = 16"},
                {"gmma_desc(GMMA::Major::MN, GMMA::LayoutType::B128, 16, 32, 16, 0, 16, 1024)", "MN = 32 must be a positive multiple of 64"},
                {"umma_desc(UMMA::Major::K, UMMA::LayoutType::SWIZZLE_128B_BASE32B, 16, 64, 16, 0, 16, 1024)", "only defined for MN-major"},
                {"gmma_desc(GMMA::Major::K, UMMA::LayoutType::SWIZZLE_128B, 16, 64, 16, 0, 16, 1024)", "is not a GMMA layout type"},
                {"gmma_desc(GMMA::Major::K, 5, 16, 64, 16, 0, 16, 1024)", "GMMA layout type code 5 is not one of 0 (INTERLEAVE), 1 (B128)"},
                {"gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 0, 16, 262144)", "stride byte offset (SBO) must be"},
        };
        for (String[] c : cases) {
            cuteprover.CuteError e = org.junit.jupiter.api.Assertions.assertThrows(cuteprover.CuteError.class,
                    () -> prove("descriptor_matches(" + c[0] + ", tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)))"));
            assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
        }
        cuteprover.CuteError outside = org.junit.jupiter.api.Assertions.assertThrows(cuteprover.CuteError.class,
                () -> prove("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16, 0, 16, 1024),"
                        + " tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64)), (96,0))"));
        assertTrue(outside.getMessage().contains("the descriptor's MN range [96, 160) leaves mode 0 of the layout, of size 128"),
                outside.getMessage());
    }

    /** A symbolic start address (every k-block at once) is proved for every allowed value, the tile kept inside L. */
    @Test
    void everyKBlockAtOnceWithASymbolicStart() {
        String sA = "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64))";
        List<cuteprover.expr.Expr> kb = List.of(Parser.parse("0 <= kb && kb < 4"));
        Verdict all = session.prove(Parser.parse("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16,"
                + " 32*kb, 16, 1024), " + sA + ", (0,16*kb))"), kb, Map.of());
        assertEquals(Verdict.Kind.PROVED, all.kind(), all.lines().toString());
        Verdict halfStep = session.prove(Parser.parse("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16,"
                + " 16*kb, 16, 1024), " + sA + ", (0,16*kb))"), kb, Map.of());
        assertEquals(List.of("REFUTED", "kb = 1", "mn = 0", "k = 0", "lhs = 8", "rhs = 16"), halfStep.lines().subList(0, 6));
        Verdict outside = session.prove(Parser.parse("descriptor_matches(gmma_desc(GMMA::Major::K, GMMA::LayoutType::B128, 16, 64, 16,"
                + " 32*kb+32, 16, 1024), " + sA + ", (0,16*kb+16))"), kb, Map.of());
        assertEquals(Verdict.Kind.REFUTED, outside.kind(), outside.lines().toString());
        assertEquals(3L, outside.witness().get("kb"));
        assertTrue(outside.lines().contains("rhs = 80"), outside.lines().toString());
    }
}
