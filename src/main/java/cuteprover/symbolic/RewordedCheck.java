package cuteprover.symbolic;

import java.util.List;

/**
 * A check that states another check's obligation in the words of the property it belongs to: the
 * query, witness and enumeration are the inner check's; only the re-check's report (and where it
 * says so, the description) is its own.
 */
interface RewordedCheck extends Check {

    /** The check whose obligation this one states. */
    Check inner();

    @Override
    default List<String> coordinateNames() {
        return inner().coordinateNames();
    }

    @Override
    default Encoded encode(Scope scope) {
        return inner().encode(scope);
    }

    @Override
    default List<Long> normalize(List<Long> coordinates) {
        return inner().normalize(coordinates);
    }

    @Override
    default Enumerated enumerate(Scope scope) {
        return inner().enumerate(scope);
    }
}
