package cuteprover.cli;

import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A kernel file's C++ as clang's typed AST has it: the C++ the home-made reader misread (globals written by member
 * functions, narrow and unsigned parameters, macros, switch, values a branch or a loop changes) gives C++'s verdicts,
 * and what is taken as any value never gives a refutation C++ cannot reach.
 */
class KernelSemanticsTest {

    private static final String HEAD = "#include <cute/tensor.hpp>\nusing namespace cute;\n";

    @BeforeAll
    static void needsClang() {
        CxxTestSupport.requireClangAndCutlass();
    }

    private static String check(String name, String body) throws IOException {
        Path k = CxxTestSupport.workDir().resolve(name + ".cu");
        Files.writeString(k, HEAD + body);
        return SpecRuns.check(k.toString(), "--no-cache", "--jobs", "1", "--cache-dir", CxxTestSupport.cache().toString(),
                "--cxx-flags", CxxTestSupport.flags("sm_90a")).out();
    }

    private static void verdict(String out, String verdict, String property) {
        assertTrue(out.lines().anyMatch(l -> l.startsWith(verdict) && l.matches(".*:\\d+:\\d+  " + java.util.regex.Pattern.quote(property) + "(  .*)?")),
                verdict + " " + property + " in:\n" + out);
    }

    @Test
    void aGlobalThatAMemberFunctionWritesIsNotItsInitialValue() throws IOException {
        String out = check("global_written", String.join("\n",
                "int g_tiles = 8;",
                "struct Config { void shrink() { g_tiles = 3; } };",
                "void f() {",
                "  Config c;",
                "  c.shrink();",
                "  int t = g_tiles;",
                "  expect refuted still_eight: t == 8",
                "  const int fixed = 8;",
                "  prove constant_global_kept: fixed == 8",
                "}", ""));
        verdict(out, "UNKNOWN", "still_eight");   // any value of its type stands for 3: a counterexample, not a refutation
        verdict(out, "PROVED", "constant_global_kept");
    }

    @Test
    void narrowAndUnsignedParametersWrapAsCppDoes() throws IOException {
        String out = check("narrow_unsigned", String.join("\n",
                "void f(unsigned short n, unsigned u, int m) {",
                "  unsigned short w = n + 65535;",
                "  prove wraps_below: n == 0 || w == n - 1",
                "  expect refuted no_wrap: w == n + 65535",
                "  unsigned d = u - 1;",
                "  expect refuted unsigned_minus_one: d < u",
                "  int q = (m - 7) / 2;",
                "  prove truncates: m >= 7 || q == -((7 - m) / 2)",
                "  signed char c = m;",
                "  prove narrowed: -128 <= c && c < 128",
                "}", ""));
        verdict(out, "PROVED", "wraps_below");
        verdict(out, "REFUTED", "no_wrap");
        verdict(out, "REFUTED", "unsigned_minus_one");   // u = 0: d = 4294967295
        verdict(out, "PROVED", "truncates");
        verdict(out, "PROVED", "narrowed");
    }

    @Test
    void macrosAndConstantsAreWhatThePreprocessorAndCompilerMadeOfThem() throws IOException {
        String out = check("macros", String.join("\n",
                "#define TILE 64",
                "#define HALF(x) ((x) / 2)",
                "constexpr int kStages = 3;",
                "void f(int m) {",
                "  int t = HALF(TILE) + kStages;",
                "  prove macro_value: t == 35",
                "  auto L = make_layout(make_shape(Int<TILE>{}, m));",
                "  prove macro_shape: size<0>(L) == 64",
                "}", ""));
        verdict(out, "PROVED", "macro_value");
        verdict(out, "PROVED", "macro_shape");
    }

