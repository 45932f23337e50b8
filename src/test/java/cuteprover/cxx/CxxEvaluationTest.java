package cuteprover.cxx;

import cuteprover.expr.Evaluator;
import cuteprover.expr.Values;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** C++ expressions evaluated by clang at the end of a kernel file, compared with our own engine's CuTe algebra. */
class CxxEvaluationTest {

    static final String KERNEL = String.join("\n",
            "#include <cute/tensor.hpp>",
            "using namespace cute;",
            "using SmemAtom = decltype(composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>, Stride<_64,_1>>{}));",
            "using SmemLayout = decltype(tile_to_shape(SmemAtom{}, Shape<_128,_64,_3>{}));",
            "constexpr int kStages = 3;",
            "inline int runtime_value() { return 7; }",
            "");

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    private String method = "k";

    @org.junit.jupiter.api.BeforeEach
    void name(TestInfo info) {
        method = info.getTestMethod().map(java.lang.reflect.Method::getName).orElse("k");
    }

    /** One file per test, all in one directory: the precompiled CuTe preamble depends on the directory and is shared. */
    private String name() {
        return method + ".cu";
    }

    private static List<CxxEvaluation.Value> eval(Path file, String... expressions) {
        return CxxEvaluation.evaluate(file, CxxTestSupport.options("sm_90a"), List.of(expressions), null, new long[1]);
    }

