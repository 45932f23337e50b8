package cuteprover.symbolic;

import cuteprover.tuple.Atom;
import cuteprover.tuple.Poly;
import cuteprover.tuple.SymInt;

/** Recognisers for the shapes of symbolic integers that assumptions are written in. */
final class SymForms {

    private SymForms() {
    }

    /** The variable name when s is exactly one variable, else null. */
    static String variable(SymInt s) {
        Atom a = singleAtom(s);
        return a instanceof Atom.Var v ? v.name() : null;
    }

    /** The operation when s is exactly one operation atom ({@code M % 8}, {@code M / 8}), else null. */
    static Atom.Op operation(SymInt s) {
        Atom a = singleAtom(s);
        return a instanceof Atom.Op op ? op : null;
    }

    private static Atom singleAtom(SymInt s) {
        if (s instanceof Poly p) {
            var terms = p.terms();
            if (terms.size() == 1 && terms.get(0).coefficient() == 1 && terms.get(0).factors().size() == 1) {
                return terms.get(0).factors().get(0);
            }
        }
        return null;
    }
}