    @Test
    void aSwitchOrABranchThatChangesAVariableNeverLeavesItsOldOne() throws IOException {
        String out = check("branches", String.join("\n",
                "void f(int m) {",
                "  int s = 8;",
                "  switch (m) { case 1: s = 4; break; default: break; }",
                "  expect refuted after_switch: s == 8",
                "  int r = 8;",
                "  if (m > 4) { r = 1; }",
                "  expect refuted after_if: r == 8",
                "  int same = 2;",
                "  if (m > 4) { same = 2; } else { same = 2; }",
                "  prove both_branches_agree: same == 2",
                "  int a = 0;",
                "  for (int k = 0; k < m; ++k) { a += k; }",
                "  expect refuted after_loop: a == 0",
                "}", ""));
        // C++ reaches each refutation (m = 1, m = 5, m = 2); after a switch or a loop the value taken is any value: UNKNOWN,
        // never a false PROVED; after an if, r is 1 where m > 4 held and 8 elsewhere: REFUTED at m = 5
        verdict(out, "UNKNOWN", "after_switch");
        verdict(out, "REFUTED", "after_if");
        verdict(out, "PROVED", "both_branches_agree");
        verdict(out, "UNKNOWN", "after_loop");
    }

    @Test
    void aGuardThatReturnsHoldsFailedAfterItAndAnAssertIsAProperty() throws IOException {
        String out = check("guards", String.join("\n",
                "void f(int m, int n) {",
                "  auto shape = make_shape(m, n);",
                "  if (m % 128 != 0) { return; }",
                "  prove m_tiles: m % 128 == 0",
                "  expect refuted n_not_guarded: n % 128 == 0",
                "  if (n < 64) return; else { }",
                "  assert(n >= 64);",
                "  assert(n >= 65);",
                "  for (int k = 0; k < n; ++k) {",
                "    prove k_in_range: 0 <= k && k < n",
                "  }",
                "}", ""));
        verdict(out, "PROVED", "m_tiles");
        verdict(out, "REFUTED", "n_not_guarded");
        verdict(out, "PROVED", "n >= 64");
        verdict(out, "REFUTED", "n >= 65");
        verdict(out, "PROVED", "k_in_range");
    }

    @Test
    void aLaunchRunsTheKernelWithItsArgumentsAndCudaIndicesInTheLaunchsRanges() throws IOException {
        String out = check("launch", String.join("\n",
                "template <class Shape>",
                "__global__ void kernel(Shape shape, int ld) {",
                "  prove ld_is_rows: ld == size<0>(shape)",
                "  prove thread_in_block: threadIdx.x < 128 && threadIdx.y == 0",
                "  expect refuted block_x_small: blockIdx.x < 2",
                "}",
                "void host(int m, int n) {",
                "  if (m % 64 != 0) return;",
                "  auto shape = make_shape(m, n);",
                "  dim3 grid(m / 64, 1);",
                "  kernel<<<grid, 128>>>(shape, m);",
                "}", ""));
        verdict(out, "PROVED", "ld_is_rows");
        verdict(out, "PROVED", "thread_in_block");
        verdict(out, "REFUTED", "block_x_small");
    }

    @Test
    void aNameOfAnotherFunctionsVariableIsNotReadOutsideIt() throws IOException {
        String out = check("scopes", String.join("\n",
                "void f() {",
                "  int hidden = 0;",
                "}",
                "prove outside: hidden == 0", ""));
        assertTrue(out.contains("'hidden' names no C++ variable in scope here"), out);
    }

    /**
     * What a moved pasted test found: a recursion's properties hold for every value it reaches (not the first call's
     * only), a later iteration after a return in the loop is not taken as reached, a loop's counter starts at 0 (no
     * default positivity), a guard keeps a size positive, and a swizzle behind an smem pointer acts on bytes.
     */
    @Test
    void recursionsLoopsGuardsAndByteSwizzlesAreReadAsCppRunsThem() throws IOException {
        String out = check("soundness_gaps", String.join("\n",
                "#include <cute/atom/mma_atom.hpp>",
                "void recurse(int m) {",
                "  expect refuted below_10: m < 10",
                "  if (m < 100) { recurse(m + 1); }",
                "}",
                "void loops() {",
                "  for (int k = 0; k < 8; ++k) {",
                "    if (k == 3) { return; }",
                "    prove never_past_3: k < 3",
                "  }",
                "}",
                "void counted(int n) {",
                "  for (int j = 0; j < n; ++j) {",
                "    expect refuted counter_starts_at_0: j != 0",
                "  }",
                "}",
                "void guarded(int M) {",
                "  if (M < 0) return;",
                "  prove still_positive: M >= 1",
                "}",
                "void swizzles() {",
                "  auto atom = GMMA::Layout_K_SW128_Atom<half_t>{};",
                "  prove sw128_in_halves: equal(atom, composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>,Stride<_64,_1>>{}))",
                "}",
                "int main() { recurse(5); return 0; }", ""));
        // recurse(5) reaches m = 10: run in place for every m, never PROVED; its calls are not followed, so m = 10 is a
        // counterexample, no refutation
        verdict(out, "UNKNOWN", "below_10");
        assertTrue(out.contains("recurse calls itself, and its calls are not followed"), out);
        verdict(out, "UNKNOWN", "never_past_3");   // k = 4 is no iteration C++ reaches
        verdict(out, "REFUTED", "counter_starts_at_0");
        verdict(out, "PROVED", "still_positive");
        verdict(out, "PROVED", "sw128_in_halves");
    }

