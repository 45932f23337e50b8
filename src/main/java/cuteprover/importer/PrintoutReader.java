package cuteprover.importer;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.expr.Parser;
import cuteprover.expr.Values;
import cuteprover.layout.ComposedLayout;
import cuteprover.layout.Layout;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what CuTe C++ ({@code print}, {@code print_layout}, {@code print(tensor)}, {@code print(tiled_mma)},
 * {@code print(tiled_copy)}) and the CuTe DSL print into definitions of the expression language. Each layout
 * text is parsed by the expression parser ({@link Parser}) into the same {@link Expr} values as everything
 * else, and evaluated to check it; tensors keep their layout and say their iterator in a comment; a
 * {@code print_layout} table is checked against the layout printed above it (or inferred when alone).
 * A line that is none of these is a problem with its line and column, never skipped.
 */
public final class PrintoutReader {

    /** C++ engines: gmem_ptr[16b](0x..), smem_ptr[..], Sw<3,4,3>_smem_ptr[16b](..), tmem_ptr[32b](..), ptr[32b](..). */
    private static final Pattern CPP_TENSOR = Pattern.compile(
            "^(Sw<(\\d+),(\\d+),(-?\\d+)>_)?(gmem_|smem_|tmem_|rmem_)?ptr\\[(\\d+)b\\]\\((\\(nil\\)|[^()]*)\\)\\s+o\\s+(.*)$");
    /** A swizzle composed with a pointer flag: Sw<3,4,3> o smem_ptr[16b](unset) o L. */
    private static final Pattern SWIZZLE_FLAG = Pattern.compile("^Sw<(\\d+),(\\d+),(-?\\d+)>\\s+o\\s+smem_ptr\\[(\\d+)b\\]\\((?:\\(nil\\)|[^()]*)\\)\\s+o\\s+(.*)$");
    /** A tensor-memory tensor: tmem_[32b](0x0040.0020) o L (lane.column in hex; std::ostream prints the address in decimal). */
    private static final Pattern TMEM_TENSOR = Pattern.compile("^tmem_\\[(\\d+)b\\]\\((?:0x([0-9a-fA-F]{1,4})\\.([0-9a-fA-F]{1,4})|(\\d+))\\)\\s+o\\s+(.*)$");
    private static final Pattern ARITH = Pattern.compile("^ArithTuple(\\(.*?\\))\\s+o\\s+(.*)$");
    /** CuTe DSL: tensor<ptr<f16, gmem, align<16>> o (128,64):(64,1)>. */
    private static final Pattern DSL_TENSOR = Pattern.compile("^tensor<ptr<([A-Za-z0-9_]+),\\s*(\\w+)(,\\s*align<(\\d+)>)?>\\s+o\\s+(.*)>$");
    private static final Pattern DSL_SWIZZLE = Pattern.compile("^S<(\\d+),(\\d+),(-?\\d+)>\\s+o\\s+(.*)$");
    private static final Pattern TABLE_HEADER = Pattern.compile("^\\s+\\d+(\\s+\\d+)*\\s*$");

    private final String[] lines;
    private final List<Imported.Entry> entries = new ArrayList<>();
    private final List<Imported.Problem> problems = new ArrayList<>();
    private final Set<String> names = new HashSet<>();
    private int unnamed;
    /** A label read on a line of its own, for the printout that follows it. */
    private String pendingLabel;
    private final boolean marksStatic;

    private PrintoutReader(String text) {
        this.lines = text.split("\r?\n", -1);
        this.marksStatic = PrintedText.marksStatic(text);
    }

    public static Imported read(String text) {
        PrintoutReader r = new PrintoutReader(text);
        r.run();
        return new Imported(List.copyOf(r.entries), List.copyOf(r.problems));
    }

