package cuteprover.importer;

import cuteprover.cli.CheckCommand;
import cuteprover.expr.Evaluator;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.FlatLayout;
import cuteprover.layout.Layout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** import: CuTe C++ printouts (recorded from a host program) read back as the same functions as our constructors. */
class PrintoutReaderTest {

    private static Map<String, String> lets(Imported imp) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Imported.Definition d : imp.definitions()) {
            out.put(d.name(), d.value());
        }
        return out;
    }

    /** Reads a printout that must be read without a problem. */
    private static Imported readClean(String text) {
        Imported imp = PrintoutReader.read(text);
        assertEquals(java.util.List.of(), imp.problems());
        return imp;
    }

    @TempDir
    Path dir;

    /** The spec that import writes for {@code text} loads: check reads it without an input error. */
    private void specLoads(String text, Imported imp) throws IOException {
        Path spec = dir.resolve("imported.cute");
        Files.writeString(spec, SpecWriter.write("printout.txt", Arrays.asList(text.split("\r?\n", -1)), imp));
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        int status = CheckCommand.execute(new PrintStream(report, true, StandardCharsets.UTF_8), spec.toString(), "--no-cache", "--jobs", "1");
        String out = report.toString(StandardCharsets.UTF_8);
        assertTrue(status == 0 && out.contains(" 0 input errors"), out + "\n" + Files.readString(spec));
    }

    /** The names of the lets whose name starts with {@code prefix}, in the order written. */
    private static List<String> namesStartingWith(Imported imp, String prefix) {
        return imp.definitions().stream().map(Imported.Definition::name).filter(n -> n.startsWith(prefix)).toList();
    }

    private String resource(String path) throws IOException {
        try (InputStream in = getClass().getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static long[] table(String expr) {
        Object v = Evaluator.concrete().evaluate(expr);
        if (v instanceof cuteprover.layout.Slicing.Sliced s) {
            v = s.layout(); // a tensor printout keeps the layout, not the pointer's offset
        }
        return v instanceof ComposedLayout c ? c.table() : FlatLayout.of((Layout) v).table();
    }

    private static void sameFunction(String imported, String constructed) {
        assertArrayEquals(table(constructed), table(imported), imported + " vs " + constructed);
    }

    @Test
    void cppPrintoutsAreTheConstructorsFunctions() throws IOException {
        String text = resource("/cuteprover/importer/cute-cpp-printout.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        sameFunction(l.get("sA"), "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64))");
        sameFunction(l.get("sT"), "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64))");
        sameFunction(l.get("gA"), "(1024,512):(512,1)");
        assertEquals("(128,64):(1@0,1@1)", l.get("cA"));
        String mma = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16))";
        sameFunction(l.get("tiled_mma_A_TV"), "get_layoutA_TV(" + mma + ")");
        sameFunction(l.get("tiled_mma_B_TV"), "get_layoutB_TV(" + mma + ")");
        sameFunction(l.get("tiled_mma_C_TV"), "get_layoutC_TV(" + mma + ")");
        String copy = "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>,half_t>, (16,8):(8,1), (1,8))";
        sameFunction(l.get("tiled_copy_S_TV"), "get_layoutS_TV(" + copy + ")");
        sameFunction(l.get("gtile"), "local_tile((1024,512):(512,1), (128,64), (2,3))");
        assertTrue(imp.definitions().stream().anyMatch(d -> d.name().equals("gA")
                && d.comments().stream().anyMatch(c -> c.contains("dynamic values 1024, 512"))));
    }

    /** The sgemm_sm80 tutorial's host layouts, printed by CuTe C++, read back as what specs/sgemm_sm80_tutorial.cute constructs. */
    @Test
    void sgemmSm80PrintoutIsTheKernelSpecsConstructors() throws IOException {
        String text = resource("/cuteprover/importer/sgemm_sm80_printout.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        sameFunction(l.get("sA"), "tile_to_shape(Sw<3,3,3> o 0 o (8,(8,8)):(8,(1,64)), (128,64,3))");
        sameFunction(l.get("gA"), "local_tile((4096,1024):(1024,1), (128,128,64), (3,5,_), Step<_1,X,_1>)");
        String copy = "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (16,8):(8,1), (1,8))";
        sameFunction(l.get("copyA_S_TV"), "get_layoutS_TV(" + copy + ")");
        sameFunction(l.get("copyA_D_TV"), "get_layoutD_TV(" + copy + ")");
        String mma = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2), (32,32,16))";
        for (String op : new String[] {"A", "B", "C"}) {
            sameFunction(l.get("mmaC_" + op + "_TV"), "get_layout" + op + "_TV(" + mma + ")");
        }
    }

    /**
     * Recorded from a host program (g++; nvcc -arch=sm_90a prints the same): print(tiled_mma) of SM80 and SM90
     * MMAs, one with a permutation tile, and print(tiled_copy) of a UniversalCopy and an LDSM copy (make_tiled_copy_A).
     * Each field printed is a let named after its key; ValueType (a type) is a comment; the lets computed
     * from the fields stay.
     */
    @Test
    void tiledMmaAndCopyFieldsAreLetsOfTheirOwn() throws IOException {
        String text = resource("/cuteprover/importer/cpp_tiled_mma_copy_fields.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        assertEquals(List.of("mma_A_TV", "mma_B_TV", "mma_C_TV", "mma_ThrLayoutVMNK", "mma_PermutationMNK", "mma_ThrID", "mma_Shape_MNK",
                "mma_LayoutA_TV", "mma_LayoutB_TV", "mma_LayoutC_TV"), namesStartingWith(imp, "mma_").stream()
                .filter(n -> !n.startsWith("mma_perm_")).toList());
        assertEquals("(32,2,2,1):(1,32,64,0)", l.get("mma_ThrLayoutVMNK"));
        assertEquals("(_,_,_)", l.get("mma_PermutationMNK"));
        assertEquals("32:1", l.get("mma_ThrID"));
        assertEquals("(16,8,16)", l.get("mma_Shape_MNK"));
        assertEquals("((4,8),(2,2,2)):((32,1),(16,8,128))", l.get("mma_LayoutA_TV"));
        assertEquals("((4,8),(2,2)):((16,1),(8,64))", l.get("mma_LayoutB_TV"));
        assertEquals("((4,8),(2,2)):((32,1),(16,8))", l.get("mma_LayoutC_TV"));
        // the printed permutation, as a let, is what make_tiled_mma takes
        assertEquals("[32,(8,2,2):(1,16,8),16]", l.get("mma_perm_PermutationMNK"));
        String permuted = "make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1), " + l.get("mma_perm_PermutationMNK") + ")";
        for (String op : new String[] {"A", "B", "C"}) {
            sameFunction(l.get("mma_perm_" + op + "_TV"), "get_layout" + op + "_TV(" + permuted + ")");
        }
        assertEquals("(128,1,1,1):(1,0,0,0)", l.get("wgmma_ThrLayoutVMNK"));
        assertEquals("(64,128,16)", l.get("wgmma_Shape_MNK"));
        assertEquals("(128,(64,16)):(0,(1,64))", l.get("wgmma_LayoutA_TV"));
        assertEquals("((4,8,4),(2,2,16)):((128,1,16),(64,8,512))", l.get("wgmma_LayoutC_TV"));
        assertEquals(List.of("copy", "copy_S_TV", "copy_D_TV", "copy_Tiler_MN", "copy_TiledLayout_TV", "copy_ThrID", "copy_ValLayoutSrc",
                "copy_ValLayoutDst", "copy_ValLayoutRef"), namesStartingWith(imp, "copy"));
        assertEquals("(16,64)", l.get("copy_Tiler_MN"));
        assertEquals("((8,16),8):((128,1),16)", l.get("copy_TiledLayout_TV"));
        assertEquals("1:0", l.get("copy_ThrID"));
        assertEquals("(1,8):(0,1)", l.get("copy_ValLayoutSrc"));
        assertEquals("(32,16)", l.get("ldsm_Tiler_MN"));
        assertEquals("32:1", l.get("ldsm_ThrID"));
        assertEquals("(32,8):(8,1)", l.get("ldsm_ValLayoutSrc"));
        assertEquals("(32,(2,4)):(2,(1,64))", l.get("ldsm_ValLayoutDst"));
        assertEquals("(32,(2,4)):(2,(1,64))", l.get("ldsm_ValLayoutRef"));
        String ldsm = "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN, (2,2,1)))";
        sameFunction(l.get("ldsm_S_TV"), "get_layoutS_TV(" + ldsm + ")");
        List<String> valueTypes = imp.entries().stream().filter(e -> e instanceof Imported.Note).map(e -> e.line() + " " + e.comments()).toList();
        assertEquals(2, valueTypes.size(), valueTypes.toString());
        assertTrue(valueTypes.get(0).startsWith("39 [ValueType 16b is the copy atom's element type"), valueTypes.toString());
    }

    /**
     * Recorded from a host program: free-text labels ({@code print("tensor sB: ")}) in front of tensors, and
     * print_tensor's data rows (floats, integers in rank-3 slices, coordinates, an unlabelled tensor). The let
     * is named by the whole label, its words joined by _; the data is skipped.
     */
    @Test
    void freeTextLabelsNameTensorsAndPrintTensorDataIsSkipped() throws IOException {
        String text = resource("/cuteprover/importer/cpp_free_text_labels_tensors.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        assertEquals(List.of("tensor_rA", "tensor_sB", "smem_atom_for_A", "swizzled_tensor_sA", "gmem_tensor_g_with_data", "rank_3_t3",
                "coordinates_of_cA", "layout1", "layout_of_sB"), List.copyOf(l.keySet()));
        assertEquals("((8,4),2):((1,8),32)", l.get("tensor_rA"));
        assertEquals("(8,8):(8,1)", l.get("tensor_sB"));
        assertEquals("Sw<3,3,3> o 0 o (8,64):(64,1)", l.get("smem_atom_for_A"));
        assertEquals("Sw<3,3,3> o 0 o (8,64):(64,1)", l.get("swizzled_tensor_sA"));
        assertEquals("(4,8):(8,1)", l.get("gmem_tensor_g_with_data"));
        assertEquals("(2,3,4):(1,2,6)", l.get("rank_3_t3"));
        assertEquals("(2,3):(1@0,1@1)", l.get("coordinates_of_cA"));
        assertEquals("(2,3):(1,2)", l.get("layout1"));
        assertEquals("(8,8):(8,1)", l.get("layout_of_sB"));
        assertTrue(imp.definitions().stream().anyMatch(d -> d.name().equals("rank_3_t3")
                && d.comments().contains("print_tensor: the 11 line(s) below it are the tensor's element values, not read")), imp.toString());
    }

    /**
     * A block whose layouts cannot be computed (here a ValueType that is no size in bits) is one error at its
     * line; the fields printed are still lets, and reading goes on after the block (its key lines were read
     * again as printouts of their own, and the bad ValueType was a NumberFormatException).
     */
    @Test
    void aTiledCopyThatCannotBeRebuiltKeepsItsPrintedFields() throws IOException {
        String text = resource("/cuteprover/importer/cpp_tiled_mma_copy_fields.txt").replaceFirst("ValueType:    16b", "ValueType:    half_t");
        Imported imp = PrintoutReader.read(text);
        assertEquals(List.of(new Imported.Problem(39, 17, "ValueType must be a size in bits such as 16b, got half_t")), imp.problems());
        assertEquals(List.of("copy_Tiler_MN", "copy_TiledLayout_TV", "copy_ThrID", "copy_ValLayoutSrc", "copy_ValLayoutDst", "copy_ValLayoutRef"),
                namesStartingWith(imp, "copy"));
        assertEquals("(32,(2,4)):(2,(1,64))", lets(imp).get("ldsm_ValLayoutDst"));
        specLoads(text, imp);
    }

    @Test
    void aLabelEndsAtTheFirstColonFollowedBySpace() {
        assertEquals(new PrintedLabel("tensor sB", 11), PrintedLabel.find("tensor sB: smem_ptr[16b](unset) o _8:_1"));
        assertEquals(new PrintedLabel("gA", 7), PrintedLabel.find("  gA : (_4,_8):(_1,_4)"));
        assertEquals(null, PrintedLabel.find("ptr[16b](0x7f00) o (_8,_4):(_1,_8):"));
        assertEquals(null, PrintedLabel.find("_8:_1"));
        assertEquals("sA_smem_0", PrintedLabel.identifier("sA (smem) [0]"));
        assertEquals("l0", PrintedLabel.identifier("0"));
    }

    /**
     * Recorded from a host program: tensors on null pointers print their address as {@code (nil)}
     * ({@code Sw<3,4,3>_smem_ptr[16b]((nil)) o ...}), and a label may stand on a line of its own above a
     * print_layout.
     */
    @Test
    void nullPointersAndLabelsOnTheirOwnLineAreRead() throws IOException {
        String text = resource("/cuteprover/importer/sm90_printout_null_pointers.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        sameFunction(l.get("sA"), "tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>, (128,64,4))");
        String mma = "make_tiled_mma(SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>, (2,1,1))";
        sameFunction(l.get("tiled_mma_A_TV"), "get_layoutA_TV(" + mma + ")");
        sameFunction(l.get("tiled_mma_C_TV"), "get_layoutC_TV(" + mma + ")");
        String copyA = "make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16)))";
        sameFunction(l.get("copyA_S_TV"), "get_layoutS_TV(" + copyA + ")");
        sameFunction(l.get("copyA_D_TV"), "get_layoutD_TV(" + copyA + ")");
        sameFunction(l.get("gA_tile"), "layout_of(local_tile((1000,512):(512,1), (128,64), (1,_)))");
        assertEquals("(4,8):(8,1)", l.get("tvC"));
    }

    /** Recorded from a host program: tensor-memory tensors print as tmem_[32b](0xLANE.COLUMN) o L. */
    @Test
    void tensorMemoryTensorsAreReadWithTheirAddress() throws IOException {
        String text = resource("/cuteprover/importer/sm100_tmem_printout.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        String copy = "make_tmem_copy(Copy_Atom<SM100_TMEM_LOAD_32dp32b32x,float>, (128,256):(65536,1))";
        String partition = "partition_S(" + copy + ", (128,256):(65536,1), 37)";
        sameFunction(l.get("tS"), "layout_of(" + partition + ")");
        long offset = ((cuteprover.tuple.SymInt) Evaluator.concrete().evaluate("offset_of(" + partition + ")")).value();
        assertTrue(imp.definitions().stream().anyMatch(d -> d.name().equals("tS")
                && d.comments().stream().anyMatch(c -> c.contains("lane 32, column 0 (address " + offset + ":"))), imp.definitions().toString());
        sameFunction(l.get("tD"), "(128,64):(65536,1)");
    }

    /**
     * Recorded from a host program: a bare swizzle, a Tile (a tuple of layouts: a by-mode tiler, not their
     * concatenation), a zero ArithTuple, and print_layout of a swizzled layout, whose table is checked
     * against the composed layout (it was inferred as a plain layout and refused, then each row was an error).
     */
    @Test
    void swizzlesTilesAndSwizzledTablesAreRead() throws IOException {
        String text = resource("/cuteprover/importer/cpp_printout_swizzles_tiles.txt");
        Imported imp = readClean(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        assertEquals("Sw<2,3,3>", l.get("sw_only"));
        assertEquals("[4:2,8:1]", l.get("tile"));
        sameFunction(l.get("swl"), "composition(Swizzle<1,0,1>{}, (4,4):(4,1))");
        assertTrue(imp.definitions().stream().filter(d -> d.name().equals("cid"))
                .allMatch(d -> d.comments().stream().noneMatch(c -> c.contains("add it to every value"))));
        Imported wrong = PrintoutReader.read(text.replace(" 0  |  0 |  1 |  3 |  2 |", " 0  |  0 |  1 |  2 |  3 |"));
        assertEquals(1, wrong.problems().size(), wrong.problems().toString());
        assertTrue(wrong.problems().get(0).message().contains("cell (0,2) of the table is 2 but swl gives 3"), wrong.problems().toString());
    }

    @Test
    void unreadableLinesAreReportedWithLineAndColumn() {
        Imported imp = PrintoutReader.read("sA: (_4,_8):(_1,_4)\nbad: (_4,_8):(_1\nhello world\n");
        assertEquals(1, imp.definitions().size());
        assertEquals(2, imp.problems().size());
        assertEquals(2, imp.problems().get(0).line());
        assertEquals(17, imp.problems().get(0).column());
        assertEquals(3, imp.problems().get(1).line());
    }

    @Test
    void aPrintLayoutTableIsCheckedAgainstItsLayoutOrInferred() {
        String table = "       0    1    2\n    +----+----+----+\n 0  |  0 |  1 |  2 |\n    +----+----+----+\n 1  |  3 |  4 |  5 |\n    +----+----+----+\n";
        Imported alone = PrintoutReader.read(table);
        assertEquals("(2,3):(3,1)", alone.definitions().get(0).value());
        Imported wrong = PrintoutReader.read("(_2,_3):(_1,_2)\n" + table);
        assertEquals(1, wrong.problems().size(), wrong.toString());
        assertTrue(wrong.problems().get(0).message().contains("cell (1,0) of the table is 3 but layout1 gives 1"), wrong.toString());
    }

    @Test
    void cuteDslPrintoutsAreRead() {
        Imported imp = PrintoutReader.read("t: tensor<ptr<f16, smem, align<16>> o S<3,4,3> o 0 o (8,64):(64,1)>\nL: (4,8):(1,4)\n");
        assertEquals(java.util.List.of(), imp.problems());
        assertEquals("Sw<3,4,3> o 0 o (8,64):(64,1)", imp.definitions().get(0).value());
        assertTrue(Arrays.asList(imp.definitions().get(0).comments().get(0).split(";")).get(0).contains("CuTe DSL tensor"));
    }

    /**
     * CuTe DSL {@code print(tiled_mma)} / {@code print(tiled_copy)} blocks, in the format of
     * python/CuTeDSL/cutlass/cute/atom.py (TiledMma.__str__, TiledCopy.__str__; layouts as the DSL prints them,
     * without static marks). Assembled from that code and CuTe's layouts, not recorded from a DSL run.
     */
    @Test
    void cuteDslTiledMmaAndCopyAreTheConstructorsFunctions() throws IOException {
        String text = String.join("\n",
                "mma: Tiled MMA",
                "  Thr Layout VMNK: (32,2,2,1):(1,32,64,0)",
                "  Permutation MNK: (32:1,32:1,16:1)",
                "MMA Atom",
                "  ThrID:           32:1",
                "  Shape MNK:       (16,8,16)",
                "  TV Layout A:     ((4,8),(2,2,2)):((32,1),(16,8,128))",
                "  TV Layout B:     ((4,8),(2,2)):((16,1),(8,64))",
                "  TV Layout C:     ((4,8),(2,2)):((32,1),(16,8))",
                "",
                "gcopy: Tiled Copy",
                "  Tiler MN:        (16:1,64:1)",
                "  TV Layout tiled: ((8,16),8):((128,1),16)",
                "Copy Atom",
                "  ThrID:           1:0",
                "  TV Layout Src:   (1,8):(0,1)",
                "  TV Layout Dst:   (1,8):(0,1)",
                "  Value type:      f16",
                "",
                "bad: Tiled MMA",
                "  Thr Layout VMNK: (32,2,2,1):(1,32",
                "");
        Imported imp = PrintoutReader.read(text);
        Map<String, String> l = lets(imp);
        specLoads(text, imp);
        String mma = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1), (32,32,16))";
        for (String op : new String[] {"A", "B", "C"}) {
            sameFunction(l.get("mma_" + op + "_TV"), "get_layout" + op + "_TV(" + mma + ")");
        }
        // the printed fields, under the C++ key names
        assertEquals("(32,2,2,1):(1,32,64,0)", l.get("mma_ThrLayoutVMNK"));
        assertEquals("[32:1,32:1,16:1]", l.get("mma_PermutationMNK"));
        assertEquals("(16,8,16)", l.get("mma_Shape_MNK"));
        assertEquals("((4,8),(2,2)):((16,1),(8,64))", l.get("mma_LayoutB_TV"));
        assertEquals("[16:1,64:1]", l.get("gcopy_Tiler_MN"));
        assertEquals("(1,8):(0,1)", l.get("gcopy_ValLayoutDst"));
        assertTrue(imp.entries().stream().anyMatch(e -> e instanceof Imported.Note n && n.comments().get(0).startsWith("ValueType f16 ")),
                imp.toString());
        sameFunction(l.get("gcopy"), "((8,16),8):((128,1),16)");
        assertTrue(imp.definitions().stream().anyMatch(d -> d.name().equals("gcopy_atom_src")
                && d.comments().stream().anyMatch(c -> c.contains("prints no ValLayoutRef"))), imp.toString());
        assertEquals(1, imp.problems().size(), imp.toString());
        assertEquals(21, imp.problems().get(0).line());
    }

    /** print_latex output recorded from a host program: the layouts are read and every cell checked; a picture alone is inferred. */
    @Test
    void printLatexPicturesAreReadAndChecked() throws IOException {
        String text = resource("/cuteprover/importer/cute-print-latex.txt");
        Imported imp = readClean(text);
        specLoads(text, imp);
        assertEquals(2, imp.definitions().size(), imp.toString());
        sameFunction(imp.definitions().get(1).value(), "((2,2),3):((1,6),2)");
        Imported wrong = PrintoutReader.read(text.replaceFirst("at \\(1,2\\) \\{5\\};", "at (1,2) {7};"));
        assertEquals(1, wrong.problems().size(), wrong.toString());
        assertTrue(wrong.problems().get(0).message().contains("cell (1,2) of the print_latex picture is 7 but layout1 gives 5"), wrong.toString());
        String headless = text.substring(text.indexOf("\\documentclass"), text.indexOf("% Layout:", 10));
        Imported inferred = PrintoutReader.read(headless);
        assertEquals(java.util.List.of(), inferred.problems());
        assertEquals("(2,3):(3,1)", inferred.definitions().get(0).value());
    }
}
