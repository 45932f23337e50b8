package cuteprover.layout;

import cuteprover.CuteError;
import cuteprover.tuple.IntTuple;
import cuteprover.tuple.SymInt;
import cuteprover.tuple.Tuple;
import cuteprover.tuple.TupleFormat;

import java.util.ArrayList;
import java.util.List;

/**
 * Coalesce: the flat layout of fewest modes with the same function on the domain (Cecka Eq. 13-15).
 *
 * <p>The modes are scanned from the last to the first, against the front of the result:
 * a size-1 mode is dropped; a result front of size 1 is replaced; {@code s0:d0} followed by
 * {@code s1:s0*d0} merges into {@code s0*s1:d0}; otherwise the mode is prepended. The merge is
 * never made the other way round ({@code d0 = s1*d1} would change the function).
 *
 * <p>Dropping a trailing size-1 mode changes the layout outside its domain ({@code (4,1):(1,0)}
 * becomes {@code 4:1}, which differs at index 4). Composition evaluates its left operand on the
 * extended domain, so it uses {@link #extended}, which keeps the last mode (CuTe's coalesce_x).
 */
public final class Coalesce {

    private Coalesce() {
    }

    /** CuTe's {@code coalesce(L)}, checked: same function on [0,size), same size, depth at most 1. */
    public static Layout coalesce(Layout layout, Decider d) {
        Layout result = algorithm(layout, d);
        if (Checks.applicable(layout, result)) {
            check(layout, result, true);
        }
        if (!layout.isStatic()) {
            Layout runTime = CoalesceAtRunTime.of(layout);
            if (runTime != null && !runTime.toString().equals(result.toString())) {
                d.runTimeDiffers(new RunTimeDifference("coalesce", "with run-time (int) sizes CuTe merges and drops only modes whose sizes and strides"
                        + " are static, and coalesce(" + layout + ") is " + runTime + " there, the same function with other modes"));
            }
        }
        return result;
    }

    public static Layout coalesce(Layout layout) {
        return coalesce(layout, Decider.CONCRETE);
    }

    /**
     * CuTe's {@code coalesce(L, profile)}: a tuple profile coalesces each of the first rank(profile)
     * modes against its own sub-profile and keeps the other modes; an integer profile coalesces all.
     */
    public static Layout coalesce(Layout layout, IntTuple profile, Decider d) {
        Layout result = byProfile(layout, profile, d);
        if (Checks.applicable(layout, result)) {
            check(layout, result, profile.isLeaf());
        }
        return result;
    }

    public static Layout coalesce(Layout layout, IntTuple profile) {
        return coalesce(layout, profile, Decider.CONCRETE);
    }

    /** The unchecked algorithm (for the symbolic engine and benchmarks). */
    public static Layout algorithm(Layout layout, Decider d) {
        return backward(FlatModes.of(layout), false, d).unwrap();
    }

    static Layout byProfile(Layout layout, IntTuple profile, Decider d) {
        if (profile.isLeaf()) {
            return algorithm(layout, d);
        }
        return ByMode.apply(layout, (Tuple) profile, "coalesce", (mode, sub) -> byProfile(mode, sub, d));
    }

    /**
     * CuTe's coalesce_x: flat modes with the same function on the extended domain. The last mode
     * is kept whatever its size; its shape is then meaningless (composition never reads it), so a
     * trailing size-1 mode is carried with the placeholder size 2, as CuTe does.
     */
    static FlatModes extended(Layout layout, Decider d) {
        return backward(FlatModes.of(layout), true, d);
    }

    /** coalesce on flat modes, without building layouts (the working form of complement and the inverses). */
    static FlatModes flat(FlatModes in, Decider d) {
        return backward(in, false, d);
    }

    private static FlatModes backward(FlatModes in, boolean keepLast, Decider d) {
        return Trace.derive(d, () -> "coalesce" + (keepLast ? " keeping the extension of the last mode (coalesce_x)" : "")
                        + " of the flat modes " + in.unwrap(),
                t -> backwardSteps(in, keepLast, d, t), out -> "result " + out.unwrap());
    }

    private static FlatModes backwardSteps(FlatModes in, boolean keepLast, Decider d, Trace t) {
        int r = in.size();
        if (r == 0) {
            return new FlatModes();
        }
        List<SymInt> shapes = new ArrayList<>();
        List<IntTuple> strides = new ArrayList<>();
        SymInt last = in.shapes.get(r - 1);
        shapes.add(keepLast && d.isOne(last) ? SymInt.of(2) : last);
        strides.add(in.strides.get(r - 1));
        // Built back to front in reverse order; index size-1 is the current front.
        for (int i = r - 2; i >= 0; i--) {
            SymInt s = in.shapes.get(i);
            IntTuple stride = in.strides.get(i);
            int front = shapes.size() - 1;
            if (d.isOne(s)) {
                if (t.enabled()) {
                    t.step("mode " + i + " " + s + ":" + format(stride) + " has size 1: dropped");
                }
                continue;
            }
            if (d.isOne(shapes.get(front))) {
                if (t.enabled()) {
                    t.step("mode " + i + " " + s + ":" + format(stride) + " replaces the size-1 mode after it");
                }
                shapes.set(front, s);
                strides.set(front, stride);
            } else if (Strides.same(Strides.scale(stride, s), strides.get(front), d)) {
                if (t.enabled()) {
                    t.step("mode " + i + " " + s + ":" + format(stride) + " merges with " + shapes.get(front) + ":"
                            + format(strides.get(front)) + " (" + s + "*" + format(stride) + " = " + format(strides.get(front))
                            + ") into " + SymInt.mul(s, shapes.get(front)) + ":" + format(stride));
                }
                shapes.set(front, SymInt.mul(s, shapes.get(front)));
                strides.set(front, stride);
            } else {
                if (t.enabled()) {
                    t.step("mode " + i + " " + s + ":" + format(stride) + " stays a mode (" + s + "*" + format(stride)
                            + " = " + format(Strides.scale(stride, s)) + " is not the stride " + format(strides.get(front))
                            + " of the mode after it)");
                }
                shapes.add(s);
                strides.add(stride);
            }
        }
        if (shapes.size() == 1 && d.isOne(shapes.get(0))) {
            return new FlatModes();
        }
        java.util.Collections.reverse(shapes);
        java.util.Collections.reverse(strides);
        return new FlatModes(shapes, strides);
    }

    private static void check(Layout in, Layout out, boolean flat) {
        String property = "coalesce changed the layout";
        long[][] fin = Certificates.flat(in);
        long[][] fout = Certificates.flat(out);
        if (fin == null || fout == null || !Certificates.sameFunction(fin, fout)) {
            Checks.sameFunction(property, out, "R", in, "L");
        }
        if (flat && out.depth() > 1) {
            throw new CuteError(property + ": result " + out + " has depth " + out.depth() + " > 1");
        }
        if (!flat) {
            for (int i = 0; i < out.rank(); i++) {
                if (!out.mode(i).size().equals(in.mode(i).size())) {
                    throw new CuteError(property + ": mode " + i + " of " + out + " has size " + out.mode(i).size()
                            + " but mode " + i + " of " + in + " has size " + in.mode(i).size());
                }
            }
        }
    }

    static String format(IntTuple t) {
        return TupleFormat.format(t);
    }
}
