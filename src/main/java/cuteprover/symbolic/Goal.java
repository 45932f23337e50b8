package cuteprover.symbolic;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One property of a conjunction, ready to prove: an optional solver-free certificate and the
 * checks (obligations) that prove it when the certificate does not apply.
 *
 * @param text        the property as written
 * @param certificate proves the goal without a solver when it returns true (null: none)
 * @param certificateName what the certificate is, for notes
 * @param checks      obligations, all of which must hold
 */
record Goal(String text, BooleanSupplier certificate, String certificateName, List<Check> checks) {

    static Goal of(String text, List<Check> checks) {
        return new Goal(text, null, null, checks);
    }
}
