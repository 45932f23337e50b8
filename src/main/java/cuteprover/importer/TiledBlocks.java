package cuteprover.importer;

import cuteprover.atom.CopyAtom;
import cuteprover.atom.MmaAtom;
import cuteprover.atom.TiledCopy;
import cuteprover.atom.TiledMma;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The multi-line printouts of CuTe's {@code print(tiled_mma)}, {@code print(tiled_copy)} and atoms: a header
 * line and indented {@code Key: value} lines. A TiledMMA becomes its A, B and C thread-value layouts and a
 * TiledCopy its tiled TV layout and source/destination TV layouts, computed by the same constructors as
 * {@code make_tiled_mma} and {@code make_tiled_copy} ({@link TiledMma}, {@link TiledCopy}).
 */
final class TiledBlocks {

    private TiledBlocks() {
    }

    /**
     * The CuTe DSL prints the same blocks with spelled-out keys (python/CuTeDSL/cutlass/cute/atom.py,
     * TiledMma.__str__ and TiledCopy.__str__): "Tiled MMA", "Thr Layout VMNK: ...", "TV Layout A: ...".
     * They are read under the C++ key names; the DSL does not print a copy atom's ValLayoutRef.
     */
    private static final Map<String, String> DSL_KEYS = Map.ofEntries(
            Map.entry("Thr Layout VMNK", "ThrLayoutVMNK"), Map.entry("Permutation MNK", "PermutationMNK"),
            Map.entry("Shape MNK", "Shape_MNK"), Map.entry("TV Layout A", "LayoutA_TV"), Map.entry("TV Layout B", "LayoutB_TV"),
            Map.entry("TV Layout C", "LayoutC_TV"), Map.entry("Tiler MN", "Tiler_MN"), Map.entry("TV Layout tiled", "TiledLayout_TV"),
            Map.entry("TV Layout Src", "ValLayoutSrc"), Map.entry("TV Layout Dst", "ValLayoutDst"), Map.entry("Value type", "ValueType"));

    /** Header lines of the blocks, C++ and CuTe DSL spellings. */
    static boolean isNestedAtomHeader(String trimmed) {
        return trimmed.equals("MMA_Atom") || trimmed.equals("Copy_Atom") || trimmed.equals("MMA Atom") || trimmed.equals("Copy Atom");
    }

    /** Reads the indented {@code Key: value} lines after {@code header}, and nested atom blocks. */
    private static int fields(PrintoutReader r, int start, Map<String, String> out, Map<String, int[]> where) {
        int i = start;
        while (i < r.lineCount()) {
            String line = r.line(i);
            if (line == null || line.isBlank()) {
                break;
            }
            String t = line.trim();
            if (isNestedAtomHeader(t)) {
                i++;
                continue;
            }
            int colon = t.indexOf(':');
            if (!Character.isWhitespace(line.charAt(0)) || colon < 0) {
                break;
            }
            String key = t.substring(0, colon).trim();
            key = DSL_KEYS.getOrDefault(key, key);
            out.put(key, t.substring(colon + 1).trim());
            where.put(key, new int[] {i, line.indexOf(':') + 1 + PrintoutReader.indentOf(line.substring(line.indexOf(':') + 1))});
            i++;
        }
        return i;
    }

    private static Layout layout(PrintoutReader r, Map<String, String> f, Map<String, int[]> where, String key, int header) {
        String text = f.get(key);
        if (text == null) {
            throw new PrintoutReader.Located(header, 0, "the printout has no " + key + " line");
        }
        int[] at = where.get(key);
        Object v = r.evaluate(PrintedText.withoutStaticMarks(text), at[0], at[1], PrintedText.strippedToOriginal(text));
        if (!(v instanceof Layout l)) {
            throw new PrintoutReader.Located(at[0], at[1], key + " is not a layout: " + text);
        }
        return l;
    }

    static int mma(PrintoutReader r, int header, String label) {
        Map<String, String> f = new LinkedHashMap<>();
        Map<String, int[]> where = new LinkedHashMap<>();
        int next = fields(r, header + 1, f, where);
        Layout vmnk = layout(r, f, where, "ThrLayoutVMNK", header);
        MmaAtom atom = atom(r, f, where, header);
        List<Layout> perm = permutation(r, f, where, header);
        TiledMma tiled = new TiledMma(atom, vmnk, perm);
        String name = r.name(label == null ? "tiled_mma" : label, header);
        List<String> note = List.of("print(tiled_mma) at line " + (header + 1) + ": ThrLayoutVMNK " + vmnk + ", tile (M,N,K) = "
                + TupleFormat.format(tiled.tileShape()));
        for (TiledMma.Operand op : TiledMma.Operand.values()) {
            Layout tv = guarded(header, () -> tiled.layoutTv(op, Decider.CONCRETE));
            r.defineNamed(name + "_" + op + "_TV", tv.toString(), op == TiledMma.Operand.A ? note : List.of(), header);
        }
        return next;
    }

    private static MmaAtom atom(PrintoutReader r, Map<String, String> f, Map<String, int[]> where, int header) {
        Object shape = r.evaluate(PrintedText.withoutStaticMarks(f.getOrDefault("Shape_MNK", "?")), where.getOrDefault("Shape_MNK",
                new int[] {header, 0})[0], where.getOrDefault("Shape_MNK", new int[] {header, 0})[1], null);
        if (!(shape instanceof IntTuple t) || t.rank() != 3) {
            throw new PrintoutReader.Located(header, 0, "Shape_MNK must be a rank-3 shape, got " + f.get("Shape_MNK"));
        }
        long[] mnk = new long[3];
        for (int i = 0; i < 3; i++) {
            mnk[i] = ((SymInt) t.mode(i)).value();
        }
        return new MmaAtom("imported", mnk[0], mnk[1], mnk[2], layout(r, f, where, "ThrID", header), layout(r, f, where, "LayoutA_TV", header),
                layout(r, f, where, "LayoutB_TV", header), layout(r, f, where, "LayoutC_TV", header));
    }