    /** A call of the file's own function gives the value its returns give, where every return that runs gives the same. */
    @Test
    void aFunctionsValueIsWhatItsBodyReturns() throws IOException {
        String out = check("return_values", String.join("\n",
                "template <class Shape>",
                "auto make_smem(Shape s, int ld) {",
                "  return make_layout(s, make_stride(Int<1>{}, ld));",
                "}",
                "int same(int m) { if (m > 4) return 8; return 8; }",
                "int differ(int m) { if (m > 4) return 8; return 4; }",
                "void host(int m) {",
                "  auto L = make_smem(make_shape(m, Int<4>{}), m);",
                "  prove compact: size(L) == 4 * m && cosize(L) == 4 * m",
                "  expect refuted not_square: size(L) == m * m",
                "  int p = same(m);",
                "  prove same_on_each_path: p == 8",
                "  int d = differ(m);",
                "  prove not_followed: d >= 4",
                "}", ""));
        verdict(out, "PROVED", "compact");
        verdict(out, "REFUTED", "not_square");
        verdict(out, "PROVED", "same_on_each_path");
        assertTrue(out.contains("differ returns different values on different paths, which is not followed"), out);
    }

    /**
     * A lambda writes what it captures where it is called, not where it is defined; a dim3's axes read in C++ and in spec
     * lines; an assert's message is no part of its property; an int parameter is below 2^31 (dim3's unsigned conversion
     * of M / 32 wraps only beyond it).
     */
    @Test
    void lambdasDim3AxesAndAssertMessagesReadAsCppHasThem() throws IOException {
        String out = check("lambdas_dim3", String.join("\n",
                "#include <cassert>",
                "void f(int M) {",
                "  int x = 1;",
                "  auto set = [&](int t) { x = t; };",
                "  prove before_call: x == 1",
                "  set(7);",
                "  expect refuted after_call: x == 1",
                "  dim3 grid(M / 32, 2);",
                "  int bx = grid.x;",
                "  prove blocks: bx == M / 32 && grid.y == 2 && grid.z == 1",
                "  assert(M > 0 && \"M must be positive\");",
                "}", ""));
        verdict(out, "PROVED", "before_call");
        verdict(out, "UNKNOWN", "after_call");   // any value stands for 7: C++ reaches it, the reading does not show it
        verdict(out, "PROVED", "blocks");
        verdict(out, "PROVED", "M > 0 && \"M must be positive\"");
    }

    /**
     * A block's declaration ends with it (a shadowing name reads the innermost declaration in scope); what the branch
     * that runs on assumed holds after an if (an else-if chain that returns, a guard nested in an if); a call that
     * initializes a declaration runs.
     */
    @Test
    void scopesAndNestedGuardsAreCppsScopesAndPaths() throws IOException {
        String out = check("scopes_paths", String.join("\n",
                "void host(int N) {",
                "  int M = N * 64;",
                "  {",
                "    int M = N;",
                "    prove inner_M: M == N",
                "  }",
                "  prove outer_M: M == 64 * N",
                "  for (int i = 0; i < 2; ++i) {",
                "    int M = 3;",
                "    prove loop_M: M == 3",
                "  }",
                "}",
                "void chain(int M, int N) {",
                "  if (M > 4) { return; } else if (N > 2) { return; }",
                "  prove after_chain: N <= 2 && M <= 4",
                "}",
                "void nested(int M) {",
                "  if (M > 200) {",
                "    if (M % 5 != 0) { return; }",
                "  }",
                "  prove implied_after_if: M <= 200 || M % 5 == 0",
                "  expect refuted not_more: M % 5 == 0",
                "}",
                "bool check(int m) {",
                "  prove called_with_0: m == 0",
                "  return true;",
                "}",
                "int main() {",
                "  bool ok = check(0);",
                "  return 0;",
                "}", ""));
        for (String p : new String[] {"inner_M", "outer_M", "loop_M", "after_chain", "implied_after_if", "called_with_0"}) {
            verdict(out, "PROVED", p);
        }
        verdict(out, "REFUTED", "not_more");
    }

