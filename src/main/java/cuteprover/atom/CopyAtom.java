package cuteprover.atom;

import cuteprover.layout.Layout;

/**
 * CuTe's Copy_Atom&lt;OP, T&gt;: the threads that issue the copy ({@code ThrID}) and the thread-value
 * layouts of its source, destination and reference in elements of T ({@code ValLayoutSrc/Dst/Ref}),
 * built from hardware models by {@link CopyOps}. Tensor-memory atoms also carry CuTe's {@code ValID}
 * (logical bit -> TMEM bit address, which {@code make_tmem_copy} needs); it is null for the others.
 */
public record CopyAtom(String name, int valueBits, Layout thrId, Layout src, Layout dst, Layout ref, Layout valId) {

    public CopyAtom(String name, int valueBits, Layout thrId, Layout src, Layout dst, Layout ref) {
        this(name, valueBits, thrId, src, dst, ref, null);
    }

    @Override
    public String toString() {
        return "Copy_Atom(" + name + ", ThrID=" + thrId + ", ValLayoutSrc=" + src + ", ValLayoutDst=" + dst + ", ValLayoutRef=" + ref
                + ", ValueType=" + valueBits + "b)";
    }
}
