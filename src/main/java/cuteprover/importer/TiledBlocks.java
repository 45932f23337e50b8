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
 * line and indented {@code Key: value} lines. Each field printed becomes a let of its own ({@code mma_LayoutA_TV});
 * then a TiledMMA gives its A, B and C thread-value layouts and a TiledCopy its tiled TV layout and
 * source/destination TV layouts, computed by the same constructors as {@code make_tiled_mma} and
 * {@code make_tiled_copy} ({@link TiledMma}, {@link TiledCopy}).
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

    /** One printed {@code Key: value} line of a block: the value's text and where it starts (0-based line and column). */
    private record Field(String key, String text, int line, int column) { }

    /** Reads the indented {@code Key: value} lines after {@code header}, and nested atom blocks, in printed order. */
    private static int fields(PrintoutReader r, int start, Map<String, Field> out) {
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
            int colon = line.indexOf(':');
            if (!Character.isWhitespace(line.charAt(0)) || colon < 0) {
                break;
            }
            String key = line.substring(0, colon).trim();
            key = DSL_KEYS.getOrDefault(key, key);
            out.put(key, new Field(key, line.substring(colon + 1).trim(), i, colon + 1 + PrintoutReader.indentOf(line.substring(colon + 1))));
            i++;
        }
        return i;
    }

    /** A printed field as a let {@code NAME_key = value}, or as comments only when {@code value} is null. */
    private record FieldLet(String key, String value, List<String> comments, int line) { }

    /**
     * One let per printed field, to be named {@code NAME_Key} after the printed key ({@code mma_LayoutA_TV},
     * {@code copy_ValLayoutSrc}; the CuTe DSL's spelled-out keys under the C++ names). Layouts, shapes
     * ({@code Shape_MNK}), tilers ({@code Tiler_MN}, {@code PermutationMNK}, {@code _} for a mode left alone)
     * are values of the spec language; the copy atom's element type is not, and becomes a comment.
     */
    private static List<FieldLet> fieldLets(PrintoutReader r, Map<String, Field> fields) {
        List<FieldLet> out = new ArrayList<>();
        for (Field f : fields.values()) {
            if (f.key().equals("ValueType")) {
                out.add(new FieldLet(f.key(), null, List.of(f.key() + " " + f.text() + " is the copy atom's element type (C++ prints its size in bits);"
                        + " the spec language has no types, so it stays this comment"), f.line()));
                continue;
            }
            String text = PrintedText.withoutStaticMarks(f.text());
            String tile = PrintedText.asTile(text);
            Object v = r.evaluate(tile != null ? tile : text, f.line(), f.column(), tile != null ? null : PrintedText.strippedToOriginal(f.text()));
            out.add(new FieldLet(f.key(), v instanceof Layout l ? l.toString() : tile != null ? tile : text,
                    tile != null ? List.of(PrintedText.TILE_NOTE) : List.of(), f.line()));
        }
        return out;
    }

    private static Layout layout(PrintoutReader r, Map<String, Field> fields, String key, int header) {
        Field f = fields.get(key);
        if (f == null) {
            throw new PrintoutReader.Located(header, 0, "the printout has no " + key + " line");
        }
        Object v = r.evaluate(PrintedText.withoutStaticMarks(f.text()), f.line(), f.column(), PrintedText.strippedToOriginal(f.text()));
        if (!(v instanceof Layout l)) {
            throw new PrintoutReader.Located(f.line(), f.column(), key + " is not a layout: " + f.text());
        }
        return l;
    }

    /**
     * Reads a block: its fields, then the lets that {@code derive} computes from them (at the header's line; it
     * defines them only once all are computed), then one let per field. A field that cannot be read is reported
     * and nothing of the block is defined; an error of {@code derive} is reported and the fields are still
     * defined. Reading goes on after the block, so that its key lines are not read again as printouts of their own.
     */
    private static int block(PrintoutReader r, int header, String name, java.util.function.Consumer<Map<String, Field>> derive) {
        Map<String, Field> fields = new LinkedHashMap<>();
        int next = fields(r, header + 1, fields);
        try {
            List<FieldLet> lets = fieldLets(r, fields);
            try {
                derive.accept(fields);
            } catch (PrintoutReader.Located e) {
                r.problem(e);
            }
            for (FieldLet let : lets) {
                if (let.value() == null) {
                    r.note(let.comments(), let.line());
                } else {
                    // a key the DSL map does not know may hold spaces: the name keeps its words, as a label's does
                    r.defineNamed(name + "_" + PrintedLabel.identifier(let.key()), let.value(), let.comments(), let.line());
                }
            }
        } catch (PrintoutReader.Located e) {
            r.problem(e);
        }
        return next;
    }

    static int mma(PrintoutReader r, int header, String label) {
        String name = r.name(label == null ? "tiled_mma" : label, header);
        return block(r, header, name, f -> {
            Layout vmnk = layout(r, f, "ThrLayoutVMNK", header);
            TiledMma tiled = new TiledMma(atom(r, f, header), vmnk, permutation(r, f));
            List<String> note = List.of("print(tiled_mma) at line " + (header + 1) + ", computed from the fields printed below: ThrLayoutVMNK "
                    + vmnk + ", tile (M,N,K) = " + TupleFormat.format(tiled.tileShape()));
            Map<TiledMma.Operand, Layout> tvs = new java.util.EnumMap<>(TiledMma.Operand.class);
            for (TiledMma.Operand op : TiledMma.Operand.values()) {
                tvs.put(op, guarded(header, () -> tiled.layoutTv(op, Decider.CONCRETE)));
            }
            tvs.forEach((op, tv) -> r.defineNamed(name + "_" + op + "_TV", tv.toString(), op == TiledMma.Operand.A ? note : List.of(), header));
        });
    }

    private static MmaAtom atom(PrintoutReader r, Map<String, Field> f, int header) {
        Field shapeField = f.get("Shape_MNK");
        Object shape = shapeField == null ? null
                : r.evaluate(PrintedText.withoutStaticMarks(shapeField.text()), shapeField.line(), shapeField.column(), null);
        if (!(shape instanceof IntTuple t) || t.rank() != 3) {
            throw new PrintoutReader.Located(shapeField == null ? header : shapeField.line(), shapeField == null ? 0 : shapeField.column(),
                    "Shape_MNK must be a rank-3 shape, got " + (shapeField == null ? "no Shape_MNK line" : shapeField.text()));
        }
        long[] mnk = new long[3];
        for (int i = 0; i < 3; i++) {
            mnk[i] = ((SymInt) t.mode(i)).value();
        }
        return new MmaAtom("imported", mnk[0], mnk[1], mnk[2], layout(r, f, "ThrID", header), layout(r, f, "LayoutA_TV", header),
                layout(r, f, "LayoutB_TV", header), layout(r, f, "LayoutC_TV", header));
    }

    private static List<Layout> permutation(PrintoutReader r, Map<String, Field> fields) {
        Field f = fields.get("PermutationMNK");
        List<Layout> out = new ArrayList<>();
        if (f == null) {
            return out;
        }
        List<String> parts = PrintedText.topLevel(f.text());
        if (parts == null) {
            throw new PrintoutReader.Located(f.line(), f.column(), "PermutationMNK must be a tuple, got " + f.text());
        }
        for (String p : parts) {
            String t = PrintedText.withoutStaticMarks(p.trim());
            if (t.equals("_")) {
                out.add(null);
                continue;
            }
            Object v = r.evaluate(t, f.line(), f.column(), null);
            out.add(v instanceof Layout l ? l : Layout.compact((IntTuple) v));
        }
        return out;
    }

    static int copy(PrintoutReader r, int header, String label) {
        String name = r.name(label == null ? "tiled_copy" : label, header);
        return block(r, header, name, f -> {
            Layout tv = layout(r, f, "TiledLayout_TV", header);
            List<Layout> tilerLayouts = new ArrayList<>();
            IntTuple tilerShape = tilerShape(r, f, header, tilerLayouts);
            List<String> note = List.of("print(tiled_copy) at line " + (header + 1) + ": TiledLayout_TV on the tile Tiler_MN = "
                    + f.get("Tiler_MN").text() + ", and the S/D views computed from the fields printed below");
            if (!f.containsKey("ValLayoutRef")) {
                // CuTe DSL: without the atom's reference layout the source and destination views cannot be rebuilt
                Layout src = layout(r, f, "ValLayoutSrc", header);
                Layout dst = layout(r, f, "ValLayoutDst", header);
                r.defineReserved(name, tv.toString(), note, header);
                r.defineNamed(name + "_atom_src", src.toString(),
                        List.of("the CuTe DSL prints no ValLayoutRef: the tiled copy's S/D views are not rebuilt; these are the atom's"), header);
                r.defineNamed(name + "_atom_dst", dst.toString(), List.of(), header);
                return;
            }
            CopyAtom atom = new CopyAtom("imported", valueBits(f, header), layout(r, f, "ThrID", header), layout(r, f, "ValLayoutSrc", header),
                    layout(r, f, "ValLayoutDst", header), layout(r, f, "ValLayoutRef", header));
            TiledCopy c = guarded(header, () -> TiledCopy.of(atom, tv, tilerShape, tilerLayouts.isEmpty() ? null : tilerLayouts));
            Layout s = guarded(header, () -> c.sideTv(true, Decider.CONCRETE));
            Layout d = guarded(header, () -> c.sideTv(false, Decider.CONCRETE));
            r.defineReserved(name, tv.toString(), note, header);
            r.defineNamed(name + "_S_TV", s.toString(), List.of(), header);
            r.defineNamed(name + "_D_TV", d.toString(), List.of(), header);
        });
    }

    /** C++ prints a copy atom's element type by its size: {@code ValueType: 16b}. */
    private static int valueBits(Map<String, Field> fields, int header) {
        Field f = fields.get("ValueType");
        if (f == null) {
            return 0;
        }
        if (!f.text().matches("\\d+b")) {
            throw new PrintoutReader.Located(f.line(), f.column(), "ValueType must be a size in bits such as 16b, got " + f.text());
        }
        return Integer.parseInt(f.text().substring(0, f.text().length() - 1));
    }

    /** Tiler_MN: a shape {@code (16,64)}, or one layout per mode {@code (16:1,64:1)} (the DSL, make_tiled_copy_C_atom). */
    private static IntTuple tilerShape(PrintoutReader r, Map<String, Field> fields, int header, List<Layout> layouts) {
        Field f = fields.get("Tiler_MN");
        List<String> parts = f == null ? null : PrintedText.topLevel(f.text());
        if (parts == null) {
            throw new PrintoutReader.Located(f == null ? header : f.line(), f == null ? 0 : f.column(),
                    "Tiler_MN must be a shape or a tuple of layouts, got " + (f == null ? "no Tiler_MN line" : f.text()));
        }
        List<IntTuple> shapes = new ArrayList<>();
        boolean anyLayout = false;
        for (String p : parts) {
            Object v = r.evaluate(PrintedText.withoutStaticMarks(p.trim()), f.line(), f.column(), null);
            if (v instanceof Layout l) {
                anyLayout = true;
                layouts.add(l);
                shapes.add(l.shape());
            } else if (v instanceof IntTuple t) {
                layouts.add(Layout.compact(t));
                shapes.add(t);
            } else {
                throw new PrintoutReader.Located(f.line(), f.column(), "Tiler_MN entry " + p.trim() + " is neither a shape nor a layout");
            }
        }
        if (!anyLayout) {
            layouts.clear();
        }
        return IntTuple.of(shapes);
    }

    /** An atom printed alone ({@code print(mma_atom)}, {@code print(copy_atom)}): its fields. */
    static int atom(PrintoutReader r, int header, String label, String kind) {
        String name = r.name(label == null ? (kind.equals("MMA_Atom") ? "mma_atom" : "copy_atom") : label, header);
        return block(r, header, name, f -> { });
    }

    private static <T> T guarded(int header, java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (cuteprover.CuteError e) {
            throw new PrintoutReader.Located(header, 0, e.getMessage());
        }
    }

}
