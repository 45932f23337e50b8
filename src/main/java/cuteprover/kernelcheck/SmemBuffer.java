package cuteprover.kernelcheck;

/**
 * A shared-memory layout the translation unit instantiates: its name in the kernel's terms ({@code SmemLayoutA},
 * {@code CollectiveMainloop::SmemLayoutA}), its value in our spec language (from the compiler's type), and the offset
 * in the compiled text of the C++ declaration that defined it.
 */
public record SmemBuffer(String name, String layout, int offset) { }