    @Test
    void staticLayoutsComeFromTheTypesAndAgreeWithOurAlgebra() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL);
        List<CxxEvaluation.Value> v = eval(k, "SmemLayout{}", "kStages * 2", "Layout<Shape<_2,_1,_1>>{}",
                "right_inverse(Layout<Shape<_4,_8>, Stride<_8,_1>>{})");
        // the same construction in our engine: two implementations of CuTe must give one function
        Object ours = Evaluator.concrete().evaluate("tile_to_shape(Sw<3,3,3> o 0 o (8,64):(64,1), (128,64,3))");
        assertEquals(Values.format(ours), Values.format(CxxValues.evaluate(v.get(0).typeName())));
        assertEquals("6", CxxValues.printed(v.get(1)));
        assertEquals("(_2,_1,_1):(_1,_0,_0)", CxxValues.printed(v.get(2)));
        assertEquals(Values.format(Evaluator.concrete().evaluate("right_inverse((4,8):(8,1))")),
                Values.format(CxxValues.evaluate(v.get(3).typeName())));
    }

    @Test
    void anExpressionThatDoesNotCompileOrIsNoConstantIsAnErrorOfItsOwn() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL);
        List<CxxEvaluation.Value> v = eval(k, "no_such_name + 1", "runtime_value()", "kStages");
        assertTrue(v.get(0).error().contains("undeclared identifier 'no_such_name'"), v.get(0).error());
        assertTrue(v.get(1).error().contains("computed at run time"), v.get(1).error());
        assertEquals(3L, v.get(2).integer());
    }

    @Test
    void aCompileErrorInTheFileIsClangsDiagnosticAtItsLine() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL + "int broken = ;\n");
        CompileError e = assertThrows(CompileError.class, () -> eval(k, "kStages"));
        CompileError.Located first = e.errors().get(0);
        assertEquals(k.toString(), first.file());
        assertEquals(7, first.line());
        assertTrue(first.message().contains("expected expression"), first.message());
    }

    @Test
    void aStaticAssertInsideCuteIsShownAtTheUsersLineThatInstantiatedIt() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL
                + "using Bad = decltype(size<5>(Shape<_2,_3>{}));\n");
        CompileError e = assertThrows(CompileError.class, () -> eval(k, "kStages"));
        CompileError.Located first = e.errors().get(0);
        assertEquals(k.toString(), first.file());
        assertEquals(7, first.line(), first.text());
        assertTrue(first.message().contains("Index out of range") && first.message().contains("tuple.hpp"),
                "CuTe's refusal and where CuTe refused: " + first.message());
    }

    @Test
    void aSecondReadingOfAnUnchangedFileStartsNoClang() throws IOException {
        Path dir = CxxTestSupport.workDir();
        // a text no earlier run cached
        Path k = Files.writeString(dir.resolve(name()), KERNEL + "// run " + System.nanoTime() + "\n");
        Path log = dir.resolve(method + "-clang-starts.log");
        Files.deleteIfExists(log);
        Path real = Clang.locate(Optional.empty(), CxxTestSupport.cache()).executable();
        Path counting = dir.resolve(method + "-counting-clang++");
        Files.writeString(counting, "#!/bin/sh\necho \"$@\" >> '" + log + "'\nexec '" + real + "' \"$@\"\n");
        counting.toFile().setExecutable(true);
        CxxOptions options = new CxxOptions(Optional.of(CxxTestSupport.flags("sm_90a")), Optional.empty(), Optional.of(counting),
                Optional.empty(), CxxTestSupport.cache(), false);
        long[] millis = new long[1];
        CxxEvaluation.evaluate(k, options, List.of("SmemLayout{}"), null, millis);
        long starts = Files.readAllLines(log).size();
        assertTrue(starts >= 2 && millis[0] > 0, "a first reading runs clang: " + starts);
        millis[0] = 0;
        List<CxxEvaluation.Value> again = CxxEvaluation.evaluate(k, options, List.of("SmemLayout{}"), null, millis);
        assertEquals(starts, Files.readAllLines(log).size(), "the cached AST answers without clang");
        assertEquals(0, millis[0]);
        assertNotNull(again.get(0).type());
        // a changed file (or any header it reads) is read again
        Files.writeString(k, KERNEL + "constexpr int kMore = 4; // " + System.nanoTime() + "\n");
        CxxEvaluation.evaluate(k, options, List.of("SmemLayout{}"), null, millis);
        assertTrue(Files.readAllLines(log).size() > starts, "a changed file is read again");
    }

    @Test
    void tiledCopiesFromTheirTypesAreOurEnginesTiledCopies() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL + String.join("\n",
                "using CopyA = decltype(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, cute::half_t>{},",
                "    Layout<Shape<_16,_8>, Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{}));",
                "using Mma = decltype(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{}));",
                "using S2R = decltype(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, cute::half_t>{}, Mma{}));",
                ""));
        List<CxxEvaluation.Value> v = eval(k, "CopyA{}", "S2R{}");
        assertEquals(Values.format(Evaluator.concrete().evaluate(
                        "make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (16,8):(8,1), (1,8))")),
                CxxValues.printed(v.get(0)));
        assertEquals(Values.format(Evaluator.concrete().evaluate("get_layoutS_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, "
                        + "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2), (32,32,16))))")),
                Values.format(Evaluator.concrete().evaluate("get_layoutS_TV(" + CuteTypes.specText(v.get(1).typeName(), CuteTypes.STATIC_ONLY) + ")")));
    }

    @Test
    void runTimeLeavesAreReadWhereClangFoldsThemAndAnErrorWhereNot() throws IOException {
        Path dir = CxxTestSupport.workDir();
        Path k = Files.writeString(dir.resolve(name()), KERNEL);
        List<CxxEvaluation.Value> v = eval(k, "make_layout(make_shape(8, Int<16>{}))", "make_shape(3, make_shape(4, Int<2>{}))",
                "coalesce(make_layout(make_shape(1, Int<4>{})))", "make_layout(make_shape(runtime_value(), 2))");
        // as CuTe prints them: a run-time integer without '_'; CuTe keeps a run-time 1's mode that coalesce drops for a static 1
        assertEquals("(8,_16):(_1,8)", CxxValues.printed(v.get(0)));
        assertEquals("(3,(4,_2))", CxxValues.printed(v.get(1)));
        assertEquals("(1,_4):(_1,1)", CxxValues.printed(v.get(2)));
        assertTrue(v.get(3).error().contains("computed at run time"), v.get(3).error());
    }
}
