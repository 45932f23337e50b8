package cuteprover.expr;

/**
 * Assembles the function table from the operation families. Each family owns its registrations,
 * so adding an operation touches its own class and one line here.
 */
public final class Functions {

    public static final FunctionTable TABLE = build();

    private Functions() {
    }

    private static FunctionTable build() {
        FunctionTable t = new FunctionTable();
        BasicFunctions.register(t);
        ArithmeticFunctions.register(t);
        ElementComparisons.register(t);
        ViewFunctions.register(t);
        AlgebraFunctions.register(t);
        CategoryFunctions.register(t);
        AtomFunctions.register(t);
        CopyFunctions.register(t);
        SmemFunctions.register(t);
        TmaFunctions.register(t);
        RetileFunctions.register(t);
        ModeFunctions.register(t);
        ThreadSlice.register(t);
        FragmentFunctions.register(t);
        DeclaredContracts.declare(t);
        return t;
    }
}
