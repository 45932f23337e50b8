package cuteprover.layout;

import cuteprover.cli.EvalCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Catalogue A §3.6 and §3.10 (composition) and §5 item 3 (admissibility regimes). Expected values
 * are what current CuTe C++ returns (compiled host program), or our error where CuTe's result is
 * wrong or CuTe refuses to compile. Where the catalogue differs from current CuTe it is noted.
 */
class CompositionTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // LM 2.21: current CuTe computes it (LM's "Static shape_div failure" is CUTLASS 3.5's)
            "composition((8,6,8):(1,16,108),8:4)|(2,4):(4,16)",
            "composition(4:1,2:5)|2:5",
            "composition((5,3):(1,7),2:5)|2:7",
            // catalogue: "CuTe static rejects (shape_div(4,5))"; current CuTe returns 4:1, which is right
            "composition((5,3):(1,7),4:1)|4:1",
            "composition(4:1,composition((5,3):(1,7),4:1))|4:1",
            // [CC 3.3.1] associativity lost: image(2:5) is not inside the domain of 4:1
            "composition((5,3):(1,7),composition(4:1,2:5))|2:7",
            "composition(composition((5,3):(1,7),4:1),2:5)|2:5",
            "composition(7:11,3:4)|3:44",
            "composition(7:11,(3,5):(6,3))|(3,5):(66,33)",
            // catalogue: CuTe static rejects; current CuTe returns Cecka's (2,3):(9,5)
            "composition((4,6,8,10):(2,3,5,7),6:12)|(2,3):(9,5)",
            "composition((1,2,8,10):(1,9,5,7),6:1)|(2,3):(9,5)",
            "composition((4,6,3):(2,3,5),6:12)|(2,3):(9,5)",
            // catalogue: CuTe static rejects; current CuTe returns 3:9 (coalesce to (8,8):(3,97), weak condition 3<8)
            "composition((4,2,8):(3,12,97),3:3)|3:9",
            "composition((4,1):(1,0),2:4)|2:0",
            "composition(4:1,2:4)|2:4",
            // Table 4, TV = ((4,8),2):((16,1),8)
            "composition((8,8):(1,8),((4,8),2):((16,1),8))|((4,8),2):((16,1),8)",
            "composition((8,8):(8,1),((4,8),2):((16,1),8))|((4,8),2):((2,8),1)",
            "composition((8,8):(1,9),((4,8),2):((16,1),8))|((4,8),2):((18,1),9)",
            "composition(((4,2),(2,4)):((2,16),(1,8)),((4,8),2):((16,1),8))|((4,(4,2)),2):((8,(2,16)),1)",
            "composition((8,8):(1@0,1@1),((4,8),2):((16,1),8))|((4,8),2):((2@1,1@0),1@1)",
            // identity layouts I_24
            "composition(24:1,(4,6):(1,4))|(4,6):(1,4)",
            "composition(24:1,(3,(4,2)):(1,(3,12)))|(3,(4,2)):(1,(3,12))",
            // §3.10
            "composition(24:3,8:3)|8:9",
            "composition((6,2,2):(2,1,20),8:3)|(2,2,2):(6,1,20)",
            "composition(24:3,(8,3):(3,1))|(8,3):(9,3)",
            // by-mode: untiled modes of A are dropped (current CuTe)
            "composition((12,(4,8),5):(59,(13,1),100),[3:4,8:2])|(3,(2,4)):(236,(26,1))",
            "composition((12,(4,8)):(59,(13,1)),(3,8))|(3,(4,2)):(59,(13,1))",
            "composition(8:1,[4:2])|(4):(2)",
            // coordinate-valued B composes mode by mode
            "composition((4,8):(8,1),(2,4):(1@1,1@0))|(2,4):(1,8)",
            "composition(8:-2,4:3)|4:-6",
            "composition((4,4):(1,8),4:-1)|4:-1",
            "composition((3,7):(0,5),7:3)|7:5",
            "composition((4,6):(1,5),2:0)|2:0",
    })
    void matchesCuteCpp(String input, String expected) {
        assertEquals(expected, EvalCommand.evaluateToLine(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // CuTe C++ returns (3,2):(2,3): wrong at index 5 (issue 2)
            "composition((6,2):(1,7),(3,2):(2,3))|composition is not admissible: R(5)=7 but A(B(5))=8; no layout with a shape compatible with (3,2) equals A∘B",
            // CuTe C++ returns (2,3):(6,3); Cecka: stride divisibility fails, true values 0,6,7,8,9,15
            "composition((4,6,8):(2,3,5),6:3)|composition is not admissible: R(2)=3 but A(B(2))=7; no layout",
            // CuTe C++: static_assert Shape Divisibility Condition; true values 0,2,4,6,3,5
            "composition((4,6,8):(2,3,5),6:1)|CuTe's shape divisibility condition fails at mode 0 of A coalesced to (4,6,8):(2,3,5)",
            "composition((4,2,8):(3,12,97),4:3)|CuTe's shape divisibility condition fails",
            "composition((4,2,8):(3,15,97),3:3)|CuTe's shape divisibility condition fails",
            // CuTe C++: static_assert Stride Divisibility Condition, yet A∘B is a layout
            "composition((4,6):(1,5),2:6)|CuTe's stride divisibility condition fails at mode 0 of A coalesced to (4,6):(1,5): the remaining stride 6 is neither a multiple of 4 nor less than it; A∘B is nevertheless the layout 2:7",
            // erratum 4: CuTe C++ returns (2,2):(4,2)
            "composition((6,8,2):(1,20,8),(2,2):(4,2))|R(3)=6 but A(B(3))=20",
            "composition((4,8):(1,4),[2:1,2:1,2:1])|the tiler has 3 modes but the layout (4,8):(1,4) has rank 2",
            "composition((4,8):(1,4),(2,2):(1@2,1@0))|a stride selects mode 2) but A has rank 2",
    })
    void refusesWithTheWitness(String input, String fragment) {
        String line = EvalCommand.evaluateToLine(input);
        assertTrue(line.startsWith("error: ") && line.contains(fragment), line);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // LM 2.21: weak accepts, CUTLASS strong rejects; current CuTe computes the right answer
            "admissibility((8,6,8):(1,16,108),8:4)|weak=yes strong=no cecka=yes semantic=yes",
            // Cecka's truncation accepts what left divisibility rejects (3 does not divide 8)
            "admissibility((4,2,8):(3,12,97),3:3)|weak=no strong=no cecka=yes semantic=yes",
            // Shah Warning 2.21: (a) and (c) accept, CUTLASS's strong rule rejects
            "admissibility((4,6,8,10):(2,3,5,7),6:12)|weak=yes strong=no cecka=yes semantic=yes",
            "admissibility((5,3):(1,7),4:1)|weak=yes strong=no cecka=yes semantic=yes",
            // erratum 4: Cecka's distributive rule as printed accepts a wrong composition
            "admissibility((6,8,2):(1,20,8),(2,2):(4,2))|weak=no strong=no cecka=yes semantic=no",
            "admissibility((6,2):(1,7),(3,2):(2,3))|weak=no strong=no cecka=no semantic=no",
            "admissibility((4,6,8):(2,3,5),6:3)|weak=no strong=no cecka=no semantic=no",
            "admissibility((4,6,8):(2,3,5),6:1)|weak=no strong=no cecka=no semantic=no",
            "admissibility((4,2,8):(3,12,97),4:3)|weak=no strong=no cecka=no semantic=no",
            "admissibility((4,2,8):(3,15,97),3:3)|weak=no strong=no cecka=no semantic=no",
            "admissibility((4,6):(1,5),2:6)|weak=no strong=no cecka=no semantic=yes",
            "admissibility(24:1,(4,6):(1,4))|weak=yes strong=yes cecka=yes semantic=yes",
            "admissibility((8,8):(1,8),((4,8),2):((16,1),8))|weak=yes strong=yes cecka=yes semantic=yes",
            "admissibility((8,8):(1@0,1@1),(2,2):(1@1,1@0))|weak=n/a strong=n/a cecka=yes semantic=yes",
            "admissibility(8:1,4:-1)|weak=n/a strong=n/a cecka=n/a semantic=yes",
    })
    void admissibilityRegimesDiffer(String input, String expected) {
        assertEquals(expected, EvalCommand.evaluateToLine(input));
    }
}
