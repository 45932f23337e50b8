package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A counterexample on the console: a small layout is drawn with its cells marked, a tall one is not (a CI log). */
class ConsoleCounterexampleTest {

    @TempDir
    Path tmp;

    @Test
    void aTallLayoutIsNotDrawnIntoTheLog() throws Exception {
        String small = SpecRuns.checkLines(tmp, "prove small: injective((4,2):(1,3))");
        assertTrue(small.contains("+----+") && small.contains("3* |"), small);
        String tall = SpecRuns.checkLines(tmp, "prove tall: injective((64,4):(1,32))");
        assertTrue(tall.contains("REFUTED") && tall.contains("x = "), tall);
        assertTrue(tall.lines().count() < 15, "the witness lines without a 64-row table: " + tall.lines().count() + " lines\n" + tall);
    }
}
