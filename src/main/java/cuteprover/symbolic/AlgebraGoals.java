package cuteprover.symbolic;

/** The validity properties of the algebra's operations (composition, complement, inverses, admissibility). */
final class AlgebraGoals {

    private AlgebraGoals() {
    }

    static void register() {
    }
}
