package cuteprover.atom;

import cuteprover.CuteError;
import cuteprover.expr.Evaluator;
import cuteprover.expr.Expr;
import cuteprover.hw.HardwareModels;
import cuteprover.layout.Decider;
import cuteprover.layout.Layout;
import cuteprover.specfile.SpecParser;
import cuteprover.specfile.Statement;
import cuteprover.tuple.SymInt;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hardware models that CuTe's atoms are built on, read from the copy of {@code hardware-models/}
 * that travels in the jar (the same files {@code check} proves). Two kinds of lookup:
 * a model by name ({@code sm80.mma.m16n8k16.f16.A}), and a member of a model family: a {@code let}
 * of a family file whose {@code param ... where} line states the legal parameter values, evaluated at
 * given values (so the legality rules live in the model file, next to their proofs).
 */
public final class AtomModels {

    private static final String ROOT = "/cuteprover/hardware-models/";
    private static final Map<String, Object> CACHE = new ConcurrentHashMap<>();
    private static HardwareModels models;
    private static Path root;

    private AtomModels() {
    }

    /** A model's layout by name. */
    public static Layout model(String name) {
        Object v = CACHE.computeIfAbsent(name, AtomModels::load);
        if (v instanceof Layout l) {
            return l;
        }
        throw new CuteError("hardware model '" + name + "' is not a layout: " + v);
    }

    /** A model's value of any kind (layout, swizzled layout, integer). */
    public static Object value(String name) {
        return CACHE.computeIfAbsent(name, AtomModels::load);
    }

    public static boolean exists(String name) {
        return hardware().names().contains(name);
    }

    private static synchronized Object load(String name) {
        return hardware().value(name);
    }

    private static synchronized HardwareModels hardware() {
        if (models == null) {
            models = HardwareModels.at(root());
        }
        return models;
    }

    private static synchronized Path root() {
        if (root != null) {
            return root;
        }
        URL url = AtomModels.class.getResource(ROOT + "sm80_mma.cute");
        if (url == null) {
            throw new CuteError("the hardware models are missing from the class path (" + ROOT + ")");
        }
        try {
            java.net.URI uri = url.toURI();
            Path file;
            if ("jar".equals(uri.getScheme())) {
                try {
                    FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException ignored) {
                    // opened before: Path.of finds it
                }
            }
            file = Path.of(uri);
            root = file.getParent();
            return root;
        } catch (URISyntaxException | IOException e) {
            throw new CuteError("cannot open the bundled hardware models: " + e.getMessage());
        }
    }

    /**
     * Member {@code let NAME} of a model family file, at the given parameter values. The values must
     * satisfy the file's {@code param ... where} condition; otherwise the error quotes it.
     */
    public static Layout family(String file, String name, Map<String, Long> params) {
        String key = file + ":" + name + params;
        Object v = CACHE.computeIfAbsent(key, k -> evaluateFamily(file, name, params));
        return (Layout) v;
    }

    private static Object evaluateFamily(String file, String name, Map<String, Long> params) {
        Path path = root().resolve(file);
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CuteError("cannot read model family " + file + ": " + e.getMessage());
        }
        Map<String, Object> defs = new LinkedHashMap<>();
        params.forEach((k, x) -> defs.put(k, SymInt.of(x)));
        Evaluator ev = new Evaluator(Decider.CONCRETE, false, defs);
        for (Statement st : SpecParser.parse(file, text).statements()) {
            if (st instanceof Statement.Param p && p.where() != null && params.keySet().containsAll(p.names())) {
                if (!holds(p.where().value(), ev, p.where().text())) {
                    throw new CuteError(describe(params) + " is not allowed: hardware-models/" + file + " requires "
                            + p.where().text());
                }
            } else if (st instanceof Statement.Let let && let.name().equals(name)) {
                Object v = ev.evaluate(let.value().value(), let.value().text());
                if (!(v instanceof Layout)) {
                    throw new CuteError("model family " + file + " defines " + name + " as " + v + ", not a layout");
                }
                return v;
            }
        }
        throw new CuteError("model family hardware-models/" + file + " has no definition '" + name + "'");
    }

    /** A where condition at values: conjunctions, disjunctions, {@code x in {..}}, {@code x in [lo,hi)}, comparisons. */
    private static boolean holds(Expr e, Evaluator ev, String text) {
        if (e instanceof Expr.Binary b && (b.op().equals("&&") || b.op().equals("||"))) {
            boolean l = holds(b.left(), ev, text);
            return b.op().equals("&&") ? l && holds(b.right(), ev, text) : l || holds(b.right(), ev, text);
        }
        if (e instanceof Expr.In in) {
            Object x = ev.evaluate(in.value(), text);
            if (in.set() instanceof Expr.SetExpr set) {
                for (Expr m : set.elements()) {
                    if (x.equals(ev.evaluate(m, text))) {
                        return true;
                    }
                }
                return false;
            }
            Expr.Bracket range = (Expr.Bracket) in.set();
            long v = ((SymInt) x).value();
            return ((SymInt) ev.evaluate(range.elements().get(0), text)).value() <= v
                    && v < ((SymInt) ev.evaluate(range.elements().get(1), text)).value();
        }
        return Boolean.TRUE.equals(ev.evaluate(e, text));
    }

    private static String describe(Map<String, Long> params) {
        StringBuilder sb = new StringBuilder();
        params.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(" = ").append(v));
        return sb.toString();
    }
}
