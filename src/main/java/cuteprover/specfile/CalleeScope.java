package cuteprover.specfile;

/** The scope a called function's (or a launched kernel's) body is read in, as C++ gives it. */
final class CalleeScope {

    private CalleeScope() {
    }

    /**
     * C++: a function (a kernel) sees its parameters and the file's names, not its caller's locals. A name the caller
     * declared, unchanged since the call ({@code caller}, the scope there), is hidden, or read as the file declared it
     * where the file does ({@code int k = 5;} at file level, {@code int k = 3;} in main). The parameters of the spec
     * stay (the values bound to the function's parameters read them), as do the hidden names of earlier readings.
     */
    static void hideCallersNames(Scope scope, Scope file, Scope caller, java.util.Set<String> bound) {
        for (String name : new java.util.ArrayList<>(caller.definitions.keySet())) {
            SourcePos at = caller.definedAt.get(name);
            if (name.contains("@") || scope.params.contains(name) || bound.contains(name) || at == null
                    || !at.equals(scope.definedAt.get(name)) || at.equals(file.definedAt.get(name))) {
                continue;   // a parameter, a hidden reading, a name bound at the call, or the file's own
            }
            scope.keepEarlierReadings(name);   // the launch's ranges (threadIdx.x < get(dimBlock, 0)) keep the caller's
            scope.assigned.remove(name);   // restored with the caller's scope after the call
            scope.writtenBy.remove(name);
            if (file.definitions.containsKey(name)) {
                scope.definitions.put(name, file.definitions.get(name));
                scope.definedAt.put(name, file.definedAt.get(name));
            } else {
                scope.definitions.remove(name);
                scope.definedAt.remove(name);
            }
            if (!file.broken.contains(name)) {
                scope.broken.remove(name);
            }
        }
    }
}
