package cuteprover.hw;

import cuteprover.specfile.ModelRegistry;
import cuteprover.specfile.Obligation;
import cuteprover.specfile.SpecLoader;
import cuteprover.symbolic.ProofSession;
import cuteprover.symbolic.ProverOptions;
import cuteprover.symbolic.Verdict;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The properties written in hardware-models/ hold: every {@code prove} is PROVED and every
 * {@code expect refuted} is REFUTED, by the symbolic prover (what {@code check} runs) and, for the
 * parameter-free files, by brute-force enumeration ({@link ConcreteCheck}).
 */
class HwPropertiesTest {

    static List<Obligation> obligations() throws IOException {
        SpecLoader loader = new SpecLoader(new ModelRegistry(List.of(HwModelFilesTest.ROOT)),
                HwModelFilesTest.ROOT);
        for (Path f : HwModelFilesTest.specFiles()) {
            loader.load(f);
        }
        assertEquals(List.of(), loader.result().errors());
        return loader.result().obligations();
    }

    @Test
    void everyPropertyHasItsExpectedVerdictFromTheProver() throws IOException {
        List<String> wrong = new ArrayList<>();
        int proved = 0;
        try (ProofSession session = new ProofSession(ProverOptions.defaults().withTimeoutMs(20_000))) {
            for (Obligation o : obligations()) {
                Verdict v = session.prove(o.property(), o.assumptions(), o.definitions());
                Verdict.Kind expected = o.expectRefuted() ? Verdict.Kind.REFUTED : Verdict.Kind.PROVED;
                if (v.kind() != expected) {
                    wrong.add(o.pos() + " " + o.label() + ": " + String.join(" / ", v.lines()));
                }
                proved++;
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(proved > 300, "obligations decided: " + proved);
    }

    @Test
    void everyParameterFreePropertyHoldsByEnumeration() throws IOException {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Obligation o : obligations()) {
            if (!o.assumptions().isEmpty()) {
                continue;
            }
            boolean holds = ConcreteCheck.holds(o.property(), o.definitions());
            if (holds == o.expectRefuted()) {
                wrong.add(o.pos() + " " + o.label() + ": " + (holds ? "holds" : "fails"));
            }
            checked++;
        }
        assertEquals(List.of(), wrong);
        assertTrue(checked > 300, "obligations enumerated: " + checked);
    }
}