    private void run() {
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (line.isBlank()) {
                i++;
                continue;
            }
            try {
                i = readAt(i);
            } catch (Located e) {
                problems.add(new Imported.Problem(e.line + 1, e.column + 1, e.getMessage()));
                i = e.line + 1;
            }
        }
    }

    /** An error at a line and a 0-based column. */
    static final class Located extends RuntimeException {
        final int line;
        final int column;

        Located(int line, int column, String message) {
            super(message, null, false, false);
            this.line = line;
            this.column = column;
        }
    }

    /** Reads the item starting at line i; returns the index of the next line to read. */
    private int readAt(int i) {
        String line = lines[i];
        if (LatexTables.startsPicture(line.trim())) {
            return LatexTables.read(this, i);
        }
        String label = pendingLabel;
        pendingLabel = null;
        int bodyColumn = indentOf(line);
        String body = line.trim();
        PrintedLabel printed = PrintedLabel.find(line);
        if (printed != null) {
            label = printed.text();
            body = line.substring(printed.bodyColumn()).trim();
            bodyColumn = printed.bodyColumn();
            if (body.isEmpty()) {
                // a label on a line of its own (printf("sA:\n"); print_layout(sA);) names the next printout
                pendingLabel = label;
                return i + 1;
            }
        }
        if (body.equals("TiledMMA") || body.equals("Tiled MMA")) {
            return TiledBlocks.mma(this, i, label);
        }
        if (body.equals("TiledCopy") || body.equals("Tiled Copy")) {
            return TiledBlocks.copy(this, i, label);
        }
        if (TiledBlocks.isNestedAtomHeader(body)) {
            return TiledBlocks.atom(this, i, label, body.startsWith("MMA") ? "MMA_Atom" : "Copy_Atom");
        }
        if (TABLE_HEADER.matcher(line).matches()) {
            return Tables.read(this, i, null, null);
        }
        if (TensorData.isHeader(body)) {
            int end = TensorData.end(this, i + 1);
            Item item = item(TensorData.tensor(body), i, bodyColumn);
            item.comments().add("print_tensor: the " + (end - i - 1) + " line(s) below it are the tensor's element values, not read");
            define(label, item.text, item.comments(), i);
            return end;
        }
        Item item = item(body, i, bodyColumn);
        if (i + 1 < lines.length && TABLE_HEADER.matcher(lines[i + 1]).matches()
                && (item.value instanceof Layout || item.value instanceof ComposedLayout)) {
            String name = define(label, item.text, item.comments, i);
            return Tables.read(this, i + 1, item.value, name);
        }
        define(label, item.text, item.comments, i);
        return i + 1;
    }

    /** A layout-like value read from one printed item, as expression text, its value and comments. */
    record Item(String text, Object value, List<String> comments) { }

    Item item(String body, int line, int column) {
        List<String> comments = new ArrayList<>();
        String layoutText = body;
        int layoutColumn = column;
        Matcher m;
        if ((m = SWIZZLE_FLAG.matcher(body)).matches()) {
            int bits = Integer.parseInt(m.group(4));
            String sw = elementSwizzle(m.group(1), m.group(2), m.group(3), bits, line, column);
            comments.add("swizzled shared-memory layout of " + bits + "-bit elements: CuTe's Sw<" + m.group(1) + "," + m.group(2) + ","
                    + m.group(3) + "> acts on byte addresses, " + sw + " on element offsets");
            return finish(sw + " o 0 o ", m.group(5), line, column + m.start(5), comments, body);
        }
        if ((m = CPP_TENSOR.matcher(body)).matches()) {
            int bits = Integer.parseInt(m.group(6));
            String space = m.group(5) == null ? "register (rmem)" : m.group(5).replace("_", "");
            layoutText = m.group(8);
            layoutColumn = column + m.start(8);
            comments.add("tensor: " + space + " pointer to " + bits + "-bit elements" + (m.group(7).startsWith("0x") ? " (address not kept)" : ""));
            if (m.group(1) != null) {
                String sw = elementSwizzle(m.group(2), m.group(3), m.group(4), bits, line, column);
                comments.add("the pointer carries Sw<" + m.group(2) + "," + m.group(3) + "," + m.group(4) + "> on byte addresses: "
                        + sw + " on element offsets");
                return finish(sw + " o 0 o ", layoutText, line, layoutColumn, comments, body);
            }
        } else if ((m = TMEM_TENSOR.matcher(body)).matches()) {
            long address = m.group(4) != null ? Long.parseLong(m.group(4))
                    : Long.parseLong(m.group(2), 16) << 16 | Long.parseLong(m.group(3), 16);
            comments.add("tensor: tensor memory (tmem) of " + m.group(1) + "-bit elements at lane " + (address >> 16) + ", column "
                    + (address & 0xFFFF) + (address == 0 ? "" : " (address " + address + ": add it to every value for TMEM addresses)"));
            layoutText = m.group(5);
            layoutColumn = column + m.start(5);
        } else if ((m = ARITH.matcher(body)).matches()) {
            String base = PrintedText.withoutStaticMarks(m.group(1));
            comments.add("tensor: counting iterator ArithTuple" + base + " (coordinates, strides are basis elements @i)"
                    + (base.replaceAll("[(),0]", "").isEmpty() ? "" : "; the iterator starts at " + base + ", add it to every value"));
            layoutText = m.group(2);
            layoutColumn = column + m.start(2);
        } else if ((m = DSL_TENSOR.matcher(body)).matches()) {
            comments.add("CuTe DSL tensor: " + m.group(2) + " pointer to " + m.group(1) + (m.group(4) == null ? "" : ", aligned to "
                    + m.group(4) + " bytes") + "; the DSL prints static and dynamic values alike");
            layoutText = m.group(5);
            layoutColumn = column + m.start(5);
            Matcher s = DSL_SWIZZLE.matcher(layoutText);
            if (s.matches()) {
                return finish("Sw<" + s.group(1) + "," + s.group(2) + "," + s.group(3) + "> o ", s.group(4), line, layoutColumn + s.start(4),
                        comments, body);
            }
        } else if ((m = DSL_SWIZZLE.matcher(body)).matches()) {
            comments.add("CuTe DSL swizzle S<" + m.group(1) + "," + m.group(2) + "," + m.group(3) + ">");
            return finish("Sw<" + m.group(1) + "," + m.group(2) + "," + m.group(3) + "> o ", m.group(4), line, column + m.start(4), comments, body);
        }
        return finish("", layoutText, line, layoutColumn, comments, body);
    }

    /** The layout text (CuTe's printed form) behind an optional prefix ({@code Sw<..> o 0 o }), checked by evaluation. */
    private Item finish(String prefix, String layoutText, int line, int column, List<String> comments, String original) {
        List<String> dynamic = PrintedText.dynamicValues(layoutText, marksStatic);
        if (!dynamic.isEmpty()) {
            comments.add("dynamic value" + (dynamic.size() == 1 ? " " : "s ") + String.join(", ", dynamic)
                    + " (printed without _): the values of this run, not proved for other sizes");
        }
        int lead = PrintoutReader.indentOf(layoutText);
        String raw = layoutText.trim();
        String text = PrintedText.withoutStaticMarks(raw);
        int[] map = PrintedText.strippedToOriginal(raw);
        int[] shifted = new int[map.length + prefix.length()];
        for (int k = 0; k < shifted.length; k++) {
            shifted[k] = k < prefix.length() ? 0 : map[k - prefix.length()];
        }
        text = prefix + text;
        String tile = prefix.isEmpty() ? PrintedText.asTile(text) : null;
        if (tile != null) {
            text = tile;
            comments.add(PrintedText.TILE_NOTE);
        }
        Object value = evaluate(text, line, column + lead, shifted);
        if (!(value instanceof Layout) && !(value instanceof ComposedLayout) && !(value instanceof cuteprover.layout.Swizzle)
                && !(value instanceof cuteprover.expr.Tiler)) {
            throw new Located(line, column, "expected a layout, got " + Values.describe(value) + " in \"" + original + "\"");
        }
        return new Item(text, value, comments);
    }

    /** Parses and evaluates printed text with the expression language; errors point into the line. */
    Object evaluate(String text, int line, int column, int[] toOriginal) {
        try {
            Expr e = Parser.parse(text);
            return Evaluator.concrete().evaluate(e, text);
        } catch (CuteError e) {
            int at = Math.max(0, e.offset());
            int original = toOriginal == null ? at : toOriginal[Math.min(at, toOriginal.length - 1)];
            throw new Located(line, column + original, "cannot read \"" + text + "\": " + e.reason());
        }
    }

    private String elementSwizzle(String b, String mBase, String s, int bits, int line, int column) {
        int shift = Integer.numberOfTrailingZeros(Math.max(1, bits / 8));
        int base = Integer.parseInt(mBase);
        if (bits % 8 != 0 || Integer.bitCount(bits / 8) != 1 || base < shift) {
            throw new Located(line, column, "Sw<" + b + "," + mBase + "," + s + "> on byte addresses does not keep " + bits
                    + "-bit elements whole (M must be at least log2 of the element size in bytes)");
        }
        return "Sw<" + b + "," + (base - shift) + "," + s + ">";
    }

    /** The let name for a printed label ({@link PrintedLabel#identifier}), or layout1, layout2, ... without one; not yet used. */
    String name(String label, int line) {
        return unique(label == null ? "layout" + (++unnamed) : PrintedLabel.identifier(label));
    }

    /** {@code base}, or the first of base_2, base_3, ... not yet used: each let is defined once. */
    private String unique(String base) {
        String name = base;
        for (int n = 2; !names.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    String define(String label, String value, List<String> comments, int line) {
        String name = name(label, line);
        entries.add(new Imported.Definition(name, value, comments, line + 1));
        return name;
    }

    /** A let under a name built from a label ({@code mma_LayoutA_TV}); made unique like the labels' own. */
    String defineNamed(String name, String value, List<String> comments, int line) {
        String unique = unique(name);
        entries.add(new Imported.Definition(unique, value, comments, line + 1));
        return unique;
    }

    /** A let under a name that {@link #name} gave (and so reserved) for it. */
    void defineReserved(String name, String value, List<String> comments, int line) {
        entries.add(new Imported.Definition(name, value, comments, line + 1));
    }

    /** Comments for a printed value that the spec language cannot hold. */
    void note(List<String> comments, int line) {
        entries.add(new Imported.Note(comments, line + 1));
    }

    void problem(Located e) {
        problems.add(new Imported.Problem(e.line + 1, e.column + 1, e.getMessage()));
    }

    String line(int i) {
        return i < lines.length ? lines[i] : null;
    }

    int lineCount() {
        return lines.length;
    }

    static int indentOf(String s) {
        int i = 0;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }
}
