package cuteprover.cxx;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Clang's printed record layouts: the size of each record asked for, matched without tags and spaces. */
class RecordLayoutsTest {

    private static final String DUMP = String.join("\n",
            "",
            "*** Dumping AST Record Layout",
            "Type: struct S",
            "",
            "Layout: <ASTRecordLayout",
            "  Size:4096",
            "  DataSize:4096",
            "  Alignment:1024",
            "  FieldOffsets: [0, 3200]>",
            "",
            "*** Dumping AST Record Layout",
            "Type: struct Storage<struct cutlass::half_t, 8>",
            "",
            "Layout: <ASTRecordLayout",
            "  Size:1024",
            "  DataSize:1024",
            "  Alignment:1024",
            "  FieldOffsets: [0, 128]>",
            "");

    @Test
    void sizesInBytesOfTheRecordsAskedFor() {
        Map<String, Long> sizes = RecordLayouts.parse(DUMP, Set.of(RecordLayouts.key("Storage<cutlass::half_t, 8>"), "T"));
        assertEquals(Map.of("Storage<cutlass::half_t,8>", 128L), sizes);
        assertEquals(Map.of("S", 512L), RecordLayouts.parse(DUMP, Set.of("S")));
        assertEquals(Map.of(), RecordLayouts.parse(DUMP, Set.of()));
    }

    @Test
    void arraysAndScalarsFromTheirElements() {
        SizeOf sizes = new SizeOf(new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode().put("S", 512L));
        assertEquals(2048L, sizes.bytes("float[8][64]"));
        assertEquals(1024L, sizes.bytes("S[2]"));
        assertEquals(8L, sizes.bytes("const S *"));
        assertEquals(null, sizes.bytes("Unknown"));
    }
}
