package cuteprover.lsp;

import com.google.gson.JsonObject;
import org.eclipse.lsp4j.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server keeps the hardware models' registry between checks ({@link WarmModels}); an edited model is never stale. */
class ModelEditsTest {

    @TempDir
    Path tmp;

    @Test
    void anEditedOrAddedModelIsWhatTheNextCheckReads() throws Exception {
        Path models = Files.createDirectories(tmp.resolve("hardware-models"));
        Path tiles = models.resolve("tiles.cute");
        Files.writeString(tiles, "model my.tile = (4,8):(1,4)\n", StandardCharsets.UTF_8);
        Path spec = Files.createDirectories(tmp.resolve("specs")).resolve("uses.cute");
        Files.writeString(spec, "prove t: injective(my.tile)\n", StandardCharsets.UTF_8);
        JsonObject options = new JsonObject();
        options.addProperty("cacheDir", tmp.resolve("cache").toString());
        try (LspSession lsp = new LspSession(tmp, options, root -> List.of(root.resolve("hardware-models")))) {
            assertEquals(List.of(), lsp.open(spec));
            assertEquals(List.of(), lsp.open(tiles));

            Files.writeString(tiles, "model my.tile = (4,8):(1,1)\n", StandardCharsets.UTF_8);
            assertEquals(List.of(), lsp.save(tiles));
            List<Diagnostic> refuted = lsp.next(spec);
            assertEquals(1, refuted.size(), "the edited model's value: " + refuted);
            assertTrue(refuted.get(0).getMessage().contains("(4,8):(1,1)"), refuted.get(0).getMessage());

            Files.writeString(models.resolve("more.cute"), "model my.other = 8:1\n", StandardCharsets.UTF_8);
            Files.writeString(spec, "prove o: injective(my.other)\n", StandardCharsets.UTF_8);
            assertEquals(List.of(), lsp.save(spec), "a model in a new file is known");
        }
    }
}
