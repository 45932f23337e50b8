/**
 * {@code cute-prover lsp}: a Language Server Protocol server over stdio (Eclipse LSP4J). It runs the check pipeline
 * ({@code SpecLoader}, {@code Checker}, the proof cache) on a file when an editor opens or saves it and publishes the
 * findings as diagnostics; it answers hover (a name's value, as CuTe prints it) and go to definition (lets, includes)
 * for spec files. One process stays up: the JVM, the solver's native library, compiled code and the proof cache's
 * answers are paid for once per editor session, not once per save.
 */
package cuteprover.lsp;