    private static List<Layout> permutation(PrintoutReader r, Map<String, String> f, Map<String, int[]> where, int header) {
        String text = f.get("PermutationMNK");
        List<Layout> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        List<String> parts = PrintedText.topLevel(text);
        if (parts == null) {
            throw new PrintoutReader.Located(where.get("PermutationMNK")[0], where.get("PermutationMNK")[1], "PermutationMNK must be a tuple, got " + text);
        }
        for (String p : parts) {
            String t = PrintedText.withoutStaticMarks(p.trim());
            if (t.equals("_")) {
                out.add(null);
                continue;
            }
            Object v = r.evaluate(t, where.get("PermutationMNK")[0], where.get("PermutationMNK")[1], null);
            out.add(v instanceof Layout l ? l : Layout.compact((IntTuple) v));
        }
        return out;
    }

    static int copy(PrintoutReader r, int header, String label) {
        Map<String, String> f = new LinkedHashMap<>();
        Map<String, int[]> where = new LinkedHashMap<>();
        int next = fields(r, header + 1, f, where);
        Layout tv = layout(r, f, where, "TiledLayout_TV", header);
        List<Layout> tilerLayouts = new ArrayList<>();
        IntTuple tilerShape = tilerShape(r, f, where, header, tilerLayouts);
        String name = r.name(label == null ? "tiled_copy" : label, header);
        r.defineNamed(name, tv.toString(), List.of("print(tiled_copy) at line " + (header + 1) + ": TiledLayout_TV on the tile Tiler_MN = "
                + f.get("Tiler_MN")), header);
        if (!f.containsKey("ValLayoutRef")) {
            // CuTe DSL: without the atom's reference layout the source and destination views cannot be rebuilt
            r.defineNamed(name + "_atom_src", layout(r, f, where, "ValLayoutSrc", header).toString(),
                    List.of("the CuTe DSL prints no ValLayoutRef: the tiled copy's S/D views are not rebuilt; these are the atom's"), header);
            r.defineNamed(name + "_atom_dst", layout(r, f, where, "ValLayoutDst", header).toString(), List.of(), header);
            return next;
        }
        String bitsText = f.getOrDefault("ValueType", "0b").replace("b", "");
        CopyAtom atom = new CopyAtom("imported", Integer.parseInt(bitsText.trim()), layout(r, f, where, "ThrID", header),
                layout(r, f, where, "ValLayoutSrc", header), layout(r, f, where, "ValLayoutDst", header), layout(r, f, where, "ValLayoutRef", header));
        TiledCopy c = guarded(header, () -> TiledCopy.of(atom, tv, tilerShape, tilerLayouts.isEmpty() ? null : tilerLayouts));
        r.defineNamed(name + "_S_TV", guarded(header, () -> c.sideTv(true, Decider.CONCRETE)).toString(), List.of(), header);
        r.defineNamed(name + "_D_TV", guarded(header, () -> c.sideTv(false, Decider.CONCRETE)).toString(), List.of(), header);
        return next;
    }

    /** Tiler_MN: a shape {@code (16,64)}, or one layout per mode {@code (16:1,64:1)} (the DSL, make_tiled_copy_C_atom). */
    private static IntTuple tilerShape(PrintoutReader r, Map<String, String> f, Map<String, int[]> where, int header, List<Layout> layouts) {
        String text = f.get("Tiler_MN");
        int[] at = where.getOrDefault("Tiler_MN", new int[] {header, 0});
        List<String> parts = text == null ? null : PrintedText.topLevel(text);
        if (parts == null) {
            throw new PrintoutReader.Located(at[0], at[1], "Tiler_MN must be a shape or a tuple of layouts, got " + text);
        }
        List<IntTuple> shapes = new ArrayList<>();
        boolean anyLayout = false;
        for (String p : parts) {
            Object v = r.evaluate(PrintedText.withoutStaticMarks(p.trim()), at[0], at[1], null);
            if (v instanceof Layout l) {
                anyLayout = true;
                layouts.add(l);
                shapes.add(l.shape());
            } else if (v instanceof IntTuple t) {
                layouts.add(Layout.compact(t));
                shapes.add(t);
            } else {
                throw new PrintoutReader.Located(at[0], at[1], "Tiler_MN entry " + p.trim() + " is neither a shape nor a layout");
            }
        }
        if (!anyLayout) {
            layouts.clear();
        }
        return IntTuple.of(shapes);
    }

    static int atom(PrintoutReader r, int header, String label, String kind) {
        Map<String, String> f = new LinkedHashMap<>();
        Map<String, int[]> where = new LinkedHashMap<>();
        int next = fields(r, header + 1, f, where);
        String name = r.name(label == null ? (kind.equals("MMA_Atom") ? "mma_atom" : "copy_atom") : label, header);
        for (String key : kind.equals("MMA_Atom") ? new String[] {"LayoutA_TV", "LayoutB_TV", "LayoutC_TV"}
                : new String[] {"ValLayoutSrc", "ValLayoutDst", "ValLayoutRef"}) {
            if (key.equals("ValLayoutRef") && !f.containsKey(key)) {
                continue; // the CuTe DSL does not print it
            }
            r.defineNamed(name + "_" + key, layout(r, f, where, key, header).toString(), List.of(), where.get(key)[0]);
        }
        return next;
    }

    private static <T> T guarded(int header, java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (cuteprover.CuteError e) {
            throw new PrintoutReader.Located(header, 0, e.getMessage());
        }
    }

}
