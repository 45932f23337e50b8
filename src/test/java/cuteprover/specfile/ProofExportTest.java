package cuteprover.specfile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProofExportTest {

    @TempDir
    Path dir;

    private List<String> stems(String... lines) throws IOException {
        Files.writeString(dir.resolve("k.cute"), String.join("\n", lines) + "\n");
        SpecLoader loader = new SpecLoader(new ModelRegistry(List.of()), dir);
        loader.load(dir.resolve("k.cute"));
        return loader.result().obligations().stream().map(ProofExport::stem).toList();
    }

    @Test
    void proofFilesAreNamedByFileAndPropertyNotByLine() throws IOException {
        List<String> before = stems("prove tile_ok: bijective((4,8):(8,1))", "prove injective((4,8):(1,4))");
        List<String> after = stems("# a comment added above", "let X = 4:1", "prove tile_ok: bijective((4,8):(8,1))",
                "prove injective((4,8):(1,4))");
        assertEquals(before, after);
        assertTrue(before.get(0).endsWith("k__tile_ok"), before.get(0));
        assertNotEquals(before.get(1), stems("prove injective((4,8):(1,8))").get(0), "an unnamed property is named by its text");
    }

    @Test
    void letNamesAreNumberedInOrderOfAppearance() {
        assertEquals("(let ((?t0 (* 2 x))) (let (($t1 (= ?t0 ?t0))) $t1))",
                ProofExport.canonicalLetNames("(let ((?x46 (* 2 x))) (let (($x12 (= ?x46 ?x46))) $x12))"));
    }

    @Test
    void emptyConnectivesBecomeSmtLibConstants() {
        assertEquals("(let (($t3 (and true $t2))) (or false $t3))",
                ProofExport.standardNullaryConnectives("(let (($t3 (and and $t2))) (or or $t3))"));
        assertEquals("(and a b)", ProofExport.standardNullaryConnectives("(and a b)"));
    }
}
