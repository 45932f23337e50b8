package cuteprover.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The proof cache keeps itself out of the adopter's git status. */
class CacheDirectoryTest {

    @TempDir
    Path tmp;

    @Test
    void theCacheDirectoryIgnoresItselfInGit() throws Exception {
        Path spec = tmp.resolve("a.cute");
        Files.writeString(spec, "prove a: bijective((4,2):(1,4))\n");
        Path cache = tmp.resolve(".cute-cache");
        assertEquals(0, SpecRuns.check(spec.toString(), "--cache-dir", cache.toString()).status());
        Path ignore = cache.resolve(".gitignore");
        assertTrue(Files.readAllLines(ignore).contains("*"), "every file of the cache is ignored");
        Files.writeString(ignore, "# the adopter's own\n");
        SpecRuns.check(spec.toString(), "--cache-dir", cache.toString());
        assertEquals("# the adopter's own\n", Files.readString(ignore), "an existing .gitignore is left as it is");
        Path none = tmp.resolve("none");
        SpecRuns.check(spec.toString(), "--no-cache", "--cache-dir", none.toString());
        assertFalse(Files.exists(none), "--no-cache creates nothing");
    }
}
