package cuteprover.kernelcheck;

/**
 * A TiledMMA or TiledCopy the translation unit instantiates: its name in the kernel's terms ({@code mma},
 * {@code CollectiveMainloop::TiledMma}), whether it is an MMA, its value in our spec language (from the compiler's type,
 * null where the type does not read: {@code error} says why), and the offset in the compiled text of the C++ that
 * defined it.
 */
record TiledObject(String name, boolean mma, String value, int offset, String error) {

    String what() {
        return mma ? "TiledMMA" : "TiledCopy";
    }
}