    /** A CuTe call written inside a macro's argument keeps its template arguments (assert(shape<0>(A) == ...)). */
    @Test
    void templateArgumentsInsideAnAssertAreRead() throws IOException {
        String out = check("macro_template_arguments", String.join("\n",
                "#include <cassert>",
                "template <class LA, class LC>",
                "void g(LA layout_A, LC layout_C) {",
                "  assert(shape<0>(layout_A) == shape<0>(layout_C));",
                "  assert(shape<1>(layout_A) == shape<1>(layout_C));",
                "}",
                "void f(int M, int N) {",
                "  g(make_layout(make_shape(M, 256)), make_layout(make_shape(M, N)));",
                "}", ""));
        verdict(out, "PROVED", "shape<0>(layout_A) == shape<0>(layout_C)");
        verdict(out, "REFUTED", "shape<1>(layout_A) == shape<1>(layout_C)");
    }

    /**
     * A kernel whose address is taken runs in place with free parameters, but its counterexamples are no refutations
     * (the calls through the pointer are not followed); an assert in a member function nobody calls is said not checked.
     */
    @Test
    void codeReachedInWaysNotFollowedIsSaidSo() throws IOException {
        String out = check("not_followed_calls", String.join("\n",
                "#include <cassert>",
                "__global__ void k(int n) {",
                "  expect refuted n_is_3: n == 3",
                "}",
                "struct Kernel {",
                "  void operator()(int m) {",
                "    assert(m > 100);",
                "  }",
                "};",
                "void host() {",
                "  auto* kp = &k;",
                "  (void) kp;",
                "}", ""));
        verdict(out, "UNKNOWN", "n_is_3");
        assertTrue(out.contains(":9:5: error: the assertion is not checked: it stands in a function that never runs here"), out);
    }

    /**
     * A write through a reference reaches what it refers to (after int& r = x; r += 8; x is no longer M: a guard on x made
     * M >= 8 PROVED); a guard on a value taken as any value gives no refutation after it.
     */
    @Test
    void writesThroughReferencesAndGuardsOnApproximatedValues() throws IOException {
        String out = check("references", String.join("\n",
                "void f(int M) {",
                "  int x = M;",
                "  int& r = x;",
                "  r += 8;",
                "  if (x < 100) return;",
                "  expect refuted m_big: M >= 92",
                "}", ""));
        // C++: x = M + 8, so M >= 92 holds after the guard; x is any value here, so M = 1 is a counterexample, no refutation
        verdict(out, "UNKNOWN", "m_big");
    }

    @Test
    void aChoiceIsEitherSideUnderItsConditionAndReadsNothingItWrites() throws IOException {
        String out = check("choice", String.join("\n",
                "void f(int M, int N) {",
                "  int t = (M != N ? M : N);",
                "  prove t_pos: t >= 1",
                "  int s = M > 3 ? M - 10 : 0;",
                "  expect refuted s_pos: s >= 1",
                "  prove s_ge: s >= -6",
                "  int d = M > N ? M - N : N - M;",
                "  prove d_nonneg: d >= 0",
                "  expect refuted d_pos: d >= 1",
                "}", ""));
        verdict(out, "PROVED", "t_pos");   // M and N are only read by the ?: (before, 'may write it': UNKNOWN)
        verdict(out, "REFUTED", "s_pos");   // s = 0 at M <= 3; not a size, so no positivity by default
        verdict(out, "PROVED", "s_ge");
        verdict(out, "PROVED", "d_nonneg");
        verdict(out, "REFUTED", "d_pos");   // M == N
    }

