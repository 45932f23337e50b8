package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.List;

/**
 * One statement of a spec file. Expressions are parsed with the same parser as {@code eval} and
 * {@code prove}; {@link Located} maps their offsets back to file positions.
 */
public sealed interface Statement {

    SourcePos pos();

    /** {@code include "other.cute"}: brings the other file's parameters, assumptions and definitions into scope. */
    record Include(String path, SourcePos pos) implements Statement { }

    /** {@code param M, N where COND}: shape variables and their assumptions. */
    record Param(List<String> names, Located<Expr> where, SourcePos pos) implements Statement { }

    /** {@code assume COND}: a further assumption on the parameters. */
    record Assume(Located<Expr> condition, SourcePos pos) implements Statement { }

    /**
     * {@code let NAME = EXPR}: a named integer, layout, tiler, swizzled or thread-value layout; {@code cpp} where it is a
     * pasted C++ declaration ({@code auto sA = ...;}), which a later C++ declaration may shadow (a kernel's device code
     * declares again the names of its host code).
     */
    record Let(String name, Located<Expr> value, SourcePos pos, boolean cpp) implements Statement {
        Let(String name, Located<Expr> value, SourcePos pos) {
            this(name, value, pos, false);
        }

        Let asCpp() {
            return new Let(name, value, pos, true);
        }
    }

    /** {@code model NAME = EXPR}: a hardware model, usable from other files by name. */
    record Model(String name, Located<Expr> value, SourcePos pos) implements Statement { }

    /** {@code use MODEL as NAME}: binds a hardware model from hardware-models/ to a local name. */
    record Use(String model, String alias, SourcePos pos) implements Statement { }

    /**
     * A statement with a syntax error; when it was a definition, its name is kept so that later uses are skipped instead
     * of reported as unknown names. {@code deferredReason}: a pasted C++ declaration's error, reported only where a
     * property reads the name (else null: the error was reported).
     */
    record Unreadable(String definedName, String deferredReason, SourcePos pos, String text) implements Statement {
        Unreadable(String definedName, String deferredReason, SourcePos pos) {
            this(definedName, deferredReason, pos, "");
        }
    }

    /** {@code prove [NAME:] PROPERTY} or {@code expect refuted [NAME:] PROPERTY}. */
    record Prove(String name, Located<Expr> property, boolean expectRefuted, SourcePos pos) implements Statement { }

    /**
     * The head of a C++ block pasted from a kernel ({@code for (...)}, {@code if (...)}, {@code while (...)}, a bare
     * opening brace): what is declared inside holds until its {@link BlockEnd}. A counted loop, {@code for (int k = A; k < B;
     * ++k)}, declares its variable as a parameter with its range as the assumption ({@code range}, else null): what is
     * proved inside holds for every iteration. {@code guard} is the condition of an {@code if (COND)} head (else null);
     * {@code function} the signature of a function definition's head (else null).
     */
    record BlockStart(String loopVariable, Located<Expr> range, Located<Expr> guard, CppFunction function, SourcePos pos,
                      boolean bare, Branch branch)
            implements Statement {
        /** A block under a head (a loop, an if, a function...): not bare. */
        BlockStart(String loopVariable, Located<Expr> range, Located<Expr> guard, CppFunction function, SourcePos pos) {
            this(loopVariable, range, guard, function, pos, false, Branch.NONE);
        }

        BlockStart(String loopVariable, Located<Expr> range, Located<Expr> guard, CppFunction function, SourcePos pos, boolean bare) {
            this(loopVariable, range, guard, function, pos, bare, Branch.NONE);
        }
    }

    /**
     * Whether a block is an {@code if}'s body, an {@code else}'s (also {@code else if}), a loop's or a switch's ({@code
     * for}, {@code while}, {@code do}, {@code switch}), or none of them.
     */
    enum Branch { IF, ELSE, LOOP, NONE }

