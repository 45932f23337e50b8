package cuteprover.symbolic;

import cuteprover.expr.Parser;
import cuteprover.symbolic.PropertyKind.Picture;
import cuteprover.symbolic.PropertyKind.Rule;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One table of property kinds: each kind has its goals, its rule and its picture, and the prover knows no other. */
class PropertyKindsTest {

    @Test
    void everyKindHasGoalsARuleAndAPicture() {
        Set<String> names = new HashSet<>();
        for (PropertyKind k : PropertyKinds.all()) {
            assertTrue(names.add(k.name()), "one kind per name: " + k);
            assertFalse(k.rule().shortText().isBlank() || k.rule().fullText().isBlank() || k.rule().help().isBlank(), k.name());
            assertTrue(k.picture() != null, k.name());
            assertTrue(k.isCall() || List.of("forall", "condition", "conjunction").contains(k.name()),
                    k.name() + " is neither a property call with goals of its own nor a form the prover states by its shape");
        }
    }

    @Test
    void everyPropertyTheProverKnowsIsAKindOfTheTable() {
        for (String name : KnownCalls.propertyNames()) {
            assertTrue(PropertyKinds.call(name).isPresent(), name);
        }
        assertEquals(KnownCalls.propertyNames(), PropertyKinds.callNames());
    }

    @Test
    void aKindWithoutGoalsRuleOrPictureCannotBeMade() {
        Rule rule = new Rule("s", "f", "h");
        PropertyKind.GoalBuilder goal = (scope, c, args) -> null;
        assertThrows(NullPointerException.class, () -> PropertyKind.call("k", 1, 1, null, Picture.ARGUMENTS, rule));
        assertThrows(NullPointerException.class, () -> PropertyKind.call("k", 1, 1, goal, null, rule));
        assertThrows(NullPointerException.class, () -> PropertyKind.call("k", 1, 1, goal, Picture.ARGUMENTS, null));
    }

    @Test
    void theShippedKindsHaveRulesOfTheirOwn() {
        for (String name : List.of("bijective", "injective", "image_within", "equal", "covers", "composition_valid",
                "covers_at_least_once", "tile_to_shape_valid", "complement_valid", "right_inverse_valid", "left_inverse_valid",
                "admissible", "descriptor_matches")) {
            Rule rule = PropertyKinds.call(name).orElseThrow().rule();
            assertFalse(rule.shortText().equals("The property " + name + " holds"), name + " falls to the generic rule");
        }
    }

    @Test
    void aPropertysKindIsItsOutermostCallForallOrCondition() {
        assertSame(PropertyKinds.call("injective").orElseThrow(), PropertyKinds.of(Parser.parse("injective((4,2):(1,4))")));
        assertSame(PropertyKinds.call("injective").orElseThrow(),
                PropertyKinds.of(Parser.parse("injective(8:1) && injective(4:2)")));
        assertSame(PropertyKinds.CONJUNCTION, PropertyKinds.of(Parser.parse("injective(8:1) && bijective(4:1)")));
        assertSame(PropertyKinds.FORALL, PropertyKinds.of(Parser.parse("forall i in [0, 4): i < 4")));
        assertSame(PropertyKinds.CONDITION, PropertyKinds.of(Parser.parse("size(8:1) == 8")));
    }
}
