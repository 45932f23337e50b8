package cuteprover.symbolic;

import cuteprover.CuteError;

/**
 * A term that does not exist for a value the assumptions allow (a shape entry below 1, an index out of
 * its range): an input error naming the value, never a case failure and never a verdict.
 */
final class UndefinedTerm extends CuteError {
    UndefinedTerm(String message) {
        super(message);
    }
}