    /**
     * A kernel launch, {@code gemm_device<<<dimGrid, dimBlock, smem_size>>>(prob_shape, cta_tiler, A, dA, sA, ...);} or
     * {@code cutlass::launch_kernel_on_cluster(params, kernel_ptr, ...)}: the kernel's body, read where it is defined, is
     * checked here with its parameters bound to the arguments (an argument that does not read is null) and CUDA's
     * indices ranging over the grid and the block (null where not known); {@code cluster}, the cluster's shape of a
     * cluster launch (null: one CTA a cluster).
     */
    record Launch(String kernel, List<Located<Expr>> arguments, Located<Expr> grid, Located<Expr> block, Located<Expr> cluster,
                  SourcePos pos) implements Statement { }

    /**
     * A call of a host function the file defines, {@code gemm_host(device_A.data().get(), layout_A, ...);} as main()
     * calls it: the function's body, read where it is defined, is checked here with its parameters bound to the
     * arguments (one that does not read is null) and its template parameters to {@code templateArguments} (explicit,
     * {@code f<T>(...)}), or to the types its parameters deduce.
     */
    record HostCall(String function, List<Located<Expr>> templateArguments, List<Located<Expr>> arguments, SourcePos pos)
            implements Statement { }

    /**
     * A container of elements, {@code thrust::device_vector<TypeA> device_A = host_A;} ({@code thrust::host_vector},
     * {@code std::vector}, {@code cutlass::DeviceAllocation}): its data pointer, {@code device_A.data().get()}, points to
     * elements of that type, which a host function's {@code TypeA const*} parameter deduces.
     */
    record ArrayDeclaration(String name, String elementType, SourcePos pos) implements Statement { }

    /**
     * A kernel named with its template arguments, {@code auto* kernel_ptr = &gemm_device<decltype(prob_shape), ...>;}
     * ({@code auto kernel_fptr = gemm_device<...>;}, a {@code reinterpret_cast<void const*>(&gemm_device<...>)}): a launch
     * through the alias binds the kernel's template parameters to these arguments (one that does not read is null).
     */
    record KernelAlias(String alias, String kernel, List<Located<Expr>> templateArguments, SourcePos pos) implements Statement { }

    /**
     * A statement that leaves the function ({@code return;}, {@code exit(1);}, {@code throw}): in a block whose head is
     * {@code if (COND)}, the code after the block runs only where COND fails, which becomes an assumption there.
     */
    record Exit(SourcePos pos) implements Statement { }

    /**
     * Where a branch of a preprocessor conditional whose condition is not known starts ({@code #ifdef X}, its {@code
     * #else}), or where the conditional ends ({@code end}): each branch is read, and a guard in it does not hold after it
     * (the branch may not be compiled); a name declared in two branches is not known after the conditional.
     */
    record Conditional(int id, boolean end, String condition, SourcePos pos) implements Statement { }

    /**
     * A {@code goto}: the code it jumps over, guards among it, is read as if it ran, so no property after it in its
     * function is checked.
     */
    record Goto(SourcePos pos) implements Statement { }

    /** The end of a C++ block (its closing brace, or the end of a braceless body's one statement). */
    record BlockEnd(SourcePos pos) implements Statement { }

    /**
     * A C++ assignment to a declared name ({@code x = ...;}, {@code ++x;}, {@code x += 2;}): the name's value is not
     * followed from there on, so reading it is an error that says so.
     */
    record Assignment(String name, SourcePos pos) implements Statement { }

    /**
     * A C++ statement that is not followed and may write the names it passes by address or by reference
     * ({@code sscanf(argv[1], "%d", &m);}, {@code cmd.get_cmd_line_argument("m", m);}): from there on they are read as
     * after an assignment, except that a variable declared with an integer type ({@code integers}: {@code int m = 5120;})
     * is a run-time value, a parameter. {@code call} is the statement as written, for the message; a name declared
     * {@code const} or {@code constexpr} is not among them (C++ cannot write it).
     */
    record MayWrite(List<String> names, List<String> integers, String call, SourcePos pos) implements Statement { }

    /**
     * A C++ struct pasted from a kernel ({@code template <...> struct SharedStorage { ... };}): a definition of its name,
     * instantiated as {@code SharedStorage<half_t, ...>} and measured with {@code sizeof}.
     */
    record StructDefinition(cuteprover.expr.CppStruct struct, SourcePos pos) implements Statement { }
}
