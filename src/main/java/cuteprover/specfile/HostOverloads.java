package cuteprover.specfile;

import cuteprover.CuteError;
import cuteprover.atom.ElementTypeName;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.PointerTo;
import cuteprover.layout.Decider;

import java.util.List;
import java.util.Map;

/**
 * Which of a host function's overloads a call reaches, as C++'s overload resolution picks it in the case kernel files
 * have: {@code gemm_nt(int m, ..., cute::half_t const* A, ...)} beside {@code template <class TA, ...> gemm_nt(int m,
 * ..., TA const* A, ...)}. An overload is viable where it takes at least as many parameters as the call passes (the rest
 * have defaults) and each pointer parameter of a fixed element type is passed a pointer to that type; of the viable
 * ones the most specialized (most parameters of a fixed element type that match) wins, the first defined on a tie.
 */
final class HostOverloads {

    private HostOverloads() {
    }

    /**
     * The indices of the overloads a call with these arguments may reach: the most specialized viable one, or several
     * where they tie (f(int) and f(long): the integer types of the arguments are not known here); empty where none is
     * viable.
     */
    static List<Integer> pick(List<CppFunction> overloads, List<Located<Expr>> arguments, Map<String, Object> definitions) {
        List<Integer> best = new java.util.ArrayList<>();
        int bestScore = -1;
        for (int i = 0; i < overloads.size(); i++) {
            int score = score(overloads.get(i), arguments, definitions);
            if (score > bestScore) {
                best.clear();
                bestScore = score;
            }
            if (score >= 0 && score == bestScore) {
                best.add(i);
            }
        }
        return best;
    }

    /** The number of fixed element types the call matches, or -1 where the overload is not viable. */
    private static int score(CppFunction f, List<Located<Expr>> arguments, Map<String, Object> definitions) {
        long required = f.parameters().stream().filter(p -> !p.defaulted()).count();
        if (arguments.size() > f.parameters().size() || arguments.size() < required) {
            return -1;   // f(m, n) for a call f(0): not viable
        }
        int score = 0;
        for (int i = 0; i < arguments.size(); i++) {
            CppFunction.Parameter p = f.parameters().get(i);
            if (!p.pointer() || f.templateParameters().contains(p.typeName()) || arguments.get(i) == null) {
                continue;
            }
            Object fixed = type(p.typeName(), definitions);
            Object passed = value(arguments.get(i).value(), definitions);
            if (fixed instanceof ElementTypeName type && passed instanceof PointerTo pointer) {
                if (!type.equals(pointer.element())) {
                    return -1;   // cute::half_t const* A passed a float*
                }
                score++;
            }
        }
        return score;
    }

    private static Object type(String name, Map<String, Object> definitions) {
        try {
            return value(cuteprover.expr.Parser.parse(name), definitions);
        } catch (CuteError unreadable) {
            return null;
        }
    }

    private static Object value(Expr e, Map<String, Object> definitions) {
        try {
            return new Evaluator(Decider.CONCRETE, false, definitions).evaluate(Substitution.expand(e, definitions), "");
        } catch (CuteError | ArithmeticException unreadable) {
            return null;
        }
    }
}
