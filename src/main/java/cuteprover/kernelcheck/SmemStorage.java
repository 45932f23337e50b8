package cuteprover.kernelcheck;

/**
 * A kernel's shared storage: its name, the C++ type whose {@code sizeof} the compiler gives ({@code
 * SharedStorage<half_t, ...>}, {@code typename Gemm::GemmKernel::SharedStorage}), and the offset in the compiled text of
 * the declaration that defined it.
 */
public record SmemStorage(String name, String cxxType, int offset) { }
