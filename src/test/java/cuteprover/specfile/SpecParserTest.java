package cuteprover.specfile;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpecParserTest {

    /** Lines pasted from a kernel: C++ declarations are lets, // comments are comments, a statement spans lines. */
    @Test
    void cppDeclarationsPastedFromAKernelAreLets() {
        String text = String.join("\n",
                "  auto bM = Int<128>{};",
                "  auto const sA = tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(bM,_64{},_3{}));  // smem",
                "  TiledCopy copyA = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>{},",
                "                                    Layout<Shape<_16,_8>>{}, // Thr layout",
                "                                    Layout<Shape< _8,_1>>{});// Val layout",
                "constexpr auto mma = make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::MN>{})",
                "auto x == 3");
        SpecParser.Result r = SpecParser.parse("k.cute", text);
        List<Statement> s = r.statements();
        assertEquals(5, s.size(), r.errors().toString());
        assertInstanceOf(Statement.Unreadable.class, s.get(4));
        assertEquals("bM", assertInstanceOf(Statement.Let.class, s.get(0)).name());
        Statement.Let sA = assertInstanceOf(Statement.Let.class, s.get(1));
        assertEquals("sA", sA.name());
        assertEquals("tile_to_shape(GMMA::Layout_MN_SW128_Atom<half_t>{}, make_shape(bM,_64{},_3{}))", sA.value().text());
        assertEquals("copyA", assertInstanceOf(Statement.Let.class, s.get(2)).name());
        assertEquals("mma", assertInstanceOf(Statement.Let.class, s.get(3)).name());
        assertEquals(1, r.errors().size());
        assertTrue(r.errors().get(0).toString().contains("or a C++ declaration auto NAME = EXPRESSION;"), r.errors().toString());
    }

    @Test
    void readsEveryStatementKindWithPositions() {
        String text = String.join("\n",
                "# a GEMM tile",
                "param M, N where M % 128 == 0 && 128 <= M <= 65536",
                "assume N >= 8",
                "include \"common.cute\"",
                "let sA = (M,N):(1,M)   # column-major",
                "model sm80.test.A = (4,8):(8,1)",
                "use sm80.test.A as A",
                "prove bijective(sA)",
                "prove sA_inj: injective(sA)",
                "expect refuted bad: injective((M,N):(1,8))",
                "prove forall t in [0,128), v in [0,4): t + v >= 0");
        SpecParser.Result r = SpecParser.parse("x.cute", text);
        assertEquals(List.of(), r.errors());
        List<Statement> s = r.statements();
        assertEquals(10, s.size());
        Statement.Param p = assertInstanceOf(Statement.Param.class, s.get(0));
        assertEquals(List.of("M", "N"), p.names());
        assertEquals(new SourcePos("x.cute", 2, 1), p.pos());
        assertEquals("M % 128 == 0 && 128 <= M <= 65536", p.where().text());
        assertEquals(new SourcePos("x.cute", 2, 18), p.where().at(0));
        assertInstanceOf(Statement.Assume.class, s.get(1));
        assertEquals("common.cute", assertInstanceOf(Statement.Include.class, s.get(2)).path());
        Statement.Let let = assertInstanceOf(Statement.Let.class, s.get(3));
        assertEquals("sA", let.name());
        assertEquals("(M,N):(1,M)", let.value().text());
        assertEquals("sm80.test.A", assertInstanceOf(Statement.Model.class, s.get(4)).name());
        assertEquals("A", assertInstanceOf(Statement.Use.class, s.get(5)).alias());
        Statement.Prove unnamed = assertInstanceOf(Statement.Prove.class, s.get(6));
        assertNull(unnamed.name());
        assertFalse(unnamed.expectRefuted());
        assertEquals("sA_inj", assertInstanceOf(Statement.Prove.class, s.get(7)).name());
        Statement.Prove refuted = assertInstanceOf(Statement.Prove.class, s.get(8));
        assertTrue(refuted.expectRefuted());
        assertEquals("bad", refuted.name());
        Statement.Prove forall = assertInstanceOf(Statement.Prove.class, s.get(9));
        assertNull(forall.name());
        assertTrue(forall.property().text().startsWith("forall t in"));
    }

    @Test
    void aStatementContinuesWhileBracketsAreOpen() {
        String text = "let TV = ((4,8),\n          (2,2)):((32,1),   # comment inside\n                  (16,8))\nprove bijective(TV)\n";
        SpecParser.Result r = SpecParser.parse("tv.cute", text);
        assertEquals(List.of(), r.errors());
        assertEquals(2, r.statements().size());
        assertEquals(new SourcePos("tv.cute", 4, 1), r.statements().get(1).pos());
    }

    @Test
    void errorsNameFileLineAndColumnAndParsingGoesOn() {
        String text = String.join("\n",
                "let A = (4,8):(1,4",
                "let C = 4:1 +",
                "frobnicate A",
                "let 9x = 4:1",
                "prove bijective(A) )",
                "include other.cute",
                "let B = 8:1");
        SpecParser.Result r = SpecParser.parse("bad.cute", text);
        List<String> messages = r.errors().stream().map(Diagnostic::toString).toList();
        assertEquals(6, messages.size(), messages.toString());
        assertTrue(messages.get(0).startsWith("bad.cute:1:19: expected ',' or ')' to close '('"), messages.get(0));
        assertTrue(messages.get(1).startsWith("bad.cute:2:14: unexpected end of input"), messages.get(1));
        assertTrue(messages.get(2).startsWith("bad.cute:3:1: expected a statement"), messages.get(2));
        assertTrue(messages.get(3).startsWith("bad.cute:4:5: '9x' is not a valid name"), messages.get(3));
        assertTrue(messages.get(4).startsWith("bad.cute:5:20: unexpected ')'"), messages.get(4));
        assertTrue(messages.get(5).startsWith("bad.cute:6:9: include expects a quoted file name"), messages.get(5));
        assertEquals(1, r.statements().stream().filter(st -> st instanceof Statement.Let).count(),
                "the good statement after the errors is still read");
        assertEquals("A", ((Statement.Unreadable) r.statements().get(0)).definedName());
    }

    /**
     * A C++ statement goes on to the next line while one line ends with an operator or '=' or the next starts with one
     * (the Hopper tutorial's tma_transaction_bytes); two declarations on one line are two lets; a spec statement still
     * ends with its line. Errors name the line and column of the continued text.
     */
    @Test
    void aCppStatementContinuesAsCppReadsItAndEndsAtItsSemicolon() {
        String text = String.join("\n",
                "constexpr int bytes = size(sA) * 4",
                "                    + size(sB) * 4;",
                "constexpr int later =",
                "    bytes / 2;",
                "auto a = make_shape(2,4); auto b = make_shape(8);",
                "dim3 dimGrid(size(ceil_div(M, bM)),",
                "             size(ceil_div(N, bN)));",
                "__shared__ float smemA[cosize_v<ASmemLayout>]; extern __shared__ char smem[];",
                "let c = 4 +",
                "prove c == 4",
                "auto d = 4 +",
                "    * 2;");
        SpecParser.Result r = SpecParser.parse("k.cute", text);
        List<String> messages = r.errors().stream().map(Diagnostic::toString).toList();
        // a spec let's error is reported; a pasted C++ declaration's is kept for the property that reads its name
        assertEquals(1, messages.size(), messages.toString());
        assertTrue(messages.get(0).startsWith("k.cute:9:12: unexpected end of input"), messages.get(0));
        Statement.Unreadable d = assertInstanceOf(Statement.Unreadable.class, r.statements().get(r.statements().size() - 1));
        assertEquals("d", d.definedName());
        assertTrue(d.deferredReason().startsWith("k.cute:12:5: expected an expression but found '*'"), d.deferredReason());
        List<Statement> s = r.statements();
        Statement.Let bytes = assertInstanceOf(Statement.Let.class, s.get(0));
        assertEquals("size(sA) * 4\n                    + size(sB) * 4", bytes.value().text());
        assertEquals("bytes / 2", assertInstanceOf(Statement.Let.class, s.get(1)).value().text());
        assertEquals("a", assertInstanceOf(Statement.Let.class, s.get(2)).name());
        Statement.Let b = assertInstanceOf(Statement.Let.class, s.get(3));
        assertEquals(new SourcePos("k.cute", 5, 27), b.pos());
        Statement.Let grid = assertInstanceOf(Statement.Let.class, s.get(4));
        assertEquals("dimGrid", grid.name());
        assertTrue(grid.value().text().startsWith("dim3 "), grid.value().text());
        assertEquals("cosize_v<ASmemLayout>", assertInstanceOf(Statement.Let.class, s.get(5)).value().text());
        assertInstanceOf(Statement.Unreadable.class, s.get(6));
        assertInstanceOf(Statement.Prove.class, s.get(7));
        assertEquals(9, s.size(), s.toString());
    }
}