    @Test
    void bitwiseOperatorsWithAConstantAreTwosComplement() throws IOException {
        String out = check("bitwise", String.join("\n",
                "void f(int M, int N) {",
                "  int B = M | 1;",
                "  prove odd: B % 2 == 1",
                "  expect refuted odd4: B % 4 == 1",
                "  unsigned u = M & 0xF0;",
                "  prove u16: u % 16 == 0 && u < 256",
                "  expect refuted u128: u < 128",
                "  int k = (M - 1000) >> 2;",
                "  expect refuted k_nonneg: k >= 0",
                "  prove k_floor: 4 * k <= M - 1000 && M - 1000 < 4 * k + 4",
                "  int q = M;",
                "  q <<= 3;",
                "  q |= 7;",
                "  prove q7: q % 8 == 7",
                "  int both = M & N;",
                "  prove both_read: both >= 0",
                "  if (M & 4) { return; }",
                "  prove bit2_clear: M % 8 < 4",
                "}", ""));
        for (String p : new String[] {"odd", "u16", "k_floor", "q7", "bit2_clear"}) {
            verdict(out, "PROVED", p);
        }
        for (String p : new String[] {"odd4", "u128", "k_nonneg"}) {
            verdict(out, "REFUTED", p);
        }
        assertTrue(out.contains("the operator & is followed only with a constant operand"), out);   // M & N: not a guess
    }

    @Test
    void structuredBindingsAreTheirElementsAndABindingByReferenceIsNotFollowed() throws IOException {
        String out = check("bindings", String.join("\n",
                "void grow(int& v) { v += 1; }",
                "void f(int M) {",
                "  auto T = make_tuple(M, 2);",
                "  auto [a, b] = T;",
                "  prove a_is_m: a == M && b == 2",
                "  a += 3;",
                "  prove a_grew: a == M + 3",
                "  grow(b);",
                "  expect refuted b_still_two: b == 2",
                "  auto& [c, d] = T;",
                "  prove c_is_m: c == M",
                "}", ""));
        verdict(out, "PROVED", "a_is_m");
        verdict(out, "PROVED", "a_grew");
        verdict(out, "REFUTED", "b_still_two");   // grow's write through its reference parameter, followed: b is 3
        assertTrue(out.contains("b = 3"), out);
        assertTrue(out.contains("a structured binding by reference, which is not followed"), out);
    }

    @Test
    void boolVariablesTraitsAndLayoutTags() throws IOException {
        String out = check("bools_traits_tags", String.join("\n",
                "void f(int M) {",
                "  constexpr bool on = true;",
                "  prove on_holds: on",
                "  bool big = M > 8;",
                "  expect refuted big_holds: big",
                "  constexpr auto bits = cute::sizeof_bits_v<cute::half_t>;",
                "  prove sixteen: bits == 16",
                "  auto R = make_layout(make_shape(2, M), LayoutRight{});",
                "  prove row_major: stride<0>(R) == M",
                "}", ""));
        verdict(out, "PROVED", "on_holds");
        verdict(out, "REFUTED", "big_holds");
        verdict(out, "PROVED", "sixteen");
        verdict(out, "PROVED", "row_major");
    }

    @Test
    void aRunTimeSizeOneKeepsItsStrideInCxx() throws IOException {
        // C++: make_layout(make_shape(2, M)) is (2,M):(_1,2) for every run-time M, 1 included; CuTe's stride 0 is for a
        // static size 1 only, so the reading's stride 0 at M = 1 is no counterexample of the C++
        String out = check("runtime_one", String.join("\n",
                "void f(int M) {",
                "  auto L = make_layout(make_shape(2, M));",
                "  prove column_major: stride<1>(L) == 2",
                "}", ""));
        verdict(out, "UNKNOWN", "column_major");
        assertTrue(out.contains("a run-time size 1 read with the stride 0"), out);
    }

    @Test
    void aLaunchThroughAKernelPointerIsTheKernelsLaunch() throws IOException {
        String out = check("kernel_pointer", String.join("\n",
                "template <int Tile>",
                "__global__ void kernel(int m) {",
                "  expect refuted m_small: m <= 128",
                "  prove m_fixed: m == 1000",
                "}",
                "template <int Tile>",
                "__global__ void other(int n) {",
                "  prove n_fixed: n == 7",
                "}",
                "void helper(void (*k)(int)) { }",
                "void host() {",
                "  auto kernel_fptr = kernel<128>;",
                "  cudaFuncSetAttribute(kernel_fptr, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);",
                "  kernel_fptr<<<1, 32>>>(1000);",
                "  auto escaped = other<64>;",
                "  helper(escaped);",
                "  escaped<<<1, 32>>>(7);",
                "}", ""));
        verdict(out, "REFUTED", "m_small");   // m = 1000 at the launch through kernel_fptr (before: free, UNKNOWN)
        verdict(out, "PROVED", "m_fixed");
        // a pointer passed elsewhere may be called with other arguments: the kernel runs with its parameters free
        verdict(out, "UNKNOWN", "n_fixed");
    }

