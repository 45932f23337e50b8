package cuteprover.specfile;

import cuteprover.layout.Layout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpecLoaderTest {

    @TempDir
    Path dir;

    private SpecLoader.Loaded load(Path models, String... files) {
        SpecLoader loader = new SpecLoader(new ModelRegistry(models == null ? List.of() : List.of(models)), dir);
        for (String f : files) {
            loader.load(dir.resolve(f));
        }
        return loader.result();
    }

    private void write(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, String.join("\n", lines) + "\n");
    }

    @Test
    void obligationsCaptureTheScopeAtTheirLine() throws IOException {
        write("common.cute", "param M where M % 8 == 0", "let T = (8,M/8):(M/8,1)", "prove bijective(T)");
        write("main.cute", "include \"common.cute\"", "param N where N >= 1", "let A = (M,N):(1,M)",
                "prove bijective(A)", "assume N <= 64", "expect refuted inj: injective((M,N):(1,8))");
        SpecLoader.Loaded l = load(null, "main.cute");
        assertEquals(List.of(), l.errors());
        assertEquals(2, l.obligations().size(), "an included file's own properties are not imported");
        Obligation first = l.obligations().get(0);
        assertEquals(new SourcePos("main.cute", 4, 1), first.pos());
        assertEquals(List.of("M % 8 == 0", "N >= 1"), first.assumptionTexts());
        assertEquals("(M,N):(1,M)", first.definitions().get("A").toString());
        assertEquals("(8,M/8):(M/8,1)", first.definitions().get("T").toString());
        Obligation second = l.obligations().get(1);
        assertEquals(List.of("M % 8 == 0", "N >= 1", "N <= 64"), second.assumptionTexts());
        assertTrue(second.expectRefuted());
        assertEquals("inj", second.label());
    }

    @Test
    void errorsAreLocatedAndTheRestIsStillChecked() throws IOException {
        write("a.cute", "include \"b.cute\"", "let X = 4:1");
        write("b.cute", "include \"a.cute\"");
        write("errors.cute",
                "param M",
                "let A = (M,K):(1,M)",
                "let B = (4,8):(1,(2,3))",
                "let A2 = 8:1",
                "let A2 = 4:1",
                "let C = composition(4:1, 2:5, 3)",
                "prove bijective(Q)",
                "include \"missing.cute\"",
                "prove bijective(A2)");
        SpecLoader.Loaded l = load(null, "errors.cute", "a.cute");
        List<String> messages = l.errors().stream().map(Diagnostic::toString).toList();
        assertTrue(messages.contains("errors.cute:2:12: unknown name 'K' (declare it with param or let) (did you mean M?)"), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("errors.cute:3:9: shape (4,8) and stride (1,(2,3)) are not congruent")), messages.toString());
        assertTrue(messages.contains("errors.cute:5:1: 'A2' is already defined at errors.cute:4:1"), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("errors.cute:6:9: unknown function 'composition'")
                || m.startsWith("errors.cute:6:9: composition takes")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("errors.cute:7:17: unknown name 'Q' (declare it with param or let)")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("errors.cute:8:1: cannot read missing.cute")), messages.toString());
        assertTrue(messages.contains("b.cute:1:1: include cycle: a.cute -> b.cute -> a.cute"), messages.toString());
        assertEquals(1, l.obligations().size(), "the good property after the errors is still collected");
    }

    @Test
    void hardwareModelsResolveByNameAndByUse() throws IOException {
        write("hw/sm80.cute", "model sm80.test.C = ((4,8),(2,2)):((32,1),(16,8))");
        write("use.cute", "use sm80.test.C as C", "prove bijective(C)", "prove injective(sm80.test.C)", "use sm80.nope as D");
        SpecLoader.Loaded l = load(dir.resolve("hw"), "use.cute");
        assertEquals(1, l.errors().size(), l.errors().toString());
        assertTrue(l.errors().get(0).toString().startsWith("use.cute:4:1: unknown hardware model 'sm80.nope'"));
        assertEquals(2, l.obligations().size());
        Layout c = assertInstanceOf(Layout.class, l.obligations().get(0).definitions().get("C"));
        assertEquals("((4,8),(2,2)):((32,1),(16,8))", c.toString());
        assertEquals(c, l.obligations().get(1).definitions().get("sm80.test.C"));
    }
    /** Found by the soundness fuzz: the README's "later ranges may use earlier binders" was an unknown name in spec files. */
    @Test
    void aLaterForallRangeReadsAnEarlierBinder() throws IOException {
        write("ranges.cute", "param N", "prove p: forall i in [0, N), j in [i, N): i <= j",
                "prove q: forall i in [0, N), j in [0, k): i <= j");
        SpecLoader.Loaded l = load(null, "ranges.cute");
        List<String> messages = l.errors().stream().map(Diagnostic::toString).toList();
        assertEquals(List.of("ranges.cute:3:39: unknown name 'k' (declare it with param or let) (did you mean N?)"), messages);
        assertEquals(1, l.obligations().size());
    }
}
