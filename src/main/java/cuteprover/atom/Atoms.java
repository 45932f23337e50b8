package cuteprover.atom;

import cuteprover.CuteError;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The C++ type names of the expression language: which words are types, and what each one is. */
public final class Atoms {

    private static final Set<String> HEADS = Set.of("MMA_Atom", "UniversalFMA", "Copy_Atom", "UniversalCopy", "DefaultCopy", "AutoVectorizingCopy",
            "AutoVectorizingCopyWithAssumedAlignment", "Step", "LayoutLeft", "LayoutRight", "GenColMajor", "GenRowMajor");

    private Atoms() {
    }

    /** Compiled once: the parser asks for every identifier. */
    private static final java.util.regex.Pattern SM_HEAD = java.util.regex.Pattern.compile("SM\\d+_\\w+");

    /** True for words that start a C++ type: CuTe op names (SM80_..., SM90_..., SM100_...), atoms, qualified names. */
    public static boolean isTypeHead(String word) {
        return HEADS.contains(word) || word.contains("::") || word.startsWith("SM") && SM_HEAD.matcher(word).matches()
                || isSelector(word);
    }

    /** CUTLASS's selectors, called as {@code ss_op_selector<...>()}: a type chosen from template arguments. */
    public static boolean isSelector(String word) {
        return GmmaOpSelector.isSelector(word) || SmemSelector.isSelector(word) || Sm100TrivialTiledMma.isBuilder(word);
    }

    /** The value of a type: an MMA atom, a copy atom, or a shared-memory layout atom. */
    public static Object value(String text) {
        Object descriptorEnum = cuteprover.smem.MatrixDescriptor.cuteEnum(text);
        if (descriptorEnum != null) {
            return descriptorEnum;
        }
        TypeName t = ElementType.sizedIntegers(TypeName.parse(text));
        text = t.toString();
        if (GmmaOpSelector.isSelector(t.head())) {
            return value(GmmaOpSelector.select(t).toString());
        }
        if (SmemSelector.isSelector(t.head())) {
            return value(SmemSelector.select(t).toString());
        }
        if (Sm100TrivialTiledMma.isBuilder(t.head())) {
            MmaAtom op = (MmaAtom) value(Sm100TrivialTiledMma.op(t).toString());
            return TiledMma.make(op, cuteprover.layout.Layout.of(1, 0), List.of(), cuteprover.layout.Decider.CONCRETE);
        }
        if (MmaOps.looksLikeMma(t.head())) {
            return MmaOps.resolve(t);
        }
        if (CopyOps.looksLikeCopy(t.head())) {
            // using CopyOp = UniversalCopy<uint128_t>;  a name for Copy_Atom<CopyOp, T> later
            return t.head().equals("Copy_Atom") ? CopyOps.resolve(t) : new CopyOpName(text);
        }
        if (SmemAtoms.looksLikeSmemAtom(t.head())) {
            return SmemAtoms.resolve(t);
        }
        if (TmaOp.looksLikeTma(t.head())) {
            return TmaOp.resolve(t);
        }
        if (t.head().equals("Step")) {
            return Projection.of(t);
        }
        if (t.head().equals("LayoutLeft") || t.head().equals("GenColMajor")) {
            return cuteprover.layout.CompactLayouts.Major.LEFT;
        }
        if (t.head().equals("LayoutRight") || t.head().equals("GenRowMajor")) {
            return cuteprover.layout.CompactLayouts.Major.RIGHT;
        }
        if (t.args().isEmpty() && ElementType.names().contains(ElementType.strip(t.head()))) {
            return new ElementTypeName(ElementType.strip(t.head()));
        }
        List<String> known = new ArrayList<>(MmaOps.catalogue());
        known.addAll(CopyOps.catalogue());
        known.addAll(SmemAtoms.names());
        known.addAll(TmaOp.NAMES);
        throw new CuteError("unknown CuTe type '" + text + "'" + Closest.suggest(t.head(), known));
    }
}
