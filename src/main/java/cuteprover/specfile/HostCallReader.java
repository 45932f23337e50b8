package cuteprover.specfile;

import cuteprover.expr.Expr;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * The statements of a kernel file's host code that reach its host functions: a container's declaration ({@code
 * thrust::device_vector<TypeA> device_A = host_A;}, whose data pointer deduces a {@code TypeA const*} parameter), a call
 * of a host function the file defines ({@code gemm_host(device_A.data().get(), layout_A, ...);}, {@code return
 * gemm_nt(...);}: the call, then the function is left) and a declaration initialized by one ({@code bool ok = f(0);}:
 * the call, and the value it returns not read).
 */
final class HostCallReader {

    /** Reads a part of the statement, {@code list} starting at offset {@code from}, as its comma-separated arguments. */
    interface Arguments {
        List<Located<Expr>> read(int from, String list);
    }

    private HostCallReader() {
    }

    /**
     * The statement {@code s} as one of these (statements before it added to {@code out}), or null where it is none. The
     * arguments are read from {@code s} with each container's data pointer written as the container.
     */
    static Statement read(String s, SourcePos pos, Set<String> hostFunctions, List<Statement> out, Arguments arguments) {
        Matcher container = CppBlocks.CONTAINER_DECLARATION.matcher(s);
        if (container.matches()) {
            return new Statement.ArrayDeclaration(container.group(2), container.group(1), pos);
        }
        String padded = CppBlocks.dataPointersAsContainers(s);
        Matcher returned = CppBlocks.DECLARED_CALL.matcher(s);
        if (returned.matches() && hostFunctions.contains(returned.group(2))) {
            // bool ok = check_sizes(m, n);  the call is checked here; the value it returns is not read
            out.add(call(returned.group(2), returned.group(3), returned.start(3), returned.start(4), returned.end(4), padded, pos,
                    arguments));
            return new Statement.Unreadable(returned.group(1), pos + ": the value " + returned.group(2) + "(...) returns is not read",
                    pos, s);
        }
        Matcher hostCall = CppBlocks.CALL_STATEMENT.matcher(s);
        if (hostCall.matches() && hostFunctions.contains(hostCall.group(2))) {
            // gemm_host(device_A.data().get(), layout_A, ...);  the function's body is checked here, with these arguments
            Statement.HostCall call = call(hostCall.group(2), hostCall.group(3), hostCall.start(3), hostCall.start(4), hostCall.end(4),
                    padded, pos, arguments);
            if (hostCall.group(1) == null) {
                return call;
            }
            out.add(call);   // return gemm_nt(...);  the call, then the function is left
            return new Statement.Exit(pos);
        }
        return null;
    }

    private static Statement.HostCall call(String function, String templateArguments, int templateFrom, int from, int to,
                                           String padded, SourcePos pos, Arguments arguments) {
        return new Statement.HostCall(function, templateArguments == null ? List.of() : arguments.read(templateFrom, templateArguments),
                arguments.read(from, padded.substring(from, to)), pos);
    }
}
