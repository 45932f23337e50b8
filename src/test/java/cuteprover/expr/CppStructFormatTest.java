package cuteprover.expr;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * Two pasted structs of one name with different members must not look alike to the proof cache, which keys an
 * obligation by its definitions' text (a stale sizeof came back from the cache before).
 */
class CppStructFormatTest {

    @Test
    void structsOfOneNameWithOtherMembersFormatApart() {
        CppStruct a = new CppStruct("S", List.of(), List.of(new CppStruct.Member("A", Parser.parse("half_t"), Parser.parse("1024"), 1, 16,
                null, null)), Map.of(), false);
        CppStruct b = new CppStruct("S", List.of(), List.of(new CppStruct.Member("A", Parser.parse("half_t"), Parser.parse("2048"), 1, 16,
                null, null)), Map.of(), false);
        CppStruct union = new CppStruct("S", List.of(), a.members(), Map.of(), true);
        assertNotEquals(Values.format(a), Values.format(b));
        assertNotEquals(Values.format(a), Values.format(union));
        CppStruct.Instance ia = new CppStruct.Instance(a, "", Map.of(), List.of());
        CppStruct.Instance ib = new CppStruct.Instance(b, "", Map.of(), List.of());
        assertNotEquals(Values.format(ia), Values.format(ib));
    }
}
