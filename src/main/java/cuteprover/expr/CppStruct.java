package cuteprover.expr;

import cuteprover.CuteError;

import java.util.List;

/**
 * A C++ struct pasted from a kernel, as a kernel declares its shared storage: its template parameters and its data
 * members, each an array of an element type ({@code cute::ArrayEngine<T, N>}, {@code cute::array_aligned<T, N>},
 * {@code T name[N]}) or one element ({@code uint64_t barrier;}), with its {@code alignas}. Instantiated with template
 * arguments ({@code SharedStorage<half_t, half_t, decltype(sA), decltype(sB)>}) it has a size, {@code sizeof(...)}, laid
 * out as C++ lays out a struct: each member at the next multiple of its alignment, the whole rounded up to the largest.
 */
public record CppStruct(String name, List<String> templateParameters, List<Member> members,
                        java.util.Map<String, Expr> memberFunctions, boolean union) {

    public CppStruct {
        templateParameters = List.copyOf(templateParameters);
        members = List.copyOf(members);
        memberFunctions = java.util.Map.copyOf(memberFunctions);
    }

    /**
     * A data member. {@code elementType} and {@code count} are expressions over the template parameters ({@code count}
     * null: one element); {@code arrayAlignment} is the alignment of CuTe's aligned array type ({@code ArrayEngine}: 16,
     * {@code array_aligned<T, N, A>}: A), whose size is rounded up to it, else 1; {@code alignas} the declaration's;
     * {@code unreadable} says why a member's size is not known (a nested struct, a pipeline's storage), else null.
     */
    public record Member(String name, Expr elementType, Expr count, long alignas, long arrayAlignment, String unreadable,
                         CppStruct nested) {

        /** A member that is itself a struct or union, {@code alignas(128) union { struct { A; B; } mainloop; C; } tensors;}. */
        public static Member nested(String name, CppStruct struct, long alignas) {
            return new Member(name, null, null, alignas, 1, null, struct);
        }
    }

    /** A member of an instance: its bytes and alignment, or why they are not known. */
    public record Placed(String name, long bytes, long alignment, String unreadable) { }

    /**
     * The struct with its template arguments (their values by parameter name, for its member functions, {@code auto
     * tensor_sA() { return make_tensor(make_smem_ptr(A.begin()), ASmemLayout{}); }}): its members' sizes.
     */
    public record Instance(CppStruct struct, String arguments, java.util.Map<String, Object> bindings, List<Placed> members) {

        /**
         * sizeof: members at multiples of their alignments (a union's all at 0), rounded up to the largest alignment.
         */
        public long size() {
            long end = 0;
            for (Placed m : members) {
                if (m.unreadable() != null) {
                    throw new CuteError("sizeof(" + this + ") is not known here: its member " + m.name() + " is " + m.unreadable());
                }
                end = struct.union() ? Math.max(end, m.bytes()) : Math.addExact(roundUp(end, m.alignment()), m.bytes());
            }
            return roundUp(Math.max(end, 1), alignment());
        }

        /** The largest alignment of a member (1 for none). */
        public long alignment() {
            long alignment = 1;
            for (Placed m : members) {
                alignment = Math.max(alignment, m.alignment());
            }
            return alignment;
        }

        private static long roundUp(long x, long to) {
            return Math.multiplyExact(Math.floorDiv(Math.addExact(x, to - 1), to), to);
        }

        @Override
        public String toString() {
            return struct.name() + (arguments.isEmpty() ? "" : "<" + arguments + ">");
        }
    }

    @Override
    public String toString() {
        return "struct " + name + (templateParameters.isEmpty() ? "" : "<" + String.join(", ", templateParameters) + ">");
    }

    /** The whole definition (members, their types and counts, member functions): what tells two structs of one name apart. */
    public String definition() {
        return (union ? "union " : "") + this + " " + members + " " + new java.util.TreeMap<>(memberFunctions);
    }
}
