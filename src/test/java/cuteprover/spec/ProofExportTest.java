package cuteprover.spec;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProofExportTest {

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