    @Test
    void sizeofIsTheCompilersLayout() throws IOException {
        String out = check("sizes", String.join("\n",
                "struct S { alignas(128) cute::ArrayEngine<float, 100> a; uint64_t b; };",
                "template <class T, int N> struct Storage { alignas(128) T a[N]; uint64_t b; };",
                "void f() {",
                "  constexpr int bytes = sizeof(S);",
                "  prove padded: bytes == 512",
                "  float smemA[64];",
                "  int k = sizeof(smemA) / sizeof(float);",
                "  prove elements: k == 64",
                "  int st = int(sizeof(Storage<cute::half_t, 8>));",   // no constant context: clang lays it out all the same
                "  prove aligned: st == 128",
                "  expect refuted unpadded: st == 24",
                "}", ""));
        verdict(out, "PROVED", "padded");   // 400 bytes of floats, 8 of b at 400, rounded up to the alignment 128
        verdict(out, "PROVED", "elements");
        verdict(out, "PROVED", "aligned");
        verdict(out, "REFUTED", "unpadded");
    }

    @Test
    void aSpecLineInAPreprocessorBranchNotTakenIsNotChecked() throws IOException {
        String out = check("branches_not_taken", String.join("\n",
                "void host(int M) {",
                "#if defined(NOT_DEFINED_ANYWHERE)",
                "  int c = M * 2;",
                "  prove in_branch: c % 2 == 0",
                "#else",
                "  int d = M * 4;",
                "  prove other_branch: d % 4 == 0",
                "#endif",
                "  /* a comment that holds a spec line",
                "  prove inside_a_comment: M >= 1",
                "  */",
                "}", ""));
        assertTrue(out.contains("property 'in_branch' is not checked: it stands in a preprocessor branch that this compile"
                + " does not take"), out);   // before: PROVED, of code that does not exist
        verdict(out, "PROVED", "other_branch");
        verdict(out, "PROVED", "inside_a_comment");   // the marker is a line comment: a block comment around it still compiles
    }

    @Test
    void aDevicesPropertiesAreRunTimeInputsSoAGuardOnThemReads() throws IOException {
        String out = check("device_properties", String.join("\n",
                "int main(int argc, char** argv) {",
                "  cudaDeviceProp props;",
                "  cudaGetDeviceProperties(&props, 0);",
                "  if (props.major < 8) { return 0; }",
                "  int maj = props.major;",
                "  prove sm80: maj >= 8",
                "  int m = 5;",
                "  expect refuted m_big: m > 8",
                "  cudaDeviceProp other;",
                "  int unknown = other.major;",
                "  prove unread: unknown >= 0",
                "}", ""));
        verdict(out, "PROVED", "sm80");   // the guard reads: props.major is a run-time input, >= 8 after it
        verdict(out, "REFUTED", "m_big");   // before: UNKNOWN, "a guard before the property did not read"
        assertTrue(out.contains("property 'unread' is not checked"), out);   // a struct no call filled in: not followed
    }

    @Test
    void branchesJoinToTheValueEachLeavesUnderItsConditionsAndCudaStatusesAreInputs() throws IOException {
        String out = check("joins", String.join("\n",
                "int main(int argc, char** argv) {",
                "  cudaDeviceProp props;",
                "  cudaError_t error = cudaGetDeviceProperties(&props, 0);",
                "  if (error != cudaSuccess) { return -1; }",
                "  int m = 64, k = 32;",
                "  char transA = argc > 2 ? 'N' : 'T';",
                "  int ldA = 0;",
                "  if (transA == 'N') {",
                "    ldA = m;",
                "  } else if (transA == 'T') {",
                "    ldA = k;",
                "  } else {",
                "    assert(false);",
                "  }",
                "  prove either: ldA == 64 || ldA == 32",
                "  expect refuted always_m: ldA == 64",
                "  prove by_condition: transA == 78 -> ldA == 64",   // 'N'

                "  return 0;",
                "}", ""));
        verdict(out, "PROVED", "either");
        verdict(out, "REFUTED", "always_m");   // before: UNKNOWN, ldA was any value after the if
        verdict(out, "PROVED", "by_condition");
    }

