/**
 * Hardware models (the {@code model} statements of {@code hardware-models/*.cute}) as access maps.
 *
 * <p>A model is a CuTe layout; its name says how to read its offsets as coordinates (see
 * {@link cuteprover.hw.ModelName}). {@link cuteprover.hw.AccessMap} turns a model into the rows that
 * {@code cute-prover hw map} prints, e.g. {@code thread value row col} for an MMA fragment in PTX's
 * orientation, and {@link cuteprover.hw.Observed} reads the maps and relations measured on silicon
 * ({@code hardware-models/observed/}) to compare them with the models. {@link cuteprover.hw.BundledModelSource}
 * serves the bundled models to {@code cuteprover.atom}, which builds CuTe's atoms on them without knowing the spec
 * language that reads them.
 */
package cuteprover.hw;
