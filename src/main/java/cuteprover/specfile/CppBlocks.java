package cuteprover.specfile;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The C++ block syntax of pasted kernel code: where a control head ({@code for (...)}, {@code if (...)}, {@code else},
 * {@code while (...)}, {@code do}, a function's signature) ends and whether its body is braced, a counted loop's
 * variable and range, an assignment's name. The spec parser splits statements around these; the loader scopes them.
 */
final class CppBlocks {

    private CppBlocks() {
    }

    /**
     * A control head or a function definition's signature, up to its opening parenthesis if it has one (the unroll
     * hints that may precede a loop on its line included).
     */
    private static final Pattern HEAD = Pattern.compile(
            "(?:(?:CUTE_UNROLL|CUTE_NO_UNROLL|CUTLASS_PRAGMA_UNROLL|CUTLASS_PRAGMA_NO_UNROLL|#pragma\\s+unroll(?:\\s+\\d+)?)\\s+)?"
            + "(?:(?:else\\s+)?(?:if\\s+constexpr|if|for|while|switch)\\s*(\\()|else\\b|do\\b"
            + "|(?:(?:static|inline|__global__|__device__|__host__|__forceinline__|CUTE_HOST_DEVICE|CUTE_DEVICE|CUTLASS_DEVICE"
            + "|CUTLASS_HOST_DEVICE|CUTLASS_GLOBAL|constexpr|__launch_bounds__\\s*\\((?:[^()]|\\((?:[^()]|\\([^()]*\\))*\\))*\\))\\s+)*"
            + "(?:void|auto|int|bool)\\s+[A-Za-z_][A-Za-z0-9_]*\\s*(\\())");
    /**
     * A union's head at the top level (a struct's is read by {@link CppStructReader}), then its opening brace: storage
     * with no layout meaning here, so the whole definition is skipped.
     */
    private static final Pattern AGGREGATE = Pattern.compile(
            "(?:struct|class|union)\\s+(?:alignas\\s*\\([^)]*\\)\\s*)?[A-Za-z_][A-Za-z0-9_]*\\s*(?::[^{};]*)?\\{");
    /** {@code using namespace cute;}: names nothing. */
    private static final Pattern USING_NAMESPACE = Pattern.compile("using\\s+namespace\\s+[A-Za-z_][A-Za-z0-9_:]*\\s*;");
    /**
     * A pointer or reference view of storage, {@code SharedStorage& smem = *reinterpret_cast<SharedStorage*>(shared_memory);}:
     * the view is the value of its type (a pasted struct's instance, whose member functions give its tensors); its
     * type and name. A view of a template's instantiation has no such name and is skipped.
     */
    static final Pattern STORAGE_VIEW = Pattern.compile(
            "(?:const\\s+)?([A-Za-z_][A-Za-z0-9_:]*)(\\s*<[^;=]*>)?(?:\\s+const)?\\s*[&*]+\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*"
            + "\\*?\\s*(?:reinterpret_cast|static_cast)\\s*<[^;]*;?\\s*");

    /** {@code template <class A, int B>} before a function: declares type names only. */
    private static final Pattern TEMPLATE = Pattern.compile("template\\s*<");
    /** {@code for (int k = LOW; k < HIGH; ++k)} with LOW an integer: its variable, LOW, the comparison and HIGH. */
    private static final Pattern COUNTED_LOOP = Pattern.compile(
            "for\\s*\\(\\s*(?:const\\s+)?(?:int|auto|unsigned(?:\\s+int)?|size_t|int32_t|uint32_t|int64_t|uint64_t|long)\\s+"
            + "([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(\\d+)\\s*;\\s*\\1\\s*(<=|<|!=)\\s*([^;]+?)\\s*;\\s*"
            + "(?:\\+\\+\\s*\\1|\\1\\s*\\+\\+|\\1\\s*\\+=\\s*1)\\s*\\)");
    /** {@code x = ...;}, {@code x += ...;}, {@code ++x;}, {@code x--;}: the assigned name (of {@code x.y = ...}, x). */
    static final Pattern ASSIGNMENT = Pattern.compile(
            "(?:(?:\\+\\+|--)\\s*([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*)\\s*"
            + "(?:\\+\\+|--|(?:[-+*/%&|^]|<<|>>)?=(?!=)))");

    /**
     * An assignment to a tensor's element, {@code tApA(m,0) = elem_less(...);}, {@code frag[i] = 0;}: the tensor's
     * contents change, not its layout, so it is skipped.
     */
    static final Pattern ELEMENT_ASSIGNMENT = Pattern.compile(
            "[A-Za-z_][A-Za-z0-9_]*(?:\\s*(?:[(\\[][^;=]*[)\\]]|\\.[A-Za-z_][A-Za-z0-9_]*))+\\s*(?:[-+*/%&|^]|<<|>>)?=(?!=)");
    /**
     * A call whose value is dropped, qualified or a member's ({@code cute::wait_barrier(...)}, {@code
     * ProducerBarType::init(...)}, {@code tmem_allocator.allocate(...)}, {@code timer.start()}): an action on run-time
     * state (barriers, allocators, timers), with no layout meaning. An unqualified call is not taken for one: a property
     * written without {@code prove} stays an error.
     */
    static final Pattern QUALIFIED_CALL = Pattern.compile(
            "(?s)&?[A-Za-z_][A-Za-z0-9_]*(?:(?:::|\\.|->)[A-Za-z_][A-Za-z0-9_]*)+\\s*(?:<[^;]*>)?\\s*\\(.*\\)\\s*;?\\s*");
    /** A raw pointer's declaration, {@code uint64_t* producer_mbar = smem.tma_barrier;}: no layout meaning. */
    static final Pattern POINTER_DECLARATION = Pattern.compile(
            "(?s)(?:const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(?:\\s+const)?\\s*\\*+\\s*(?:const\\s+)?[A-Za-z_][A-Za-z0-9_]*\\s*=(?!=)(?!\\s*\\*?\\s*(?:reinterpret_cast|static_cast|&)).*");
    /** The head of {@link #KERNEL_ALIAS}, so that its template arguments continue over lines. */
    static final Pattern KERNEL_ALIAS_HEAD = Pattern.compile(
            "(?:auto\\s*\\*?|void\\s+const\\s*\\*)\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*(?:reinterpret_cast\\s*<[^>]*>\\s*\\(\\s*)?&?\\s*[A-Za-z_][A-Za-z0-9_]*\\s*<");

    /**
     * A statement that leaves the function, {@code return;}, {@code exit(1);}, {@code throw ...;}, {@code assert(false &&
     * "Not implemented");}: the code after a guard that ends so runs only where the guard's condition fails.
     */
    static final Pattern EXIT = Pattern.compile(
            "(?:return\\b[^;]*|break|continue|(?:std::)?(?:exit|abort)\\s*\\([^;]*\\)|throw\\b[^;]*|assert\\s*\\(\\s*(?:false|0)\\s*(?:&&[^;]*)?\\))\\s*;?\\s*");
    /**
     * A host statement with no layout meaning: printing, reading input (what it reads into is no longer its declared
     * value: {@link CppWrites}), CUDA runtime calls and their error checks, a launch. Skipped, so a host function pastes as
     * written.
     */
    static final Pattern HOST_ACTION = Pattern.compile(
            "(?:(?:std::)?(?:cout|cerr|clog)\\s*<<|(?:std::)?cin\\s*>>|(?:std::)?(?:printf|fprintf|puts|sscanf|scanf|fscanf)\\s*\\(|CUTE_CHECK_ERROR\\s*\\(|CUTE_CHECK_LAST\\s*\\("
            + "|CUTLASS_CHECK\\s*\\(|CUDA_CHECK\\s*\\(|cuda[A-Z][A-Za-z]*\\s*\\(|[A-Za-z_][A-Za-z0-9_:]*\\s*(?:<[^;]*>)?\\s*<<<)(?s:.*)");
    /** A kernel launch, {@code gemm_device<<<grid, block, smem>>>(args);}: the kernel's name, the configuration, the arguments. */
    static final Pattern LAUNCH = Pattern.compile(
            "(?s)([A-Za-z_][A-Za-z0-9_]*)\\s*(?:<[^;]*?>)?\\s*<<<(.*?)>>>\\s*\\((.*)\\)\\s*;?\\s*");
    /**
     * CUTLASS's cluster launch, {@code cutlass::Status status = cutlass::launch_kernel_on_cluster(params, (void const*)
     * kernel_ptr, args...);}: the launch parameters' name, the kernel (or its alias) and the arguments.
     */
    static final Pattern CLUSTER_LAUNCH = Pattern.compile(
            "(?s)(?:[A-Za-z_][A-Za-z0-9_:]*\\s+[A-Za-z_][A-Za-z0-9_]*\\s*=\\s*)?(?:cutlass::)?launch_kernel_on_cluster\\s*\\(\\s*"
            + "([A-Za-z_][A-Za-z0-9_]*)\\s*,\\s*(?:\\(\\s*void\\s+const\\s*\\*\\s*\\)\\s*)?&?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*,(.*)\\)\\s*;?\\s*");
    /** {@code cutlass::ClusterLaunchParams params = {dimGrid, dimBlock, dimCluster, smemBytes};}: its name and fields. */
    static final Pattern CLUSTER_LAUNCH_PARAMS = Pattern.compile(
            "(?s)(?:cutlass::)?ClusterLaunchParams\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*=?\\s*\\{(.*)\\}\\s*;?\\s*");
    /**
     * A kernel named with template arguments: {@code auto* kernel_ptr = &gemm_device<...>;}, {@code auto kernel_fptr =
     * gemm_device<...>;}, {@code void const* kernel_ptr = reinterpret_cast<void const*>(&gemm_device<...>);}.
     */
    static final Pattern KERNEL_ALIAS = Pattern.compile(
            "(?s)(?:auto\\s*\\*?|void\\s+const\\s*\\*)\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*"
            + "(?:reinterpret_cast\\s*<\\s*void\\s+const\\s*\\*\\s*>\\s*\\(\\s*)?&?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*<(.*)>\\s*\\)?\\s*;?\\s*");

    /** {@code if (COND)} (not else-if), the guard a following exit makes an assumption of: COND. */
    private static final Pattern IF_HEAD = Pattern.compile("if\\s*\\((.*)\\)\\s*\\{?", Pattern.DOTALL);

    /** An if's initializer, {@code int t = M - 4; t < 0}: its variable and value, then the condition. */
    private static final Pattern IF_INITIALIZER = Pattern.compile(
            "(?s)\\s*(?:const\\s+)?(?:auto|int|int32_t|int64_t|long|bool)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*=([^;]*);(.*)");

    /**
     * An if's condition with its initializer's variable replaced by the initializer's value ({@code (M - 4) < 0}); one
     * with another statement before its ';' as it is (it does not read, so it assumes nothing).
     */
    static String withoutInitializer(String condition) {
        Matcher m = IF_INITIALIZER.matcher(condition);
        if (!m.matches()) {
            return condition;
        }
        return m.group(3).replaceAll("\\b" + m.group(1) + "\\b", java.util.regex.Matcher.quoteReplacement("(" + m.group(2).strip() + ")"));
    }

    /** The condition of a plain {@code if (COND)} head, or null. */
    static String ifCondition(String head) {
        Matcher m = IF_HEAD.matcher(head.strip());
        return m.matches() ? m.group(1) : null;
    }

    /** A head found at some offset: where it ends (after its '{' when braced), and whether its body is braced. */
    record Head(int end, boolean braced, boolean emptyBody) { }

    /** The head starting at {@code at}, or null where the text there is no control head or signature. */
    static Head head(String text, int at) {
        Matcher skipped = USING_NAMESPACE.matcher(text).region(at, text.length());
        if (skipped.lookingAt()) {
            return new Head(skipped.end(), false, true);
        }
        Matcher aggregate = AGGREGATE.matcher(text).region(at, text.length());
        if (aggregate.lookingAt()) {
            int close = matching(text, aggregate.end() - 1, '{', '}');
            if (close < 0) {
                return null;
            }
            int end = close + 1;
            int j = skipSpace(text, end);
            return new Head(j < text.length() && text.charAt(j) == ';' ? j + 1 : end, false, true);
        }
        Matcher template = TEMPLATE.matcher(text).region(at, text.length());
        if (template.lookingAt()) {
            int close = matching(text, template.end() - 1, '<', '>');
            return close < 0 ? null : new Head(close + 1, false, true);
        }
        Matcher m = HEAD.matcher(text).region(at, text.length());
        if (!m.lookingAt()) {
            return null;
        }
        int end = m.end();
        int paren = m.start(1) >= 0 ? m.start(1) : m.start(2);
        if (paren >= 0) {
            int close = matching(text, paren, '(', ')');
            if (close < 0) {
                return null;
            }
            end = close + 1;
        }
        int j = skipSpace(text, end);
        // a member function's qualifiers: void f() const {
        Matcher qualifiers = Pattern.compile("(?:const|noexcept|override)\\b").matcher(text).region(j, text.length());
        while (qualifiers.lookingAt()) {
            j = skipSpace(text, qualifiers.end());
            qualifiers.region(j, text.length());
        }
        if (j < text.length() && text.charAt(j) == '{') {
            return new Head(j + 1, true, false);
        }
        if (j < text.length() && text.charAt(j) == ';') {
            return new Head(j + 1, false, true);   // do { ... } while (c);  a declaration f(...);  no body here
        }
        return new Head(end, false, false);
    }

    /** The index of the '}' closing the '{' at {@code open}, or -1. */
    static int closingBrace(String text, int open) {
        return matching(text, open, '{', '}');
    }

    /**
     * A call statement, {@code gemm_host(args);}, {@code gemm_host<T>(args);} or {@code return gemm_nt(args);}: the
     * {@code return}, the name, the template arguments, the arguments.
     */
    static final Pattern CALL_STATEMENT = Pattern.compile(
            "(?s)(return\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*(?:<(.*?)>)?\\s*\\((.*)\\)\\s*;?\\s*");
    /** {@code dimBlock.x = 128;}: an assignment to a dim3's size, which changes the dim3. */
    static final Pattern DIM_MEMBER_ASSIGNMENT = Pattern.compile(
            "\\s*(?:(?:\\+\\+|--)\\s*\\(?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\)?\\s*\\.\\s*[xyz]"
            + "|\\(?\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\)?\\s*\\.\\s*[xyz]\\s*(?:\\+\\+|--|(?:[-+*/%&|^]|<<|>>)?=(?!=)))");
    /**
     * A {@code goto} (the guards between it and its label may not hold after it), or an assignment to a dim3's size,
     * {@code dimBlock.x = 128;} (the dim3 changes); else null.
     */
    static Statement gotoOrDimAssignment(String s, SourcePos pos) {
        Matcher member = DIM_MEMBER_ASSIGNMENT.matcher(s);
        if (member.lookingAt()) {
            return new Statement.Assignment(member.group(1) != null ? member.group(1) : member.group(2), pos);
        }
        return s.matches("(?s)\\s*goto\\b.*") ? new Statement.Goto(pos) : null;
    }

    /** A statement so far that ends with a lambda's head, {@code auto f = [&](int t)}: its body follows, also on the next line. */
    static final Pattern LAMBDA_HEAD = Pattern.compile(
            "(?s).*\\[[^\\]]*\\]\\s*(?:\\([^)]*\\))?\\s*(?:mutable\\s*)?(?:->\\s*[A-Za-z_][A-Za-z0-9_:<>]*\\s*)?");
    /** A condition that does not read, as a call no one defines over the names it mentions (it never reads either). */
    static cuteprover.expr.Expr unreadCondition(String condition) {
        List<cuteprover.expr.Expr> names = new java.util.ArrayList<>();
        Matcher m = Pattern.compile("(?<![.A-Za-z0-9_'\"])[A-Za-z_][A-Za-z0-9_]*(?:\\.[xyz])?").matcher(condition);
        while (m.find()) {
            names.add(new cuteprover.expr.Expr.Name(m.group(), 0));
        }
        return new cuteprover.expr.Expr.Call("an unread condition", names, 0);
    }

    /** A declaration initialized by a call, {@code bool ok = f(0);}: the name, the function, its template and call arguments. */
    static final Pattern DECLARED_CALL = Pattern.compile(
            "(?s)\\s*(?:[A-Za-z_][A-Za-z0-9_:]*(?:\\s*<[^;=]*>)?[\\s*&]+)+([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*"
            + "([A-Za-z_][A-Za-z0-9_]*)\\s*(?:<(.*?)>)?\\s*\\((.*)\\)\\s*;?\\s*");
    /** A container's declaration, {@code thrust::device_vector<TypeA> device_A = host_A;}: its element type and name. */
    static final Pattern CONTAINER_DECLARATION = Pattern.compile(
            "(?s)(?:thrust::(?:host_|device_)?vector|std::vector|cutlass::DeviceAllocation)\\s*<\\s*([A-Za-z_][A-Za-z0-9_:]*)\\s*"
            + "(?:,[^<>]*)?>\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*(?:[({=;].*)?");
    /** A container's data pointer, {@code d_A.data().get()}, {@code thrust::raw_pointer_cast(d_A.data())}: the container. */
    private static final Pattern DATA_POINTER = Pattern.compile(
            "(?:thrust::)?raw_pointer_cast\\s*\\(\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*\\.\\s*data\\s*\\(\\s*\\)\\s*\\)"
            + "|([A-Za-z_][A-Za-z0-9_]*)\\s*\\.\\s*data\\s*\\(\\s*\\)(?:\\s*\\.\\s*get\\s*\\(\\s*\\))?");

    /** The text with each container's data pointer written as the container's name, padded so that offsets stay. */
    static String dataPointersAsContainers(String s) {
        Matcher m = DATA_POINTER.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(2);
            m.appendReplacement(out, name + " ".repeat(m.end() - m.start() - name.length()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The second and later declarators of {@code int ldA = 0, ldB = 0, ldC = m;}: {@code NAME = ...} after a top-level comma. */
    private static final Pattern NEXT_DECLARATOR = Pattern.compile("\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=(?!=)(?s:.*)");

    /**
     * A declaration of several names, {@code int ldA = 0, ldB = 0, ldC = m;} ({@code typeEnd}: where its first name
     * starts), as one declaration each, {@code int ldB = 0}, with the offset in {@code s} of each one's name less its
     * type's length (so that columns stay near); a single declaration as it is.
     */
    static List<java.util.Map.Entry<Integer, String>> declarators(String s, int typeEnd) {
        String type = s.substring(0, typeEnd);
        List<String> parts = CppFunction.topLevelParts(s.substring(typeEnd));
        List<java.util.Map.Entry<Integer, String>> out = new java.util.ArrayList<>();
        if (parts.size() < 2 || !parts.stream().skip(1).allMatch(p -> NEXT_DECLARATOR.matcher(p).matches())) {
            out.add(java.util.Map.entry(0, s));
            return out;
        }
        int at = typeEnd;
        for (String part : parts) {
            String name = part.stripLeading();
            out.add(java.util.Map.entry(at + part.length() - name.length() - type.length() - 1, type + " " + name));
            at += part.length() + 1;
        }
        return out;
    }

    /** A counted loop's variable, LOW, comparison and HIGH, or null where the head is no such loop. */
    static Matcher countedLoop(String head) {
        Matcher m = COUNTED_LOOP.matcher(head);
        return m.find() ? m : null;
    }

    private static int skipSpace(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The index of the bracket closing the one at {@code open}, or -1. */
    private static int matching(String text, int open, char opening, char closing) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == opening) {
                depth++;
            } else if (c == closing && --depth == 0) {
                return i;
            } else if (opening != '{' && (c == '{' || c == '}')) {
                return -1;   // not a head after all
            }
        }
        return -1;
    }
}
