package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Splits a spec file into statements and parses each one. A statement starts on a new line and
 * continues over following lines while brackets are open; {@code #} starts a comment. A bad
 * statement becomes a {@link Diagnostic} and parsing goes on with the next one.
 */
public final class SpecParser {

    /**
     * A C++ declaration pasted from a kernel: {@code auto}, {@code auto const}, {@code constexpr auto}, CuTe's
     * types (TiledMMA, TiledCopy, Tensor, Copy_Atom, MMA_Atom, Layout, ...) and integer types ({@code int M = ...}).
     */
    private static final Pattern CPP_DECLARATION = Pattern.compile(
            "(?:(?:static|constexpr|const)\\s+)*(?:cute::)?(?:auto|TiledMMA|TiledCopy|ThrMMA|ThrCopy|Tensor|Copy_Atom|MMA_Atom|Layout|ComposedLayout"
            + "|Shape|Stride|Coord|Tile|bool|int|int8_t|int16_t|int32_t|int64_t|uint8_t|uint16_t|uint32_t|uint64_t|unsigned(?:\\s+int)?"
            + "|long|size_t)(?:\\s+const)?()\\s+[A-Za-z_][A-Za-z0-9_]*\\s*=(?!=)");
    /** CUDA's launch sizes, {@code dim3 dimGrid(size(ceil_div(M, bM)), size(ceil_div(N, bN)));}: the let of dim3(...). */
    private static final Pattern CPP_DIM3 = Pattern.compile("dim3\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*([({])(?s:.*)([)}])\\s*;?\\s*");
    /**
     * A shared-memory array, {@code __shared__ float smemA[cosize_v<ASmemLayout>];}: its name is its element count (its
     * storage has no layout meaning); one without a size ({@code extern __shared__ char smem[];}, a struct) is skipped.
     */
    private static final Pattern CPP_SHARED = Pattern.compile("(?:extern\\s+)?(?:alignas\\s*\\([^)]*\\)\\s*)?__shared__\\s+"
            + "(?:alignas\\s*\\([^)]*\\)\\s*)?(?s:.+?)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\[(?s:(.*))\\])?\\s*;?\\s*");
    /**
     * A device statement that moves or computes data and declares nothing, {@code copy(copy_a, tAgA(_,_,_,k), tAsA);},
     * {@code gemm(mma, tCrA, tCrB, tCrC);}, {@code __syncthreads();}: read and skipped, so device code pastes as written.
     */
    private static final Pattern CPP_ACTION = Pattern.compile("(?:cute::)?(?:copy|copy_if|copy_aligned|gemm|cooperative_copy|"
            + "cooperative_gemm|axpby|fill|clear|transform|cp_async_fence|cp_async_wait|__syncthreads|__syncwarp|"
            + "warpgroup_arrive|warpgroup_commit_batch|warpgroup_wait|warpgroup_fence_operand|tma_store_fence|tma_store_arrive|"
            + "tma_store_wait|fence_view_async_shared|fence_barrier_init|cluster_sync|cluster_arrive|cluster_wait|"
            + "umma_arrive|umma_arrive_multicast|print|print_tensor|print_latex)\\s*(?:<[^;]*>)?\\s*\\((?s:.*)\\)\\s*;?\\s*");
    /** A loop-unrolling hint, {@code CUTE_UNROLL} or {@code #pragma unroll}: skipped, it changes no value. */
    private static final Pattern CPP_UNROLL = Pattern.compile("(?:CUTE_UNROLL|CUTE_NO_UNROLL|#pragma\\s+unroll(?:\\s+\\d+)?)\\s*");
    /** C++ attributes before a declaration, {@code [[maybe_unused]] auto x = ...;}: blanked (they change no value). */
    private static final Pattern CPP_ATTRIBUTES = Pattern.compile("(?:\\[\\[[A-Za-z_:]+\\]\\]\\s*)+");
    /** The start of a static assertion, which continues as a C++ statement does. */
    private static final Pattern CPP_STATIC_ASSERT_HEAD = Pattern.compile("(?:CUTE_STATIC_ASSERT_V|CUTE_STATIC_ASSERT|static_assert|assert)\\s*\\(");
    /** A C++ type alias pasted from a kernel: {@code using TileShape = Shape<_128,_128,_64>;}, {@code using X = decltype(EXPR);}. */
    private static final Pattern CPP_USING = Pattern.compile("using\\s+[A-Za-z_][A-Za-z0-9_]*\\s*=(?!=)");
    /** An atom declared without initializer, {@code Copy_Atom<SM75_U32x4_LDSM_N, half_t> s2r_atom_A;}: the atom itself. */
    private static final Pattern CPP_ATOM_DECLARATION = Pattern.compile(
            "((?:cute::)?(?:Copy_Atom|MMA_Atom)\\s*<.*>)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*;?\\s*");
    /**
     * A value declared by its type alias alone, {@code TiledMma tiled_mma;}, {@code typename Params::TMA_C tma{};}: the
     * alias's value (a {@code using} made it a definition), as CuTe's types are empty objects.
     */
    private static final Pattern CPP_VALUE_OF_TYPE = Pattern.compile(
            "(?:typename\\s+)?([A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\{\\s*\\})?\\s*;\\s*");
    /** A kernel's static assertion, {@code CUTE_STATIC_ASSERT_V(size(copy_a) == size(mma));}: a property to prove. */
    private static final Pattern CPP_STATIC_ASSERT = Pattern.compile(
            "(?:CUTE_STATIC_ASSERT_V|CUTE_STATIC_ASSERT|static_assert|assert)\\s*\\((.*?)(?:,\\s*\"(?:[^\"\\\\]|\\\\.)*\")?\\)\\s*;?\\s*");
    /** A C++17 structured binding pasted from a kernel: {@code auto [tAgA, tAsA] = tma_partition(...);}. */
    private static final Pattern CPP_STRUCTURED_BINDING = Pattern.compile(
            "(?:(?:const|constexpr)\\s+)*auto\\s*(?:const\\s*)?&{0,2}\\s*\\[\\s*([A-Za-z_][A-Za-z0-9_]*(?:\\s*,\\s*[A-Za-z_][A-Za-z0-9_]*)*)\\s*\\]\\s*=(?!=)");
    private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** CUDA's built-in indices, as device code uses them (get_slice(threadIdx.x)): parameters like any other. */
    static final Pattern CUDA_INDEX = Pattern.compile("(?:threadIdx|blockIdx|blockDim|gridDim|clusterIdx|clusterDim)\\.[xyz]");
    private static final Pattern MODEL_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.]*");
    private static final Pattern DEFINITION_HEAD = Pattern.compile("(let|model)\\s+([A-Za-z_][A-Za-z0-9_.]*)\\s*=");
    private static final Pattern NAMED_PROPERTY = Pattern.compile("([A-Za-z_][A-Za-z0-9_.-]*)\\s*:\\s");

    /** The statements of one file, and the errors found while reading it. */
    public record Result(List<Statement> statements, List<Diagnostic> errors) { }

    private final String text;
    private final LineMap lines;
    private final List<Statement> statements = new ArrayList<>();
    private final List<Diagnostic> errors = new ArrayList<>();

    private SpecParser(String file, String text) {
        this.text = SourceBlanking.blank(text);
        this.lines = new LineMap(file, text);
        this.markers = new ConditionalMarkers(SourceBlanking.unknownConditionals(text), SourceBlanking.defines(text), lines);
        this.fallback = new StatementFallback(statements, errors, lines, CPP_DECLARATION, CPP_USING, DEFINITION_HEAD);
        this.heads = new BlockHeads(lines, errors, fallback);
        this.structs = CppStructReader.names(this.text);
    }

    /** The structs the file defines: {@code NAME<...>} of one is its instantiation. */
    private final java.util.Set<String> structs;
    /** The parameters of the template head just read, for the struct it introduces. */
    private List<String> templateParameters = List.of();
    private final StatementFallback fallback;
    private final BlockHeads heads;
    /** The host functions defined so far: a call statement of one is checked as a call ({@link Statement.HostCall}). */
    private final java.util.Set<String> hostFunctions = new java.util.HashSet<>();
    /** The preprocessor's statements (unknown conditionals' branches, macros' names), emitted in text order. */
    private final ConditionalMarkers markers;

    public static Result parse(String file, String text) {
        SpecParser p = new SpecParser(file, text);
        p.run();
        return new Result(List.copyOf(p.statements), List.copyOf(p.errors));
    }

    private void run() {
        int i = 0;
        int n = text.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            markers.before(i, statements);
            int block = blockSyntax(i);
            if (block >= 0) {
                i = block;
                continue;
            }
            int start = i;
            int depth = 0;
            while (i < n) {
                char c = text.charAt(i);
                if ("([{".indexOf(c) >= 0) {
                    depth++;
                } else if (c == '}' && depth == 0 && !blocks.isEmpty()) {
                    break;   // { ++k; }  the block's end follows the statement on its line
                } else if (")]}".indexOf(c) >= 0) {
                    depth--;
                } else if (c == ';' && depth <= 0 && moreOnLine(i + 1) && isCpp(start, i)) {
                    i++;   // auto a = make_shape(2,4); auto b = make_shape(8);  C++'s ';' ends a declaration
                    break;
                } else if (c == '\n' && (depth <= 0 && !continues(start, i) || startsStatement(i + 1))) {
                    break;
                }
                i++;
            }
            statement(start, text.substring(start, i).stripTrailing());
            endBracelessBodies(i);
        }
        markers.before(n, statements);
    }

    /** The open C++ blocks, innermost first: true for a braceless body (its one statement ends it). */
    private final java.util.ArrayDeque<Boolean> blocks = new java.util.ArrayDeque<>();

    /**
     * Reads C++ block syntax at offset i: a '}' ends the innermost block, a '{' opens one, a control head or a
     * function's signature opens one (a counted loop's with its variable); returns the offset after it, or -1 where
     * there is none.
     */
    private int blockSyntax(int i) {
        char c = text.charAt(i);
        if (c == '}') {
            int after = i + 1 < text.length() && text.charAt(i + 1) == ';' ? i + 2 : i + 1;
            if (!blocks.isEmpty()) {   // a '}' of a function whose head was not pasted closes nothing
                blocks.pop();
                statements.add(new Statement.BlockEnd(lines.position(i)));
                endBracelessBodies(i);
                fallback.closed(blocks.size());
            }
            return after;
        }
        if (c == '{') {
            blocks.push(false);
            statements.add(new Statement.BlockStart(null, null, null, null, lines.position(i), true));
            return i + 1;
        }
        Matcher template = Pattern.compile("template\\s*<").matcher(text).region(i, text.length());
        CppBlocks.Head head = CppBlocks.head(text, i);
        if (template.lookingAt() && head != null) {
            templateParameters = CppStructReader.templateParameters(text.substring(template.end(), head.end() - 1));
            return head.end();
        }
        Matcher struct = CppStructReader.HEAD.matcher(text).region(i, text.length());
        if (struct.lookingAt()) {
            int close = CppBlocks.closingBrace(text, struct.end() - 1);
            if (close > 0) {
                statements.add(new Statement.StructDefinition(CppStructReader.read(struct.group(1), templateParameters,
                        text.substring(struct.end(), close)), lines.position(i)));
                for (int at : CppStructReader.propertiesInside(text.substring(struct.end(), close))) {
                    errors.add(new Diagnostic(lines.position(struct.end() + at), "this property is in struct " + struct.group(1)
                            + ", whose member functions are not read (a CUTLASS 3.x kernel's operator()): it is not checked"));
                }
                templateParameters = List.of();
                int after = close + 1;
                while (after < text.length() && Character.isWhitespace(text.charAt(after)) && text.charAt(after) != '\n') {
                    after++;
                }
                return after < text.length() && text.charAt(after) == ';' ? after + 1 : close + 1;
            }
        }
        List<String> introduced = templateParameters;
        templateParameters = List.of();
        if (head == null) {
            return -1;
        }
        if (head.emptyBody()) {
            return head.end();
        }
        Statement start = heads.start(i, text.substring(i, head.end()), introduced);
        if (start instanceof Statement.BlockStart b && b.function() != null && !b.function().global()) {
            hostFunctions.add(b.function().name());
        }
        blocks.push(!head.braced());
        fallback.opened(start, blocks.size());
        statements.add(start);
        if (!(start instanceof Statement.BlockStart b && b.function() != null)) {
            // for (k = 0; k < 4; ++k, ++j), if ((x = 4) > 2): assigned in the block and after it
            for (String name : CppWrites.assignedInHead(text.substring(i, head.end()))) {
                statements.add(new Statement.Assignment(name, lines.position(i)));
            }
        }
        return head.end();
    }

    /** Ends the braceless bodies (for (...) x;) that the statement just read completes. */
    private void endBracelessBodies(int at) {
        while (!blocks.isEmpty() && blocks.peek()) {
            blocks.pop();
            fallback.closed(blocks.size());
            statements.add(new Statement.BlockEnd(lines.position(Math.min(at, text.length() - 1))));
        }
    }

    /** Whether text follows on the line after offset i (comments are already blanked). */
    private boolean moreOnLine(int i) {
        for (int k = i; k < text.length() && text.charAt(k) != '\n'; k++) {
            if (!Character.isWhitespace(text.charAt(k))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the statement text[start, end) is C++ pasted from a kernel (a declaration, an alias, an assertion). */
    private boolean isCpp(int start, int end) {
        String s = text.substring(start, end);
        return Stream.of(CPP_DECLARATION, CPP_USING, CPP_STRUCTURED_BINDING, CPP_DIM3, CPP_SHARED, CPP_STATIC_ASSERT_HEAD, CPP_ATOM_DECLARATION,
                        CPP_ACTION, CppBlocks.ASSIGNMENT, CppBlocks.ELEMENT_ASSIGNMENT, CppBlocks.EXIT, CppBlocks.HOST_ACTION, CPP_VALUE_OF_TYPE, CppBlocks.STORAGE_VIEW, CppBlocks.LAUNCH, CppBlocks.CLUSTER_LAUNCH,
                        CppBlocks.CLUSTER_LAUNCH_PARAMS, CppBlocks.KERNEL_ALIAS, CppBlocks.KERNEL_ALIAS_HEAD, CppBlocks.QUALIFIED_CALL,
                        CppBlocks.POINTER_DECLARATION)
                .anyMatch(p -> p.matcher(s).lookingAt());
    }

    /** Binary operators (and '.' of a member call, '?' and ':' of a choice) that cannot end or start a C++ statement. */
    private static final String OPERATOR_CHARS = "=+-*/%&|^<>?:.,";

    /**
     * Whether a C++ statement goes on past the line break at offset i, as C++ reads it up to its ';': the line ends with
     * a binary operator or '=' ({@code constexpr int bytes =}), or the next line starts with one ({@code + sizeof(...)}).
     * A statement of the spec language ends with its line.
     */
    private boolean continues(int start, int i) {
        String sofar = text.substring(start, i).stripTrailing();
        if (sofar.endsWith(";") || !isCpp(start, i)) {
            return false;
        }
        if (OPERATOR_CHARS.indexOf(sofar.charAt(sofar.length() - 1)) >= 0 && !sofar.endsWith("->")) {
            return true;
        }
        int k = i;
        while (k < text.length() && Character.isWhitespace(text.charAt(k))) {
            k++;
        }
        return k < text.length() && (OPERATOR_CHARS.indexOf(text.charAt(k)) >= 0 && text.charAt(k) != ','
                || text.charAt(k) == '{' && CppBlocks.LAMBDA_HEAD.matcher(sofar).matches());   // a lambda's body on its own line
    }

    private static final Pattern KEYWORD_LINE =
            Pattern.compile("[ \\t]*(param|assume|let|model|use|include|prove|expect)\\b");

    /** A line that starts with a keyword begins a new statement even if brackets were left open. */
    private boolean startsStatement(int lineStart) {
        return KEYWORD_LINE.matcher(text).region(lineStart, text.length()).lookingAt();
    }

    private void statement(int start, String s) {
        s = CppStructReader.asCalls(s, structs);
        Matcher attributes = CPP_ATTRIBUTES.matcher(s);
        if (attributes.lookingAt()) {
            start += attributes.end();   // the statement starts after them, so that errors keep the line's columns
            s = s.substring(attributes.end());
        }
        Matcher several = CPP_DECLARATION.matcher(s);
        if (several.lookingAt() && s.indexOf(',') > 0) {
            var parts = CppBlocks.declarators(s.stripTrailing().replaceAll(";$", ""), several.end(1));
            if (parts.size() > 1) {
                for (var part : parts) {
                    oneStatement(start + part.getKey(), part.getValue());   // int ldA = 0, ldB = 0, ldC = m;  one each
                }
                return;
            }
        }
        oneStatement(start, s);
    }

    private void oneStatement(int start, String s) {
        try {
            Matcher binding = CPP_STRUCTURED_BINDING.matcher(s);
            cppArithmetic = binding.lookingAt();
            if (binding.lookingAt()) {
                // auto [tAgA, tAsA] = tma_partition(...);  auto [M, N, K] = shape_MNK;  one let per name: get<i>(value)
                String body = s.stripTrailing();
                body = body.endsWith(";") ? body.substring(0, body.length() - 1) : body;
                Located<Expr> value = expression(start, body, binding.end(), "an expression");
                String[] names = binding.group(1).split("\\s*,\\s*");
                for (int i = 0; i < names.length; i++) {
                    Expr part = new Expr.Call("get", List.of(value.value(), new Expr.Num(i, 0)), 0);
                    statements.add(new Statement.Let(names[i].strip(), new Located<>(part, value.text(), value.lines(), value.startOffset()),
                            lines.position(start), true));
                }
                return;
            }
            Statement st = parseStatement(start, s);
            if (st != null) {
                statements.add(st);
            }
            if (!KEYWORD_LINE.matcher(s).lookingAt()) {
                // a skipped call on run-time state may write what it is passed by reference (cmd.get_cmd_line_argument("m", m))
                fallback.read(start, s, st, st == null && CppBlocks.QUALIFIED_CALL.matcher(s).matches() && !CPP_ACTION.matcher(s).matches());
            }
        } catch (CuteError e) {
            fallback.unreadable(start, s, e, KEYWORD_LINE.matcher(s).lookingAt());
        }
    }

    /** Errors inside a statement are thrown with offsets relative to the statement start. */
    private static CuteError at(int offset, String message) {
        return new CuteError(offset, message, message);
    }

    /** Whether the statement being read is pasted C++ (its / and % truncate, its parentheses group). */
    private boolean cppArithmetic;

    private Statement parseStatement(int start, String s) {
        cppArithmetic = !KEYWORD_LINE.matcher(s).lookingAt();
        try {
            return parseStatementAs(start, s);
        } finally {
            cppArithmetic = false;
        }
    }

    private Statement parseStatementAs(int start, String s) {
        SourcePos pos = lines.position(start);
        Statement jump = CppBlocks.gotoOrDimAssignment(s, pos);
        if (jump != null) {
            return jump;
        }
        Statement toHost = HostCallReader.read(s, pos, hostFunctions, statements, (from, list) -> arguments(start,
                CppBlocks.dataPointersAsContainers(s), from, list));
        if (toHost != null) {
            return toHost;
        }
        if (CppBlocks.EXIT.matcher(s).matches()) {
            return new Statement.Exit(pos);
        }
        Matcher launch = CppBlocks.LAUNCH.matcher(s);
        if (launch.matches()) {
            // gemm_device<<<dimGrid, dimBlock, smem_size, stream>>>(prob_shape, cta_tiler, A, dA, sA, copyA, ...);
            List<Located<Expr>> configuration = arguments(start, s, launch.start(2), launch.group(2));
            return new Statement.Launch(launch.group(1), arguments(start, s, launch.start(3), launch.group(3)),
                    configuration.isEmpty() ? null : configuration.get(0), configuration.size() < 2 ? null : configuration.get(1), null, pos);
        }
        Matcher cluster = CppBlocks.CLUSTER_LAUNCH.matcher(s);
        if (cluster.matches()) {
            // cutlass::launch_kernel_on_cluster(params, (void const*) kernel_ptr, args...): params holds (grid, block, ...)
            Located<Expr> grid = located(start, "get(" + cluster.group(1) + ", 0)", cluster.start(1));
            Located<Expr> block = located(start, "get(" + cluster.group(1) + ", 1)", cluster.start(1));
            Located<Expr> shape = located(start, "get(" + cluster.group(1) + ", 2)", cluster.start(1));
            return new Statement.Launch(cluster.group(2), arguments(start, s, cluster.start(3), cluster.group(3)), grid, block, shape, pos);
        }
        Matcher launchParams = CppBlocks.CLUSTER_LAUNCH_PARAMS.matcher(s);
        if (launchParams.matches()) {
            // cutlass::ClusterLaunchParams params = {dimGrid, dimBlock, dimCluster, smemBytes};  its fields as a tuple
            return new Statement.Let(launchParams.group(1), located(start, "(" + launchParams.group(2) + ")", launchParams.start(2) - 1),
                    pos, true);
        }
        Matcher alias = CppBlocks.KERNEL_ALIAS.matcher(s);
        if (alias.matches()) {
            return new Statement.KernelAlias(alias.group(1), alias.group(2), arguments(start, s, alias.start(3), alias.group(3)), pos);
        }
        if (CPP_ACTION.matcher(s).matches() || CPP_UNROLL.matcher(s).matches() || CppBlocks.ELEMENT_ASSIGNMENT.matcher(s).lookingAt()
                || CppBlocks.HOST_ACTION.matcher(s).matches() || CppBlocks.POINTER_DECLARATION.matcher(s).matches()
                || CppBlocks.QUALIFIED_CALL.matcher(s).matches() && !CppBlocks.CLUSTER_LAUNCH.matcher(s).matches()) {
            return null;   // copy(...), gemm(...), __syncthreads(): no value to define or prove
        }
        Matcher cpp = CPP_DECLARATION.matcher(s);
        if (cpp.lookingAt()) {
            // auto sA = tile_to_shape(...);  TiledMMA mma = make_tiled_mma(...);  pasted from a kernel: a let
            String body = s.stripTrailing();
            body = body.endsWith(";") ? body.substring(0, body.length() - 1) : body;
            if (body.substring(cpp.end()).strip().startsWith("\"")) {
                return null;   // auto type_str_a = "half_t";  a string, printed by the host, has no layout meaning
            }
            Statement.Let let = (Statement.Let) definition(start, body, "let", cpp.end(1), pos);
            Located<Expr> v = let.value();   // uint8_t x = M * 64;  converted to the declared type, as C++ does
            return new Statement.Let(let.name(), new Located<>(CppArithmetic.convertedTo(s.substring(0, cpp.end(1)), v.value()),
                    v.text(), v.lines(), v.startOffset()), let.pos(), true);
        }
        Matcher using = CPP_USING.matcher(s);
        if (using.lookingAt()) {
            // using TileShape = Shape<_128,_128,_64>;  using SmemLayoutAtomA = decltype(ss_smem_selector<...>());
            // the type's value is a let; decltype(EXPR) is EXPR (blanked, so that positions stay those of the line)
            String body = s.stripTrailing();
            body = body.endsWith(";") ? body.substring(0, body.length() - 1) : body;
            char[] chars = body.toCharArray();
            java.util.Arrays.fill(chars, 0, "using".length(), ' ');
            Matcher decltype = Pattern.compile("\\s*decltype\\s*\\(").matcher(body).region(using.end(), body.length());
            if (decltype.lookingAt() && body.endsWith(")")) {
                java.util.Arrays.fill(chars, decltype.start(), decltype.end(), ' ');
                chars[chars.length - 1] = ' ';
            }
            return ((Statement.Let) definition(start, new String(chars), "let", 0, pos)).asCpp();
        }
        Matcher assertion = CPP_STATIC_ASSERT.matcher(s);
        if (assertion.matches()) {
            // what the kernel asserts at compile time for its static sizes, proved here for every size
            return new Statement.Prove(null, expression(start, s.substring(0, assertion.end(1)), assertion.start(1), "a property"),
                    false, pos);
        }
        Matcher dim3 = CPP_DIM3.matcher(s);
        if (dim3.matches()) {
            // dim3 dimBlock(size(mmaC));  read as dim3(size(mmaC)): the name blanked, braces as parentheses
            char[] call = s.toCharArray();
            java.util.Arrays.fill(call, dim3.start(1), dim3.end(1), ' ');
            call[dim3.start(2)] = '(';
            call[dim3.start(3)] = ')';
            return new Statement.Let(dim3.group(1), expression(start, new String(call, 0, dim3.end(3)), 0, "dim3 sizes"), pos, true);
        }
        Matcher shared = CPP_SHARED.matcher(s);
        if (shared.matches()) {
            if (shared.group(2) == null || shared.group(2).isBlank()) {
                return null;   // extern __shared__ char smem[];  __shared__ SharedStorage storage;  no size to name
            }
            return new Statement.Let(shared.group(1), expression(start, s.substring(0, shared.end(2)), shared.start(2),
                    "the array's element count"), pos, true);
        }
        Matcher view = CppBlocks.STORAGE_VIEW.matcher(s);
        if (view.matches()) {
            if (view.group(2) != null) {
                return null;   // a view of a template's instantiation: no type name to take the value of
            }
            // SharedStorage& smem = *reinterpret_cast<SharedStorage*>(shared_memory);  smem is SharedStorage's value
            return new Statement.Let(view.group(3), expression(start, s.substring(0, view.end(1)), view.start(1), "a type"), pos, true);
        }
        Matcher typed = CPP_VALUE_OF_TYPE.matcher(s);
        if (typed.matches() && !KEYWORD_LINE.matcher(s).lookingAt()) {
            return new Statement.Let(typed.group(2), expression(start, s.substring(0, typed.end(1)), typed.start(1), "a type"), pos, true);
        }
        Matcher atom = CPP_ATOM_DECLARATION.matcher(s);
        if (atom.matches()) {
            return new Statement.Let(atom.group(2), expression(start, s.substring(0, atom.end(1)), 0, "an atom"), pos, true);
        }
        Matcher assignment = CppBlocks.ASSIGNMENT.matcher(s);
        if (assignment.lookingAt() && !KEYWORD_LINE.matcher(s).lookingAt()) {
            // tXsA_p = tXsA(_,_,_,smem_pipe_read);  --k_tile_count;  a value that changes: not followed
            return new Statement.Assignment(assignment.group(1) != null ? assignment.group(1) : assignment.group(2), pos);
        }
        String keyword = s.split("\\s+", 2)[0];
        int rest = keyword.length();
        switch (keyword) {
            case "include" -> {
                String arg = s.substring(rest).strip();
                if (arg.length() < 2 || !arg.startsWith("\"") || !arg.endsWith("\"")) {
                    throw at(rest + 1, "include expects a quoted file name: include \"other.cute\"");
                }
                return new Statement.Include(arg.substring(1, arg.length() - 1), pos);
            }
            case "param" -> {
                return param(start, s, rest, pos);
            }
            case "assume" -> {
                return new Statement.Assume(expression(start, s, rest, "a condition"), pos);
            }
            case "let", "model" -> {
                return definition(start, s, keyword, rest, pos);
            }
            case "use" -> {
                Matcher m = Pattern.compile("use\\s+(\\S+)\\s+as\\s+(\\S+)\\s*").matcher(s);
                if (!m.matches()) {
                    throw at(0, "expected: use MODEL_NAME as NAME");
                }
                if (!IDENT.matcher(m.group(2)).matches()) {
                    throw at(m.start(2), "'" + m.group(2) + "' is not a valid name");
                }
                return new Statement.Use(m.group(1), m.group(2), pos);
            }
            case "prove" -> {
                return prove(start, s, rest, false, pos);
            }
            case "expect" -> {
                Matcher m = Pattern.compile("expect\\s+refuted\\b").matcher(s);
                if (!m.lookingAt()) {
                    throw at(rest, "expected 'expect refuted PROPERTY'");
                }
                return prove(start, s, m.end(), true, pos);
            }
            default -> throw at(0, "expected a statement (param, assume, let, model, use, include, prove, expect refuted, or a C++ "
                    + "declaration auto NAME = EXPRESSION; or using NAME = TYPE;) but found '" + keyword + "'");
        }
    }

    /** A comma-separated list's entries as expressions (one that does not read is null: a stream, alpha). */
    private List<Located<Expr>> arguments(int start, String s, int from, String list) {
        List<Located<Expr>> out = new ArrayList<>();
        int at = from;
        for (String part : CppFunction.topLevelParts(list)) {
            Located<Expr> argument;
            try {
                argument = expression(start, s.substring(0, at + part.length()), at, "an argument");
            } catch (CuteError unreadable) {
                argument = null;
            }
            out.add(argument);
            at += part.length() + 1;
        }
        return out;
    }

    /** An expression the parser builds (its positions those of {@code at} in the statement). */
    private Located<Expr> located(int start, String text, int at) {
        return new Located<>(Parser.parse(text), text, lines, start + at);
    }

    private Statement param(int start, String s, int rest, SourcePos pos) {
        int where = indexOfWord(s, "where", rest);
        String namesText = s.substring(rest, where < 0 ? s.length() : where);
        List<String> names = new ArrayList<>();
        int offset = rest;
        for (String part : namesText.split(",", -1)) {
            String name = part.strip();
            int col = offset + part.indexOf(name.isEmpty() ? part : name);
            if (!IDENT.matcher(name).matches() && !CUDA_INDEX.matcher(name).matches()) {
                throw at(col, "'" + name + "' is not a valid parameter name");
            }
            names.add(name);
            offset += part.length() + 1;
        }
        Located<Expr> cond = where < 0 ? null : expression(start, s, where + "where".length(), "a condition");
        return new Statement.Param(names, cond, pos);
    }

    private Statement definition(int start, String s, String keyword, int rest, SourcePos pos) {
        int eq = s.indexOf('=', rest);
        if (eq < 0 || eq + 1 < s.length() && s.charAt(eq + 1) == '=') {
            throw at(rest, "expected: " + keyword + " NAME = EXPRESSION");
        }
        String name = s.substring(rest, eq).strip();
        Pattern valid = keyword.equals("model") ? MODEL_NAME : IDENT;
        if (!valid.matcher(name).matches()) {
            throw at(rest + 1, "'" + name + "' is not a valid " + (keyword.equals("model") ? "model " : "") + "name");
        }
        Located<Expr> value = expression(start, s, eq + 1, "an expression");
        return keyword.equals("model") ? new Statement.Model(name, value, pos) : new Statement.Let(name, value, pos);
    }

    private Statement prove(int start, String s, int rest, boolean expectRefuted, SourcePos pos) {
        String tail = s.substring(rest);
        int lead = tail.length() - tail.stripLeading().length();
        String name = null;
        Matcher m = NAMED_PROPERTY.matcher(tail.stripLeading());
        int exprFrom = rest;
        if (m.lookingAt() && !m.group(1).equals("forall")) {
            name = m.group(1);
            exprFrom = rest + lead + m.end();
        }
        return new Statement.Prove(name, expression(start, s, exprFrom, "a property"), expectRefuted, pos);
    }

    private Located<Expr> expression(int start, String s, int from, String what) {
        String exprText = s.substring(Math.min(from, s.length()));
        int lead = exprText.length() - exprText.stripLeading().length();
        exprText = exprText.strip();
        int exprStart = from + lead;
        if (exprText.isEmpty()) {
            throw at(Math.min(from, s.length()), "expected " + what);
        }
        try {
            return new Located<>(cppArithmetic ? CppArithmetic.parse(exprText) : Parser.parse(exprText), exprText, lines, start + exprStart);
        } catch (CuteError e) {
            throw at(exprStart + Math.max(0, e.offset()), e.reason());
        }
    }

    private static int indexOfWord(String s, String word, int from) {
        Matcher m = Pattern.compile("\\b" + word + "\\b").matcher(s);
        return m.find(from) ? m.start() : -1;
    }
}
