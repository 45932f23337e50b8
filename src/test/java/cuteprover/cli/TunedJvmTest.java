package cuteprover.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A bare start of the jar gets the launcher's flags (C1 only, the serial collector); a caller's own collector or compiler choice is kept. */
class TunedJvmTest {

    @Test
    void theCallersChoicesAreKept() {
        List<String> wanted = TunedJvm.flags();
        assertEquals(wanted, TunedJvm.missing(List.of("-Xss1g", "-Dx=1"), wanted));
        assertEquals(List.of("-XX:TieredStopAtLevel=1"), TunedJvm.missing(List.of("-XX:+UseG1GC"), wanted));
        assertEquals(List.of("-XX:+UseSerialGC"), TunedJvm.missing(List.of("-XX:-TieredCompilation"), wanted));
        assertEquals(List.of(), TunedJvm.missing(List.of("-XX:+UseParallelGC", "-XX:TieredStopAtLevel=4"), wanted));
    }

    /** Tests run from classes, not from the jar: whoever started them chose the JVM, and nothing is re-run. */
    @Test
    void classesOnAClassPathAreNotRelaunched() {
        assertNull(TunedJvm.relaunch(new String[] {"check"}));
    }
}
