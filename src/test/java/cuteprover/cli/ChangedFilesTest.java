package cuteprover.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cuteprover.cxx.CxxTestSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** check --changed: a change re-checks what depends on it, and a finding reached through an include names the chain. */
class ChangedFilesTest {

    @TempDir
    Path tmp;

    private Path write(String name, String text) throws IOException {
        return SpecRuns.write(tmp, name, text);
    }

    @Test
    void aChangedIncludeRechecksItsIncludersAndTheFindingNamesTheChain() throws Exception {
        Path common = write("specs/common.cute", "let T = (4,2):(1,3)\n");
        write("specs/mid.cute", "include \"common.cute\"\n");
        Path uses = write("specs/uses.cute", "# the tile\ninclude \"mid.cute\"\nprove tile_ok: bijective(T)\n");
        write("specs/alone.cute", "prove alone: bijective(8:1)\n");
        write("specs/broken.cute", "prove broken: no_such_function(8:1)\n");   // not reached: its error is not this change's
        Path sarif = tmp.resolve("r.sarif");
        Path json = tmp.resolve("r.json");
        SpecRuns.Run run = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--jobs", "1", "--sarif", sarif.toString(),
                "--json", json.toString(), "--changed", common.toString());
        assertEquals(1, run.status(), run.out());
        assertTrue(run.out().contains("REFUTED  " + uses + ":3:1  tile_ok"), run.out());
        assertTrue(run.out().contains("reached through: " + uses + ":2:1 include \"mid.cute\" -> " + tmp.resolve("specs/mid.cute")
                + ":1:1 include \"common.cute\" -> " + common + ":1:1 changed"), run.out());
        assertFalse(run.out().contains("alone") || run.out().contains("no_such_function"), run.out());
        assertTrue(run.out().contains("changed: 3 of 5 spec files and kernel sources reach 1 changed file"), run.out());

        JsonNode sarifDoc = new ObjectMapper().readTree(sarif.toFile());
        try (var in = Files.newInputStream(Path.of("src/test/resources/schemas/sarif-schema-2.1.0.json"))) {
            var errors = com.networknt.schema.JsonSchemaFactory.getInstance(com.networknt.schema.SpecVersion.VersionFlag.V4)
                    .getSchema(new ObjectMapper().readTree(in)).validate(sarifDoc);
            assertTrue(errors.isEmpty(), "relatedLocations as SARIF 2.1.0 has them: " + errors);
        }
        JsonNode result = sarifDoc.path("runs").get(0).path("results").get(0);
        JsonNode related = result.path("relatedLocations");
        assertEquals(3, related.size(), result.toString());
        assertEquals(2, related.get(0).path("physicalLocation").path("region").path("startLine").asInt());
        assertTrue(related.get(2).path("physicalLocation").path("artifactLocation").path("uri").asText().endsWith("specs/common.cute"));
        JsonNode report = new ObjectMapper().readTree(json.toFile());
        CheckReportSchema.requireValid(report);
        assertEquals(3, report.path("results").get(0).path("includedFrom").size(), report.toString());

        SpecRuns.Run gcc = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--jobs", "1", "--format", "gcc",
                "--changed", common.toString());
        assertTrue(gcc.out().contains(uses + ":2:1: note: reached through include \"mid.cute\"\n" + tmp.resolve("specs/mid.cute")
                + ":1:1: note: reached through include \"common.cute\"\n" + common + ":1:1: note: changed file"), gcc.out());

        SpecRuns.Run unrelated = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--jobs", "1",
                "--changed", tmp.resolve("specs/alone.cute").toString());
        assertEquals(0, unrelated.status(), unrelated.out());
        assertTrue(unrelated.out().contains("alone") && !unrelated.out().contains("tile_ok"), unrelated.out());
    }

    @Test
    void aChangedSpecOutsideThePathsIsCheckedAndAnUnreadFileChecksNothing() throws Exception {
        write("specs/a.cute", "prove a: bijective(4:1)\n");
        Path elsewhere = write("more/b.cute", "prove b: injective((2,2):(1,1))\n");
        SpecRuns.Run run = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--changed", elsewhere.toString());
        assertEquals(1, run.status(), run.out());
        assertTrue(run.out().contains("REFUTED  " + elsewhere + ":1:1  b"), run.out());
        SpecRuns.Run none = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--changed", tmp.resolve("README.md").toString());
        assertEquals(0, none.status(), none.out());
        assertTrue(none.out().contains("changed: 0 of 1 spec files and kernel sources reach 1 changed file"), none.out());
    }

    @Test
    void githubAnnotatesTheFindingsInTheChangedFilesFirst() throws Exception {
        Path common = write("specs/zz_common.cute", "let T = (4,2):(1,3)\nprove in_common: injective((2,2):(1,1))\n");
        Path uses = write("specs/aa_uses.cute", "include \"zz_common.cute\"\nprove via_include: bijective(T)\n");
        SpecRuns.Run run = SpecRuns.check(tmp.resolve("specs").toString(), "--no-cache", "--jobs", "1", "--format", "github",
                "--changed", common.toString());
        assertEquals(1, run.status(), run.out());
        java.util.List<String> files = run.out().lines().filter(l -> l.startsWith("::error ")).map(l -> l.replaceFirst(",line=.*", "")).toList();
        assertEquals(java.util.List.of("::error file=" + common, "::error file=" + uses), files,
                "the changed file's finding before the one reached through it (file order would put aa_uses first): " + run.out());
    }

    @Test
    void aChangedHeaderRechecksTheKernelWhoseTranslationUnitReadIt() throws Exception {
        CxxTestSupport.requireClangAndCutlass();
        Path header = write("kernels/tile.cuh", "#pragma once\n#include <cute/tensor.hpp>\n"
                + "inline auto tile_layout() { return cute::make_layout(cute::make_shape(cute::Int<8>{}, cute::Int<4>{})); }\n");
        Path kernel = write("kernels/gemm.cu", "#include <cute/tensor.hpp>\n#include \"tile.cuh\"\nusing namespace cute;\n"
                + "void host() {\n  auto tile = tile_layout();\n  prove tile_size: size(tile) == 32\n}\n");
        write("kernels/other.cu", "#include <cute/tensor.hpp>\nvoid host2() {\n  auto t = cute::make_layout(cute::Int<4>{});\n"
                + "  prove other_size: size(t) == 4\n}\n");
        String flags = CxxTestSupport.flags("sm_90a");
        SpecRuns.Run run = SpecRuns.check(tmp.resolve("kernels").toString(), "--cxx-flags", flags, "--cache-dir",
                tmp.resolve("cache").toString(), "--changed", header.toString());
        assertEquals(0, run.status(), run.out());
        assertTrue(run.out().contains("PROVED   " + kernel + ":6:3  tile_size"), run.out());
        assertFalse(run.out().contains("other_size"), "other.cu did not read the header: " + run.out());

        Files.writeString(header, Files.readString(header).replace("cute::Int<4>{}", "cute::Int<2>{}"));
        SpecRuns.Run changed = SpecRuns.check(tmp.resolve("kernels").toString(), "--cxx-flags", flags, "--cache-dir",
                tmp.resolve("cache").toString(), "--changed", header.toString());
        assertEquals(1, changed.status(), changed.out());
        assertTrue(changed.out().contains("reached through: " + kernel + ":2:1 #include \"tile.cuh\" -> " + header + ":1:1 changed"),
                changed.out());
    }
}
