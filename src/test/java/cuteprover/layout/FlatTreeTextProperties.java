package cuteprover.layout;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The lean path's text, written and read a word at a time ({@link FlatTree}), is the ordinary
 * decimal text: any long is written as {@link Long#toString} writes it (the table below 1,000 and
 * the digit loop above it, the edges between them included), and a written layout reads back
 * to the same text.
 */
class FlatTreeTextProperties {

    @Property(tries = 20_000)
    void aNumberIsWrittenAsLongToStringWritesIt(@ForAll("numbers") long v) {
        byte[] out = new byte[40];
        int end = FlatTree.writeNumber(out, 3, v);
        assertEquals(Long.toString(v), new String(out, 3, end - 3, StandardCharsets.US_ASCII));
    }

    @Provide
    Arbitrary<Long> numbers() {
        return Arbitraries.oneOf(Arbitraries.longs().between(-20, 20_000), Arbitraries.longs())
                .edgeCases(c -> c.add(9L, 10L, 99L, 100L, 999L, 1000L, 9999L, Long.MAX_VALUE, Long.MIN_VALUE, -1L));
    }

    @Property(tries = 5_000)
    void aWrittenLayoutReadsBackToTheSameText(@ForAll("layouts") Layout l) {
        String text = l.toString();
        FlatTree t = LeanCertificateProperties.flatTree(l);
        if (t == null) {
            return; // a negative stride: not a lean literal
        }
        byte[] out = new byte[t.maxChars()];
        int end = t.write(out, 0);
        assertEquals(text, new String(out, 0, end, StandardCharsets.US_ASCII));
    }

    @Property(tries = 3_000)
    void aPackedLayoutLoadsBackToTheSameLayout(@ForAll("layouts") Layout l, @ForAll("layouts") Layout other) {
        FlatTree t = LeanCertificateProperties.flatTree(l);
        FlatTree before = LeanCertificateProperties.flatTree(other);
        if (t == null || before == null) {
            return;
        }
        long[] packed = new long[2 + t.packedLength()];
        assertEquals(packed.length, t.pack(packed, 2));
        // loaded over another layout (a reused working tree), from the middle of an array
        assertEquals(packed.length, before.load(packed, 2));
        byte[] out = new byte[before.maxChars()];
        assertEquals(l.toString(), new String(out, 0, before.write(out, 0), StandardCharsets.US_ASCII));
    }

    @Provide
    Arbitrary<Layout> layouts() {
        return Arbitraries.oneOf(Gen.layouts(), Gen.nonNegativeLayouts(), Gen.injectiveLayouts());
    }
}
