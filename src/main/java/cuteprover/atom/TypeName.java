package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;

/**
 * A C++ type name as a kernel writes it: {@code SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>},
 * {@code Copy_Atom<SM75_U32x4_LDSM_N,half_t>}: a head and template arguments (type names or integers).
 * The expression parser hands over the canonical text (no spaces); this class splits it again.
 */
public record TypeName(String head, List<TypeName> args) {

    public TypeName {
        // cute::AutoVectorizingCopy, cute::SM80_... as kernels qualify them: CuTe's own names need no namespace here
        head = head.startsWith("cute::") ? head.substring("cute::".length()) : head;
        // SM90::GMMA::MMA_64x128x16_F32F16F16_SS is the op that SM90_64x128x16_F32F16F16_SS names (CuTe's alias)
        head = head.startsWith("SM90::GMMA::MMA_64x") ? "SM90_" + head.substring("SM90::GMMA::MMA_".length()) : head;
        args = List.copyOf(args);
    }

    public static TypeName parse(String text) {
        int[] at = {0};
        TypeName t = parse(text, at);
        if (at[0] != text.length()) {
            throw new CuteError("unexpected '" + text.substring(at[0]) + "' in type " + text);
        }
        return t;
    }

    private static TypeName parse(String s, int[] at) {
        int start = at[0];
        while (at[0] < s.length() && "<>,".indexOf(s.charAt(at[0])) < 0) {
            at[0]++;
        }
        String head = s.substring(start, at[0]).trim();
        List<TypeName> args = new ArrayList<>();
        if (at[0] < s.length() && s.charAt(at[0]) == '<') {
            at[0]++;
            if (at[0] < s.length() && s.charAt(at[0]) == '>') {
                at[0]++;
                return new TypeName(head, args);
            }
            while (true) {
                args.add(parse(s, at));
                if (at[0] >= s.length()) {
                    throw new CuteError("unclosed '<' in type " + s);
                }
                char c = s.charAt(at[0]++);
                if (c == '>') {
                    break;
                }
                if (c != ',') {
                    throw new CuteError("expected ',' or '>' in type " + s);
                }
            }
        }
        return new TypeName(head, args);
    }

    public boolean isInteger() {
        return head.matches("-?\\d+");
    }

    @Override
    public String toString() {
        if (args.isEmpty()) {
            return head;
        }
        List<String> parts = new ArrayList<>();
        for (TypeName a : args) {
            parts.add(a.toString());
        }
        return head + "<" + String.join(",", parts) + ">";
    }
}
