package cuteprover.hw;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sm90.tma.swizzle.* models against cp.async.bulk.tensor on silicon (probes/tma_swizzle.cu): for
 * every mode and element size 1, 2 and 4 bytes, global box byte g landed at shared byte model(g).
 */
class TmaSwizzleObservedTest {

    private static final Path RAW = HwModelFilesTest.ROOT.resolve("observed").resolve("raw");
    private static final HardwareModels HW = HardwareModels.at(HwModelFilesTest.ROOT);

    @Test
    void everyModeAndElementSizeLandsWhereTheModelSays() {
        List<String> wrong = new ArrayList<>();
        int compared = 0;
        for (String mode : List.of("none", "32B", "64B", "128B")) {
            String name = "sm90.tma.swizzle." + mode;
            List<long[]> model = AccessMap.rows(ModelName.parse(name), HW.value(name));
            for (int e : new int[] {1, 2, 4}) {
                Path f = RAW.resolve("tma.swizzle." + mode + ".e" + e);
                assertTrue(Files.isRegularFile(f), f.toString());
                String diff = Observed.difference(model, Observed.read(f));
                if (diff != null) {
                    wrong.add(f.getFileName() + ": " + diff);
                }
                compared++;
            }
        }
        assertEquals(12, compared);
        assertEquals(List.of(), wrong);
    }

    @Test
    void aWrongSwizzleIsCaught() {
        // The comparison can fail: the 64B observation is not the 128B model.
        List<long[]> model = AccessMap.rows(ModelName.parse("sm90.tma.swizzle.128B"), HW.value("sm90.tma.swizzle.128B"));
        assertNotNull(Observed.difference(model, Observed.read(RAW.resolve("tma.swizzle.64B.e2"))));
    }
}