    @Test
    void anIncrementInsideAValueIsFollowedWhereItRunsOnEveryPath() throws IOException {
        String out = check("increments", String.join("\n",
                "void f(int M) {",
                "  int x = 1;",
                "  int y = x++;",
                "  prove post: x == 2 && y == 1",
                "  int z = ++x + 10;",
                "  prove pre: x == 3 && z == 13",
                "  int w = 0;",
                "  w = M > 3 && x++ > 0;",
                "  expect refuted conditional: x == 3",
                "  int k = 5;",
                "  int q = k++ + k;",
                "  prove named_twice: q >= 0",
                "}", ""));
        verdict(out, "PROVED", "post");   // before: UNKNOWN, x any value after 'may write it'
        verdict(out, "PROVED", "pre");
        verdict(out, "UNKNOWN", "conditional");   // x++ runs only where M > 3: any value, never a refutation
        assertTrue(out.contains("property 'named_twice' is not checked"), out);   // unsequenced in C++: not followed
    }

    @Test
    void aProvedThatNeedsAPositiveSizeTheToolChoseSaysSo() throws IOException {
        String out = check("implicit_domains", String.join("\n",
                "void f(int k_tile_count, int m) {",
                "  assert(k_tile_count >= 1);",
                "  prove either_sign: m * m >= 0",
                "  prove guarded: m < 5 || m >= 5",
                "}", ""));
        verdict(out, "PROVED", "k_tile_count >= 1");
        verdict(out, "PROVED", "either_sign");
        String[] lines = out.split("\n");
        int at = java.util.stream.IntStream.range(0, lines.length).filter(i -> lines[i].contains("k_tile_count >= 1  (")).findFirst().orElseThrow();
        assertTrue(lines[at + 1].contains("warning: proved only under an assumption the tool added: `k_tile_count >= 1`")
                && lines[at + 1].contains("taken as a positive size"), out);
        // a property that holds for every int needs no such assumption and says nothing
        assertTrue(out.lines().filter(l -> l.contains("assumption the tool added")).count() == 1, out);
    }

    @Test
    void aVariablePassedByReferenceHoldsWhatTheCalleeLeftInIt() throws IOException {
        String out = check("reference_writes", String.join("\n",
                "void read_size(int& m) { m = 100; }",
                "void clamp(int& m, int limit) { if (m > limit) { m = limit; } }",
                "void maybe(int& m, int c) { if (c > 3) return; m = 7; }",
                "void host(int c) {",
                "  int m = 4;",
                "  read_size(m);",
                "  prove written: m == 100",
                "  int k = 90;",
                "  clamp(k, 64);",
                "  prove clamped: k == 64",
                "  int j = 5;",
                "  maybe(j, c);",
                "  expect refuted early_return: j == 7",
                "}",
                "int main() { host(2); return 0; }", ""));
        verdict(out, "PROVED", "written");
        verdict(out, "PROVED", "clamped");
        // a callee that may return before its write is not followed: j is 5 or 7, a counterexample is no refutation
        verdict(out, "UNKNOWN", "early_return");
    }

    @Test
    void aValueACalleeJoinsKeepsItsDefinitionInTheCaller() throws IOException {
        // the join's definition was an assumption of the callee's scope, dropped at its end: its caller read the value
        // as any positive integer and refuted q == 64 at q = 1, a counterexample C++ cannot reach
        String out = check("callee_joins", String.join("\n",
                "int pick(int m, int limit) { int t = m; if (t > limit) { t = limit; } return t; }",
                "int choose(int m, int limit) { return m > limit ? limit : m; }",
                "void host() {",
                "  int q = pick(90, 64);",
                "  prove picked: q == 64",
                "  int r = choose(10, 64);",
                "  prove chosen: r == 10",
                "  expect refuted not_the_limit: r == 64",
                "}",
                "int main() { host(); return 0; }", ""));
        verdict(out, "PROVED", "picked");
        verdict(out, "PROVED", "chosen");
        verdict(out, "REFUTED", "not_the_limit");
    }
}
