package cuteprover.layout;

import cuteprover.expr.StreamingEval;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A {@link LeanBatch} of mixed expressions answers each one exactly once, at its position, with the
 * line {@code eval} prints for it alone (the general path's line), and declines exactly where the
 * lean path of {@code eval} declines; run twice, or cleared and filled again, it answers the same (its working trees and
 * arrays are reused).
 */
class LeanBatchProperties {

    private final StreamingEval engine = new StreamingEval();

    @Property(tries = 1500)
    void aBatchAnswersEachExpressionAsEvalDoes(@ForAll("batches") List<String> expressions) {
        LeanBatch batch = new LeanBatch();
        List<String> added = new ArrayList<>();
        for (String e : expressions) {
            if (add(batch, e)) {
                added.add(e);
            }
        }
        for (int pass = 0; pass < 3; pass++) {
            if (pass == 2) {
                // cleared and filled again, in reverse order: each answer at its new position
                batch.clear();
                java.util.Collections.reverse(added);
                for (String e : added) {
                    add(batch, e);
                }
                assertEquals(added.size(), batch.size());
            }
            String[] answers = answers(batch);
            for (int p = 0; p < answers.length; p++) {
                String e = added.get(p);
                StringBuilder lean = new StringBuilder();
                boolean answered = engine.evaluateLean(e, lean);
                if (pass == 0) {
                    net.jqwik.api.statistics.Statistics.label("lean").collect(answered ? "answered" : "declined");
                }
                if (answered) {
                    assertEquals(StreamingEval.generalLine(e), answers[p], e);
                } else {
                    assertEquals("(declined)", answers[p], e);
                }
            }
        }
    }

    @Provide
    Arbitrary<List<String>> batches() {
        return new LeanPathProperties().expressions().list().ofMinSize(1).ofMaxSize(30);
    }

    /** Each position's answer; a position answered twice fails. */
    private static String[] answers(LeanBatch batch) {
        String[] answers = new String[batch.size()];
        batch.run(new LeanBatch.Results() {
            @Override
            public void layout(int position, FlatTree result) {
                byte[] text = new byte[result.maxChars()];
                once(answers, position, new String(text, 0, result.write(text, 0), StandardCharsets.US_ASCII));
            }

            @Override
            public void number(int position, long result) {
                once(answers, position, Long.toString(result));
            }

            @Override
            public void uncertified(int position) {
                once(answers, position, "(declined)");
            }
        });
        for (int p = 0; p < answers.length; p++) {
            assertEquals(true, answers[p] != null, "position " + p + " was not answered");
        }
        return answers;
    }

    private static void once(String[] answers, int position, String answer) {
        assertNull(answers[position], "position " + position + " answered twice");
        answers[position] = answer;
    }

    /** The expression's call and operands, read as the lean path reads them; false where it is not a lean form. */
    private static boolean add(LeanBatch batch, String e) {
        int open = e.indexOf('(');
        if (open <= 0 || !e.endsWith(")")) {
            return false;
        }
        LeanBatch.Operation op = switch (e.substring(0, open)) {
            case "coalesce" -> LeanBatch.Operation.COALESCE;
            case "complement" -> LeanBatch.Operation.COMPLEMENT;
            case "composition" -> LeanBatch.Operation.COMPOSITION;
            case "logical_divide" -> LeanBatch.Operation.LOGICAL_DIVIDE;
            case "eval" -> LeanBatch.Operation.EVAL;
            default -> null;
        };
        if (op == null) {
            return false;
        }
        byte[] text = (e + "\n").getBytes(StandardCharsets.US_ASCII);
        FlatTree a = new FlatTree();
        FlatTree b = new FlatTree();
        int at = a.read(text, open + 1);
        if (at < 0) {
            return false;
        }
        long n = 0;
        if (op == LeanBatch.Operation.COMPOSITION || op == LeanBatch.Operation.LOGICAL_DIVIDE) {
            if (text[at] != ',' || b.read(text, at + 1) != e.length() - 1) {
                return false;
            }
        } else if (op != LeanBatch.Operation.COALESCE) {
            if (text[at] != ',') {
                return false;
            }
            try {
                n = Long.parseLong(e.substring(at + 1, e.length() - 1));
            } catch (NumberFormatException x) {
                return false;
            }
            if (op == LeanBatch.Operation.COMPLEMENT ? n < 1 : n < 0) {
                return false;
            }
        } else if (at != e.length() - 1) {
            return false;
        }
        batch.add(op, a, b, n);
        return true;
    }
}
